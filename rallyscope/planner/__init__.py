"""Query planning: a coach's words in, a rally pattern out (``plan.py``: the rule and LLM
parsers and the choice between them)."""
