"""The agent's tools: typed inputs (pydantic, so each has a JSON schema), a card saying what
each does and how far to trust it, and small summarised tables as output.

Every query runs through :func:`rallyscope.db.readonly.run` as the SELECT-only reader role:
one statement per call, in a read-only transaction, under a row limit.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from psycopg import sql as psql
from pydantic import BaseModel, Field

from rallyscope.db import readonly
from rallyscope.pattern import model as m
from rallyscope.pattern.players import PlayerNames, UnknownPlayer, fold
from rallyscope.pattern.sql import compile_pattern
from rallyscope.pattern.syntax import parse

SHOWN_ROWS = 20  # rows of a table an observation shows
RALLY_ID = re.compile(r"^(?P<match>[^|]+)\|(?P<set>\d{1,4})\|(?P<rally>\d{1,9})$")
_SPONSORS = {"yonex", "hsbc", "bwf", "toyota", "daihatsu", "totalenergies", "sunrise"}
_SPONSORS |= {"gainward", "gwangju", "badminton", "open", "the", "and"}


_PLAYERS_SQL = "SELECT player_a FROM matches UNION SELECT player_b FROM matches"
_MATCHES_SQL = "SELECT match_id, tournament, round, match_date, player_a, player_b FROM matches"


class ToolError(ValueError):
    """A tool refused its input or found nothing; the message says what to do."""


class Table(BaseModel):
    """A tool's output: a few rows, the total behind them and a note."""

    columns: list[str]
    rows: list[list[Any]]
    total: int  # rows found: those shown, plus one when more were cut off (see ``note``)
    note: str = ""

    def numbers(self) -> list[float]:
        """Every number in the table, also inside its text (what an answer may cite)."""
        found = [float(self.total)]
        for v in (v for row in self.rows for v in row):
            if _is_number(v):
                found.append(float(v))
            elif isinstance(v, str):
                found += [float(n) for n in re.findall(r"\d+(?:\.\d+)?", v)]
        return found


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


class SqlIn(BaseModel):
    select: str = Field(description="one read-only SELECT statement")
    limit: int = Field(50, ge=1, le=1000, description="rows fetched at most")


class CountIn(BaseModel):
    pattern: str = Field(description="a rally pattern, e.g. 'smash[by=winner]$ end=winner'")
    match: str | None = Field(None, description="only this match (its folder name)")


class PlayerIn(BaseModel):
    name: str = Field(description="a player's name as a user writes it")


class MatchIn(BaseModel):
    text: str = Field(description="words naming a match: tournament, year, round, players")


class RallyIn(BaseModel):
    id: str = Field(description="MATCH|SET|RALLY", pattern=RALLY_ID.pattern)


Metric = Literal["rallies", "shots", "matches", "avg_length", "avg_duration"]
GroupBy = Literal[
    "winner",
    "loser",
    "player",
    "final_shot",
    "shot_before_final",
    "hitter",
    "shot_type",
    "hit_zone",
    "land_zone",
    "server",
]
SHOT_GROUPS = ("hitter", "shot_type", "hit_zone", "land_zone")  # these need metric shots


class StatsIn(BaseModel):
    metric: Metric = Field(
        description="rallies | shots | matches | avg_length (shots) | avg_duration (s)"
    )
    group_by: GroupBy | None = Field(None, description="one row per value, largest first")
    filter: str = Field("", description="a rally pattern the rallies must satisfy")
    shot: str | None = Field(None, description="for metric shots: one shot, e.g. 'smash[by=A]'")
    match: str | None = Field(None, description="only this match (its folder name)")


class SearchIn(BaseModel):
    query: str = Field("", description="what the rallies look like, in plain words")
    pattern: str | None = Field(None, description="a rally pattern replacing the parse")
    k: int = Field(10, ge=1, le=50)


@dataclass(frozen=True)
class Card:
    """What a tool does, its input schema, its output and how accurate it is."""

    name: str
    does: str
    model: type[BaseModel]
    output: str
    accuracy: str

    def as_json(self) -> dict:
        return {
            "name": self.name,
            "does": self.does,
            "input": self.model.model_json_schema(),
            "output": self.output,
            "accuracy": self.accuracy,
        }


CARDS = {
    c.name: c
    for c in (
        Card("sql", "runs one SELECT as the read-only role", SqlIn, "a table", "exact"),
        Card(
            "count",
            "counts the rallies a pattern matches",
            CountIn,
            "the count and the first rally ids",
            "exact for what the pattern says",
        ),
        Card(
            "player",
            "resolves a name; the player's matches, record and commonest shots",
            PlayerIn,
            "a table; an unknown name fails with the closest names",
            "exact",
        ),
        Card(
            "match",
            "finds matches by tournament, year, round and players",
            MatchIn,
            "the candidate matches, best first",
            "exact on names; several candidates mean the words are vague",
        ),
        Card("rally", "one rally's log, narrative and tactic tags", RallyIn, "a table", "exact"),
        Card(
            "stats",
            "a metric over the rally_summary mart (and strokes), optionally grouped",
            StatsIn,
            "a table, largest group first",
            "exact for what the filter pattern says",
        ),
        Card(
            "search",
            "hybrid search for rallies like a description",
            SearchIn,
            "rally ids with scores",
            "ranked, not exact: use count for numbers",
        ),
    )
}


@dataclass
class Call:
    """One tool call as the steps show it."""

    tool: str
    input: dict
    output: Table | None = None
    error: str | None = None
    queries: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        out = self.output.model_dump() if self.output else None
        return {"tool": self.tool, "input": self.input, "output": out, "error": self.error}


def inline(compiled_sql: str, params: dict[str, Any]) -> str:
    """The compiled pattern query with its parameters written in as SQL literals."""
    return compiled_sql % {k: psql.Literal(v).as_string(None) for k, v in params.items()}


class Tools:
    """The tools over one database (the reader's URL); ``calls`` is the history;
    ``open_searcher`` gives the searcher the search tool uses (opened on first use)."""

    def __init__(self, reader_url: str, open_searcher: Callable[[], Any] | None = None) -> None:
        self.url, self.open_searcher = reader_url, open_searcher
        self.calls: list[Call] = []
        names = readonly.run(_PLAYERS_SQL, self.url).rows
        self.players = PlayerNames([n for (n,) in names])

    def matches(self) -> list[tuple]:
        """Every match: (match_id, tournament, round, date, player_a, player_b)."""
        return readonly.run(_MATCHES_SQL, self.url).rows

    def call(self, tool: str, payload: dict) -> Table:
        """Run ``tool`` on ``payload`` (validated by its input model), recording the call."""
        card = CARDS.get(tool)
        if card is None:
            raise ToolError(f"no tool {tool!r}; tools: {', '.join(CARDS)}")
        args = card.model.model_validate(payload)
        record = Call(tool, args.model_dump(exclude_none=True))
        self.calls.append(record)
        try:
            record.output = getattr(self, f"_{tool}")(args)
        except (ToolError, UnknownPlayer, readonly.RefusedStatement, readonly.QueryError) as exc:
            record.error = str(exc)
            raise
        except ValueError as exc:  # a pattern that does not parse or compile
            record.error = str(exc)
            raise ToolError(str(exc)) from exc
        return record.output

    def _table(self, select: str, limit: int = SHOWN_ROWS, note: str = "") -> Table:
        if self.calls:
            self.calls[-1].queries.append(select)
        result = readonly.run(select, self.url, max_rows=limit)
        rows = [[_plain(v) for v in row] for row in result.rows]
        total = len(rows) + (1 if result.truncated else 0)
        more = "; more rows were cut off" if result.truncated else ""
        return Table(columns=result.columns, rows=rows, total=total, note=note + more)

    def _sql(self, args: SqlIn) -> Table:
        return self._table(args.select, args.limit)

    def rally_filter(self, pattern: str, match: str | None = None) -> str:
        """A condition on ``r`` (match_id, set_no, rally_no) for the pattern and match."""
        conds = []
        if pattern.strip():
            compiled = compile_pattern(parse(pattern), self.players)
            conds.append(
                "(r.match_id, r.set_no, r.rally_no) IN (SELECT match_id, set_no, rally_no"
                f" FROM ({inline(compiled.sql, compiled.params)}) p)"
            )
        if match:
            conds.append(f"r.match_id = {psql.Literal(match).as_string(None)}")
        return " AND ".join(conds) or "TRUE"

    def _count(self, args: CountIn) -> Table:
        where = self.rally_filter(args.pattern, args.match)
        table = self._table(
            "SELECT count(*) OVER () AS rallies, r.match_id, r.set_no, r.rally_no"
            f" FROM rallies r WHERE {where} ORDER BY r.match_id, r.set_no, r.rally_no",
            limit=5,
        )
        n = table.rows[0][0] if table.rows else 0
        ids = [f"{a}|{b}|{c}" for _, a, b, c in table.rows]
        return Table(columns=["rallies", "first"], rows=[[n, ", ".join(ids)]], total=1)

    def _player(self, args: PlayerIn) -> Table:
        player = self.players.resolve(args.name)
        names = psql.Literal(list(player.spellings)).as_string(None)
        return self._table(
            "SELECT m.match_id, m.tournament, m.round,"
            " CASE WHEN lower(m.player_a) = ANY(" + names + ") THEN m.player_b"
            " ELSE m.player_a END AS opponent,"
            " lower(m.winner) = ANY(" + names + ") AS won"
            " FROM matches m WHERE lower(m.player_a) = ANY(" + names + ")"
            " OR lower(m.player_b) = ANY(" + names + ") ORDER BY m.match_date",
            note=f"{args.name!r} is {player.spellings[0].title()}",
        )

    def _match(self, args: MatchIn) -> Table:
        self.calls[-1].queries.append(_MATCHES_SQL)
        found = rank_matches(args.text, self.matches(), self.players)
        if not found:
            raise ToolError(f"no match in the archive fits {args.text!r}")
        cols = ["match_id", "tournament", "round", "date", "player_a", "player_b"]
        shown = [[_plain(v) for v in row] for row in found[:SHOWN_ROWS]]
        vague = "" if len(found) == 1 else f"{len(found)} matches fit: the words are vague"
        return Table(columns=cols, rows=shown, total=len(found), note=vague)

    def _rally(self, args: RallyIn) -> Table:
        key = RALLY_ID.match(args.id)
        assert key is not None  # the input model checked the pattern
        where = (
            f"match_id = {psql.Literal(key['match']).as_string(None)}"
            f" AND set_no = {int(key['set'])} AND rally_no = {int(key['rally'])}"
        )
        table = self._table(
            "SELECT r.log_text AS log,"
            " (SELECT n.text FROM narratives n WHERE n.status = 'published' AND"
            f" n.match_id = r.match_id AND n.set_no = r.set_no AND n.rally_no = r.rally_no"
            " ORDER BY n.version DESC LIMIT 1) AS narrative,"
            " (SELECT string_agg(t.tag || ' (' || t.player || ')', ', ' ORDER BY t.tag)"
            " FROM rally_tactics t WHERE t.match_id = r.match_id AND t.set_no = r.set_no"
            f" AND t.rally_no = r.rally_no) AS tags FROM rallies r WHERE {where}"
        )
        if not table.rows:
            raise ToolError(f"no rally {args.id} in the archive")
        return table

    def _stats(self, args: StatsIn) -> Table:
        return self._table(stats_sql(self, args))

    def _search(self, args: SearchIn) -> Table:
        if self.open_searcher is None:
            raise ToolError("no searcher is configured for the search tool")
        from rallyscope.search.engine import Options, SearchError

        try:
            result = self.open_searcher().search(
                args.query, args.k, Options(planner="rule"), args.pattern
            )
        except SearchError as exc:
            raise ToolError(str(exc)) from exc
        rows = [[h.match, h.set, h.rally, round(h.score, 4)] for h in result.hits]
        return Table(columns=["match", "set", "rally", "score"], rows=rows, total=len(rows))


def _plain(value: Any) -> Any:
    """JSON-ready: dates as text, decimals as floats rounded to 4 places."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return round(value, 4)
    try:
        return round(float(value), 4)
    except (TypeError, ValueError):
        return str(value)


_GROUPS = {
    "winner": "r.winner_name",
    "loser": "r.loser_name",
    "final_shot": "r.final_shot_type",
    "shot_before_final": "b.shot_type",
    "hitter": "s.player_name",
    "shot_type": "s.shot_type",
    "player": "p.name",  # either player of the rally
    "server": "r.server_name",
    "hit_zone": "NULLIF(s.hit_zone, '')",  # as the hitter sees it
    "land_zone": "NULLIF(s.landing_zone, '')",  # as the player of that half sees it
}
_MEASURES = {
    "rallies": "count(*)",
    "shots": "count(*)",
    "matches": "count(DISTINCT r.match_id)",
    "avg_length": "round(avg(r.n_shots), 2)",
    "avg_duration": "round(avg(r.duration_s)::numeric, 2)",
}


def stats_sql(tools: Tools, args: StatsIn) -> str:
    """The SELECT for a stats call over ``analytics.rally_summary`` (and ``strokes``)."""
    where = [tools.rally_filter(args.filter, args.match)]
    joins = ""
    if args.metric == "shots" or args.group_by in SHOT_GROUPS:
        if args.metric != "shots":
            raise ToolError(f"group_by {args.group_by} needs metric shots")
        joins += " JOIN strokes s USING (match_id, set_no, rally_no)"
        where.append(shot_condition(tools.players, args.shot or "*"))
    if args.group_by == "player":
        joins += " CROSS JOIN LATERAL unnest(ARRAY[r.player_a, r.player_b]) AS p(name)"
    if args.group_by == "shot_before_final":
        joins += (
            " JOIN strokes b ON b.match_id = r.match_id AND b.set_no = r.set_no"
            " AND b.rally_no = r.rally_no AND b.shot_no = r.final_shot_no - 1"
        )
    select = f"{_MEASURES[args.metric]} AS {args.metric}"
    tail = ""
    if args.group_by:
        col = _GROUPS[args.group_by]
        where.append(f"{col} IS NOT NULL")
        select = f"{col} AS {args.group_by}, {select}"
        tail = f" GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT {SHOWN_ROWS}"
    return (
        f"SELECT {select} FROM analytics.rally_summary r{joins} WHERE {' AND '.join(where)}{tail}"
    )


def shot_condition(players: PlayerNames, text: str) -> str:
    """A condition on strokes ``s`` for one shot of the pattern language ('smash[by=A]'):
    its types (unknown ones left out when any type is meant) and its hitter."""
    items = parse(text).items
    clause = items[0].clause if len(items) == 1 else None
    if not isinstance(clause, m.Sequence) or len(clause.steps) != 1 or clause.end:
        raise ToolError(f"{text!r} is not one shot (write e.g. 'smash[by=\"Name\"]')")
    shot = clause.steps[0].shot
    if shot.hit_from or shot.lands or shot.cross is not None:
        raise ToolError("a counted shot takes a type, a hitter and how it was hit, no zones")
    types = list(shot.types) if shot.types else None
    conds = [
        f"s.shot_type = ANY({psql.Literal(types).as_string(None)})"
        if types
        else "s.shot_type <> 'unknown'"
    ]
    if shot.backhand is not None:
        conds.append(f"s.backhand = {str(shot.backhand).upper()}")
    if shot.around_head:
        conds.append("s.around_head")
    if shot.by is not None:
        conds.append(_hitter(players, shot.by))
    return " AND ".join(conds)


def _hitter(players: PlayerNames, who: m.Who) -> str:
    if who.kind == "name":
        names = psql.Literal(list(players.resolve(str(who.name)).spellings)).as_string(None)
        return f"lower(s.player_name) = ANY({names})"
    if who.kind in ("A", "B"):
        return f"s.player = '{who.kind}'"
    if who.kind in ("winner", "server"):
        return f"s.player = r.{who.kind}"
    if who.kind == "loser":
        return "r.winner IS NOT NULL AND s.player <> r.winner"
    if who.kind == "receiver":
        return "s.player <> r.server"
    raise ToolError(f"a counted shot cannot be hit by {who.describe()}")


def rank_matches(text: str, rows: list[tuple], players: PlayerNames) -> list[tuple]:
    """The matches ``text`` may mean: those whose tournament has at least half its words
    (sponsors and "open" left out) in the text, and of those the ones whose name shares the
    most words with it (then the best share); the year, the round and the named players
    must fit."""
    words = set(fold(text).split())
    years = set(re.findall(r"\b(?:19|20)\d\d\b", text))
    round_ = _round(fold(text))
    named = named_players(text, players)
    scored = []
    for row in rows:
        _, tournament, round_name, date, a, b = row
        said = fold(re.sub(r"\d", " ", tournament)).split()
        place = [w for w in said if w not in _SPONSORS]
        share = sum(w in words for w in place) / len(place) if place else 0
        in_match = {fold(a), fold(b)}
        if named and not all(p.key in in_match for p in named):
            continue
        if years and str(date)[:4] not in years and not years & set(tournament.split()):
            continue
        if round_ and _round(fold(round_name)) != round_:
            continue
        if share >= 0.5:  # more of the text's words first: "Korea Open" is not Korea Masters
            scored.append(((sum(w in words for w in said), share), row))
    best = max((s for s, _ in scored), default=None)
    return [row for s, row in scored if s == best]


def named_players(text: str, players: PlayerNames) -> list:
    """The players ``text`` names: by their whole name, its words in a row in any rotation
    ("Tien Chen Chou"; "Chen ... Ng Ka Long" does not name Chen Long), or by a word of it
    that no other player's name holds: 4 letters or more ("Axelsen", "Momota"), or 3 written
    with a capital ("Sen", "Shi", "Loh"; never "he" or "an")."""
    folded = f" {' '.join(fold(text).split())} "
    capitalised = {fold(w) for w in re.findall(r"\b[A-Z][A-Za-z]{2}\b", text)}
    words = {w for w in folded.split() if len(w) >= 4 or w in capitalised}
    owners: dict[str, set[str]] = {}
    for key in players.players:
        for w in key.split():
            owners.setdefault(w, set()).add(key)

    def whole(key: str) -> bool:
        parts = key.split()
        return any(f" {' '.join(parts[i:] + parts[:i])} " in folded for i in range(len(parts)))

    return [
        p
        for key, p in players.players.items()
        if whole(key) or any(owners[w] == {key} and w in words for w in key.split())
    ]


def _round(text: str) -> str | None:
    for name, words in (("semi", ("semi",)), ("quarter", ("quarter",)), ("group", ("group",))):
        if any(w in text for w in words):
            return name
    return "final" if re.search(r"\bfinals?\b", text) else None


def closest_tournaments(text: str, rows: list[tuple], n: int = 3) -> list[str]:
    """Tournament names closest to ``text`` (for a match that is not in the archive)."""
    names = sorted({row[1] for row in rows})
    return difflib.get_close_matches(text, names, n=n, cutoff=0.2)


def existing_rallies(url: str, keys: list[tuple[str, int, int]]) -> set[tuple[str, int, int]]:
    """Those of ``keys`` (match, set, rally) that are rallies of the archive."""
    if not keys:
        return set()
    values = ", ".join(
        f"({psql.Literal(a).as_string(None)}, {int(b)}, {int(c)})" for a, b, c in keys
    )
    rows = readonly.run(
        "SELECT match_id, set_no, rally_no FROM rallies"
        f" WHERE (match_id, set_no, rally_no) IN ({values})",
        url,
    ).rows
    return {(a, int(b), int(c)) for a, b, c in rows}
