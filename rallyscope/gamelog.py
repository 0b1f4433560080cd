"""Stage 3, game log: per-rally events, a deterministic text log and tactical features.

The features are what narratives and search cite:

* length and tempo: shots, duration, shots per second;
* attack: each player's attacking shots and longest streak of their own attacking shots;
* initiative: the player holding it after each shot (an attacking shot takes it, a
  defensive one hands it to the opponent, a neutral one keeps it where it was), how often
  it changed hands, and who held it at the end;
* movement: metres each player covered between their own consecutive hits, and per shot
  how far the opponent had to move from where they stood to where they hit the reply;
* the ending: final shot, its hitter, the end reason and the winner;
* tactic tags (``rallyscope/tactics.py``), also written as a line of the log;
* the shot code that rally patterns are matched against (``rallyscope/pattern/encode.py``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from itertools import groupby
from math import hypot

import polars as pl

from rallyscope.pattern.encode import rally_code
from rallyscope.tactics import tag_rally
from rallyscope.vocabulary import HITTER_WINS, SHOT_INTENT, EndReason, Intent, ShotType


@dataclass(frozen=True)
class MatchInfo:
    match_id: str
    player_a: str
    player_b: str
    tournament: str
    round: str

    def name(self, role: str | None) -> str:
        return {"A": self.player_a, "B": self.player_b}.get(role or "", "unknown")


def _clock(seconds: float) -> str:
    whole = int(round(seconds))
    return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"


def _distance(
    x0: float | None, y0: float | None, x1: float | None, y1: float | None
) -> float | None:
    if None in (x0, y0, x1, y1):
        return None
    return hypot(x1 - x0, y1 - y0)  # type: ignore[operator]


def _other(role: str) -> str:
    return "B" if role == "A" else "A"


def initiative_track(hitters: list[str], shot_types: list[str]) -> list[str | None]:
    """Holder of the initiative after each shot (see the module docstring)."""
    holder: str | None = None
    track = []
    for hitter, shot in zip(hitters, shot_types, strict=True):
        intent = SHOT_INTENT[ShotType(shot)]
        if intent is Intent.ATTACK:
            holder = hitter
        elif intent is Intent.DEFENCE:
            holder = _other(hitter)
        track.append(holder)
    return track


def longest_attack_streak(hitters: list[str], shot_types: list[str], role: str) -> int:
    """Most consecutive attacking shots by ``role`` among their own shots."""
    best = run = 0
    for hitter, shot in zip(hitters, shot_types, strict=True):
        if hitter != role:
            continue
        run = run + 1 if SHOT_INTENT[ShotType(shot)] is Intent.ATTACK else 0
        best = max(best, run)
    return best


def _flags(shots: list[dict], previous_rally: int | None) -> list[str]:
    flags = []
    frames = [s["frame"] for s in shots if s["frame"] is not None]
    if any(b < a for a, b in zip(frames, frames[1:], strict=False)):
        flags.append("frames_backwards")
    last = shots[-1]
    if last["getpoint_player"] is None:
        flags.append("no_winner")
    rally_no = shots[0]["rally_no"]
    if rally_no != (previous_rally or 0) + 1:
        flags.append("rally_gap")
    if [s["shot_no"] for s in shots] != list(range(1, len(shots) + 1)):
        flags.append("shot_gap")
    if last["lose_reason"] is None:
        flags.append("incomplete")
    elif last["getpoint_player"] is not None:
        hitter_won = EndReason(last["lose_reason"]) in HITTER_WINS
        if hitter_won != (last["getpoint_player"] == last["player"]):
            flags.append("winner_inconsistent")
    winner = last["getpoint_player"]
    if winner is not None:
        before_a, before_b = shots[0]["score_a_before"], shots[0]["score_b_before"]
        expected = (before_a + (winner == "A"), before_b + (winner == "B"))
        if (last["score_a"], last["score_b"]) != expected:
            flags.append("score_inconsistent")
    if any(s["observed_end"] not in (None, s["hitter_end"]) for s in shots):
        flags.append("side_mismatch")
    if any(s["flaw"] for s in shots):
        flags.append("annotation_flaw")
    if any(s["repeated_rows"] for s in shots):
        flags.append("repeated_rows")
    return flags


def _shot_line(shot: dict, info: MatchInfo, opponent_move: float | None) -> str:
    hitter = info.name(shot["player"])
    opponent = info.name(_other(shot["player"]))
    style = []
    if shot["backhand"]:
        style.append("backhand")
    if shot["around_head"]:
        style.append("around-the-head")
    described = " ".join([*style, shot["shot_type"]])
    line = f"Shot {shot['shot_no']} ({_clock(shot['time_s'])}): {hitter} ({shot['hitter_end']}) "
    article = "an" if described[0] in "aeiou" else "a"
    line += f"plays {article} {described}"
    if shot["player_zone"]:
        line += f" from {shot['player_zone']}"
    if shot["landing_zone"]:
        line += f", landing {shot['landing_zone']}"
    if shot["opponent_zone"]:
        line += f"; {opponent} at {shot['opponent_zone']}"
    if opponent_move is not None:
        line += f", moves {opponent_move:.1f} m to reply"
    return line + "."


def _ending_line(
    shots: list[dict],
    info: MatchInfo,
    winner: str | None,
    reason: str | None,
    score: tuple[int, int],
) -> str:
    last = shots[-1]
    hitter = info.name(last["player"])
    what = f"{last['shot_type']} (Shot {last['shot_no']}) by {hitter}"
    how = {
        EndReason.WINNER: f"the {what} lands in untouched",
        EndReason.OUT: f"the {what} goes out",
        EndReason.NET: f"the {what} hits the net",
        EndReason.NOT_OVER: f"the {what} does not cross the net",
        EndReason.MISJUDGED: f"the {what} is left by the opponent and lands in",
        EndReason.FAULT: f"a fault on the {what}",
    }
    ending = how[EndReason(reason)] if reason else f"the rally ends after the {what}"
    who = f"{info.name(winner)} wins the point" if winner else "no winner is recorded"
    return f"Result: {ending}; {who}. Score {score[0]}-{score[1]}."


def _tactics_line(tags: list[dict], info: MatchInfo) -> str:
    parts = [
        f"{t['tag'].replace('_', ' ')} by {info.name(t['player'])}"
        f" (shots {', '.join(map(str, t['shots']))})"
        for t in tags
    ]
    return "Tactics: " + "; ".join(parts) + "."


def build_rally(shots: list[dict], info: MatchInfo, previous_rally: int | None) -> dict:
    """One rally's row: events summary, features, flags and the rendered log."""
    first, last = shots[0], shots[-1]
    hitters = [s["player"] for s in shots]
    types = [s["shot_type"] for s in shots]
    moves: list[float | None] = []
    for shot, reply in zip(shots, shots[1:], strict=False):
        moves.append(
            _distance(
                shot["opponent_x_m"], shot["opponent_y_m"], reply["player_x_m"], reply["player_y_m"]
            )
        )
    moves.append(None)
    covered = {"A": 0.0, "B": 0.0}
    last_seen: dict[str, tuple] = {}
    for shot in shots:
        here = (shot["player_x_m"], shot["player_y_m"])
        step = _distance(*last_seen.get(shot["player"], (None, None)), *here)
        covered[shot["player"]] += step or 0.0
        if None not in here:
            last_seen[shot["player"]] = here
    track = initiative_track(hitters, types)
    held = [h for h in track if h is not None]
    changes = sum(1 for a, b in zip(held, held[1:], strict=False) if a != b)
    winner = last["getpoint_player"]
    reason = last["lose_reason"]
    score_after = (last["score_a"], last["score_b"])
    score_before = (first["score_a_before"], first["score_b_before"])
    bottom = first["bottom_role"]
    duration = max(last["time_s"] - first["time_s"], 0.0)
    header = (
        f"{info.player_a} vs {info.player_b}, {info.tournament} {info.round}. "
        f"Set {first['set_no']}, rally {first['rally_no']}. "
        f"Score {score_before[0]}-{score_before[1]} ({info.player_a} first). "
        f"Top court: {info.name(_other(bottom))}. Bottom court: {info.name(bottom)}. "
        f"Server: {info.name(first['player'])}."
    )
    tags = tag_rally(shots, winner)
    lines = [header]
    lines += [_shot_line(s, info, m) for s, m in zip(shots, moves, strict=True)]
    if tags:
        lines.append(_tactics_line(tags, info))
    lines.append(_ending_line(shots, info, winner, reason, score_after))
    log_text = "\n".join(lines)
    return {
        "match_id": info.match_id,
        "set_no": first["set_no"],
        "rally_no": first["rally_no"],
        "n_shots": len(shots),
        "start_time_s": first["time_s"],
        "end_time_s": last["time_s"],
        "duration_s": duration,
        "tempo_shots_per_s": (len(shots) - 1) / duration if duration > 0 else None,
        "server": first["player"],
        "top_player": info.name(_other(bottom)),
        "bottom_player": info.name(bottom),
        "score_a_before": score_before[0],
        "score_b_before": score_before[1],
        "score_a_after": score_after[0],
        "score_b_after": score_after[1],
        "winner": winner,
        "winner_name": info.name(winner) if winner else None,
        "end_reason": reason,
        "final_shot_no": last["shot_no"],
        "final_shot_type": last["shot_type"],
        "final_hitter": last["player"],
        "final_landing_zone": last["landing_zone"],
        "attack_shots_a": sum(
            1
            for h, t in zip(hitters, types, strict=True)
            if h == "A" and SHOT_INTENT[ShotType(t)] is Intent.ATTACK
        ),
        "attack_shots_b": sum(
            1
            for h, t in zip(hitters, types, strict=True)
            if h == "B" and SHOT_INTENT[ShotType(t)] is Intent.ATTACK
        ),
        "longest_attack_streak_a": longest_attack_streak(hitters, types, "A"),
        "longest_attack_streak_b": longest_attack_streak(hitters, types, "B"),
        "initiative_changes": changes,
        "initiative_final": track[-1],
        "distance_a_m": round(covered["A"], 3),
        "distance_b_m": round(covered["B"], 3),
        "max_opponent_move_m": max((m for m in moves if m is not None), default=None),
        "flags": _flags(shots, previous_rally),
        "shot_code": rally_code(shots, winner),
        "tactics": tags,
        "log_text": log_text,
        "log_hash": hashlib.sha256(log_text.encode()).hexdigest(),
        "_moves": moves,
        "_initiative": track,
    }


def build(strokes: pl.DataFrame, info: MatchInfo) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Game logs for a calibrated match: (rallies, strokes with per-shot features)."""
    ordered = strokes.sort("set_no", "rally_no", "shot_no")
    rallies = []
    moves: list[float | None] = []
    initiative: list[str | None] = []
    for _, set_rows in groupby(ordered.iter_rows(named=True), key=lambda r: r["set_no"]):
        previous = None
        for rally_no, rows in groupby(set_rows, key=lambda r: r["rally_no"]):
            rally = build_rally(list(rows), info, previous)
            moves += rally.pop("_moves")
            initiative += rally.pop("_initiative")
            rallies.append(rally)
            previous = rally_no
    schema = {
        "flags": pl.List(pl.String),
        "tempo_shots_per_s": pl.Float64,
        "max_opponent_move_m": pl.Float64,
        "winner": pl.String,
        "winner_name": pl.String,
        "end_reason": pl.String,
        "final_landing_zone": pl.String,
        "initiative_final": pl.String,
        "tactics": pl.List(
            pl.Struct({"tag": pl.String, "player": pl.String, "shots": pl.List(pl.Int64)})
        ),
    }
    rally_frame = pl.DataFrame(rallies, schema_overrides=schema, infer_schema_length=None)
    strokes_out = ordered.with_columns(
        pl.Series("opponent_move_m", moves, pl.Float64),
        pl.Series("initiative", initiative, pl.String),
        pl.col("shot_type")
        .replace_strict({str(k): str(v) for k, v in SHOT_INTENT.items()})
        .alias("intent"),
    )
    return rally_frame, strokes_out
