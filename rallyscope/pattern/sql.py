"""A pattern compiled to one parametrised SQL query over ``rallies`` (and ``rally_tactics``).

Shot clauses become regular expressions over ``rallies.shot_code`` (see ``encode.py``):
each shot predicate is a token of character classes, ``>`` concatenates, ``>>`` lets any
tokens come between, runs repeat a token (with one reply token between a player's own
shots), ``^``/``@N``/``$`` anchor. Rally clauses are plain conditions.

Players given by name or by a variable (``$p``) are letters A or B that differ from match
to match, so the query is the union over every assignment of letters to them, each guarded
by the names it assumes; a variable means the same letter everywhere in one assignment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from rallyscope.pattern import model as m
from rallyscope.pattern.encode import TYPE_CODES, WIDTH, zone_digits
from rallyscope.pattern.players import PlayerNames

ANY = rf"\|[^|]{{{WIDTH}}}"
MAX_SYMBOLS = 4
_GP = {
    "A": "(r.score_a_before >= 20 AND r.score_a_before > r.score_b_before"
    " OR r.score_a_before = 29)",
    "B": "(r.score_b_before >= 20 AND r.score_b_before > r.score_a_before"
    " OR r.score_b_before = 29)",
}
_SCORE = {"A": "r.score_a_before", "B": "r.score_b_before"}


@dataclass
class Compiled:
    """``sql`` selects ``match_id, set_no, rally_no`` and a boolean ``soft_<i>`` per soft
    item of the pattern (in order), for the rallies satisfying every hard item."""

    sql: str
    params: dict[str, Any] = field(default_factory=dict)
    soft: list[m.Item] = field(default_factory=list)


class _Query:
    """Collects the query's parameters under generated names."""

    def __init__(self) -> None:
        self.params: dict[str, Any] = {}

    def add(self, value: Any) -> str:
        name = f"p{len(self.params)}"
        self.params[name] = value
        return f"%({name})s"


def _symbols(pattern: m.Pattern) -> list[tuple[str, str]]:
    """Players by name or variable, in order of appearance: ("name"|"var", text)."""
    found: list[tuple[str, str]] = []

    def see(who: m.Who | None) -> None:
        if who is not None and who.kind in ("name", "var") and (who.kind, who.name) not in found:
            found.append((who.kind, str(who.name)))

    for item in pattern.items:
        for shot in m.clause_shots(item.clause):
            see(shot.by)
        see(getattr(item.clause, "who", None))
    return found


class _Letters:
    """One assignment of letters to the pattern's named and variable players."""

    def __init__(self, assignment: dict[tuple[str, str], str]) -> None:
        self.assignment = assignment

    def letter(self, who: m.Who) -> str | None:
        return self.assignment.get((who.kind, str(who.name)))

    def sql(self, who: m.Who) -> str:
        """An SQL expression for the letter of ``who`` in the rally."""
        fixed = self.letter(who) or (who.kind if who.kind in ("A", "B") else None)
        if fixed:
            return f"'{fixed}'"
        return {
            "winner": "r.winner",
            "loser": "CASE r.winner WHEN 'A' THEN 'B' WHEN 'B' THEN 'A' END",
            "server": "r.server",
            "receiver": "CASE r.server WHEN 'A' THEN 'B' ELSE 'A' END",
        }[who.kind]


def _token(shot: m.Shot, letters: _Letters) -> list[str]:
    """The token's character classes (after the separator)."""
    cls = ["[^|]"] * WIDTH
    if shot.types is not None:
        cls[0] = "[" + "".join(sorted(TYPE_CODES[t] for t in shot.types)) + "]"
    if shot.by is not None:
        letter = letters.letter(shot.by) or (shot.by.kind if shot.by.kind in ("A", "B") else None)
        if letter:
            cls[1] = letter
        else:
            position, char = {
                "server": (2, "S"),
                "receiver": (2, "R"),
                "winner": (3, "W"),
                "loser": (3, "L"),
            }[shot.by.kind]
            cls[position] = char
    if shot.backhand is not None:
        cls[4] = "b" if shot.backhand else "-"
    if shot.around_head:
        cls[5] = "h"
    if shot.hit_from:
        cls[6] = "[" + zone_digits(shot.hit_from.depth, shot.hit_from.side) + "]"
    if shot.lands:
        cls[7] = "[" + zone_digits(shot.lands.depth, shot.lands.side) + "]"
    return cls


def token(shot: m.Shot, letters: _Letters) -> str:
    return r"\|" + "".join(_token(shot, letters))


def complement(shot: m.Shot, letters: _Letters) -> str:
    """A token for any shot the predicate rejects."""
    cls = _token(shot, letters)
    options = []
    for i, c in enumerate(cls):
        if c == "[^|]":
            continue
        negated = "[^" + (c[1:-1] if c.startswith("[") else c) + "|]"
        options.append(r"\|" + "[^|]" * i + negated + "[^|]" * (WIDTH - 1 - i))
    return "(?:" + "|".join(options) + ")" if options else "(?!)"


def _run(step: m.Step, letters: _Letters, open_: str) -> str:
    """A step's regex: one token, or a run. A run with an upper bound is maximal: the shot
    before it (the player's own shot before it, for a player's run) and the one after it
    fail the predicate, or the rally starts or ends there. ``open_`` opens the step's group."""
    t = token(step.shot, letters)
    if (step.min, step.max) == (1, 1):
        return f"{open_}{t})"
    between = ANY if step.shot.by is not None else ""
    more = f"{{{step.min - 1},{'' if step.max is None else step.max - 1}}}"
    body = f"{open_}{t}(?:{between}{t}){more})"
    if step.max is None:
        return body
    other = complement(step.shot, letters)
    if between:
        return f"(?:^(?:{ANY})?|{other}{ANY}){body}(?:{ANY}{other}|(?:{ANY})?\\|$)"
    return f"(?:^|{other}){body}(?:{other}|\\|$)"


def sequence_regex(seq: m.Sequence, letters: _Letters, groups: bool = True) -> str:
    """The sequence's regex; with ``groups`` each step is a capturing group, marking its
    shots for evidence. SQL asks for none: PostgreSQL matches a third faster without them."""
    parts = []
    for step in seq.steps:
        if step.later:
            parts.append(f"(?:{ANY})*")
        parts.append(_run(step, letters, "(" if groups else "(?:"))
    if seq.start is None:
        head = ""
    else:
        skip = f"{seq.start - 1}" + (f",{seq.start_max - 1}" if seq.start_max else "")
        head = "^" + (f"(?:{ANY}){{{skip}}}" if skip not in ("0", "0,0") else "")
    return head + "".join(parts) + (r"\|$" if seq.end else "")


def _implied(seq: m.Sequence, q: _Query) -> str:
    """Cheap conditions the sequence implies (its shortest length, its final shot's types),
    checked before the regular expression."""
    shortest = sum(
        s.min * (2 if s.shot.by is not None else 1) - (s.shot.by is not None) for s in seq.steps
    )
    shortest += (seq.start or 1) - 1
    conds = [f"r.n_shots >= {shortest:d}"]
    last = seq.steps[-1]
    if seq.end and (last.min, last.max) == (1, 1) and last.shot.types is not None:
        conds.append(f"r.final_shot_type = ANY({q.add(list(last.shot.types))})")
    return " AND ".join(conds)


def _at_least(shot: m.Shot, n: int, letters: _Letters) -> str:
    t = token(shot, letters)
    return t if n == 1 else f"{t}(?:(?:{ANY})*{t}){{{n - 1}}}"


def _clause(clause: m.Clause, letters: _Letters, q: _Query) -> str:
    """The SQL condition for one clause under one letter assignment."""
    match clause:
        case m.Sequence():
            regex = q.add(sequence_regex(clause, letters, groups=False))
            return f"({_implied(clause, q)} AND r.shot_code ~ {regex})"
        case m.Length():
            low = "TRUE" if clause.min is None else f"r.n_shots >= {clause.min:d}"
            high = "TRUE" if clause.max is None else f"r.n_shots <= {clause.max:d}"
            return f"({low} AND {high})"
        case m.Ending():
            return f"r.end_reason = ANY({q.add(list(clause.reasons))})"
        case m.Outcome():
            who = letters.sql(clause.who)
            return f"r.winner {'<>' if clause.lost else '='} {who}"
        case m.Score():
            return _score(clause, letters)
        case m.Points():
            side = "GREATEST" if clause.side == "high" else "LEAST"
            points = f"{side}(r.score_a_before, r.score_b_before)"
            low = "TRUE" if clause.min is None else f"{points} >= {clause.min:d}"
            high = "TRUE" if clause.max is None else f"{points} <= {clause.max:d}"
            return f"({low} AND {high})"
        case m.SetNumber():
            return f"r.set_no = {clause.number:d}"
        case m.Plays() if clause.role is not None:
            return f"r.server {'=' if clause.role == 'server' else '<>'} {letters.sql(clause.who)}"
        case m.Plays():
            return "TRUE"  # a named player plays wherever a letter could be assigned
        case m.Tag():
            who = "" if clause.who is None else f" AND t.player = {letters.sql(clause.who)}"
            return (
                "EXISTS (SELECT 1 FROM rally_tactics t WHERE t.match_id = r.match_id"
                " AND t.set_no = r.set_no AND t.rally_no = r.rally_no"
                f" AND t.tag = {q.add(clause.name)}{who})"
            )
        case m.Count():
            parts = []
            if clause.min:
                parts.append(f"r.shot_code ~ {q.add(_at_least(clause.shot, clause.min, letters))}")
            if clause.max is not None:
                too_many = _at_least(clause.shot, clause.max + 1, letters)
                parts.append(f"r.shot_code !~ {q.add(too_many)}")
            return "(" + " AND ".join(parts) + ")"
        case m.Compare():  # one token is one shot, so the count of its matches is the count
            left = f"regexp_count(r.shot_code, {q.add(token(clause.left, letters))})"
            right = f"regexp_count(r.shot_code, {q.add(token(clause.right, letters))})"
            return f"({left} {clause.op} {right})"
        case m.Only():
            regex = f"^{ANY}(?:{ANY})*{complement(clause.shot, letters)}"
            return f"(r.n_shots >= 2 AND r.shot_code !~ {q.add(regex)})"
    raise TypeError(f"not a clause: {clause!r}")


def _score(clause: m.Score, letters: _Letters) -> str:
    if clause.state == "deuce":
        return "(r.score_a_before >= 20 AND r.score_a_before = r.score_b_before)"
    if clause.state == "level":
        return "(r.score_a_before = r.score_b_before)"
    if clause.points is not None:  # the server's score first
        mine, theirs = clause.points
        return (
            f"(CASE r.server WHEN 'A' THEN r.score_a_before = {mine} AND r.score_b_before ="
            f" {theirs} ELSE r.score_b_before = {mine} AND r.score_a_before = {theirs} END)"
        )
    if clause.who is None:
        if clause.state == "gamepoint":
            return f"({_GP['A']} OR {_GP['B']})"
        return f"({_GP['A']} AND r.winner = 'B' OR {_GP['B']} AND r.winner = 'A')"
    who = letters.sql(clause.who)
    other = f"CASE {who} WHEN 'A' THEN 'B' WHEN 'B' THEN 'A' END"

    def of(letter_sql: str, table: dict[str, str]) -> str:
        return f"CASE {letter_sql} WHEN 'A' THEN {table['A']} WHEN 'B' THEN {table['B']} END"

    if clause.state == "gamepoint":
        return f"({of(who, _GP)})"
    if clause.state == "saved":
        return f"({of(other, _GP)} AND r.winner = {who})"
    ahead, behind = (who, other) if clause.state == "leading" else (other, who)
    return f"({of(ahead, _SCORE)} - {of(behind, _SCORE)} >= {clause.margin})"


def compile_pattern(pattern: m.Pattern, players: PlayerNames) -> Compiled:
    """The query for ``pattern``; names must resolve (:class:`UnknownPlayer` otherwise)."""
    symbols = _symbols(pattern)
    if len(symbols) > MAX_SYMBOLS:
        raise ValueError(f"a pattern names at most {MAX_SYMBOLS} players or variables")
    q = _Query()
    spellings = {
        text: q.add(list(players.resolve(text).spellings))
        for kind, text in symbols
        if kind == "name"
    }
    hard, soft = [i for i in pattern.items if i.hard], [i for i in pattern.items if not i.hard]
    branches: list[tuple[str, list[str]]] = []
    for letters_tuple in product("AB", repeat=len(symbols)):
        assignment = dict(zip(symbols, letters_tuple, strict=True))
        letters = _Letters(assignment)
        guard = [
            f"lower(m.player_{letter.lower()}) = ANY({spellings[text]})"
            for (kind, text), letter in assignment.items()
            if kind == "name"
        ]
        named = [letter for (kind, _), letter in assignment.items() if kind == "name"]
        if len(set(named)) < len(named):
            continue  # two different named players cannot both be A (or B)
        conds = guard + [_clause(i.clause, letters, q) for i in hard]
        branches.append(
            (" AND ".join(conds) or "TRUE", [_clause(i.clause, letters, q) for i in soft])
        )
    where = " OR ".join(f"({cond})" for cond, _ in branches) if branches else "FALSE"
    columns = [
        " OR ".join(f"(({cond}) AND {softs[i]})" for cond, softs in branches) or "FALSE"
        for i in range(len(soft))
    ]
    select = ", ".join(
        ["r.match_id", "r.set_no", "r.rally_no"]
        + [f"COALESCE({c}, FALSE) AS soft_{i}" for i, c in enumerate(columns)]
    )
    sql = (
        f"SELECT {select}\nFROM rallies r JOIN matches m ON m.match_id = r.match_id\n"
        f"WHERE r.shot_code IS NOT NULL AND ({where})\n"
        "ORDER BY r.match_id, r.set_no, r.rally_no"
    )
    return Compiled(sql=sql, params=q.params, soft=soft)


def matched_shots(pattern: m.Pattern, code: str, names: dict[str, str]) -> list[int]:
    """Shot numbers (from 1) the pattern's shot clauses matched in one rally's code; ``names``
    maps each named player of the pattern to their letter in this rally's match."""
    symbols = _symbols(pattern)
    shots: set[int] = set()
    for letters_tuple in product("AB", repeat=len(symbols)):
        assignment = dict(zip(symbols, letters_tuple, strict=True))
        if any(
            kind == "name" and names.get(text) != letter
            for (kind, text), letter in assignment.items()
        ):
            continue
        letters = _Letters(assignment)
        found: set[int] = set()
        for item in pattern.items:
            if isinstance(item.clause, m.Sequence):
                hit = re.search(sequence_regex(item.clause, letters), code)
                if hit is None and item.hard:
                    break
                if hit is not None:
                    found |= _token_numbers(code, hit, item.clause)
        else:
            shots |= found
            if found:
                break
    return sorted(shots)


def _token_numbers(code: str, hit: re.Match, seq: m.Sequence) -> set[int]:
    """The shots inside the match's groups (the steps; not a maximal run's neighbours)."""
    size = WIDTH + 1
    out: set[int] = set()
    for g in range(1, (hit.re.groups or 0) + 1):
        start, end = hit.span(g)
        if start >= 0:
            out |= {k for k in range(start // size + 1, end // size + 1) if (k - 1) * size >= start}
    return out
