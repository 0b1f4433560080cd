"""A pattern evaluated in memory over a polars frame of the corpus's rallies: the semantics of
``sql.py`` (tests hold the two to the same answers), with the regular expressions run by
polars (Rust's regex). Search uses it: over the whole corpus it takes a few milliseconds,
where PostgreSQL's regex engine takes tens.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import polars as pl
import psycopg

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

KEY = ["match_id", "set_no", "rally_no"]
# every rally, with its match's players (lower case) and its tags as "tag:letter"
RALLIES_SQL = """
SELECT r.match_id, r.set_no, r.rally_no, r.shot_code, r.n_shots, r.final_shot_type,
       r.end_reason, r.winner, r.server, r.score_a_before, r.score_b_before,
       r.start_time_s, m.video_url,
       lower(m.player_a) AS name_a, lower(m.player_b) AS name_b,
       COALESCE(array_agg(t.tag || ':' || t.player) FILTER (WHERE t.tag IS NOT NULL),
                '{}') AS tags
FROM rallies r JOIN matches m ON m.match_id = r.match_id
LEFT JOIN rally_tactics t
       ON (t.match_id, t.set_no, t.rally_no) = (r.match_id, r.set_no, r.rally_no)
GROUP BY r.match_id, r.set_no, r.rally_no, m.match_id
ORDER BY r.match_id, r.set_no, r.rally_no
"""
_SCHEMA = {
    "match_id": pl.String,
    "set_no": pl.Int64,
    "rally_no": pl.Int64,
    "shot_code": pl.String,
    "n_shots": pl.Int64,
    "final_shot_type": pl.String,
    "end_reason": pl.String,
    "winner": pl.String,
    "server": pl.String,
    "score_a_before": pl.Int64,
    "score_b_before": pl.Int64,
    "start_time_s": pl.Float64,
    "video_url": pl.String,
    "name_a": pl.String,
    "name_b": pl.String,
    "tags": pl.List(pl.String),
}


def load(conn: psycopg.Connection) -> pl.DataFrame:
    """The corpus's rallies as the frame :func:`evaluate` reads."""
    rows = conn.execute(RALLIES_SQL).fetchall()
    return pl.DataFrame(rows, schema=_SCHEMA, orient="row")


@dataclass
class Evaluated:
    """Per row of the frame: whether every hard item holds, and each soft item's flag."""

    hard: np.ndarray  # bool, one per row
    soft: np.ndarray  # bool, rows x soft items


_a, _b = pl.col("score_a_before"), pl.col("score_b_before")
_GP = {"A": (_a >= 20) & (_a > _b) | (_a == 29), "B": (_b >= 20) & (_b > _a) | (_b == 29)}
_SCORE = {"A": _a, "B": _b}
_CODE = pl.col("shot_code")


def _other(letter: pl.Expr) -> pl.Expr:
    """The other letter; null where ``letter`` is null."""
    return pl.when(letter == "A").then(pl.lit("B")).when(letter == "B").then(pl.lit("A"))


def _who(who: m.Who, letters: Letters) -> pl.Expr:
    """The letter of ``who`` in each rally."""
    fixed = letters.letter(who)
    if fixed:
        return pl.lit(fixed)
    return {
        "winner": pl.col("winner"),
        "loser": _other(pl.col("winner")),
        "server": pl.col("server"),
        "receiver": pl.when(pl.col("server") == "A").then(pl.lit("B")).otherwise(pl.lit("A")),
    }[who.kind]


def _of(letter: pl.Expr, table: dict[str, pl.Expr]) -> pl.Expr:
    return pl.when(letter == "A").then(table["A"]).when(letter == "B").then(table["B"])


def _between(value: pl.Expr, low: int | None, high: int | None) -> pl.Expr:
    cond = pl.lit(True)
    if low is not None:
        cond &= value >= low
    if high is not None:
        cond &= value <= high
    return cond


def _clause(clause: m.Clause, letters: Letters) -> pl.Expr:
    """The condition for one clause under one letter assignment."""
    match clause:
        case m.Sequence():
            cond = pl.col("n_shots") >= shortest(clause)
            types = final_types(clause)
            if types is not None:
                cond &= pl.col("final_shot_type").is_in(types)
            return cond & _CODE.str.contains(sequence_regex(clause, letters, groups=False))
        case m.Never():
            return ~_CODE.str.contains(sequence_regex(clause.sequence, letters, groups=False))
        case m.Length():
            return _between(pl.col("n_shots"), clause.min, clause.max)
        case m.Ending():
            return pl.col("end_reason").is_in(list(clause.reasons))
        case m.Outcome():
            who = _who(clause.who, letters)
            return pl.col("winner") != who if clause.lost else pl.col("winner") == who
        case m.Score():
            return _score(clause, letters)
        case m.Points() if clause.who is not None:
            return _between(_of(_who(clause.who, letters), _SCORE), clause.min, clause.max)
        case m.Points():
            both = [_a, _b]
            side = pl.max_horizontal(both) if clause.side == "high" else pl.min_horizontal(both)
            return _between(side, clause.min, clause.max)
        case m.SetNumber():
            return pl.col("set_no") == clause.number
        case m.Plays() if clause.role is not None:
            who = _who(clause.who, letters)
            return pl.col("server") == who if clause.role == "server" else pl.col("server") != who
        case m.Plays():
            return pl.lit(True)  # a named player plays wherever a letter could be assigned
        case m.Tag():
            if clause.who is None:
                prefix = clause.name + ":"
                return pl.col("tags").list.eval(pl.element().str.starts_with(prefix)).list.any()
            return pl.col("tags").list.contains(
                pl.lit(clause.name + ":") + _who(clause.who, letters)
            )
        case m.Count():
            code = _CODE.str.slice(*window(clause.shots)) if clause.shots else _CODE
            cond = pl.lit(True)
            if clause.min:
                cond &= code.str.contains(at_least(clause.shot, clause.min, letters))
            if clause.max is not None:
                cond &= ~code.str.contains(at_least(clause.shot, clause.max + 1, letters))
            return cond
        case m.Compare():  # one token is one shot, so the count of its matches is the count
            left = _CODE.str.count_matches(token(clause.left, letters))
            right = _CODE.str.count_matches(token(clause.right, letters))
            return {">": left > right, ">=": left >= right, "=": left == right}[clause.op]
        case m.Only():
            some = _CODE.str.contains(only_some(clause.shot, letters))
            return some & ~_CODE.str.contains(only_not(clause.shot, letters))
    raise TypeError(f"not a clause: {clause!r}")


def _score(clause: m.Score, letters: Letters) -> pl.Expr:
    if clause.state == "deuce":
        return (_a >= 20) & (_a == _b)
    if clause.state == "level":
        return _a == _b
    if clause.points is not None:  # the server's score first
        mine, theirs = clause.points
        return (
            pl.when(pl.col("server") == "A")
            .then((_a == mine) & (_b == theirs))
            .otherwise((_b == mine) & (_a == theirs))
        )
    winner = pl.col("winner")
    if clause.who is None:
        if clause.state == "gamepoint":
            return _GP["A"] | _GP["B"]
        return _GP["A"] & (winner == "B") | _GP["B"] & (winner == "A")
    who = _who(clause.who, letters)
    other = _other(who)
    if clause.state == "gamepoint":
        return _of(who, _GP)
    if clause.state == "saved":
        return _of(other, _GP) & (winner == who)
    ahead, behind = (who, other) if clause.state == "leading" else (other, who)
    lead = _of(ahead, _SCORE) - _of(behind, _SCORE)
    if clause.margin_max is None:
        return lead >= clause.margin
    return lead.is_between(clause.margin, clause.margin_max)


def evaluate(pattern: m.Pattern, players: PlayerNames, rallies: pl.DataFrame) -> Evaluated:
    """Each rally's answer to ``pattern``; names must resolve (:class:`UnknownPlayer`
    otherwise). A rally without a shot code satisfies nothing."""
    found = symbols(pattern)
    spellings = {
        text: list(players.resolve(text).spellings) for kind, text in found if kind == "name"
    }
    hard, soft = [i for i in pattern.items if i.hard], [i for i in pattern.items if not i.hard]
    branches: list[tuple[pl.Expr, list[pl.Expr]]] = []
    for letters in assignments(found):
        cond = _CODE.is_not_null()
        if outcome_said(pattern):
            cond &= pl.col("winner").is_not_null()
        for text, letter in letters.named().items():
            cond &= pl.col(f"name_{letter.lower()}").is_in(spellings[text])
        for item in hard:
            cond &= _clause(item.clause, letters)
        branches.append((cond, [_clause(i.clause, letters) for i in soft]))
    if not branches:  # more named players than a rally has
        n = rallies.height
        return Evaluated(np.zeros(n, bool), np.zeros((n, len(soft)), bool))
    columns = [pl.any_horizontal([c for c, _ in branches])] + [
        pl.any_horizontal([c & softs[i] for c, softs in branches]) for i in range(len(soft))
    ]
    out = rallies.select([c.fill_null(False).alias(f"c{i}") for i, c in enumerate(columns)])
    flags = out.to_numpy().astype(bool)
    return Evaluated(hard=flags[:, 0], soft=flags[:, 1:])
