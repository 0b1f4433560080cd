"""Finding matches in a landing folder laid out like ShuttleSet.

A dataset folder holds ``set/match.csv``, ``set/homography.csv`` and one folder per match
with ``set1.csv``, ``set2.csv`` and maybe ``set3.csv``. A landing root may hold several
datasets (ShuttleSet and ShuttleSet22): they are read in name order, and a match that an
earlier dataset already holds (same folder name, or same players on the same day) is
skipped, so ShuttleSet's copy and folder name win over ShuttleSet22's.
"""

from __future__ import annotations

import csv
import hashlib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from rallyscope.errors import InputError


@dataclass(frozen=True)
class MatchSource:
    """One match as found on disk, before parsing."""

    match_id: str
    dataset: str
    folder: Path
    meta: dict[str, str]
    homography: dict[str, str] | None
    set_files: tuple[Path, ...]
    meta_file: Path = field(compare=False)

    @cached_property
    def content_hash(self) -> str:
        """SHA-256 over everything that defines the match: metadata rows and set files."""
        digest = hashlib.sha256()
        for key in sorted(self.meta):
            digest.update(f"{key}={self.meta[key]}\n".encode())
        for key in sorted(self.homography or {}):
            digest.update(f"h:{key}={(self.homography or {})[key]}\n".encode())
        for path in self.set_files:
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
        return digest.hexdigest()


@dataclass
class Discovery:
    matches: list[MatchSource]
    duplicates: list[tuple[str, str]]  # (skipped folder, the match kept)


def _read_table(path: Path) -> list[dict[str, str]]:
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            return list(csv.DictReader(fh))
    except UnicodeDecodeError as exc:
        raise InputError(path, f"not UTF-8 ({exc.reason} at byte {exc.start})") from exc


def _identity(meta: dict[str, str]) -> tuple[frozenset[str], str]:
    players = frozenset(
        meta.get(k, "").lower().replace(" ", "").replace("-", "") for k in ("winner", "loser")
    )
    day = "-".join(str(meta.get(k, "")).split(".")[0] for k in ("year", "month", "day"))
    return players, day


def dataset_dirs(root: Path) -> list[Path]:
    """Folders under ``root`` (itself included) that hold ``set/match.csv``, in name order."""
    root = Path(root)
    found = sorted({p.parent.parent for p in root.rglob("set/match.csv")}, key=lambda p: str(p))
    if (root / "match.csv").exists():
        found.insert(0, root.parent)
    return found


def discover(root: Path) -> Discovery:
    """All distinct matches under ``root``; see the module docstring for the rules."""
    matches: list[MatchSource] = []
    duplicates: list[tuple[str, str]] = []
    seen_ids: dict[str, str] = {}
    seen_identity: dict[tuple[frozenset[str], str], str] = {}
    for dataset in dataset_dirs(root):
        set_dir = dataset / "set"
        meta_file = set_dir / "match.csv"
        homographies = {}
        if (set_dir / "homography.csv").exists():
            homographies = {r["video"]: r for r in _read_table(set_dir / "homography.csv")}
        for meta in _read_table(meta_file):
            match_id = meta.get("video") or ""
            identity = _identity(meta)
            kept = seen_ids.get(match_id) or seen_identity.get(identity)
            if kept is not None:
                duplicates.append((f"{dataset.name}/{match_id}", kept))
                continue
            folder = set_dir / match_id
            set_files = tuple(sorted(folder.glob("set*.csv"), key=lambda p: p.name))
            matches.append(
                MatchSource(
                    match_id=match_id,
                    dataset=dataset.name,
                    folder=folder,
                    meta=meta,
                    homography=homographies.get(match_id),
                    set_files=set_files,
                    meta_file=meta_file,
                )
            )
            seen_ids[match_id] = match_id
            seen_identity[identity] = match_id
    return Discovery(matches=matches, duplicates=duplicates)
