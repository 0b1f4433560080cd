"""The rally page: the rally's summary, its strokes on the court, its log lines and narrative."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

from rallyscope.tactics import SUMMARIES
from rallyscope.web.court import Court, Shot
from rallyscope.web.db import Reader

SUMMARY_SQL = """
SELECT s.*, r.log_text, m.video_url
FROM analytics.rally_summary s
JOIN rallies r USING (match_id, set_no, rally_no)
JOIN matches m USING (match_id)
WHERE s.match_id = %s AND s.set_no = %s AND s.rally_no = %s
"""
STROKES_SQL = """
SELECT shot_no, time_s, player, player_name, shot_type, intent, backhand, around_head,
       coalesce(hit_x_m, player_x_m) AS from_x, coalesce(hit_y_m, player_y_m) AS from_y,
       landing_x_m, landing_y_m, player_zone, landing_zone, opponent_zone, hitter_end
FROM strokes WHERE match_id = %s AND set_no = %s AND rally_no = %s ORDER BY shot_no
"""
NARRATIVE_SQL = """
SELECT version, text, grounding_score FROM narratives
WHERE match_id = %s AND set_no = %s AND rally_no = %s AND status = 'published'
"""
TACTICS_SQL = """
SELECT tag, player, shots FROM rally_tactics
WHERE match_id = %s AND set_no = %s AND rally_no = %s ORDER BY shots[1], tag
"""
NEIGHBOURS_SQL = """
SELECT
  (SELECT array[set_no, rally_no] FROM rallies WHERE match_id = %(m)s
     AND (set_no, rally_no) < (%(s)s, %(r)s) ORDER BY set_no DESC, rally_no DESC LIMIT 1) AS prev,
  (SELECT array[set_no, rally_no] FROM rallies WHERE match_id = %(m)s
     AND (set_no, rally_no) > (%(s)s, %(r)s) ORDER BY set_no, rally_no LIMIT 1) AS next
"""
_SHOT_LINE = re.compile(r"^Shot (\d+) \(", re.MULTILINE)
_CITATION = re.compile(r"\b(Shots?) (\d+)((?:(?:, | and | to |-)\d+)*)")


def video_link(url: str | None, seconds: float | None) -> str | None:
    """The video at a time, as the search results give it (``t=..s``)."""
    if not url:
        return None
    return f"{url}{'&' if '?' in url else '?'}t={int(seconds or 0)}s"


def shot_lines(log_text: str) -> dict[int, str]:
    """Each shot's line of the game log, by shot number."""
    return {
        int(m.group(1)): line for line in log_text.splitlines() if (m := _SHOT_LINE.match(line))
    }


def strokes_to_shots(strokes: list[dict], lines: dict[int, str]) -> list[Shot]:
    """Court shots from stroke rows: hit point to landing point; a missing landing is taken
    from where the next shot was hit, so a rally reads as one path."""
    shots = []
    for i, s in enumerate(strokes):
        hit = (s["from_x"], s["from_y"]) if s["from_x"] is not None else None
        landing = (s["landing_x_m"], s["landing_y_m"]) if s["landing_x_m"] is not None else None
        if landing is None and i + 1 < len(strokes) and strokes[i + 1]["from_x"] is not None:
            landing = (strokes[i + 1]["from_x"], strokes[i + 1]["from_y"])
        title = lines.get(s["shot_no"], f"Shot {s['shot_no']}: {s['shot_type']}")
        shots.append(Shot(s["shot_no"], s["player"], hit, landing, title))
    return shots


def cite_shots(text: str, href: str = "") -> Markup:
    """Text with each cited shot ("Shot 3", "Shots 4 and 5") linked to it on the court."""

    def link(m: re.Match) -> str:
        numbers = re.findall(r"\d+", m.group(2) + m.group(3))
        shots = " ".join(numbers)
        return (
            f'<a class="cite" href="{href}#shot-{numbers[0]}" data-cite="{shots}">{m.group(0)}</a>'
        )

    return Markup(_CITATION.sub(link, str(escape(text))))


def load(reader: Reader, match_id: str, set_no: int, rally_no: int) -> dict | None:
    """Everything the rally page shows, or None when there is no such rally."""
    key = (match_id, set_no, rally_no)
    summary = reader.one(SUMMARY_SQL, key)
    if summary is None:
        return None
    strokes = reader.rows(STROKES_SQL, key)
    lines = shot_lines(summary["log_text"])
    shots = strokes_to_shots(strokes, lines)
    court = Court(width_px=720)
    svg = court.svg(
        court.end_labels(summary["bottom_player"], summary["top_player"]),
        court.shots(shots),
        label=f"Rally {rally_no} of set {set_no} on the court, {len(shots)} shots",
        attrs=Markup('data-court="rally" id="court"'),
    )
    neighbours = reader.one(NEIGHBOURS_SQL, {"m": match_id, "s": set_no, "r": rally_no})
    narrative = reader.one(NARRATIVE_SQL, key)
    names = {"A": summary["player_a"], "B": summary["player_b"]}
    tactics = [
        t | {"name": t["tag"].replace("_", " "), "summary": SUMMARIES.get(t["tag"], "")}
        for t in reader.rows(TACTICS_SQL, key)
    ]
    return {
        "tactics": tactics,
        "r": summary,
        "names": names,
        "court": svg,
        "strokes": [s | {"line": lines.get(s["shot_no"], "")} for s in strokes],
        "result_line": next(
            (line for line in summary["log_text"].splitlines() if line.startswith("Result:")), ""
        ),
        "narrative": narrative and narrative | {"html": cite_shots(narrative["text"])},
        "video": video_link(summary["video_url"], summary["start_time_s"]),
        "prev": neighbours["prev"],
        "next": neighbours["next"],
    }
