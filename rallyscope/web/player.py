"""The player page: shot mix, winners and errors, landing heatmaps, how points are lost,
play under pressure, and head-to-head records with example rallies."""

from __future__ import annotations

import numpy as np
from markupsafe import Markup

from rallyscope.court import COURT_LENGTH, COURT_WIDTH
from rallyscope.web import charts
from rallyscope.web.court import HITTER_COLOURS, ZONE_X_EDGES, ZONE_Y_EDGES, Court
from rallyscope.web.db import Reader
from rallyscope.web.match import rally_url

NAMES_SQL = "SELECT player_a AS name FROM matches UNION SELECT player_b FROM matches ORDER BY 1"
SHOT_MIX_SQL = """
SELECT shot_type, max(shot_type_strokes) AS n, max(shot_type_share) AS share
FROM analytics.player_tendencies WHERE player_name = %s
GROUP BY shot_type ORDER BY n DESC
"""
OUTCOMES_SQL = """
SELECT final_shot_type, winners, errors FROM analytics.player_outcomes
WHERE player_name = %s AND winners + errors > 0 ORDER BY winners + errors DESC
"""
# Landings per zone, seen with the player at the camera's (left) end: mirrored when they
# were at the far end, so their own shots land on the right half and the opponents' on the
# left. Zone (i, j) is [third of the width, sixth of the length]; null outside the court.
LANDINGS_SQL = f"""
WITH seen AS (
  SELECT s.player_name = %(p)s AS own,
         CASE WHEN (s.hitter_end = 'top') = (s.player_name = %(p)s)
              THEN {COURT_WIDTH} - s.landing_x_m ELSE s.landing_x_m END AS x,
         CASE WHEN (s.hitter_end = 'top') = (s.player_name = %(p)s)
              THEN {COURT_LENGTH} - s.landing_y_m ELSE s.landing_y_m END AS y
  FROM strokes s JOIN matches m USING (match_id)
  WHERE %(p)s IN (m.player_a, m.player_b) AND s.landing_x_m IS NOT NULL
)
SELECT own,
       CASE WHEN x >= 0 AND x < {COURT_WIDTH} AND y >= 0 AND y < {COURT_LENGTH}
            THEN width_bucket(x, %(x_edges)s) - 1 END AS i,
       CASE WHEN x >= 0 AND x < {COURT_WIDTH} AND y >= 0 AND y < {COURT_LENGTH}
            THEN width_bucket(y, %(y_edges)s) - 1 END AS j,
       count(*) AS n
FROM seen GROUP BY 1, 2, 3
"""
LOSSES_SQL = """
SELECT CASE
         WHEN final_hitter_name = %(p)s THEN
           CASE end_reason WHEN 'out' THEN 'own shot out' WHEN 'net' THEN 'own shot into the net'
             WHEN 'not over' THEN 'own shot not over' WHEN 'fault' THEN 'own fault'
             ELSE 'other' END
         WHEN end_reason = 'misjudged' THEN 'left a shot that landed in'
         WHEN end_reason = 'winner' THEN 'opponent''s ' || final_shot_type
         ELSE 'other'
       END AS how,
       count(*) AS n
FROM analytics.rally_summary WHERE loser_name = %(p)s
GROUP BY 1 ORDER BY 2 DESC
"""
PRESSURE_SQL = """
SELECT situation, rallies, won, lost_by_error, win_rate, error_rate, mean_shots
FROM analytics.player_pressure WHERE player_name = %s
"""
H2H_SQL = """
SELECT opponent, matches, matches_won, rallies, rallies_won, mean_shots
FROM analytics.head_to_head WHERE player_name = %s ORDER BY matches DESC, opponent
"""
# Example rallies per opponent: the longest won, the longest lost, a game point saved.
EXAMPLES_SQL = """
SELECT * FROM (
  SELECT DISTINCT ON (opponent, kind) *
  FROM (
    SELECT CASE WHEN player_a = %(p)s THEN player_b ELSE player_a END AS opponent,
           CASE WHEN winner_name = %(p)s THEN 'longest won' ELSE 'longest lost' END AS kind,
           match_id, set_no, rally_no, n_shots, score_before
    FROM analytics.rally_summary
    WHERE %(p)s IN (player_a, player_b) AND winner_name IS NOT NULL
    UNION ALL
    SELECT CASE WHEN player_a = %(p)s THEN player_b ELSE player_a END,
           'game point saved', match_id, set_no, rally_no, n_shots, score_before
    FROM analytics.rally_summary
    WHERE %(p)s IN (player_a, player_b) AND game_point_outcome = 'saved'
      AND game_point_for <> %(p)s
  ) AS candidates
  ORDER BY opponent, kind, n_shots DESC, match_id, set_no, rally_no
) AS picked ORDER BY opponent, kind DESC
"""
SITUATIONS = (
    "all rallies",
    "serving",
    "receiving",
    "game point for",
    "game point against",
    "deuce",
    "deciding set",
    "long rally (20+ shots)",
    "short rally (5 shots or fewer)",
)


def _top(rows: list[dict], n: int) -> tuple[list[str], list[int]]:
    """The ``n`` largest categories (rows sorted by size), the rest summed as "other"."""
    head, tail = rows[:n], rows[n:]
    labels, values = [r["how"] for r in head], [r["n"] for r in head]
    if tail:
        labels.append("other")
        values.append(sum(r["n"] for r in tail))
    return labels, values


def names(reader: Reader) -> list[str]:
    return [r["name"] for r in reader.rows(NAMES_SQL)]


def heatmaps(reader: Reader, name: str) -> dict[str, Markup]:
    """Two court heatmaps: where the player's shots land, and where the shots they receive
    land, both with the player at the left end."""
    cells = reader.rows(
        LANDINGS_SQL,
        {"p": name, "x_edges": list(ZONE_X_EDGES), "y_edges": list(ZONE_Y_EDGES)},
    )
    out = {}
    for own, key, label in (
        (True, "hit", f"Where {name}'s shots land"),
        (False, "received", f"Where the shots {name} receives land"),
    ):
        counts = np.zeros((len(ZONE_X_EDGES) - 1, len(ZONE_Y_EDGES) - 1))
        points = 0
        for c in cells:
            if c["own"] is own:
                points += c["n"]
                if c["i"] is not None:
                    counts[c["i"], c["j"]] += c["n"]
        court = Court(width_px=440)
        out[key] = court.svg(
            court.end_labels(name, "opponent"),
            under=court.heatmap(counts),
            label=f"{label}: {points} shots",
            attrs=Markup('data-chart="heatmap-{}" data-points="{}"').format(key, points),
        )
    return out


def head_to_head(reader: Reader, name: str) -> list[dict]:
    examples: dict[str, list[dict]] = {}
    for e in reader.rows(EXAMPLES_SQL, {"p": name}):
        e["url"] = rally_url(e["match_id"], e["set_no"], e["rally_no"])
        examples.setdefault(e["opponent"], []).append(e)
    return [h | {"examples": examples.get(h["opponent"], [])} for h in reader.rows(H2H_SQL, [name])]


def load(reader: Reader, name: str) -> dict:
    """Everything the player page shows (the name must be a known player)."""
    mix = reader.rows(SHOT_MIX_SQL, [name])
    outcomes = reader.rows(OUTCOMES_SQL, [name])
    losses = reader.rows(LOSSES_SQL, {"p": name})
    pressure = {r["situation"]: r for r in reader.rows(PRESSURE_SQL, [name])}
    shown = [s for s in SITUATIONS if s in pressure]
    return {
        "name": name,
        "mix_chart": charts.bars(
            [r["shot_type"] for r in mix],
            {"share of strokes": [r["share"] for r in mix]},
            [HITTER_COLOURS["A"]],
            height=40 + 22 * len(mix),
            percent=True,
            hover=[f"{r['n']} strokes" for r in mix],
        ),
        "outcomes_chart": charts.bars(
            [r["final_shot_type"] for r in outcomes],
            {
                "winners": [r["winners"] for r in outcomes],
                "errors": [r["errors"] for r in outcomes],
            },
            ["#2a9d8f", "#e76f51"],
            height=60 + 30 * len(outcomes),
        ),
        "losses_chart": charts.donut(*_top(losses, 7)),
        "pressure_chart": charts.bars(
            shown,
            {
                "points won": [pressure[s]["win_rate"] for s in shown],
                "points lost by own error": [pressure[s]["error_rate"] for s in shown],
            },
            ["#2a9d8f", "#e76f51"],
            height=60 + 34 * len(shown),
            percent=True,
        ),
        "pressure": [pressure[s] for s in shown],
        "heatmaps": heatmaps(reader, name),
        "h2h": head_to_head(reader, name),
        "totals": pressure.get("all rallies"),
    }
