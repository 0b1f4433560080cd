"""Clauses that another clause of the same pattern already implies, and a pattern without
them: "three drives in a row" and "drives" select the same rallies as the run alone, so
two wordings of one intent that differ only so read as one pattern. And the canonical
form: of the patterns that select the same rallies, the plainest (``canonical``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from functools import cache

from pydantic import BaseModel

from rallyscope.pattern import model as m
from rallyscope.pattern.syntax import parse, render_who
from rallyscope.tactics import EQUALS, IMPLIES, WON_BY_CREDITED


def _zone_within(inner: m.Zone | None, outer: m.Zone | None) -> bool:
    if outer is None:
        return True
    return inner is not None and inner.cells() <= outer.cells()


def shot_within(inner: m.Shot, outer: m.Shot) -> bool:
    """Every shot satisfying ``inner`` satisfies ``outer``."""
    if outer.types is not None and (
        inner.types is None or not set(inner.types) <= set(outer.types)
    ):
        return False
    same = all(
        getattr(outer, f) is None or getattr(outer, f) == getattr(inner, f)
        for f in ("by", "backhand", "around_head", "cross")
    )
    return (
        same
        and _zone_within(inner.hit_from, outer.hit_from)
        and _zone_within(inner.lands, outer.lands)
    )


def least(clause: m.Clause, shot: m.Shot) -> int:
    """How many shots satisfying ``shot`` any rally satisfying ``clause`` holds, at least."""
    match clause:
        case m.Sequence():
            return sum(s.min for s in clause.steps if shot_within(s.shot, shot))
        case m.Count() if clause.min is not None and shot_within(clause.shot, shot):
            return clause.min
    return 0


def _at_least(clause: m.Clause) -> tuple[m.Shot, int] | None:
    """``clause`` as "at least n shots satisfying a predicate", when it says only that: a
    lone unanchored shot, or a count with no upper bound."""
    match clause:
        case m.Sequence(steps=(step,), start=None, end=False) if (step.min, step.max) == (1, 1):
            return step.shot, 1
        case m.Count(min=int(n), max=None, shots=None) if n >= 1:
            return clause.shot, n
    return None


def _run(sequence: m.Sequence) -> bool:
    """One unanchored step of at least n shots in a row, no upper bound: "drive{2,}"."""
    if len(sequence.steps) != 1 or sequence.start is not None or sequence.end:
        return False
    return sequence.steps[0].max is None


def _anchored(a: m.Clause, b: m.Sequence) -> bool:
    """``b`` is one shot pinned to the start or the end, and ``a`` pins a shot within it
    there: "lift > smash$" implies "smash$"."""
    if not isinstance(a, m.Sequence) or len(b.steps) != 1 or (b.start is None) == (not b.end):
        return False
    if b.end:
        return a.end and shot_within(a.steps[-1].shot, b.steps[0].shot)
    same_start = (a.start, a.start_max) == (b.start, b.start_max)
    return same_start and shot_within(a.steps[0].shot, b.steps[0].shot)


@cache
def _tag_clauses(name: str) -> tuple[m.Clause, ...]:
    text = IMPLIES.get(name)
    return tuple(i.clause for i in parse(text).items) if text else ()


def implies(a: m.Clause, b: m.Clause) -> bool:
    """Every rally satisfying ``a`` satisfies ``b`` (as far as these rules can tell)."""
    if a == b:
        return True
    if isinstance(a, m.Tag):
        return any(implies(c, b) for c in _tag_clauses(a.name))
    bound = _at_least(b)
    if bound is not None:
        return least(a, bound[0]) >= bound[1]
    if isinstance(b, m.Outcome) and b.who.kind == ("loser" if b.lost else "winner"):
        roles = {w.kind for w in _whos(a)}  # "the loser lost": any rally with a winner, as
        return bool(roles & {"winner", "loser"})  # every clause naming the winner says
    match a, b:
        case _, m.Sequence() if (b.steps[0].min, b.steps[0].max) == (1, 1):
            return _anchored(a, b)
        case m.Sequence(), m.Sequence() if _run(b):  # "drive{3,}" implies "drive{2,}"
            step = b.steps[0]
            return any(s.min >= step.min and shot_within(s.shot, step.shot) for s in a.steps)
        case m.Count(max=0, shots=None), m.Never():  # "no lift" implies "no lift > smash"
            return any(s.min and shot_within(s.shot, a.shot) for s in b.sequence.steps)
        case m.Ending(), m.Ending():  # "end=out" implies "end=error"
            return set(a.reasons) <= set(b.reasons)
        case m.Length(), m.Length():
            low = b.min is None or (a.min is not None and a.min >= b.min)
            high = b.max is None or (a.max is not None and a.max <= b.max)
            return low and high
        case m.Score(), m.Score() if a.state == b.state and b.who is not None:
            high = b.margin_max is None or (a.margin_max or m.MAX_POINTS) <= b.margin_max
            return a.who == b.who and a.margin >= b.margin and high  # leading by 5 is leading
        case m.Score(), m.Score() if b.state == "level":  # deuce is a level score
            return a.state in ("deuce", "level") or a.points is not None and len(set(a.points)) == 1
        case m.Score(), m.Score():  # a game point saved was a game point
            saved = "saved" if b.state == "gamepoint" else ""
            return a.state in (b.state, saved) and b.who is None and a.points == b.points
    return False


def _covers(other: m.Item, item: m.Item, first: bool) -> bool:
    """``other`` (hard) makes ``item`` redundant; of two equivalent hard clauses the
    ``first`` stays (a sequence before a count, then the earlier)."""
    if not other.hard:
        return False
    mine, theirs = item.clause, other.clause
    if not item.hard and isinstance(mine, m.Length) and isinstance(theirs, m.Length):
        return (mine.min is None or theirs.min is not None) and (
            mine.max is None or theirs.max is not None
        )
    if not implies(theirs, mine):
        return False
    return not item.hard or first or not implies(mine, theirs)


def simplify(pattern: m.Pattern) -> m.Pattern:
    """The pattern without the clauses its hard clauses imply, and without a soft length
    beside a hard one bounding the same side (the number said outranks the adjective:
    "long rallies of 15+ shots"; "short rallies of 3+ shots" keeps both).
    A dropped clause's words go to a clause that stays."""
    items = pattern.items
    order = {i: (not isinstance(item.clause, m.Sequence), i) for i, item in enumerate(items)}
    covered = {
        i: [
            j
            for j, other in enumerate(items)
            if j != i and _covers(other, item, order[j] < order[i])
        ]
        for i, item in enumerate(items)
    }
    kept = [i for i in range(len(items)) if not covered[i]]
    words = {i: list(items[i].words) for i in kept}
    for i in range(len(items)):
        if covered[i]:
            keeper = next((j for j in covered[i] if j in words), None)
            if keeper is not None:
                words[keeper] += [w for w in items[i].words if w not in words[keeper]]
    return m.Pattern(
        items=tuple(items[i].model_copy(update={"words": tuple(words[i])}) for i in kept)
    )


def anchor_serves(pattern: m.Pattern) -> m.Pattern:
    """Every serve read as shot 1: "a serve by X" is "X hit shot 1" whatever type the
    annotation gives it (in ShuttleSet 1,787 first shots have an unknown type, and a few
    are labelled lob or push), so a sequence that opens with any serve is anchored at
    shot 1 and its first shot takes any type. Serves said to be short or long keep their
    type, anchored too (only the serve is labelled a service)."""
    serve = m.FAMILIES["serve"]
    items = []
    for item in pattern.items:
        clause = item.clause
        if isinstance(clause, m.Sequence) and clause.start in (None, 1) and not clause.start_max:
            first = clause.steps[0]
            if (
                first.shot.types is not None
                and frozenset(first.shot.types) <= serve
                and (first.min, first.max, first.later) == (1, 1, False)
            ):
                step = first
                if frozenset(first.shot.types) == serve:
                    step = first.model_copy(
                        update={"shot": first.shot.model_copy(update={"types": None})}
                    )
                clause = clause.model_copy(update={"start": 1, "steps": (step, *clause.steps[1:])})
                item = item.model_copy(update={"clause": clause})
        items.append(item)
    return m.Pattern(items=tuple(items))


_OTHER = {"server": "receiver", "receiver": "server"}
_SIDES = ({"winner": "loser", "loser": "winner"}, _OTHER)
_OPPOSITE = {**_SIDES[0], **_OTHER}  # each of two players' other


def _unroled(sequence: m.Sequence) -> m.Sequence:
    """Roles said of shots played one after the other, in one place: the players alternate,
    so "a lift by the loser answered by a smash" is "a lift answered by the winner's
    smash", and the server hits a rally's odd shots ("the receiver returns the serve with a
    net shot" is the return, whoever names it). Every wording of the shots then gives one
    pattern."""
    steps = list(sequence.steps)
    blocks: list[list[int]] = []
    for k, step in enumerate(steps):
        single = step.min == step.max == 1
        if blocks and blocks[-1] and single and not step.later and blocks[-1][-1] == k - 1:
            blocks[-1].append(k)
        elif single:
            blocks.append([k])
        elif blocks:
            blocks.append([])  # a run: the shots after it start a block of their own
    numbered = sequence.start is not None and sequence.start_max is None
    for b, block in enumerate(blocks):
        at = sequence.start if numbered and b == 0 and block and block[0] == 0 else None
        for opposite in _SIDES:
            said = {k: steps[k].shot.by.kind for k in block if _roled(steps[k], opposite)}
            if not said:
                continue
            last, role = block[-1], None
            if at is not None and "server" in opposite:  # shot n's player is n's already
                if any(r != m.numbered_hitter(at + k) for k, r in said.items()):
                    continue
            else:
                implied = {r if (last - k) % 2 == 0 else opposite[r] for k, r in said.items()}
                if len(implied) != 1 or (steps[last].shot.by and last not in said):
                    continue  # the roles disagree, or the last shot names someone else
                role = m.Who(kind=implied.pop())
            for k in said:
                steps[k] = _with_by(steps[k], None)
            if role:
                steps[last] = _with_by(steps[last], role)
    return sequence.model_copy(update={"steps": tuple(steps)})


def _canonical_item(item: m.Item, counted: bool) -> list[m.Item]:
    """A sequence as the plainest of the patterns that mean the same: roles said once
    (:func:`_unroled`); the winner's or loser's numbered shot as that number's player's
    outcome ("the return of serve wins" is won=receiver); a numbered shot of any kind as
    the rally's length ("@2 *$" is len=2, "@3 *" is len>=3) unless ``counted``."""
    if not isinstance(item.clause, m.Sequence):
        return [item]
    sequence, outcomes = item.clause, []
    if sequence.start_max == sequence.start:  # "@1..1" is "@1"
        sequence = sequence.model_copy(update={"start_max": None})
    sequence = _unroled(sequence)
    if sequence.start is not None and sequence.start_max is None:
        steps, at = list(sequence.steps), sequence.start
        for k, step in enumerate(steps):
            if (k and step.later) or step.min != step.max:
                break  # past here, the shots' numbers are not known
            if step.shot.by is not None and step.shot.by.kind in ("winner", "loser"):
                player = m.Who(kind=m.numbered_hitter(at))
                outcome = m.Outcome(who=player, lost=step.shot.by.kind == "loser")
                outcomes.append(item.model_copy(update={"clause": outcome}))
                steps[k] = _with_by(step, None)
            at += step.fewest_shots  # a player's own run: the replies between count too
        sequence = sequence.model_copy(update={"steps": tuple(steps)})
        bare = len(steps) == 1 and steps[0].min == steps[0].max == 1 and steps[0].shot == m.Shot()
        if bare and (sequence.end or not counted):
            length = m.Length(min=sequence.start, max=sequence.start if sequence.end else None)
            return [item.model_copy(update={"clause": length}), *outcomes]
    return [item.model_copy(update={"clause": sequence}), *outcomes]


def _roled(step: m.Step, opposite: dict[str, str]) -> bool:
    return step.shot.by is not None and step.shot.by.kind in opposite


def _with_by(step: m.Step, by: m.Who | None) -> m.Step:
    return step.model_copy(update={"shot": step.shot.model_copy(update={"by": by})})


def _from_the_other_side(clause: m.Clause) -> m.Clause:
    """A role's loss or deficit said as the other role's win or lead ("the server is
    trailing and loses" is "the receiver leads and wins", "the winner trails" is "the loser
    leads"): one of two players."""
    who = getattr(clause, "who", None)
    if who is not None and who.kind == "opponent":  # "Momota's opponent lost": Momota won
        other = m.Who(kind="name", name=who.name)
    elif who is None or who.kind not in _OPPOSITE:
        return clause
    else:
        other = m.Who(kind=_OPPOSITE[who.kind])
    if isinstance(clause, m.Plays) and who.kind == "opponent":  # "X's opponent serves": X
        return m.Plays(who=other, role=_OTHER.get(clause.role or ""))  # receives; plays: plays
    if isinstance(clause, m.Outcome) and clause.lost and who.kind in (*_OTHER, "opponent"):
        return m.Outcome(who=other)  # "lost=loser" is said of the outcome: left as said
    if isinstance(clause, m.Outcome) and who.kind == "opponent":  # "X's opponent won": X
        return m.Outcome(who=other, lost=True)  # lost, as "lost=X" is written
    if isinstance(clause, m.Score) and clause.state == "trailing":
        return clause.model_copy(update={"state": "leading", "who": other})
    return clause


def _saved_apart(items: list[m.Item]) -> list[m.Item]:
    """A game point saved by a role as the other role's game point and the role's win:
    "the server saves a game point" is "the receiver at game point, the server wins"."""
    out: list[m.Item] = []
    for item in items:
        score = item.clause
        saved = isinstance(score, m.Score) and score.state == "saved" and score.who
        if not (saved and score.who.kind in _OPPOSITE):  # type: ignore[union-attr]
            out.append(item)
            continue
        other = m.Who(kind=_OPPOSITE[score.who.kind])
        out.append(item.model_copy(update={"clause": m.Score(state="gamepoint", who=other)}))
        won = item.model_copy(update={"clause": m.Outcome(who=score.who)})
        if won not in items:
            out.append(won)
    return out


def _saved_joined(items: list[m.Item]) -> list[m.Item]:
    """A role's game point and the other role's win as the game point that role saved, as
    :func:`_saved_apart` took it apart: "saved=server"."""
    won = {i.clause.who for i in items if _won(i)}  # type: ignore[union-attr]
    out, saved = [], set()
    for item in items:
        if (savior := _savior(item)) in won:
            saved.add(savior)
            item = item.model_copy(update={"clause": m.Score(state="saved", who=savior)})
        out.append(item)
    return [i for i in out if not (_won(i) and i.clause.who in saved)]  # type: ignore[union-attr]


def _savior(item: m.Item) -> m.Who | None:
    """The role that would save the game point a hard ``item`` gives the other role."""
    score = item.clause
    if not (item.hard and isinstance(score, m.Score) and score.state == "gamepoint"):
        return None
    kind = _OPPOSITE.get(score.who.kind) if score.who else None
    return m.Who(kind=kind) if kind else None


def _won(item: m.Item) -> bool:
    """A hard win."""
    return item.hard and isinstance(item.clause, m.Outcome) and not item.clause.lost


def _variable_decided(items: list[m.Item]) -> list[m.Item]:
    """A variable said to win or lose ("won=$p") is the winner or the loser: "a player
    smashes, then plays a net shot with her next shot and wins" is the winner's smash and
    net shot."""
    for item in items:
        clause = item.clause
        if isinstance(clause, m.Outcome) and item.hard and clause.who.kind == "var":
            role = "loser" if clause.lost else "winner"
            names = {clause.who: m.Who(kind=role)}
            return [
                i.model_copy(update={"clause": _replaced(i.clause, names)})
                for i in items
                if i is not item
            ]
    return items


def _replaced(value: object, names: dict[m.Who, m.Who]) -> object:
    """``value`` (a clause, a shot, ...) with the players in ``names`` replaced."""
    return _each_player(value, lambda who: names.get(who, who))


def _each_player(value: object, change: Callable[[m.Who], m.Who]) -> object:
    """``value`` (a clause, a shot, ...) with ``change`` made to every player it names."""
    if isinstance(value, m.Who):
        return change(value)
    if isinstance(value, tuple):
        return tuple(_each_player(v, change) for v in value)
    if isinstance(value, BaseModel):
        return value.model_copy(update={k: _each_player(v, change) for k, v in value})
    return value


def spelled(pattern: m.Pattern, spelling: Callable[[str], str]) -> m.Pattern:
    """``pattern`` with every player given by name written as ``spelling`` writes it."""

    def change(who: m.Who) -> m.Who:
        named = who.kind in ("name", "opponent")
        return m.Who(kind=who.kind, name=spelling(str(who.name))) if named else who

    return m.Pattern(
        items=tuple(
            i.model_copy(update={"clause": _each_player(i.clause, change)}) for i in pattern.items
        )
    )


def _whos(clause: m.Clause) -> Iterator[m.Who]:
    """The players a clause names, as often as it names them: its shots' hitters and whom
    the clause is said of."""
    for who in [*(s.by for s in m.clause_shots(clause)), getattr(clause, "who", None)]:
        if who is not None:
            yield who


def _variables(items: list[m.Item]) -> Counter[m.Who]:
    """How often the pattern names each variable ($p)."""
    return Counter(w for i in items for w in _whos(i.clause) if w.kind == "var")


def _anyone_said(items: list[m.Item]) -> list[m.Item]:
    """A tag, a game point or a single shot credited to a variable that nothing else names
    is either player's ("one player controls the net" is "#net_control", "one player needs
    a point to win the game" is "gamepoint"); a tag credited to the winner by default
    (``tactics.WON_BY_CREDITED``) keeps its variable."""
    named = _variables(items)
    out = []
    for item in items:
        said = item.clause
        lone = getattr(said, "who", None) is not None and named[said.who] == 1  # type: ignore[union-attr]
        tagged = isinstance(said, m.Tag) and said.name not in WON_BY_CREDITED
        scored = isinstance(said, m.Score) and said.state in ("gamepoint", "saved")
        if lone and said.who.kind == "var" and (tagged or scored):  # type: ignore[union-attr]
            item = item.model_copy(update={"clause": said.model_copy(update={"who": None})})
        elif isinstance(said, m.Sequence):
            steps = tuple(_with_by(s, None) if _lone_shot(s, named) else s for s in said.steps)
            item = item.model_copy(update={"clause": said.model_copy(update={"steps": steps})})
        out.append(item)
    return out


def _alternation_said(items: list[m.Item]) -> list[m.Item]:
    """A variable said only of single shots played one after the other, an even number of
    shots apart, says nothing the alternation does not ("a player's net shot is lifted and
    the same player smashes": ``net[by=$p] > lift > smash[by=$p]`` is ``net > lift >
    smash``); the same shot each time keeps it, to be read as that player's own run."""
    named = _variables(items)
    out = []
    for item in items:
        said = item.clause
        if isinstance(said, m.Sequence):
            steps = list(said.steps)
            for var in {s.shot.by for s in steps if s.shot.by in named}:
                at = [k for k, s in enumerate(steps) if s.shot.by == var]
                block = steps[at[0] : at[-1] + 1]
                joined = all(s.min == s.max == 1 for s in block)
                joined = joined and not any(s.later for s in block[1:])
                run = len({steps[k].shot.model_copy(update={"by": None}) for k in at}) == 1
                alone = len(at) == named[var] > 1 and joined and not run  # a run of one's
                if alone and all((k - at[0]) % 2 == 0 for k in at):  # own shots stays one
                    steps = [_with_by(s, None) if k in at else s for k, s in enumerate(steps)]
            said = said.model_copy(update={"steps": tuple(steps)})
            item = item.model_copy(update={"clause": said})
        out.append(item)
    return out


def _lone_shot(step: m.Step, named: Counter[m.Who]) -> bool:
    """One shot by a variable nothing else names: anyone's ("one player lifts and the other
    smashes"); a run keeps it (a player's own run is no run of the rally)."""
    by = step.shot.by
    return by is not None and by.kind == "var" and named[by] == 1 and step.min == step.max == 1


def _by_the_winner(items: list[m.Item]) -> list[m.Item]:
    """Where the pattern says which role won ("won=server"), the winner and the loser are
    that role and the other: "the server wins with a smash" is "smash[by=server]$"; where it
    says a named player won, the winner is that player ("Marin wins with a drop" is
    'drop[by="carolina marin"]$') and the player's opponent the loser; where it says a
    named player lost, the player's opponent is the winner."""
    said = {
        (i.clause.who, i.clause.lost) for i in items if isinstance(i.clause, m.Outcome) and i.hard
    }
    won = [who for who, lost in said if not lost]
    lost = not won
    if len(won if won else said) != 1:
        return items
    who = won[0] if won else next(iter(said))[0]
    if who.kind in _OTHER and not lost:
        names = {m.Who(kind="winner"): who, m.Who(kind="loser"): m.Who(kind=_OTHER[who.kind])}
    elif who.kind == "name":  # the named player's opponent: the loser, or the winner ("Momota
        theirs = m.Who(kind="opponent", name=who.name)  # loses to his opponent's smash")
        winning = {m.Who(kind="winner"): who, theirs: m.Who(kind="loser")}
        names = {theirs: m.Who(kind="winner")} if lost else winning
    else:
        return items
    return [
        i
        if isinstance(i.clause, m.Outcome)
        else i.model_copy(update={"clause": _replaced(i.clause, names)})
        for i in items
    ]


def _runs_joined(sequence: m.Sequence) -> m.Sequence:
    """The same shot (said of no one) on shots next to each other as one run: "a drive
    answered by another drive" is "drive{2,}" (a run of at least n is n in a row); and a
    player's shot, any reply, and the same shot of theirs as a run of their own shots: "a
    drop, then another drop with her next shot" is "drop[by=$p]{2,}", "drop > * >
    drop[by=winner]" (unnumbered) "drop[by=winner]{2,}"; shots of any kind next
    to each other add up ("* > *" is "*{2}", two shots)."""
    steps: list[m.Step] = []
    kept = _pinned_singles(sequence)
    for k, step in enumerate(sequence.steps):
        prev = steps[-1] if steps else None
        open_run = step.max is None or step.max == step.min == 1
        own = steps[-2] if len(steps) >= 2 else None
        roled = (  # "the winner drops, then drops again": the role is said of the last
            own is not None  # one alone once the alternation has spoken (:func:`_unroled`)
            and sequence.start is None
            and own.shot.by is None
            and own == m.Step(shot=step.shot.model_copy(update={"by": None}))
        )
        if (
            own is not None
            and prev == m.Step(shot=m.Shot())
            and not step.later
            and (step.shot == own.shot or roled)
            and step.shot.by is not None
            and step.min == step.max == 1
            and (own.max is None or own.max == own.min == 1)
        ):
            steps[-2:] = [step.model_copy(update={"min": own.min + 1, "max": None})]
        elif prev is not None and not step.later and step.shot == prev.shot == m.Shot():
            bounded = prev.max is not None and step.max is not None  # "* > *" is "*{2}"
            most = prev.max + step.max if bounded else None  # type: ignore[operator]
            steps[-1] = prev.model_copy(update={"min": prev.min + step.min, "max": most})
        elif (
            prev is not None
            and not step.later
            and step.shot == prev.shot
            and step.shot.by is None
            and open_run
            and (prev.max is None or prev.max == prev.min == 1)
            and k not in kept
        ):
            steps[-1] = prev.model_copy(update={"min": prev.min + step.min, "max": None})
        else:
            steps.append(step)
    return sequence.model_copy(update={"steps": tuple(steps)})


def _pinned_singles(sequence: m.Sequence) -> set[int]:
    """The steps (after the first) of each stretch of one shot said one by one that has a
    step pinned on both sides: "smash > net > net > lift" is two net shots between, not
    "net{2,}" (at least two); at an open end, two in a row are at least two."""
    steps, kept = sequence.steps, set()
    single = [s.min == s.max == 1 and s.shot.by is None and s.shot != m.Shot() for s in steps]
    j = 0
    while j < len(steps):
        e = j
        while (
            e + 1 < len(steps)
            and single[j]
            and not steps[e + 1].later
            and (steps[e + 1] == steps[j].model_copy(update={"later": False}))
        ):
            e += 1
        open_start = steps[j].later or (j == 0 and sequence.start is None)
        after = steps[e + 1] if e + 1 < len(steps) else None
        open_end = after.later if after is not None else not sequence.end
        if e > j and not (open_start or open_end):
            kept |= set(range(j + 1, e + 1))
        j = e + 1
    return kept


def _gap_numbered(sequence: m.Sequence) -> m.Sequence:
    """A numbered sequence that starts with a count of shots of any kind is numbered from
    the first shot it says something of: "@2 *{2} > smash" (the return, a reply, then a
    smash) is "@4 smash"."""
    steps, start = list(sequence.steps), sequence.start
    if start is None or sequence.start_max is not None:
        return sequence
    while len(steps) > 1 and steps[0].shot == m.Shot() and steps[0].min == steps[0].max:
        if steps[1].later:
            break
        start += steps.pop(0).min
    return sequence.model_copy(update={"steps": tuple(steps), "start": start})


def _numbered_apart(items: list[m.Item]) -> list[m.Item]:
    """A numbered sequence with shots of any kind, a fixed count, between two said shots as
    two numbered shots: "@2 net > * > net" is "@2 net @4 net" (shots 2 and 4), as numbered
    shots next to each other are one sequence (``_anchors_joined``)."""
    out = []
    for item in items:
        clause = item.clause
        numbered = isinstance(clause, m.Sequence) and clause.start is not None
        if not (numbered and item.hard and clause.start_max is None):
            out.append(item)
            continue
        steps, at = clause.steps, None
        for k in range(1, len(steps) - 1):
            single = all(s.min == s.max == 1 for s in steps[:k])  # (an own run spans replies)
            fixed = single and steps[k].min == steps[k].max and not steps[k + 1].later
            if fixed and not any(s.later for s in steps[: k + 1]) and steps[k].shot == m.Shot():
                at = k
                break
        if at is None:
            out.append(item)
            continue
        second = clause.start + at + steps[at].min
        head = m.Sequence(start=clause.start, steps=steps[:at])
        tail = m.Sequence(start=second, steps=steps[at + 1 :], end=clause.end)
        out.append(item.model_copy(update={"clause": head}))
        out.extend(_numbered_apart([item.model_copy(update={"clause": tail})]))
    return out


def _negations_joined(items: list[m.Item]) -> list[m.Item]:
    """ "no drives and no clears" as "no(drive|clear)": hard negations of shots that differ
    in type only, said as one."""
    out: list[m.Item] = []
    for item in items:
        clause = item.clause
        join = None
        if isinstance(clause, m.Count) and clause.max == 0 and clause.shot.types and item.hard:
            join = next(
                (
                    k
                    for k, o in enumerate(out)
                    if isinstance(o.clause, m.Count)
                    and o.hard
                    and o.clause.max == 0
                    and o.clause.shots == clause.shots
                    and o.clause.shot.types
                    and o.clause.shot.model_copy(update={"types": None})
                    == clause.shot.model_copy(update={"types": None})
                ),
                None,
            )
        if join is None:
            out.append(item)
            continue
        kept = out[join]
        types = tuple(sorted({*kept.clause.shot.types, *clause.shot.types}))  # type: ignore[union-attr, misc]
        shot = kept.clause.shot.model_copy(update={"types": types})  # type: ignore[union-attr]
        words = kept.words + tuple(w for w in item.words if w not in kept.words)
        joined = m.Count(shot=shot, max=0, shots=clause.shots)
        out[join] = kept.model_copy(update={"clause": joined, "words": words})
    return out


def _numbered_end(clause: m.Clause) -> int | None:
    """The number of the shot after a sequence of single shots pinned to a shot number
    ("@2 push" ends before shot 3), else None."""
    if not isinstance(clause, m.Sequence) or clause.start is None or clause.start_max:
        return None
    if clause.end or any(s.later or s.min != s.max for s in clause.steps):
        return None
    return clause.start + sum(s.min for s in clause.steps)


def _anchors_joined(items: list[m.Item]) -> list[m.Item]:
    """Numbered shots said apart as one sequence: "@2 push @3 drive" is "@2 push > drive"."""
    out = list(items)
    for k, item in enumerate(out):
        after = _numbered_end(item.clause) if item.hard else None
        nxt = next(
            (
                j
                for j, o in enumerate(out)
                if j != k
                and o.hard
                and isinstance(o.clause, m.Sequence)
                and o.clause.start == after
                and not o.clause.start_max
            ),
            None,
        )
        if after is None or nxt is None:
            continue
        first, second = item.clause, out[nxt].clause
        joined = first.model_copy(  # type: ignore[union-attr]
            update={"steps": first.steps + second.steps, "end": second.end}  # type: ignore[union-attr]
        )
        words = item.words + tuple(w for w in out[nxt].words if w not in item.words)
        out[k] = item.model_copy(update={"clause": joined, "words": words})
        del out[nxt]
        return _anchors_joined(out)
    return out


def _meet(a: m.Shot, b: m.Shot) -> m.Shot | None:
    """The shot that satisfies both, where each field is said by one of them only or by both
    alike (types: the common ones); None where they say a field differently."""
    fields: dict[str, object] = {}
    for name in ("by", "backhand", "around_head", "hit_from", "lands", "cross"):
        x, y = getattr(a, name), getattr(b, name)
        if x is not None and y is not None and x != y:
            return None
        fields[name] = x if x is not None else y
    if a.types is None or b.types is None:
        fields["types"] = a.types if b.types is None else b.types
    else:
        common = tuple(t for t in a.types if t in b.types)
        if not common:
            return None
        fields["types"] = common
    return m.Shot(**fields)  # type: ignore[arg-type]


def _last_shots_joined(items: list[m.Item]) -> list[m.Item]:
    """Two readings of the last shot as one: "*[by=winner]$" and "drop$" are
    "drop[by=winner]$" (a one-step sequence ending the rally said beside another)."""

    def last(item: m.Item) -> bool:
        seq = item.clause
        return (
            item.hard
            and isinstance(seq, m.Sequence)
            and seq.end
            and seq.steps[-1].min == seq.steps[-1].max == 1
            and (len(seq.steps) > 1 or (seq.start is None and seq.start_max is None))
        )

    ends = [k for k, item in enumerate(items) if last(item)]
    single = next((k for k in ends if len(items[k].clause.steps) == 1), None)  # type: ignore[union-attr]
    other = next((k for k in ends if k != single), None)
    if single is None or other is None:
        return items
    seq, alone = items[other].clause, items[single].clause
    shot = _meet(seq.steps[-1].shot, alone.steps[0].shot)  # type: ignore[union-attr]
    if shot is None:
        return items
    steps = (*seq.steps[:-1], seq.steps[-1].model_copy(update={"shot": shot}))  # type: ignore[union-attr]
    words = items[other].words + tuple(
        w for w in items[single].words if w not in items[other].words
    )
    joined = items[other].model_copy(
        update={"clause": seq.model_copy(update={"steps": steps}), "words": words}
    )
    out = [joined if k == other else item for k, item in enumerate(items) if k != single]
    return _last_shots_joined(out)


def _not_first(later: m.Shot, first: m.Shot) -> bool:
    """No shot 1 satisfying ``first`` satisfies ``later``: the receiver never plays it, nor
    is it of another type."""
    if later.by == m.Who(kind="receiver"):
        return True
    return None not in (later.types, first.types) and not set(later.types) & set(first.types)  # type: ignore[arg-type]


def _serve_apart(items: list[m.Item]) -> list[m.Item]:
    """ "after a long serve the receiver smashes at some point" (``^long_service >>
    smash[by=receiver]``) as the serve and the smash said apart: the receiver never plays
    shot 1, nor is a smash a long serve, so any such smash comes after the serve."""
    out = []
    for item in items:
        clause = item.clause
        if not (isinstance(clause, m.Sequence) and item.hard and clause.start == 1):
            out.append(item)
            continue
        steps = clause.steps
        apart = len(steps) >= 2 and steps[0].min == steps[0].max == 1 and steps[1].later
        if not apart or clause.start_max or not _not_first(steps[1].shot, steps[0].shot):
            out.append(item)
            continue
        serve = m.Sequence(start=1, steps=steps[:1])
        rest = (steps[1].model_copy(update={"later": False}), *steps[2:])
        out.append(item.model_copy(update={"clause": serve}))
        out.append(item.model_copy(update={"clause": m.Sequence(steps=rest, end=clause.end)}))
    return out


def _one_at_least(item: m.Item) -> m.Item:
    """ "at least one smash by the receiver" (``count(x)>=1``) as the shot alone (``x``)."""
    clause = item.clause
    if isinstance(clause, m.Count) and clause.min == 1 and clause.max is None and not clause.shots:
        return item.model_copy(update={"clause": m.Sequence(steps=(m.Step(shot=clause.shot),))})
    return item


def _telling_ending(items: list[m.Item]) -> set[str]:
    """The reasons of the pattern's one hard ending where they say whether the last hitter
    won (a winner) or lost (errors, ``m.ERRORS``); else none."""
    endings = [i.clause for i in items if isinstance(i.clause, m.Ending) and i.hard]
    reasons = set(endings[0].reasons) if len(endings) == 1 else set()
    return reasons if reasons <= set(m.ERRORS) or reasons == {"winner"} else set()


def _ending_says_hitter(items: list[m.Item]) -> list[m.Item]:
    """The final shot's hitter said as the rally's outcome where the ending ties them: after
    an error ending (``m.ERRORS``) the last hitter lost, after a winner they won. So "a net
    shot into the net" and "... that loses the point" read as one pattern, and so do "X's
    last lob goes out" and "X loses by lifting out"."""
    reasons = _telling_ending(items)
    if not reasons:
        return items  # no ending, or one that does not say (a misjudgement, a mix)
    lost = reasons <= set(m.ERRORS)
    out, outcomes = [], []
    for item in items:
        clause = item.clause
        if isinstance(clause, m.Sequence) and clause.end and item.hard:
            last = clause.steps[-1]
            who = last.shot.by
            if who is not None and who.kind != ("winner" if lost else "loser") and last.max == 1:
                steps = (*clause.steps[:-1], _with_by(last, None))
                item = item.model_copy(
                    update={"clause": clause.model_copy(update={"steps": steps})}
                )
                outcome = _from_the_other_side(m.Outcome(who=who, lost=lost))
                outcomes.append(item.model_copy(update={"clause": outcome, "words": ()}))
        out.append(item)
    said = {i.clause for i in out}
    roles = {"winner", "loser"}  # the ending says as much of these
    return out + [o for o in outcomes if o.clause not in said and o.clause.who.kind not in roles]


def _anchored_end(items: list[m.Item]) -> list[m.Item]:
    """A numbered sequence of a fixed width that ends the rally as the rally's length and the
    sequence ending it: "@3 smash$" is "len=3 smash$" (shot 3 is the last)."""
    out: list[m.Item] = []
    for item in items:
        seq = item.clause
        fixed = isinstance(seq, m.Sequence) and all(
            s.min == s.max and not (k and s.later) for k, s in enumerate(seq.steps)
        )  # "@4 drive >> *$" is no length: any number of shots come between
        if not (fixed and item.hard and seq.end and (seq.start or 0) >= 2 and not seq.start_max):  # type: ignore[union-attr]
            out.append(item)
            continue
        shots = seq.start + sum(s.min for s in seq.steps) - 1  # type: ignore[union-attr]
        out.append(item.model_copy(update={"clause": seq.model_copy(update={"start": None})}))  # type: ignore[union-attr]
        length = item.model_copy(update={"clause": m.Length(min=shots, max=shots), "words": ()})
        if length not in items:
            out.append(length)
    return out


def _exact_length(items: list[m.Item]) -> int | None:
    """The rally's length where a hard clause says it exactly ("len=4")."""
    lengths = [i.clause for i in items if isinstance(i.clause, m.Length) and i.hard]
    return next((n.min for n in lengths if n.min is not None and n.min == n.max), None)


def _length_says_hitter(items: list[m.Item]) -> list[m.Item]:
    """The last shot's role left unsaid where an exact length says it: the last shot of a
    rally of n shots is n's player's (:func:`m.numbered_hitter`), so "len=4 smash$" is
    "len=4 smash[by=receiver]$"."""
    exact = _exact_length(items)
    if exact is None:
        return items
    role = m.Who(kind=m.numbered_hitter(exact))
    out = []
    for item in items:
        seq = item.clause
        if isinstance(seq, m.Sequence) and seq.end and seq.steps[-1].shot.by == role:
            steps = (*seq.steps[:-1], _with_by(seq.steps[-1], None))
            item = item.model_copy(update={"clause": seq.model_copy(update={"steps": steps})})
        out.append(item)
    return out


def _length_says_outcome(items: list[m.Item]) -> list[m.Item]:
    """Who won, where an exact length and the ending say it: the last shot of a rally of n
    shots is n's player's (:func:`m.numbered_hitter`), who lost after an error and won after
    a winner; so "points lost on the return of serve by hitting it out" needs no "won=server"
    beside ``len=2 end=out``."""
    exact, reasons = _exact_length(items), _telling_ending(items)
    if exact is None or not reasons:
        return items
    last = m.numbered_hitter(exact)
    implied = m.Outcome(who=m.Who(kind=last if reasons == {"winner"} else _OTHER[last]))
    return [i for i in items if not (i.hard and i.clause == implied)]


def _always(clause: m.Clause, counted: bool = False) -> bool:
    """Every rally satisfies it ("len>=1", "won=winner", "player=$p", "*$": some shot,
    the first or the last, unless ``counted`` keeps that shot for its caller)."""
    if isinstance(clause, m.Sequence) and len(clause.steps) == 1 and not counted:
        step = clause.steps[0]
        first = clause.start in (None, 1) and clause.start_max is None
        return first and step.shot == m.Shot() and (step.min, step.max) == (1, 1)
    if isinstance(clause, m.Outcome):
        return clause.who.kind == "winner" and not clause.lost
    if isinstance(clause, m.Plays):
        return clause.role is None and clause.who.kind == "var"  # some player plays
    return isinstance(clause, m.Length) and (clause.min or 0) <= 1 and clause.max is None


@cache
def _equal_clauses(name: str, who: str) -> tuple[m.Clause, ...]:
    text, default = EQUALS[name]
    return tuple(i.clause for i in parse(text.replace("WHO", who or default)).items)


def _credited_wins(items: list[m.Item]) -> list[m.Item]:
    """A tag credited by definition to the rally's winner (``tactics.WON_BY_CREDITED``)
    credited to the winner where it names no one, and saying that its player won where it
    names one: "a front-court trap in a rally the server wins" is "the server's trap"."""
    won = {i.clause.who for i in items if isinstance(i.clause, m.Outcome) and not i.clause.lost}
    out: list[m.Item] = []
    for item in items:
        tag = item.clause
        if not isinstance(tag, m.Tag) or tag.name not in WON_BY_CREDITED or tag.name in EQUALS:
            out.append(item)  # a tag said exactly as a pattern says its outcome there
        elif tag.who is None:
            out.append(item.model_copy(update={"clause": tag.model_copy(update={"who": _WINNER})}))
        else:
            out.append(item)
            if tag.who not in won and tag.who.kind not in ("winner", "loser"):
                out.append(item.model_copy(update={"clause": m.Outcome(who=tag.who)}))
    return out


_WINNER = m.Who(kind="winner")


def _tag_as_pattern(item: m.Item) -> list[m.Item]:
    """A tag that a pattern says exactly (``tactics.EQUALS``), as that pattern."""
    tag = item.clause
    if not isinstance(tag, m.Tag) or tag.name not in EQUALS:
        return [item]
    who = render_who(tag.who) if tag.who else ""
    return [item.model_copy(update={"clause": c}) for c in _equal_clauses(tag.name, who)]


def canonical(pattern: m.Pattern, counted: bool = False) -> m.Pattern:
    """The plainest of the patterns that select what ``pattern`` does, so that two wordings
    of one reading give one pattern whichever parser read them: a tag or game point of a
    lone variable as anyone's; a game point a role saved as the other's game point and the
    role's win, said as saved again at the end; a role's loss or deficit as the other role's
    win or lead; a tag a pattern says exactly as that pattern; the winner and loser as roles
    where the pattern says which role won; numbered shots said apart as one sequence; each
    sequence as :func:`_canonical_item` writes it, with the same shot on shots next to each
    other as one run, numbered from its first shot that says something; negations of shots
    that differ in type only as one; and no clause that every rally satisfies. ``counted`` keeps
    a numbered shot of any kind standing alone ("^*"), for a caller that counts that shot
    (a question: "which serve does she use most")."""

    def other_side(items: list[m.Item]) -> list[m.Item]:
        return [i.model_copy(update={"clause": _from_the_other_side(i.clause)}) for i in items]

    items = _saved_apart(_anyone_said(_alternation_said(list(pattern.items))))
    items = [said for i in _credited_wins(items) for said in _tag_as_pattern(i)]
    items = _by_the_winner(other_side(_variable_decided(items)))
    items = other_side([c for i in _anchors_joined(items) for c in _canonical_item(i, counted)])
    items = [
        i.model_copy(update={"clause": _gap_numbered(_runs_joined(i.clause))})
        if isinstance(i.clause, m.Sequence)
        else _one_at_least(i)
        for i in _negations_joined(items)
    ]
    items = _last_shots_joined(_serve_apart(_numbered_apart(items)))
    items = _ending_says_hitter(_anchored_end(items))
    items = _length_says_outcome(_length_says_hitter(items))
    items = _saved_joined(items)
    return m.Pattern(items=tuple(i for i in items if not _always(i.clause, counted)))


def normal_form(pattern: m.Pattern, counted: bool = False) -> m.Pattern:
    """The pattern as the planner hands it on: implied clauses dropped, serves anchored, in
    its canonical form (two readings that select the same rallies compare equal). One pass
    can open the way for another (a loss said as the other's win, then the winner's shot as
    that role's), so passes repeat until nothing changes (three at most)."""
    for _ in range(3):
        said = simplify(canonical(anchor_serves(simplify(pattern)), counted))
        if said == pattern:
            break
        pattern = said
    return pattern
