"""Vision stages: court calibration from broadcast frames, and player poses at each shot."""
