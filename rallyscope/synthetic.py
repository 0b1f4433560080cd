"""A seeded synthetic corpus in ShuttleSet's on-disk layout, for runs without the real data.

A match is drawn rally by rally (player A always wins it), then each rally as a Markov chain of
shots whose chance of ending depends on the shot and on whether its hitter wins the rally, so
smash winners, rush kills and net shots in the net come up at plausible rates. Positions are
drawn in court metres and projected into a made-up broadcast camera.
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Mapping
from itertools import product
from pathlib import Path
from typing import NamedTuple, TypeVar

import numpy as np

from rallyscope import court
from rallyscope.ingest import SET_COLUMNS
from rallyscope.vocabulary import HITTER_WINS, EndReason

MATCH_COLUMNS = (
    "id",
    "video",
    "tournament",
    "round",
    "year",
    "month",
    "day",
    "set",
    "duration",
    "winner",
    "loser",
    "downcourt",
    "url",
)
HOMOGRAPHY_COLUMNS = (
    "id",
    "video",
    "homography_matrix",
    "upleft_x",
    "upright_x",
    "downleft_x",
    "downright_x",
    "upleft_y",
    "upright_y",
    "downleft_y",
    "downright_y",
)

FIRST_NAMES = ("Alex", "Bo", "Chen", "Dana", "Emil", "Freya", "Goro", "Hana", "Ivo", "Jun")
LAST_NAMES = ("NORD", "SUND", "VALE", "KIRA", "MORO", "LUND", "TAKE", "RIVA", "HOLT", "OKAFOR")
TOURNAMENTS = ("Synthetic Open", "Imaginary Masters", "Nowhere International")
ROUNDS = ("Finals", "Semi-Finals", "Quarter-Finals")
MAX_SHOTS = 25
UNKNOWN_RATE = 0.02
FPS = 30

# (lose_reason, win_reason) written for each way a rally ends.
REASONS: dict[EndReason, tuple[str, str]] = {
    EndReason.WINNER: ("對手落地致勝", "落地致勝"),
    EndReason.MISJUDGED: ("落點判斷失誤", "對手落點判斷失誤"),
    EndReason.OUT: ("出界", "對手出界"),
    EndReason.NET: ("掛網", "對手掛網"),
    EndReason.NOT_OVER: ("未過網", "對手未過網"),
}
SHORT_SERVE, LONG_SERVE, UNKNOWN = "發短球", "發長球", "未知球種"

_AFTER_FRONT = {"挑球": 38, "放小球": 25, "推球": 15, "撲球": 10, "勾球": 10, "防守回挑": 2}
_AFTER_REAR = {"殺球": 32, "切球": 22, "長球": 18, "點扣": 12, "過度切球": 10, "後場抽平球": 6}
_AFTER_ATTACK = {"擋小球": 45, "防守回挑": 25, "防守回抽": 20, "挑球": 10}
_AFTER_DRIVE = {"平球": 25, "擋小球": 20, "推球": 20, "點扣": 15, "小平球": 10, "殺球": 10}
_NEXT: dict[str, dict[str, int]] = {
    SHORT_SERVE: {"放小球": 35, "推球": 25, "挑球": 22, "撲球": 8, "勾球": 6, "平球": 4},
    LONG_SERVE: {"長球": 35, "切球": 30, "殺球": 25, "過度切球": 10},
    **dict.fromkeys(("放小球", "勾球", "擋小球", "切球", "過度切球"), _AFTER_FRONT),
    **dict.fromkeys(("挑球", "防守回挑", "長球", "推球", "後場抽平球"), _AFTER_REAR),
    **dict.fromkeys(("殺球", "點扣", "撲球"), _AFTER_ATTACK),
    **dict.fromkeys(("平球", "小平球", "防守回抽"), _AFTER_DRIVE),
}
_FRONT, _MID, _REAR = (0.4, 2.0), (1.8, 4.0), (4.8, 6.5)


class _Kind(NamedTuple):
    depth: tuple[float, float]  # landing distance from the net (m) on the receiver's half
    high: bool  # hit above the net
    end: tuple[float, ...]  # chance of ending the rally, per EndReason in REASONS order


# Only the part of ``end`` that matches the rally's fate applies: the winning or losing reasons
# (winner, misjudged | out, net, not over) as the hitter wins or loses the rally.
_SHOTS: dict[str, _Kind] = {
    SHORT_SERVE: _Kind((2.0, 2.6), False, (0.01, 0.0, 0.005, 0.02, 0.0)),
    LONG_SERVE: _Kind(_REAR, False, (0.0, 0.02, 0.02, 0.0, 0.0)),
    "放小球": _Kind(_FRONT, False, (0.05, 0.0, 0.01, 0.12, 0.04)),
    "勾球": _Kind(_FRONT, False, (0.08, 0.0, 0.03, 0.1, 0.03)),
    "擋小球": _Kind(_FRONT, False, (0.05, 0.0, 0.02, 0.1, 0.05)),
    "撲球": _Kind(_MID, True, (0.55, 0.0, 0.05, 0.1, 0.0)),
    "挑球": _Kind(_REAR, False, (0.01, 0.03, 0.07, 0.01, 0.0)),
    "防守回挑": _Kind(_REAR, False, (0.01, 0.03, 0.08, 0.02, 0.01)),
    "長球": _Kind(_REAR, True, (0.01, 0.05, 0.09, 0.01, 0.0)),
    "殺球": _Kind(_MID, True, (0.32, 0.0, 0.06, 0.07, 0.0)),
    "點扣": _Kind(_MID, True, (0.25, 0.0, 0.05, 0.07, 0.0)),
    "切球": _Kind(_FRONT, True, (0.12, 0.01, 0.03, 0.08, 0.01)),
    "過度切球": _Kind(_FRONT, True, (0.04, 0.0, 0.02, 0.06, 0.02)),
    "推球": _Kind(_REAR, False, (0.05, 0.02, 0.07, 0.03, 0.0)),
    "平球": _Kind(_MID, False, (0.08, 0.0, 0.06, 0.06, 0.0)),
    "小平球": _Kind(_MID, False, (0.06, 0.0, 0.04, 0.06, 0.0)),
    "後場抽平球": _Kind(_REAR, True, (0.08, 0.01, 0.07, 0.04, 0.0)),
    "防守回抽": _Kind(_MID, False, (0.05, 0.0, 0.06, 0.07, 0.0)),
}
_AREA = {"-".join(zone): n for n, zone in enumerate(product(court.DEPTHS, court.SIDES), 1)}
# Outer court corners (far-left, far-right, near-left, near-right) in a 1280x720 frame.
_CORNERS_PX = np.array([[410.0, 300.0], [865.0, 300.0], [300.0, 660.0], [990.0, 660.0]])

T = TypeVar("T")


class _Shot(NamedTuple):
    hitter: str
    kind: str
    landing: np.ndarray  # court metres, like player and opponent
    player: np.ndarray
    opponent: np.ndarray


def _pick(rng: random.Random, weights: Mapping[T, float]) -> T:
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def _set_winners(rng: random.Random, p_a: float) -> list[str]:
    """Who wins each rally of a set, A with chance ``p_a``."""
    winners: list[str] = []
    while True:
        high, low = sorted((winners.count("A"), winners.count("B")), reverse=True)
        if high == 30 or (high >= 21 and high - low >= 2):
            return winners
        winners.append("A" if rng.random() < p_a else "B")


def _rally_winners(rng: random.Random, p_a: float) -> list[list[str]]:
    """Rally winners per set, redrawn until A wins the match."""
    while True:
        sets = [_set_winners(rng, p_a), _set_winners(rng, p_a)]
        if sets[0][-1] != sets[1][-1]:
            sets.append(_set_winners(rng, p_a))
        if sets[-1][-1] == "A":
            return sets


def _shot_kinds(rng: random.Random, server: str, winner: str) -> tuple[list[str], EndReason]:
    """Shot types of one rally and how its last shot ended it."""
    kinds = [SHORT_SERVE if rng.random() < 0.88 else LONG_SERVE]
    while True:
        hitter_wins = (len(kinds) % 2 == 1) == (server == winner)
        allowed = {
            reason: chance
            for reason, chance in zip(REASONS, _SHOTS[kinds[-1]].end, strict=True)
            if (reason in HITTER_WINS) == hitter_wins
        }
        fatigue = 0.4 + len(kinds) / 12  # long rallies grow more likely to end
        if len(kinds) == MAX_SHOTS or rng.random() < fatigue * sum(allowed.values()):
            return kinds, _pick(rng, allowed)
        kinds.append(_pick(rng, _NEXT[kinds[-1]]))


def _point(bottom: bool, across: float, from_net: float) -> np.ndarray:
    """Court metres of a point given from the player's view of their half, facing the net."""
    if bottom:
        return np.array([across, court.NET_Y - from_net])
    return np.array([court.COURT_WIDTH - across, court.NET_Y + from_net])


def _clamp(p: np.ndarray, bottom: bool) -> np.ndarray:
    lo, hi = (0.3, court.NET_Y - 0.3) if bottom else (court.NET_Y + 0.3, court.COURT_LENGTH - 0.3)
    return np.array([np.clip(p[0], 0.3, court.COURT_WIDTH - 0.3), np.clip(p[1], lo, hi)])


def _landing(
    rng: random.Random, kind: str, end: EndReason | None, hitter_bottom: bool, right_court: bool
) -> np.ndarray:
    """Where a shot comes down: the receiver's half, or the hitter's for net errors."""
    u = rng.uniform
    if end is EndReason.NET:
        return _point(hitter_bottom, u(0.8, 5.3), u(0.1, 0.6))
    if end is EndReason.NOT_OVER:
        return _point(hitter_bottom, u(0.8, 5.3), u(0.3, 1.5))
    depth = _SHOTS[kind].depth
    if end is EndReason.OUT and depth == _REAR:
        return _point(not hitter_bottom, u(0.8, 5.3), u(6.8, 7.3))
    if end is EndReason.OUT:
        return _point(not hitter_bottom, rng.choice((u(-0.3, 0.4), u(5.7, 6.4))), u(*depth))
    if kind == SHORT_SERVE:
        return _point(not hitter_bottom, u(3.3, 5.4) if right_court else u(0.7, 2.8), u(*depth))
    return _point(not hitter_bottom, u(0.6, 5.5), u(*depth))


def _rally(
    rng: random.Random, server: str, winner: str, a_bottom: bool, right_court: bool
) -> tuple[list[_Shot], EndReason]:
    """One rally's shots in court metres; the hitter plays from where the last shot came down."""
    kinds, end = _shot_kinds(rng, server, winner)
    u = rng.uniform
    centre = (u(2.7, 3.4), u(2.8, 3.6))
    service_across = (3.2, 3.9) if right_court else (2.2, 2.9)
    shots: list[_Shot] = []
    for i, kind in enumerate(kinds):
        hitter = server if i % 2 == 0 else {"A": "B", "B": "A"}[server]
        bottom = (hitter == "A") == a_bottom
        if i == 0:
            player = _point(bottom, u(*service_across), u(2.2, 2.9))
            opponent = _point(not bottom, u(*service_across), u(2.4, 3.2))
        else:
            noise = np.array([rng.gauss(0, 0.25), rng.gauss(0, 0.25)])
            player = _clamp(shots[-1].landing + noise, bottom)
            opponent = _clamp((shots[-1].player + _point(not bottom, *centre)) / 2, not bottom)
        last = i == len(kinds) - 1
        landing = _landing(rng, kind, end if last else None, bottom, right_court)
        shots.append(_Shot(hitter, kind, landing, player, opponent))
    return shots, end


def _stroke(rng: random.Random, kind: str, serve: bool) -> list[object]:
    """The type (now and then unknown), aroundhead, backhand and hit_height columns."""
    return [
        UNKNOWN if not serve and rng.random() < UNKNOWN_RATE else kind,
        "1.0" if _SHOTS[kind].high and rng.random() < 0.15 else "",
        "1.0" if rng.random() < (0.7 if kind == SHORT_SERVE else 0.25) else "",
        "1.0" if _SHOTS[kind].high else "2.0",
    ]


def _clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"


def _locate(to_pixels: np.ndarray, points: np.ndarray) -> list[list[object]]:
    """``[area, x, y]`` per court point: area 1..9 on a half, 10 out; whole pixels, ``620.0``."""
    pixels = np.rint(court.apply_homography(to_pixels, points))
    inside = ((points >= 0) & (points <= [court.COURT_WIDTH, court.COURT_LENGTH])).all(axis=1)
    zones = court.zones(points[:, 0], points[:, 1])
    return [
        [_AREA[zone] if ok else 10, f"{x:.1f}", f"{y:.1f}"]
        for zone, ok, (x, y) in zip(zones, inside, pixels, strict=True)
    ]


def _set_rows(
    rng: random.Random,
    sets: list[list[str]],
    number: int,
    a_bottom_first: bool,
    to_pixels: np.ndarray,
    t: float,
) -> tuple[list[list[object]], float]:
    """Rows of set ``number``'s CSV and the video time after its last shot."""
    rows: list[list[object]] = []
    a = b = 0
    server = sets[number - 2][-1] if number > 1 else "A"  # the previous set's winner
    for rally_no, winner in enumerate(sets[number - 1], 1):
        flips = number - 1 + (number == 3 and max(a, b) >= 11)
        a_bottom = a_bottom_first == (flips % 2 == 0)
        shots, end = _rally(rng, server, winner, a_bottom, (a if server == "A" else b) % 2 == 0)
        a, b = a + (winner == "A"), b + (winner == "B")
        t += rng.uniform(12, 30)
        points = np.array([p for s in shots for p in (s.landing, s.player, s.opponent)])
        located = _locate(to_pixels, points)
        hit: list[object] = ["", "", ""]
        for i, shot in enumerate(shots):
            last = i == len(shots) - 1
            landing, player, opponent = located[3 * i : 3 * i + 3]
            rows.append(
                [
                    rally_no,
                    f"{i + 1}.0",
                    _clock(t),
                    f"{int(t * FPS)}.0",
                    a,
                    b,
                    shot.hitter,
                    1 if i == 0 else 3 if last else 2,
                    *_stroke(rng, shot.kind, i == 0),
                    *hit,
                    "1.0" if not last and _SHOTS[shots[i + 1].kind].high else "2.0",
                    *landing,
                    *(REASONS[end] if last else ("", "")),
                    winner if last else "",
                    "",
                    *player,
                    *opponent,
                    0,
                ]
            )
            hit = landing
            t += rng.uniform(0.6, 1.5)
        server = winner
    return rows, t


def _write(path: Path, header: tuple[str, ...], rows: list[list[object]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerows([header, *rows])


def _match(
    rng: random.Random, set_dir: Path, match_id: int, winner: str, loser: str
) -> tuple[list[object], list[object]]:
    """Write one match's set files; return its match.csv and homography.csv rows."""
    year = rng.randint(2022, 2024)
    tournament, round_ = f"{rng.choice(TOURNAMENTS)} {year}", rng.choice(ROUNDS)
    parts = (winner, loser, tournament, round_)
    video = "_".join(part.replace(" ", "_").replace("-", "_") for part in parts)
    corners = np.round(_CORNERS_PX + [[rng.uniform(-6, 6) for _ in "xy"] for _ in "abcd"], 1)
    to_metres = court.homography_from_corners(corners)
    to_reference = np.linalg.inv(court.REFERENCE_TO_METRES) @ to_metres
    downcourt = rng.randint(0, 1)
    sets = _rally_winners(rng, rng.uniform(0.5, 0.58))
    folder = set_dir / video
    folder.mkdir(exist_ok=True)
    for stale in folder.glob("set*.csv"):
        stale.unlink()
    start = t = rng.uniform(120, 600)
    for number in range(1, len(sets) + 1):
        t += rng.uniform(90, 150) if number > 1 else 0
        rows, t = _set_rows(rng, sets, number, downcourt == 0, np.linalg.inv(to_metres), t)
        _write(folder / f"set{number}.csv", SET_COLUMNS, rows)
    meta = [
        match_id,
        video,
        tournament,
        round_,
        year,
        rng.randint(1, 12),
        rng.randint(1, 28),
        len(sets),
        round((t - start) / 60),
        winner,
        loser,
        downcourt,
        f"https://example.invalid/watch/{video}",
    ]
    homography = [
        match_id,
        video,
        json.dumps((to_reference / to_reference[2, 2]).tolist()),
        *(f"{v:.1f}" for v in corners[:, 0]),
        *(f"{v:.1f}" for v in corners[:, 1]),
    ]
    return meta, homography


def generate_corpus(root: Path, n_matches: int = 4, seed: int = 7) -> list[str]:
    """Write a ShuttleSet-like corpus under ``root/set`` and return its match folder names.

    The output is byte-identical for a given seed. Players are unique across matches, so at
    most 50 matches; set files an earlier run left in a match folder are replaced.
    """
    rng = random.Random(seed)
    names = [f"{first} {last}" for first in FIRST_NAMES for last in LAST_NAMES]
    players = rng.sample(names, 2 * n_matches)
    set_dir = Path(root) / "set"
    set_dir.mkdir(parents=True, exist_ok=True)
    pairs = zip(players[::2], players[1::2], strict=True)
    rows = [_match(rng, set_dir, i, winner, loser) for i, (winner, loser) in enumerate(pairs, 1)]
    _write(set_dir / "match.csv", MATCH_COLUMNS, [meta for meta, _ in rows])
    _write(set_dir / "homography.csv", HOMOGRAPHY_COLUMNS, [h for _, h in rows])
    return [str(meta[1]) for meta, _ in rows]
