"""A pattern's shot clauses as regular expressions over ``rallies.shot_code`` (see
``encode.py``), in the subset that PostgreSQL, Rust (polars) and Python read alike.

Each shot predicate is a token of character classes, ``>`` concatenates, ``>>`` lets any
tokens come between, runs repeat a token (with one reply token between a player's own
shots), ``^``/``@N``/``$`` anchor.

Players given by name or by a variable (``$p``) are letters A or B that differ from match
to match, so a pattern is evaluated once per assignment of letters to them
(:func:`assignments`); a variable means the same letter everywhere in one assignment.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from itertools import product

from rallyscope.pattern import model as m
from rallyscope.pattern.encode import TYPE_CODES, WIDTH, zone_digits

ANY = rf"\|[^|]{{{WIDTH}}}"
NOTHING = r"[^\s\S]"  # matches no character (Rust's regex has no ``(?!)``)
MAX_SYMBOLS = 4

Symbol = tuple[str, str]  # ("name" | "var", text)


def _whos(items: Iterable[m.Item]) -> Iterator[m.Who]:
    """The players the items name, in order: each clause's shots' hitters, then its own."""
    for item in items:
        yield from (shot.by for shot in m.clause_shots(item.clause) if shot.by is not None)
        if (who := getattr(item.clause, "who", None)) is not None:
            yield who


def symbols(pattern: m.Pattern) -> list[Symbol]:
    """Players by name or variable, in order of appearance (a named player's opponent by
    that player's name: the other letter)."""
    found: list[Symbol] = []
    for who in _whos(pattern.items):
        kind = "name" if who.kind == "opponent" else who.kind
        if kind in ("name", "var") and (kind, who.name) not in found:
            found.append((kind, str(who.name)))
    if len(found) > MAX_SYMBOLS:
        raise ValueError(f"a pattern names at most {MAX_SYMBOLS} players or variables")
    return found


def outcome_said(pattern: m.Pattern) -> bool:
    """A hard clause names the rally's winner or loser: a rally with no winner recorded
    cannot hold it (not even "no net shot from the winner")."""
    hard = [item for item in pattern.items if item.hard]
    return any(who.kind in ("winner", "loser") for who in _whos(hard))


class Letters:
    """One assignment of letters to the pattern's named and variable players."""

    def __init__(self, assignment: dict[Symbol, str]) -> None:
        self.assignment = assignment

    def letter(self, who: m.Who) -> str | None:
        """The letter of ``who`` when it is fixed (a letter, a name or a variable)."""
        if who.kind in ("A", "B"):
            return who.kind
        if who.kind == "opponent":
            return {"A": "B", "B": "A"}[self.assignment[("name", str(who.name))]]
        return self.assignment.get((who.kind, str(who.name)))

    def named(self) -> dict[str, str]:
        """Each named player's letter."""
        return {text: letter for (kind, text), letter in self.assignment.items() if kind == "name"}


def assignments(found: list[Symbol]) -> Iterator[Letters]:
    """Every assignment of letters to ``found``, but two different named players never
    share a letter."""
    for letters_tuple in product("AB", repeat=len(found)):
        letters = Letters(dict(zip(found, letters_tuple, strict=True)))
        named = list(letters.named().values())
        if len(set(named)) == len(named):
            yield letters


def _token(shot: m.Shot, letters: Letters) -> list[str]:
    """The token's character classes (after the separator)."""
    cls = ["[^|]"] * WIDTH
    if shot.types is not None:
        cls[0] = "[" + "".join(sorted(TYPE_CODES[t] for t in shot.types)) + "]"
    if shot.by is not None:
        letter = letters.letter(shot.by)
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
    hit, land = _zone_sets(shot)
    if shot.cross is not None:  # where it was hit from and lands, together: one class over both
        pairs = [f"[{h}][{x}]" for h, x in _side_pairs(hit, land, shot.cross)]
        cls[6], cls[7] = ("(?:" + "|".join(pairs) + ")" if pairs else NOTHING), ""
        return cls
    if shot.hit_from:
        cls[6] = f"[{hit}]"
    if shot.lands:
        cls[7] = f"[{land}]"
    return cls


_ZONES = zone_digits()


def _zone_sets(shot: m.Shot) -> tuple[str, str]:
    """The zone digits the shot may be hit from and land in."""
    return _digits(shot.hit_from), _digits(shot.lands)


def _digits(zone: m.Zone | None) -> str:
    return zone_digits(zone.cells()) if zone else _ZONES


def _side_pairs(hit: str, land: str, cross: bool) -> list[tuple[str, str]]:
    """(hit digits, landing digits) of the cross-court (``cross``) or straight shots among
    ``hit`` x ``land``. Each half's sides are its own player's (see ``court.zones``): from
    one's left to the opponent's left is across the court, to the opponent's right is down
    the line; a shot from or to the centre is neither."""
    out = []
    for side, other in (("left", "right"), ("right", "left")):
        digits = _digits(m.Zone(side=side))
        across = _digits(m.Zone(side=side if cross else other))
        h = "".join(d for d in hit if d in digits)
        x = "".join(d for d in land if d in across)
        if h and x:
            out.append((h, x))
    return out


def _not_sided(shot: m.Shot) -> str:
    """The hit and landing characters of a shot that is not cross-court (or straight) as
    ``shot`` says."""
    pairs = _side_pairs(*_zone_sets(shot), bool(shot.cross))
    crossing = "".join(h for h, _ in pairs)
    options = [f"[^{crossing}|][^|]"] if crossing else ["[^|][^|]"]
    options += [f"[{h}][^{x}|]" for h, x in pairs]
    return "(?:" + "|".join(options) + ")"


def token(shot: m.Shot, letters: Letters) -> str:
    return r"\|" + "".join(_token(shot, letters))


def complement(shot: m.Shot, letters: Letters, within: m.Shot | None = None) -> str:
    """A token for any shot the predicate rejects; with ``within``, any such shot that
    ``within`` accepts (a player's shots that are not smashes)."""
    cls = _token(shot, letters)
    base = _token(within, letters) if within is not None else ["[^|]"] * WIDTH
    options = []
    for i, c in enumerate(cls):
        if c in ("[^|]", ""):
            continue
        if shot.cross is not None and i == 6:  # the two zone characters, rejected together
            options.append(r"\|" + "".join(base[:i]) + _not_sided(shot) + "".join(base[i + 2 :]))
            continue
        negated = "[^" + (c[1:-1] if c.startswith("[") else c) + "|]"
        options.append(r"\|" + "".join(base[:i]) + negated + "".join(base[i + 1 :]))
    return "(?:" + "|".join(options) + ")" if options else NOTHING


def _run(
    step: m.Step, letters: Letters, open_: str, guarded: bool = True, closed: bool = True
) -> str:
    """A step's regex: one token, or a run. A run with an upper bound is maximal: the shot
    before it (the player's own shot before it, for a player's run) and the one after it
    fail the predicate, or the rally starts or ends there; shots of any kind (``*{2}``) are
    just that many shots. ``open_`` opens the step's group; ``guarded`` False leaves the
    shots before the run to the caller (a numbered run: see :func:`_head`; a run right after
    another step: that step's shot); ``closed`` False leaves the shot after it to the next
    step, of another type."""
    t = token(step.shot, letters)
    if (step.min, step.max) == (1, 1):
        return f"{open_}{t})"
    if step.min == 0:  # "*{0,2}": up to that many shots of any kind
        return f"{open_}(?:{t}){{0,{step.max}}})"
    between = ANY if step.shot.by is not None else ""
    more = f"{{{step.min - 1},{'' if step.max is None else step.max - 1}}}"
    body = f"{open_}{t}(?:{between}{t}){more})"
    other = _maximal(step, letters)
    if other is None:  # any shot, or no upper bound: a count of shots, not a maximal run
        return body
    if between:
        before = f"(?:^(?:{ANY})?|{other}{ANY})" if guarded else ""
        after = f"(?:{ANY}{other}|(?:{ANY})?\\|$)" if closed else ""
        return f"{before}{body}{after}"
    after = f"(?:{other}|\\|$)" if closed else ""
    return f"{'(?:^|' + other + ')' if guarded else ''}{body}{after}"


def _apart(run: m.Shot, after: m.Shot) -> bool:
    """No shot of ``after``'s types can extend a run of ``run``'s: a bounded run right before
    it ends there ("smash > net{2} > lift": the lift ends the net shots)."""
    return (
        run.types is not None and after.types is not None and not set(run.types) & set(after.types)
    )


def _maximal(step: m.Step, letters: Letters) -> str | None:
    """The token of a shot that ends a bounded run of ``step`` (the predicate's complement),
    or None where the step is no bounded run."""
    if step.max is None or step.min == 0 or (step.min, step.max) == (1, 1):
        return None
    other = complement(step.shot, letters)
    return None if other == NOTHING else other


def _head(seq: m.Sequence, letters: Letters) -> str:
    """The shots before a numbered sequence: ``start - 1`` of any kind (up to
    ``start_max - 1``). Where the sequence opens with a bounded run, the last of them (the
    player's own shot before it, for a player's run) must end the run there, so each number
    the run may start at is written out."""
    first = seq.steps[0]
    other = None if first.later else _maximal(first, letters)
    starts = range(seq.start or 1, (seq.start_max or seq.start or 1) + 1)
    if other is None:
        skip = f"{starts[0] - 1}" + (f",{starts[-1] - 1}" if seq.start_max else "")
        return "^" + (f"(?:{ANY}){{{skip}}}" if skip not in ("0", "0,0") else "")
    own = first.shot.by is not None
    heads = []
    for start in starts:
        if start == 1 or (own and start == 2):
            heads.append(_any(start - 1))
        elif own:
            heads.append(f"{_any(start - 3)}{other}{ANY}")
        else:
            heads.append(f"{_any(start - 2)}{other}")
    return "^(?:" + "|".join(heads) + ")"


def _any(n: int) -> str:
    """Exactly ``n`` shots of any kind."""
    return f"(?:{ANY}){{{n}}}" if n else ""


def sequence_regex(seq: m.Sequence, letters: Letters, groups: bool = True) -> str:
    """The sequence's regex; with ``groups`` each step is a capturing group, marking its
    shots for evidence. Evaluation over the corpus asks for none: it is faster without."""
    parts = []
    for k, step in enumerate(seq.steps):
        if step.later:
            parts.append(f"(?:{ANY})*")
        # a run right after another step starts after that step's shot (said already), and
        # a numbered run after the shots the head counts: neither guard takes a shot
        guarded = step.later or (k == 0 and seq.start is None)
        after = seq.steps[k + 1] if k + 1 < len(seq.steps) else None
        closed = after is None or after.later or not _apart(step.shot, after.shot)
        closed = closed or step.shot.by is not None  # a player's run ends at their next shot
        parts.append(_run(step, letters, "(" if groups else "(?:", guarded, closed))
    head = "" if seq.start is None else _head(seq, letters)
    return head + "".join(parts) + (r"\|$" if seq.end else "")


def shortest(seq: m.Sequence) -> int:
    """The fewest shots a rally needs to hold the sequence."""
    return sum(s.fewest_shots for s in seq.steps) + (seq.start or 1) - 1


def final_types(seq: m.Sequence) -> list[str] | None:
    """The types the rally's final shot must have, where the sequence fixes them."""
    last = seq.steps[-1]
    if seq.end and (last.min, last.max) == (1, 1) and last.shot.types is not None:
        return list(last.shot.types)
    return None


def at_least(shot: m.Shot, n: int, letters: Letters) -> str:
    """A regex for ``n`` or more shots matching ``shot``, anywhere in the rally."""
    t = token(shot, letters)
    return t if n == 1 else f"{t}(?:(?:{ANY})*{t}){{{n - 1}}}"


def window(shots: tuple[int, int]) -> tuple[int, int]:
    """Where shots ``first`` to ``last`` (from 1) lie in a rally's code: (offset, length)
    in characters, one token each."""
    first, last = shots
    return (first - 1) * (WIDTH + 1), (last - first + 1) * (WIDTH + 1)


def only_some(shot: m.Shot, letters: Letters) -> str:
    """A regex for a rally with a shot after the serve, by ``shot``'s hitter when it names
    one: what "only" is said of is there at least once."""
    return f"^{ANY}(?:{ANY})*{token(m.Shot(by=shot.by), letters)}"


def only_not(shot: m.Shot, letters: Letters) -> str:
    """A regex for a rally with a shot after the serve that ``shot`` rejects; when ``shot``
    names its hitter, a shot of that player's that the rest of ``shot`` rejects."""
    if shot.by is None:
        other = complement(shot, letters)
    else:
        other = complement(shot.model_copy(update={"by": None}), letters, m.Shot(by=shot.by))
    return f"^{ANY}(?:{ANY})*{other}"


def matched_shots(pattern: m.Pattern, code: str, names: dict[str, str]) -> list[int]:
    """Shot numbers (from 1) the pattern's shot clauses matched in one rally's code; ``names``
    maps each named player of the pattern to their letter in this rally's match."""
    shots: set[int] = set()
    for letters in assignments(symbols(pattern)):
        if any(names.get(text) != letter for text, letter in letters.named().items()):
            continue
        found: set[int] = set()
        for item in pattern.items:
            if isinstance(item.clause, m.Sequence):
                hit = re.search(sequence_regex(item.clause, letters), code)
                if hit is None and item.hard:
                    break
                if hit is not None:
                    found |= _token_numbers(hit)
        else:
            shots |= found
            if found:
                break
    return sorted(shots)


def _token_numbers(hit: re.Match) -> set[int]:
    """The shots inside the match's groups (the steps; not a maximal run's neighbours)."""
    size = WIDTH + 1
    out: set[int] = set()
    for g in range(1, (hit.re.groups or 0) + 1):
        start, end = hit.span(g)
        if start >= 0:
            out |= {k for k in range(start // size + 1, end // size + 1) if (k - 1) * size >= start}
    return out
