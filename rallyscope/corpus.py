"""Which landing folder to process: the one given, the real data, or a synthetic corpus."""

from __future__ import annotations

from pathlib import Path

from rallyscope import config

SYNTHETIC_MATCHES = 6
SYNTHETIC_SEED = 2024


def landing_root(path: str | Path | None = None) -> tuple[Path, bool]:
    """(folder, is_synthetic). Without a path or real data, a seeded synthetic corpus."""
    if path is not None:
        root = Path(path).resolve()
        if not root.exists():
            raise FileNotFoundError(f"landing folder {root} does not exist")
        return root, False
    real = config.source_root()
    if real is not None:
        if not real.exists():
            raise FileNotFoundError(f"RALLYSCOPE_DATA points to {real}, which does not exist")
        return real, False
    from rallyscope.synthetic import generate_corpus

    root = config.data_dir() / "synthetic"
    if not (root / "set" / "match.csv").exists():
        generate_corpus(root, n_matches=SYNTHETIC_MATCHES, seed=SYNTHETIC_SEED)
    return root, True
