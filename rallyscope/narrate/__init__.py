"""Tactical narratives: the multi-agent debate (MADR) over a rally's game log, and the
deterministic grounding check of what it wrote against the log."""
