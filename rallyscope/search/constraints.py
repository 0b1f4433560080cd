"""Constraints compiled into one parametrised SQL query over ``rallies`` and ``strokes``."""

from __future__ import annotations

from typing import Any

from rallyscope.search.planner import Constraints

_BASE = """
SELECT r.match_id, r.set_no, r.rally_no, r.final_shot_no
FROM rallies r
LEFT JOIN strokes p ON p.match_id = r.match_id AND p.set_no = r.set_no
    AND p.rally_no = r.rally_no AND p.shot_no = r.final_shot_no - 1
"""
_LOSER_DISTANCE = "CASE r.winner WHEN 'A' THEN r.distance_b_m WHEN 'B' THEN r.distance_a_m END"
_SAME_RALLY = "s.match_id = r.match_id AND s.set_no = r.set_no AND s.rally_no = r.rally_no"


def compile_sql(c: Constraints) -> tuple[str, dict[str, Any]]:
    """``SELECT match_id, set_no, rally_no, final_shot_no`` of the rallies satisfying ``c``."""
    where: list[str] = []
    args: dict[str, Any] = {}
    if c.final_shot:
        where.append("r.final_shot_type = ANY(%(final)s)")
        args["final"] = sorted(c.final_shot)
    if c.previous_shot:
        where.append("p.shot_type = ANY(%(previous)s)")
        args["previous"] = sorted(c.previous_shot)
    if c.pair:
        where.append(
            "EXISTS (SELECT 1 FROM strokes s JOIN strokes t ON t.match_id = s.match_id"
            " AND t.set_no = s.set_no AND t.rally_no = s.rally_no AND t.shot_no = s.shot_no + 1"
            f" WHERE {_SAME_RALLY} AND s.shot_type = ANY(%(pair_a)s)"
            " AND t.shot_type = ANY(%(pair_b)s))"
        )
        args["pair_a"], args["pair_b"] = sorted(c.pair[0]), sorted(c.pair[1])
    if c.contains:
        where.append(
            f"EXISTS (SELECT 1 FROM strokes s WHERE {_SAME_RALLY}"
            " AND s.shot_type = ANY(%(contains)s))"
        )
        args["contains"] = sorted(c.contains)
    if c.end_reasons:
        where.append("r.end_reason = ANY(%(reasons)s)")
        args["reasons"] = sorted(c.end_reasons)
    if c.hitter_wins is not None and not c.end_reasons:  # an end reason already says who won
        where.append("r.winner " + ("=" if c.hitter_wins else "<>") + " r.final_hitter")
    if c.player:
        args["player"] = list(c.player)
        plays = (
            "(lower(r.top_player) = ANY(%(player)s) OR lower(r.bottom_player) = ANY(%(player)s))"
        )
        if c.player_role == "winner":
            where.append("lower(r.winner_name) = ANY(%(player)s)")
        elif c.player_role == "loser":
            where.append(
                f"r.winner IS NOT NULL AND lower(r.winner_name) <> ALL(%(player)s) AND {plays}"
            )
        else:
            where.append(plays)
    if c.min_shots is not None:
        where.append("r.n_shots >= %(min_shots)s")
        args["min_shots"] = c.min_shots
    if c.max_shots is not None:
        where.append("r.n_shots <= %(max_shots)s")
        args["max_shots"] = c.max_shots
    if c.deuce:
        where.append("r.score_a_before >= 20 AND r.score_a_before = r.score_b_before")
    if c.game_point:
        where.append(
            "(GREATEST(r.score_a_before, r.score_b_before) >= 20"
            " AND r.score_a_before <> r.score_b_before"
            " OR GREATEST(r.score_a_before, r.score_b_before) = 29)"
        )
    if c.landing_depth:
        where.append("r.final_landing_zone LIKE %(depth)s")
        args["depth"] = f"{c.landing_depth}-%"
    if c.landing_side:
        where.append("r.final_landing_zone LIKE %(side)s")
        args["side"] = f"%-{c.landing_side}"
    if c.opponent_moved_m is not None:
        where.append(f"{_LOSER_DISTANCE} >= %(moved)s")
        args["moved"] = c.opponent_moved_m
    sql = _BASE + ("WHERE " + "\n  AND ".join(where) if where else "")
    return sql + "\nORDER BY r.match_id, r.set_no, r.rally_no", args
