"""The one-line text form of a rally pattern: parse (with column-precise errors) and render.

Clauses are separated by spaces and must all hold; ``~`` before a clause makes it soft.

    smash[by=winner]$                  a smash by the rally winner ends the rally
    lift > smash[by=winner]$ end=winner   a lift, then immediately a winning smash
    ^serve > *[by=receiver]$ won=receiver  the receiver wins with the return of serve
    net{4,}                            four or more net shots in a row
    smash[by=$p]{3,} won=$p            one player smashes 3+ times in a row and wins
    count(smash[by=loser])>=3          the loser hit at least three smashes
    no(smash) len>=20 ~deuce           no smash, 20+ shots, preferably at deuce
    trailing(5)=winner                 won from five or more points down
    score=0-0 set=2                    the first rally of the second game (server's score first)
    only(drive)  #net_control[by="Momota"]  set=3 gamepoint=server saved=receiver

See the README for every construct.
"""

from __future__ import annotations

import difflib
import json
import re

from lark import Lark, Token, Transformer, UnexpectedInput, v_args
from pydantic import ValidationError

from rallyscope.pattern import model as m

GRAMMAR = r"""
pattern: item*
item: SOFT? clause
?clause: sequence | length | ending | outcome | score | points | setno | plays | tag | count
       | compare | only | none

sequence: anchor? step (gap step)* END?
anchor: "^" -> serve_anchor
      | "@" INT (".." INT)? -> shot_anchor
gap: ">" -> next
   | ">>" -> later
step: shot quant?
quant: "{" INT "}" -> q_exact
     | "{" INT "," INT? "}" -> q_range
     | "+" -> q_plus
shot: types attrs?
types: "*" -> any_type
     | "!" type_name ("|" type_name)* -> other_types
     | type_name ("|" type_name)* -> some_types
type_name: NAME | STRING
attrs: "[" attr ("," attr)* "]"
attr: "by" "=" who -> by_attr
    | "from" "=" ZONE -> from_attr
    | "to" "=" ZONE -> to_attr
    | "backhand" -> backhand
    | "forehand" -> forehand
    | "aroundhead" -> aroundhead
    | "cross" -> cross
    | "straight" -> straight
who: NAME | STRING | VAR | NAME "(" STRING ")"

length: "len" CMP INT (".." INT)?
ending: "end" "=" NAME ("|" NAME)*
outcome: "won" "=" who -> won
       | "lost" "=" who -> lost
score: "deuce" -> deuce
     | "level" -> level
     | "gamepoint" ("=" who)? -> gamepoint
     | "saved" ("=" who)? -> saved
     | "leading" margin? "=" who -> leading
     | "trailing" margin? "=" who -> trailing
     | "score" "=" INT "-" INT -> score_at
points: "highscore" CMP INT (".." INT)? -> high_points
      | "lowscore" CMP INT (".." INT)? -> low_points
      | "score" "[" "by" "=" who "]" CMP INT (".." INT)? -> player_points
margin: "(" INT ")" -> margin
      | "(" "=" INT ")" -> margin_exact
      | "(" INT ".." INT ")" -> margin_range
setno: "set" "=" INT
plays: "player" "=" who -> plays
     | "server" "=" who -> serves
     | "receiver" "=" who -> receives
tag: "#" NAME ("[" "by" "=" who "]")?
count: "count" "(" window? shot ")" CMP INT (".." INT)?
compare: "count" "(" shot ")" CMP "count" "(" shot ")"
only: "only" "(" shot ")"
none: "no" "(" sequence ")"
window: "@" INT ".." INT

SOFT: "~"
END: "$"
CMP: ">=" | "<=" | "=" | ">" | "<"
ZONE.2: /((front|mid|rear|left|centre|right)-)?corner/
      | /(front|mid|rear)(-(left|centre|right))?|left|centre|right/
VAR: "$" /[a-z][a-z0-9_]*/
NAME: /[A-Za-z_][A-Za-z0-9_]*/
STRING: /"[^"]*"/
INT: /[0-9]+/
%ignore /\s+/
"""

_PARSER = Lark(GRAMMAR, start="pattern", parser="lalr", propagate_positions=True)
_ROLES = {"winner", "loser", "server", "receiver", "A", "B"}


class PatternError(ValueError):
    """A pattern that cannot be read; ``column`` (from 1) points at the problem."""

    def __init__(self, message: str, text: str, column: int | None = None) -> None:
        self.text, self.column, self.reason = text, column, message
        where = ""
        if column is not None:
            where = f" at column {column}\n  {text}\n  {' ' * (column - 1)}^"
        super().__init__(
            f"pattern error{where}\n{message}" if where else f"pattern error: {message}"
        )


def shot_name(name: str) -> tuple[str, ...]:
    """The shot types a bare name means: a family (smash, lift, net, ...) or one exact type
    written with underscores (wrist_smash, passive_drop, cross_court_net_shot)."""
    if name in m.FAMILIES:
        return tuple(sorted(m.FAMILIES[name]))
    for shot_type in m.SHOT_TYPES:
        if re.sub(r"[ -]", "_", shot_type) == name:
            return (shot_type,)
    known = list(dict.fromkeys([*m.FAMILIES, *(re.sub(r"[ -]", "_", t) for t in m.SHOT_TYPES)]))
    close = difflib.get_close_matches(name, known, n=3)
    hint = f"; did you mean {' or '.join(close)}?" if close else f"; known: {', '.join(known)}"
    raise ValueError(f"unknown shot {name!r}{hint}")


def _exact(text: str) -> tuple[str, ...]:
    value = text[1:-1]
    if value not in m.SHOT_TYPES:
        raise ValueError(f"unknown shot type {text}; exact types are {', '.join(m.SHOT_TYPES)}")
    return (value,)


def _zone(token: str) -> m.Zone:
    parts = token.split("-")
    corner = parts[-1] == "corner"  # "corner", "rear-corner", "left-corner"
    parts = parts[:-1] if corner else parts
    if not parts:
        return m.Zone(corner=True)
    if parts[0] in m.DEPTHS:
        return m.Zone(depth=parts[0], side=parts[1] if len(parts) > 1 else None, corner=corner)
    return m.Zone(side=parts[0], corner=corner)


def _ending(names: list[str]) -> tuple[str, ...]:
    reasons: list[str] = []
    for name in names:
        if name == "error":
            reasons += m.ERRORS
        elif name == "notover":
            reasons.append("not over")
        elif name in m.END_REASONS:
            reasons.append(name)
        else:
            raise ValueError(
                f"unknown ending {name!r}; known: winner, out, net, notover, misjudged, "
                "fault, error"
            )
    return tuple(reasons)


def _compare(cmp: str, value: int, upto: str | None = None) -> tuple[int | None, int | None]:
    """(min, max) that ``cmp value`` (or ``=value..upto``) allows."""
    if upto is not None:
        if cmp != "=":
            raise ValueError(f"a range is written =low..high, not {cmp}{value}..{upto}")
        return value, int(upto)
    return {
        ">=": (value, None),
        ">": (value + 1, None),
        "<=": (None, value),
        "<": (None, value - 1),
        "=": (value, value),
    }[cmp]


def _points(
    side: str, cmp: Token, n: Token, upto: Token | None, who: m.Who | None = None
) -> m.Points:
    low, high = _compare(cmp, int(n), upto)
    if high is not None and high < 0:
        raise ValueError(f"no score is below {n}")
    return m.Points(side=side, who=who, min=low or None, max=high)  # type: ignore[arg-type]


def _lead(state: str, *args: m.Who | tuple[int, int | None]) -> m.Score:
    """A lead or deficit from its parsed parts: an optional margin (least, most), then who."""
    *margin, who = args
    low, high = margin[0] if margin else (1, None)
    return m.Score(state=state, who=who, margin=low, margin_max=high)  # type: ignore[arg-type]


@v_args(inline=True)
class _Build(Transformer):
    """Parse tree -> model; each rule's value is a model object or a plain value."""

    def pattern(self, *items: m.Item) -> m.Pattern:
        return m.Pattern(items=items)

    def item(self, *parts: object) -> m.Item:
        return m.Item(clause=parts[-1], hard=len(parts) == 1)

    def sequence(self, *parts: object) -> m.Sequence:
        start = parts[0] if isinstance(parts[0], tuple) else (None, None)
        end = isinstance(parts[-1], Token) and parts[-1].type == "END"
        body = parts[(start[0] is not None) : len(parts) - end]
        steps = [body[0]]
        for gap, step in zip(body[1::2], body[2::2], strict=True):
            steps.append(step.model_copy(update={"later": gap}))
        return m.Sequence(steps=steps, start=start[0], start_max=start[1], end=end)

    def serve_anchor(self) -> tuple[int, None]:
        return 1, None

    def shot_anchor(self, n: Token, upto: Token | None = None) -> tuple[int, int | None]:
        return int(n), int(upto) if upto is not None else None

    def next(self) -> bool:
        return False

    def later(self) -> bool:
        return True

    def step(self, shot: m.Shot, quant: tuple[int, int | None] = (1, 1)) -> m.Step:
        return m.Step(shot=shot, min=quant[0], max=quant[1])

    def q_exact(self, n: Token) -> tuple[int, int | None]:
        return int(n), int(n)

    def q_range(self, low: Token, high: Token | None = None) -> tuple[int, int | None]:
        return int(low), int(high) if high is not None else None

    def q_plus(self) -> tuple[int, int | None]:
        return 1, None

    def shot(self, types: tuple[str, ...] | None, attrs: dict | None = None) -> m.Shot:
        return m.Shot(types=types, **(attrs or {}))

    def any_type(self) -> None:
        return None

    def some_types(self, *names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(t for name in names for t in name)

    def other_types(self, *names: tuple[str, ...]) -> tuple[str, ...]:
        return m.other_types(t for name in names for t in name)

    def type_name(self, token: Token) -> tuple[str, ...]:
        return _exact(token) if token.type == "STRING" else shot_name(str(token))

    def attrs(self, *pairs: tuple[str, object]) -> dict:
        keys = [k for k, _ in pairs]
        repeated = {k for k in keys if keys.count(k) > 1}
        if repeated:
            raise ValueError(f"{repeated.pop()} is given twice in one shot")
        return dict(pairs)

    def by_attr(self, who: m.Who) -> tuple[str, object]:
        return "by", who

    def from_attr(self, zone: Token) -> tuple[str, object]:
        return "hit_from", _zone(zone)

    def to_attr(self, zone: Token) -> tuple[str, object]:
        return "lands", _zone(zone)

    def backhand(self) -> tuple[str, object]:
        return "backhand", True

    def forehand(self) -> tuple[str, object]:
        return "backhand", False

    def aroundhead(self) -> tuple[str, object]:
        return "around_head", True

    def cross(self) -> tuple[str, object]:
        return "cross", True

    def straight(self) -> tuple[str, object]:
        return "cross", False

    def who(self, token: Token, name: Token | None = None) -> m.Who:
        if name is not None and token != "opponent":
            raise ValueError(f'unknown player {str(token)!r}(...): only opponent("a name")')
        if name is not None:
            return m.Who(kind="opponent", name=name[1:-1])
        if token.type == "VAR":
            return m.Who(kind="var", name=token[1:])
        if token.type == "STRING":
            return m.Who(kind="name", name=token[1:-1])
        if token not in _ROLES:
            raise ValueError(
                f"unknown player {str(token)!r}: use winner, loser, server, receiver, A, B, "
                '"a name" in quotes, opponent("a name"), or a variable such as $p'
            )
        return m.Who(kind=str(token))

    def length(self, cmp: Token, n: Token, upto: Token | None = None) -> m.Length:
        low, high = _compare(cmp, int(n), upto)
        return m.Length(min=low, max=high)

    def ending(self, *names: Token) -> m.Ending:
        return m.Ending(reasons=_ending([str(n) for n in names]))

    def won(self, who: m.Who) -> m.Outcome:
        return m.Outcome(who=who)

    def lost(self, who: m.Who) -> m.Outcome:
        return m.Outcome(who=who, lost=True)

    def deuce(self) -> m.Score:
        return m.Score(state="deuce")

    def level(self) -> m.Score:
        return m.Score(state="level")

    def gamepoint(self, who: m.Who | None = None) -> m.Score:
        return m.Score(state="gamepoint", who=who)

    def saved(self, who: m.Who | None = None) -> m.Score:
        return m.Score(state="saved", who=who)

    def leading(self, *args: m.Who | tuple[int, int | None]) -> m.Score:
        return _lead("leading", *args)

    def trailing(self, *args: m.Who | tuple[int, int | None]) -> m.Score:
        return _lead("trailing", *args)

    def margin(self, n: Token) -> tuple[int, int | None]:
        return int(n), None

    def margin_exact(self, n: Token) -> tuple[int, int | None]:
        return int(n), int(n)

    def margin_range(self, low: Token, high: Token) -> tuple[int, int | None]:
        return int(low), int(high)

    def score_at(self, server: Token, receiver: Token) -> m.Score:
        return m.Score(state="at", points=(int(server), int(receiver)))

    def high_points(self, cmp: Token, n: Token, upto: Token | None = None) -> m.Points:
        return _points("high", cmp, n, upto)

    def low_points(self, cmp: Token, n: Token, upto: Token | None = None) -> m.Points:
        return _points("low", cmp, n, upto)

    def player_points(
        self, who: m.Who, cmp: Token, n: Token, upto: Token | None = None
    ) -> m.Points:
        return _points("player", cmp, n, upto, who)

    def setno(self, n: Token) -> m.SetNumber:
        return m.SetNumber(number=int(n))

    def plays(self, who: m.Who) -> m.Plays:
        return m.Plays(who=who)

    def serves(self, who: m.Who) -> m.Plays:
        return m.Plays(who=who, role="server")

    def receives(self, who: m.Who) -> m.Plays:
        return m.Plays(who=who, role="receiver")

    def tag(self, name: Token, who: m.Who | None = None) -> m.Tag:
        return m.Tag(name=str(name), who=who)

    def count(self, *args: object) -> m.Count:
        shots, (shot, cmp, n, *upto) = _windowed(args)
        low, high = _compare(cmp, int(n), upto[0] if upto else None)  # type: ignore[arg-type]
        if high is not None and high < 0:
            raise ValueError(f"no rally has fewer than {n} shots of a kind")
        return m.Count(shot=shot, min=low, max=high, shots=shots)  # type: ignore[arg-type]

    def window(self, first: Token, last: Token) -> tuple[int, int]:
        return int(first), int(last)

    def compare(self, left: m.Shot, cmp: Token, right: m.Shot) -> m.Compare:
        if str(cmp) in ("<", "<="):  # written the other way round
            left, right, cmp = right, left, Token("CMP", str(cmp).replace("<", ">"))
        return m.Compare(left=left, right=right, op=str(cmp))  # type: ignore[arg-type]

    def only(self, shot: m.Shot) -> m.Only:
        return m.Only(shot=shot)

    def none(self, seq: m.Sequence) -> m.Count | m.Never:
        """``no(x)``, ``no(@1..9 x)``: a count of none (anywhere, or among those shots);
        ``no(a > b)``, ``no(x{3,})``, ``no(x$)``: a denied sequence."""
        return m.denied(seq)


def _windowed(args: tuple[object, ...]) -> tuple[tuple[int, int] | None, tuple[object, ...]]:
    """A count's optional window of shots ("@1..9") and the rest of its parts."""
    if args and isinstance(args[0], tuple):
        return args[0], args[1:]  # type: ignore[return-value]
    return None, args


def _shown(terminal: str) -> str:
    """A terminal as an error names it: a literal lark left unnamed is quoted ("'..'")."""
    if not terminal.startswith("__ANON"):
        return terminal
    return repr(_PARSER.get_terminal(terminal).pattern.value)


def parse(text: str) -> m.Pattern:
    """The pattern ``text`` writes; :class:`PatternError` says what is wrong and where."""
    try:
        tree = _PARSER.parse(text)
    except UnexpectedInput as exc:
        names = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or []
        expected = sorted(_shown(n) for n in names)
        hint = f"expected one of: {', '.join(expected[:12])}" if expected else "unexpected input"
        token = getattr(exc, "token", None)
        if token is not None and token.type == "$END":
            raise PatternError(f"{hint}; the pattern ends too soon", text, len(text) + 1) from None
        got = text[exc.pos_in_stream : exc.pos_in_stream + 12]
        raise PatternError(f"{hint}; found {got!r}", text, exc.column) from None
    try:
        return _Build().transform(tree)
    except Exception as exc:  # lark wraps errors raised in the transformer
        cause = getattr(exc, "orig_exc", exc)
        if isinstance(cause, ValidationError):
            message = cause.errors()[0]["msg"].removeprefix("Value error, ")
        elif isinstance(cause, ValueError):
            message = str(cause)
        else:
            raise
        column = _column_of(exc, text)
        raise PatternError(message, text, column) from None


def _column_of(exc: Exception, text: str) -> int | None:
    obj = getattr(exc, "obj", None)
    meta = getattr(obj, "meta", None)
    if meta is not None and not getattr(meta, "empty", True):
        return meta.column
    return None


def render_who(who: m.Who) -> str:
    """A player as the syntax writes one: a role, ``$p``, or a quoted name."""
    if who.kind == "name":
        return json.dumps(who.name)
    if who.kind == "opponent":
        return f"opponent({json.dumps(who.name)})"
    return f"${who.name}" if who.kind == "var" else who.kind


def _zone_text(zone: m.Zone) -> str:
    return "-".join(p for p in (zone.depth, zone.side, "corner" if zone.corner else None) if p)


def render_shot(shot: m.Shot) -> str:
    text = "*" if shot.types is None else _types_text(frozenset(shot.types))
    attrs = []
    if shot.by:
        attrs.append(f"by={render_who(shot.by)}")
    if shot.hit_from:
        attrs.append(f"from={_zone_text(shot.hit_from)}")
    if shot.lands:
        attrs.append(f"to={_zone_text(shot.lands)}")
    if shot.backhand is not None:
        attrs.append("backhand" if shot.backhand else "forehand")
    if shot.around_head:
        attrs.append("aroundhead")
    if shot.cross is not None:
        attrs.append("cross" if shot.cross else "straight")
    return text + (f"[{', '.join(attrs)}]" if attrs else "")


def _types_text(types: frozenset[str]) -> str:
    """A family's name where one fits exactly; else families that fit, then exact types;
    every type but a few (the unknown type among them, which no one asks for by name) as
    ``!`` and those few."""
    if (others := m.left_out(types)) is not None:
        return "!" + _types_text(others)
    for family, members in m.FAMILIES.items():
        if members == types:
            return family
    names, left = [], set(types)
    for family, members in sorted(m.FAMILIES.items(), key=lambda kv: -len(kv[1])):
        if members <= left and family not in ("attack", "defence"):
            names.append(family)
            left -= members
    return "|".join(names + [_exact_text(t) for t in sorted(left)])


def _exact_text(shot_type: str) -> str:
    """``wrist_smash`` for an exact type, quoted where the bare name means a family."""
    name = re.sub(r"[ -]", "_", shot_type)
    return json.dumps(shot_type) if name in m.FAMILIES and m.FAMILIES[name] != {shot_type} else name


def _quant(step: m.Step) -> str:
    if (step.min, step.max) == (1, 1):
        return ""
    if (step.min, step.max) == (1, None):
        return "+"
    if step.min == step.max:
        return f"{{{step.min}}}"
    return f"{{{step.min},{step.max if step.max is not None else ''}}}"


def _bounds(name: str, low: int | None, high: int | None) -> str:
    if low == high:
        return f"{name}={low}"
    if high is None:
        return f"{name}>={low}"
    if low in (None, 0):
        return f"{name}<={high}"
    return f"{name}={low}..{high}"


def render_clause(clause: m.Clause) -> str:
    """The text of one clause (parsing it gives the clause back)."""
    match clause:
        case m.Sequence():
            if clause.start_max:
                text = f"@{clause.start}..{clause.start_max} "
            else:
                text = "^" if clause.start == 1 else f"@{clause.start} " if clause.start else ""
            for i, step in enumerate(clause.steps):
                if i:
                    text += " >> " if step.later else " > "
                text += render_shot(step.shot) + _quant(step)
            return text + ("$" if clause.end else "")
        case m.Length():
            return _bounds("len", clause.min, clause.max)
        case m.Ending():
            reasons = set(clause.reasons)
            names = ["error"] if set(m.ERRORS) <= reasons else []
            reasons -= set(m.ERRORS) if names else set()
            names += ["notover" if r == "not over" else r for r in sorted(reasons)]
            return "end=" + "|".join(names)
        case m.Outcome():
            return f"{'lost' if clause.lost else 'won'}={render_who(clause.who)}"
        case m.Score() if clause.points is not None:
            return "score={}-{}".format(*clause.points)
        case m.Score():
            margin = f"({clause.margin})" if clause.margin > 1 else ""
            if clause.margin_max == clause.margin:
                margin = f"(={clause.margin})"
            elif clause.margin_max is not None:
                margin = f"({clause.margin}..{clause.margin_max})"
            return clause.state + margin + (f"={render_who(clause.who)}" if clause.who else "")
        case m.Points() if clause.who is not None:
            return _bounds(f"score[by={render_who(clause.who)}]", clause.min, clause.max)
        case m.Points():
            return _bounds(f"{clause.side}score", clause.min, clause.max)
        case m.SetNumber():
            return f"set={clause.number}"
        case m.Plays():
            return f"{clause.role or 'player'}={render_who(clause.who)}"
        case m.Tag():
            return f"#{clause.name}" + (f"[by={render_who(clause.who)}]" if clause.who else "")
        case m.Count():
            shot = render_shot(clause.shot)
            if clause.shots:
                shot = f"@{clause.shots[0]}..{clause.shots[1]} {shot}"
            if clause.max == 0:
                return f"no({shot})"
            return _bounds(f"count({shot})", clause.min, clause.max)
        case m.Compare():
            left, right = render_shot(clause.left), render_shot(clause.right)
            return f"count({left}){clause.op}count({right})"
        case m.Only():
            return f"only({render_shot(clause.shot)})"
        case m.Never():
            return f"no({render_clause(clause.sequence)})"
    raise TypeError(f"not a clause: {clause!r}")


def render(pattern: m.Pattern) -> str:
    """The canonical text of a pattern."""
    return " ".join(("" if i.hard else "~") + render_clause(i.clause) for i in pattern.items)
