"""The raw ShuttleSet corpus read with the standard library, for the frozen evaluation sets.

Deliberately independent of the code under test: it imports nothing from ``rallyscope`` and
reads the source CSVs itself. What it does with the data's quirks:

- ShuttleSet22 repeats some ShuttleSet matches (same folder name, or the same two players on
  the same day): the first dataset in name order (ShuttleSet) keeps its copy and folder name.
- In a set file, a row that repeats an earlier row word for word is dropped, and a rally whose
  shot number stops rising (the rally was logged again) keeps only its first run.
- Shot labels are Chinese; ``SHOT_TYPES`` translates them as the data's README does, with the
  spelling variant 過度切球 read as 過渡切球 (passive drop). 未知球種 is an unknown shot.
- ``player`` is A (the match winner) or B (the loser); ``getpoint_player`` on a rally's last
  row is the rally winner and ``lose_reason`` there says how the rally ended.
- The scores on a rally's rows are the score after the rally.
- Positions are turned into court metres with a perspective transform from the four annotated
  court corners (``homography.csv``) to the 6.10 m x 13.40 m doubles court.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

DEFAULT_ROOT = Path(__file__).resolve().parents[3] / "shared" / "data" / "shuttleset"

COURT_W, COURT_L, NET_Y = 6.10, 13.40, 6.70

SHOT_TYPES = {
    "放小球": "net shot",
    "擋小球": "return net",
    "殺球": "smash",
    "點扣": "wrist smash",
    "挑球": "lob",
    "防守回挑": "defensive return lob",
    "長球": "clear",
    "平球": "drive",
    "小平球": "driven flight",
    "後場抽平球": "back-court drive",
    "切球": "drop",
    "過渡切球": "passive drop",
    "過度切球": "passive drop",
    "推球": "push",
    "撲球": "rush",
    "防守回抽": "defensive return drive",
    "勾球": "cross-court net shot",
    "發短球": "short service",
    "發長球": "long service",
    "未知球種": "unknown",
}

# lose_reason on the last row -> how the rally ended
ENDINGS = {
    "對手落地致勝": "winner",  # the last shot landed in, unreturned
    "出界": "out",
    "掛網": "net",  # caught the tape
    "未過網": "net",  # did not cross the net
    "落點判斷失誤": "misjudged",  # left the shuttle, it landed in
    "對手落地判斷失誤": "misjudged",
    "犯規": "fault",
}


class CorpusMissing(FileNotFoundError):
    """The raw corpus is not where it was looked for."""


@dataclass(frozen=True, slots=True)
class Shot:
    n: int  # ball_round, from 1
    hitter: str  # "A" or "B"
    kind: str  # English shot type
    backhand: bool
    around_head: bool
    hit_zone: str | None  # "rear-left", ...; None when the position is unknown
    land_zone: str | None


@dataclass(slots=True)
class Match:
    folder: str
    dataset: str
    tournament: str
    round: str
    year: int
    names: dict[str, str]  # "A" -> winner's name, "B" -> loser's name


@dataclass(slots=True)
class Rally:
    match: Match
    set_no: int
    no: int
    shots: list[Shot]
    winner: str | None  # "A" or "B"; None when the last row names no winner
    ending: str | None  # winner, out, net, misjudged, fault; None when unlabelled
    score_after: tuple[int, int]  # (A, B), from the rally's last row
    score_before: tuple[int, int] = (0, 0)
    sets_in_match: int = 0

    @property
    def id(self) -> str:
        return f"{self.match.folder}|{self.set_no}|{self.no}"

    @property
    def loser(self) -> str | None:
        return None if self.winner is None else other(self.winner)

    @property
    def server(self) -> str:
        return self.shots[0].hitter

    @property
    def receiver(self) -> str:
        return other(self.server)

    def name(self, side: str) -> str:
        return self.match.names[side]


def other(side: str) -> str:
    return "B" if side == "A" else "A"


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return [{k: (v or "").strip() for k, v in row.items()} for row in csv.DictReader(fh)]


def _num(text: str) -> float | None:
    return float(text) if text else None


def zone(x: float, y: float) -> str:
    """Zone of a point in court metres: depth from the net within its half, then the side
    as the player of that half sees it facing the net (x from the image left, y from the
    far baseline)."""
    near = y >= NET_Y
    depth_m = abs(y - NET_Y)
    depth = "front" if depth_m < NET_Y / 3 else "mid" if depth_m < 2 * NET_Y / 3 else "rear"
    third = 0 if x < COURT_W / 3 else 1 if x < 2 * COURT_W / 3 else 2
    side = ("left", "centre", "right")[third if near else 2 - third]
    return f"{depth}-{side}"


def _zones(corners: dict[str, str], points: list[tuple[float | None, float | None]]):
    """Zones of pixel points (None where a coordinate is missing), through the perspective
    transform that takes the four annotated corners to the court rectangle."""
    names = ("upleft", "upright", "downleft", "downright")
    src = np.float32([[float(corners[f"{c}_x"]), float(corners[f"{c}_y"])] for c in names])
    dst = np.float32([[0, 0], [COURT_W, 0], [0, COURT_L], [COURT_W, COURT_L]])
    matrix = cv2.getPerspectiveTransform(src, dst)
    known = [i for i, (x, y) in enumerate(points) if x is not None and y is not None]
    out: list[str | None] = [None] * len(points)
    if known:
        pixels = np.float64([[points[i] for i in known]])
        metres = cv2.perspectiveTransform(pixels, matrix.astype(np.float64))[0]
        for i, (x, y) in zip(known, metres, strict=True):
            out[i] = zone(float(x), float(y))
    return out


def _first_runs(rows: list[dict[str, str]]) -> dict[int, list[dict[str, str]]]:
    """Rows per rally in file order, without word-for-word repeats of an earlier row, and
    only the first run of a rally whose shot number stops rising."""
    seen: set[tuple[str, ...]] = set()
    rallies: dict[int, list[dict[str, str]]] = {}
    restarted: set[int] = set()
    for row in rows:
        key = tuple(row.values())
        if key in seen:
            continue
        seen.add(key)
        rally = int(float(row["rally"]))
        kept = rallies.setdefault(rally, [])
        if rally in restarted:
            continue
        if kept and float(row["ball_round"]) <= float(kept[-1]["ball_round"]):
            restarted.add(rally)
            continue
        kept.append(row)
    return rallies


def _flag(text: str) -> bool:
    return bool(text) and float(text) == 1.0


def _rallies_of_set(match: Match, set_no: int, rows, corners) -> list[Rally]:
    rallies = []
    for no, kept in sorted(_first_runs(rows).items()):
        points = []
        for i, row in enumerate(kept):
            hx, hy = _num(row["hit_x"]), _num(row["hit_y"])
            if i == 0 and (hx is None or hy is None):  # the serve: the hitter's position
                hx, hy = _num(row["player_location_x"]), _num(row["player_location_y"])
            points += [(hx, hy), (_num(row["landing_x"]), _num(row["landing_y"]))]
        zones = _zones(corners, points)
        shots = [
            Shot(
                n=int(float(row["ball_round"])),
                hitter=row["player"],
                kind=SHOT_TYPES[row["type"]],
                backhand=_flag(row["backhand"]),
                around_head=_flag(row["aroundhead"]),
                hit_zone=zones[2 * i],
                land_zone=zones[2 * i + 1],
            )
            for i, row in enumerate(kept)
        ]
        last = kept[-1]
        rallies.append(
            Rally(
                match=match,
                set_no=set_no,
                no=no,
                shots=shots,
                winner=last["getpoint_player"] or None,
                ending=ENDINGS.get(last["lose_reason"]),
                score_after=(int(float(last["roundscore_A"])), int(float(last["roundscore_B"]))),
            )
        )
    _set_scores_before(rallies)
    return rallies


def _set_scores_before(rallies: list[Rally]) -> None:
    """The score as the rally starts: the score after it less the winner's point, or, when
    the winner is not named, the score after the rally before it (0-0 before the first)."""
    previous = (0, 0)
    for rally in rallies:
        a, b = rally.score_after
        if rally.winner is not None:
            rally.score_before = (a - (rally.winner == "A"), b - (rally.winner == "B"))
        else:
            rally.score_before = previous
        previous = rally.score_after


def _identity(meta: dict[str, str]) -> tuple[frozenset[str], tuple[str, ...]]:
    names = frozenset(
        meta[k].lower().replace(" ", "").replace("-", "") for k in ("winner", "loser")
    )
    return names, tuple(str(int(float(meta[k]))) for k in ("year", "month", "day"))


@dataclass
class Corpus:
    matches: list[Match]
    rallies: list[Rally]
    skipped: list[tuple[str, str]]  # (repeated folder, the folder kept)


@cache
def load(root: Path = DEFAULT_ROOT) -> Corpus:
    """Every distinct match's rallies under ``root`` (ShuttleSet and ShuttleSet22)."""
    root = Path(root)
    datasets = sorted(p.parent.parent for p in root.glob("*/set/match.csv"))
    if not datasets:
        raise CorpusMissing(
            f"the ShuttleSet corpus is missing: expected {root}/ShuttleSet/set/match.csv "
            "(../shared/data/shuttleset beside the checkout)"
        )
    matches, rallies, skipped = [], [], []
    kept: dict[object, str] = {}
    for dataset in datasets:
        set_dir = dataset / "set"
        corners = {r["video"]: r for r in _read(set_dir / "homography.csv")}
        for meta in _read(set_dir / "match.csv"):
            folder, identity = meta["video"], _identity(meta)
            if folder in kept or identity in kept:
                skipped.append((f"{dataset.name}/{folder}", kept.get(folder) or kept[identity]))
                continue
            kept[folder] = kept[identity] = folder
            match = Match(
                folder=folder,
                dataset=dataset.name,
                tournament=meta["tournament"],
                round=meta["round"],
                year=int(float(meta["year"])),
                names={"A": meta["winner"], "B": meta["loser"]},
            )
            matches.append(match)
            files = sorted((set_dir / folder).glob("set*.csv"))
            for path in files:
                set_no = int(path.stem.removeprefix("set"))
                for rally in _rallies_of_set(match, set_no, _read(path), corners[folder]):
                    rally.sets_in_match = len(files)
                    rallies.append(rally)
    return Corpus(matches=matches, rallies=rallies, skipped=skipped)
