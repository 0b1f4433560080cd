"""What can be asked of a rally: a typed pattern, in the spirit of regular expressions over
shots (kloppy's event pattern matching, for badminton).

A :class:`Pattern` is a list of clauses that must all hold. Shot clauses are sequences of
shot predicates; rally clauses speak of the rally as a whole (length, ending, who won, the
score, tactic tags, counts, "no" and "only"), or deny a sequence ("no lift followed by a
smash"). A clause is *hard* (it filters) or *soft* (it only ranks).
``rallyscope/pattern/syntax.py`` gives the one-line text form.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rallyscope.tactics import SUMMARIES
from rallyscope.vocabulary import SHOT_FAMILIES, EndReason, ShotType

SHOT_TYPES: tuple[str, ...] = tuple(str(t) for t in ShotType)
END_REASONS: tuple[str, ...] = tuple(str(r) for r in EndReason)
ERRORS = ("out", "net", "not over", "fault")  # endings where the last shot's hitter lost

FAMILIES: dict[str, frozenset[str]] = {k: frozenset(map(str, v)) for k, v in SHOT_FAMILIES.items()}
DEPTHS = ("front", "mid", "rear")
SIDES = ("left", "centre", "right")
ROLES = ("winner", "loser", "server", "receiver")
SCORE_STATES = ("deuce", "level", "gamepoint", "saved", "leading", "trailing", "at")
MAX_POINTS = 29  # a game ends at 30 at the latest

TAGS = SUMMARIES


def other_types(types: Iterable[str]) -> tuple[str, ...]:
    """Every shot type but ``types`` (pattern ``!smash``: any shot that is not a smash)."""
    named = set(types)
    others = tuple(t for t in SHOT_TYPES if t not in named)
    if not others:
        raise ValueError("'!' leaves no shot type: name fewer")
    return others


def left_out(types: Iterable[str]) -> frozenset[str] | None:
    """The types an every-type-but set leaves out (``!x``: it holds the unknown type, which
    nobody names), else None."""
    held = frozenset(types)
    return frozenset(SHOT_TYPES) - held if "unknown" in held and len(held) > 1 else None


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Who(_Model):
    """A player, by the part they play in the rally, by letter (A won the match), by name,
    as a named player's opponent (``opponent``, the name in ``name``), or by a variable
    (``$p``) that means the same player wherever it is used."""

    kind: Literal["winner", "loser", "server", "receiver", "A", "B", "name", "opponent", "var"]
    name: str | None = None

    @model_validator(mode="after")
    def _named(self) -> Who:
        if (self.kind in ("name", "opponent", "var")) != bool(self.name):
            raise ValueError(f"a player given by {self.kind} needs a name only when named")
        return self

    def describe(self) -> str:
        if self.kind == "name":
            return str(self.name)
        if self.kind == "opponent":
            return f"{self.name}'s opponent"
        if self.kind == "var":
            return f"player {self.name}"
        if self.kind in ("A", "B"):
            return f"player {self.kind}"
        return f"the rally {self.kind}" if self.kind in ("winner", "loser") else f"the {self.kind}"


class Zone(_Model):
    """A part of one half of the court, as its player sees it facing the net; ``corner``
    keeps only its corners (front or rear, left or right): "a corner", "the rear corners"."""

    depth: Literal["front", "mid", "rear"] | None = None
    side: Literal["left", "centre", "right"] | None = None
    corner: bool = False

    @model_validator(mode="before")
    @classmethod
    def _one_corner(cls, data: object) -> object:
        """A depth and a side name one zone, a corner or not: "rear-left" says it all."""
        if isinstance(data, dict) and data.get("depth") and data.get("side"):
            return {k: v for k, v in data.items() if k != "corner"}
        return data

    @model_validator(mode="after")
    def _some(self) -> Zone:
        if self.depth is None and self.side is None and not self.corner:
            raise ValueError("a zone needs a depth (front/mid/rear), a side, or both")
        if self.corner and (self.depth == "mid" or self.side == "centre"):
            name = "midcourt" if self.depth == "mid" else "centre"
            raise ValueError(f"the {name} has no corners")
        if self.corner and self.depth and self.side:
            raise ValueError(f"{self.depth}-{self.side} is a corner already")
        return self

    def cells(self) -> frozenset[str]:
        """The court's nine zones ("rear-left", ...) that this zone covers: a corner is one
        of the four whose depth is front or rear and whose side is left or right."""
        return frozenset(
            f"{depth}-{side}"
            for depth in DEPTHS
            for side in SIDES
            if self.depth in (None, depth)
            and self.side in (None, side)
            and not (self.corner and (depth == "mid" or side == "centre"))
        )

    def describe(self) -> str:
        if self.depth and self.side:
            return f"{self.depth}-{self.side}"
        if self.corner:
            return f"a {self.depth or self.side} corner" if self.depth or self.side else "a corner"
        return f"the {self.depth} court" if self.depth else f"the {self.side} side"


class Shot(_Model):
    """A predicate on one shot: its types (None: any), who hit it, how and where."""

    types: tuple[str, ...] | None = None
    by: Who | None = None
    backhand: bool | None = None
    around_head: bool | None = None
    hit_from: Zone | None = None
    lands: Zone | None = None
    cross: bool | None = None  # True: cross-court (from one side, landing across); False:
    # straight, down the line (from one side, landing on the same side of the court)

    @field_validator("types")
    @classmethod
    def _known(cls, types: tuple[str, ...] | None) -> tuple[str, ...] | None:
        if types is None:
            return None
        unknown = [t for t in types if t not in SHOT_TYPES]
        if unknown:
            raise ValueError(f"unknown shot type {unknown[0]!r}; known: {', '.join(SHOT_TYPES)}")
        if not types:
            raise ValueError("a shot predicate needs at least one shot type (or any)")
        return tuple(sorted(set(types)))

    def type_name(self) -> str:
        if self.types is None:
            return "shot"
        wanted = frozenset(self.types)
        for family, members in FAMILIES.items():
            if members == wanted:
                return family
        if (others := left_out(wanted)) is not None:  # every type but a few (``!x``)
            return f"shot other than {Shot(types=tuple(others)).type_name()}"
        return " or ".join(self.types)

    def describe(self) -> str:
        words = []
        if self.backhand is not None:
            words.append("backhand" if self.backhand else "forehand")
        if self.around_head:
            words.append("around-the-head")
        if self.cross is not None:
            words.append("cross-court" if self.cross else "straight")
        words.append(self.type_name())
        text = " ".join(words)
        if self.by:
            text += f" by {self.by.describe()}"
        if self.hit_from:
            text += f" from {self.hit_from.describe()}"
        if self.lands:
            text += f" landing {self.lands.describe()}"
        return text


class Step(_Model):
    """A shot predicate repeated ``min``..``max`` times (``max`` None: no limit); ``later``
    lets any shots come between the previous step and this one.

    A run counts consecutive shots of the rally; when the step names its hitter it counts
    that player's own consecutive shots (one reply between each), since one player never
    plays two shots of a rally in a row. Shots of any kind may number from 0 to a bound
    (``*{0,2}``: up to two shots between, "in the last three shots")."""

    shot: Shot
    min: int = 1
    max: int | None = 1
    later: bool = False

    @property
    def fewest_shots(self) -> int:
        """The fewest shots of the rally the step covers: a player's own run of n is 2n - 1
        (the other player's replies come between)."""
        return 2 * self.min - 1 if self.shot.by is not None and self.min else self.min

    @model_validator(mode="after")
    def _bounds(self) -> Step:
        gap = self.shot == Shot() and self.min == 0 and self.max is not None and self.max > 0
        if self.min < 1 and not gap:
            raise ValueError(
                f"a run needs at least 1 shot, not {self.min} (only '*' may number from 0,"
                " up to a bound: '*{0,2}')"
            )
        if self.max is not None and self.max < self.min:
            raise ValueError(f"a run of {self.min} to {self.max} shots is empty")
        return self

    def describe(self) -> str:
        shot = self.shot.describe()
        if (self.min, self.max) == (1, 1):
            return shot
        own = "" if self.shot.by is not None else " (consecutive shots)"
        if self.min == 0:
            return f"up to {self.max} shot{'s' if self.max > 1 else ''} of any kind"
        if self.max is None:
            count = f"{self.min} or more"
        elif self.min == self.max:
            count = f"exactly {self.min}"
        else:
            count = f"{self.min} to {self.max}"
        return f"{count} × {shot} in a row{own}"


class Sequence(_Model):
    """Steps in order; ``start`` pins the first step to a shot number (1: the serve), or to
    any shot from ``start`` to ``start_max``; ``end`` pins the last step to the final shot."""

    kind: Literal["sequence"] = "sequence"
    steps: tuple[Step, ...]
    start: int | None = None
    start_max: int | None = None
    end: bool = False

    @model_validator(mode="after")
    def _valid(self) -> Sequence:
        if not self.steps:
            raise ValueError("a sequence needs at least one shot")
        if self.start is not None and self.start < 1:
            raise ValueError(f"shots are numbered from 1, not {self.start}")
        if self.start_max is not None and (self.start is None or self.start_max < self.start):
            raise ValueError(f"shots {self.start} to {self.start_max} are no shots")
        if self.steps[0].later:
            raise ValueError("a sequence cannot begin with '>>'")
        if all(step.min == 0 for step in self.steps):
            raise ValueError("a sequence needs at least one shot that must be there")
        return self

    @property
    def lone(self) -> bool:
        """One shot, once, not pinned to the rally's end: "no" of it is a count of none."""
        (step, *more) = self.steps
        return not more and not self.end and (step.min, step.max) == (1, 1)

    def describe(self) -> str:
        parts = []
        for i, step in enumerate(self.steps):
            text = step.describe()
            if i:
                text = ("later " if step.later else "then ") + text
            parts.append(text)
        text = ", ".join(parts)
        if self.start_max:
            text = f"within shots {self.start} to {self.start_max}: {text}"
        elif self.start == 1:
            text = f"from the serve: {text}"
        elif self.start:
            text = f"from shot {self.start}: {text}"
        if self.end:
            text += ", ending the rally"
        return text


class Length(_Model):
    kind: Literal["length"] = "length"
    min: int | None = None
    max: int | None = None

    @model_validator(mode="after")
    def _valid(self) -> Length:
        if self.min is None and self.max is None:
            raise ValueError("a length needs a bound")
        if (self.min is not None and self.min < 1) or (self.max is not None and self.max < 1):
            raise ValueError("a rally has at least 1 shot")
        if self.min is not None and self.max is not None and self.max < self.min:
            raise ValueError(f"no rally has between {self.min} and {self.max} shots")
        return self

    def describe(self) -> str:
        if self.min == self.max:
            return f"{self.min} shots"
        if self.max is None:
            return f"at least {self.min} shots"
        if self.min is None:
            return f"at most {self.max} shots"
        return f"{self.min} to {self.max} shots"


class Ending(_Model):
    kind: Literal["end"] = "end"
    reasons: tuple[str, ...]

    @field_validator("reasons")
    @classmethod
    def _known(cls, reasons: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [r for r in reasons if r not in END_REASONS]
        if unknown or not reasons:
            raise ValueError(
                f"unknown ending {unknown[0] if unknown else ''!r}; known: "
                + ", ".join(END_REASONS)
                + ", error"
            )
        return tuple(sorted(set(reasons)))

    def describe(self) -> str:
        if set(self.reasons) == set(ERRORS):
            return "ends with an error"
        return "ends: " + " or ".join(self.reasons)


class Outcome(_Model):
    """Who won (or lost) the rally."""

    kind: Literal["won"] = "won"
    who: Who
    lost: bool = False

    def describe(self) -> str:
        return f"{self.who.describe()} {'loses' if self.lost else 'wins'} the rally"


class Score(_Model):
    """The score before the rally: deuce, level (tied, at any score), someone at game point,
    a game point saved, a player leading or trailing (by at least ``margin`` points, and at
    most ``margin_max`` where given), or an exact score ("at", ``points`` as the umpire calls
    it: the server's first); ``who`` is the player it is said of (None: anyone)."""

    kind: Literal["score"] = "score"
    state: Literal["deuce", "level", "gamepoint", "saved", "leading", "trailing", "at"]
    who: Who | None = None
    margin: int = 1
    margin_max: int | None = None
    points: tuple[int, int] | None = None

    @model_validator(mode="after")
    def _valid(self) -> Score:
        if self.state in ("deuce", "level", "at") and self.who is not None:
            raise ValueError(f"{self.state} is said of the score, not of a player")
        if self.state in ("leading", "trailing") and self.who is None:
            raise ValueError(f"{self.state} needs a player: {self.state}=winner, ...")
        said = self.margin != 1 or self.margin_max is not None
        if said and self.state not in ("leading", "trailing"):
            raise ValueError("only a lead or a deficit has a margin")
        for points in (self.margin, self.margin_max or 1):
            if not 1 <= points <= MAX_POINTS:
                raise ValueError(f"a lead is 1 to {MAX_POINTS} points, not {points}")
        if self.margin_max is not None and self.margin_max < self.margin:
            raise ValueError(f"a lead of {self.margin} to {self.margin_max} points is no lead")
        if (self.points is None) != (self.state != "at"):
            raise ValueError("an exact score (and only it) gives the points: score=11-9")
        if self.points is not None and not all(0 <= p <= MAX_POINTS for p in self.points):
            raise ValueError(f"a game's points run from 0 to {MAX_POINTS}, not {self.points}")
        return self

    def describe(self) -> str:
        who = self.who.describe() if self.who else None
        by = f" by {self.margin} or more" if self.margin > 1 else ""
        if self.margin_max is not None:
            exact = self.margin_max == self.margin
            by = (
                f" by exactly {self.margin}" if exact else f" by {self.margin} to {self.margin_max}"
            )
        return {
            "deuce": "at deuce",
            "level": "with the score level",
            "gamepoint": f"game point for {who}" if who else "at game point",
            "saved": f"game point saved by {who}" if who else "a game point saved",
            "leading": f"{who} leading{by}",
            "trailing": f"{who} trailing{by}",
            "at": "at {}-{} (the server's score first)".format(*(self.points or (0, 0))),
        }[self.state]


class SetNumber(_Model):
    kind: Literal["set"] = "set"
    number: int

    @field_validator("number")
    @classmethod
    def _valid(cls, number: int) -> int:
        if not 1 <= number <= 3:
            raise ValueError(f"a match has sets 1 to 3, not {number}")
        return number

    def describe(self) -> str:
        return f"set {self.number}"


class Plays(_Model):
    """A player takes part in the rally, as its server or receiver when ``role`` says."""

    kind: Literal["player"] = "player"
    who: Who
    role: Literal["server", "receiver"] | None = None

    def describe(self) -> str:
        verb = {None: "plays", "server": "serves", "receiver": "receives"}[self.role]
        return f"{self.who.describe()} {verb}"


class Tag(_Model):
    """A tactic tag (``rallyscope/tactics.py``), optionally credited to one player."""

    kind: Literal["tag"] = "tag"
    name: str
    who: Who | None = None

    @field_validator("name")
    @classmethod
    def _known(cls, name: str) -> str:
        if name not in TAGS:
            raise ValueError(f"unknown tactic tag {name!r}; known: {', '.join(TAGS)}")
        return name

    def describe(self) -> str:
        text = self.name.replace("_", " ")
        return f"{text} by {self.who.describe()}" if self.who else text


class Count(_Model):
    """How many shots of the rally satisfy a predicate (``max`` 0: none; see also Only);
    ``shots`` (first, last) counts among those shots only: "no smash in the first nine"."""

    kind: Literal["count"] = "count"
    shot: Shot
    min: int | None = None
    max: int | None = None
    shots: tuple[int, int] | None = None

    @model_validator(mode="after")
    def _valid(self) -> Count:
        if self.min is None and self.max is None:
            raise ValueError("a count needs a bound")
        if self.min is not None and self.min < 0 or self.max is not None and self.max < 0:
            raise ValueError("a count cannot be negative")
        if self.min is not None and self.max is not None and self.max < self.min:
            raise ValueError(f"no rally has between {self.min} and {self.max} such shots")
        if self.shots is not None:
            first, last = self.shots
            if first < 1:
                raise ValueError(f"shots are numbered from 1, not {first}")
            if last < first:
                raise ValueError(f"shots {first} to {last} are no shots")
            if self.min is not None and self.min > last - first + 1:
                raise ValueError(f"shots {first} to {last} cannot hold {self.min} such shots")
        return self

    def describe(self) -> str:
        shot = self.shot.describe()
        among = f" among shots {self.shots[0]} to {self.shots[1]}" if self.shots else ""
        if self.max == 0:
            return f"no {shot}{among}"
        if self.max is None:
            return f"at least {self.min} × {shot}{among}"
        if self.min in (None, 0):
            return f"at most {self.max} × {shot}{among}"
        return f"{self.min} to {self.max} × {shot}{among}"


class Compare(_Model):
    """Two counts of the rally's shots compared: more shots satisfy ``left`` than ``right``
    (``op`` ">"), at least as many (">="), or as many ("=")."""

    kind: Literal["compare"] = "compare"
    left: Shot
    right: Shot
    op: Literal[">", ">=", "="] = ">"

    @model_validator(mode="after")
    def _valid(self) -> Compare:
        if self.left == self.right:
            raise ValueError("a count compared with itself says nothing")
        return self

    def describe(self) -> str:
        than = {">": "more", ">=": "at least as many", "=": "as many"}[self.op]
        word = "than" if self.op == ">" else "as"
        return f"{than} × {self.left.describe()} {word} × {self.right.describe()}"


class Points(_Model):
    """The score before the rally, read by its higher side (``high``: the leader's points, so
    ``max`` 4 is "before either player reaches five"), its lower side (``low``: the
    trailer's, so ``min`` 15 is "both on 15 or more") or one player's (``player``, ``who``:
    "the receiver on 19 or more")."""

    kind: Literal["points"] = "points"
    side: Literal["high", "low", "player"]
    who: Who | None = None
    min: int | None = None
    max: int | None = None

    @model_validator(mode="after")
    def _valid(self) -> Points:
        if self.min is None and self.max is None:
            raise ValueError("a score bound needs a bound")
        if (self.who is None) == (self.side == "player"):
            raise ValueError("a player's score (and only it) names the player: score[by=server]")
        bounds = [b for b in (self.min, self.max) if b is not None]
        if not all(0 <= b <= MAX_POINTS for b in bounds):
            raise ValueError(f"a game's points run from 0 to {MAX_POINTS}, not {bounds}")
        if self.min is not None and self.max is not None and self.max < self.min:
            raise ValueError(f"no score lies between {self.min} and {self.max}")
        return self

    def describe(self) -> str:
        if self.who is not None:
            who = f"the score of {self.who.describe()}"
        else:
            who = "the higher score" if self.side == "high" else "the lower score"
        if self.min == self.max:
            return f"{who} is {self.min}"
        if self.max is None:
            return f"{who} at least {self.min}"
        if self.min in (None, 0):
            return f"{who} at most {self.max}"
        return f"{who} {self.min} to {self.max}"


class Only(_Model):
    """Every shot after the serve satisfies the predicate; when it names the hitter, every
    shot that player plays after the serve does ("the server only smashes")."""

    kind: Literal["only"] = "only"
    shot: Shot

    def describe(self) -> str:
        if self.shot.by is not None:
            rest = self.shot.model_copy(update={"by": None})
            return f"{self.shot.by.describe()} plays only {rest.describe()} after the serve"
        return f"only {self.shot.describe()} after the serve"


class Never(_Model):
    """No stretch of the rally matches the sequence: "no lift is followed by a smash", "never
    three smashes in a row". A lone shot anywhere is a count of none (``no(smash)``), so a
    never-clause holds an order, a run, an anchor or the final shot."""

    kind: Literal["never"] = "never"
    sequence: Sequence

    @model_validator(mode="after")
    def _valid(self) -> Never:
        seq = self.sequence
        if seq.lone and seq.start is None:
            raise ValueError("no shot anywhere is a count of none: write no(x) alone")
        if seq.lone and seq.start_max is not None:
            raise ValueError("no such shot among shots a..b is a count: write no(@a..b x)")
        if any(s.shot.by is not None and s.shot.by.kind == "var" for s in seq.steps):
            raise ValueError("a player variable cannot be denied: no(...) names roles or names")
        return self

    def describe(self) -> str:
        return f"never: {self.sequence.describe()}"


def denied(seq: Sequence) -> Count | Never:
    """The clause that says ``seq`` never happens: a count of none for a lone shot,
    anywhere or among shots a..b (``no(x)``, ``no(@1..9 x)``), else a denied sequence."""
    if seq.lone and seq.start is None:
        return Count(shot=seq.steps[0].shot, max=0)
    if seq.lone and seq.start_max is not None:
        return Count(shot=seq.steps[0].shot, max=0, shots=(seq.start, seq.start_max))
    return Never(sequence=seq)


Clause = Annotated[
    Sequence
    | Length
    | Ending
    | Outcome
    | Score
    | Points
    | SetNumber
    | Plays
    | Tag
    | Count
    | Compare
    | Only
    | Never,
    Field(discriminator="kind"),
]


def numbered_hitter(number: int) -> str:
    """The role that plays shot ``number`` of a rally: the server the odd shots, the
    receiver the even ones."""
    return "server" if number % 2 else "receiver"


def clause_sequence(clause: Clause) -> Sequence | None:
    """The sequence a clause matches or denies, if it is one."""
    if isinstance(clause, Never):
        return clause.sequence
    return clause if isinstance(clause, Sequence) else None


def clause_shots(clause: Clause) -> list[Shot]:
    """The shot predicates a clause holds (a sequence's or a denied sequence's steps, a
    count's or comparison's shots), in order; none for rally conditions."""
    if (seq := clause_sequence(clause)) is not None:
        return [step.shot for step in seq.steps]
    if isinstance(clause, Compare):
        return [clause.left, clause.right]
    return [clause.shot] if isinstance(clause, Count | Only) else []


class Item(_Model):
    """One clause of a pattern; a soft one ranks candidates instead of filtering them.
    ``words`` are the words of the query the clause explains, when a planner made it."""

    clause: Clause
    hard: bool = True
    words: tuple[str, ...] = ()

    def describe(self) -> str:
        return self.clause.describe() + ("" if self.hard else " (preferred)")


class Pattern(_Model):
    items: tuple[Item, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def hard(self) -> tuple[Item, ...]:
        return tuple(i for i in self.items if i.hard)

    @property
    def soft(self) -> tuple[Item, ...]:
        return tuple(i for i in self.items if not i.hard)

    def describe(self) -> list[str]:
        return [i.describe() for i in self.items]
