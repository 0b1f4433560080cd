"""The match page: score flow per set, rally length over the match, and match statistics."""

from __future__ import annotations

from urllib.parse import quote

from rallyscope.web import charts
from rallyscope.web.db import Reader

MATCH_SQL = """
SELECT match_id, tournament, round, match_date, player_a, player_b, winner, sets_played,
       duration_min, video_url
FROM matches WHERE match_id = %s
"""
SETS_SQL = "SELECT set_no, winner, score_a, score_b, n_rallies FROM sets WHERE match_id = %s"
FLOW_SQL = """
SELECT set_no, rally_no, rally_seq, score, lead_a, point_to, set_longest_run_a,
       set_longest_run_b, set_lead_changes
FROM analytics.match_flow WHERE match_id = %s ORDER BY set_no, rally_no
"""
RALLIES_SQL = """
SELECT set_no, rally_no, n_shots, duration_s, winner, server, end_reason, final_shot_type,
       final_hitter, distance_a_m, distance_b_m, attack_shots_a, attack_shots_b
FROM analytics.rally_summary WHERE match_id = %s ORDER BY set_no, rally_no
"""
SMASHES_SQL = """
SELECT player, count(*) AS n FROM strokes
WHERE match_id = %s AND shot_type IN ('smash', 'wrist smash') GROUP BY player
"""
WINS = ("winner", "misjudged")
ERRORS = ("out", "net", "not over", "fault")


def rally_url(match_id: str, set_no: int, rally_no: int) -> str:
    return f"/rally/{quote(match_id, safe='')}/{set_no}/{rally_no}"


def statistics(rallies: list[dict], flow: list[dict], smashes: dict[str, int]) -> list[tuple]:
    """Rows of (statistic, value for A, value for B)."""

    def per(role: str) -> dict[str, object]:
        ends = [r for r in rallies if r["final_hitter"] == role]
        served = [r for r in rallies if r["server"] == role]
        runs = [f[f"set_longest_run_{role.lower()}"] for f in flow] or [0]
        moved = [r[f"distance_{role.lower()}_m"] for r in rallies]
        return {
            "points won": sum(r["winner"] == role for r in rallies),
            "winners": sum(r["winner"] == role and r["end_reason"] in WINS for r in ends),
            "errors": sum(r["end_reason"] in ERRORS for r in ends),
            "points won on own serve": f"{sum(r['winner'] == role for r in served)} "
            f"of {len(served)}",
            "attacking shots": sum(r[f"attack_shots_{role.lower()}"] for r in rallies),
            "smashes": smashes.get(role, 0),
            "longest run of points": max(runs),
            "metres run per rally": f"{sum(moved) / max(len(moved), 1):.1f}",
        }

    a, b = per("A"), per("B")
    return [(name, a[name], b[name]) for name in a]


def load(reader: Reader, match_id: str) -> dict | None:
    """Everything the match page shows, or None when there is no such match."""
    match = reader.one(MATCH_SQL, [match_id])
    if match is None:
        return None
    names = {"A": match["player_a"], "B": match["player_b"]}
    flow = reader.rows(FLOW_SQL, [match_id])
    rallies = reader.rows(RALLIES_SQL, [match_id])
    smashes = {r["player"]: r["n"] for r in reader.rows(SMASHES_SQL, [match_id])}
    sets: dict[int, list[dict]] = {}
    for f in flow:
        sets.setdefault(f["set_no"], []).append(
            f | {"url": rally_url(match_id, f["set_no"], f["rally_no"])}
        )
    lengths = [
        r | {"seq": i, "url": rally_url(match_id, r["set_no"], r["rally_no"])}
        for i, r in enumerate(rallies, 1)
    ]
    shots = [r["n_shots"] for r in rallies]
    return {
        "m": match,
        "names": names,
        "sets": reader.rows(SETS_SQL + " ORDER BY set_no", [match_id]),
        "flow_chart": charts.score_flow(sets, names),
        "length_chart": charts.rally_lengths(lengths, names),
        "stats": statistics(rallies, flow, smashes),
        "totals": {
            "rallies": len(rallies),
            "shots": sum(shots),
            "mean length": f"{sum(shots) / max(len(shots), 1):.1f}",
            "longest rally": max(shots, default=0),
            "lead changes": sum({f["set_no"]: f["set_lead_changes"] for f in flow}.values()),
        },
        "longest": max(lengths, key=lambda r: r["n_shots"], default=None),
    }
