"""The search page: a query and filters in, result cards out (one per rally, with a court
thumbnail of the last shots), chips for what narrows the results, pages and exports."""

from __future__ import annotations

import csv
import io
import math
from dataclasses import asdict, dataclass, field, fields
from urllib.parse import urlencode

from markupsafe import Markup

from rallyscope.pattern.model import Pattern
from rallyscope.pattern.syntax import render
from rallyscope.planner.plan import Plan
from rallyscope.search.engine import MAX_K, Hit, Options, Searcher, SearchError
from rallyscope.web.court import Court
from rallyscope.web.db import Reader
from rallyscope.web.match import rally_url
from rallyscope.web.rally import cite_shots, strokes_to_shots, video_link

PAGE_SIZE = 10
PLANNERS = ("rule", "llm", "auto", "none")
DEPTH = 100  # results a query keeps for paging and export
FILTERED_DEPTH = 300  # filters drop some of them: ask for more (each costs its evidence)
THUMB_SHOTS = 4
EXAMPLES = (
    "a winning smash set up by a lift",
    "the rally ends with a net shot into the net",
    "a long rally won with a drop",
    "a cross-court net shot wins the rally outright",
    "Viktor Axelsen wins with a smash at game point",
)
PATTERN_EXAMPLES = ("lift > smash[by=winner]$ end=winner", "net{4,} len>=10")
CARDS_SQL = """
SELECT s.match_id, s.set_no, s.rally_no, s.tournament, s.round, s.player_a, s.player_b,
       s.score_before, s.score_after, s.n_shots, s.winner_name, s.end_reason,
       s.final_shot_type, s.final_hitter_name, s.start_time_s, s.end_time_s,
       s.is_game_point, s.is_deuce, s.game_point_for, m.video_url
FROM analytics.rally_summary s JOIN matches m USING (match_id)
WHERE (s.match_id, s.set_no, s.rally_no) IN (
  SELECT * FROM unnest(%(m)s::text[], %(s)s::int[], %(r)s::int[]))
"""
THUMBS_SQL = """
SELECT t.match_id, t.set_no, t.rally_no, t.shot_no, t.player, t.shot_type,
       coalesce(t.hit_x_m, t.player_x_m) AS from_x, coalesce(t.hit_y_m, t.player_y_m) AS from_y,
       t.landing_x_m, t.landing_y_m
FROM strokes t JOIN rallies r USING (match_id, set_no, rally_no)
WHERE (t.match_id, t.set_no, t.rally_no) IN (
  SELECT * FROM unnest(%(m)s::text[], %(s)s::int[], %(r)s::int[]))
  AND t.shot_no > r.final_shot_no - %(n)s
ORDER BY t.match_id, t.set_no, t.rally_no, t.shot_no
"""


@dataclass(frozen=True)
class Filters:
    """What the filter row narrows results to; None is no filter."""

    player: str | None = None
    tournament: str | None = None
    set: int | None = None
    shot: str | None = None  # the final shot's type
    end: str | None = None  # how the rally ended
    min: int | None = None  # shots
    max: int | None = None

    LABELS = {
        "player": "player",
        "tournament": "tournament",
        "set": "set",
        "shot": "last shot",
        "end": "ended by",
        "min": "at least (shots)",
        "max": "at most (shots)",
    }

    def active(self) -> dict[str, object]:
        return {k: v for k, v in asdict(self).items() if v not in (None, "")}

    def where(self) -> tuple[str, dict]:
        """SQL conditions over ``analytics.rally_summary s`` and their arguments."""
        sql = {
            "player": "%(player)s IN (s.player_a, s.player_b)",
            "tournament": "s.tournament = %(tournament)s",
            "set": "s.set_no = %(set)s",
            "shot": "s.final_shot_type = %(shot)s",
            "end": "s.end_reason = %(end)s",
            "min": "s.n_shots >= %(min)s",
            "max": "s.n_shots <= %(max)s",
        }
        active = self.active()
        return " AND ".join(sql[k] for k in active) or "true", active


@dataclass
class Chip:
    label: str
    remove_url: str
    kind: str = "filter"  # filter | pattern
    code: str = ""  # a pattern clause in the text syntax


@dataclass
class Page:
    q: str
    filters: Filters
    pattern: str | None = None  # given: replaces the parse of the query
    planner: str | None = None  # None: the server's default
    page: int = 1
    cards: list[dict] = field(default_factory=list)
    total: int = 0
    chips: list[Chip] = field(default_factory=list)
    plan: Plan | None = None
    error: str | None = None
    reason: str | None = None
    index_version: int | None = None

    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / PAGE_SIZE))

    @property
    def pattern_text(self) -> str:
        """The pattern searched for, in the text syntax (for editing)."""
        return render(self.plan.pattern) if self.plan else (self.pattern or "")

    def params(self) -> dict[str, object]:
        state = {"q": self.q, "pattern": self.pattern, "planner": self.planner}
        return {k: v for k, v in (state | self.filters.active()).items() if v not in (None, "")}

    def url(self, **changes: object) -> str:
        """This search's address with some parameters changed (None drops one)."""
        params = self.params() | {"page": self.page} | changes
        return "/?" + urlencode({k: v for k, v in params.items() if v not in (None, "")})

    def export_url(self, fmt: str) -> str:
        """All of this search's rallies as CSV (``csv``) or as a clip list (``clips``)."""
        return "/export?" + urlencode(self.params() | {"format": fmt})


def pattern_chips(page: Page, pattern: Pattern) -> list[Chip]:
    """One chip per clause of the pattern searched for; removing one searches again with
    the others (and with no pattern at all once none is left)."""
    chips = []
    for i, item in enumerate(pattern.items):
        rest = render(Pattern(items=pattern.items[:i] + pattern.items[i + 1 :]))
        url = page.url(pattern=rest or None, planner=page.planner if rest else "none", page=None)
        chips.append(Chip(item.describe(), url, "pattern", render(Pattern(items=(item,)))))
    return chips


def parse_filters(params: dict[str, str]) -> tuple[Filters, list[str]]:
    """Filters from query parameters; values that cannot be read are reported, not used."""
    values: dict[str, object] = {}
    problems = []
    for f in fields(Filters):
        raw = (params.get(f.name) or "").strip()
        if not raw:
            continue
        if "\x00" in raw:
            problems.append(f"{Filters.LABELS[f.name]} holds a NUL byte")
            continue
        if f.type == "int | None":
            if not raw.isdigit():
                problems.append(f"{Filters.LABELS[f.name]} must be a whole number, not {raw!r}")
                continue
            values[f.name] = int(raw)
        else:
            values[f.name] = raw
    return Filters(**values), problems


def _keys(keys: list[tuple[str, int, int]]) -> dict[str, list]:
    return {"m": [k[0] for k in keys], "s": [k[1] for k in keys], "r": [k[2] for k in keys]}


def ranked_keys(
    searcher: Searcher, reader: Reader, page: Page, default_planner: str
) -> tuple[list[tuple[str, int, int]], dict]:
    """The rallies a query or pattern finds, best first, narrowed by the filters; and the
    hits by key."""
    filters = page.filters
    depth = FILTERED_DEPTH if filters.active() else DEPTH
    options = Options(planner=page.planner or default_planner)
    result = searcher.search(page.q, depth, options, page.pattern)
    page.index_version, page.reason, page.plan = result.index_version, result.reason, result.plan
    if result.plan is not None:
        page.chips = pattern_chips(page, result.plan.pattern) + page.chips
    hits = {(h.match, h.set, h.rally): h for h in result.hits}
    keys = list(hits)
    if filters.active() and keys:
        where, args = filters.where()
        kept = reader.rows(
            "SELECT s.match_id, s.set_no, s.rally_no FROM analytics.rally_summary s "
            f"WHERE {where} AND (s.match_id, s.set_no, s.rally_no) IN ("
            "SELECT * FROM unnest(%(m)s::text[], %(s)s::int[], %(r)s::int[]))",
            args | _keys(keys),
        )
        allowed = {(r["match_id"], r["set_no"], r["rally_no"]) for r in kept}
        keys = [k for k in keys if k in allowed]
        if not keys and not page.reason:
            page.reason = "no result of the query passes the filters"
    return keys, hits


def browse_keys(reader: Reader, filters: Filters) -> list[tuple[str, int, int]]:
    """Without a query: every rally that passes the filters, newest match first."""
    where, args = filters.where()
    rows = reader.rows(
        f"SELECT s.match_id, s.set_no, s.rally_no FROM analytics.rally_summary s WHERE {where} "
        "ORDER BY s.match_date DESC, s.match_id, s.set_no, s.rally_no LIMIT %(limit)s",
        args | {"limit": MAX_K},
    )
    return [(r["match_id"], r["set_no"], r["rally_no"]) for r in rows]


def cards(reader: Reader, keys: list[tuple[str, int, int]], hits: dict) -> list[dict]:
    """One card per rally, in the order given, each with a thumbnail of its last shots."""
    if not keys:
        return []
    rows = {
        (r["match_id"], r["set_no"], r["rally_no"]): r for r in reader.rows(CARDS_SQL, _keys(keys))
    }
    strokes: dict[tuple, list[dict]] = {}
    for s in reader.rows(THUMBS_SQL, _keys(keys) | {"n": THUMB_SHOTS}):
        strokes.setdefault((s["match_id"], s["set_no"], s["rally_no"]), []).append(s)
    out = []
    for key in keys:
        row = rows.get(key)
        if row is None:  # a rally in the index but no longer in the database
            continue
        out.append(_card(row, strokes.get(key, []), hits.get(key)))
    return out


def _card(row: dict, strokes: list[dict], hit: Hit | None) -> dict:
    url = rally_url(row["match_id"], row["set_no"], row["rally_no"])
    lines = {s["shot_no"]: f"Shot {s['shot_no']}: {s['shot_type']}" for s in strokes}
    court = Court(width_px=200, margin_m=0.3)
    thumb = court.svg(
        court.shots(strokes_to_shots(strokes, lines), marker="data-thumb-shot", numbers=False),
        label=f"The last {len(strokes)} shots",
    )
    return row | {
        "key": f"{row['match_id']}|{row['set_no']}|{row['rally_no']}",
        "url": url,
        "thumb": thumb,
        "score": hit.score if hit else None,
        "explanation": cite_shots(hit.explanation, url) if hit else Markup(""),
        "video": video_link(row["video_url"], row["start_time_s"]),
    }


def search_page(
    searcher: Searcher,
    reader: Reader,
    params: dict[str, str | None],
    page_no: int,
    default_planner: str,
) -> tuple[Page, list[tuple[str, int, int]], dict]:
    """The page's results: all ranked keys (for export) and the cards of one page."""
    filters, problems = parse_filters(params)
    planner = params.get("planner") or None
    if planner not in (None, *PLANNERS):
        problems.append(f"the planner is {' or '.join(PLANNERS)}, not {planner!r}")
        planner = None
    page = Page(
        q=(params.get("q") or "").strip(),
        filters=filters,
        pattern=(params.get("pattern") or "").strip() or None,
        planner=planner,
        page=max(page_no, 1),
    )
    page.chips = [
        Chip(f"{Filters.LABELS[k]}: {v}", page.url(**{k: None, "page": None}))
        for k, v in filters.active().items()
    ]
    keys: list[tuple[str, int, int]] = []
    hits: dict = {}
    if problems:
        page.error = "; ".join(problems)
    elif page.q or page.pattern:
        try:
            keys, hits = ranked_keys(searcher, reader, page, default_planner)
        except SearchError as exc:
            page.error = str(exc)
    elif filters.active():
        keys = browse_keys(reader, filters)
    page.total = len(keys)
    page.page = min(page.page, page.pages)
    start = (page.page - 1) * PAGE_SIZE
    page.cards = cards(reader, keys[start : start + PAGE_SIZE], hits)
    return page, keys, hits


def export_csv(reader: Reader, keys: list[tuple[str, int, int]], hits: dict, clips: bool) -> str:
    """The rallies as CSV: one row each; ``clips`` gives the clip list (match, start, end)."""
    found = {
        (r["match_id"], r["set_no"], r["rally_no"]): r
        for r in (reader.rows(CARDS_SQL, _keys(keys)) if keys else [])
    }
    rows = [found[k] for k in keys if k in found]
    out = io.StringIO()
    if clips:
        columns = ["match", "set", "rally", "start_s", "end_s", "video"]
        writer = csv.writer(out)
        writer.writerow(columns)
        for c in rows:
            writer.writerow(
                [
                    c["match_id"],
                    c["set_no"],
                    c["rally_no"],
                    f"{c['start_time_s']:.2f}",
                    f"{c['end_time_s']:.2f}",
                    video_link(c["video_url"], c["start_time_s"]) or "",
                ]
            )
        return out.getvalue()
    columns = [
        "match", "set", "rally", "tournament", "player_a", "player_b", "score_before",
        "shots", "winner", "end_reason", "final_shot", "score", "explanation", "video",
    ]  # fmt: skip
    writer = csv.writer(out)
    writer.writerow(columns)
    for c in rows:
        hit = hits.get((c["match_id"], c["set_no"], c["rally_no"]))
        writer.writerow(
            [
                c["match_id"], c["set_no"], c["rally_no"], c["tournament"], c["player_a"],
                c["player_b"], c["score_before"], c["n_shots"], c["winner_name"] or "",
                c["end_reason"] or "", c["final_shot_type"], hit.score if hit else "",
                hit.explanation if hit else "",
                video_link(c["video_url"], c["start_time_s"]) or "",
            ]
        )  # fmt: skip
    return out.getvalue()
