# The README's two commands: `make run` (the main job) and `make test` (the whole suite).
# Both create the virtual environment and install the pinned stack on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup run test lint bench dvc-repro

$(STAMP): pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[dev]'
	$(BIN)/python -m rallyscope.llm.models  # the local LLM's GGUF file, sha256-checked
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/rallyscope run

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/ingest.py
	$(BIN)/python benchmarks/search.py
	$(BIN)/python benchmarks/vision.py
	$(BIN)/python benchmarks/web.py

dvc-repro: $(STAMP)
	$(BIN)/dvc repro
