"""How much of a query's meaning a pattern expresses, parser-independently: the concepts
the lexicon finds in the query, and for each whether the pattern says something of it.
``auto`` planning uses it to choose between the rule parse and the LLM's."""

from __future__ import annotations

from collections.abc import Iterator

from rallyscope.pattern import model as m
from rallyscope.pattern.players import PlayerNames
from rallyscope.planner.spans import Span, spot

_IGNORED = {"rally", "unit", "corner", "from", "to", "despite", "cmp", "times", "first"}


def _shots(pattern: m.Pattern) -> Iterator[tuple[m.Shot, m.Step | None]]:
    for item in pattern.items:
        clause = item.clause
        if (seq := m.clause_sequence(clause)) is not None:
            yield from ((step.shot, step) for step in seq.steps)
        else:
            yield from ((shot, None) for shot in m.clause_shots(clause))


def _people(pattern: m.Pattern) -> list[m.Who]:
    found = [shot.by for shot, _ in _shots(pattern) if shot.by]
    return found + [
        i.clause.who for i in pattern.items if getattr(i.clause, "who", None) is not None
    ]


def _numbers(pattern: m.Pattern) -> set[int]:
    out: set[int] = set()
    for item in pattern.items:
        clause = item.clause
        for name in ("min", "max", "start", "start_max", "number"):
            value = getattr(clause, name, None)
            if isinstance(value, int):
                out |= {value, value - 1, value + 1}  # "more than 20" is min 21
        if isinstance(clause, m.Sequence):
            out |= {s.min for s in clause.steps} | {s.max for s in clause.steps if s.max}
        if isinstance(clause, m.Score):  # "ahead by five", "at 11-9"
            said = (clause.margin, clause.margin - 1, clause.margin_max or clause.margin)
            out |= {*said, *(clause.points or ())}
    return out


def _clauses(pattern: m.Pattern, kind: type) -> list:
    return [i.clause for i in pattern.items if isinstance(i.clause, kind)]


def covers(span: Span, pattern: m.Pattern, players: PlayerNames | None) -> bool:
    """Whether ``pattern`` says something of the concept ``span``."""
    shots = list(_shots(pattern))
    endings = {r for c in _clauses(pattern, m.Ending) for r in c.reasons}
    people = _people(pattern)
    sequences = [s for i in pattern.items if (s := m.clause_sequence(i.clause)) is not None]
    states = {c.state for c in _clauses(pattern, m.Score)}
    match span.kind:
        case "shot":
            return any(s.types and set(s.types) & set(span.value) for s, _ in shots)
        case "style":
            return any(s.backhand is not None or s.around_head for s, _ in shots)
        case "depth" | "side":
            zones = [z for s, _ in shots for z in (s.hit_from, s.lands) if z]
            return any(getattr(z, span.kind) == span.value for z in zones)
        case "win" | "kill":
            return (
                "winner" in endings
                or any(w.kind == "winner" for w in people)
                or any(not c.lost for c in _clauses(pattern, m.Outcome))
            )
        case "lose" | "error":
            return (
                bool(endings - {"winner", "misjudged"})
                or any(w.kind == "loser" for w in people)
                or any(c.lost for c in _clauses(pattern, m.Outcome))
            )
        case "ending":
            return bool(endings & set(span.value))
        case "role":
            return any(w.kind == span.value for w in people)
        case "player":
            return any(
                w.kind in ("name", "opponent") and _same(w.name, span, players) for w in people
            )
        case "neg":
            denied = bool(_clauses(pattern, m.Never))  # "no lift followed by a smash"
            return denied or any(c.max == 0 for c in _clauses(pattern, m.Count))
        case "only":
            return bool(_clauses(pattern, m.Only))
        case "run":
            return any(step and step.min > 1 for _, step in shots)
        case "num":
            return span.value in _numbers(pattern)
        case "order":
            return any(len(c.steps) > 1 for c in sequences)
        case "anchor":
            return any(c.start is not None for c in sequences)
        case "final":  # how the rally ended is said of its last shot
            return any(c.end for c in sequences) or bool(_clauses(pattern, m.Ending))
        case "length":
            return bool(_clauses(pattern, m.Length))
        case "deuce" | "level" | "gamepoint" | "save" | "lead" | "trail" | "convert" | "facing":
            return bool(states)
        case "set":
            return bool(_clauses(pattern, m.SetNumber))
        case "points" | "stage":
            return bool(_clauses(pattern, m.Points))
        case "more":
            return bool(_clauses(pattern, m.Compare))
        case "tag":
            return any(c.name == span.value for c in _clauses(pattern, m.Tag))
        case "defend":
            return bool(_clauses(pattern, m.Count))
    return False


def _same(name: str | None, span: Span, players: PlayerNames | None) -> bool:
    if players is None or name is None:
        return False
    try:
        return players.resolve(name) == span.value
    except ValueError:
        return False


def meaning_covered(query: str, pattern: m.Pattern, players: PlayerNames | None) -> float:
    """The share of the query's concepts that the pattern expresses (1.0 with none)."""
    _, spans = spot(query, players)
    concepts = [s for s in spans if s.kind not in _IGNORED]
    if not concepts:
        return 1.0
    return sum(covers(s, pattern, players) for s in concepts) / len(concepts)
