"""The per-match stage functions, one module each (see ``rallyscope.pipeline``)."""
