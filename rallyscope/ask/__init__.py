"""Asking the archive questions: typed tools, a rule fast path and a number check."""
