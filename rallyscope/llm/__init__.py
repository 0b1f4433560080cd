"""The LLM layer: one OpenAI-compatible chat client for every model (vLLM in production, a
local llama.cpp server by default), per-role settings, a response cache in PostgreSQL."""
