"""A pattern compiled to one parametrised SQL query over ``rallies`` (and ``rally_tactics``):
the shot clauses are regular expressions over ``rallies.shot_code`` (``regex.py``), the rally
clauses plain conditions. The query is the union over every assignment of letters to the
pattern's named and variable players, each guarded by the names it assumes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rallyscope.pattern import model as m
from rallyscope.pattern.players import PlayerNames
from rallyscope.pattern.regex import (
    Letters,
    assignments,
    at_least,
    final_types,
    only_not,
    only_some,
    outcome_said,
    sequence_regex,
    shortest,
    symbols,
    token,
    window,
)

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


def _who(who: m.Who, letters: Letters) -> str:
    """An SQL expression for the letter of ``who`` in the rally."""
    fixed = letters.letter(who)
    if fixed:
        return f"'{fixed}'"
    return {
        "winner": "r.winner",
        "loser": "CASE r.winner WHEN 'A' THEN 'B' WHEN 'B' THEN 'A' END",
        "server": "r.server",
        "receiver": "CASE r.server WHEN 'A' THEN 'B' ELSE 'A' END",
    }[who.kind]


def _implied(seq: m.Sequence, q: _Query) -> str:
    """Cheap conditions the sequence implies (its shortest length, its final shot's types),
    checked before the regular expression."""
    conds = [f"r.n_shots >= {shortest(seq):d}"]
    types = final_types(seq)
    if types is not None:
        conds.append(f"r.final_shot_type = ANY({q.add(types)})")
    return " AND ".join(conds)


def _clause(clause: m.Clause, letters: Letters, q: _Query) -> str:
    """The SQL condition for one clause under one letter assignment."""
    match clause:
        case m.Sequence():
            regex = q.add(sequence_regex(clause, letters, groups=False))
            return f"({_implied(clause, q)} AND r.shot_code ~ {regex})"
        case m.Never():
            return f"r.shot_code !~ {q.add(sequence_regex(clause.sequence, letters, groups=False))}"
        case m.Length():
            low = "TRUE" if clause.min is None else f"r.n_shots >= {clause.min:d}"
            high = "TRUE" if clause.max is None else f"r.n_shots <= {clause.max:d}"
            return f"({low} AND {high})"
        case m.Ending():
            return f"r.end_reason = ANY({q.add(list(clause.reasons))})"
        case m.Outcome():
            who = _who(clause.who, letters)
            return f"r.winner {'<>' if clause.lost else '='} {who}"
        case m.Score():
            return _score(clause, letters)
        case m.Points():
            side = "GREATEST" if clause.side == "high" else "LEAST"
            points = f"{side}(r.score_a_before, r.score_b_before)"
            if clause.who is not None:
                points = _of(_who(clause.who, letters), _SCORE)
            low = "TRUE" if clause.min is None else f"{points} >= {clause.min:d}"
            high = "TRUE" if clause.max is None else f"{points} <= {clause.max:d}"
            return f"({low} AND {high})"
        case m.SetNumber():
            return f"r.set_no = {clause.number:d}"
        case m.Plays() if clause.role is not None:
            op = "=" if clause.role == "server" else "<>"
            return f"r.server {op} {_who(clause.who, letters)}"
        case m.Plays():
            return "TRUE"  # a named player plays wherever a letter could be assigned
        case m.Tag():
            who = "" if clause.who is None else f" AND t.player = {_who(clause.who, letters)}"
            return (
                "EXISTS (SELECT 1 FROM rally_tactics t WHERE t.match_id = r.match_id"
                " AND t.set_no = r.set_no AND t.rally_no = r.rally_no"
                f" AND t.tag = {q.add(clause.name)}{who})"
            )
        case m.Count():
            code = "r.shot_code"
            if clause.shots:
                offset, length = window(clause.shots)
                code = f"substr(r.shot_code, {offset + 1}, {length})"
            parts = []
            if clause.min:
                parts.append(f"{code} ~ {q.add(at_least(clause.shot, clause.min, letters))}")
            if clause.max is not None:
                too_many = at_least(clause.shot, clause.max + 1, letters)
                parts.append(f"{code} !~ {q.add(too_many)}")
            return "(" + (" AND ".join(parts) or "TRUE") + ")"  # at least 0 holds everywhere
        case m.Compare():  # one token is one shot, so the count of its matches is the count
            left = f"regexp_count(r.shot_code, {q.add(token(clause.left, letters))})"
            right = f"regexp_count(r.shot_code, {q.add(token(clause.right, letters))})"
            return f"({left} {clause.op} {right})"
        case m.Only():
            some = q.add(only_some(clause.shot, letters))
            return (
                f"(r.shot_code ~ {some} AND r.shot_code !~ {q.add(only_not(clause.shot, letters))})"
            )
    raise TypeError(f"not a clause: {clause!r}")


def _of(letter_sql: str, table: dict[str, str]) -> str:
    """``table``'s expression for the player whose letter ``letter_sql`` gives."""
    return f"CASE {letter_sql} WHEN 'A' THEN {table['A']} WHEN 'B' THEN {table['B']} END"


def _score(clause: m.Score, letters: Letters) -> str:
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
    who = _who(clause.who, letters)
    other = f"CASE {who} WHEN 'A' THEN 'B' WHEN 'B' THEN 'A' END"
    if clause.state == "gamepoint":
        return f"({_of(who, _GP)})"
    if clause.state == "saved":
        return f"({_of(other, _GP)} AND r.winner = {who})"
    ahead, behind = (who, other) if clause.state == "leading" else (other, who)
    lead = f"{_of(ahead, _SCORE)} - {_of(behind, _SCORE)}"
    if clause.margin_max is None:
        return f"({lead} >= {clause.margin})"
    return f"({lead} BETWEEN {clause.margin} AND {clause.margin_max})"


def compile_pattern(pattern: m.Pattern, players: PlayerNames) -> Compiled:
    """The query for ``pattern``; names must resolve (:class:`UnknownPlayer` otherwise)."""
    found = symbols(pattern)
    q = _Query()
    spellings = {
        text: q.add(list(players.resolve(text).spellings)) for kind, text in found if kind == "name"
    }
    hard, soft = [i for i in pattern.items if i.hard], [i for i in pattern.items if not i.hard]
    branches: list[tuple[str, list[str]]] = []
    for letters in assignments(found):
        guard = [
            f"lower(m.player_{letter.lower()}) = ANY({spellings[text]})"
            for text, letter in letters.named().items()
        ]
        if outcome_said(pattern):
            guard.append("r.winner IS NOT NULL")
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
