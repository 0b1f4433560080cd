"""Frozen evaluation sets for search and ask, with ground truth from the raw corpus."""
