"""The rule parser: a query's concepts (``spans.py``) composed into a rally pattern.

Grammar, not phrasings. First, neighbouring concepts merge into phrases: "clears or lifts"
is one shot of either type, "front left corner" one zone, "at least three" one quantity,
"more than 20 shots" a length. Then each shot mention gathers the modifiers around it (style,
zones, counts and runs, negation, "only", its hitter, whether it wins or fails, its place in
the rally); order words chain mentions into sequences ("then" forward, "after" or "set up by"
backward, "eventually" with shots between); people take the outcomes said of them ("the
receiver wins", "Momota loses"); what is left are rally conditions (length, score, set,
tactic tags). Every clause records the query words it explains.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from operator import attrgetter

from pydantic import ValidationError
from spacy.tokens import Doc, Token

from rallyscope.pattern import model as m
from rallyscope.pattern.players import Player, PlayerNames
from rallyscope.planner import lexicon as lx
from rallyscope.planner.spans import OpponentOf, Span, spot
from rallyscope.tactics import CREDITED_TO_ITS_TARGET as TARGETED
from rallyscope.tactics import WON_BY_CREDITED

EXCHANGES = lx.F["net"] | lx.F["drive"] | {"clear", "push"}  # shots that answer themselves
_OR = {"or", "/", ",", "and/or", "either"}
_DIRECTIONS = {"into", "to", "back", "down", "out", "over", "in", "at", "across", "off", "after"}
_WITH = {"with", "by", "a", "an", "the", "using"}
_REPLY_VERBS = {  # "VERB a smash with a block": the block came after the smash
    "answer", "meet", "counter", "return", "reply", "respond", "greet", "defend", "retrieve",
    "parry", "block", "absorb", "neutralise", "neutralize", "handle", "punish", "kill",
    "finish", "end",
}  # fmt: skip
_ATTACK_VERBS = {"attack", "pounce"}  # "attacks the lift with a smash": replies too
_REPLY_VERBS |= _ATTACK_VERBS
# between shots listed in order ("it": "the opponent blocks it, and the smasher lifts")
_LIST = {",", "a", "an", "the", "then", "and", "another", "it"}
_LISTED = {",", "then", "and", "a", "an", "another"}  # between shots a run word lists
_PREPOSITIONS = {"after": 1, "following": 1, "before": -1, "prior": -1}  # shots later/earlier
_RELATIVE = {"that", "which", "is", "was", "are", "were", "gets", "get", "got", "be", "being"}
_RELATIVE |= {"then", "and"}
_END_UP = {"end", "ends", "ended", "up"}  # "lifts that end up smashed": "get smashed"
_RELATIVE |= _END_UP
_POSSESSIVE = {"'s", "’s"}  # the possessive, straight and curly
_FILLER = {"a", "an", "the", "with", "on", "as", "is", "was", "of", "their", "his", "her", "'s"}
_FILLER |= {"’s", "-", "to", "that", "which", "it", "its", "shot", "shots", "point", "points"}
_FILLER |= {"rally", "rallies", "the", "their", "her", "his", "very", "on", "at", "as", "by"}
_FILLER |= {"keep", "keeps", "kept", "goes", "went", "on", "own"}  # "kept lifting", "her own"
_FILLER |= {"are", "were"}  # "serve returns that are clears"
_FILLER |= {"played", "hit"}  # "a drop played as the fourth shot" (see near_shot)
_FILLER |= {"mixes", "mixed", "mix", "mixing"}  # "the winner mixes 2+ smashes with 2+ drops"
_FILLER |= {"has", "have", "had"}  # "the server has lifted three times"
_FILLER |= {"do", "does", "did"}  # "the loser does not smash"
_FILLER |= {"include", "includes", "contain", "contains"}  # "shots 3 to 5 include a smash"
_MODALS = {"can", "could", "must", "may", "might"}
_FILLER |= _MODALS  # "a smash the opponent can only lift"
EARLY_POINTS, LATE_POINTS = 5, 18  # "early in the game": neither on 5 yet; "late": one on 18


@dataclass
class Mention:
    """One shot the query speaks of, with what is said of it."""

    first: int  # index of its shot (or position) span
    spans: set[int]
    types: frozenset[str] | None = None
    by: m.Who | None = None
    backhand: bool | None = None
    around_head: bool | None = None
    cross: bool | None = None
    hit_from: m.Zone | None = None
    lands: m.Zone | None = None
    neg: bool = False
    only: bool = False
    count: tuple[int | None, int | None] | None = None
    run: bool = False
    anchor: int | None = None
    anchor_max: int | None = None  # "the fourth or fifth shot": anchored at 4 to 5
    window: int | None = None
    both: bool = False  # "both players smash": said of each player
    tail: int | None = None  # "the last three shots are ...": the listed shots end the rally
    final: bool = False
    penultimate: int = 0  # how many shots after it end the rally (1: the last but one)
    near_end: int = 0  # at most this many shots after it end the rally ("in the last three")
    gap: tuple[int, int] | None = None  # shots after the shot before: "within two" (1, 2)
    outcome: str | None = None  # "win" | "lose"
    ending: tuple[str, ...] | None = None
    passive: bool = False  # "X gets smashed": the shot is played at the player named
    anywhere: bool = False  # "after at least one smash": not next to the shot it orders
    own_next: bool = False  # its hitter's next own shot after the shot before ("with her next")
    exchange: bool = False  # "a drive exchange": two in a row at least, no count said
    earliest: bool = False  # "the first smash": none like it before it
    sole: str | None = None  # "the only smash of the rally" ("rally": there is exactly
    # one), "the winner's only smash" ("own": the winner plays exactly one)
    own_tail: int = 0  # "the winner's last two shots are smashes": the hitter's last n own
    in_row: bool = False  # a run word after it is its list's ("a lift and a drop in a row")
    returned: bool = False  # "a smash that was returned": some shot came after it
    denied: bool = False  # "no lift followed by a smash": the sequence it is in never happens

    @property
    def serve(self) -> bool:
        """The mention names a serve (of either length)."""
        return self.types is not None and self.types <= lx.F["serve"]

    def shot(self) -> m.Shot:
        types, cross = self.types, self.cross
        if cross and types and types <= lx.F["net"]:  # "a net winner played crosscourt":
            types, cross = _CROSS_NET, None  # the data's own type for it
        if types == _KILL_SPELLED and self.outcome == "win":  # "a winning smash, rush or net
            types = lx.KILL  # shot" spells out a kill
        return m.Shot(
            types=tuple(sorted(types)) if types else None,
            by=self.by,
            backhand=self.backhand,
            around_head=self.around_head,
            cross=cross,
            hit_from=self.hit_from,
            lands=self.lands,
        )


_CROSS_NET = frozenset({"cross-court net shot"})
_KILL_SPELLED = lx.F["smash"] | lx.F["net"] | {"rush"}


@dataclass
class Parse:
    pattern: m.Pattern
    explained: list[str]  # content words the pattern accounts for
    unexplained: list[str]  # content words it does not
    notes: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.unexplained


class _Query:
    """The query's tokens and merged spans, which spans are used, the items made so far, the
    tokens that the grammar read though no clause says them (a reply verb, a win said only as
    whose opponent "the opponent" is), the spans read as the winner's last shot with no shot
    named ("loses to a winner"), and the outcomes no shot was said to have, taken as the
    ending's ("the server loses, the rally ending out")."""

    def __init__(self, doc: Doc, spans: list[Span], params: dict) -> None:
        self.doc, self.spans, self.params = doc, spans, params
        self.used: set[int] = set()
        self.items: list[m.Item] = []
        self.read: set[int] = set()
        self.ended: set[int] = set()
        self.of_ending: set[int] = set()

    def words(self, a: int, b: int) -> list[str]:
        """Lower-case words between spans ``a`` and ``b`` (a before b)."""
        return [t.lower_ for t in self.doc[self.spans[a].end : self.spans[b].start]]

    def before(self, i: int, n: int) -> list[str]:
        """The ``n`` lower-case words before span ``i``."""
        start = self.spans[i].start
        return [t.lower_ for t in self.doc[max(0, start - n) : start]]

    def close(self, a: int, b: int, gap: int = 3) -> bool:
        """Spans ``a`` and ``b`` (either order) are separated by at most ``gap`` fillers."""
        a, b = min(a, b), max(a, b)
        words = self.words(a, b)
        return len(words) <= gap and all(w in _FILLER for w in words)

    def kind(self, i: int) -> str | None:
        return self.spans[i].kind if 0 <= i < len(self.spans) else None

    def add(self, clause: m.Clause | None, indices: set[int], hard: bool = True) -> None:
        """Add a clause; None (one the words could not make) leaves the words unexplained."""
        if clause is None:
            return
        self.used |= indices
        sure = all(self.spans[i].sure for i in indices)
        words = tuple(
            self.doc[self.spans[i].start : self.spans[i].end].text for i in sorted(indices)
        )
        self.items.append(m.Item(clause=clause, hard=hard and sure, words=words))


# -- merging neighbouring concepts ----------------------------------------------------------


_FINISHED_HOW = {"", "with", "at", "on", "by", "from", ",", "and", "in"}


_AT_ONCE = ("right away", "straight away", "at once", "immediately")


def _at_once(doc: Doc, start: int) -> int:
    """How many words from ``start`` say "at once" ("right away", "immediately")."""
    for said in _AT_ONCE:
        words = said.split()
        if [t.lower_ for t in doc[start : start + len(words)]] == words:
            return len(words)
    return 0


def _finishes_it(doc: Doc, stack: list[Span], span: Span) -> bool:
    """ "Sindhu finishes the point with a smash", "a smash to finish": a player who
    finishes the rally, or a shot played to finish it, wins it; "the rally finishes with a
    smash" says only which shot was last."""
    words = [t.lemma_.lower() for t in doc[span.start : span.end]]
    if not any(w.startswith("finish") for w in words[:2]) or words[-1] in ("off", "up"):
        return False  # "finishes off" and "finishes up" are read elsewhere
    end = span.end + _at_once(doc, span.end)  # "finishes right away with a smash"
    after = doc[end].lower_ if end < len(doc) else ""
    if words[-1] not in ("rally", "point", "it", "with") and after not in _FINISHED_HOW:
        return False  # "finishes a passive drop with a winner": the drop's kill
    if span.start and doc[span.start - 1].lower_ in ("he", "she", "they"):
        return True  # "she finishes it with a rush"
    if span.start == 0 and doc[0].lower_ == "finishing":
        return True  # "finishing the rally with a rush": a label of someone's finishing
    before = [x for x in stack if doc[x.start : x.end].text.lower() != "to"][-1:]
    if not before:
        return False
    gap = {t.lower_ for t in doc[before[0].end : span.start]}
    if words[0] == "to" or "to" in gap:  # "a smash to finish (the point)"
        return before[0].kind == "shot" and gap <= {",", "to"}
    return before[0].kind in _PEOPLE and gap <= {"then", "eventually", "finally", "always"}


def _made(model: type[m.Length] | type[m.Count], **fields: object) -> m.Clause | None:
    """The clause, or None where the numbers said make none ("zero shots")."""
    try:
        return model(**fields)  # type: ignore[arg-type]
    except ValidationError:
        return None


_ERRORS = {"out", "net", "not over", "fault"}


def _merge(doc: Doc, spans: list[Span]) -> list[Span]:
    """Shot alternatives, zones, quantities, lengths and windows as single spans: a small
    shift-reduce pass over the spans in order."""
    stack: list[Span] = []
    erred = any(s.kind == "ending" and set(s.value) & _ERRORS for s in spans)  # type: ignore[arg-type]
    for k, span in enumerate(spans):
        placed = k + 1 < len(spans) and spans[k + 1].kind in ("depth", "side")
        if span.kind == "to" and doc[span.end - 1].lemma_.lower() == "reach" and not placed:
            continue  # "reaches the back court" says where it lands; "reaches 20" does not
        if span.kind == "only" and span.start and doc[span.start - 1].lower_ in _MODALS:
            span = Span("forced", None, span.start, span.end)  # "a smash the opponent can
            # only lift": forced to, not only lifts
        if span.kind == "side" and _straight_at(doc[span.end - 1]):
            continue  # "smashes right back", "right at the net": not the right side
        if span.kind == "depth" and span.end - span.start == 1 and _returned(doc[span.start]):
            continue  # "drives the smash back": returned, not to the rear court
        if span.kind in ("depth", "side"):
            span = Span("zone", m.Zone(**{span.kind: span.value}), span.start, span.end)
        elif (
            span.kind == "corner"
            and doc[span.end - 1].lemma_.lower() == "corner"
            and not (stack and stack[-1].kind == "tag" and stack[-1].end == span.start)
        ):  # "into a corner"; not "pinned in the back corner", the tag's
            span = Span("zone", m.Zone(corner=True), span.start, span.end)
        elif span.kind == "win" and _person_noun(doc, span) and not _shot_is(doc, stack, span):
            span = Span("role", "winner", span.start, span.end)
        elif span.kind == "final" and _finishes_it(doc, stack, span) and not erred:
            span = Span("win", None, span.start, span.end)  # (not where it went out or
            # into the net: "goes out off a clear to finish the rally")
        elif span.kind == "landing" and stack and stack[-1].kind in ("from", "to"):  # "from
            # deep", "to the deep right corner"
            span = Span("zone", m.Zone(depth=span.value), span.start, span.end)
        elif span.kind == "num" and _all(doc, span):  # "20-all", "29 all": deuce from 20
            end = span.end + (2 if doc[span.end].text == "-" else 1)
            tied = (span.value, span.value)
            span = (
                Span("deuce", None, span.start, end)
                if span.value >= 20
                else Span("at", tied, span.start, end)
            )
        elif span.kind == "num" and (score := _score_said(doc, span)):  # "at 11-9", "0-0"
            span = score
        elif span.kind == "first" and (end := _game_start(doc, span)):
            span = Span("at", (0, 0), span.start, end)  # "the first rally of each game"
        elif span.kind == "num" and _one_then(doc, spans, k):
            continue  # "one smash met by a smash": an article, not a count
        elif span.kind == "num":
            span = Span("qty", (span.value, span.value, False), span.start, span.end)
        elif span.kind == "order" and _reply_verb_said(doc, stack, spans, k):
            continue  # "the receiver answered the smash with a lift": a reply verb (_answered)
        elif span.kind == "anchor" and (reply := _return_reply(doc, stack, spans, k)):
            if reply == "object":
                continue  # "returns the smash with a lift": a reply verb (_answered)
            span = Span("order", "next", span.start, span.end)  # "a clear that she returns
            # with a drop": the drop replied
        elif span.kind == "unit" and _shots_long(doc, spans, k):
            span = Span("unit", span.value, span.start, span.end + 1)  # "12 shots long"
        elif span.kind == "unit" and _rally_exchange(doc, stack, span):
            span = Span("rally", None, span.start, span.end)  # "in an exchange of 15 shots"
        elif span.kind == "shot" and _attacks_with(doc, spans, k):
            continue  # "attacks the lift with a smash": a reply verb, its type the smash's
        elif span.kind == "shot" and _lands_verb(doc, stack, span):
            span = Span("to", None, span.start, span.end)  # "a net shot that drops into the
            # front left corner" lands there
        elif (
            span.kind == "anchor"
            and doc[span.start].lower_ in lx.ORDINALS
            and (owner := _owner(doc, stack, span))
        ):  # "the server clears with their third shot": the server's third is shot 5
            span = Span("anchor", _own(int(span.value), owner), span.start, span.end)
        elif span.kind == "shot" and _to_the_net(doc, stack, span):
            span = Span("zone", m.Zone(depth="front"), span.start, span.end)
        elif span.kind == "to" and stack and _reply_noun(doc, stack[-1], span):
            span = Span("order", "prev", span.start, span.end)  # "a net reply to a drop"
        if span.kind in ("run", "style") and _straight_at(doc[span.end - 1]):
            continue  # "(hit) straight into the net" says where it went: no run, not a line
        if span.kind == "run" and _straight_shot(doc, spans, k):
            span = Span("style", "straight", span.start, span.end)  # "a straight drop"
        if span.kind in ("trail", "lead") and _hit_down(doc[span.start]):
            continue  # "smashed down", "ends up in the net": where it went, not a score
        if stack and stack[-1].kind == "at" and span.start < stack[-1].end:
            continue  # inside the score just read ("rally" in "first rally of the game")
        stack.append(span)
        while len(stack) >= 2 and _reduce(doc, stack):
            pass
    spans = [_rally_of(doc, stack, k) for k in range(len(stack))]
    for k in range(len(spans) - 2, -1, -1):
        length, run = spans[k], spans[k + 1]
        if length.kind == "length" and run.kind == "run" and run.start == length.end:
            last = length.end - 1  # "three shots in a row (that are drives)": a count of the
            if doc[last].lemma_.lower() in ("shot", "stroke"):  # run's shots, not the rally's
                qty = Span("qty", length.value, length.start, last)
                spans[k : k + 1] = [qty, Span("unit", None, last, length.end)]
    for k in range(len(spans) - 1, 0, -1):
        tag, span = spans[k - 1], spans[k]
        if tag.kind == "tag" and span.kind == "length" and doc[tag.end : span.start].text == "for":
            spans[k - 1 : k + 1] = [Span("tag", tag.value, tag.start, span.end)]
            # "pinned at the back for several shots": how long the tactic lasted
    return spans


def _reply_verb_said(doc: Doc, stack: list[Span], spans: list[Span], k: int) -> bool:
    """A reply verb in the past said by its subject, of a shot after it ("the receiver
    answered the smash with a lift"): the verb, not the order "answered (by)" holds."""
    span, verb = spans[k], doc[spans[k].start]
    if span.end - span.start != 1 or verb.lemma_.lower() not in _REPLY_VERBS:
        return False
    person = bool(stack) and stack[-1].kind in _PEOPLE and stack[-1].end == span.start
    return person and _shot_object(doc, spans, k)


def _shot_object(doc: Doc, spans: list[Span], k: int) -> bool:
    """A shot is the object of the verb at span ``k``: the next span, with at most a
    possessive or an article between ("returns the opponent's smash")."""
    nxt = spans[k + 1] if k + 1 < len(spans) else None
    between = {t.lower_ for t in doc[spans[k].end : nxt.start]} if nxt else set()
    return nxt is not None and nxt.kind == "shot" and between <= _POSSESSED


def _return_reply(doc: Doc, stack: list[Span], spans: list[Span], k: int) -> str | None:
    """The verb "return" said of a shot, not of the serve: "object" where a shot is its
    object ("returns the smash with a lift"), "relative" where it replies in a relative
    clause to the shot before ("a clear that the opponent returns with a drop")."""
    span = spans[k]
    verb = doc[span.start]
    if span.value != 2 or span.end - span.start != 1:
        return None
    if verb.lemma_.lower() != "return" or verb.pos_ != "VERB":
        return None
    after = [t.lower_ for t in doc[span.end : span.end + 3]]
    shot_before = bool(stack) and stack[-1].kind == "shot" and stack[-1].end == span.start
    if shot_before and verb.tag_ in ("VBN", "VBD"):
        return "relative"  # "a smash returned to the net": a reply, the participle's
    if after[:1] == ["with"]:
        shots = [s for s in stack if s.kind == "shot"]
        said = {t.lower_ for t in doc[shots[-1].end : span.start]} if shots else set()
        return "relative" if said & {"that", "which"} else None
    return "object" if _shot_object(doc, spans, k) else None


def _shots_long(doc: Doc, spans: list[Span], k: int) -> bool:
    """ "a rally 12 shots long": "long" after the shots word, and no concept of its own."""
    span = spans[k]
    after = doc[span.end].lower_ if span.end < len(doc) else ""
    free = k + 1 == len(spans) or spans[k + 1].start > span.end
    return _shot_word(doc, span) and after == "long" and free


def _shot_word(doc: Doc, span: Span) -> bool:
    return doc[span.start : span.end].text.lower() in _SHOT_NOUNS


def _to_the_net(doc: Doc, stack: list[Span], span: Span) -> bool:
    """ "a block to the net", "drops to the net", "a lift from the net", "a lob to the back
    right from the net": the net is where a shot goes or comes from, not a shot."""
    said = doc[span.start : span.end].text.lower() == "net"
    if not said or not stack or stack[-1].kind not in ("to", "from"):
        return False
    k = len(stack) - 2  # back to the shot, past its places and "played"
    while k >= 0 and stack[k].kind in ("zone", "to", "from", "unit"):
        k -= 1
    if k < 0 or stack[k].kind != "shot":
        return False
    inside = {t.i for s in stack[k + 1 :] for t in doc[s.start : s.end]}
    between = {t.lower_ for t in doc[stack[k].end : stack[-1].start] if t.i not in inside}
    return between <= {"played", "hit", "back", "that", "which", "the"}  # "a drop that goes to
    # the net"


_RALLY = {"rally", "point", "exchange"}
_PEOPLE = ("player", "role")  # spans naming a person


def _rally_of(doc: Doc, stack: list[Span], k: int) -> Span:
    """ "rallies of 10+", "a rally of twelve where ...": a quantity said of the rally with
    no shot after it is its length."""
    span = stack[k]
    if span.kind != "qty" or not _of_rally(doc, span.start):
        return span
    after = stack[k + 1].kind if k + 1 < len(stack) else None
    if after in ("shot", "unit", "run", "times"):
        return span  # "an exchange of 3 consecutive drives": the drives
    return Span("length", span.value, span.start, span.end)


def _of_rally(doc: Doc, start: int) -> bool:
    """The words before ``start`` are "rally (point, exchange) of": "a rally of 20 shots"."""
    return start >= 2 and doc[start - 1].lower_ == "of" and doc[start - 2].lemma_.lower() in _RALLY


_BOUNDS = {"at", "more", "over", "up", "fewer", "less", "between", "exactly", "under"}


def _rally_exchange(doc: Doc, stack: list[Span], span: Span) -> bool:
    """ "an exchange" said of the whole rally: no shot names it ("a drive exchange", "an
    exchange of drives") and it is the rally's ("in an exchange of ten shots", "the fourth
    shot of the exchange", "the exchange's fourth stroke")."""
    word = doc[span.start : span.end]
    if len(word) != 1 or word[0].lemma_.lower() != "exchange":
        return False
    if stack and stack[-1].kind == "shot" and stack[-1].end >= span.start - 1:
        return False
    after = [t.lower_ for t in doc[span.end : span.end + 7]]
    number = after[1:2] and (after[1].isdigit() or after[1] in lx.NUMBERS or after[1] in _BOUNDS)
    counted = after[:1] == ["of"] and bool(number)  # "of ten or more shots", not "of drives"
    owned = after[:1] in (["'s"], ["’s"]) or [
        t.lower_ for t in doc[span.start - 2 : span.start]
    ] == ["of", "the"]
    return counted or owned or (after == [] and doc[span.start - 1].lower_ == "the")


def _lands_verb(doc: Doc, stack: list[Span], span: Span) -> bool:
    """ "drops" said of where a shot lands: a verb right after "that"/"which", or "dropping"
    right after the shot ("lifts dropping into the mid court"), or the verb of a shot of
    another type ("a net shot drops into the tape"), then "into" a place; after "that" not
    the net ("a drop that drops into the net" is a drop shot)."""
    word = doc[span.start]
    after = [t.lower_ for t in doc[span.end : span.end + 4]]
    said = span.start > 0 and doc[span.start - 1].lower_ in ("that", "which")
    said = said and word.tag_ in ("VBZ", "VBD", "VBP")
    gerund = word.lower_ == "dropping"  # at times tagged a noun
    said = said or (gerund and _shot_named_before(stack, span))
    shot = stack[-1] if stack and stack[-1].kind == "shot" else None  # "a net shot drops
    right_after = shot is not None and shot.end in (span.start, span.start - 1 if said else -1)
    subject = right_after and not set(shot.value) & lx.F["drop"]  # type: ignore[union-attr, arg-type]
    subject = subject and word.lower_ in ("drops", "dropped")  # into the tape": its verb
    return (
        span.end - span.start == 1
        and (word.lemma_.lower() == "drop" or gerund)
        and span.start > 0
        and (said or subject)
        and after[:1] in (["into"], ["in"], ["onto"])
        and (gerund or subject or not {"net", "tape"} & set(after))
    )


def _one_then(doc: Doc, spans: list[Span], k: int) -> bool:
    """ "one smash met by a smash", "one drop followed by a lift": "one" before a shot that
    something answers says "a", not a count."""
    shot, order = spans[k + 1 : k + 2], spans[k + 2 : k + 3]
    said = doc[spans[k].start].lower_ == "one" and spans[k].end - spans[k].start == 1
    named = bool(shot) and shot[0].kind == "shot" and shot[0].start == spans[k].end
    return said and named and bool(order) and order[0].kind == "order"


def _returned(token: Token) -> bool:
    """ "back" said of a shot returned ("drives it back"), not of a place ("back-left")."""
    doc = token.doc
    place = token.i + 1 < len(doc) and doc[token.i + 1].lower_ in _PLACE_AFTER
    return token.lower_ == "back" and token.pos_ in ("ADV", "ADP") and not place


_PLACE_AFTER = {"-", "left", "right", "centre", "center", "middle", "court", "line", "corner"}


def _score_said(doc: Doc, span: Span) -> Span | None:
    """ "11-9", "0-0" as a score (the server's first), not a range of shots ("10-15 shots")."""
    end = span.end + 2
    if end > len(doc) or doc[span.end].text not in ("-", "–") or not doc[end - 1].is_digit:
        return None
    if end < len(doc) and doc[end].lemma_.lower() in ("shot", "stroke", "hit", "exchange"):
        return None
    if span.start and doc[span.start - 1].lower_ in ("of", "between", "from"):
        return None  # "rallies of 10-15"
    points = (span.value, int(doc[end - 1].text))
    return Span("at", points, span.start, end) if max(points) <= m.MAX_POINTS else None


def _reply_noun(doc: Doc, shot: Span, to: Span) -> bool:
    """A shot named as a reply just before "to" ("a net reply to a drop"): it came after."""
    last = doc[shot.end - 1].lemma_.lower()
    said = shot.kind == "shot" and shot.end == to.start
    shot_after = to.end < len(doc) and doc[to.end].lower_ in ("a", "an")  # "a block to a
    return said and (last in ("reply", "response", "answer") or last == "block" and shot_after)


def _straight_shot(doc: Doc, spans: list[Span], k: int) -> bool:
    """ "straight" right before a shot ("a straight drop", "straight smashes"): down the line,
    not in a row ("three straight smashes" counts a run)."""
    word = doc[spans[k].start : spans[k].end].text.lower() == "straight"
    before = doc[spans[k].start - 1] if spans[k].start else None
    counted = before is not None and (before.like_num or before.lower_ in lx.NUMBERS)
    j, end = k + 1, spans[k].end
    while j < len(spans) and spans[j].kind == "style" and spans[j].start == end:
        j, end = j + 1, spans[j].end  # "a straight backhand lift"
    shot = j < len(spans) and spans[j].kind == "shot" and spans[j].start == end
    return word and shot and not counted


_DEPTHS = {"front", "rear", "back", "mid", "middle", "centre", "center", "deep", "the", "-"}


def _straight_at(token: Token) -> bool:
    """ "straight" or "right" said of a direction ("straight into the net", "smashes right
    back"), not of a place ("the back right", "right into the rear right corner" keeps the
    second)."""
    after = token.nbor().lower_ if token.i + 1 < len(token.doc) else ""
    before = token.nbor(-1).lower_ if token.i else ""
    placed = before in _DEPTHS or after in _PLACE_AFTER
    said = token.lower_ == "straight" or (token.lower_ == "right" and not placed)
    return said and after in _DIRECTIONS | {"away"}


_SCORING = {"server", "receiver", "player"}  # who a score is said of


def _hit_down(token: Token) -> bool:
    """ "down" said of where a shot went ("smashed down", "hits it down", "down to the
    front"), or "up" of where it ended ("ends up in the net"), not of a score."""
    after = [t.lower_ if not t.like_num else "N" for t in token.doc[token.i + 1 : token.i + 3]]
    if token.lower_ == "down" and (after[:1] in (["into"], ["onto"]) or after == ["to", "the"]):
        return True  # "a smash down to the front court", not "down to 18"
    before = [t for t in token.doc[max(token.i - 2, 0) : token.i] if t.lower_ != "it"][-1:]
    if not before or before[0].pos_ not in ("VERB", "NOUN"):  # "end" is tagged a noun at times
        return False
    verb = before[0].lemma_.lower()
    if token.lower_ == "up":
        return verb in ("end", "wind")
    idle = ("be", "go", "come", "stay", "remain", "fall", "get")
    scored = before[0].lower_ in ("point", "points")  # "2+ points down", "points" tagged a verb
    numbered = after[:1] == ["N"] or after == ["by", "N"]
    scored |= before[0].lower_ in _SCORING and numbered  # "server down (by) 2+", tagged a
    # verb in a label
    return token.lower_ == "down" and before[0].pos_ == "VERB" and verb not in idle and not scored


def _game_start(doc: Doc, span: Span) -> int | None:
    """Where "first/opening rally|point of (each|a|the) game|set" ends, if ``span`` starts
    it; None otherwise."""
    words = [t.lemma_.lower() for t in doc[span.end : span.end + 4]]
    if len(words) < 3 or words[0] not in ("rally", "point") or words[1] != "of":
        return None
    if words[2] in ("game", "set"):
        return span.end + 3
    if words[2] in ("each", "every", "a", "the", "any") and words[3:4] in (["game"], ["set"]):
        return span.end + 4
    ordinal = doc[span.end + 3].lower_ if len(words) == 4 else ""
    if words[2] == "the" and ordinal in ("first", "second", "third", "final", "deciding"):
        return span.end + 3  # "of the third game": the set is said next
    return None


_LABEL_NEGATION = {"no", "none", "never", "without", "does", "did", "do"}  # "..., winner none"


def _person_noun(doc: Doc, span: Span) -> bool:
    """ "the winner" as a person: by/from the (rally) winner, or the winner doing something."""
    if doc[span.start : span.end].text.lower() not in ("winner", "the winner"):
        return False
    before = [t.lower_ for t in doc[max(0, span.start - 3) : span.start]]
    if before[-1:] in (["a"], ["an"], ["outright"], ["clean"]):
        return False  # "followed by a winner", "by an outright winner": a shot
    after = doc[span.end : span.end + 1].text.lower()
    if before[-2:] == ["for", "the"] and after not in ("of", "'s", "’s"):
        return False  # "a net shot for the winner" (not "for the winner's smashes")
    if before[-2:] == ["as", "the"] and after in ("", ",", ".", ";", "and"):
        return False  # "a drop as the winner" (not "as the winner never smashes")
    label = (span.start == 0 or before[-1:] == [","]) and after in _LABEL_NEGATION
    return bool({"by", "from"} & set(before)) or before[-1:] == ["the"] or label  # "winner no
    # lifts, loser 1+ smashes": a label's person


def _subject_of(doc: Doc, person: Span, shot: Span) -> bool:
    """The person is said right before the shot, its subject ("the server smashes", "the
    server both smashes ...")."""
    gap = [t.lower_ for t in doc[person.end : shot.start]]
    return person.kind in _PEOPLE and gap in ([], ["both"])


def _shot_is(doc: Doc, stack: list[Span], span: Span) -> bool:
    """ "by a smash winner", "a drop is the winner": the winner is the shot just named (or
    said to be it), not a person."""
    if _shot_named_before(stack, span):
        return True
    if not stack or stack[-1].kind != "shot" or doc[span.end : span.end + 1].text in _POSSESSIVE:
        return False
    said = [t.lower_ for t in doc[stack[-1].end : span.start]]
    return said in (["is", "the"], ["was", "the"])


def _shot_named_before(stack: list[Span], span: Span) -> bool:
    """ "by a smash winner": the winner is the shot just named, not a person."""
    return bool(stack) and stack[-1].kind == "shot" and stack[-1].end == span.start


def _all(doc: Doc, span: Span) -> bool:
    after = [t.lower_ for t in doc[span.end : span.end + 2]]
    return after[:1] == ["all"] or after == ["-", "all"]


def _reduce(doc: Doc, stack: list[Span]) -> bool:
    a, b = stack[-2], stack[-1]
    gap = {t.lower_ for t in doc[a.end : b.start]}
    merged: Span | None = None
    second = doc[b.end - 1]  # "lobs and clears": a plural noun, and a word the tagger may take
    plural = second.tag_ == "NNS" or (second.lower_.endswith("s") and second.pos_ == "VERB")
    plurals = doc[a.end - 1].tag_ == "NNS" and plural  # for a verb ("... that finish")
    said = [x.kind for x in stack[:-2] if x.kind != "unit"][-1:]  # "only (plays) clears and"
    verbs = any(_subject_of(doc, x, a) for x in stack[:-2])  # "the server
    listed = gap == {"and"} and (plurals and not verbs or said in (["only"], ["neg"]))  # smashes
    # and drops": two verbs of the server's, not a list of types
    ahead = [t.lower_ for t in doc[b.end : b.end + 2]]
    listed |= gap == {","} and said == ["only"] and "and" in ahead  # "only net shots, rushes
    # and pushes": one list
    low = stack[-3] if len(stack) >= 3 else None  # "10 to 15 shots": "to" is a span
    if a.kind == "to" and low and _range(low, b) and not doc[low.end : a.start]:
        stack[-3:] = [Span(b.kind, (low.value[0], b.value[1], True), _from(doc, low), b.end)]
        return True
    won = b.kind == "convert" and doc[b.start].lemma_.lower() not in ("convert", "conversion")
    needed = low and low.kind == "gamepoint" and a.kind == "to" and not doc[low.end : a.start]
    if won and needed and not gap:  # "one more point to take the game": no conversion
        stack[-3:] = [Span("gamepoint", None, low.start, b.end)]  # type: ignore[union-attr]
        return True
    if won and a.kind == "gamepoint" and not gap:  # "one point from winning the game"
        stack[-2:] = [Span("gamepoint", None, a.start, b.end)]
        return True
    if low and low.kind == "anchor" and _after_the_serve(doc, a, b):  # "the first shot after
        said = {t.lower_ for t in doc[low.start : low.end]}  # the serve": 2; "the server's
        said.add(_owner(doc, stack[:-3], low) or "")  # first ...", "... with his first ...": 3
        step = 2 if "server" in said else 0 if "receiver" in said else 1
        step = step if b.value == 1 else 2  # "the first shot after the return": shot 3
        stack[-3:] = [Span("anchor", int(low.value) + step, low.start, b.end)]
        return True
    failed = low and low.kind == "lose" and doc[low.start].lemma_.lower() == "fail"
    if failed and a.kind == "to" and b.kind in ("win", "convert") and b.value is None and not gap:
        stack[-3:] = [Span("lose", NEGATED, low.start, b.end)]  # type: ignore[union-attr]
        return True  # "fails to win", "fails to convert (a game point)"
    if _range(a, b) and gap and gap <= {"-", "–", "and"}:  # "between 10 and 15 shots"
        merged = Span(b.kind, (a.value[0], b.value[1], True), _from(doc, a), b.end)
    elif _listed_numbers(a, b) and gap and gap <= {",", "or"}:  # "ten, eleven or twelve"
        merged = Span(b.kind, (a.value[0], b.value[1], True), a.start, b.end)
    elif a.kind == b.kind == "ending" and gap and gap <= {",", "or"}:  # "(ends with the
        endings = tuple(sorted({*a.value, *b.value}))  # shuttle) out or in the net": either
        merged = Span("ending", endings, a.start, b.end, a.sure and b.sure)
    elif a.kind == b.kind == "shot" and not gap and _narrowed(a, b) and not _done_to(doc, a, b):
        merged = Span("shot", a.value & b.value, a.start, b.end, a.sure and b.sure)  # "a
        # tumbling net shot across the court": a word of a type, then the type's noun
    elif a.kind == b.kind == "shot" and (_alternatives(doc, a, b, gap) or listed):
        merged = Span("shot", a.value | b.value, a.start, b.end, a.sure)
    elif (span_range := _anchor_range(doc, a, b, gap)) is not None:  # "the 4th or 5th shot",
        merged = Span(*span_range, b.end)  # "between shot 3 and shot 6"
    elif a.kind == "ordinals" and b.kind == "unit" and gap <= {"-"}:
        merged = Span("anchors", a.value, a.start, b.end)
    elif a.kind == b.kind == "anchor" and (a.value, b.value) == (1, 2) and not gap:
        merged = Span("anchor", 2, a.start, b.end)  # "the serve return"
    elif a.kind in ("ordinal", "first") and b.kind == "unit" and gap <= {"-"}:
        n = int(a.value or 1)  # "the fourth shot"; "the server ... with their second shot": 3
        merged = Span("anchor", _own(n, _owner(doc, stack[:-2], a)), a.start, b.end)
    elif (
        a.kind == "unit"
        and b.kind == "qty"
        and gap <= _NUMBERED
        and _plain(b)
        and _singular(doc, a)
    ):
        merged = Span("anchor", b.value[0], a.start, b.end)  # "on shot 3", "shot number 3"
    elif a.kind == "neg" and b.kind in ("win", "lose") and not gap and b.value is None:
        flipped = "lose" if b.kind == "win" else "win"  # "does not win", "never loses"
        merged = Span(flipped, NEGATED, a.start, b.end)
    elif a.kind == "role" and a.value in ("server", "receiver") and b.kind == "anchor":
        fixed = {t.lemma_ for t in doc[b.start : b.end]} & {"serve", "service", "return"}
        if gap <= _POSSESSIVE and gap and fixed:  # "the receiver's return" is shot 2
            merged = Span("anchor", b.value, a.start, b.end)
        elif gap <= _POSSESSIVE and gap:  # "the receiver's second shot" is shot 4
            own = 2 * int(b.value) - (1 if a.value == "server" else 0)
            merged = Span("anchor", own, a.start, b.end)
    elif _owns_nth(doc, a, b, gap):  # "the winner's second shot": shot 3 or 4, theirs
        n = int(b.value)  # type: ignore[call-overload]
        stack[-1:] = [Span("anchors", (2 * n - 1, 2 * n), b.start, b.end)]
        return False
    elif a.kind == b.kind == "shot" and gap and gap <= _OBJECT and _verb(doc, a):
        stack[-1:] = [Span("order", "prev", a.end, a.end), b]  # "lifting a drop": the drop
        return False  # came first and the lift replied to it
    elif _last_object(doc, low, a, b, gap):  # "smashes the last lift": the lift came first,
        reply = Span("order", "prev", a.end, a.end)  # and the smash at it ended the rally
        stack[-3:] = [low, a, reply, b]  # type: ignore[list-item]
        return False
    elif a.kind == "anchor" and a.value == 2 and _of_serve(doc, a, b, gap):
        served = Span("served", b.value, a.start, a.start)  # "the return of a long serve":
        stack[-2:] = [served, Span("anchor", 2, a.start, b.end)]  # the return, after a serve
        return False  # of that type (said as a clause of its own)
    elif _possessed_object(doc, low, a, b, gap):  # "smashing the opponent's push"
        reply = Span("order", "prev", low.end, low.end)  # type: ignore[union-attr]
        if a.kind == "role" and a.value == "opponent":  # the reply's hitter's: said by the order
            a = Span("unit", None, a.start, a.end)
        stack[-2:] = [reply, a, b]
        return False
    elif a.kind == b.kind == "shot" and gap <= _WITH | {"it"} and _instrument(doc, a, b, gap):
        merged = Span("shot", b.value, a.start, b.end, b.sure)  # "attacks with a smash"
    elif a.kind == b.kind == "to" and not gap:
        merged = Span("to", None, a.start, b.end)  # "lands into", "drops onto"
    elif a.kind == "rally" and b.kind == "anchor" and gap <= _POSSESSIVE and gap:
        merged = Span("anchor", b.value, a.start, b.end)  # "the rally's fourth stroke"
    elif a.kind == "anchor" and b.kind == "rally" and gap <= {"of", "in", "the"}:
        merged = Span("anchor", a.value, a.start, b.end)  # "the fourth shot of the rally"
    elif (
        a.kind == "ending"
        and doc[a.end - 1].lower_ == "short"
        and b.kind == "zone"
        and gap <= {"on", "to", "the"}
        and _side(b)
    ):  # "falls short on the right" lands in the front right, over the net
        merged = Span("landing", m.Zone(depth="front", side=b.value.side), a.start, b.end)
    elif a.kind == "landing" and b.kind == "zone" and gap <= {"on", "to", "in", "the"} and _side(b):
        zone = m.Zone(depth=a.value, side=b.value.side)  # "landing deep on the left"
        merged = Span("landing", zone, a.start, b.end)
    elif a.kind == b.kind == "zone" and _on_the_side(gap) and _side(b) and not _side(a):
        zone = _combine(a.value, b.value)  # "to the front on the left", "from the back of the
        merged = Span("zone", zone, a.start, b.end) if zone else None  # court on the right"
    elif a.kind == b.kind == "zone" and gap <= {"on", "the"} and _side(b) and gap:
        zone = _combine(_middle(doc, a), b.value)  # "from the middle on the right": midcourt
        merged = Span("zone", zone, a.start, b.end) if zone else None
    elif a.kind == b.kind == "zone" and a.value.corner and gap <= {"at", "in", "of", "the"}:
        zone = _combine(a.value, b.value)  # "a corner at the back", "the corners of the front"
        merged = Span("zone", zone, a.start, b.end) if zone else None
    elif a.kind == "zone" and b.kind in ("zone", "corner") and gap <= {"-"}:  # "rear-left
        zone = a.value if b.kind == "corner" else _combine(_middle(doc, a), b.value)  # zone"
        merged = Span("zone", zone, a.start, b.end) if zone else None
    elif a.kind == b.kind == "zone" and "of" in gap and gap <= {"side", "of", "the"}:
        zone = _combine(a.value, b.value)  # "the left side of the midcourt"
        merged = Span("zone", zone, a.start, b.end) if zone else None
    elif a.kind == "cmp" and b.kind == "qty" and not gap and _plain(b):
        merged = Span("qty", (*_compare(str(a.value), b.value[0]), True), a.start, b.end)
    elif (
        a.kind in ("qty", "length")
        and b.kind == "cmp"
        and b.value in ("+", "-")
        and _plus(doc, b, gap)
    ):
        if not _plain(a):  # "within 3 +" says no number of its own
            return False
        bounds = (a.value[0], None) if b.value == "+" else (None, a.value[0])
        merged = Span(a.kind, (*bounds, True), a.start, b.end)
    elif (
        a.kind in ("qty", "length")
        and b.kind == "cmp"
        and not gap
        and doc[b.start : b.end].text.lower() in _AT_MOST | _AT_LEAST
        and _plain(a)
    ):  # "five shots max", "ten shots at most", "five shots minimum": the number is a
        low = doc[b.start : b.end].text.lower() in _AT_LEAST  # bound, from above or below
        bounds = (a.value[0], None) if low else (None, a.value[0])
        merged = Span(a.kind, (*bounds, True), a.start, b.end)
    elif (
        a.kind == "rally"
        and b.kind == "cmp"
        and b.value in ("+", "-")
        and not gap
        and low is not None
        and low.kind == "length"
        and _plain(low)
        and not doc[low.end : a.start]
    ):  # "15-shot rallies or longer": the bound is the length's
        bounds = (low.value[0], None) if b.value == "+" else (None, low.value[0])
        stack[-3:] = [Span("length", (*bounds, True), low.start, b.end)]
        return True
    elif a.kind == "qty" and b.kind == "unit" and gap <= {"-"}:
        merged = Span("length", a.value, a.start, b.end)
    elif a.kind == "shot" and b.kind == "unit" and not gap and _shot_word(doc, b):
        merged = Span("shot", a.value, a.start, b.end, a.sure)  # "a passive drop shot"
    elif a.kind == "length" and (b.kind, b.value) == ("order", "later") and not gap:
        n, high, explicit = a.value  # type: ignore[misc]
        if explicit or n != high or not 1 <= n <= 9:
            return False
        merged = Span("gap", n, a.start, b.end)  # "two shots later"
    elif a.kind == "first" and b.kind == "length" and isinstance(b.value, tuple) and gap <= {"the"}:
        merged = Span("window", b.value[1] or b.value[0], a.start, b.end)
    elif a.kind == "cmp" and b.kind == "window" and gap <= {"the"}:
        merged = Span("window", b.value, a.start, b.end)
    if merged is None:
        return False
    stack[-2:] = [merged]
    return True


_NUMBERED = {"number", "#"}  # "shot number 3", "shot #3"
NEGATED = "negated"  # the value of an outcome said by denying its opposite ("does not win")


def _owns_nth(doc: Doc, a: Span, b: Span, gap: set[str]) -> bool:
    """ "the winner's second shot", "Momota's first shot": a player whose turn is not known
    (not the server or receiver) owns a numbered shot, one of two in the rally."""
    person = (a.kind == "role" and a.value in ("winner", "loser")) or a.kind == "player"
    if not (person and b.kind == "anchor" and gap and gap <= _POSSESSIVE):
        return False
    words = {t.lemma_.lower() for t in doc[b.start : b.end]}
    return bool(words & _SHOT_NOUNS) and not words & {"serve", "service", "return"}


def _own(n: int, owner: str | None) -> int:
    """The rally's shot number of ``owner``'s n-th shot (the server hits the odd ones)."""
    return n if owner is None else 2 * n - (1 if owner == "server" else 0)


def _owner(doc: Doc, before: list[Span], ordinal: Span) -> str | None:
    """ "server" or "receiver" when an ordinal shot is theirs by a possessive pronoun ("the
    server clears with their second shot"): the last role said before it, if one is."""
    if not ordinal.start or doc[ordinal.start - 1].lower_ not in ("his", "her", "their"):
        return None  # "its sixth shot" is the rally's
    roles = [s for s in before if s.kind == "role"]
    if not roles or roles[-1].value not in ("server", "receiver"):
        return None
    role = roles[-1]
    agent = role.start > 1 and doc[role.start - 2 : role.start].text.lower() == "by the"
    if agent and any(t.lemma_ == "have" for t in doc[role.end : ordinal.start]):
        return None  # "rallies won by the server have a net shot as their sixth shot"
    return role.value  # type: ignore[return-value]


def _after_the_serve(doc: Doc, a: Span, b: Span) -> bool:
    """``a`` says "after" and ``b`` is the serve or its return."""
    return (
        a.kind == "order"
        and doc[a.end - 1].lower_ in ("after", "following")  # "(straight) after"
        and (b.kind == "anchor" and b.value in (1, 2))
    )


def _singular(doc: Doc, span: Span) -> bool:
    return doc[span.start : span.end].text.lower() in ("shot", "stroke", "ball")


def _plain(span: Span) -> bool:
    """A plain number ("15", "15 shots"), not yet compared with anything."""
    return span.value[0] == span.value[1] and span.value[0] is not None


def _range(a: Span, b: Span) -> bool:
    """Two plain numbers, the second larger, the second of something: "10 to 15 shots"."""
    if a.kind != "qty" or b.kind not in ("qty", "length"):
        return False
    return _plain(a) and _plain(b) and a.value[0] < b.value[0]


def _done_to(doc: Doc, a: Span, b: Span) -> bool:
    """ "a drive driven back": a shot noun, then a shot verb's participle done to it (a
    reply), not one shot named twice."""
    verb = doc[b.start]  # not "netted": into the net
    return doc[a.end - 1].tag_ in ("NN", "NNS") and verb.tag_ == "VBN" and verb.lemma_ != "net"


def _narrowed(a: Span, b: Span) -> bool:
    """Two shots said next to each other, one within the other: one shot, of the narrower."""
    wide, narrow = frozenset(a.value), frozenset(b.value)  # type: ignore[arg-type]
    return bool(wide & narrow) and (narrow <= wide or wide <= narrow)


def _anchor_range(doc: Doc, a: Span, b: Span, gap: set[str]) -> tuple[str, object, int] | None:
    """Shot numbers said as alternatives, consecutive ("the third, fourth or fifth shot"), or
    as a range ("between shot 3 and shot 6"): the kind, value and start of the span they
    make, "ordinals" while no shot noun has come, else "anchors"; "between" is the range's."""
    numbers = ("ordinal", "ordinals", "anchor", "anchors")
    numbered = a.kind.startswith("anchor") and b.kind == "qty" and _plain(b)  # "shot 3 or 4"
    if a.kind not in numbers or not (b.kind in ("ordinal", "anchor") or numbered):
        return None
    low, high = a.value if a.kind.endswith("s") else (a.value, a.value)  # type: ignore[misc]
    last = int(b.value[0] if numbered else b.value)  # type: ignore[index, call-overload]
    listed = bool(gap & {",", "or"}) and gap <= {",", "or", "the"} and last == high + 1
    said = next((t.i for t in doc[max(0, a.start - 2) : a.start] if t.lower_ == "between"), None)
    before = {t.lower_ for t in doc[said + 1 : a.start]} if said is not None else {"-"}
    between = "and" in gap and gap <= {"and", "the"} and before <= {"the"}
    if not (listed or (between and not a.kind.endswith("s") and last > low)):
        return None
    kind = "ordinals" if a.kind.startswith("ordinal") and b.kind == "ordinal" else "anchors"
    return kind, (int(low), last), a.start if said is None else said


def _listed_numbers(a: Span, b: Span) -> bool:
    """Consecutive numbers listed as alternatives ("two or three", "10, 11 or 12 shots"): a
    range; "3 or 5" is not."""
    if a.kind != "qty" or b.kind not in ("qty", "length") or not _plain(b):
        return False
    low, high = a.value[0], a.value[1]
    return low is not None and high is not None and high + 1 == b.value[0]


def _from(doc: Doc, a: Span) -> int:
    """Where a range starts: at "between" just before its first number."""
    return a.start - 1 if a.start and doc[a.start - 1].lower_ == "between" else a.start


_OPENERS = {"after", "following", "before", "off", "from"}


def _alternatives(doc: Doc, a: Span, b: Span, gap: set[str]) -> bool:
    """ "clears or lifts", "drops, smashes or clears": one shot of any of the types."""
    if gap and "or" in gap | {w.split("/")[0] for w in gap} and gap <= _OR | {"a", "an"}:
        return True
    ahead = [t.lower_ for t in doc[b.end : b.end + 3]]
    lead = {t.lower_ for t in doc[max(a.start - 2, 0) : a.start]}  # "after a passive drop, a
    opener = bool(gap & {"a", "an"}) and bool(lead & _OPENERS)  # rush ...": no list
    listed = gap - {"a", "an"} == {","} and "or" in ahead[:2] and not opener  # "a rush, a
    # smash or a net shot"
    unpunctuated = not gap and ahead[:1] == ["or"] and a.value.isdisjoint(b.value)  # type: ignore[union-attr]
    return listed or unpunctuated  # "a smash rush or net shot winner", said without commas


# between a shot verb and its object: "lifting a drop", "driving back the opponent's push"
_OBJECT = {"a", "an", "the", "his", "her", "their", "that", "this", "every", "each", "back"}
_POSSESSED = {"off", "opponent", "'s", "’s", *_OBJECT}  # "finishes off the opponent's drop"


_DETERMINERS = {"no", "any", "a", "an", "the", "every", "each"}  # "no rushes" is a noun


def _verb(doc: Doc, span: Span) -> bool:
    """A shot said as a verb of one word ("lifting", "drives"), which can take an object;
    not after a determiner, which the tagger at times misses ("no rushes")."""
    before = doc[span.start - 1].lower_ if span.start else ""
    one_verb = span.end - span.start == 1 and doc[span.start].pos_ == "VERB"
    return one_verb and before not in _DETERMINERS


def _of_serve(doc: Doc, a: Span, b: Span, gap: set[str]) -> bool:
    """ "the return of a short serve": the return named by the serve it answers."""
    return (
        b.kind == "shot"
        and bool(b.value)
        and set(b.value) <= lx.F["serve"]  # type: ignore[arg-type]
        and "of" in gap
        and gap <= {"of", "a", "an", "the"}
    )


def _last_object(doc: Doc, verb: Span | None, last: Span, shot: Span, gap: set[str]) -> bool:
    """ "smashes the last lift", "kills the final drop": a shot verb whose object is the
    rally's last shot of a type (``last``, a "final" span, between them)."""
    return (
        verb is not None
        and verb.kind == shot.kind == "shot"
        and last.kind == "final"
        and not gap
        and last.end - last.start == 1
        and _verb(doc, verb)
        and {t.lower_ for t in doc[verb.end : last.start]} <= {"the", "their", "his", "her"}
        and bool(doc[verb.end : last.start])
    )


def _possessed_object(doc: Doc, verb: Span | None, owner: Span, shot: Span, gap: set[str]) -> bool:
    """ "smashing the opponent's push", "lifting Chou's drop": a shot verb whose object is a
    shot a person played, so the object came first."""
    return (
        verb is not None
        and verb.kind == shot.kind == "shot"
        and owner.kind in _PEOPLE
        and gap <= _POSSESSIVE
        and bool(gap)
        and _verb(doc, verb)
        and {t.lower_ for t in doc[verb.end : owner.start]} <= _OBJECT
    )


def _verb_tagged(word: Token, person_before: bool) -> bool:
    """The word is tagged a verb, or a plural noun after a person (the tagger reads "the
    receiver attacks", "the receiver kills" as nouns)."""
    return word.tag_.startswith("VB") or (word.tag_ == "NNS" and person_before)


def _attacks_with(doc: Doc, spans: list[Span], k: int) -> bool:
    """ "attacks the lift with a smash", "pounces on a passive drop with a winning rush": a
    verb of attack with a shot for object and another shot it was done with."""
    verb = doc[spans[k].start]
    said = _verb_tagged(verb, k > 0 and spans[k - 1].kind in _PEOPLE)
    if verb.lemma_.lower() not in _ATTACK_VERBS or not said or k + 2 >= len(spans):
        return False
    obj, nxt = spans[k + 1], spans[k + 2]
    between = {t.lower_ for t in doc[spans[k].end : obj.start]}
    after = [t.lower_ for t in doc[obj.end : nxt.start]]
    shot = nxt.kind == "shot" or (
        nxt.kind == "win" and k + 3 < len(spans) and spans[k + 3].kind == "shot"
    )
    return (
        obj.kind == "shot"
        and between <= _POSSESSED | {"on", "upon"}
        and after[:1] == ["with"]
        and shot
    )


def _instrument(doc: Doc, a: Span, b: Span, gap: set[str]) -> bool:
    """ "attacks with a smash": the second shot is how the first (a verb, or a family the
    second belongs to) was played, so the two are one shot."""
    if _reply_object(doc, a):
        return False  # "answers a drive with a drive": two shots, the second the reply
    return doc[a.start].pos_ == "VERB" or (bool(gap & {"with", "using"}) and b.value <= a.value)


def _reply_object(doc: Doc, a: Span) -> bool:
    """The shot ``a`` is the object of a reply verb ("answers a drive", "answering the
    server's net shot")."""
    k = a.start - 1
    while k >= 0 and (
        doc[k].lower_ in _DETERMINERS | _POSSESSIVE
        or doc[k].pos_ == "PROPN"
        or doc[k + 1].lower_ in _POSSESSIVE  # "a server's", "the opponent's"
    ):
        k -= 1
    return k >= 0 and doc[k].lemma_.lower() in _REPLY_VERBS


def _plus(doc: Doc, cmp: Span, gap: set[str]) -> bool:
    """A bound said right after its number: "10+", "10 or more", "10-plus", "10-or-more",
    or after its points ("three points or more ahead")."""
    said = doc[cmp.start].lower_ in ("plus", "or")
    ahead = (
        doc[cmp.end].lower_ in ("ahead", "behind", "up", "down") if cmp.end < len(doc) else False
    )
    return not gap or said and (gap == {"-"} or ahead and gap in ({"points"}, {"point"}))


def _on_the_side(gap: set[str]) -> bool:
    """Words between a depth and a side that put one on the other: "on the", "in the" ("deep
    in the left corner"), "of the court on the"."""
    return (
        gap <= {"on", "the"}
        or gap <= {"in", "the"}
        or ("on" in gap and gap <= {"of", "the", "court", "on"})
    )


def _middle(doc: Doc, span: Span) -> m.Zone:
    """ "middle" before a side ("the middle-right zone") is the midcourt, not the centre."""
    middle = doc[span.start : span.end].text.lower() == "middle"
    return m.Zone(depth="mid") if middle else span.value  # type: ignore[return-value]


def _combine(a: m.Zone, b: m.Zone) -> m.Zone | None:
    """Two zone words as one zone ("front" + "left", "front" + "corners"), or None when
    they clash ("the middle corners"); a word said again adds nothing ("deep to the right at
    the back")."""
    if (a.depth and b.depth and a.depth != b.depth) or (a.side and b.side and a.side != b.side):
        return None
    try:
        return m.Zone(depth=a.depth or b.depth, side=a.side or b.side, corner=a.corner or b.corner)
    except ValidationError:
        return None


def _compare(cmp: str, n: int) -> tuple[int | None, int | None]:
    return {
        ">=": (n, None),
        "+": (n, None),
        ">": (n + 1, None),
        "<=": (None, n),
        "<": (None, n - 1),
        "=": (n, n),
    }[cmp]


# -- shot mentions ---------------------------------------------------------------------------


def _mentions(q: _Query) -> list[Mention]:
    """Shot mentions in order: shots, positions spoken of alone ("the return of serve"), and
    kills with no shot named ("kills it")."""
    _opponents(q)
    _against(q)
    _lost_to(q)
    _won_for(q)
    _cost(q)
    _tails(q)
    _serving_with_score(q)
    finished = _finished_with(q)
    out = []
    for i, span in enumerate(q.spans):
        near_shot = any(q.kind(j) in ("shot", "kill") and q.close(i, j, 2) for j in (i - 1, i + 1))
        near_shot |= _styled_shot_next(q, i)  # "the second shot is a backhand net shot"
        near_shot |= _denied_shot_next(q, i)  # "the third shot is not a drop"
        near_shot |= q.kind(i - 1) == "unit" and q.kind(i - 2) == "shot" and q.close(i - 2, i, 3)
        alone = not near_shot or _passive_next(q, i)  # "the serve is lifted": what the lift answers
        if span.kind == "shot":
            subject = q.kind(i - 1) in _PEOPLE or _and_then(q, i)
            passive = subject and _passive(q, span)
            mention = Mention(first=i, spans={i}, types=frozenset(span.value), passive=passive)
            if _exchange_noun(q, i) or _long_exchange_of(q, i):  # "a net battle", "a long
                _as_exchange(mention)  # exchange of clears": two at least, in a row
            if i in finished:  # "kills the lift with a smash": the smash
                verb, mention.by = finished[i]
                mention.final, mention.outcome = True, "win" if verb == "kill" else None
            elif _lost_to_shot(q, i):  # "Momota loses to a smash": the smash won the rally
                mention.final, mention.outcome = True, "win"
                _take(q, mention, i - 1)
            if (tail := _own_tail_of(q, i)) is not None:
                (n, owner), mention.near_end = q.spans[tail].value, 1  # type: ignore[misc]
                mention.own_tail, mention.by = n, _hitter(q.spans[owner])
                _take(q, mention, tail)
                _take(q, mention, owner)
            out.append(mention)
        elif span.kind == "anchor" and (said := set(q.before(i, 3)) & _WINDOW - _order_by(q, i)):
            last = int(span.value) - bool(said & _BEFORE)  # "by the third shot"; "before the
            q.spans[i] = Span("window", last, span.start, span.end)  # fifth": the first four
            if q.kind(i - 1) == "order" and q.doc[q.spans[i - 1].start].lower_ in _BEFORE:
                q.used.add(i - 1)  # "no smash before the fifth shot": the window's word
            q.read |= {t.i for t in q.doc[max(0, span.start - 3) : span.start] if t.lower_ in said}
        elif span.kind == "anchor" and span.value == 1 and _only_after_serve(q, i):
            q.used.add(i)  # "only drives after the serve": "only" says so already
        elif span.kind == "anchor" and alone and not _number_first(q, i):
            types = lx.F["serve"] if span.value == 1 else None
            out.append(Mention(first=i, spans={i}, types=types, anchor=int(span.value)))
        elif (
            span.kind in ("final", "unit")
            and not near_shot
            and q.kind(i - 1) == "order"
            and (span.kind == "final" or q.kind(i + 1) in ("final", "win", "kill", "ending"))
            and not _named_next(q, i)
        ):  # "a lob just before the last shot", "... before the shot that ends the rally"
            out.append(Mention(first=i, spans={i}, final=span.kind == "final"))
        elif span.kind == "unit" and not near_shot and (won := _won_with_next(q, i)):
            # "a passive drop and the opponent wins with the next shot": that shot wins
            out.append(Mention(first=i, spans={won, i}, outcome="win", final=True))
        elif span.kind == "final" and _final_shot_after(q, i):
            out.append(Mention(first=i, spans={i}, final=True))
        elif span.kind == "ending" and not near_shot and _ordered_ending(q, i):
            ending = tuple(sorted(span.value))  # type: ignore[arg-type]  # "a smash, then into
            out.append(Mention(first=i, spans={i}, final=True, ending=ending))  # the net"
        elif (
            span.kind == "unit"
            and not near_shot
            and q.kind(i - 1) == "final"
            and q.kind(i + 1) in ("win", "kill", "ending")
            and q.kind(i + 2) == "order"
        ):  # "the rally ends with a shot into the net right after a net shot"
            out.append(Mention(first=i, spans={i}, final=True))
        elif (
            span.kind == "win"
            and (not near_shot or "with" in q.before(i, 2))
            and _winner_after_order(q, i)
        ):
            # "a lift followed by a winner", "punished by the opponent's winning shot"
            said = {i, i + 1} if q.kind(i + 1) == "unit" else {i}
            kill = lx.KILL if _punished(q, i) else None  # "punished with a winner": a kill
            mention = Mention(first=i, spans=said, types=kill, outcome="win", final=True)
            if q.kind(i - 1) == "zone" and q.kind(i - 2) == "order":  # "followed up at the
                mention.hit_from, mention.first = q.spans[i - 1].value, i - 1  # net for a winner"
                mention.spans.add(i - 1)
            out.append(mention)
        elif span.kind == "win" and not near_shot and (said := _ends_with_winner(q, i)):
            # "the rally ends with a winner", "the last shot is a winner": no shot named
            winner = m.Who(kind="winner")  # (not the subject of "loses to a winner")
            out.append(Mention(first=min(said), spans=said, outcome="win", final=True, by=winner))
            q.ended |= said
        elif span.kind == "win" and (off := _winner_off(q, i)):
            said = {k for k in (i - 1, i) if q.kind(k) == "win"} | off  # "an outright winner
            out.append(Mention(first=i, spans=said, outcome="win", final=True))  # straight off
        elif span.kind == "zone" and q.kind(i - 1) == "order" and _at_place(q, i):
            out.append(Mention(first=i, spans={i}, hit_from=span.value))  # reply "at the net"
        elif span.kind == "kill" and (
            _noun(q, i)
            or _killed(q, i)
            or _kills_object(q, i)
            or not _near_kind(q, i, "shot", 6)
            or (q.kind(i - 1) == "order" and not q.words(i - 1, i) and q.kind(i + 1) is None)
        ):  # "lift then smash then kill": the last step, a kill
            out.append(Mention(first=i, spans={i}, types=lx.KILL, outcome="win", final=True))
        elif span.kind == "neg" and out and out[-1].types and (who := _elided_no(q, i)):
            # "the loser smashes twice and the winner never does", "two smashes from the
            # winner and none from the loser": the shot said before, by no one else
            by = _hitter(q.spans[who]) or _opponent_of_said(q, who)
            said = set(range(min(i, who), max(i, who) + 1))
            out.append(Mention(first=i, spans=said, types=out[-1].types, neg=True, by=by))
        elif span.kind == "qty" and out and out[-1].types and _elided(q, i, near_shot):
            # "no smashes from the winner, two or more from the loser": the shot is the last
            out.append(Mention(first=i, spans={i}, types=out[-1].types, count=_count(span.value)))
        elif span.kind == "unit" and not near_shot and _placed_shot(q, i):
            out.append(Mention(first=i, spans={i}))  # "a shot from the front right": any shot
        elif span.kind == "length" and _counted_placed(q, i):
            out.append(Mention(first=i, spans={i}, count=_count(span.value)))  # type: ignore[arg-type]
        elif span.kind == "style" and not _near_kind(q, i, "shot", 3) and not _placed_before(q, i):
            mention = Mention(first=i, spans={i})  # "wins with a backhand": any shot
            _style(mention, span)
            out.append(mention)
    if not out:
        out = _zone_mentions(q) or _last_shot(q)
    out = _said_again(q, out)
    q.used |= {i for x in out for i in x.spans}
    _defended(q, out)
    bounds = [x.first for x in out]
    for k, mention in enumerate(out):  # words before a shot bind first: "no smashes"
        _left(q, mention, bounds[k - 1] if k else -1)
    for k, mention in enumerate(out):
        _right(q, mention, bounds[k + 1] if k + 1 < len(out) else len(q.spans))
    _counted_in_row(q, out)
    _their_shots(q, out)
    out = _numbered_again(q, out)
    _serving(q, out)
    return out


def _their_shots(q: _Query, mentions: list[Mention]) -> None:
    """ "Axelsen wins, last shot his smash": a shot owned by a pronoun is the person's said
    last before it."""
    for mention in mentions:
        start = q.spans[mention.first].start
        if mention.by is not None or not start or q.doc[start - 1].lower_ not in _PRONOUN_OWNERS:
            continue
        people = [q.spans[k] for k in range(mention.first) if q.kind(k) in _PEOPLE]
        who = _hitter(people[-1]) if people else None
        if who is not None and who.kind in ("name", "server", "receiver", "winner", "loser"):
            mention.by = who


_PRONOUN_OWNERS = {"his", "her", "their"}


def _counted_in_row(q: _Query, mentions: list[Mention]) -> None:
    """ "two clears and a drop in a row", "a drop, two net shots and a lift in a row": a
    list a run word closes has its shots one after another, a counted one as that many."""
    for k, mention in enumerate(mentions):
        j = k - 1
        while mention.in_row and j >= 0 and _in_list(q, mentions[j], mentions[j + 1]):
            mentions[j].in_row = True
            mentions[j].run = mentions[j].run or bool(mentions[j].count)
            j -= 1


def _in_list(q: _Query, a: Mention, b: Mention) -> bool:
    """Mention ``b`` is listed right after ``a`` ("a drop, two net shots", "... and a lift")."""
    return set(q.words(max(a.spans), min(b.spans))) <= _LISTED


_AGAIN = {"and", "again", "on", "as", "another", "with", "at", "the", "one", "more", "also"}


def _numbered_again(q: _Query, mentions: list[Mention]) -> list[Mention]:
    """ "a net shot on shot 2 and again on shot 4", "drops on the third shot and the fifth",
    "a drop as the third shot and another as the fifth": a position said alone right after
    a numbered shot, joined by "and", is the same shot there too."""
    out: list[Mention] = []
    for mention in mentions:
        before = out[-1] if out else None
        alone = mention.types is None and mention.anchor and q.kind(mention.first) == "anchor"
        if before is not None and alone and before.types and before.anchor:
            words = q.words(max(before.spans), mention.first)
            if set(words) <= _AGAIN and "and" in words and not before.final:
                mention = replace(before, first=mention.first, spans=mention.spans)
                mention.anchor = int(q.spans[mention.first].value)  # type: ignore[arg-type]
        out.append(mention)
    return out


_SERVING = {"serve", "serves", "served", "serving"}


def _finished_with(q: _Query) -> dict[int, tuple[str, m.Who | None]]:
    """ "finishes off a passive drop with a winner", "Momota kills the lift with a smash":
    the verb's object is the shot it answered, and the shot it was done with ended the
    rally (won it, for a kill), played by the verb's subject. The verb becomes the order
    between them; returned: each instrument shot's index, the verb's kind and subject."""
    out: dict[int, tuple[str, m.Who | None]] = {}
    for i, span in enumerate(q.spans):
        verb = _verb_tagged(q.doc[span.start], q.kind(i - 1) in _PEOPLE)
        if span.kind not in ("final", "kill") or not verb:
            continue
        finished = _killed_by(q, i) is not None or _killer(q, i) is not None
        if finished and q.doc[span.start].lemma_.lower() == "finish":  # "a lift finished
            # (off) by a smash", "a smash that finishes the lift": finishing a shot kills it
            span = q.spans[i] = Span("kill", span.value, span.start, span.end)
        if span.kind == "kill" and (j := _killed_by(q, i)) is not None:
            q.spans[i] = Span("order", "next", span.start, span.end)  # "a drop killed by a
            if q.kind(j) == "shot":  # smash": the smash came next, and won
                out[j] = ("kill", None)
            continue
        if span.kind == "kill" and (k := _killer(q, i)) is not None:  # "a rush that kills a
            q.spans[i] = Span("order", "prev", span.start, span.end)  # net shot": the rush
            out[k] = ("kill", None)  # came after it, and won
            q.used |= {i + 1} if _opponents_shot(q, i + 1) else set()
            continue
        if span.kind == "kill" and (j := _killed_with(q, i)) is not None:  # "a net shot the
            q.spans[i] = Span("order", "next", span.start, span.end)  # opponent puts away
            person = q.spans[i - 1]  # with a rush": the rush came next, and won
            named = person.kind == "player" or person.value in ("server", "receiver")
            out[j] = ("kill", _hitter(person) if named else None)
            q.used |= {i - 1, *range(i + 1, j)}
            continue
        theirs = q.kind(i + 1) == "role" and _possessive(q, i + 1)
        theirs = theirs and q.doc[q.spans[i + 1].start : q.spans[i + 1].end].text == "opponent"
        o = i + 2 if theirs else i + 1  # "killing the opponent's net shot with a rush"
        placed = q.kind(o) == "landing" and q.kind(o + 1) == "shot" and not q.words(o, o + 1)
        # "punishing a short lift": the lift's place, said before it
        o += placed
        j = o + 1  # the instrument
        if q.kind(o) != "shot" or q.kind(j) not in ("shot", "win"):
            continue
        gap = q.doc[q.spans[o].end : q.spans[j].start]
        words = {t.lower_ for t in gap if t.pos_ != "ADJ"}  # "with an outright winner"
        if not set(q.words(i, o - placed)) <= _POSSESSED or "with" not in words:
            continue
        if not words <= {"with", "a", "an", "the"}:
            continue
        kind = "kill" if _finish_off(q, i, j) else span.kind  # "finishes off": a kill
        q.spans[i] = Span("order", "next", span.start, span.end)
        q.used |= {i, i + 1} if theirs else {i}
        person = q.spans[i - 1] if i and not q.words(i - 1, i) else None
        named = person and (person.kind == "player" or person.value in ("server", "receiver"))
        who = _hitter(person) if named else None  # "the opponent": whoever won, as said
        if person and person.kind in _PEOPLE:
            q.used.add(i - 1)
        if q.kind(j) == "shot":
            out[j] = (kind, who)
        elif who is not None:  # "Momota finishes off the drop with a winner": Momota won
            q.add(m.Outcome(who=who), {i - 1})
    return out


def _finish_off(q: _Query, i: int, j: int) -> bool:
    """The verb at ``i`` is "finish off" ("finishes the drop off" is said so, spans.py), or
    "finish" with a shot for object ("finishes the drop with a winner"), before the span
    ``j``: a kill, not only an ending."""
    verb = q.doc[q.spans[i].start : q.spans[i].end]
    if verb[0].lemma_.lower() != "finish":
        return False
    off = any(t.lower_ == "off" for t in (*verb, *q.doc[q.spans[i].end : q.spans[j].start]))
    return off or any(q.kind(k) == "shot" for k in range(i + 1, j))


def _killed_by(q: _Query, i: int) -> int | None:
    """ "a drop killed (at once) by a smash", "... punished with a winner": the kill
    participle after a shot, and the index of what it was done with (a shot, a kill or a
    winner), or None."""
    if not _killed(q, i, relative=True):
        return None
    j = i + 1
    while q.kind(j) == "order" and q.spans[j].value == "next":  # "at once", "right away"
        j += 1
    if q.kind(j) == "win" and q.kind(j + 1) in ("shot", "kill") and not q.words(j, j + 1):
        j += 1  # "by a winning rush"
    elif q.kind(j) not in ("shot", "kill", "win"):
        return None
    verb = q.doc[q.spans[i].start + 1 : q.spans[i].end]  # "finished by" is one span
    words = [t.lower_ for t in verb if t.lower_ in ("by", "with")]
    words += [t.lower_ for k in range(i, j) for t in q.doc[q.spans[k].end : q.spans[k + 1].start]]
    return j if words[:1] in (["by"], ["with"]) and set(words) <= {"by", "with", *_OBJECT} else None


def _killed_with(q: _Query, i: int) -> int | None:
    """The kill verb at ``i`` in a relative clause after a shot, done with a shot: "a net
    shot (that) the opponent puts away with a rush", "a lift the receiver kills (straight
    away) with a smash"; the instrument's index, or None."""
    person = q.kind(i - 1) in _PEOPLE and not q.words(i - 1, i)
    relative = q.kind(i - 2) == "shot" and set(q.words(i - 2, i - 1)) <= {"that", "which", "the"}
    j = i + 1
    while q.kind(j) == "order" and q.spans[j].value == "next" and not q.words(j - 1, j):
        j += 1  # "straight away", "at once"
    said = q.words(j - 1, j) if q.kind(j) == "shot" else []
    instrument = "with" in said and set(said) <= {"with", *_OBJECT}
    return j if person and relative and instrument else None


def _killer(q: _Query, i: int) -> int | None:
    """The subject of the kill verb at ``i`` where it has a shot for subject and a shot for
    object: "a rush (at the net) that kills a net shot", "smashes which put away the lift"."""
    k = i - 1 - (q.kind(i - 1) == "zone" and not q.words(i - 2, i - 1))
    subject = q.kind(k) == "shot" and set(q.words(i - 1, i)) <= {"that", "which"}
    o = i + 2 if _opponents_shot(q, i + 1) else i + 1  # "kills the opponent's net shot"
    said = subject and q.kind(o) == "shot"
    return k if said and set(q.words(i, i + 1) + q.words(o - 1, o)) <= _POSSESSED else None


def _winner_after_order(q: _Query, i: int) -> bool:
    """The win at ``i`` names a shot ("a winner", "a winning shot") that an order word puts
    after another ("followed by an outright winner", "punished by the opponent's winner"),
    that a reply verb was done with ("punishes a passive drop with a winner"), or that a
    player plays ("the opponent hits a winner")."""
    span = q.spans[i]
    noun = q.doc[span.end - 1].lower_ in ("winner", "winners") or (
        q.kind(i + 1) == "unit" and q.doc[span.start].lower_ == "winning"
    )
    before = [t for t in q.doc[max(0, span.start - 3) : span.start] if t.pos_ not in ("DET", "ADJ")]
    if noun and before and before[-1].lemma_ in _PLAYING and before[-1].tag_.startswith("VB"):
        return not any(_players_opponent(q, k) for k in range(i))  # "Momota's opponent hits
        # a winner": the pattern cannot name Momota's opponent
    j = i - 1
    while q.kind(j) in ("win", "role", "player") and set(q.words(j, j + 1)) <= _FILLER:
        j -= 1
    glue = _FILLER
    if q.kind(j) == "zone" and set(q.words(j, j + 1)) <= {"for", *_FILLER}:
        j -= 1  # "followed up at the net (in the forecourt) for a winner"
        glue = {"in", *_FILLER}
    k = _past_owner(q, j, -1)  # "followed by the opponent's winner"
    instrument = q.kind(j) == "shot" and q.kind(k) == "order" and "with" in q.words(j, j + 1)
    follows = q.kind(i + 1) == "order" and q.spans[i + 1].value == "prev"  # "a winner (right)
    follows = follows and set(q.words(i, i + 1)) <= {"straight", "right", "just", "immediately"}
    # after two net shots"; not "dropping for a winner after ...", the drop's
    follows = follows and not (q.kind(i - 1) in ("shot", "kill") and len(q.words(i - 1, i)) <= 2)
    return noun and (
        instrument or follows or q.kind(j) == "order" and set(q.words(j, j + 1)) <= glue
    )


def _winner_of_shot_before(q: _Query, i: int) -> bool:
    """The win at ``i`` is the noun "winner" right after a shot ("a smash winner")."""
    noun = q.doc[q.spans[i].end - 1].lower_ in ("winner", "winners")
    return noun and q.kind(i - 1) == "shot" and not q.words(i - 1, i)


def _punished(q: _Query, i: int) -> bool:
    """The winner at ``i`` is what a shot was punished or killed with ("a passive drop
    punished with a winner", "... that the opponent punishes with a winner", "the opponent
    kills the drop with a winner")."""
    j = i - 1
    while q.kind(j) in ("win", "role", "player", "shot") and j >= 0:
        j -= 1
    if q.kind(j) != "order":
        return False
    return q.doc[q.spans[j].start].lemma_ in ("punish", "kill") or _finish_off(q, j, i)


def _past_owner(q: _Query, i: int, step: int) -> int:
    """The span next to ``i`` in the direction ``step`` (1 or -1), past a possessive role
    between ("... after the opponent's drop": from "after", the drop)."""
    k = i + step
    return k + step if q.kind(k) == "role" and _possessive(q, k) else k


def _players_opponent(q: _Query, k: int) -> bool:
    """Span ``k`` is "opponent" said of a named player ("Momota's opponent")."""
    said = q.doc[q.spans[k].start : q.spans[k].end].text.lower() == "opponent"
    role = q.kind(k) == "role" and q.spans[k].value == "opponent"  # not read as a side yet
    return said and role and q.kind(k - 1) == "player" and _possessive(q, k - 1)


def _at_place(q: _Query, i: int) -> bool:
    """ "a drop answered at the net (and then lifted)": the order word before the zone asks
    for a shot, which is one hit there, ordered against the shots said around it."""
    said = {*q.words(i - 1, i), q.doc[q.spans[i].start].lower_}  # "at the net", "in the
    place = said & {"at", "in"} and set(q.words(i - 1, i)) <= {"at", "in", "the"}  # forecourt"
    return bool(place) and q.kind(i + 1) in ("order", None)  # None: the query ends there


_SEP = {",", ";", "|", ":"}  # between the fields of a typed filter


def _ends_with_winner(q: _Query, i: int) -> set[int]:
    """ "ends with a winner", "the final shot is a winner", "loses to an outright winner":
    the spans that say the last shot won, the noun "winner" after the word for the end (and
    "shot" between) or after "loses to"; else none."""
    if q.kind(i - 1) == "unit" and q.kind(i - 2) == "to" and q.kind(i - 3) == "lose":
        said = set(q.words(i - 1, i)) <= _FILLER | _PERSON_WORDS  # "loses to a shot she cannot
        return set(range(i - 2, i + 1)) if said and not q.words(i - 3, i - 2) else set()  # reach"
    words = [t.lower_ for t in q.doc[q.spans[i].start : q.spans[i].end]]
    said = "unreturned" if words[-2:] in (["not", "returned"], ["n't", "returned"]) else words[-1]
    if said == "unreturned" and q.kind(i - 1) == "final":  # "the last shot goes unreturned"
        copula = set(q.words(i - 1, i)) <= {"is", "was", "goes", "went", "stays", "stayed"}
        return {i - 1, i} if copula and _final_shot(q, i - 1) else set()
    if said not in ("winner", "winners"):
        return set()
    first = i - 1 if q.kind(i - 1) == "win" and not q.words(i - 1, i) else i  # "outright"
    opening = [t.lower_ for t in q.doc[: q.spans[first].start]]
    after = q.doc[q.spans[i].end : q.spans[i].end + 1].text.lower()
    by = after == "by" or (after == "," and first < i)  # "outright winners, provided ..."
    if first == 0 and (opening in (["a"], ["an"]) or first < i) and by:  # "an outright
        return set(range(first, i + 1))  # winner by the receiver": a shot (not "the winner
        # lifts")
    labelled = q.kind(first - 1) in ("rally", "length") and set(q.words(first - 1, first)) <= _SEP
    after = q.doc[q.spans[i].end : q.spans[i].end + 1]
    if labelled and (not after or after[0].text in _SEP):  # "15 to 20 shots, outright
        return set(range(first, i + 1))  # winner, ...": a field of the rally's (not "10+
        # shots, winner more drops than loser": the player)
    unit = q.kind(first - 1) == "unit"  # "the last shot is a winner"
    end = first - 1 - unit
    if q.kind(end) == "to" and q.kind(end - 1) == "lose" and not unit:
        lost = not q.words(end - 1, end) and set(q.words(end, first)) <= _FILLER
        return set(range(end, i + 1)) if lost else set()  # the loser's opponent's winner
    if q.kind(end) != "final" or not set(q.words(end, first)) <= _FILLER:
        return set()
    said_of = end == 0 or (  # "between 15 and 20 shots; ends with a winner"
        q.kind(end - 1) in ("rally", "length") and set(q.words(end - 1, end)) <= _FILLER | _SEP
    )
    said_of |= q.kind(end - 1) in ("num", "times", "cmp", "qty") and q.words(end - 1, end) in (
        ["and", "it"],
        [",", "and", "it"],
    )  # "smashes twice, and it ends with a winner": the rally ends so, not the count
    shot = q.doc[q.spans[end].end - 1].lower_ in ("shot", "stroke")  # "last shot", one span
    return set(range(end, i + 1)) if unit or shot or said_of else set()  # not "a drop that
    # ends the rally as a winner": that drop won


def _final_shot(q: _Query, i: int) -> bool:
    """The "final" span at ``i`` names the rally's last shot ("the last shot", "the final
    stroke")."""
    words = [t.lower_ for t in q.doc[q.spans[i].start : q.spans[i].end]]
    return words[-1:] in (["shot"], ["stroke"]) and words[0] in ("last", "final")


def _winner_off(q: _Query, i: int) -> set[int]:
    """ "a winner (straight) off a long serve", "a winner right after a lift": the winning
    shot replied to the shot named after "off" or "after"; the spans of "straight" said
    between, else none (no such winner)."""
    if q.kind(i - 1) in ("shot", "kill") and not q.words(i - 1, i):
        return set()  # "a smash winner off a lob": the smash is the winner
    if q.kind(i - 1) == "shot" and q.words(i - 1, i) in (["that"], ["which"]):
        return set()  # "a smash that wins the point off a lob": the smash won
    j = i + 1
    straight = q.kind(j) == "run" and q.doc[q.spans[j].start].lower_ in ("straight", "right")
    j += straight
    noun = q.doc[q.spans[i].end - 1].lower_ in ("winner", "winners")
    after = noun and q.kind(j) == "order" and q.spans[j].value == "prev"  # "a winner right
    # after a passive drop", "... after the opponent's drop"
    shot = _past_owner(q, j, 1)  # "a winner right after the opponent's drop"
    if (q.kind(j) != "from" and not after) or q.kind(shot) not in ("shot", "anchor"):
        return set()  # an anchor: "a winner off the serve"
    return {i + 1} if straight else {i}


def _serving_verb(q: _Query, span: Span) -> bool:
    """A span opening with the verb "serves", "served" or "serving" (not the noun "serve")."""
    return q.doc[span.start].lower_ in _SERVING - {"serve"}


def _serving_with_score(q: _Query) -> None:
    """ "serving with a lead of 5", "serves while trailing", "receiving at game point": the
    verb says who the score is said of (the server, the receiver), not a shot."""
    for i, span in enumerate(q.spans):
        verb = span.kind == "shot" and _serving_verb(q, span)
        receiving = span.kind == "receive" and q.doc[span.start].lemma_.lower() == "receive"
        j = i + 2 if q.kind(i + 1) == "qty" else i + 1  # "serving while five points ahead"
        scored = q.kind(j) in ("lead", "trail", "gamepoint")
        if (verb or receiving) and scored and set(q.words(i, i + 1)) <= _SCORED:
            if q.kind(i - 1) == "player":  # "Momota serving while ahead" stays his serve
                continue
            role = "server" if verb else "receiver"
            q.spans[i] = Span("role", role, span.start, span.end)
            k = i - 1  # "rallies won when serving with a lead": the server won them
            if q.kind(k) in ("win", "lose") and set(q.words(k, i)) <= {"when", "while"}:
                q.add(m.Outcome(who=m.Who(kind=role), lost=q.kind(k) == "lose"), {k})


_SCORED = {"with", "while", "when", "a", "at", ","}


def _and_then(q: _Query, i: int) -> bool:
    """The shot at ``i`` said of the subject of a shot just before ("X lifts and gets
    smashed")."""
    return q.kind(i - 1) == "shot" and "and" in q.words(i - 1, i)


def _passive_next(q: _Query, i: int) -> bool:
    """The serve at ``i`` with a shot said in its passive after it: "the serve is lifted"
    (a serve is no lift, so the lift answers it; "the fourth shot is lifted" says the
    fourth shot's type, as "is a lift" does)."""
    serve = q.spans[i].value == 1 and q.kind(i + 1) == "shot"
    return serve and _passive(q, q.spans[i + 1]) and len(q.words(i, i + 1)) == 1


def _passive(q: _Query, span: Span) -> bool:
    """A shot said in the passive voice ("X gets smashed", "was lobbed"): its subject, a
    player said just before, is who it was played at, not its hitter ("a lob that is
    smashed" is a shot's passive, read as a sequence)."""
    verb = q.doc[span.start]
    listed = all(
        t.tag_ == "VBN" or t.lower_ in (",", "or", "and") for t in q.doc[span.start : span.end]
    )
    return (
        listed  # "is smashed, rushed or netted"
        and verb.tag_ == "VBN"
        and span.start > 0
        and q.doc[span.start - 1].lemma_.lower() in ("get", "be")
    )


def _serving(q: _Query, mentions: list[Mention]) -> None:
    """A serve said as what a player does is that player's serve, not the winning shot:
    "rallies Chen Yufei won when serving" or "on her own serve" (her serve), "rallies
    served by X that she won",
    "X wins her serve" (X served and won the rally; the serve did not end it). A serve
    said of a type ("short serves that won outright") keeps its reading, unless said as the
    player's own ("loses on his own short serve")."""
    players = {str(s.value.spellings[0]) for s in q.spans if s.kind == "player"}  # type: ignore[union-attr]
    for mention in mentions:
        if not mention.types or not mention.types <= lx.F["serve"] or mention.ending:
            continue
        verb = _serving_verb(q, q.spans[mention.first])
        before = q.before(mention.first, 2)
        own = bool({"his", "her", "their"} & set(before)) or (  # "her own serve", "X's serve"
            mention.first > 0
            and q.kind(mention.first - 1) == "player"
            and bool(_POSSESSIVE & set(q.words(mention.first - 1, mention.first)))
        )
        if mention.types != lx.F["serve"] and not own:
            continue  # a type keeps its reading, unless said as the player's own ("on his
            # own short serve")
        if mention.by is None and (verb or own) and len(players) == 1:
            mention.by = m.Who(kind="name", name=players.pop())
        elif mention.by is None and verb and not players:  # "rallies won while serving"
            mention.by = m.Who(kind="server")
        said_won = any(  # "service winners by X", "unreturned serves": the serve won
            q.kind(k) == "win"
            and abs(k - mention.first) == 1
            and not q.words(*sorted((k, mention.first)))
            for k in mention.spans
        )
        if mention.by is not None and mention.outcome and not mention.penultimate and not said_won:
            lost = mention.outcome == "lose"
            q.add(m.Outcome(who=mention.by, lost=lost), set())  # the server's rally
            mention.outcome, mention.final = None, False


def _tails(q: _Query) -> None:
    """ "the last three shots": a number of shots said of the rally's end."""
    for i, span in enumerate(q.spans):
        before = [t.lower_ for t in q.doc[max(span.start - 2, 0) : span.start]]
        if span.kind != "length" or not isinstance(span.value, tuple):
            continue
        n = span.value[1] or span.value[0]
        if (owner := _tail_owner(q, i, before)) is not None:
            q.spans[i] = Span("owntail", (n, owner), span.start - 1, span.end)
        elif _tail_words(before):
            q.spans[i] = Span("tail", n, span.start - 1, span.end)


def _tail_owner(q: _Query, i: int, before: list[str]) -> int | None:
    """The person whose last shots the length at ``i`` counts: "the winner's last two
    shots", "(the server ...) their last two shots"; None where it is the rally's."""
    if len(before) != 2 or before[1] not in lx.LAST:
        return None
    if before[0] in _POSSESSIVE and q.kind(i - 1) in _PEOPLE and _hitter(q.spans[i - 1]):
        return i - 1
    people = [k for k in range(i) if q.kind(k) in _PEOPLE and _hitter(q.spans[k])]
    return people[-1] if before[0] in ("their", "his", "her") and people else None


_OWN_TAIL_BEFORE = {"are", "were", "is", "was", "both", "all", "each", "a", "an"}
_OWN_TAIL_AFTER = {"with", "on", "in", "each", "both", "all", "of", "as", "their", "his", "her"}


def _own_tail_of(q: _Query, i: int) -> int | None:
    """The owned tail said of the shot at ``i``: "the winner's last two shots are smashes",
    "smashes with each of their last two shots"."""
    if q.kind(i - 1) == "owntail" and set(q.words(i - 1, i)) <= _OWN_TAIL_BEFORE:
        return i - 1
    if q.kind(i + 1) == "owntail" and set(q.words(i, i + 1)) <= _OWN_TAIL_AFTER:
        return i + 1
    return None


def _tail_words(before: list[str]) -> bool:
    """ "the last", "its final", "whose last": not the verb ("points that last five shots")."""
    return len(before) == 2 and before[1] in lx.LAST and before[0] in _TAIL_OWNERS


_TAIL_OWNERS = {"the", "its", "their", "whose"}


def _elided(q: _Query, i: int, near_shot: bool) -> bool:
    """A count said of a player with no shot named ("two or more from the loser", "the
    loser plays 2+"): the shot said before is meant."""
    after = q.kind(i + 2) if q.kind(i + 1) == "from" else q.kind(i + 1)
    k = i - 1
    if _playing_verb(q, k):
        k -= 1  # "plays", tagged a unit ("a play")
    before = q.kind(k) in _PEOPLE and set(q.words(k, i)) <= _PLAYS
    return not near_shot and not _points_said(q, i) and (after in _PEOPLE or before)


def _points_said(q: _Query, i: int) -> bool:
    """The number at ``i`` counts points ("the server, on 20 points", "three points down",
    "after someone reaches 18")."""
    reached = q.kind(i - 1) == "points" and not q.words(i - 1, i)
    reached = reached and (q.kind(i + 1) != "shot" or bool(q.words(i, i + 1)))  # not "3 smashes"
    return reached or q.doc[q.spans[i].end : q.spans[i].end + 1].text.lower() in _POINTS


def _elided_no(q: _Query, i: int) -> int | None:
    """The person span of a negation at ``i`` that names no shot, so means the shot said
    before: "... and the winner never (does)", "... but the receiver doesn't" (it stands with
    "do" for the verb), "... and none from the loser", "the loser hits none"."""
    end = q.spans[i].end
    said = [t.lower_ for t in q.doc[end : end + 2]]
    if q.doc[end - 1].lower_ == "none":
        if q.kind(i + 1) == "from" and q.kind(i + 2) in _PEOPLE:
            return i + 2  # "... and none from the loser"
        if q.kind(i + 1) in _PEOPLE and q.words(i, i + 1) in (["by"], ["by", "the"]):
            return i + 1  # "... and none by the loser"
        k = i - 1 - _playing_verb(q, i - 1)  # "the loser hits none", "the receiver none"
        return k if q.kind(k) in _PEOPLE and set(q.words(k, i)) <= _PLAYS else None
    last = end >= len(q.doc) or q.doc[end].is_punct  # "... and the receiver never"
    after = q.doc[end - 1].lower_ in ("n't", "not") or said[:1] in (["does"], ["do"], ["did"])
    after = after or (last and q.doc[end - 1].lower_ in ("never", "once"))  # "not once"
    nxt = q.spans[i + 1] if i + 1 < len(q.spans) else None
    verb = nxt is not None and nxt.kind == "shot" and nxt.start <= end + 1  # "does not smash"
    pro = after and not verb and q.kind(i - 1) in _PEOPLE and said[-1:] != ["play"]
    return i - 1 if pro else None


def _opponent_of_said(q: _Query, k: int) -> m.Who | None:
    """ "the winner smashes twice and the opponent never does": "the opponent" at ``k`` is
    the other of the person said before it."""
    if q.spans[k].value != "opponent":
        return None
    said = (_hitter(q.spans[j]) for j in range(k - 1, -1, -1) if q.kind(j) in _PEOPLE)
    person = next((who for who in said if who is not None), None)
    return _other(person) if person else None


def _last_shot(q: _Query) -> list[Mention]:
    """ "the last shot is played by the receiver", "the final shot is the server's": with no
    shot named, the rally's last shot, of any kind, said of a player."""
    for i, span in enumerate(q.spans):
        noun = q.doc[span.end - 1].lower_ in _SHOT_NOUNS
        person = any(q.kind(k) in _PEOPLE for k in range(i + 1, len(q.spans)))
        if span.kind == "final" and noun and person:
            return [Mention(first=i, spans={i}, final=True)]
        played = q.kind(i - 1) == "unit" and q.doc[q.spans[i - 1].start].lemma_ in _PLAY_VERBS
        subject = played and q.kind(i - 2) in _PEOPLE and not q.words(i - 2, i - 1)
        if span.kind == "final" and noun and subject and set(q.words(i - 1, i)) <= {"the"}:
            by = _hitter(q.spans[i - 2])  # "Ginting hits the last shot into the net"
            return [Mention(first=i - 2, spans={i - 2, i - 1, i}, final=True, by=by)]
    return []


def _won_with_next(q: _Query, i: int) -> int | None:
    """The win that the shot word at ``i`` is what a player wins with, said by its order:
    "wins with the next shot", "wins the rally with the very next shot"."""
    won = i - 3 if q.kind(i - 2) == "rally" else i - 2
    if q.kind(i - 1) != "order" or q.spans[i - 1].value != "next" or q.kind(won) != "win":
        return None
    said = q.words(i - 2, i - 1)
    return (
        won
        if said[:1] == ["with"] and set(said[1:]) <= {"the", "their", "his", "her", "very"}
        else None
    )


def _zone_next(q: _Query, i: int) -> bool:
    """Span ``i`` is followed by "from" or "to" and a zone: where its shots were played."""
    return q.kind(i + 1) in ("from", "to") and q.kind(i + 2) == "zone"


def _placed_shot(q: _Query, i: int) -> bool:
    """ "a shot from the front right to the back left", "a smash, then a shot to the front
    left": the word "shot", no type or position said with it, and where it was hit from or
    lands."""
    placed = _zone_next(q, i)
    zone = i + 2 if _playing_verb(q, i + 1) else i + 1  # "a shot (played) at the net"
    placed |= q.kind(zone) == "zone" and _placed_at(q, i, zone)
    alone = q.kind(i - 1) not in ("anchor", "final", "window", "qty")
    played = _playing_verb(q, i) and q.kind(i - 1) in ("neg", *_PEOPLE)  # "the loser never
    return (_shot_word(q.doc, q.spans[i]) or played) and placed and alone  # plays from the
    # front court": any shot of theirs


def _counted_placed(q: _Query, i: int) -> bool:
    """ "three shots from the front", "at least 3 strokes to the rear left": the length span
    at ``i`` counts shots by where they were hit from or land, not the rally's length."""
    said = q.doc[q.spans[i].end - 1].lower_ in ("shots", "strokes")
    of_rally = _of_rally(q.doc, q.spans[i].start)  # "rallies of 20 shots from the back": its
    return said and not of_rally and _zone_next(q, i)  # length


_SHOT_NOUNS = {"shot", "shots", "stroke", "strokes"}
_PLAYED = {"played", "hit", "is", "was", "are", "were"}


def _placed_at(q: _Query, i: int, zone: int) -> bool:
    """The zone at ``zone`` is said "at" or "in" a place, after the shot at ``i``: where it
    was hit from ("a shot (played) at the net", "shots in the forecourt")."""
    words = [w for w in q.words(i, zone) if w not in ("the", "a")]
    at = q.doc[q.spans[zone].start].lower_ in ("at", "in") or words[-1:] in (["at"], ["in"])
    return at and set(words) <= _PLAYED | {"at", "in"}


def _zone_mentions(q: _Query) -> list[Mention]:
    """ "points won from the back court", "errors from the front", "the last shot is played
    from the front left": with no shot named, a zone said of a rally's outcome or of its
    last shot is the final shot's."""
    kinds = {s.kind for s in q.spans}
    if not kinds & {"win", "lose", "error", "ending", "final"}:
        return []
    finals = {i for i, s in enumerate(q.spans) if s.kind == "final"}
    owner = next((k for k in sorted(finals) if _own_last(q, k) and _hitter(q.spans[k - 1])), None)
    out = []
    for i, span in enumerate(q.spans):
        if span.kind == "zone":
            outcome = "win" if "win" in kinds else "lose" if kinds & {"lose", "error"} else None
            mention = Mention(first=i, spans={i, *finals}, final=True, outcome=outcome)
            before = [w for w in q.before(i, 2) if w != "the"][-1:] + [q.doc[span.start].lower_]
            at = bool({"at", "in"} & set(before)) and q.kind(i - 1) not in ("to", "final")
            went_out = q.kind(i - 1) == "ending" and "out" in q.spans[i - 1].value
            if q.kind(i - 1) == "from" or (at and not went_out):  # "wins at the net": the
                # winner was there; "out in the rear right": the shuttle went out there
                mention.hit_from = span.value  # type: ignore[assignment]
            else:
                mention.lands = span.value  # type: ignore[assignment]
            if owner is not None:  # "the loser's last shot lands at the back": their last own
                mention.by, mention.final, mention.near_end = _hitter(q.spans[owner - 1]), False, 1
                mention.spans.add(owner - 1)  # shot, the rally's last or the one before it
            out.append(mention)
    return out[:1]


def _noun(q: _Query, i: int) -> bool:
    """A word of finishing used as a shot: "a kill", "the put-away", "that gets killed"."""
    before = q.before(i, 2)
    passive = {"get", "gets", "got", "is", "was", "are", "were", "be", "being"}
    return (
        before[-1:] in (["a"], ["the"])
        or before == ["a", "winning"]
        or bool(set(before[-1:]) & passive)
    )


def _kills_object(q: _Query, i: int) -> bool:
    """ "the opponent kills a passive drop", "puts away a soft drop": a kill verb whose object
    is a shot, answered by the kill (said with an instrument, "kills the lift with a smash",
    the verb is the order between the two: ``_finished_with``)."""
    if q.kind(i) != "kill":
        return False
    verb = q.doc[q.spans[i].start].tag_.startswith("VB") and not _noun(q, i)
    if verb and q.kind(i + 1) == "shot" and set(q.words(i, i + 1)) <= _OBJECT:
        return True
    owned = q.kind(i + 1) in _PEOPLE and q.kind(i + 2) == "shot"
    owned = owned and set(q.words(i + 1, i + 2)) <= _POSSESSIVE
    if verb and owned and set(q.words(i, i + 1)) <= _OBJECT:
        return True  # "the receiver kills the server's lift"
    span = q.spans[i]
    said = {t.lower_ for t in q.doc[span.start : span.end + 1]}  # "puts it away", "kills it"
    pronoun = verb and said & {"it", "this", "that"} and q.kind(i + 1) != "shot"
    if pronoun and any(q.kind(k) == "shot" for k in range(i)):
        return True  # "a drop, then the opponent kills it": the shot said before (not "kills
        # it with a smash": the smash, said, killed it)
    relative = q.kind(i - 1) in _PEOPLE and q.kind(i - 2) == "shot"  # "a lift that the
    return relative and set(q.words(i - 2, i - 1)) <= {"that", "which", "the", "shot"}  # server
    # kills", "a drop shot that the opponent puts away"


def _ordered_ending(q: _Query, i: int) -> bool:
    """The ending at ``i`` is ordered against a shot ("a smash, then into the net", "ends in
    the net right after a smash"): a shot of its own, the last, that ended that way."""
    before = q.kind(i - 1) == "order" and q.kind(i - 2) == "shot"
    after = q.kind(i + 1) == "order" and q.kind(i + 2) == "shot" and q.kind(i - 1) != "unit"
    return before or after  # not "a shot into the net right after a net shot": that shot's


def _said_again(q: _Query, mentions: list[Mention]) -> list[Mention]:
    """ "a push that is lifted, and the lift is smashed": a shot named again with "the"
    (a noun of the same type, no order word but "then" nor other shot between) is the shot
    just named, not another."""
    out: list[Mention] = []
    for mention in mentions:
        a, span = (out[-1] if out else None), q.spans[mention.first]
        definite = q.before(mention.first, 1)[:1] in (["the"], ["that"], ["this"])
        noun = span.kind == "shot" and q.doc[span.start].pos_ != "VERB" and not mention.final
        same = a is not None and bool(  # "a smash is blocked, and the net shot is lifted":
            a.types and mention.types and (mention.types <= a.types or a.types <= mention.types)
        )  # the family named again holds the shot's type
        between = range(max(a.spans) + 1, mention.first) if a else range(0)
        apart = [k for k in between if q.kind(k) in _APART and not (_then(q, k) or _place(q, k))]
        said = (definite and noun) or _bare_again(q, mention)
        if said and same and not apart or same and _for_a_winning(q, a, mention):
            a.spans |= mention.spans  # type: ignore[union-attr]
            continue
        if definite and noun and _object_again(q, out, mention):  # "the server lifts and
            out[-2].spans |= mention.spans  # the receiver smashes the lift": that lift
            q.used.add(mention.first - 1)
            continue
        out.append(mention)
    return out


_FOR_A = {"for", "a", "an", "down", "away", "home"}


def _for_a_winning(q: _Query, a: Mention | None, mention: Mention) -> bool:
    """ "the lift is hammered down for a winning smash": the shot said as a verb, then for
    what it was, is one shot."""
    if a is None or q.doc[q.spans[a.first].start].pos_ != "VERB":
        return False
    words = [t.lower_ for t in q.doc[q.spans[max(a.spans)].end : q.spans[mention.first].start]]
    return "for" in words and set(words) <= _FOR_A | {"winning", "outright"}


def _bare_again(q: _Query, mention: Mention) -> bool:
    """ "net shot then rush and rush win the point": a shot named again, its article left
    out, as the subject of an outcome right after "and"."""
    said = q.before(mention.first, 1) == ["and"] and q.kind(mention.first + 1) in ("win", "lose")
    return said and not q.words(mention.first, mention.first + 1)


def _place(q: _Query, k: int) -> bool:
    """ "from" before a place ("smashes from deep and the smash is out"): where the shot was
    hit, which sets no other shot apart."""
    return q.kind(k) == "from" and q.kind(k + 1) in ("zone", "depth", "corner")


def _several(mention: Mention) -> bool:
    """Two or more shots counted, not said as a run: no one of them is the last shot."""
    return mention.count is not None and (mention.count[0] or 0) >= 2 and not mention.run


def _verb_of_its_own(q: _Query, i: int) -> bool:
    """The outcome at ``i`` is not said in a relative clause of the shots ("two smashes
    that win")."""
    return q.before(i, 1) not in (["that"], ["which"])


def _many_then_end(q: _Query, mention: Mention, i: int) -> bool:
    """ "the loser smashes three times, ends in the net", "a drive in the first three
    shots, ends in the net": an ending said after a comma following shots counted, or one
    placed early, or after both players' shots, is the rally's, not theirs."""
    early = mention.window is not None or (mention.anchor_max or 0) > (mention.anchor or 0)
    both = q.kind(mention.first - 1) == "role" and q.spans[mention.first - 1].value == "both"
    if mention.both or both:
        return True  # "both players smash and it ends in the net": two shots end nothing
    return (_several(mention) or early) and "," in q.words(mention.first, i)


def _then(q: _Query, k: int) -> bool:
    """ "then" right before "the" and a shot: "a lob, and then the lob is smashed" orders
    what is said of the lob, not a second lob."""
    span = q.spans[k]
    return q.doc[span.start : span.end].text.lower() == "then" and q.words(k, k + 1) == ["the"]


def _object_again(q: _Query, out: list[Mention], mention: Mention) -> bool:
    """The mention is the object of the shot verb just before it ("smashes the lift"), and
    names the shot said before that verb."""
    if len(out) < 2 or q.kind(mention.first - 1) != "order" or out[-1].first != mention.first - 2:
        return False
    if q.spans[mention.first - 1].value != "prev":
        return False
    said = out[-2].types
    return bool(said and mention.types and mention.types <= said)


_APART = {"order", "from", "shot", "player", "role"}


def _killed(q: _Query, i: int, relative: bool = False) -> bool:
    """ "a drop killed by the opponent": a shot, then the participle that finished it off,
    which is the next shot; ``relative`` also takes "lifts that are punished by ..." and a
    past tense ("net shots punished with a rush")."""
    word = q.doc[q.spans[i].start]
    k = i - 1
    while q.kind(k) in ("zone", "to", "from", "landing") and k > 0:
        k -= 1  # "a drop to the front right killed by a rush"
    if relative:
        said = set(q.words(i - 1, i)) <= {"that", "which", ",", *_PASSIVE}  # "a drop, killed by"
        return word.tag_ in ("VBN", "VBD") and q.kind(k) == "shot" and said
    # a past form straight after the shot, set off by a comma at most, with no shot of its
    # own after it: "passive drops punished", "a drop, killed" (the tagger reads a
    # headline's participle as a past tense)
    participle = (
        word.tag_ == "VBN"
        or word.tag_ == "VBD"
        and (q.kind(i + 1) != "shot" or bool(q.words(i, i + 1)))
    )
    return participle and q.kind(k) == "shot" and set(q.words(i - 1, i)) <= {","}


def _only_after_serve(q: _Query, i: int) -> bool:
    return "after" in q.before(i, 2) and any(s.kind == "only" for s in q.spans[:i])


def _opponents(q: _Query) -> None:
    """ "the opponent" of a query about winning is the rally's loser, and the other way."""
    kinds = {s.kind for s in q.spans}
    side = "loser" if kinds & {"win", "convert"} else "winner" if "lose" in kinds else None
    for i, span in enumerate(q.spans):
        if span.kind != "role" or span.value != "opponent":
            continue
        if q.kind(i - 1) == "kill" and _killer(q, i - 1) is not None:
            continue  # "a rush that kills the opponent's net shot": the shot it answered
        other = _opponent_of_said(q, i)
        plays = q.kind(i + 1) == "shot" and not q.words(i, i + 1)
        if plays and other is not None and other.kind in ("server", "receiver"):
            q.spans[i] = Span("role", other.kind, span.start, span.end)  # "the server
            continue  # drops, the opponent lifts and wins": the receiver
        # "Momota's opponent wins with a smash", "... hits a winner": Momota lost, and the
        # opponent is the rally's winner
        verb = _playing_verb(q, i + 1)
        if _players_opponent(q, i) and q.kind(i + 1 + verb) in ("win", "lose"):
            won = q.kind(i + 1 + verb) == "win" and not _unreached(q, i + 1 + verb)  # not
            # "Marin's opponent can't return her drop": the opponent lost
            q.spans[i] = Span("role", "winner" if won else "loser", span.start, span.end)
            q.add(m.Outcome(who=_hitter(q.spans[i - 1]), lost=won), {i - 1})
            continue
        own = q.kind(i + 1) in ("win", "lose") and set(q.words(i, i + 1)) <= _POSSESSIVE
        own = own and not _compared_with(q, i)  # "who smashed more than the opponent lost"
        own_said = _own_outcome(q, i)
        said = own_said or (None if _taking_turns(q) else side)
        if said and said == side and not own_said:
            _perspective(q, i)
        theirs = _possessive(q, i)
        if q.kind(i - 2) == "win" and q.words(i - 2, i)[:1] == ["from"] and not theirs:
            said = "winner"  # "a winner from the opponent", not "... off the opponent's lift"
        won = (
            q.kind(i - 3) == "win"
            and q.kind(i - 2) in ("shot", "kill")
            and not q.words(i - 3, i - 2)
        )
        if won and q.kind(i - 1) == "from" and not theirs:
            said = "winner"  # "a winning smash (kill) from the opponent"
        winning = q.kind(i - 2) == "win" and q.kind(i - 1) == "shot" and not q.words(i - 2, i - 1)
        if winning and q.words(i - 1, i) in (["by"], ["by", "the"]):
            said = "winner"  # "a passive drop by one player, a winning smash by the other"
        if own and not _unreached(q, i + 1):  # "the opponent's winning shot"
            said = "winner" if q.kind(i + 1) == "win" else "loser"
        kills = q.kind(i + 1) == "kill" and not q.words(i, i + 1)
        if kills and (_kills_object(q, i + 1) or _verb(q.doc, q.spans[i + 1])):
            said = "winner"  # "the opponent puts away a soft drop", "... that the opponent kills",
            # "... (that) the opponent punishes with a winner" ("punish" is a kill), "... kills
            # it with a smash"
        if _shot_for_the_point(q, i):
            said = "winner"  # "..., and the opponent smashes for the point"
        agent = q.kind(i - 1) in ("win", "lose") and _by(q, i)
        if agent and (other := _opponent_of_said(q, i)) is not None:
            said = other.kind  # "a drop by the server and a win for the other side"
        replies = q.kind(i + 1) == "order" and not q.words(i, i + 1)
        if replies and q.kind(i + 2) == "win" and q.kind(i + 3) == "shot":
            said = "winner"  # "a drop that the opponent answers with a winning smash"
        subject = q.kind(i + 1) in ("shot", "neg") and not q.words(i, i + 1)
        if not said and subject and (other := _opponent_of_said(q, i)) is not None:
            said = other.kind  # "the winner drops twice while the opponent clears twice"
        if said:
            q.spans[i] = Span("role", said, span.start, span.end)
        elif q.kind(i + 1) == "shot" and _object_order(q, i + 2) and not q.words(i, i + 1):
            q.used.add(i)  # "the opponent lifts a push": the reply, said by the order


def _perspective(q: _Query, i: int) -> None:
    """ "winning a rally where the opponent smashed three times": a win or loss said before
    "the opponent" with no one's name is whose opponent it is, so it is explained."""
    if any(q.kind(j) in _PEOPLE for j in range(i)):
        return
    for k in range(i):
        if q.kind(k) in ("win", "lose"):
            q.read |= set(range(q.spans[k].start, q.spans[k].end))


def _taking_turns(q: _Query) -> bool:
    """ "a player drops, the opponent lifts, the opponent smashes": "the opponent" said of two
    shots in turn is each time the other player, not one side of the outcome."""
    turns = [
        k
        for k, s in enumerate(q.spans)
        if s.kind == "role" and s.value == "opponent" and q.kind(k + 1) == "shot"
        and not q.words(k, k + 1)
    ]  # fmt: skip
    return len(turns) >= 2


_OBJECT_SAID = {"the", "a", "an", "her", "his", "their"}  # before a verb's object
_FOR_THE_POINT = {"it", "for", "to", "the", "a"}  # "... smashes (it) for the point"


def _shot_for_the_point(q: _Query, i: int) -> bool:
    """The person at ``i`` plays a shot verb that wins straight after, or after its object:
    "the opponent smashes for the point", "... rushes to win it", "... smashes the final
    lift for a winner"."""
    verb = q.kind(i + 1) == "shot" and not q.words(i, i + 1) and _verb(q.doc, q.spans[i + 1])
    j = i + 2
    if q.kind(j) == "final" and set(q.words(i + 1, j)) <= _OBJECT_SAID:
        j += 1  # "the final lift": the object, said with its place
    if q.kind(j) == "order" and q.spans[j].value == "prev":
        j += 1  # the object's place in the order, read already ("smashes the lift")
    if q.kind(j) == "shot" and set(q.words(j - 1, j)) <= _OBJECT_SAID:
        j += 1  # the object
    return verb and q.kind(j) == "win" and set(q.words(j - 1, j)) <= _FOR_THE_POINT


def _against(q: _Query) -> None:
    """ "a smash winner against a lift": a shot played against a shot answered it; "a smash
    winner against Momota", "points won against the server": the person lost."""
    kinds: set[str | None] = {s.kind for s in q.spans}
    for i, span in enumerate(q.spans):
        if span.kind != "facing" or q.doc[span.start].lower_ != "against":
            continue
        if i + 1 == len(q.spans) or not set(q.words(i, i + 1)) <= _OBJECT:
            continue
        k = i - 1 - _playing_verb(q, i - 1)  # "a lift played against a smash"
        k -= q.kind(k) == "win"  # "smash winners (played) against a lift"
        before = q.kind(k)
        if before == "shot" and q.kind(i + 1) == "shot":
            q.spans[i] = Span("order", "prev", span.start, span.end)
        elif _person_beaten(q, i, kinds) and (who := _hitter(q.spans[i + 1])) is not None:
            verb = q.kind(i - 1) == "win" and _verb(q.doc, q.spans[i - 1])
            verb = verb and q.kind(i - 2) not in _PEOPLE  # "Momota wins against X": Momota's
            won = {i - 1} if verb else set()  # "points won against X", not "a smash winner"
            q.add(m.Outcome(who=who, lost=True), {i, i + 1} | won)


def _lost_to(q: _Query) -> None:
    """ "Momota loses to Axelsen", "is beaten by Axelsen", "points that go to the receiver":
    the person after "to" won."""
    for i in range(len(q.spans) - 1):
        person, start = q.spans[i + 1], q.spans[i].start
        if q.kind(i) != "to" or person.kind not in _PEOPLE or _possessive(q, i + 1):
            continue
        go = start > 0 and q.doc[start - 1].lemma_.lower() == "go"  # "go to the receiver"
        said = q.doc[start].lemma_.lower() == "go"  # "goes to" read as one span
        who = _hitter(person)
        if (
            who is None
            or not (go or said or q.kind(i - 1) == "lose")
            or q.words(i, i + 1) not in ([], ["the"])
        ):
            continue
        if go:
            q.read.add(start - 1)
        q.add(m.Outcome(who=who), {i, i + 1})


def _won_for(q: _Query) -> None:
    """ "the final drop wins the point for Marin", "... wins it for the server": the person
    after "for" won (the shot still wins)."""
    for i in range(len(q.spans) - 1):
        k = i + 1 + (q.kind(i + 1) == "rally")  # "wins the rally for Momota"
        if q.kind(i) != "win" or q.kind(k) not in _PEOPLE or _possessive(q, k):
            continue
        said = [w for w in q.words(k - 1, k) if w not in ("it", "the", "point")]
        who = _hitter(q.spans[k])
        if said == ["for"] and who is not None and who.kind not in ("winner", "loser"):
            q.add(m.Outcome(who=who), {k})


def _cost(q: _Query) -> None:
    """ "a net error that costs Antonsen the rally", "loses the server the point": the
    person between the verb and the rally lost it."""
    for i in range(len(q.spans) - 1):
        verb, person = q.spans[i], q.spans[i + 1]
        if verb.kind != "lose" or person.kind not in _PEOPLE:
            continue
        if q.words(i, i + 1) not in ([], ["the"]):
            continue
        costs = verb.end - verb.start == 1 and q.doc[verb.start].lemma_.lower() in ("cost", "lose")
        after = [t.lower_ for t in q.doc[person.end : person.end + 2]]
        who = _hitter(person)
        if costs and who is not None and after in (["the", "point"], ["the", "rally"]):
            q.add(m.Outcome(who=who, lost=True), {i, i + 1})


def _lost_to_shot(q: _Query, i: int) -> bool:
    """The shot at ``i`` is what someone "loses to" ("loses to a smash", "loses a long rally
    to the opponent's drop")."""
    k = _past_owner(q, i, -1)  # "loses to the opponent's drop"
    said = q.words(k, i)
    if q.kind(k) == "final" and k == i - 1 and not said:
        k -= 1  # "loses to a final smash": the last shot, the opponent's
        said = q.words(k, k + 1)
    j = k - 1
    while q.kind(j) in ("rally", "length"):  # "loses a long rally to a smash"
        j -= 1
    return q.kind(k) == "to" and q.kind(j) == "lose" and set(said) <= _POSSESSED


def _against_person(q: _Query, i: int) -> bool:
    """The span at ``i`` is "against" or the person after it ("against Axelsen")."""
    facing = q.kind(i) == "facing" and q.kind(i + 1) in _PEOPLE
    return facing or (q.kind(i) in _PEOPLE and q.kind(i - 1) == "facing")


def _person_beaten(q: _Query, i: int, kinds: set[str | None]) -> bool:
    """ "against" at ``i`` names a person, unpossessed, in a query about winning (not about
    game point: "game point against the server")."""
    person = q.kind(i + 1) in _PEOPLE and not _possessive(q, i + 1)
    outcome = q.spans[i + 1].value in ("winner", "loser")  # said already: "the opponent"
    return person and not outcome and "win" in kinds and "gamepoint" not in kinds


def _compared_with(q: _Query, i: int) -> bool:
    """The person at ``i`` is what a comparison is made against: "more than the opponent"."""
    return "than" in q.before(i, 2) or q.kind(i - 1) in ("cmp", "more")


def _own_outcome(q: _Query, i: int) -> str | None:
    """ "the opponent smashes and wins", "... and gets rushed to lose the rally": the
    person at ``i``, the only one said, is the subject of the outcome verb after it."""
    if any(s.kind in _PEOPLE for k, s in enumerate(q.spans) if k != i):
        return None
    j = next((j for j in range(i + 1, len(q.spans)) if q.kind(j) in ("win", "lose")), None)
    if j is None or any(q.kind(k) == "agent" for k in range(i + 1, j)):
        return None  # "the opponent lifts, and the dropper smashes to win": the dropper's
    if {"player", "he", "she"} & {t.lower_ for t in q.doc[q.spans[i].end : q.spans[j].start]}:
        return None  # "the opponent lifts, the player smashes and wins": the player's
    if _compared_with(q, i):
        return None  # "more often than the other, still loses": compared, not the subject
    passive = any(q.kind(k) == "shot" and _passive(q, q.spans[k]) for k in range(i + 1, j))
    if _possessive(q, i) and passive:  # "the opponent's lift is smashed away to win", "...
        return "loser"  # gets smashed to lose": the shot played at them ended it
    if _unreached(q, j):
        return "loser"  # "the opponent never reaches the drop"
    tag = q.doc[q.spans[j].start].tag_
    # "rushes a net shot for the point"; "the opponent hits a winner", "... smashes it (the
    # lift) for a winner", "... for an outright winner", "... smashes it outright": their
    # shot won
    said_for = q.doc[q.spans[j].start].lower_ == "for" or "for" in q.before(j, 2)
    purpose = (said_for or tag == "RB") and not passive
    purpose |= q.doc[q.spans[j].start].lower_ in ("that", "this")  # "..., and that is the point"
    if (tag.startswith("NN") or purpose) and q.kind(j) == "win":
        said = {"shot", "unit", "order"} if purpose else {"shot", "unit"}
        shots = all(q.kind(k) in said or _object_order(q, k) for k in range(i + 1, j))
        return "winner" if shots else None
    verb = tag in ("VB", "VBZ", "VBD", "VBP")  # not "winning"
    subject = q.kind(j - 1) == "shot" and j - 1 > i + 1 and q.before(j - 1, 1) in (["a"], ["the"])
    if subject and q.words(j - 1, j) in ([], ["that"], ["which"]):
        return None  # "the opponent lifts, then a smash wins the point": the smash's verb
    return ("winner" if q.kind(j) == "win" else "loser") if verb else None


def _object_order(q: _Query, k: int) -> bool:
    """Span ``k`` is the order a verb puts its shot object in ("smashes the lift": the lift
    came first), which has no words of its own."""
    return q.kind(k) == "order" and q.spans[k].start == q.spans[k].end


def _only_after(q: _Query, mention: Mention, i: int) -> bool:
    """ "only" right after the mention's shot, ending the query or its clause: "drives
    only", "smashes and lifts only", "the loser clears only and loses"."""
    ends = i + 1 == len(q.spans) or q.doc[q.spans[i].end : q.spans[i].end + 1].text in (",", "and")
    return i == mention.first + 1 and not q.words(mention.first, i) and ends


_WINDOW = {"by", "within", "before", "inside", "until", "till"}  # make a shot number a window


def _order_by(q: _Query, i: int) -> set[str]:
    """{"by"} where the "by" before span ``i`` is an order's ("followed by a third-shot
    smash": no window)."""
    order = q.kind(i - 1) == "order" and q.doc[q.spans[i - 1].end - 1].lower_ == "by"
    return {"by"} if order else set()


_BEFORE = {"before", "until", "till"}  # "before the fifth shot": the first four


def _among(mention: Mention) -> tuple[int, int] | None:
    """The shots a negated or counted mention is counted among: "in the first six shots"
    (a window), "between the third and sixth shots" (a range); None: the whole rally."""
    if mention.window:
        return 1, mention.window
    if mention.anchor is not None and mention.anchor_max is not None:
        return mention.anchor, mention.anchor_max
    return None


def _last_shots(q: _Query, mention: Mention, i: int) -> int:
    """The number of shots in "in the last three shots" (span ``i``, the last shots) said
    of the mention, else 0."""
    said = set(q.words(mention.first, i))
    near = said & {"in", "among", "within", "during", "inside"} and said <= _NEAR_END
    return int(q.spans[i].value) if near else 0  # type: ignore[arg-type]


_NEAR_END = {"in", "among", "within", "during", "inside", "the", "one", "of"}


def _shots_after(q: _Query, i: int) -> bool:
    """ "within two shots after a lift", "two shots after a drop" (span ``i``, a length with
    an upper bound): the shot said before it comes that many shots after the one named
    next."""
    low, high = q.spans[i].value[:2]  # type: ignore[index]
    after = q.kind(i + 1) == "order" and q.spans[i + 1].value == "prev"
    named = q.kind(i + 2) == "shot" or (q.kind(i + 2) == "anchor" and q.spans[i + 2].value == 1)
    return (low is None or low == high) and bool(high) and after and named


def _one_of_the(q: _Query, i: int) -> bool:
    """The quantity at ``i`` is "one of the ...": one among shots, not a count."""
    said = q.doc[q.spans[i].end : q.spans[i].end + 2]
    return q.spans[i].value[:2] == (1, 1) and [t.lower_ for t in said] == ["of", "the"]


def _placed_before(q: _Query, i: int) -> bool:
    """Span ``i`` follows a shot and the places said of it, word to word: "a drive from the
    middle of the court down the line" is the drive's line."""

    def joined(k: int) -> bool:  # "from the back of the court down the line"
        return len(q.words(k, k + 1)) <= 1 or set(q.words(k, k + 1)) <= {"of", "the", "court"}

    k = i - 1
    while q.kind(k) in ("zone", "from", "to") and joined(k):
        k -= 1
    return k < i - 1 and q.kind(k) == "shot" and joined(k)


def _near_kind(q: _Query, i: int, kind: str, tokens: int) -> bool:
    here = q.spans[i]
    return any(
        s.kind == kind and (abs(s.start - here.end) <= tokens or abs(here.start - s.end) <= tokens)
        for s in q.spans
    )


_PLAYS = {",", "plays", "hits", "play", "hit", "played"}  # between a hitter and a shot


def _own_last(q: _Query, i: int) -> bool:
    """The final span at ``i`` is a player's last shot, said with a possessive: "the
    loser's last shot", "Marin's final stroke" (not "the rally's last shot")."""
    if q.kind(i) != "final":
        return False
    said = q.doc[q.spans[i].start : q.spans[i].end].text.lower().split()
    shot = said[-1:] in (["shot"], ["stroke"]) and said[0] in ("last", "final")
    return shot and q.kind(i - 1) in _PEOPLE and q.words(i - 1, i) in (["'s"], ["’s"])


def _number_first(q: _Query, i: int) -> bool:
    """ "on the fourth shot the receiver smashes": a shot number said first, with only the
    hitter between it and the shot, is that shot's (read in _left), not a shot of its own."""

    def near(a: int, b: int) -> bool:  # "the receiver plays a drop", "shot, the receiver"
        words = [w for w in q.words(a, b) if w not in _PLAYS]
        return len(words) <= 2 and all(w in _FILLER for w in words)

    j = i + 1
    while q.kind(j) in ("player", "role", "unit") and near(j - 1, j):
        j += 1
    hitter = any(q.kind(k) in _PEOPLE for k in range(i + 1, j))
    said = [w for w in q.before(i, 2) if w not in ("the", "a")][-1:]
    between = q.doc[q.spans[i].start].lower_ == "between"  # "between the third and sixth
    header = (said in (["on"], ["at"], ["with"]) or between) and q.kind(i + 1) is not None
    header = header and q.words(i, i + 1)[:1] == [","]  # shots, a drop", "on the fifth, a drop"
    shot_next = q.kind(j) == "shot" and near(j - 1, j)
    return said in ([], ["on"], ["at"], ["with"]) and (hitter or header) and shot_next


def _also(said: m.Zone | None, zone: m.Zone) -> m.Zone:
    """A second word of where a shot lands, with the first where they make one zone ("deep"
    and "to the left": rear-left); else the second."""
    return (_combine(said, zone) if said is not None else None) or zone


def _lands(span: Span) -> m.Zone:
    """Where a landing span says the shot lands: a depth ("short"), or a zone ("deep on
    the left")."""
    return span.value if isinstance(span.value, m.Zone) else m.Zone(depth=span.value)


def _side(span: Span) -> bool:
    """A zone span that names a side only ("the left")."""
    return isinstance(span.value, m.Zone) and span.value.depth is None and bool(span.value.side)


def _take(q: _Query, mention: Mention, i: int) -> None:
    mention.spans.add(i)
    q.used.add(i)


# words still the shot's when said before its subject: "on the third shot the server smashes"
_BEFORE_SUBJECT = {"anchor", "anchors", "window", "tail", "first", "unit"}


def _ends_with_playing(q: _Query, i: int, mention: Mention) -> bool:
    """ "ends with the winner rushing a net shot": the end (span ``i``) is the gerund's, its
    player said between them."""
    gerund = q.doc[q.spans[mention.first].start].tag_ == "VBG"
    return q.doc[q.spans[i].end - 1].lower_ == "with" and gerund


def _left(q: _Query, mention: Mention, bound: int) -> None:
    """Modifiers before the mention, back to ``bound`` (the previous mention)."""
    if q.kind(mention.first) == "kill" and _killed(q, mention.first):
        return  # "a drop from the back killed": the words before are the drop's
    if mention.first in q.ended and q.kind(mention.first) == "to":
        return  # "Axelsen loses to a winner": his loss, the winner his opponent's shot
    if _unnamed_subject(q, mention):
        return  # "wins a rally in which a player smashes": the server is not the smasher
    if (person := _who_said(q, mention)) is not None:
        mention.by = _hitter(q.spans[person])  # "the loser, who smashes at least once"
        return
    subject = hitter_said = False
    for i in range(mention.first - 1, bound, -1):
        span = q.spans[i]
        fronted_end = span.kind == "final" and q.doc[span.start].lower_ in ("at", "in")
        fronted_end |= span.kind == "final" and _ends_with_playing(q, i, mention)
        if subject and not fronted_end and span.kind not in _BEFORE_SUBJECT:
            break  # "at the end, the server smashes": the end is the smash's
        if i in q.used and _against_person(q, i):
            mention.spans.add(i)  # "Momota wins against Axelsen with a smash": the words
            continue  # say who lost; the words before still say the smash's
        beaten = i in q.used and span.kind == "win" and _against_person(q, i + 1)
        if beaten and set(q.words(i + 2, mention.first)) <= _WITH:  # not "won against X,
            mention.outcome, mention.final = "win", True  # a rally with ...": "points won
            break  # against X with a smash": the win read of X's loss is still the smash's
        if i in q.used:
            break
        if span.kind == "order" and q.kind(i - 1) in _PEOPLE and i - 1 > bound:
            said = [w for w in q.before(i - 1, 2) if w != "the"][-1:]
            if said in (["by"], ["from"]):  # "a net shot by (the) X answered by a lift": X
                break  # is the net shot's
            mention.by = _hitter(q.spans[i - 1]) or mention.by  # "the receiver then smashes"
            if _forces(q, i) and mention.by is not None:
                mention.by = _opposite(mention.by)  # "Momota forces three lifts": the
            _take(q, mention, i - 1)  # opponent's
            break
        close = q.close(i, min(mention.spans), 2)
        if span.kind == "run" and q.doc[span.start].lower_ == "straight" and q.kind(i - 1) != "qty":
            continue  # "a straight smash" is its direction (not read), not a run
        if span.kind == "to" and span.end == q.spans[mention.first].start:
            pass  # "forced to lift"
        elif (
            span.kind == "style"
            and bound >= 0
            and set(q.words(i, mention.first)) & {"and", "but", ",", "then"}
        ):
            break  # "clears on the backhand and the opponent smashes it": the clear's
        elif span.kind == "style":
            _style(mention, span)
        elif (
            span.kind in ("zone", "landing")
            and q.kind(i - 1) in ("from", "to")
            and q.kind(mention.first) == "shot"
        ):
            break  # "a smash from the rear court that the opponent lifts": the smash's place
        elif span.kind == "zone" and close:
            if mention.types and mention.types <= lx.F["lift"] | lx.F["serve"] | {"clear"}:
                mention.lands = span.value
            else:
                mention.hit_from = span.value
        elif span.kind == "qty" and _times_word(q, i) and _played_before(q, bound, i):
            break  # "smashes at least twice but ...", "lifts are played at least twice and
            # never smashed": the count of the verb before
        elif span.kind == "qty" and i - 1 == bound >= 0 and _plus_label(q, i):
            break  # "drops 2+, net shots 2+": the drops' count
        elif span.kind == "qty" and _one_of_the(q, i):
            pass  # "one of the first three shots is a smash": a smash among them
        elif span.kind == "qty" and _lead_margin(q, i):
            break  # "leads by two and wins with a smash": the lead's two, not two smashes
        elif span.kind == "qty" and _points_said(q, i):
            break  # "the server, on 20 points, smashes": the score, not 20 smashes
        elif span.kind == "qty":
            mention.count = _both(_count(span.value), mention.count)
        elif span.kind == "only" and q.before(i, 1) in _SOLE and _said_only(q, i):
            mention.sole = "rally"  # "the only smash of the rally wins it": exactly one
        elif span.kind == "only" and q.before(i, 1) in (["'s"], ["’s"]):
            owner = q.kind(i - 1) in _PEOPLE and not q.words(i - 1, i)[1:]
            mention.sole = "own" if owner else "rally"  # "the winner's only smash"
        elif span.kind == "run" and q.kind(i - 1) == "times" and i - 1 > bound >= 0:
            break  # "lifts three times in a row and ... a smash": the lifts' run
        elif span.kind in ("run", "anchor") and i - 1 == bound >= 0 and not q.words(i - 1, i):
            break  # "after three drives in a row, a lift": the drives' run; "a lifted return
            # that is smashed": the lift's number
        elif span.kind == "final" and _own_last(q, i):
            mention.near_end = 1  # "the loser's last shot is a lift": the loser's last own
            # shot, the rally's last or the one before it (the winner's shot ended it)
        elif span.kind in ("neg", "only", "run", "final"):
            setattr(
                mention,
                {"neg": "neg", "only": "only", "run": "run", "final": "final"}[span.kind],
                True,
            )
        elif span.kind in ("win", "kill", "lose", "error") and mention.neg:
            person = q.spans[i - 1] if i > bound + 1 and q.kind(i - 1) in _PEOPLE else None
            own = _subjects_own(q, mention) and not _no_one(q, mention)  # not "... with
            if person is not None and _hitter(person) and own:  # nobody smashing"
                mention.by = _hitter(person)  # "the receiver loses without smashing": theirs
            break  # "winning without a smash": the win is not the smash's
        elif span.kind == "win" and (who := _failed_by(q, i, mention)) is not None:
            mention.by, mention.outcome, mention.final = _opposite(who), "win", True
            _take(q, mention, i)  # "the receiver fails to return the serve": the server's
            break  # serve won, the receiver's loss read of the receiver
        elif span.kind == "win" and _winner_of_shot_before(q, i):
            break  # "a smash winner on a lob": the smash's
        elif (
            span.kind in ("win", "lose")
            and mention.types == lx.F["serve"]
            and set(q.words(i, min(mention.spans))) <= {"when", "while", "whenever"}
        ):  # "points won while serving (by X)": the server's rally, read in _serving
            mention.outcome, mention.final = span.kind, True
        elif span.kind == "win" and _unreached(q, i) and q.close(i, min(mention.spans), 3):
            mention.outcome, mention.final = "win", True  # "X failed to return a smash": the
            _take(q, mention, i)  # smash won, and X (said before) is who lost, in _people
            break
        elif span.kind in ("win", "lose") and _rally_holds(q, i, mention):
            break  # "wins a rally with three consecutive drives": in it, not how it ended
        elif span.kind in ("win", "lose") and (
            _counted(mention) or _times_after(q, mention, i) or _by_whom(q, i)
        ):
            mention.by = mention.by or m.Who(kind="winner" if span.kind == "win" else "loser")
            finished = q.doc[q.spans[i].start].lemma_.lower() == "finish"
            mention.final = mention.final or (
                finished and q.words(i, min(mention.spans)) in ([], ["with"])
            )
            # "the server finishes with three smashes in a row": the run ends the rally
        elif span.kind in ("win", "kill") and _opened_with(q, i, mention):
            break  # "rallies won by the server that start with a short serve": the rally's
        elif span.kind in ("win", "kill") and _rally_where(q, i, mention):
            break  # "the server wins a rally where a push is lifted": a shot of the rally
        elif span.kind in ("win", "kill") and (
            q.close(i, min(mention.spans), 5) or _long_rally_won_with(q, mention)
        ):
            mention.outcome, mention.final = "win", True
        elif span.kind == "convert" and q.words(i, mention.first)[:1] == ["with"]:
            mention.outcome, mention.final = "win", True  # "game point converted with a
            continue  # smash": the smash won; the game point is read of the rally
        elif span.kind in ("lose", "error") and close:  # "an unsuccessful drop"
            mention.outcome, mention.final = "lose", True
        elif span.kind == "unit" and q.kind(i - 1) == "shot" and _exchange_noun(q, i):
            break  # "a drive exchange that ends with a lift": the drives'
        elif (
            span.kind == "unit"
            and _exchanged(q, i, mention)
            and q.words(i, mention.first) == ["of"]
        ):
            _as_exchange(mention)  # "an exchange of drives": both players drive
        elif span.kind == "first" and q.spans[i].end == q.spans[mention.first].start:
            mention.earliest = True  # "the first smash (comes on the fifth shot)"
        elif span.kind in ("first", "rally", "unit"):
            pass
        elif span.kind == "length" and mention.neg:
            continue  # "loses a 10+ shot rally with no smash": the rally's, read in _rally
        elif span.kind == "landing" and close:  # "a deep clear", "a short drop"
            mention.lands = _also(mention.lands, _lands(span))
        elif span.kind == "ending" and span.end == q.spans[mention.first].start:
            mention.ending = tuple(sorted({*(mention.ending or ()), *span.value}))  # type: ignore[misc]
            mention.final = True  # "an out clear": it ended the rally
        elif span.kind == "penultimate" and close:
            mention.penultimate = int(span.value or 1)  # type: ignore[call-overload]
        elif span.kind in _PEOPLE and mention.passive:
            break  # "X gets smashed": X is who it was played at, said of in _people
        elif (
            span.kind in _PEOPLE
            and q.kind(i - 1) in ("win", "lose")
            and _rally_holds(q, i, mention)
            and (_contains(q, i, mention) or (mention.types or set()) <= EXCHANGES)
        ):
            break  # "rallies won by the server with four clears in a row": the rally's run;
            # "rallies won by the server that have a smash": anyone's
        elif span.kind in _PEOPLE and hitter_said:
            break  # "the server won and the receiver played four smashes": the receiver's
        elif (
            span.kind in _PEOPLE
            and q.kind(i - 1) == "from"
            and i - 1 > bound >= 0
            and not _possessive(q, i)
        ):
            break  # "answers a drive from the receiver with a drive": the first drive's
        elif (
            span.kind in _PEOPLE
            and q.kind(i - 1) in ("win", "lose")
            and _opened_with(q, i, mention)
        ):
            break  # "rallies lost by the receiver (that) start with a short serve": the loss's
        elif span.kind in _PEOPLE and close and _hitter(span):
            mention.by, hitter_said = _hitter(span), True
            subject = _verb(q.doc, q.spans[mention.first])  # "wins a rally in which the server
            # lifts three times": before the verb's subject, only its shot's number ("on the
            # fourth shot the server drops")
        elif span.kind == "role" and span.value == "opponent" and close and bound >= 0:
            pass  # "a drop, the opponent lifts": the other player, as the players alternate
        elif span.kind == "forced" and close:
            pass  # "can only lift": the shot, forced
        elif span.kind == "role" and span.value == "both":  # "each player hits two smashes"
            mention.both = True
        elif span.kind == "anchor" and _anchor_of_before(q, i, bound, mention):
            break  # "lift on shot 2, drop on shot 4": shot 2 is the lift's
        elif span.kind == "anchor" and (close or _number_first(q, i)):
            compound = span.end == q.spans[mention.first].start  # "after a third-shot smash":
            shift = 0 if compound else _shift(q, i - 1, bound)  # the smash is shot 3
            mention.anchor = max(int(span.value) + shift, 1)  # type: ignore[arg-type]
        elif span.kind == "anchors" and (close or _number_first(q, i)):
            mention.anchor, mention.anchor_max = span.value  # type: ignore[misc]
        elif span.kind == "order" and span.value == "next" and _won_at_once(q, i, mention):
            pass  # "the opponent wins at once with a smash": the win is the smash's
        elif span.kind == "window" and _window_of_before(q, i, bound, mention):
            break  # "a smash in the first three shots and a drop": the smash's window
        elif span.kind == "window":
            mention.window = int(span.value)  # type: ignore[arg-type]
        elif span.kind == "tail":
            mention.tail = int(span.value)  # type: ignore[arg-type]
        elif span.kind in ("rally", "length") and _rally_won_with(q, i, mention):
            continue  # "wins a rally of eight shots or more with a smash": the rally's length
        else:
            break
        _take(q, mention, i)


def _came_back(q: _Query, i: int, mention: Mention) -> bool:
    """ "a smash that was returned", "smashes that get returned": the reply verb at ``i``
    follows the shot with nothing but a relative between, and no shot is said after it."""
    verb = any(t.lemma_.lower() in _RETURN_VERBS for t in q.doc[q.spans[i].start : q.spans[i].end])
    between = set(q.words(mention.first, i)) <= _RELATIVE | {","}
    placed = q.kind(i + 1) in ("landing", "zone", "to")  # "the serve is returned deep": the
    # return said with its place, not read here
    return verb and between and not placed and not any(s.kind == "shot" for s in q.spans[i + 1 :])


_RETURN_VERBS = {"return", "retrieve", "answer"}


_SOLE = (["the"], ["his"], ["her"], ["their"], ["its"], ["whose"])  # "whose only smash"


def _said_only(q: _Query, i: int) -> bool:
    """The "only" span at ``i`` is the word "only" ("the only smash"), not "the rally is
    all ..." said of every shot."""
    return q.doc[q.spans[i].start].lower_ == "only"


def _subjects_own(q: _Query, mention: Mention) -> bool:
    """A negated shot said as the subject's own: a verb ("loses without smashing") or a shot
    "of their own" ("with no smash of her own")."""
    span = q.spans[mention.first]
    return _of_own(q, span.end) or q.doc[span.start].tag_ == "VBG"


def _of_own(q: _Query, at: int) -> bool:
    """The words from token ``at`` are "of his (her, their) own"."""
    after = [t.lower_ for t in q.doc[at : at + 3]]
    return after[:1] == ["of"] and after[2:] == ["own"] and after[1] in ("his", "her", "their")


def _who_said(q: _Query, mention: Mention) -> int | None:
    """The person a relative clause is said of, who plays the mention's shot: "the winner
    smashes more than the loser, who smashes at least once"."""
    start = q.spans[mention.first].start
    if start < 2 or q.doc[start - 1].lower_ != "who" or not _verb(q.doc, q.spans[mention.first]):
        return None
    end = start - 2 if q.doc[start - 2].text == "," else start - 1
    return next((j for j, s in enumerate(q.spans) if s.kind in _PEOPLE and s.end == end), None)


def _unnamed_subject(q: _Query, mention: Mention) -> bool:
    """The mention is a verb whose subject, just before it, is someone unnamed: "a player
    smashes", "someone lifts"."""
    start = q.spans[mention.first].start
    said = [t.lower_ for t in q.doc[max(0, start - 2) : start]]
    unnamed = said[-1:] in (["someone"], ["somebody"]) or said == ["a", "player"]
    return unnamed and _verb(q.doc, q.spans[mention.first])


def _opened_with(q: _Query, i: int, mention: Mention) -> bool:
    """The mention is said to open the rally ("start with", "begin with") after the
    outcome at ``i``: the outcome is the rally's, and "with" the opening's."""
    return any(
        q.kind(k) in ("anchor", "window") and q.doc[q.spans[k].start].lemma_.lower() in _OPENING
        for k in mention.spans
        if i < k < mention.first
    )


def _rally_where(q: _Query, i: int, mention: Mention) -> bool:
    """Between the outcome at ``i`` and the mention, the rally is said with "where" (or
    "which"): the mention is a shot the rally holds, not the one that won it."""
    rally = [k for k in range(i + 1, mention.first) if q.kind(k) == "rally"]
    if not rally:
        return False
    between = q.doc[q.spans[rally[0]].end : q.spans[mention.first].start]
    return bool({t.lower_ for t in between} & {"where", "which", "whereby"})


def _rally_holds(q: _Query, i: int, mention: Mention) -> bool:
    """The mention is a shot the rally holds, not how the outcome at ``i`` came about: a run
    said after "a rally with" ("wins a rally with three drives in a row"), any shot after
    "a rally that has" ("wins a rally that had a smash"), or, in a query
    about rallies, a run said after "with" ("rallies won by the server with four clears in a
    row") or any shot after a verb of holding ("... that have a smash")."""
    after = max(mention.spans) + 1  # "... in a row", "... somewhere in its first four shots",
    placed = q.kind(after) in ("window", "anchors") or (  # "... on the third shot" (not "a
        q.kind(after) == "anchor" and bool(q.words(after - 1, after))  # pushed return of
    )  # serve", the shot's name)
    run = mention.run or q.kind(after) == "run" or placed
    rally = [k for k in range(i + 1, mention.first) if q.kind(k) == "rally"]
    if rally:  # "wins a rally that had a smash", "... a rally with three drives in a row"
        words = set(q.words(rally[-1], mention.first))
        held = words & ({"with", *_HOLDING} if run else _HOLDING)
        if held or run:
            return bool(held)
        if "whose" in words or {"in", "which"} <= words:
            return True  # "wins a rally whose fifth shot is a net shot", "... in which"
    said = set(q.words(i, mention.first)) - _perfect(q, mention)
    about = q.kind(0) == "rally" or any(t.lemma_.lower() in _RALLY for t in q.doc[:2])
    exchanged = (mention.types or set()) <= EXCHANGES  # not "... with two smashes in a row"
    return about and bool(said & _HOLDING or run and exchanged and "with" in said)


_HOLDING = {
    *("contain", "contains", "contained", "containing", "have", "has", "had", "having"),
    *("feature", "features", "featured", "featuring", "include", "includes", "included"),
    "including",
}


def _contains(q: _Query, i: int, mention: Mention) -> bool:
    """A verb of holding between span ``i`` and the mention: "... that have a smash"."""
    return bool((set(q.words(i, mention.first)) - _perfect(q, mention)) & _HOLDING)


def _perfect(q: _Query, mention: Mention) -> set[str]:
    """The auxiliary of a perfect tense just before the mention's verb ("both players have
    smashed"), which holds nothing."""
    start = q.spans[mention.first].start
    aux = q.doc[start - 1].lower_ if start else ""
    said = aux in ("have", "has", "had") and q.doc[start].tag_ == "VBN"
    return {aux} if said else set()


_AT_LEAST = {"at least", "minimum"}
_AT_MOST = {
    "or fewer",
    "or less",
    "or under",
    "or below",
    "at most",
    "at the most",
    "maximum",
    "max",
}


def _at_most_after(q: _Query, mention: Mention, i: int) -> bool:
    """The bound at ``i`` says "at most" right after a counted shot ("two drops or fewer",
    "one smash at most", "three lifts maximum")."""
    said = q.doc[q.spans[i].start : q.spans[i].end].text.lower()
    low, high = mention.count or (None, None)
    counted = low is not None and high in (None, low)  # "a single smash at most" too
    return counted and said in _AT_MOST and not q.words(mention.first, i)


def _counted(mention: Mention) -> bool:
    """Two or more shots counted or in a row, or at least one: "winning a rally with two
    or more drops" (or "at least one drop", "two consecutive smashes") are the winner's
    drops, not the shot that won."""
    if mention.run:
        return True
    if not mention.count:
        return False
    low, high = mention.count
    return (low or 0) >= 2 or (low == 1 and high is None)


def _won_at_once(q: _Query, i: int, mention: Mention) -> bool:
    """The order at ``i`` stands between a win and the shot it was won "with": "wins at
    once with a smash", "wins straight away with a rush"."""
    return q.kind(i - 1) == "win" and q.words(i, mention.first)[:1] == ["with"]


def _anchor_of_before(q: _Query, i: int, bound: int, mention: Mention) -> bool:
    """The position at ``i`` is said of the mention before, right after it ("lift on shot
    2, drop on shot 4"), and a joining word sets the mention after apart."""
    said = i - 1 == bound >= 0 and set(q.words(bound, i)) <= {"on", "as", "at", "the"}
    return said and _set_apart(q, i, mention)


def _window_of_before(q: _Query, i: int, bound: int, mention: Mention) -> bool:
    """The window at ``i`` trails the mention before ("a smash in the first three shots"),
    and a joining word sets the mention after apart ("... and a drop")."""
    k = i - 1 - (q.kind(i - 1) == "order" and i - 1 in q.used)  # "no smash before shot six
    joins = {"in", "within", "among", "the"}  # and ...": "before" is the window's word
    trails = k == bound >= 0 and set(q.words(k, i)) - {"before"} <= joins
    return trails and _set_apart(q, i, mention)


def _set_apart(q: _Query, i: int, mention: Mention) -> bool:
    """A joining word stands between the span at ``i`` and the mention after it."""
    return bool(set(q.words(i, mention.first)) & {"and", ",", "then"})


def _rally_won_with(q: _Query, i: int, mention: Mention) -> bool:
    """Span ``i`` is the rally or its length said between a win and "with" the mention
    ("wins a rally of eight shots or more with a smash")."""
    k = i
    while q.kind(k) in ("rally", "length"):
        k -= 1
    if q.kind(k) != "win" or q.words(k, k + 1) not in ([], ["a"], ["the"]):
        return False
    lengths = any(q.kind(j) == "length" for j in range(k + 1, mention.first))
    return lengths and q.words(mention.first - 1, mention.first)[:1] == ["with"]


def _long_rally_won_with(q: _Query, mention: Mention) -> bool:
    """ "wins a long rally with a smash": the smash won, the length between is the rally's
    (not "... with a drive in the opening five", a shot the rally holds)."""
    after = q.kind(max(mention.spans) + 1)
    placed = after in ("window", "anchors", "anchor", "run", "times")
    return not placed and _rally_won_with(q, min(mention.spans) - 1, mention)


def _won_with(q: _Query, mention: Mention) -> bool:
    """The mention's outcome is a verb of winning with it: "wins with a lift" (not "a lift
    winner")."""
    return any(
        q.kind(k) == "win"
        and q.doc[q.spans[k].start].tag_.startswith("VB")
        and k < mention.first
        and q.words(k, mention.first)[:1] == ["with"]
        for k in mention.spans
    )


def _by_whom(q: _Query, outcome: int) -> bool:
    """The outcome at ``outcome`` is said of someone the shot after it describes: "lost by
    a player who plays three consecutive lifts", "won by the player whose smash is
    answered with a lift"."""
    said = [t.lower_ for t in q.doc[q.spans[outcome].end :][:4]]
    someone = said[1:2] in (["someone"], ["somebody"]) and said[2:3] in (["who"], ["whose"])
    player = said[1:3] in (["a", "player"], ["the", "player"]) and said[3:] in (["who"], ["whose"])
    return said[:1] == ["by"] and (someone or player)


def _times_after(q: _Query, mention: Mention, outcome: int) -> bool:
    """A shot verb counted after it ("lost by a player who pushed twice", "pushed two times
    or more"; words before a shot bind first, so the count is not read yet), with no one
    said between it and the outcome at ``outcome``."""
    between = range(outcome + 1, mention.first)
    if any(q.kind(k) in _PEOPLE for k in between):
        return False  # "the receiver wins although the server dropped twice"
    i = mention.first + 1
    if q.kind(i) != "qty" or not q.spans[i].value[0] or q.spans[i].value[0] < 2:
        return False
    return _times_word(q, i) or q.kind(i + 1) == "times"


def _shift(q: _Query, i: int, bound: int) -> int:
    """ "the shot after the serve is a push": +1 (shot 2); "before": -1; taken when said."""
    if i <= bound or q.kind(i) != "order":
        return 0
    shift = _preposition(q, i)
    if shift:
        q.used.add(i)
    return shift


def _after_numbered(q: _Query, a: Mention, b: Mention, between: range) -> bool:
    """ "a smash after the tenth shot", "after the tenth shot, a smash": the shot named some
    time after the numbered one (a bare "after", said between them or before both; "straight
    after" and "the shot after the tenth" are the next one)."""
    orders = [k for k in between if q.kind(k) == "order"][-1:]
    said = [[t.lower_ for t in q.doc[q.spans[k].start : q.spans[k].end]] for k in orders]
    bare = len(said) == 1 and said[0] in _BARE_AFTER
    named = a.types is not None and q.kind(a.first) == "shot"
    return bare and named and b.types is None and b.anchor is not None


_BARE_AFTER = (["after"], ["following"], ["beyond"], ["past"])


def _preposition(q: _Query, i: int) -> int:
    """The shift the order span at ``i`` says: "after" +1, "right after" +1, "prior to" -1,
    0 for any other order word."""
    said = q.doc[q.spans[i].start : q.spans[i].end]
    return _PREPOSITIONS.get(said[0].lower_) or _PREPOSITIONS.get(said[-1].lower_, 0)


def _then_more(q: _Query, mention: Mention, i: int) -> bool:
    """ "a clear, then two more shots and the rally is over", "a smash and only two more
    shots": the shots after the mention, said after "then" or "and" (the order is read)."""
    between = range(max(mention.spans) + 1, i)
    if any(q.kind(k) != "order" or q.spans[k].value != "next" for k in between):
        return False
    words = {t.lower_ for t in q.doc[q.spans[max(mention.spans)].end : q.spans[i].start]}
    if not words <= {",", "and", "then", "only", "just"}:
        return False
    q.used |= set(between)
    return True


_UNNAMED = (["player"], ["someone"], ["somebody"], ["one"], ["side"], ["person"])


def _said_of_someone(q: _Query, mention: Mention) -> bool:
    """The negated shot is said of someone unnamed in a relative clause ("the player who
    never smashes wins", "a player with no net shots loses"): the outcome after it is that
    person's, never the shot's."""
    start = min(q.spans[k].start for k in mention.spans)
    said = [t.lower_ for t in q.doc[max(0, start - 4) : start]]
    return any(
        w in ("who", "whose", "with") and said[k - 1 : k] in _UNNAMED for k, w in enumerate(said)
    )


def _no_shot_said(q: _Query, mention: Mention) -> bool:
    """ "no smash wins the rally": no such shot won it; the shot's absence is read, the
    outcome left unexplained (a shot that was not played won or lost nothing)."""
    shot = q.spans[mention.first].start
    return shot > 0 and q.doc[shot - 1].lower_ == "no"


def _played_before(q: _Query, bound: int, i: int) -> bool:
    """Span ``i`` comes right after the mention at ``bound``, or after its playing verb only
    ("lifts are played twice")."""
    return bound >= 0 and all(q.kind(k) == "unit" for k in range(bound + 1, i))


def _soon_for(q: _Query, i: int, mention: Mention) -> bool:
    """The order span at ``i`` is an adverb of the mention's shot ("smashed at once",
    "straight away") followed by what the shot was for ("... for a winner")."""
    if q.kind(i + 1) != "win" or i != max(mention.spans) + 1 or q.words(i - 1, i):
        return False
    said = q.words(i, i + 1)[:1] or [q.doc[q.spans[i + 1].start].lower_]  # ("for the point"
    return said == ["for"]  # is one span)


def _right(q: _Query, mention: Mention, bound: int) -> None:
    """Modifiers after the mention, up to ``bound`` (the next mention)."""
    negated = False
    for i in range(mention.first + 1, bound):
        span = q.spans[i]
        if i in q.used:
            continue
        if mention.neg and span.kind in ("win", "lose") and _said_of_someone(q, mention):
            if mention.by is None:  # "a player with no smashes wins": the winner's
                mention.by = m.Who(kind="winner" if span.kind == "win" else "loser")
                _take(q, mention, i)
            break
        if span.kind in ("ending", "error", "final", "win", "lose") and (
            _disagrees(q, mention, span)
            or (mention.neg and _clause_apart(q, mention, i))
            or (mention.neg and span.kind in ("win", "lose") and _no_shot_said(q, mention))
            or (span.kind == "ending" and _rallies_end(q, mention, span))
            or (span.kind in ("win", "lose") and _point_is(q, i))
            or (span.kind in ("win", "lose") and mention.only and "and" in q.before(i, 2))
            or (
                span.kind in ("win", "lose")
                and _defended_one(q, mention)
                and "and" in q.before(i, 2)
            )
        ):
            break  # "rallies without a smash that end in the net": the rallies end there;
            # "a drop, and the point is lost by the server": the server lost the rally;
            # "the receiver plays only net shots and wins", "the receiver defends a smash
            # and wins": the player won
        if span.kind == "final" and _later_by(q, i + 1):
            break  # "... and the rally ends two shots later": read in _ends_later
        if span.kind == "agent" or (span.kind in ("win", "lose") and _by_agent(q, i)):
            break  # "... and the blocker wins", "..., won by the dropper": the outcome of
            # the agent's shot, _agents
        if span.kind == "rally" and (over := _rally_over(q, i)):
            mention.final = True  # "the lift is smashed and the rally ends": the smash ended it
            for k in over:
                _take(q, mention, k)
            continue
        if _before_outcome(q, i) or _goes_on(q, i):
            break  # "smashing a clear and still losing", "... who smashes a clear goes on to
            # lose": the player's outcome, not the shot's
        if (
            span.kind in _PEOPLE
            and _own_last(q, i + 1)
            and q.words(mention.first, i) in (["as", "the"], ["as"])
        ):
            mention.by, mention.near_end = _hitter(span), 1  # "a drive as the loser's last
            _take(q, mention, i)  # shot": the rally's last or the one before it
            _take(q, mention, i + 1)
            break
        if span.kind in _PEOPLE and _plays_it(q, mention, i):
            mention.by = _hitter(span)  # "drop winners that Marin hits": Marin's
            _take(q, mention, i)
            _take(q, mention, i + 1)
            continue
        if span.kind in _PEOPLE and _wins_with_it(q, mention, i):
            mention.by, mention.outcome, mention.final = _hitter(span), "win", True
            _take(q, mention, i)  # "drops that Marin wins the point with": Marin's, and won
            _take(q, mention, i + 1)
            break
        if span.kind == "only" and _only_after(q, mention, i):
            mention.only = True  # "the rally contains drives only"
        elif span.kind == "tail" and (n := _last_shots(q, mention, i)):
            mention.near_end = n - 1  # "a net shot among the last three shots"
            mention.final = n == 1
        elif span.kind == "length" and _shots_after(q, i):
            low, high = span.value[:2]  # type: ignore[index]  # "a smash within two shots
            mention.gap = (low or 1, high)  # after a lift", "a net shot two shots after a drop"
        elif span.kind == "run" and _listed_run(q, mention):
            mention.in_row = True  # "lob, clear, drop on consecutive shots": the list's shots
            # follow each other
        elif span.kind == "run":
            mention.run = True
        elif span.kind == "style":
            _style(mention, span)
        elif span.kind in ("qty", "length") and q.kind(i + 1) == "run" and _listed_run(q, mention):
            mention.in_row = True  # "clear, drop, lift and smash on four consecutive shots"
        elif (
            span.kind in ("qty", "length")
            and isinstance(span.value, tuple)  # not "a medium rally"
            and (q.kind(i + 1) in ("times", "run", "unit") or _times_word(q, i))
        ):
            mention.count = _count(span.value)  # "three times", "on 3 consecutive shots"
        elif span.kind == "qty" and i == mention.first + 1 and _plus_label(q, i):
            mention.count = _count(span.value)  # "winner drops 2+", "net shots 3+, ..."
        elif span.kind == "unit" and _exchanged(q, i, mention) and not q.words(mention.first, i):
            _as_exchange(mention)  # "a drive exchange"
        elif (
            span.kind in ("qty", "length") and isinstance(span.value, tuple) and _exchange_of(q, i)
        ):
            mention.count, mention.run = _count(span.value), True  # "a drive exchange of 3+",
            # "a clearing exchange of at least three shots"
        elif span.kind == "cmp" and span.value == "+" and mention.count:
            mention.count = (mention.count[0], None)
        elif span.kind == "cmp" and _at_most_after(q, mention, i):
            mention.count = (None, mention.count[0])  # "two drops or fewer", "one smash at
            # most": the number is a bound from above
        elif span.kind in ("from", "by") and q.kind(i + 1) == "anyone":
            mention.by = None  # "no net shot from either player": anyone's, not the subject's
            _take(q, mention, i + 1)
        elif span.kind in ("from", "order") and _opponents_shot(q, i + 1):
            q.used.add(i + 1)  # "a drop off the opponent's clear", "straight after the
            break  # opponent's smash": the players alternate
        elif (
            span.kind == "from"
            and q.kind(i + 1) in _PEOPLE
            and _hitter(q.spans[i + 1])
            and not _possessive(q, i + 1)  # "off the opponent's lift": theirs is the lift
        ):
            mention.by = _hitter(q.spans[i + 1])  # "smashes from the receiver"
            _take(q, mention, i + 1)
        elif span.kind == "from" and q.kind(i + 1) == "role" and q.spans[i + 1].value == "both":
            mention.both = True  # "two smashes from each player"
            _take(q, mention, i + 1)
        elif span.kind == "role" and span.value == "both" and _by(q, i):
            mention.both = True  # "two smashes by both players"
        elif span.kind in ("from", "to") and q.kind(i + 1) == "zone":
            zone = q.spans[i + 1].value
            block = mention.types == lx.one(lx.S.RETURN_NET) and zone == m.Zone(depth="front")
            if span.kind == "to" and block:
                _take(q, mention, i + 1)  # "blocked to the net": where every block goes
                continue
            if span.kind == "to" and "its" in q.words(i, i + 1) and mention.hit_from:
                zone = _combine(m.Zone(depth=mention.hit_from.depth), zone) or zone  # "from the
                # right of the back court to its left side": the back court's left
            if span.kind == "from":
                mention.hit_from = zone  # type: ignore[assignment]
            else:  # "deep to the left": rear-left
                mention.lands = _also(mention.lands, zone)  # type: ignore[arg-type]
            _take(q, mention, i + 1)
        elif span.kind == "zone" and _net_play(q, mention, i):
            mention.types = lx.F["net"]  # "the return of serve is played at the net"
        elif span.kind == "zone" and _played_at(q, mention, i):
            # "a smash at the net" was played there; a block ("blocked at the net") is played
            # from mid court to the net, and a rush or net shot "at the net" is where such
            # shots are played (a fifth of the data's rushes are hit from the mid court), so
            # the words add nothing to them
            at_net = q.doc[q.spans[i].start : q.spans[i].end].text.lower() == "at the net"
            net = bool(mention.types) and mention.types <= lx.F["net"] | {"rush"}
            if mention.types != lx.one(lx.S.RETURN_NET) and not (at_net and net):
                mention.hit_from = span.value  # type: ignore[assignment]
        elif span.kind == "zone" and _hit_in(q, i):
            mention.hit_from = span.value  # type: ignore[assignment]
        elif span.kind == "zone" and (_landing_words(q, i) or q.close(mention.first, i, 0)):
            mention.lands = _also(mention.lands, span.value)  # type: ignore[arg-type]
        elif (
            span.kind == "zone"
            and q.doc[span.start].lower_ == "at"
            and q.close(mention.first, i, 1)
        ):
            mention.hit_from = span.value  # type: ignore[assignment]  # "a hook at the net"
        elif span.kind == "ending" and not _many_then_end(q, mention, i):
            mention.ending = tuple(sorted({*(mention.ending or ()), *span.value}))  # type: ignore[misc]
            mention.final = True
        elif (
            span.kind in ("win", "lose") and (nxt := _next_shot(q, i)) and _shot_before(q, mention)
        ):
            mention.outcome, mention.final = span.kind, True  # "X lifts and gets smashed for
            for k in range(i, nxt + 1):  # the point on the next shot": the smash is that shot
                _take(q, mention, k)
            continue
        elif span.kind in ("win", "lose") and not mention.passive and (nxt := _next_shot(q, i)):
            mention.penultimate = 1  # "X lifts and loses the point on the next shot"
            if mention.by is not None:
                q.add(m.Outcome(who=mention.by, lost=span.kind == "lose"), set())
            for k in range(i + 1, nxt + 1):
                _take(q, mention, k)
        elif span.kind in ("win", "lose") and mention.by and q.before(i, 1) == ["who"]:
            break  # "a net shot from the same player, who wins the point": the player's
        elif span.kind in ("win", "lose") and mention.outcome and _clause_apart(q, mention, i):
            break  # "the opponent fails to reach a drop and loses the point": the drop won,
            # and the loss is the opponent's, said of in _people
        elif (
            span.kind in ("win", "lose")
            and _clause_apart(q, mention, i)
            and _said_with_more(mention)
        ):
            break  # "returns serve with a net shot and wins the rally", "plays three net
            # shots and wins", "smashes twice in a row and wins", "serves long and loses":
            # the player's outcome
        elif (
            span.kind == "win"
            and mention.passive
            and "for" in q.before(i, 2)
            and not any(q.kind(k) in _PEOPLE for k in range(mention.first))
        ):
            mention.outcome, mention.final = "win", True  # "the player gets smashed for a
            mention.by = m.Who(kind="winner")  # winner": the shot played at them won
        elif span.kind in ("win", "lose") and mention.passive:  # "gets smashed and loses"
            mention.by = m.Who(kind="winner" if span.kind == "lose" else "loser")
            mention.final = mention.final or span.kind == "lose"  # the shot that beat them
            break  # the outcome is the subject's, said of in _people
        elif (
            span.kind == "neg"
            and mention.count
            and q.kind(i + 1) == "more"
            and not q.words(i, i + 1)
            and set(q.before(i, 1)) <= {",", "and", "but"}
        ):  # "three smashes, no more", "twice and no more": exactly that many
            mention.count = (mention.count[0], mention.count[0])
            _take(q, mention, i + 1)
        elif span.kind == "neg" and q.kind(i + 1) in ("win", "kill"):
            negated = True
        elif (
            span.kind in ("win", "lose")
            and mention.run
            and q.kind(i + 1) in _PEOPLE
            and _by(q, i + 1)
        ):
            break  # "a drive battle won by the receiver": the rally's outcome
        elif span.kind in ("win", "lose") and _rallies_won_by(q, mention, i):
            break  # "rallies with two clears and then a drop, won by the receiver"
        elif span.kind == "lose" and bound < len(q.spans) and _lost_to_shot(q, bound):
            if mention.by is not None:  # "X lifts and loses the point to a smash": X lost,
                q.add(m.Outcome(who=mention.by, lost=True), {i})  # and the smash ended it
            break
        elif span.kind == "win" and _eventually(q, mention) and "and" in q.words(i - 1, i):
            break  # "the server eventually drops and wins": the server's win, not the drop's
        elif span.kind in ("win", "lose") and _and_outcome(q, mention, i):
            break  # "the receiver plays a drop and wins": the receiver's win, some time after
        elif span.kind in ("win", "lose") and _several(mention) and _verb_of_its_own(q, i):
            break  # "a server playing four clears or more loses": no one shot ended it
        elif span.kind in ("win", "kill"):
            mention.outcome, mention.final = ("lose" if negated else "win"), True
        elif span.kind == "lose" and _passive(q, q.spans[mention.first]):
            mention.outcome, mention.final = "win", True  # "X's lift gets smashed to lose":
            # the lift's player lost, so the smash won
        elif span.kind == "lose" and span.value == NEGATED and _verb(q.doc, q.spans[mention.first]):
            break  # "smashes three times without winning": the player's outcome, not the shot's
        elif span.kind in ("lose", "error"):
            mention.outcome, mention.final = "lose", True
        elif span.kind == "first" and _first_after_verb(q, mention, i):
            mention.earliest = True  # "the receiver smashes first": the rally's first smash
            _take(q, mention, i)
            if q.kind(i + 1) in ("win", "lose") and not q.words(i, i + 1) and mention.by is None:
                won = q.kind(i + 1) == "win" and not q.spans[i + 1].value
                mention.by = m.Who(kind="winner" if won else "loser")  # "the player who
                _take(q, mention, i + 1)  # smashes first wins": the smasher won
            break
        elif span.kind == "final":
            mention.final = True
        elif span.kind == "landing":  # "drops landing short", "a clear to the left, deep"
            mention.lands = _also(mention.lands, _lands(span))
        elif span.kind == "penultimate" and (
            q.close(max(k for k in mention.spans if k < i), i, 4)  # "a lift by the winner as
            # the penultimate shot": from the words the mention took last
            or set(q.words(mention.first, i)) <= _RELATIVE
            or _then_more(q, mention, i)
        ):  # "the drop that is followed by only one more shot"
            mention.penultimate = int(span.value or 1)  # type: ignore[call-overload]
        elif span.kind == "anchors" and set(q.words(mention.first, i)) <= _FILLER | {"somewhere"}:
            mention.anchor, mention.anchor_max = span.value  # type: ignore[misc]
        elif span.kind == "anchor" and q.close(mention.first, i, 4):
            replied = _verb_of(q, mention, i) and not _own_anchor(q, mention, i, int(span.value))
            mention.anchor = int(span.value) + replied  # "attacks the serve" is the return
            if mention.window is not None and mention.window < mention.anchor:
                mention.window = None  # "start with a net shot return of serve": shot 2
            said_as = "as" in q.before(i, 2)  # "wins with a lift as the eighth shot": the
            if said_as and mention.final and mention.outcome == "win" and _won_with(q, mention):
                mention.final, mention.outcome = False, None  # rally holds it there ("wins
                # with a smash on his first shot after the serve": the smash won)
        elif span.kind in _PEOPLE and _hitter(span) and _by(q, i) and _misjudged_by(q, i):
            q.add(m.Outcome(who=_hitter(span), lost=True), {i})  # type: ignore[arg-type]
            # "a drop misjudged by the receiver": the receiver left it, and lost
        elif span.kind in _PEOPLE and _hitter(span) and _by(q, i):
            mention.by = _hitter(span)
        elif span.kind == "role" and span.value == "opponent" and _by(q, i):
            pass  # "a lob smashed by the opponent": the other player, as the players alternate
        elif span.kind == "from" and q.kind(i + 1) == "role" and q.spans[i + 1].value == "opponent":
            _take(q, mention, i + 1)  # "a drop, a net shot from the opponent": the same
        elif span.kind == "window":
            mention.window = int(span.value)  # type: ignore[arg-type]
        elif span.kind == "qty" and _one_of_the(q, i) and q.kind(i + 1) == "window":
            pass  # "a smash as one of the first four shots"
        elif span.kind in _PEOPLE and _unreached(q, i + 1):
            mention.outcome, mention.final = "win", True  # "a drop the opponent never reaches"
            _take(q, mention, i + 1)
        elif span.kind == "to" and q.kind(i + 1) in ("win", "kill", "lose"):
            pass  # "smashed to win the point": the infinitive's outcome is the shot's
        elif span.kind == "to" and q.kind(i + 1) == "final" and _infinitive(q, i + 1):
            pass  # "a smash to end the rally": the infinitive's end is the shot's
        elif span.kind == "order" and q.kind(i + 1) == "penultimate":
            continue  # "then two more shots and the rally is over": read with those shots
        elif span.kind == "to" and q.kind(i + 1) == "ending" and not q.words(i, i + 1):
            pass  # "a lob that lands behind the baseline": the landing verb of the ending
        elif _lands_and_ends(q, i) or (mention.final and _landing_in(q, i)):
            mention.outcome = "win"  # "a drop that lands (in) and ends the point", "... ends
            # the rally with the shuttle landing in": it landed in
        elif span.kind == "order" and span.value == "next" and _came_back(q, i, mention):
            mention.returned = True
        elif span.kind == "order" and span.value == "next" and _soon_for(q, i, mention):
            continue  # "a lift smashed straight away for a winner": how soon, then what for
        elif span.kind in ("from", "order") and _of_it(q, i):
            continue  # "the smash off it wins": the shot said before, read by _relations
        elif span.kind == "despite" and q.kind(i + 1) == "ending":
            pass  # "a smash from the back yet goes out": how the shot ended, as with "but"
        elif span.kind == "inside" and q.kind(i + 1) == "win":
            pass  # "a drop, but it lands in for a winner": the drop's landing
        elif _landed(q, i) and _lands_in_and(q, i):
            pass  # "a net shot lands in and the opponent cannot return it": it landed in
        elif span.kind not in ("corner", "unit", "times"):
            break
        _take(q, mention, i)


def _said_with_more(mention: Mention) -> bool:
    """A place, count or run is said of the mention, or it is the serve: an outcome in
    another clause is then its player's, not the shot's."""
    return bool(mention.anchor or mention.window or mention.count or mention.run or mention.serve)


def _plays_it(q: _Query, mention: Mention, i: int) -> bool:
    """The person at ``i`` plays the mention's shot, said in a relative clause with a verb of
    playing: "drop winners that Marin hits", "smashes the server plays"."""
    relative = set(q.words(max(mention.spans), i)) <= {"that", "which", "the"}
    played = q.kind(i + 1) == "unit" and q.doc[q.spans[i + 1].start].lemma_.lower() in _PLAYING
    return relative and played and not q.words(i, i + 1) and _hitter(q.spans[i]) is not None


def _wins_with_it(q: _Query, mention: Mention, i: int) -> bool:
    """The person at ``i`` wins with the mention, said as a relative clause ending in "with"
    ("drops that Marin wins the point with", "smashes the server wins rallies with")."""
    if q.kind(i + 1) != "win" or not set(q.words(mention.first, i)) <= {"that", "which", "the"}:
        return False
    after = [t.lower_ for t in q.doc[q.spans[i + 1].end :] if not t.is_punct]
    return after[-1:] == ["with"] and set(after) <= {"the", "with", "rallies", "points"} | _RALLY


def _infinitive(q: _Query, i: int) -> bool:
    """Span ``i`` starts with a verb's base form after "to" ("to end the rally")."""
    return q.doc[q.spans[i].start].tag_ == "VB"


def _lands_and_ends(q: _Query, i: int) -> bool:
    """ "lands (in) and ends the rally", "lands in to end the rally": a landing verb without
    a place (span ``i``, "to") and the rally's end, so the shot landed in and won."""
    if not _landed(q, i) or i + 1 >= len(q.spans):
        return False
    said = [w for w in q.words(i, i + 1) if w not in ("in", "inside")]
    if said == [] and q.kind(i + 1) == "to" and q.kind(i + 2) == "final":
        return _infinitive(q, i + 2)  # "lands in to end the rally"
    return q.kind(i + 1) == "final" and said == ["and"]


def _landing_in(q: _Query, i: int) -> bool:
    """Span ``i`` is a landing verb said "in" and nothing more, last in the query ("... with
    the shuttle landing in")."""
    rest = [t.lower_ for t in q.doc[q.spans[i].end :] if not t.is_punct]
    ended = any(s.kind == "ending" for s in q.spans)  # "judged out, left, and lands in"
    return _landed(q, i) and not ended and i == len(q.spans) - 1 and rest in (["in"], ["inside"])


def _lands_in_and(q: _Query, i: int) -> bool:
    """Span ``i`` (a landing verb) is said "in" and then "and" or a comma: it landed in, and
    the query goes on about it."""
    end = q.spans[i].end
    return [t.lower_ for t in q.doc[end : end + 2]] in (["in", "and"], ["in", ","])


def _landed(q: _Query, i: int) -> bool:
    """Span ``i`` is a landing verb said without a place ("lands", "landing")."""
    span = q.spans[i]
    return span.kind == "to" and span.value is None and q.doc[span.end - 1].lemma_ == "land"


_ENDING_VERBS = {"end", "finish", "win", "lose", "go", "land", "fly"}  # tagged nouns at times


def _before_outcome(q: _Query, i: int) -> bool:
    """ "still", "yet" or "then" right before an outcome verb after "and": the outcome is
    said of the shot's player, not of the shot (it need not end the rally)."""
    word = q.doc[q.spans[i].start].lower_
    said = q.kind(i) == "despite" or (q.kind(i) == "order" and word == "then")
    return said and q.kind(i + 1) in ("win", "lose") and q.before(i, 1) == ["and"]


def _ended_by_it(q: _Query, mention: Mention) -> bool:
    """The mention's own clause says how it ended the rally ("a smash that goes into the
    net"; not "a clear in the last three shots, ends out", the rally's ending)."""
    endings = [k for k in mention.spans if q.kind(k) == "ending"]
    return mention.final and any("," not in q.words(mention.first, k) for k in endings)


def _rally_over(q: _Query, i: int) -> set[int]:
    """The rally said at ``i`` ends there, last in the query or in its clause ("... and the
    rally ends", "... and the point is over", "net shot, rush, rally over, rusher wins"): its
    spans, else none."""
    clause = []
    for t in q.doc[q.spans[i].end :]:
        if t.lower_ in (",", ";", "and"):
            break
        clause.append(t)
    words = [t.lemma_.lower() for t in clause if not t.is_punct]
    ended = words in (["end"], ["finish"], ["be", "over"], ["be", "finish"], ["end", "there"])
    ended = ended or words == ["over"] and q.doc[q.spans[i].start - 1].lower_ == ","
    end = clause[-1].i + 1 if clause else q.spans[i].end
    rest = {k for k in range(i + 1, len(q.spans)) if q.spans[k].start < end}
    if not ended or any(q.kind(k) != "cmp" for k in rest):  # "over" is read as "more than"
        return set()
    q.read |= {t.i for t in clause}
    return {i} | rest


def _goes_on(q: _Query, i: int) -> bool:
    """ "goes on to" (span ``i``, "to") before an outcome verb: an outcome that came later,
    the player's; the words "goes on" are read."""
    if q.kind(i) != "to" or q.kind(i + 1) not in ("win", "lose"):
        return False
    start = q.spans[i].start
    if start < 2 or q.doc[start - 1].lower_ != "on" or q.doc[start - 2].lemma_.lower() != "go":
        return False
    q.read |= {start - 2, start - 1}
    return True


def _listed_run(q: _Query, mention: Mention) -> bool:
    """An uncounted shot listed after another ("a lift, then a smash, consecutively"): a run
    word after it says the listed shots come one after another, not a run of the last."""
    k = mention.first - 1
    while (q.kind(k) == "order" and q.spans[k].value == "next") or (
        q.kind(k) in _PEOPLE and _possessive(q, k)
    ):  # "then"; "the receiver's smash"
        k -= 1
    # "a lift, a net shot and another lift in a row": the list's ("a lift and another lift
    # in a row": two lifts)
    owners = {t.i for s in q.spans if s.kind in _PEOPLE for t in q.doc[s.start : s.end]}
    gap = q.doc[q.spans[k].end : q.spans[mention.first].start]  # "..., the server's lift and
    words = {t.lower_ for t in gap if t.i not in owners} - {"the", *_POSSESSIVE}  # the
    again = "another" in words and q.kind(k) == "shot" and q.spans[k].value == mention.types
    joined = words <= _LISTED and not again  # receiver's
    return mention.count is None and q.kind(k) == "shot" and joined


def _disagrees(q: _Query, mention: Mention, span: Span) -> bool:
    """A verb that does not agree in number with the shot it follows ("a smash that end"):
    its subject is another noun (the rallies)."""
    noun = _head_noun(list(q.doc[q.spans[mention.first].start : q.spans[mention.first].end]))
    pronoun = q.doc[span.start - 2 : span.start]  # "that end in the net", "that end out"
    at = [t.i for t in pronoun if t.lower_ in ("that", "which")]
    if not at or at[-1] < noun.i or noun.tag_.startswith("VB"):
        return False  # (not "a net shot is rushed and that ends the rally": no noun)
    verb = q.doc[at[-1] + 1]
    if not verb.tag_.startswith("VB") and verb.lemma_.lower() not in _ENDING_VERBS:
        return False  # "that nobody gets back": no verb right after "that"
    plural_noun = noun.tag_ == "NNS" or noun.lower_ != noun.lemma_.lower()
    base_verb = verb.lower_ == verb.lemma_.lower()  # "end" (tagged a noun at times), not "ends"
    third_person = verb.lower_.endswith("s") and not base_verb
    return (not plural_noun and base_verb) or (plural_noun and third_person)


_HAVING = {"have", "has", "include", "contain", "feature", "see", "show"}


def _rallies_end(q: _Query, mention: Mention, span: Span) -> bool:
    """ "rallies that have four drives in a row and end in the net", "rallies with a drive
    end out": the plural verb after "and", or after one shot said of "rallies with", goes
    with the rallies that have the shot, not with the shot."""
    at = span.start
    if at > 0 and q.doc[at - 1].lemma_.lower() in _ENDING_VERBS:
        at -= 1  # "... end out": the verb before the ending's span
    verb = q.doc[at]
    said = at > 0 and q.doc[at - 1].lower_ == "and"
    if verb.lemma_.lower() not in _ENDING_VERBS:
        return False
    before = {t.lower_ for t in q.doc[: q.spans[mention.first].start]}
    if not said:  # "rallies with a drive end in the net": the plural verb is the rallies'
        noun = q.doc[q.spans[mention.first].end - 1]  # one shot ("a backhand clear"), and a
        one = noun.tag_ != "NNS" and not noun.lower_.endswith("s")  # plural verb (the tagger
        plural = verb.lower_ == verb.lemma_.lower()  # may read a noun: "smash end")
        return one and plural and bool({"rallies", "points"} & before) and "with" in before
    rallies = bool(before & {"rallies", "points"}) and bool(before & _HAVING)
    return verb.tag_ in ("VB", "VBP") and rallies


def _point_is(q: _Query, i: int) -> bool:
    """The outcome at ``i`` is a clause of its own about the rally after "and", with its
    agent: "... and the point is won by the receiver"."""
    said = q.before(i, 4)
    if said[:2] != ["and", "the"] or said[2] not in _RALLY or said[3] not in ("is", "was"):
        return False
    return q.kind(i + 1) in _PEOPLE and _by(q, i + 1)


def _rallies_won_by(q: _Query, mention: Mention, i: int) -> bool:
    """ "rallies with two clears and then a drop, won by the receiver", "points where ...":
    a participle of winning after a comma, with its agent, goes with the rallies said before
    "with" (or "where", "in which") the shot, not with the shot."""
    participle = q.doc[q.spans[i].start].lower_ in ("won", "lost") and q.before(i, 1) in (
        [","],
        ["and"],  # "rallies ending with a drop by the server and won by the receiver"
    )
    if not participle or q.kind(i + 1) not in _PEOPLE or not _by(q, i + 1):
        return False
    before = {t.lower_ for t in q.doc[: q.spans[mention.first].start]}
    return bool({"rallies", "points"} & before) and bool({"with", "where", "which"} & before)


def _head_noun(words: list[Token]) -> Token:
    """The noun a shot's words end on, before a verb inside them ("shots" of "net shots hit
    crosscourt"); else their last word ("kills" of "net kills")."""
    head = None
    for token in words[:-1]:
        if token.tag_.startswith("VB") and head is not None:
            return head
        if token.tag_ in ("NN", "NNS"):
            head = token
    return words[-1]


def _clause_apart(q: _Query, mention: Mention, i: int) -> bool:
    """The span at ``i`` is in another clause than the mention ("and", "but" or a comma
    between, a pronoun as the subject of its verb: "although she smashes twice she loses",
    or a participle with its agent: "rallies without a smash won by the server")."""
    start = q.spans[max(mention.spans)].end
    between = {t.lower_ for t in q.doc[start : q.spans[i].start]}
    subject = q.spans[i].start > start and q.doc[q.spans[i].start - 1].tag_ == "PRP"
    said = q.doc[q.spans[i].start]  # "rallies without a smash won by the server": theirs
    participle = not between and said.tag_ == "VBN" and q.doc[said.i + 1 :][:1].text == "by"
    return bool(between & {"and", "but", "yet", ","}) or subject or participle  # "..., he loses"


def _possessive(q: _Query, i: int) -> bool:
    """The person at ``i`` owns what follows ("the opponent's lift")."""
    end = q.spans[i].end
    return end < len(q.doc) and q.doc[end].lower_ in ("'s", "’s", "'")


def _opponents_shot(q: _Query, i: int) -> bool:
    """ "the opponent's clear": the shot the other player hit, said by the order alone."""
    said = q.kind(i) == "role" and q.spans[i].value == "opponent"
    return said and _possessive(q, i) and q.kind(i + 1) == "shot"


def _shot_before(q: _Query, mention: Mention) -> bool:
    return any(q.spans[k].kind == "shot" for k in range(mention.first))


def _next_shot(q: _Query, i: int) -> int | None:
    """The end of "next shot" when it says the outcome at ``i`` comes on the next shot
    ("loses the point on the next shot"), or None."""
    j = i + 1
    while q.kind(j) in ("rally", "unit"):
        j += 1
    said = (
        q.kind(j) == "order"
        and q.doc[q.spans[j].start].lower_ == "next"
        and q.kind(j + 1) == "unit"  # "next shot", not "right away"
        and q.close(i, j, 5)
    )
    return j + 1 if said else None


def _own_anchor(q: _Query, mention: Mention, i: int, anchor: int) -> bool:
    """The shot verb's subject plays the numbered shot it names ("the receiver pushes the
    return": the return is the push; "the server drops the return" replies to it)."""
    k = mention.first - 1
    who = _hitter(q.spans[k]) if q.kind(k) in _PEOPLE and not q.words(k, mention.first) else None
    if who is None:
        who = _gerund_subject(q, mention)  # "the receiver wins after driving the return of
        # serve": the receiver drove it
    if who is not None and who.kind not in ("server", "receiver"):  # "Axelsen smashes the
        said = {t.lower_ for t in q.doc[q.spans[i].start : q.spans[i].end]}  # second shot": a
        return bool(said & _SHOT_NOUNS)  # numbered shot is his, where his turn is not known
    return who is not None and who.kind == m.numbered_hitter(anchor)


def _verb_of(q: _Query, mention: Mention, i: int) -> bool:
    """The mention is a verb whose object is the span at ``i`` ("attacks the serve": no
    preposition between, which a noun would need)."""
    shot, thing = q.spans[mention.first], q.spans[i]
    between = [t.lower_ for t in q.doc[shot.end : thing.start]]
    return between == ["the"] or (not between and q.doc[thing.start].lower_ == "the")


def _by(q: _Query, i: int) -> bool:
    """ "a smash by Momota", "smashes from the receiver", "rushed away by the opponent", "the
    last shot is the server's"."""
    words = q.words(i - 1, i) if i else []
    words = words[1:] if words[:1] in (["away"], ["off"], ["down"], ["back"]) else words
    owned = words[:1] in (["is"], ["was"]) and _possessive(q, i) and i + 1 == len(q.spans)
    return owned or bool(words) and words[0] in ("by", "from") and set(words[1:]) <= _FILLER


def _plus_label(q: _Query, i: int) -> bool:
    """The count at ``i`` is an "N+" said straight after its shot and closing a label or
    one of its parts: "winner drops 2+", "net shots 3+, server wins", "Ginting smashes 2+
    and loses"."""
    span = q.spans[i]
    plus = q.doc[span.end - 1].text == "+" and not q.words(i - 1, i)
    closed = i + 1 >= len(q.spans) or q.words(i, i + 1)[:1] in ([","], ["and"])
    return plus and closed


def _times_word(q: _Query, i: int) -> bool:
    """A count said with its own "times": "twice", "thrice", "twice or more", "a lot"."""
    span = q.spans[i]
    said = [t.lower_ for t in q.doc[span.start : span.end]]
    return any(t in ("twice", "thrice") for t in said) or said == ["a", "lot"]


def _net_play(q: _Query, mention: Mention, i: int) -> bool:
    """A shot of no type said, then "(is) played at the net": a net shot."""
    said = q.doc[q.spans[i].start : q.spans[i].end].text.lower()
    words = {t.lower_ for t in q.doc[q.spans[mention.first].end : q.spans[i].start]}
    return (
        mention.types is None
        and said in ("at the net", "at net")
        and "played" in words
        and words <= {"is", "was", "are", "were", "be", "played"}
    )


def _played_at(q: _Query, mention: Mention, i: int) -> bool:
    """ "at the net" said of a shot played there (a rush, push, net shot or smash at the
    net; "a shot at the net", "shots in the forecourt"): where it was hit, not where it
    lands."""
    zone = q.spans[i].value
    net_play = lx.F["net"] | lx.F["smash"] | {"rush", "push"}
    if mention.types is None:
        return _placed_at(q, mention.first, i)
    return (
        q.doc[q.spans[i].start].lower_ == "at"
        and isinstance(zone, m.Zone)
        and zone.depth == "front"
        and mention.types <= net_play
        and q.close(mention.first, i, 1)
    )


_EXCHANGED = {"exchange", "battle", "duel"}  # of a shot both players play: "a net battle"
_EXCHANGE = {*_EXCHANGED, "rally", "sequence", "run", "spell"}


def _exchanged(q: _Query, i: int, mention: Mention) -> bool:
    """The unit at ``i`` is an exchange of the mention's shots, ones a player answers in
    kind ("a drive exchange", "a net battle", "an exchange of clears")."""
    return _exchange_noun(q, i) and bool(mention.types) and mention.types <= EXCHANGES


def _exchange_noun(q: _Query, i: int) -> bool:
    """The span at ``i`` ends with a noun of an exchange: "exchange", "battle", "duel"."""
    return q.doc[q.spans[i].end - 1].lemma_.lower() in _EXCHANGED


def _styled_shot_next(q: _Query, i: int) -> bool:
    """A shot said with how it was hit follows span ``i`` close by: "(the fourth shot is) a
    backhand smash", "... a cross-court drop"."""
    j = i + 1
    while q.kind(j) == "style" and q.kind(j + 1) in ("style", "shot") and not q.words(j, j + 1):
        j += 1
    return j > i + 1 and q.kind(j) == "shot" and q.close(i, i + 1, 2)


def _long_exchange_of(q: _Query, i: int) -> bool:
    """The shot at ``i`` follows "a long exchange of" (a length span ending in the noun): the
    exchange is of that shot; the length stays the rally's."""
    said = q.kind(i - 1) == "length" and q.words(i - 1, i) == ["of"]
    return said and _exchange_noun(q, i - 1)


def _as_exchange(mention: Mention) -> None:
    """The mention's shots exchanged: two in a row at least, unless a count says more."""
    mention.exchange = mention.count is None
    mention.count, mention.run = mention.count or (2, None), True


def _exchange_of(q: _Query, i: int) -> bool:
    """The quantity at ``i`` sizes an exchange of the shot: "a drive exchange of three", "a
    net battle of five"."""
    noun = q.doc[q.spans[i - 1].end - 1] if i else None
    inside = q.kind(i - 1) == "rally" and q.before(i - 1, 2)[:1] == ["in"]  # "lifts in a rally
    return (  # of 10 shots": the rally's length
        noun is not None
        and q.kind(i - 1) in ("unit", "rally", "shot")
        and noun.lemma_.lower() in _EXCHANGE
        and q.words(i - 1, i) == ["of"]
        and not inside
    )


def _hit_in(q: _Query, i: int) -> bool:
    """ "a drive hit in the front right", "played inside the rear court": a zone said as the
    place of a hitting verb is where the shot was hit, not where it lands."""
    k = q.spans[i].start - 1
    while k >= 0 and q.doc[k].lower_ in ("the", "a"):
        k -= 1
    hitting = k >= 1 and q.doc[k - 1].lemma_.lower() in _PLAYING
    return hitting and q.doc[k].lower_ in ("in", "inside", "within")


def _landing_words(q: _Query, i: int) -> bool:
    """A zone after a shot that says where it lands: "... in the rear court"."""
    return bool(set(q.before(i, 2)) & {"in", "at", "deep", "short", "towards"})


def _style(mention: Mention, span: Span) -> None:
    if span.value == "aroundhead":
        mention.around_head = True
    elif span.value == "straight" and mention.types and mention.types <= lx.F["net"]:
        mention.types -= {"cross-court net shot"}  # "a straight net": the cross net is a type
    elif span.value in ("cross", "straight"):
        mention.cross = span.value == "cross"
    else:
        mention.backhand = span.value == "backhand"


def _count(qty: tuple) -> tuple[int | None, int | None]:
    """A quantity said of shots: a bare number means at least that many, zero none."""
    low, high, explicit = qty
    if explicit:
        return low, high
    return (low, None) if low else (None, 0)


def _both(
    said: tuple[int | None, int | None], already: tuple[int | None, int | None] | None
) -> tuple[int | None, int | None]:
    """Two bounds said of one shot ("at least 3 and at most 6 smashes"): both hold."""
    if already is None:
        return said
    lows = [b for b in (said[0], already[0]) if b is not None]
    highs = [b for b in (said[1], already[1]) if b is not None]
    return (max(lows) if lows else None, min(highs) if highs else None)


def _hitter(span: Span) -> m.Who | None:
    if span.kind == "player":
        player: Player = span.value  # type: ignore[assignment]
        kind = "opponent" if isinstance(player, OpponentOf) else "name"
        return m.Who(kind=kind, name=player.spellings[0])
    if span.kind == "role" and span.value in ("server", "receiver", "loser", "winner"):
        return m.Who(kind=str(span.value))
    if span.kind == "role" and span.value == "same":
        return m.Who(kind="var", name="p")
    return None


def _none_before(q: _Query, mentions: list[Mention]) -> None:
    """ "the first smash comes on the fifth shot": a smash there, and none before it; "the
    first smash wins the rally": the rally's only smash."""
    for mention in mentions:
        if mention.sole and mention.types:  # "the only smash": the rally holds one
            by = mention.by if mention.sole == "own" else None
            only = m.Shot(types=tuple(sorted(mention.types)), by=by)
            q.add(m.Count(shot=only, min=1, max=1), mention.spans)
        if not (mention.earliest and mention.types):
            continue  # "the very first return": the return's number says it all
        placed = mention.anchor or mention.final or mention.window or mention.count
        owned = any(
            q.kind(k) == "first" and q.before(k, 1) in (["'s"], ["’s"]) for k in mention.spans
        )  # "the receiver's first smash": any of theirs
        if mention.by is not None and not (placed or owned or mention.neg):  # "the first smash
            first = m.Sequence(  # came from the receiver": the rally's first smash is theirs
                steps=(
                    m.Step(shot=m.Shot(types=m.other_types(mention.types)), max=None),
                    m.Step(shot=mention.shot()),
                ),
                start=1,
            )
            q.add(first, mention.spans)
            mention.earliest = False
        elif mention.anchor and mention.anchor > 1 and not mention.anchor_max:
            shots = (1, mention.anchor - 1)
            q.add(m.Count(shot=mention.shot(), max=0, shots=shots), mention.spans)
        elif mention.final:
            only = m.Shot(types=tuple(sorted(mention.types)))
            q.add(m.Count(shot=only, min=1, max=1), mention.spans)


def _only_player(q: _Query, mentions: list[Mention]) -> None:
    """ "only the server smashes": the server's smash, and none by the other player."""
    for o, span in enumerate(q.spans):
        if span.kind != "only" or q.kind(o + 1) not in _PEOPLE:
            continue
        who = _hitter(q.spans[o + 1])
        rival = _other(who) if who is not None else None
        if rival is None or q.words(o, o + 1) not in ([], ["the"]):
            continue
        mention = next((x for x in mentions if x.first > o + 1 and x.by == who), None)
        if mention is None or mention.neg or (o in q.used and o not in mention.spans):
            continue
        mention.only = False  # said of the player, not of the shot
        q.add(m.Count(shot=mention.shot().model_copy(update={"by": rival}), max=0), {o})


# -- composing the pattern ---------------------------------------------------------------------


def _relations(q: _Query, events: list[Mention]) -> list[str | None]:
    """How each event relates to the one before it: "next", "later", "prev" (it came
    before), "prev later" (some time before), or None (unrelated). Without any order word,
    events are unrelated."""
    if not events:
        return []
    ordered = any(s.kind == "order" for s in q.spans) or any(
        q.kind(e.first - 1) == "from" for e in events
    )
    out: list[str | None] = [None]
    comma = False  # the shot before was listed after a comma
    for k, (a, b) in enumerate(zip(events, events[1:], strict=False)):
        listing, comma = comma, False
        between = range(max(a.spans) + 1, b.first)
        kinds = [(q.spans[i].kind, q.spans[i].value) for i in between]
        q.used |= {i for i in between if q.spans[i].kind in ("order", "from")}
        later = ("order", "later") in kinds or a.anywhere or b.anywhere or _later_after(q, b)
        fronted = _fronted(q, events[k - 1] if k else None, a, b)
        unordered = not any(kind == "order" for kind, _ in kinds)
        numbered = b.anchor and unordered  # its own place
        if numbered and a.anchor or unordered and _serve_and_end(q, a, b, between):
            out.append(None)  # "net return, lift on shot 4": each numbered; "a short serve,
            # a smash winner at the end": each in its place
        elif a.serve and _rally_clause(q, a, b):
            out.append(None)  # "rallies after a long serve in which the receiver drops": the
            # serve starts the rally the clause describes, in no order with its shots
        elif unordered and any(kind == "despite" for kind, _ in kinds):
            out.append(None)  # "wins after a short serve despite a smash from the receiver":
            # a concession, in no order with what came before
        elif _answered(q, a, b):
            out.append("next")  # "answers a smash with a block"; "wins after answering a net
            # shot with a net shot" (not the fronted "after")
        elif fronted and unordered:
            later = later or (fronted == "next" and _won_after_serve(q, a, b))
            later = later or (fronted == "next" and _after_numbered(q, b, a, range(a.first)))
            out.append(
                "later" if fronted == "next later" or later and fronted == "next" else fronted
            )
        elif any(_after_it(q, i) for i in between):
            out.append("later" if later else "next")  # "a drop, and right after it a net shot"
        elif (
            ("order", "prev") in kinds
            or any(q.kind(i) == "from" and not _from_person(q, i) for i in between)
            or _caused(q, a, b)
            or _on(q, a, b)
        ):
            # "a smash at some point after"; nothing comes before a serve ("which short-serve
            # rallies does the server lose after smashing?": after the smash, the loss)
            later = later or _after_numbered(q, a, b, between)
            out.append(None if a.serve else "prev later" if later else "prev")
        elif b.first in (a.first + 1, a.first + 2) and _kills_object(q, a.first):
            out.append("prev")  # "kills a drop", "kills the server's drop": it came first
        elif later:
            out.append("later")
        elif unordered and _counts_joined(q, a, b):
            out.append(None)  # "after two or more drives and two or more lifts": both counts
        elif (
            (ordered and not numbered)
            or _finished_by(q, a, between)
            or _followed_up(q, a, b)
            or _it(q, a, b)
            or _opponent_replies(q, a, b, events[k - 1] if k else None)
            or _lost_point_to(q, a, b)
        ):
            out.append("next")  # "then"; "a net battle finished by a kill"; "answers A with B";
            # "X pushes the serve and the server drives it back"
        elif a.penultimate == 1 and b.final and not b.anchor:  # "the penultimate shot is a
            out.append("next")  # clear and the last is a smash"
        elif unordered and _served_then_said(q, a, b, k + 2 == len(events)):
            out.append(None)  # "short serve, server smashes, server loses": the serve, and a
            # shot the server plays some time
        elif (
            (comma := _comma(q, a, b, listing))
            or _relative(q, a, b)
            or _listed(q, events[0], a, b)
            or (a.in_row and b.in_row and _in_list(q, a, b))
        ):
            out.append("next")  # "drop, lift, smash", "a drop, a lift and a smash"; "a lift
            # that gets smashed"
        else:
            out.append(None)
        if out[-1] == "next" and _server_after_serve(q, a, b, out[-2]):
            out[-1] = "later"
        listed = _gap_words(q, a, b) <= {"and", "then", "a", "an", "is", "was"}
        caused = any(
            q.kind(i) == "order" and q.doc[q.spans[i].start].lemma_ in _CAUSING for i in between
        )  # "a smash after a drive forced a lift": the drive's, so before the smash too (not
        # "X drops against a clear (and) forces a lift": X's)
        caused = caused and k > 0 and bool({"after", "following"} & _gap_words(q, events[k - 1], a))
        if (
            (listed or caused)
            and out[-1] in ("next", "later")
            and out[-2] in ("prev", "prev later")
        ):
            out[-1] = f"before {out[-1]}"  # "a smash set up by a drop and a lift": both
            # came before the smash
    return out


def _server_after_serve(q: _Query, a: Mention, b: Mention, before: str | None) -> bool:
    """The server's shot said next to a serve noun came later: "after a long serve ... the
    server smashes" (shot 2 is the receiver's). Not when the serve answered a shot ("pushes
    the serve and ...") nor a verb ("after serving, the server smashes": its next own shot)."""
    answered = before in ("prev", "prev later")
    verb = q.doc[q.spans[a.first].start].pos_ == "VERB"
    return a.serve and b.by == m.Who(kind="server") and not answered and not verb


def _gap_words(q: _Query, a: Mention, b: Mention) -> set[str]:
    return {t.lower_ for t in _gap(q, a, b)}


def _counts_joined(q: _Query, a: Mention, b: Mention) -> bool:
    """Two counted shots joined by "and" ("driving at least twice and lifting at least
    twice"): how many of each, in no order."""
    counted = a.count is not None and b.count is not None and not (a.run or b.run)
    gap = _gap(q, a, b)
    joining = all(t.lower_ in ("and", ",", "a", "an") or t.lemma_ in _PLAYING for t in gap)
    return counted and "and" in _gap_words(q, a, b) and joining


_CAUSING = {"force", "lead", "result"}  # "forced (the opponent to)", "led to", "resulted in"
_COUNTS = {"cmp", "num", "qty", "times"}  # the kinds of span a count is said in


def _serve_and_end(q: _Query, a: Mention, b: Mention, between: range) -> bool:
    """``a`` is the serve and ``b`` is said to end the rally ("at the end", "ends with"):
    the first shot and the last, not one after the other."""
    return a.serve and b.final and any(q.kind(i) == "final" for i in {*b.spans, *between})


def _winner_noun(q: _Query, i: int) -> bool:
    """Span ``i`` is the noun "winner" said of a person ("from the winner", "than the
    winner"), not of a shot ("an outright winner")."""
    return q.kind(i) == "win" and q.doc[q.spans[i].start].lower_ == "winner"


def _from_person(q: _Query, i: int) -> bool:
    """ "from" (span ``i``) says who played the shot before it: "a net shot from the
    opponent", "... from the winner" (not "off the opponent's lift", a shot of theirs)."""
    winner = _winner_noun(q, i + 1) and q.words(i, i + 1) == ["the"]
    person = q.kind(i + 1) in _PEOPLE or winner
    return person and not _possessive(q, i + 1)


def _after_it(q: _Query, i: int) -> bool:
    """The span at ``i`` is "after" said of the shot before, by a pronoun ("after it", "a
    lift after which ...") or as an adverb before a comma ("a lift and then, right after, a
    smash")."""
    span = q.spans[i]
    said = q.doc[span.end : span.end + 1].text.lower()
    pronoun = said in ("it", "that", "this", "which", ",")
    return span.kind == "order" and span.value == "prev" and pronoun


def _of_it(q: _Query, i: int) -> bool:
    """ "off it", "after that", "that follows": the span at ``i`` relates the shot said just
    before it to the one said before that."""
    span = q.spans[i]
    after = q.doc[span.end : span.end + 1].text.lower()
    before = q.doc[span.start - 1].lower_ if span.start else ""
    pronoun = after in ("it", "that", "this") and span.kind in ("from", "order")
    return pronoun or (span.kind == "order" and before in ("that", "which"))


def _finished_by(q: _Query, a: Mention, between: range) -> bool:
    """A verb ending the rally stands between two shots ("a net battle finished by a kill"),
    not a noun ("a drop, and the last shot is a smash") nor a verb of its own clause ("starts
    with a long serve and ends with a smash"); a numbered shot is no exchange ended."""
    if a.anchor:
        return False
    for i in between:
        word = q.doc[q.spans[i].start]  # a verb, or said as one ("lifts that end in": the
        verbal = word.tag_.startswith("VB") or (
            word.i > 0 and word.nbor(-1).lower_ in ("that", "which")
        )
        if q.spans[i].kind == "final" and verbal:  # tagger reads a noun at times)
            said = q.doc[q.spans[between.start - 1].end : q.spans[i].start]
            return "and" not in {t.lower_ for t in said}
    return False


def _later_after(q: _Query, b: Mention) -> bool:
    """ "after a high serve the receiver smashes at some point": said right after the
    shot, the order word puts it some time after the one before."""
    i = max(b.spans) + 1
    if q.kind(i) != "order" or q.spans[i].start != q.spans[i - 1].end:
        return False  # not "a smash, and later a net shot": that orders the net shot
    if q.spans[i].value == "later" and i not in q.used:
        q.used.add(i)
        return True
    return False


def _fronted(q: _Query, before: Mention | None, a: Mention, b: Mention) -> str | None:
    """ "the shot before the smash was a lift", "before the smash, a drop": a preposition
    ahead of the first shot orders the second against it ("prev" or "next", with " later"
    where "some time" or "later" stands just before it); "three shots after a lift, a
    smash" says how many shots after (``b.gap``)."""
    start = max(before.spans) + 1 if before else 0
    for i in range(a.first - 1, start - 1, -1):
        if i in a.spans:
            continue  # "before the winning smash, a lift": said of the shot itself
        if i in q.used:  # the order word between the shots before: not this one's
            return None
        shift = _preposition(q, i)
        if q.spans[i].kind == "order" and shift:
            q.used.add(i)
            later = i > start and q.spans[i - 1].value == "later" and not q.words(i - 1, i)
            if later:  # "some time after a lift, a smash"
                q.used.add(i - 1)
            elif i > start and q.kind(i - 1) == "length" and _shots_after(q, i - 1):
                low, high = q.spans[i - 1].value[:2]  # type: ignore[index]
                b.gap = (low or 1, high)
                q.used.add(i - 1)
            return ("prev" if shift < 0 else "next") + (" later" if later else "")
    return None


def _won_after_serve(q: _Query, a: Mention, b: Mention) -> bool:
    """ "after a long serve, the receiver wins with a smash": a rally won with a shot some
    time after the serve said first (not the return, unless said to be)."""
    verb = any(q.kind(k) == "win" and _verb(q.doc, q.spans[k]) for k in b.spans if k < b.first)
    at_once = _at_once(q.doc, q.spans[max(b.spans)].end)  # not "... straight away"
    return a.serve and b.final and verb and not at_once


def _after_fronted(q: _Query, mention: Mention) -> bool:
    """ "after two clears, a drop": an unused "after" or "following" stands right before the
    mention (its count included), ordering it before what is said next."""
    said = min(mention.spans) - 1
    if q.kind(said) != "order" or said in q.used:
        return False
    return q.doc[q.spans[said].start].lower_ in ("after", "following")


def _ordered_between(q: _Query, a: Mention, b: Mention) -> bool:
    """An order word stands between two mentions (either order)."""
    a, b = (a, b) if a.first < b.first else (b, a)
    between = range(max(a.spans) + 1, min(b.spans))
    said = ("order", "from")  # not "from the winner": who played them
    return any(q.spans[i].kind in said and not _from_person(q, i) for i in between)


def _gap(q: _Query, a: Mention, b: Mention) -> Doc:
    """The tokens between two mentions."""
    return q.doc[q.spans[max(a.spans)].end : q.spans[min(b.spans)].start]


def _with_verb(q: _Query, a: Mention, b: Mention) -> Token | None:
    """The verb whose object is ``a`` when ``b`` is the shot it was done with: "forcing a
    lift with a drop" (force), "answers a smash with a block" (answer)."""
    words = {t.lower_ for t in _gap(q, a, b) if t.pos_ != "ADJ"}  # "with a tight net shot"
    if not words & {"with", "using"} or not words <= _WITH | {"another"}:
        return None
    before = [t for t in q.doc[: q.spans[a.first].start] if t.lower_ not in _WITH]
    owner = {  # "the server's clear": the words of a person said as the shot's owner
        t
        for s in q.spans
        if s.kind in _PEOPLE and q.doc[s.end : s.end + 1].text.lower() in ("'s", "’s")
        for t in range(s.start, s.end)
    }

    def on(t: Token) -> bool:  # "pounces on a drop with a rush"
        return t.lower_ in ("on", "upon") and t.i > 0 and q.doc[t.i - 1].lemma_ == "pounce"

    while before and (
        before[-1].lower_ in {"up", *_POSSESSED} or before[-1].i in owner or on(before[-1])
    ):
        before.pop()  # "answers the opponent's (the server's) smash with", "follows up a
    verb = before[-1] if before else None  # lift with"; the tagger takes "the receiver
    said = verb is not None and (verb.pos_ == "VERB" or verb.lemma_ in _ATTACK_VERBS)
    return verb if said else None  # pounces" for a noun


def _on(q: _Query, a: Mention, b: Mention) -> bool:
    """ "a winning smash on a lift": a shot played on another shot replied to it."""
    said = q.words(max(a.spans), b.first)
    return bool(a.types and b.types) and said[:1] == ["on"] and set(said[1:]) <= _POSSESSED
    # "a rush on the opponent's net shot": on theirs


def _lost_point_to(q: _Query, a: Mention, b: Mention) -> bool:
    """ "the opponent lifts and loses the point to a smash", "lifts that lose the point to a
    smash": the shot that won answered it."""
    skipped = ("the", "a", "an", "point", "rally", "immediate")  # "... to an immediate smash"
    words = [t for t in _gap(q, a, b) if t.lower_ not in skipped]
    said = [t.lemma_.lower() for t in words]
    to = q.doc[q.spans[min(b.spans)].start].lower_ == "to"  # (its span is the shot's)
    lost = said in (["and", "lose"], ["that", "lose"], ["which", "lose"])  # "passive drops
    return lost and to and a.count is None and b.final  # that lose the point to a smash"


def _caused(q: _Query, a: Mention, b: Mention) -> bool:
    """ "forcing a lift with a drop": a verb's object, then the shot it was made with,
    which came first (a reply verb says the opposite: ``_answered``)."""
    verb = _with_verb(q, a, b)
    return verb is not None and verb.lemma_.lower() not in _REPLY_VERBS | _FOLLOW_VERBS


def _answered(q: _Query, a: Mention, b: Mention) -> bool:
    """ "answers a smash with a block", "defends a smash with a lift": the shot a reply verb
    was done with came after its object (the verb is read)."""
    verb = _with_verb(q, a, b)
    if verb is None or verb.lemma_.lower() not in _REPLY_VERBS:
        return False
    q.read.add(verb.i)

    def opponent(k: int) -> bool:
        return q.kind(k) == "role" and "opponent" in q.doc[q.spans[k].start].lower_

    if opponent(a.first - 1) and _possessive(q, a.first - 1):
        q.used.add(a.first - 1)  # "answers the opponent's smash": said by the order already
        a.by = None  # (not the loser: "... and goes on to win" is the answerer's)
    subject, _ = _verb_people(q, a, verb)  # "the receiver answers a smash with a lift": the
    if subject is None and verb.tag_ == "VBG":  # receiver lifts; "the receiver wins after
        people = [k for k in range(a.first) if q.kind(k) in _PEOPLE and q.spans[k].end <= verb.i]
        subject = people[0] if len(people) == 1 else None  # answering ...": the receiver's
    if b.by is None and subject is not None:
        if not opponent(subject):  # the opponent of a's hitter: the order says so
            b.by = _hitter(q.spans[subject])
        q.used.add(subject)
    return True


def _verb_people(q: _Query, a: Mention, verb: Token) -> tuple[int | None, int | None]:
    """The unused person span that is the subject of ``verb``, just before it, and the person
    said as the owner of its object ``a`` ("the server's smash"); None where not said."""
    k, owner = a.first - 1, None
    while k >= 0 and q.spans[k].end > verb.i:
        owner = k if q.kind(k) in _PEOPLE else owner  # "her", "the winner's"
        k -= 1  # past the object's own words
    subject = q.kind(k) in _PEOPLE and q.spans[k].end == verb.i and k not in q.used
    return (k if subject else None), owner


_FOLLOW_VERBS = {"follow"}  # "VERB a drop with a net shot": the net shot is the same player's


def _followed_up(q: _Query, a: Mention, b: Mention) -> bool:
    """ "the receiver follows (up) a lift with a smash": the shot the verb was done with is
    the subject's next own shot after its object (the verb is read)."""
    verb = _with_verb(q, a, b)
    if verb is None or verb.lemma_.lower() not in _FOLLOW_VERBS:
        return False
    q.read.add(verb.i)
    subject, owner = _verb_people(q, a, verb)
    if subject is None:
        b.own_next = True
        return True
    q.used.add(subject)
    player = _hitter(q.spans[subject])
    if owner is not None and _hitter(q.spans[owner]) != player:
        b.by = player  # "the loser follows the winner's drop with a net shot": another
        return True  # player's shot, so the reply to it
    b.own_next = True
    a.by = b.by = a.by or player
    return True


def _it(q: _Query, a: Mention, b: Mention) -> bool:
    """The shot is a verb whose object is "it", the shot said before ("... and the server
    drives it back"), or what a verb of "it" was done with ("... and the server kills it
    with a smash")."""
    end = q.spans[b.first].end
    if _verb(q.doc, q.spans[b.first]) and q.doc[end : end + 1].text.lower() == "it":
        return True
    gap = list(q.doc[q.spans[max(a.spans)].end : q.spans[b.first].start])
    return any(
        x.lower_ == "it" and y.lower_ in ("with", "using") and not _ends_the_rally(x)
        for x, y in zip(gap, gap[1:], strict=False)
    )


def _ends_the_rally(it: Token) -> bool:
    """ "it" is the rally, the object of a verb that ends it ("the receiver ends it
    with a smash"), not the shot said before ("... and the server kills it with a smash")."""
    verb = it.nbor(-1).lemma_.lower() if it.i > 0 else ""
    return verb in ("end", "finish", "close", "conclude", "decide", "seal")


_OTHERS = {"opponent", "rival", "other"}


def _opponent_replies(q: _Query, a: Mention, b: Mention, before: Mention | None) -> bool:
    """A shot verb, then the opponent's: "a player lifts and the other player drops", "the
    loser lifts and the winner smashes", "... and the opponent's net reply wins", "a short
    serve is pushed back and the server lifts" (the one whose shot ``before`` the passive
    answered; the second answers the first)."""
    k = b.first - 1
    if q.kind(k) == "to" and q.spans[k].end == q.spans[b.first].start and k >= 1:
        k -= set(q.words(k - 1, k)) <= _OBLIGED  # "and the server has to lift"
    owned = set(q.words(k, b.first)) <= _POSSESSIVE | _OBLIGED | {"to"}  # "the opponent('s)"
    if q.kind(k) == "agent":  # "the opponent smashes, and the lifter's net reply wins":
        other = said = owned and bool(a.types) and not a.types & q.spans[k].value  # type: ignore[operator]
    else:  # the lifter is the smasher's opponent
        said = q.kind(k) in _PEOPLE and owned
        theirs = _hitter(q.spans[k]) if said else None
        named = {t.lower_ for t in q.doc[q.spans[k].start : q.spans[k].end]} & _OTHERS
        answered = m.Who(kind="server") if before and before.serve else before and before.by
        other = (
            q.spans[k].value == "opponent"
            or (said and bool(named))
            or (a.by is not None and theirs is not None and _facing(a.by, theirs))
            or (theirs is not None and theirs == answered and _passive(q, q.spans[a.first]))
        )  # "the opponent" read as the winner or loser is still the other player
    said = said and other and not a.serve  # "serves long and the receiver smashes": at some
    # point, as said of a rally
    shot = q.spans[a.first]
    # "a player lifts": the tagger at times reads the verb as a plural noun
    verb = _verb(q.doc, shot) or (_has_subject(q, a) and q.doc[shot.start].tag_ in _VERBS | {"NNS"})
    played = _playing_verb(q, a.first - 1) and set(q.words(a.first - 1, a.first)) <= _ARTICLES
    joined = set(q.words(max(a.spans), k)) <= {"and", "but", ",", "the", "back"}
    return said and (verb or played) and joined  # "a player plays a net shot and the
    # opponent drops"


_OBLIGED = {"has", "have", "had", "is", "was", "are", "forced", "made", "needs", "needed"}


def _comma(q: _Query, a: Mention, b: Mention, listing: bool) -> bool:
    """ "drop, lift, smash", "a drop, a lift and a smash" (``listing``: a comma came before):
    shots listed with commas are played in that order."""
    agents = {k for k in range(max(a.spans) + 1, b.first) if q.kind(k) in ("agent", *_PEOPLE)}
    said = {t for k in agents for t in range(q.spans[k].start, q.spans[k].end)}
    words = {t.lower_ for t in _gap(q, a, b) if t.i not in said}  # "and the dropper smashes"
    words -= _GETS if b.first == max(a.spans) + 1 else set()  # "smashes, gets a lift and
    # smashes again": the shot the player got is the reply
    words.discard("again")  # "lifts, gets smashed, lifts again and gets smashed again"
    clause = any(q.kind(k) in ("rally", "final") for k in range(max(a.spans) + 1, b.first))
    clause |= bool(agents and a.anchor) and b.final  # "the return is a lob, and the server
    # finishes the rally with a smash": the numbered shot in its place, the last in its own
    return ("," in words or listing) and words <= _LIST and not clause  # not "a lift, and
    # the rally ends with a smash"


_GETS = {"gets", "got", "getting", "receives", "received", "receiving"}


def _rally_clause(q: _Query, a: Mention, b: Mention) -> bool:
    """ "in which" or "where" opens a clause between the mentions (of the rallies said)."""
    words = " ".join(t.lower_ for t in q.doc[q.spans[max(a.spans)].end : q.spans[b.first].start])
    return words.startswith(("in which ", "where "))


def _and_outcome(q: _Query, mention: Mention, i: int) -> bool:
    """In rallies described by a clause, a player's shot verb, then "and" and their outcome
    ("rallies in which the receiver plays a drop and wins", "... where the server smashes
    and still loses"): the rally's outcome, not the shot's (not "the server smashes and
    wins", the smash winning, nor "... and wins the point with it")."""
    clause = {t.lower_ for t in q.doc[: q.spans[mention.first].start]} & {"which", "where"}
    joined = q.words(max(mention.spans), i) in (["and"], ["and", "still"])
    verb = q.doc[q.spans[mention.first].start]
    playing = _played(q, mention) or (verb.tag_ in _VERBS and _person_before(q, mention))
    after = {t.lower_ for t in q.doc[q.spans[i].end : q.spans[i].end + 3]}
    said_of_shot = bool({"with", "it", "off", "on", "outright"} & after)
    return bool(clause) and joined and playing and not said_of_shot and not mention.final


def _eventually(q: _Query, mention: Mention) -> bool:
    """The shot is said to come "eventually" ("the server eventually plays a drop")."""
    k = mention.first - 1 - _playing_verb(q, mention.first - 1)
    return q.kind(k) == "order" and q.spans[k].value == "later"


def _served_then_said(q: _Query, a: Mention, b: Mention, last: bool) -> bool:
    """A label's serve, then the last thing listed, a shot said of a role ("short serve,
    server smashes, server loses"): a shot of the rally, not the one after the serve."""
    role = q.kind(b.first - 1) == "role" and b.by is not None and b.by.kind in _SIDES
    return last and a.serve and role and _comma(q, a, b, False)


_SIDES = {"server", "receiver"}


def _listed(q: _Query, head: Mention, a: Mention, b: Mention) -> bool:
    """ "the first two shots are a serve and a push", "starts with a short serve and a
    push": shots listed after a position or a start are played in that order."""
    opening = any(
        q.kind(k) == "anchor" and q.doc[q.spans[k].start].lemma_.lower() in _OPENING
        for k in head.spans
    )  # not "starts with a long serve and ends with a smash", "... and a smash wins it"
    opening = opening and b.first == max(a.spans) + 1 and not (b.final or b.outcome)
    closing = head is a and a.final and not a.outcome and min(b.spans) == max(a.spans) + 1
    closing = closing and any(  # "the rally ends with a lift and a winning smash"
        q.kind(k) == "final" and q.doc[q.spans[k].start].lemma_.lower() in _CLOSING
        for k in head.spans
    )
    listed = head.window or head.tail or opening or closing
    return bool(listed) and _gap_words(q, a, b) <= _LIST


_OPENING = {"start", "begin", "open", "kick"}
_CLOSING = {"end", "finish", "close", "conclude"}


def _relative(q: _Query, a: Mention, b: Mention) -> bool:
    """ "a lift that gets smashed", "a smash blocked": the second shot, a verb in a relative
    clause, replies."""
    people = [q.spans[k] for k in range(max(a.spans) + 1, b.first) if q.kind(k) in _PEOPLE]
    said = {t for p in people for t in range(p.start, p.end)}  # "a serve that the receiver
    words = {t.lower_ for t in _gap(q, a, b) if t.i not in said}  # lifts": the lift replies
    words -= {"the"} if people else set()
    words -= _MODALS | {"only", "ever"}  # "a smash the opponent can only lift"
    tag = q.doc[q.spans[b.first].start].tag_
    if not words and tag in ("VBN", "VBD"):  # "a smash blocked at the net", "a lift smashed
        return True  # out": a relative clause without "that is" (a shot smashes nothing)
    verb = tag in ("VBN", "VBD", "VBZ", "VBG") or bool(people)  # after a subject, a verb
    if people and not words:
        return True  # "a drop the opponent kills": a relative clause without "that"
    if tag == "VBN" and words and words <= _PASSIVE:
        return True  # "the lift is smashed", "a lift gets smashed": said of the lift
    if tag == "VBN" and "and" in words and words - {"and"} and words <= _PASSIVE | {"and"}:
        return True  # "X lifts and gets smashed": X's shot, then the reply played at X
    return verb and bool(words & {"that", "which"}) and words <= _RELATIVE


_PASSIVE = {"is", "was", "gets", "got", "get", "are", "were", "being", "been", "then"}
_PASSIVE |= _END_UP


def _chains(events: list[Mention], relations: list[str | None]) -> list[list[tuple[Mention, bool]]]:
    """Events grouped into sequences in the order played; the flag says "later". An event
    that came before is placed just before the one mentioned before it ("a smash after a
    lift after a drop": drop, lift, smash); one that came after ends the chain ("forcing a
    lift with a net shot, then smashing": net shot, lift, smash)."""
    chains: list[list[tuple[Mention, bool]]] = []
    at = 0  # where, in the last chain, the event mentioned last stands
    for event, relation in zip(events, relations, strict=True):
        if relation is None or not chains:
            chains.append([(event, False)])
            at = 0
        elif relation.startswith("prev"):
            chain = chains[-1]
            other, later = chain[at]
            chain[at : at + 1] = [(event, later), (other, relation == "prev later")]
        elif relation.startswith("before"):  # listed with the one placed before
            at += 1
            chains[-1].insert(at, (event, relation == "before later"))
        else:
            chains[-1].append((event, relation == "later"))
            at = len(chains[-1]) - 1
    return chains


def _step(event: Mention, later: bool) -> m.Step:
    shot = event.shot()
    if not event.run:
        return m.Step(shot=shot, later=later)
    low, high = event.count or (2, None)
    if shot.by is None and event.types and not (event.types <= EXCHANGES or event.in_row):
        shot = shot.model_copy(update={"by": m.Who(kind="var", name="p")})  # one's own run
    low = max(low or 2, 1)
    high = None if high is None else max(high, low)  # "at most one in a row" is one
    return m.Step(shot=shot, min=low, max=high, later=later)


def _bare_count(q: _Query, event: Mention) -> bool:
    """The event's count is a bare number ("two net shots"), not "two or more"."""
    said = [q.spans[k].value for k in event.spans if q.kind(k) == "qty"]
    return len(said) == 1 and not said[0][2] and said[0][0] == said[0][1]


def _ends_its_exchange(exchange: Mention, event: Mention, later: bool) -> bool:
    """The shot that ends the rally right after an exchange of its own kind is the
    exchange's last: "a net battle that ends with a net shot into the tape"."""
    kinds = exchange.types is not None and event.types is not None
    same = kinds and event.types <= exchange.types  # type: ignore[operator]
    unsized = exchange.exchange and exchange.count == (2, None)  # not "of four"
    return unsized and same and event.final and not (later or event.run)


_ANY = m.Step(shot=m.Shot())  # the opponent's shot between two of a player's own


def _sequence(q: _Query, chain: list[tuple[Mention, bool]]) -> None:
    if (k := _served_apart(chain)) is not None:
        _sequence(q, chain[:k])  # the serve, and the numbered shot where it was said to be
        _sequence(q, [(chain[k][0], False), *chain[k + 1 :]])
        return
    events = [e for e, _ in chain]
    last, first = events[-1], events[0]
    if first is not last and first.final and not first.ending:  # said of the shot played
        if not (first.outcome or last.final):  # first, the end is the last one's: "ends
            first.final, last.final = False, True  # with a drive answered by a drive"
        elif first.outcome == "win" and not last.outcome:  # "the last shot is a rush, after
            first.final, first.outcome = False, None  # a net shot, and it wins"
            last.final, last.outcome = True, "win"
            if first.by == m.Who(kind="winner"):
                first.by = None  # "a rush off the opponent's net shot wins": the rusher won
    if last.outcome == "lose" and last.by is None:
        last.by = m.Who(kind="loser")
    elif last.final and last.outcome == "lose" and last.by.kind in ("name", "server", "receiver"):
        q.add(m.Outcome(who=last.by, lost=True), set())  # "the server's lift loses the point"
    if last.final and last.outcome == "win" and not last.ending:
        if last.by is not None and last.by.kind != "winner":  # "Momota smash winners": Momota won
            q.add(m.Outcome(who=last.by), set())
        last.by = last.by or m.Who(kind="winner")
    _one_hitter(q, chain)
    for (before, _), (event, later) in zip(chain, chain[1:], strict=False):
        if _ends_its_exchange(before, event, later):
            before.count = (1, 1)  # "a drive exchange finished by a drive": its last one
        lifted = before.types is not None and before.types <= lx.F["lift"]
        if event.types == lx.KILL and lifted and not later and not event.own_next:
            event.types = lx.F["smash"]  # "the opponent kills a lift": a lift is smashed
    steps = []
    for event, later in chain:
        if event.own_next and not later:
            steps.append(m.Step(shot=m.Shot()))  # the opponent's shot between
        if event.gap and event.gap[1] > 1 and steps and not later:  # "within two shots"
            steps.append(m.Step(shot=m.Shot(), min=event.gap[0] - 1, max=event.gap[1] - 1))
        step = _step(event, later)
        if step.shot.by is None and step.max is None and _bare_count(q, event):
            ones = [m.Step(shot=step.shot, later=later)]  # "a smash, two net shots, a lift":
            steps += ones + [m.Step(shot=step.shot)] * (step.min - 1)  # two between, one by
            continue  # one (at an open end, pattern.implied joins them: at least two)
        steps.append(step)
    if len(steps) == 1 and first.own_tail > 1:  # the player's last n own shots: theirs,
        steps = [steps[0], *[x for _ in range(first.own_tail - 1) for x in (_ANY, steps[0])]]
    if len(steps) == 1 and (first.tail or 0) > 1 and not first.run and _plural(q, first):
        steps = [m.Step(shot=steps[0].shot, min=first.tail, max=None)]  # "the last 2 are drops"
        first.tail = 1
    elif len(steps) == 1 and (first.tail or 0) > 1 and not first.run and not first.near_end:
        first.near_end, first.tail = first.tail - 1, 1  # "the last three shots include a
        # smash": one of them
    if last.returned and not last.final:
        steps.append(m.Step(shot=m.Shot()))  # "a smash that was returned": a shot after it
    if last.penultimate:  # "the penultimate shot is a lift": the lift, then the last shot
        after = last.penultimate
        steps.append(m.Step(shot=m.Shot(), min=after, max=after))
    elif last.near_end and not _ended_by_it(q, last):  # "a net shot in the last three
        steps.append(m.Step(shot=m.Shot(), min=0, max=last.near_end))  # shots": up to two
        # shots after it; not "her last shot is a smash into the net", which ended it
    start, start_max = first.anchor or _anchor_later(chain), first.anchor_max
    if start == 1 and first.by == m.Who(kind="receiver"):
        start = 2  # "the receiver starts with a net shot": the receiver's first shot
    if first.window:  # "within the first three shots"; all of them when as many are listed
        start, start_max = 1, (None if len(steps) == first.window else first.window)
    end = last.final or bool(last.penultimate or last.near_end) or first.tail == len(steps)
    clause = m.Sequence(steps=steps, start=start, start_max=start_max, end=end)
    words = set().union(*(e.spans for e in events))
    if any(e.denied for e in events):  # "no lift followed by a smash"
        q.add(m.denied(clause), words)
        return
    q.add(clause, words)
    if last.final and last.ending:
        q.add(m.Ending(reasons=last.ending), set())
    elif last.final and last.outcome == "win":  # won by its hitter; outright is preferred
        q.add(m.Ending(reasons=("winner",)), set(), hard=False)


def _own_next(q: _Query, events: list[Mention], relations: list[str | None]) -> None:
    """Marks a shot said to be its hitter's next own shot after the shot before: "drops,
    then smashes with her next shot", "the same player's next stroke is a smash", and two
    shot verbs of one subject ("a player clears and then drops")."""
    said = [i for i, s in enumerate(q.spans) if s.kind == "ownnext"]
    for k in range(1, len(events)):
        a, b = events[k - 1], events[k]
        bound = events[k + 1].first if k + 1 < len(events) else len(q.spans)
        mark = [i for i in said if a.first < i < bound and i not in q.used]
        if relations[k] is None and mark:
            relations[k] = "next"  # "a clear and, on her next shot, a drop": ordered
        alone = b.by is None and not (a.run or b.run)
        if relations[k] == "later" and alone and _coordinated(q, a, b, later=True):
            a.by = b.by = a.by or m.Who(kind="var", name="p")  # "a player rushes and later
            # plays a net shot": one player's
        if relations[k] != "next" or a.run or b.run:
            continue
        if mark:
            q.used.add(mark[0])
            b.own_next = True
        elif _coordinated(q, a, b):
            b.own_next = True


_VERBS = {"VBZ", "VBD", "VBP"}


_PERSON_WORDS = {"player", "someone", "somebody", "she", "he", "they"}  # a verb's subject


def _coordinated(q: _Query, a: Mention, b: Mention, later: bool = False) -> bool:
    """Two shot verbs of one subject, joined by "and" or "then" ("and later" where
    ``later``): "X clears and then drops", "the winner smashes and then plays a net shot",
    "X plays a drop and then another drop", "a player rushes and later plays a net shot" (not
    "X lifts and gets smashed", a passive, nor "X lifts and the server smashes", a new
    subject)."""
    verb = q.doc[q.spans[a.first].start]
    before = q.doc[verb.i - 1].lower_ if verb.i else ""
    person = _person_before(q, a) or before in _PERSON_WORDS  # "a player lifts": a verb
    words = {t.lower_ for t in _gap(q, a, b)}
    joins = {"and", "then", ",", "a", "an", "another"} | ({"later"} if later else set())
    said = q.doc[q.spans[min(b.spans)].start]  # "smashes", or "plays" of "plays a net shot"
    if _played(q, a) and said.tag_ in ("NN", "NNS"):  # "X plays a drop and then a smash":
        return words <= joins and bool({"then", "later"} & words)  # both objects
    if not _has_subject(q, a) or verb.tag_ not in _VERBS | ({"NNS"} if person else set()):
        return False  # the tagger reads "the receiver lifts" as a noun
    verbal = words <= joins and said.tag_ in _VERBS | {"NNS"}
    return verbal and bool({"and", "then"} & words)


_PLAY_VERBS = {"play", "hit"}


def _played(q: _Query, mention: Mention) -> bool:
    """The mention's shot noun is the object of a play verb that has a subject: "a player
    plays a drop", "the server hits a clear"."""
    k = q.spans[mention.first].start - 1
    shots = {s.end: s.start for s in q.spans if s.kind == "shot"}
    while k >= 0 and q.doc[k].lower_ in ("a", "an", "the", "both", "and", ","):
        k -= 1
        if q.doc[k + 1].lower_ in ("and", ",") and k + 1 in shots:  # "plays a smash and a
            k = shots[k + 1] - 1  # drop": the verb before the list
    if k < 1 or q.doc[k].lemma_.lower() not in _PLAY_VERBS or q.doc[k].tag_ not in _VERBS:
        return False
    return _subject_before(q, k)


_SUBJECTS = {"NN", "NNP", "NNPS", "PRP"}  # "a player drops", "Momota drops", "she drops"


def _person_before(q: _Query, mention: Mention) -> bool:
    """A person is said right before the mention's shot word: "the receiver lifts" (or
    "the receiver both lifts ...")."""
    return any(_subject_of(q.doc, s, q.spans[mention.first]) for s in q.spans)


def _has_subject(q: _Query, mention: Mention) -> bool:
    """The mention's shot word has a subject right before it: a person, a noun or a pronoun
    ("the receiver lifts", "a player drops", "she drops")."""
    return _subject_before(q, q.spans[mention.first].start)


def _subject_before(q: _Query, k: int) -> bool:
    """A person, a noun or a pronoun ends right before token ``k``."""
    person = any(s.kind in _PEOPLE and s.end == k for s in q.spans)
    return person or (k > 0 and q.doc[k - 1].tag_ in _SUBJECTS)


def _one_hitter(q: _Query, chain: list[tuple[Mention, bool]]) -> None:
    """A shot that is its hitter's next own shot, or one said to be "the same player's" after
    a shot of nobody in particular, has that shot's hitter (``$p`` when none is named).
    Two hitters said apart ("the receiver lifts, then the server's next ...") are kept.
    After a shot said in the passive ("a player's net shot is lifted and the same player
    drops"), the same player is the one whose shot it answered."""
    for k, ((a, _), (b, later)) in enumerate(zip(chain, chain[1:], strict=False)):
        same = b.by is not None and b.by.kind == "var" and a.by is None and not b.run
        listed = k and not chain[k][1] and _same_said(q, b)  # "a smash, a lift and a drop by
        # the same player": the lift, next to both, is the other's, so the smash's player
        answered = same and k and not later and (_passive(q, q.spans[a.first]) or _in_reply(q, a))
        answered = answered or (same and listed)  # the same player as the one ``a`` answered
        if answered and not chain[k][1] and chain[k - 1][0].by is None:
            chain[k - 1][0].by = b.by
            continue
        said_after = a.by is not None and a.by.kind == "var" and b.by is None and not a.run
        same = same or (said_after and a.first > b.first)  # "a smash after a clear by the
        # same player": said of the earlier shot, named later
        b.own_next = b.own_next or (same and not later)
        if not (b.own_next or same):
            continue
        who = a.by or b.by or m.Who(kind="var", name="p")
        if b.by not in (None, who):
            b.own_next = False
            continue
        a.by = b.by = who


def _same_said(q: _Query, mention: Mention) -> bool:
    """The mention's player is said as "the same player" (not an own run or a named one)."""
    return any(q.kind(k) == "role" and q.spans[k].value == "same" for k in mention.spans)


def _in_reply(q: _Query, mention: Mention) -> bool:
    """The shot is said to be a reply ("a drive, a lift in reply and a smash by the same
    player"): the same player after it is the one it answered."""
    after = q.doc[q.spans[max(mention.spans)].end :][:2]
    return [t.lower_ for t in after] in (["in", "reply"], ["in", "response"], ["in", "return"])


def _anchor_later(chain: list[tuple[Mention, bool]]) -> int | None:
    """Where a sequence starts when a later shot of it has the number ("the server drops
    the receiver's lob on the third shot": the lob is shot 2), the shots before it single
    and next to each other (a shot that is its player's next own has one between)."""
    steps = 0
    for k, (event, later) in enumerate(chain):
        if later or (k and (chain[k - 1][0].run or chain[k - 1][0].count)):
            return None
        steps += 1 + (bool(k) and event.own_next)
        if event.anchor:
            return event.anchor - steps + 1 if event.anchor >= steps else None
    return None


def _served_apart(chain: list[tuple[Mention, bool]]) -> int | None:
    """The index of a later numbered shot that cannot follow the serve the chain starts
    with as said ("a long serve, then a smash on the third shot": the smash is shot 3, not
    the one after the serve), else None."""
    if not chain[0][0].serve or chain[0][0].anchor not in (None, 1) or len(chain) < 2:
        return None
    start = _anchor_later(chain)
    k = next((k for k, (e, _) in enumerate(chain) if k and e.anchor), None)
    return k if k is not None and start is not None and start > 1 else None


def _plural(q: _Query, mention: Mention) -> bool:
    noun = q.doc[q.spans[mention.first].end - 1]  # "drops" is tagged a verb at times
    return noun.tag_ == "NNS" or (noun.lower_.endswith("s") and noun.lower_ != noun.lemma_.lower())


def _final_shot_after(q: _Query, i: int) -> bool:
    """ "the last shot comes right after a drop": the final shot, said as a noun, is placed
    after the shot named next."""
    noun = q.doc[q.spans[i].end - 1].lower_ in ("shot", "stroke", "ball", "one")
    after = q.kind(i + 1) == "order" and q.spans[i + 1].value == "prev"
    named = any(q.kind(k) == "shot" for k in range(i + 3, len(q.spans)))  # "... is a smash"
    placed = q.kind(i + 2) == "shot" and set(q.words(i + 1, i + 2)) <= _FILLER
    own = q.kind(i - 1) == "shot" and q.words(i - 1, i)[:1] in (["on"], ["as"], ["with"])
    return noun and after and placed and not named and not own  # not "a rush on the last
    # shot after a net shot": the rush's place


def _named_next(q: _Query, i: int) -> bool:
    """ "the next shot is a winning smash": the shot at ``i`` is named just after."""
    k = i + 1
    while q.kind(k) in ("win", "kill"):
        k += 1
    if q.kind(k) != "shot":
        return False
    return {w for j in range(i, k) for w in q.words(j, j + 1)} <= {"is", "was", "be", "a", "the"}


def _replies(q: _Query, mentions: list[Mention]) -> None:
    """ "Chou smashes a lift for a winner", "the block off a smash wins the point", "smashing
    the lift out": the outcome or ending said after a shot verb's object, or after the shot
    a reply came off, is the reply's, not the object's; so is a shot number said after the
    object."""
    for verb, obj in zip(mentions, mentions[1:], strict=False):
        between = [q.spans[i] for i in range(max(verb.spans) + 1, obj.first)]
        replied = [s for s in between if s.kind == "order" and s.start == s.end]
        off = [q.doc[s.start].lower_ for s in between] == ["off"]
        if (replied or off) and (obj.outcome or obj.ending) and not verb.outcome:
            verb.outcome, verb.final, verb.ending = obj.outcome, obj.final, obj.ending
            obj.outcome, obj.final, obj.ending = None, False, None
        # "the server drops the receiver's lob on the third shot": the number is the drop's
        said_after = any(q.kind(i) == "anchor" for i in obj.spans if i > obj.first)
        if replied and said_after and verb.anchor is None:
            verb.anchor, obj.anchor = obj.anchor, None


def _restated(q: _Query, mentions: list[Mention]) -> list[Mention]:
    """ "the server keeps smashing, three smashes in a row", "Momota lifts, at least four
    lifts": a player's shot said again after a comma, with a count or run and no hitter of
    its own, says how many of it; one mention, the player's, counted. The mentions left."""
    out: list[Mention] = []
    for mention in mentions:
        said = out[-1] if out else None
        restates = (
            said is not None
            and said.by is not None
            and not said.neg
            and mention.by is None
            and (mention.count is not None or mention.run)
            and not (mention.neg or mention.only or mention.final)
            and mention.types is not None
            and (said.types is None or mention.types <= said.types)
            and _said_apart(q, said, mention) == [","]
        )
        if not restates or said is None:
            out.append(mention)
            continue
        at_net = said.types is None and mention.types <= lx.F["net"]  # "plays at the net, three
        said.hit_from = mention.hit_from if at_net else said.hit_from or mention.hit_from  # net
        said.types, said.spans = mention.types, said.spans | mention.spans  # shots ...": those
        said.count, said.run = mention.count or said.count, mention.run or said.run
        said.lands = said.lands or mention.lands
    return out


def _saved_with(q: _Query, mentions: list[Mention]) -> None:
    """ "saves game point with a smash", "game point saved by the receiver with a drop": the
    shot the point was saved with ended the rally, won."""
    for mention in mentions:
        if mention.outcome or mention.final or mention.neg:
            continue
        said = [w for w in q.before(mention.first, 2) if w not in ("a", "an", "the")]
        saves = [k for k in range(mention.first) if q.kind(k) == "save"]
        shots = saves and any(q.kind(k) == "shot" for k in range(saves[-1], mention.first))
        if said[-1:] == ["with"] and saves and not shots:
            mention.outcome, mention.final = "win", True


def _said_apart(q: _Query, a: Mention, b: Mention) -> list[str]:
    """The words between mentions ``a`` and ``b`` (in order) that neither holds."""
    held = {t for i in a.spans | b.spans for t in range(q.spans[i].start, q.spans[i].end)}
    between = q.doc[q.spans[a.first].end : q.spans[b.first].start]
    return [t.lower_ for t in between if t.i not in held]


def _compared(q: _Query, mentions: list[Mention]) -> list[Mention]:
    """ "the player who smashed more lost", "won by the player with more net shots than the
    opponent", "the winner lifted fewer times than the loser": the shot counted for each
    player and compared. The player with more is the one named before, else the one the
    outcome is said of; the other is the one named after "than", else the opponent. The
    mentions left."""
    rest: list[Mention] = []
    taken: set[int] = set()
    last: tuple[m.Who, int] | None = None  # the comparer and end of the comparison before
    for mention in mentions:
        if mention.first in taken:
            continue
        k = _more_said(q, mention)
        also = k is None and (k := _more_than_count(q, mention)) is not None
        if k is None or (mention.count and not also) or mention.neg:
            rest.append(mention)
            continue
        if also:  # "smashes 3+ times, more than the winner": the count holds as well
            rest.append(mention)
        said = {k, *mention.spans}
        if (shot := _than_shot(q, max(k, mention.first), mentions)) is not None:
            # "the loser plays more lifts than smashes": one player's two kinds of shot
            subject = mention.by or shot.by or _comparer(q, min(k, mention.first), said)
            subject = _outcome_of(q, subject, max(k, shot.first), said)
            more, fewer = (x.shot().model_copy(update={"by": subject}) for x in (mention, shot))
            if q.spans[k].value == "<":
                more, fewer = fewer, more
            q.add(m.Compare(left=more, right=fewer, op=_op(q, k)), said | shot.spans)
            taken.add(shot.first)
            continue
        subject = mention.by or _comparer(q, min(k, mention.first), said)
        than = _than(q, max(k, mention.first))
        named = [j for j in sorted(mention.spans) if q.kind(j) in _PEOPLE]  # "more lifts from
        if than is not None and named and subject == _hitter(q.spans[than]):  # the receiver
            subject = _hitter(q.spans[named[0]])  # than from the server": bound last
        if subject is None and last and _compared_too(q, last[1], min(k, mention.first)):
            subject = last[0]  # "the loser plays more drops and more smashes": the loser's
        subject = _outcome_of(q, subject, max(k, mention.first, than or 0), said)
        other = _hitter(q.spans[than]) if than is not None else None
        other = other or (subject and _other(subject))
        if subject is None or other is None or other == subject:
            rest.append(mention)
            continue
        if than is not None:  # said here only: no outcome or play of theirs is read after
            span = q.spans[than]
            q.spans[than], said = Span("compared", span.value, span.start, span.end), said | {than}
        more = mention.shot().model_copy(update={"by": subject})
        fewer = mention.shot().model_copy(update={"by": other})
        if q.spans[k].value == "<":
            more, fewer = fewer, more
        q.add(m.Compare(left=more, right=fewer, op=_op(q, k)), said)
        last = (subject, max(k, mention.first))
        after = next((x for x in mentions if x.first > max(said)), None)
        if after is not None and _count_said_again(q, mention, after):
            after.by = subject  # "smashes more than the winner, at least three times": theirs
    return rest


def _compared_too(q: _Query, end: int, start: int) -> bool:
    """Spans ``end`` and ``start`` are joined by "and" (or a comma) alone, with only the
    verb's prefix between: "more drops and more smashes", "out-drops and out-smashes"."""
    between = range(end + 1, start)
    if end >= start or any(q.kind(j) != "unit" for j in between):
        return False
    return q.words(end, end + 1) in (["and"], [",", "and"], [","])


def _count_said_again(q: _Query, mention: Mention, after: Mention) -> bool:
    """``after`` is a count of the compared mention's shots said right after the
    comparison, no shot named ("..., at least three times")."""
    elided = q.kind(after.first) == "qty" and after.types == mention.types
    return elided and bool(after.count) and after.by is None


def _op(q: _Query, k: int) -> str:
    """The comparison the "more" span at ``k`` says: ">=" for "at least as often", "=" for
    "as often", else ">" (fewer is the other way round)."""
    return str(q.spans[k].value) if q.spans[k].value in (">=", "=") else ">"


def _outcome_of(q: _Query, subject: m.Who | None, after: int, said: set[int]) -> m.Who | None:
    """The comparing player, given the outcome said with a comparison: "the player who
    smashed more lost" (none named: the loser); "the receiver lifts more and wins" (said
    after the comparison: the subject's outcome, added)."""
    outcomes = sorted(_outcomes(q))
    kinds = {q.spans[i].kind for i in outcomes}
    if len(kinds) == 1 and subject is None:
        said |= set(outcomes) | {i for i, s in enumerate(q.spans) if s.kind == "despite"}
        return m.Who(kind="winner" if kinds == {"win"} else "loser")
    compared = q.before(outcomes[0], 2)[-2:-1] in (["than"], ["as"]) if outcomes else False
    if (
        len(kinds) == 1
        and outcomes[0] > after
        and q.kind(outcomes[0] - 1) not in _PEOPLE  # "... and the server wins": theirs
        and not compared  # "... twice as many times as the winner": the one compared with
    ):
        q.add(m.Outcome(who=subject, lost=kinds == {"lose"}), set(outcomes))  # type: ignore[arg-type]
    return subject


def _than_shot(q: _Query, i: int, mentions: list[Mention]) -> Mention | None:
    """The shot mentioned right after "than" (span ``i`` or the word after it): "more lifts
    than smashes"."""
    j = i + 1
    played = q.kind(j) == "unit" and q.doc[q.spans[j].start].lemma_ in _PLAYING
    j += played  # "than they play drops": the verb of the shot
    if q.kind(j) != "shot":
        return None
    start, end = q.spans[i].end, q.spans[j].start  # "more often than they drop", "than
    said = [  # they play drops", "more than the drop"
        t.lower_
        for t in q.doc[start:end]
        if t.lower_ not in _PRONOUNS | _ARTICLES and t.lemma_ not in _PLAYING
    ]
    outnumber = _outnumbers(q, i)  # "drives outnumber their lifts": the object
    if outnumber and set(said) <= {"their", "his", "her"}:
        said = []
    if not (said == [_than_word(q, i)] or ((q.kind(i) == "cmp" or outnumber) and not said)):
        return None
    shot = next((x for x in mentions if x.first == j and not x.count), None)
    if shot is not None and played:
        q.used.add(j - 1)
    return shot


def _outnumbers(q: _Query, i: int) -> bool:
    """Span ``i`` is the verb "outnumber": what it compares stands on either side of it."""
    return q.doc[q.spans[i].start].lower_.startswith("outnumber")


_PRONOUNS = {"they", "he", "she", "we", "do", "does", "did"}
_ARTICLES = {"the", "a", "an"}


def _by_agent(q: _Query, i: int) -> bool:
    """The outcome at ``i`` is said of an agent after it: "won by the dropper"."""
    return q.kind(i + 1) == "agent" and q.words(i, i + 1) in (["by"], ["by", "the"])


def _agents(q: _Query, mentions: list[Mention]) -> None:
    """ "the smash is blocked and the smasher loses", "... and the blocker wins": the one
    who played the shot said before, named by it, won or lost."""
    for i, span in enumerate(q.spans):
        if span.kind != "agent":
            continue
        o = i + 1  # "the smasher loses", or "(points) lost by the smasher"
        if _goes_on(q, o):  # "the dropper goes on to win"
            q.used.add(o)
            o += 1
        if q.kind(o) not in ("win", "lose") and _by_agent(q, i - 1):
            o = i - 1
        if q.kind(o) not in ("win", "lose") or o in q.used:
            continue
        family: frozenset[str] = span.value  # type: ignore[assignment]
        exact = [x for x in mentions if x.types and x.types <= family]
        played = exact or [x for x in mentions if x.types and x.types & family]  # "smash,
        # block, net shot, blocker wins": the block, not the net shot (a family that holds it)
        said = [x for x in played if x.first < i] or [x for x in played if o < i < x.first]
        said = said or [x for x in played if x.first > max(i, o)][:1]  # "the smasher loses
        # after the opponent drives the smash back": that smash
        who = m.Who(kind="winner" if q.kind(o) == "win" else "loser")
        if said and said[-1].by is None:
            said[-1].by = who
            q.used |= {i, o}
            if q.kind(o + 1) == "rally" and (over := _rally_over(q, o + 1)):
                said[-1].final = True  # "net shot, rush, the rusher wins, rally over"
                q.used |= over
        elif not said:  # "the smasher wins": the winner smashed
            shot = m.Shot(types=tuple(sorted(span.value)), by=who)  # type: ignore[arg-type]
            q.add(m.Count(shot=shot, min=1), {i, o})


def _more_said(q: _Query, mention: Mention) -> int | None:
    """The span saying "more" (or "fewer") of the mention's shots: just before its shot
    ("more net shots") or just after its verb ("smashed more", "lifted more than")."""
    i = mention.first
    if q.kind(i - 1) == "more" and not q.words(i - 1, i):
        return i - 1
    if i + 1 >= len(q.spans) or q.words(i, i + 1):
        return None
    after = q.spans[i + 1]
    adverb = after.kind == "more" and q.doc[after.end - 1].lower_ in ("often", "times")
    adverb |= after.kind == "more" and _outnumbers(q, i + 1)
    subject = q.kind(i - 1) in _PEOPLE and not q.words(i - 1, i)  # "the server
    start = q.spans[i].start  # lobs more", tagged a noun; "drives more often" even so;
    used = start >= 2 and q.doc[start - 2].lemma_.lower() in _PLAYING  # "uses
    used = used and q.doc[start - 1].lower_ in ("the", "a")  # the drop more"
    if not (adverb or subject or used or _verb(q.doc, q.spans[i])):
        return None
    if used:
        q.read.add(start - 2)
    if after.kind == "more" or (after.kind == "cmp" and after.value in (">", "<")):
        return i + 1 if q.kind(i + 2) not in ("qty", "length") else None  # not "more than 3"
    return None


def _more_than_count(q: _Query, mention: Mention) -> int | None:
    """The "more than" said after a counted mention, set off by a comma, of a person: "the
    loser smashes three times or more, more than the winner"."""
    j = mention.first + 1
    while q.kind(j) in ("qty", "times", "cmp") and j in mention.spans:
        j += 1
    said = q.kind(j) == "cmp" and q.spans[j].value in (">", "<") or q.kind(j) == "more"
    if not mention.count or not said or j - 1 not in mention.spans:
        return None
    apart = q.words(j - 1, j) in ([","], [",", "and"])  # "..., and more often than X"
    return j if apart and q.kind(j + 1) in _PEOPLE else None


def _comparer(q: _Query, i: int, said: set[int]) -> m.Who | None:
    """The person said just before span ``i`` who does more: "the winner hit more"."""
    j = i - 1
    while j >= 0 and q.kind(j) in ("unit", "rally"):
        j -= 1
    if j < 0 or q.kind(j) not in _PEOPLE or q.spans[j].value == "opponent":
        return None
    said.add(j)
    return _hitter(q.spans[j])


def _than(q: _Query, i: int) -> int | None:
    """The person compared with after span ``i``: "... than the loser", "than Chou", "more
    lifts from the receiver than from the server"."""
    j = i + 1
    than = _than_word(q, i)
    if q.kind(j) == "times" and not q.words(i, j) and q.kind(i) == "more":
        j += 1  # "smashes as many times as the receiver"
    if (q.kind(j) in _PEOPLE or _winner_noun(q, j)) and (
        than in q.words(i, j) or (q.kind(i) == "cmp" and len(q.words(i, j)) <= 1)
    ):
        return j  # "smashed more than the opponent": "more than" is one span
    if q.kind(j) == "from" and q.kind(j + 1) in _PEOPLE:  # "from the receiver than from
        j += 2  # the server": past the hitter said with the shot
    elif q.kind(j) in _PEOPLE and q.words(i, j)[:1] == ["by"] and q.kind(j + 1) in _PEOPLE:
        return j + 1 if than in q.words(j, j + 1) else None  # "by the receiver than by"
    if q.kind(j) == "from" and q.kind(j + 1) in _PEOPLE and than in q.words(j - 1, j):
        return j + 1
    if j > i + 1 and q.kind(j) in _PEOPLE and than in q.words(j - 1, j):
        return j  # "more drops from the server than the receiver"
    return None


def _than_word(q: _Query, i: int) -> str:
    """The word that names what is compared after span ``i``: "as" after "at least as often"
    ("... as the server"), else "than"."""
    k = i if q.kind(i) == "more" else i - 1  # the "more" span, or the shot after it
    said = q.kind(k) == "more" and q.doc[q.spans[k].end - 2].lower_ == "as"  # "twice as many"
    return "as" if said or q.kind(k) == "more" and q.spans[k].value in (">=", "=") else "than"


def _no_one(q: _Query, mention: Mention) -> bool:
    """The negation of ``mention`` names no one: "nobody", "no player", "neither player"."""
    negs = [q.spans[i] for i in mention.spans if q.spans[i].kind == "neg"]
    said = {t.lower_ for span in negs for t in q.doc[span.start : span.end + 1]}
    return bool(said & {"nobody", "neither", "one", "player", "players"})


def _each(q: _Query, mentions: list[Mention]) -> None:
    """ "the server lifts and the receiver smashes, each at least twice": a count said after
    "each" is each shot's listed before it that has none."""
    for k, mention in enumerate(mentions):
        said = sorted(i for i in mention.spans if i > mention.first and q.kind(i) in _COUNTS)
        if mention.count is None or not said or q.doc[q.spans[said[0]].start - 1].lower_ != "each":
            continue
        for other in mentions[:k]:
            if other.count is None and not (other.neg or other.final or other.serve):
                other.count = mention.count


def _shot_clauses(q: _Query, mentions: list[Mention]) -> None:
    """Negated, "only" and counted mentions become rally clauses; the rest sequences."""
    _denied_replies(q, mentions)
    _each(q, mentions)
    _replies(q, mentions)
    _agents(q, mentions)
    mentions = _restated(q, _compared(q, mentions))
    _saved_with(q, mentions)
    _shared_hitter(q, mentions)
    _only_player(q, mentions)
    _none_before(q, mentions)
    rest = []
    for k, mention in enumerate(mentions):
        if _denied_run(q, mention):  # "never three smashes in a row": no player's run
            step = _step(mention, False)
            by = step.shot.by
            sides = ("server", "receiver") if by and by.kind == "var" else (None,)
            for side in sides:
                shot = step.shot.model_copy(update={"by": m.Who(kind=side)} if side else {})
                seq = m.Sequence(steps=(step.model_copy(update={"shot": shot}),))
                q.add(m.Never(sequence=seq), mention.spans)
            continue
        if k and _denied_reply_to_counted(q, mention, mentions[k - 1]):
            first = m.Step(shot=mentions[k - 1].shot())  # "lifts are played twice and never
            seq = m.Sequence(steps=(first, m.Step(shot=mention.shot())))  # smashed": none of
            q.add(m.Never(sequence=seq), mention.spans)  # them smashed, and the count stands
            continue
        if _denied_order(q, mention, mentions[k - 1 : k] + mentions[k + 1 : k + 2]):
            mention.neg, mention.denied = False, True  # read in its sequence, denied there
        if _placed_denial(q, mention):  # "the return of serve is not a lift": shot 2, any
            mention.types = frozenset(m.other_types(mention.types))  # type: ignore[arg-type]
            mention.neg = False  # shot but a lift
        if mention.neg and mention.outcome is None:
            anyone = _anyone(q, mention)  # "the receiver wins without any smashes": nobody's
            anyone = anyone or _among_rally_shots(q, mention) or _rallies_won_have(q, mention)
            anyone = anyone or _denied_alone(q, mention)
            side = _said_outcome(q, mention) if mention.by is None and not anyone else None
            if side and _outcome_before(q, mention):  # "winning without a smash", "never
                mention.by = m.Who(kind=side)  # lifting but still losing"; not "rallies with
                q.used |= _outcomes(q)  # no smash that X takes": a rally without smashes
            elif mention.by is None and not anyone and not _rally_with(q, mention):
                mention.by = _subject(q, mention)  # "the server wins ... without smashing"
            low, high = mention.count or (1, None)
            most = low - 1 if high is None and low and low > 1 else 0  # "never lifts more
            # than twice": two at most
            sides = ("server", "receiver") if most and _no_one(q, mention) else (None,)
            among = _among(mention)
            for side in sides:  # "nobody smashes more than once": each player, once at most
                who = m.Who(kind=side) if side else mention.by
                shot = mention.shot().model_copy(update={"by": who})
                q.add(m.Count(shot=shot, max=most, shots=among), mention.spans)
            if among and among[0] == 1:  # "no lift in the first six shots": rallies that
                q.add(m.Length(min=among[1]), set(), hard=False)  # have six first
        elif mention.only:
            q.add(m.Only(shot=mention.shot()), mention.spans)
        elif mention.both and mention.by is None and not mention.final:
            low, high = mention.count or (1, None)
            for side in ("winner", "loser"):
                mention.by = m.Who(kind=side)
                q.add(_made(m.Count, shot=mention.shot(), min=low, max=high), mention.spans)
        else:
            rest.append(mention)
    events = []
    for k, mention in enumerate(rest):
        neighbours = [rest[j] for j in (k - 1, k + 1) if 0 <= j < len(rest)]
        linked = any(_ordered_between(q, mention, other) for other in neighbours)
        fronted = k == 0 and len(rest) > 1 and _after_fronted(q, mention)
        linked = linked or (fronted and not _counts_joined(q, mention, rest[1]))  # not "after
        # two or more drives and two or more lifts": both counts
        if mention.count and not mention.run and not mention.final and not linked:
            joined = (
                k > 0 and rest[k - 1].by is not None and _counts_joined(q, rest[k - 1], mention)
            )
            mention.by = (
                mention.by
                or (rest[k - 1].by if joined else None)  # "after two drives and two lifts"
                or _despite_subject(q, mention)
                or _gerund_subject(q, mention)
                or _anonymous_subject(q, mention)
                or (m.Who(kind="var", name="p") if _someone_runs(q, mention) else None)
            )  # "... in which a player smashes twice": one player's two
            low, high = mention.count
            shots = _among(mention)  # "at least two smashes in the first six shots"
            counted = _made(m.Count, shot=mention.shot(), min=low, max=high, shots=shots)
            q.add(counted, mention.spans)
            continue
        if mention.count == (1, None) and not mention.run:  # "a drop winner after at least
            mention.count, mention.anywhere = None, True  # one smash": one, somewhere before
        mention.run = mention.run or bool(mention.count)  # "two drives followed by a smash"
        if mention.by is None and not (mention.final or mention.neg):
            mention.by = _gerund_subject(q, mention) or _run_after_outcome(q, mention)
            # "Chen Long loses after smashing", "the receiver wins after smashing twice in a
            # row", "the receiver loses after two lifts in a row"
        if (
            mention.run
            and mention.by is None
            and (_someone_runs(q, mention) or _of_their_own(q, mention))
        ):
            mention.by = m.Who(kind="var", name="p")  # "three drives in a row of their own"
        events.append(mention)
    relations = _relations(q, events)
    _gaps(q, events, relations)
    _ends_later(q, events)
    _gerund_outcome(q, events)
    _own_next(q, events, relations)
    for chain in _chains(events, relations):
        _sequence(q, chain)
    _variable_outcome(q, events)
    final = any(e.final and not e.passive for e in events)  # a passive's is its subject's
    if final or any(s.kind == "ending" for s in q.spans):
        outcomes = {i for i, s in enumerate(q.spans) if s.kind in ("win", "lose", "kill")}
        q.of_ending = outcomes - q.used  # said by the ending, and still a person's to say
        q.used |= outcomes


def _gaps(q: _Query, events: list[Mention], relations: list[str | None]) -> None:
    """ "a drop and three shots later a smash", "a drop, then a smash two shots later": the
    shot that many shots after the one before, any shots between (in place)."""
    k = 1
    while k < len(events):
        a, b = events[k - 1], events[k]
        said = [*range(max(a.spans) + 1, b.first), max(b.spans) + 1]
        gap = next((g for g in said if q.kind(g) == "gap" and g not in q.used), None)
        if gap is None:
            k += 1
            continue
        q.used.add(gap)
        n = int(q.spans[gap].value) - 1  # type: ignore[arg-type]
        between = [Mention(first=b.first, spans=set(), count=(n, n), run=True)] if n else []
        events[k:k] = between
        relations[k : k + 1] = ["next"] * (len(between) + 1)
        k += len(between) + 1


def _ends_later(q: _Query, events: list[Mention]) -> None:
    """ "a smash, and the rally ends two shots later", "a rush, and the point finishes on the
    next shot": the last shot said is that many shots before the rally's final one."""
    if not events or events[-1].final:
        return
    last = events[-1]
    for g in range(max(last.spans) + 1, len(q.spans)):
        later = _later_by(q, g)
        if later is None:
            continue
        n, end = later
        said = q.doc[q.spans[max(last.spans)].end : q.spans[g].start]
        ends = [t.i for t in said if t.lemma_.lower() in ("end", "finish", "conclude")]
        if ends:
            last.penultimate = n
            q.used |= {k for k in range(max(last.spans) + 1, end + 1) if q.kind(k) != "shot"}
            q.read.add(ends[0])
        return


def _later_by(q: _Query, g: int) -> tuple[int, int] | None:
    """How many shots later the words at span ``g`` say, and the last span saying it: "two
    shots later", "(on) the next shot"."""
    if q.kind(g) == "gap" and g not in q.used:
        return int(q.spans[g].value), g  # type: ignore[arg-type]
    next_shot = q.kind(g) == "order" and q.doc[q.spans[g].start].lower_ == "next"
    return (1, g + 1) if next_shot and q.kind(g + 1) == "unit" else None


def _gerund_outcome(q: _Query, events: list[Mention]) -> None:
    """ "smashing a clear and still losing the rally", "winning the point after smashing a
    lift", "the player who drops goes on to win": an outcome said with a shot said as a
    gerund or played by someone unnamed is its player's."""
    for event in events:
        start = q.spans[event.first].start
        unnamed = _gerund(q.doc, start) or (start and q.doc[start - 1].lower_ in _ANONYMOUS)
        if event.by is not None or not unnamed:
            continue
        side = _said_outcome(q, event)
        outcomes = [j for j in _unused(q) if q.kind(j) in ("win", "lose")]
        someone = any(s.kind in _PEOPLE for s in q.spans)  # "... and the server wins": theirs
        if side is None or not outcomes or someone:
            continue
        event.by = m.Who(kind=side)
        said = {j - 1 for j in outcomes if _before_outcome(q, j - 1) or _goes_on(q, j - 1)}
        q.used |= {*outcomes, *said}
        return


def _someone_runs(q: _Query, mention: Mention) -> bool:
    """ "a player plays two clears in a row", "someone hits a clear with three consecutive
    shots": a run said of one unnamed player is of their own shots (a rally the mention
    takes, "rallies where ...", is no part of it)."""
    start = min(q.spans[k].start for k in mention.spans if q.kind(k) != "rally")
    if any(q.spans[k].kind in _PEOPLE for k in range(mention.first) if q.spans[k].end > start - 4):
        return False
    for t in q.doc[max(0, start - 4) : start]:
        a_player = t.lower_ == "player" and t.i > 0 and q.doc[t.i - 1].lower_ in ("a", "the")
        if a_player or t.lower_ in ("someone", "somebody"):
            q.read.add(t.i)
            return True
    return False


_JOINED = {"and", "but", "with", ",", "plus", "as", "well"}  # between counts of one player
_DOES = {"does", "do", "did"}  # "plays two drops and does not smash": the verb of a negation


def _shared_hitter(q: _Query, mentions: list[Mention]) -> None:
    """ "the winner plays at least two smashes and two drops", "2+ smashes and 2+ drops from
    the winner", "three net shots and no lifts from the winner", "both a smash and a drop
    from the server", "the winner plays a drop and a smash": counts (none among them),
    shots said with "both", or objects of one play verb, joined by "and", are of the one
    player said of either."""
    counted = [
        x
        for x in mentions
        if (x.count or x.neg) and not (x.run or x.final or x.only or _anyone(q, x))
    ]
    pairs = list(zip(counted, counted[1:], strict=False))
    for a, b in zip(mentions, mentions[1:], strict=False):  # "the loser plays both a smash
        start = q.spans[a.first].start  # and a drop": two shots of one player
        both = "both" in [t.lower_ for t in q.doc[max(0, start - 2) : start]]
        end = q.spans[b.first].end  # "a smash and a drop, both from the server"
        both = both or [t.lower_ for t in q.doc[end : end + 3]] in (
            [",", "both", "from"],
            [",", "both", "by"],
        )
        plain = not (a.run or a.final or b.run or b.final or b.only)
        counted_from = [k for k in b.spans if k > max(a.spans) and q.kind(k) in _COUNTS]
        between = q.words(max(a.spans), min(counted_from, default=b.first))
        gap = set(between)  # "... and a smash", "... and two or more clears": a second object
        joined = "and" in gap and gap <= {"and", "a", "an"}
        played = joined and _played(q, a)
        verbs = _person_before(q, a) and q.words(max(a.spans), b.first) == ["and"]  # "the
        # server smashes and drops"
        after = q.doc[q.spans[b.first].end : q.spans[b.first].end + 1].text.lower()
        hitter = b.by is not None and b.by.kind != "var" and after in ("from", "by")  # "a
        # smash and a drop from the winner": both the winner's
        played = played or verbs or (joined and hitter)
        if plain and (both or played or (a in counted and b not in counted)):  # "two smashes
            pairs.append((a, b))  # and a drop", "the loser plays a lift and a clear"
    for a, b in pairs:
        joined = set(q.words(max(a.spans), min(b.spans))) <= _JOINED | {"a", "an", *_DOES}
        if a.neg != b.neg and a.types == b.types:
            continue  # "two smashes, none from the loser": one player's none, not all
        if joined and (a.by is None) != (b.by is None):  # "... and does not smash" too
            a.by = b.by = a.by or b.by


def _variable_outcome(q: _Query, events: list[Mention]) -> None:
    """ "a player smashes, then drops with her next shot, and wins": an outcome verb after
    the shots of the unnamed player the query follows, no one else said between, is theirs."""
    said = [e for e in events if e.by is not None and e.by.kind == "var"]
    if not said:
        return
    for j in range(max(i for e in said for i in e.spans) + 1, len(q.spans)):
        if q.kind(j) in ("player", "role", "shot", "rally"):
            return  # not "a player lifts, then smashes, in rallies won by the receiver"
        if q.kind(j + 1) in _PEOPLE and q.words(j, j + 1)[:1] == ["by"]:
            return  # "..., won by the receiver": the rally's winner, said
        verb = q.doc[q.spans[j].start].tag_.startswith("VB") or q.spans[j].value == NEGATED
        if q.kind(j) in ("win", "lose") and j not in q.used and verb:  # "... without winning"
            q.add(m.Outcome(who=said[0].by, lost=q.kind(j) == "lose"), {j})  # type: ignore[arg-type]
            return


def _subject(q: _Query, mention: Mention) -> m.Who | None:
    """The one person said before the mention when an outcome is said of them between
    ("the server wins a long rally without smashing"), or only what they play in ("the
    winner of a 15-shot rally never clears"), else None."""
    people = [i for i, s in enumerate(q.spans[: mention.first]) if s.kind in _PEOPLE]
    if len(people) != 1:
        return None
    between = [q.kind(k) for k in range(people[0] + 1, mention.first)]
    said = any(kind in ("win", "lose") for kind in between)
    of_rally = set(between) <= {"length", "set", "deuce", "rally", "neg", "unit"}
    if of_rally and not said:
        q.used.add(people[0])  # nothing else is said of them
    return _hitter(q.spans[people[0]]) if said or of_rally else None


def _despite_subject(q: _Query, mention: Mention) -> m.Who | None:
    """ "the receiver loses despite at least three smashes", "lost by the server after two
    lifts": shots counted after "despite" (or "after") are those of the person the outcome
    before it is said of."""
    despite = [i for i in range(mention.first) if q.kind(i) == "despite" or _after_word(q, i)]
    playing = {k for k in range(mention.first) if _playing_verb(q, k)}  # "despite playing"
    if not despite or any(
        q.kind(k) not in ("qty", "cmp") and k not in playing
        for k in range(despite[-1] + 1, mention.first)
    ):
        return None
    said = [i for i in range(despite[-1]) if q.kind(i) in ("win", "lose")]
    if not said:
        return _fronted_subject(q, mention, despite[-1])
    by = said[-1] + 1  # "rallies lost by the server despite ...": passive
    if by == despite[-1] - 1 and q.kind(by) in _PEOPLE and "by" in q.words(said[-1], by):
        q.used.add(despite[-1])
        return _hitter(q.spans[by])
    people = [i for i in range(said[-1]) if q.kind(i) in _PEOPLE] if said else []
    if said and not any(s.kind in _PEOPLE for s in q.spans):  # "points lost despite two
        if _a_shots_outcome(q, said[-1]):  # smashes": the loser's, as "won with" the winner's;
            return None  # not "a smash winner after three lifts", the smash's
        q.used |= {despite[-1], said[-1]}
        return m.Who(kind="winner" if q.kind(said[-1]) == "win" else "loser")
    if not people or any(q.kind(k) != "rally" for k in range(people[-1] + 1, said[-1])):
        return None
    q.used.add(despite[-1])
    return _hitter(q.spans[people[-1]])


def _fronted_subject(q: _Query, mention: Mention, despite: int) -> m.Who | None:
    """ "despite three smashes, Axelsen loses": shots counted in a clause put before its
    subject are those of the subject, who wins or loses right after it."""
    k = max(mention.spans) + 1
    verb = k + 2 if q.kind(k + 1) == "neg" else k + 1  # "..., Axelsen doesn't win"
    if q.kind(k) not in _PEOPLE or q.kind(verb) not in ("win", "lose"):
        return None
    said = q.words(k, verb) in ([], ["does"], ["did"])
    if not said or not set(q.words(k - 1, k)) <= {",", "the"}:
        return None
    q.used.add(despite)
    return _hitter(q.spans[k])


def _a_shots_outcome(q: _Query, i: int) -> bool:
    """The outcome at ``i`` is said of the shot next to it: "a smash winner", "a drop that
    wins", "a winning smash"."""
    before = q.kind(i - 1) == "shot" and set(q.words(i - 1, i)) <= _RELATIVE
    return before or (q.kind(i + 1) == "shot" and not q.words(i, i + 1))


def _run_after_outcome(q: _Query, mention: Mention) -> m.Who | None:
    """A run of a shot the players do not trade, said after an outcome and "after" (or
    "despite"), is the run of the one the outcome is said of: "the receiver loses after two
    lifts in a row" (not "... after three clears in a row", either player's)."""
    traded = mention.types is None or mention.types <= EXCHANGES
    traded = traded and not _of_their_own(q, mention)  # "after three drives in a row of their own"
    return None if traded or not mention.run else _despite_subject(q, mention)


def _of_their_own(q: _Query, mention: Mention) -> bool:
    """ "of their own" said right after the mention's words: one player's shots."""
    return _of_own(q, q.spans[max(mention.spans)].end)


def _after_word(q: _Query, i: int) -> bool:
    return q.kind(i) == "order" and q.doc[q.spans[i].start].lower_ in ("after", "following")


_RALLIES_WON_HAVE = re.compile(
    r"\b(?:rallies|rally|points|point) (?:won|lost|taken) by [\w .'-]+?"
    r" (?:that |which )?(?:have|has|had|contain|contains|include|includes|feature|features"
    r"|show|shows)\s*$",
    re.I,
)


def _rallies_won_have(q: _Query, mention: Mention) -> bool:
    """ "rallies won by the server (that) have no lifts": the shot is denied of the rallies,
    so of either player, not of the one who won them."""
    start = q.spans[min(mention.spans)].start
    return bool(_RALLIES_WON_HAVE.search(q.doc[:start].text))


def _among_rally_shots(q: _Query, mention: Mention) -> bool:
    """A shot noun denied among the rally's first shots: "the server wins with no clear in
    the first seven shots" (either player's), unlike a verb ("... without clearing")."""
    return _among(mention) is not None and not _verb(q.doc, q.spans[mention.first])


def _rally_with(q: _Query, mention: Mention) -> bool:
    """The mention is said of a rally ("wins a long rally with no drops", "... a rally of
    six shots or more with no net shots"): the rally's shots, not the subject's (but "wins
    a rally of eight shots without a drop": the winner's)."""
    rallies = [k for k in mention.spans if q.kind(k) == "rally"]
    if not rallies:
        return False
    k = rallies[0]
    while q.kind(k + 1) in ("length", "qty", "unit", "cmp"):  # "of six shots or more"
        k += 1
    after = [t.lower_ for t in q.doc[q.spans[k].end :][:1]]  # after its length, "without"
    return after in (["with"], ["without"] if k == rallies[0] else ["with"])  # is the verb's


def _playing_verb(q: _Query, k: int) -> bool:
    """Span ``k`` is a verb of playing tagged a unit ("plays", "hitting")."""
    return q.kind(k) == "unit" and q.doc[q.spans[k].start].lemma_.lower() in _PLAYING


def _gerund_subject(q: _Query, mention: Mention) -> m.Who | None:
    """ "winning a point after lifting twice": a shot said as a gerund, where the query says
    one outcome of no one named, is played by the one with that outcome; so is a shot said
    as the object of a gerund ("losing after playing at least three lobs"); where one
    person is named with their outcome before it, by them ("the server wins after hitting
    three net shots")."""
    if not _gerund(q.doc, q.spans[mention.first].start):
        return None
    if (person := _subject(q, mention)) is not None:
        return person
    side = _said_outcome(q, mention)
    if side is None:
        return None
    q.used |= _outcomes(q)
    if _suffered(q, mention):
        side = "loser" if side == "winner" else "winner"
    return m.Who(kind=side)


def _suffered(q: _Query, mention: Mention) -> bool:
    """ "lifting three times and then getting smashed for a winner": the outcome said is
    of a shot played at the gerund's subject, who had the other one."""
    return any(
        q.kind(k) == "shot"
        and q.before(k, 1) in (["getting"], ["gets"], ["got"], ["being"])
        and q.kind(k + 1) in ("win", "lose")
        for k in range(mention.first + 1, len(q.spans))
    )


def _anonymous_subject(q: _Query, mention: Mention) -> m.Who | None:
    """ "she smashes three times but loses", "a player drops twice and wins": a counted shot
    verb of someone unnamed is played by the one the query's only outcome is said of; a
    pronoun's, by the one player the query names."""
    start = q.spans[min(mention.spans)].start
    if start and q.doc[start - 1].lemma_.lower() in _PLAYING:
        start -= 1  # "he plays at least three backhands"
    if start == 0 or q.doc[start - 1].lower_ not in _ANONYMOUS:
        return None
    named = {_hitter(s) for s in q.spans if s.kind == "player"}
    if q.doc[start - 1].lower_ in _PRONOUN and len(named) == 1:
        return named.pop()  # "won by Christie, in which he plays three backhands": his
    side = _said_outcome(q, mention)
    if side is None:
        return None
    q.used |= _outcomes(q)
    return m.Who(kind=side)


_PRONOUN = {"he", "she", "they"}
_ANONYMOUS = {*_PRONOUN, "player", "side", "someone", "somebody", "who"}
_PLAYING = {"play", "hit", "strike", "take", "make", "use"}  # verbs of playing a shot
_COUNTING = {"at", "least", "most", "more", "than", "or", "+"}  # "playing 2+ lobs"


def _gerund(doc: Doc, start: int) -> bool:
    """The token at ``start`` is a gerund ("lifting", "having dropped"), or the noun a gerund
    of playing takes, past its count ("playing at least three lobs", "having played a drop")."""
    described = start + 1 < len(doc) and doc[start + 1].tag_ in ("JJ", "NN")  # not "a
    if (doc[start].tag_ == "VBG" and not described) or _having(doc, start):  # tumbling net
        return True  # shot": a participle said of the noun after it
    k = start - 1
    while k >= 0 and (doc[k].pos_ in ("DET", "NUM", "ADJ", "ADV") or doc[k].lower_ in _COUNTING):
        k -= 1
    return k >= 0 and doc[k].lemma_ in _PLAYING and (doc[k].tag_ == "VBG" or _having(doc, k))


def _having(doc: Doc, k: int) -> bool:
    """A perfect participle: "having" and a past participle at ``k`` ("having played")."""
    return k > 0 and doc[k].tag_ in ("VBN", "VBD") and doc[k - 1].lower_ == "having"


def _anyone(q: _Query, mention: Mention) -> bool:
    """A shot denied of everyone: "without any smashes", "with no smashes at all"."""
    shot = q.spans[mention.first]
    before = q.doc[shot.start - 1].lower_ if shot.start else ""
    after = [t.lower_ for t in q.doc[shot.end : shot.end + 2]]
    either = any(q.kind(i) == "anyone" for i in range(mention.first + 1, mention.first + 3))
    pronoun = any(t.lower_ in _PRONOUN for t in q.doc[max(0, shot.start - 3) : shot.start])
    played = shot.start >= 2 and q.doc[shot.start - 2].lemma_ in _PLAYING
    at_all = after == ["at", "all"] and not _verb(q.doc, shot) and not (pronoun or played)
    # "the winner doesn't smash at all", "he (the winner) plays no net shots at all": theirs;
    # "where nobody drives", "no one smashes": nobody
    start = shot.start  # "nobody plays a smash": the verb and article before the shot
    while start >= 2 and (
        q.doc[start - 1].lower_ in ("a", "an", "any") or q.doc[start - 1].lemma_ in _PLAYING
    ):
        start -= 1
    said = [t.lower_ for t in q.doc[max(0, start - 2) : start]]
    nobody = said[-1:] in (["nobody"], ["neither"]) or said in (
        ["no", "one"],
        ["neither", "player"],
    )
    return mention.by is None and (before == "any" or at_all or either or nobody)


def _denied_alone(q: _Query, mention: Mention) -> bool:
    """ "the receiver wins, no clears", "20+ shots; no smash": a shot denied in a clause of
    its own, set off by commas, is denied of the rally; not where a player is named ("Axelsen:
    win, zero net shots": his, the query being about him)."""
    shot = q.spans[mention.first]
    before = [t.lower_ for t in q.doc[max(0, shot.start - 2) : shot.start]]
    after = [t.lower_ for t in q.doc[shot.end : shot.end + 1]]
    listed = before in ([",", "no"], [";", "no"]) and after in ([], [","], [";"], ["and"])
    return listed and not any(s.kind == "player" for s in q.spans[: mention.first])


def _outcome_before(q: _Query, mention: Mention) -> bool:
    """An outcome is said before the mention, or the mention is a verb ("never lifting but
    still losing"): the negation can be the outcome's player's."""
    verb = _verb(q.doc, q.spans[mention.first])
    return verb or any(s.kind in ("win", "lose") for s in q.spans[: mention.first])


def _said_outcome(q: _Query, mention: Mention) -> str | None:
    """ "winner" or "loser" when the query says one outcome and names no player before the
    mention ("winning without a smash", "never lifting but still losing")."""
    lost_to = q.ended if any(q.kind(j) == "to" for j in q.ended) else set()  # not "loses
    # to a winner": that win is the other player's ("an outright winner by a player ..." is)
    kinds = {s.kind for k, s in enumerate(q.spans) if k not in lost_to}
    if any(s.kind in _PEOPLE for s in q.spans[: mention.first]):
        return None
    if ("win" in kinds) == ("lose" in kinds):
        return None
    said = [k for k, s in enumerate(q.spans) if s.kind in ("win", "lose") and k not in lost_to]
    someone = {"player", "someone", "somebody"} & {t.lower_ for t in q.doc[: q.spans[0].start]}
    if someone and all(q.kind(k + 1) in _PEOPLE and q.words(k, k + 1)[:1] == ["by"] for k in said):
        return None  # "a player lifting, then smashing, won by the receiver": the
        # receiver's win, not the player's
    return "winner" if "win" in kinds else "loser"


def _defended_one(q: _Query, mention: Mention) -> bool:
    """The mention is what a player defends ("defends a smash", "withstands two smashes")."""
    return any(q.kind(k) == "defend" for k in range(max(0, mention.first - 2), mention.first))


def _defended(q: _Query, mentions: list[Mention]) -> None:
    """ "withstands three smashes and still wins", "won despite facing 2+ smashes": the
    shots come from the rally's loser; "the receiver has to defend three smashes": from the
    defender's opponent."""
    wins = [j for j, s in enumerate(q.spans) if s.kind == "win"]
    for i, span in enumerate(q.spans):
        if span.kind not in ("defend", "facing") or i in q.used:
            continue  # "wins against the server": read in _against, a person beaten
        target = next((x for x in mentions if x.first > i), None)
        if span.kind == "facing" and (target is None or target.first > i + 2):
            continue  # "facing game point" is said of the score
        if target is None or target.by is not None:
            continue
        person = next((k for k in range(i - 1, -1, -1) if q.kind(k) in _PEOPLE), None)
        defender = _hitter(q.spans[person]) if person is not None else None
        attacker = _opposite(defender) if defender is not None else None
        if defender is not None and attacker is not None:
            target.by = attacker  # "the receiver has to defend three smashes": the server's;
            named = defender.kind == "name"  # "Momota withstands four smashes and still
            q.used |= {i} if named else {i, person}  # wins": his opponent's, his win read after
        elif wins:
            target.by = m.Who(kind="loser")
            q.used |= {i, *wins}
            q.used |= {j for j in range(len(q.spans)) if q.spans[j].kind == "despite"}


# -- people and the rally as a whole ----------------------------------------------------------


def _people(q: _Query) -> None:
    """Outcomes, scores and tags said of a player or a role; players named otherwise play."""
    hitters = set(q.used)
    for i, span in enumerate(q.spans):
        person = _hitter(span) if span.kind in _PEOPLE else None
        if person is None:
            continue
        said = list(_said_of(q, i))
        if _beaten(q, i):  # "points won against Momota": the win is not Momota's
            said = [j for j in said if q.kind(j) not in ("win", "lose")]
        won = any(q.kind(j) == "win" for j in said)
        for j in said:
            if won and q.kind(j) in ("error", "ending"):
                continue  # "the server wins on an unforced error": the opponent's error
            _person_clause(q, i, j, person)
        if span.kind == "player" and i not in q.used and i not in hitters:
            q.add(m.Plays(who=person), {i})


def _beaten(q: _Query, i: int) -> bool:
    """The person at ``i`` was read as the one beaten, after "against" (in ``_against``)."""
    against = q.kind(i - 1) == "facing" and q.doc[q.spans[i - 1].start].lower_ == "against"
    return against and {i - 1, i} <= q.used


def _receiving(q: _Query) -> None:
    """ "X wins when receiving", "rallies X received", "on her opponent's serve": the
    player named nearest (before, else after) is the rally's receiver."""
    named = [i for i, s in enumerate(q.spans) if s.kind == "player"]
    outcomes = [i for i, s in enumerate(q.spans) if s.kind in ("win", "lose") and i not in q.used]
    for i, span in enumerate(q.spans):
        if span.kind != "receive":
            continue
        if named:
            before = [j for j in named if j < i]
            j = before[-1] if before else named[0]
            q.add(m.Plays(who=_hitter(q.spans[j]), role="receiver"), {i})  # type: ignore[arg-type]
        elif len(outcomes) == 1:  # "rallies won when receiving": the receiver won them
            lost = q.spans[outcomes[0]].kind == "lose"
            q.add(m.Outcome(who=m.Who(kind="receiver"), lost=lost), {i, outcomes[0]})


_TAG_VERBS = {"set", "laid", "sprung", "shown", "used", "executed", "made", "done", "played"}


def _said_of(q: _Query, i: int) -> list[int]:
    """Spans that say something of the person at ``i``: after it up to the next person or
    shot ("Momota loses", "the server at game point"), or "won by" just before it."""
    out = []
    for j in range(i + 1, len(q.spans)):
        kind = q.spans[j].kind
        if kind in _PEOPLE:
            break
        if kind == "shot" and not _outcome_follows(q, j):
            break
        shared = kind in ("win", "lose", "error")  # "wins with a smash": the smash wins too
        if kind == "tag" and _rally_tag(q, i, j):
            continue
        if kind == "win" and (j in q.ended or _win_lost_to(q, j)):
            continue  # "Axelsen loses to a winner": his opponent's winner, not his
        said = any(q.kind(k) in ("win", "lose") for k in range(i + 1, j))  # or "lost by
        said |= q.kind(i - 1) in ("win", "lose") and q.words(i - 1, i)[-1:] == ["by"]  # Chou"
        if kind == "win" and q.kind(j + 1) == "shot" and not q.words(j, j + 1) and said:
            continue  # "Chou loses when the last shot is an unreturned smash": the smash's
        if kind in ("win", "lose") and q.kind(j + 1) in _PEOPLE and q.words(j, j + 1)[:1] == ["by"]:
            break  # "lifts by the server in a rally won by the receiver": the receiver's
        converts = kind == "convert" and "gamepoint" not in (q.kind(j - 1), q.kind(j + 1))
        if kind in ("win", "lose", "error", "gamepoint", "save", "lead", "trail", "tag") and (
            shared or j not in q.used
        ):
            out.append(j)
            if kind == "tag" and _lifter(q, i, j):
                break  # "the server's lift punished by a winning smash": the rest is the
                # punisher's
        elif converts and j not in q.used:  # "the server wins the game": its game point
            out.append(j)
        elif j == i + 1 and _erred(q, j) and set(q.words(i, j)) <= _POSSESSIVE:
            out.append(j)  # "Chou's net errors", "her opponent misjudged": that player lost
    relative = q.kind(i - 1) == "gamepoint" and set(q.words(i - 1, i)) <= {"that", "which", "the"}
    nxt = q.doc[q.spans[i + 1].start : q.spans[i + 1].end] if i + 1 < len(q.spans) else []
    converts = any(t.lemma_.lower() in ("convert", "conversion") for t in nxt)
    if relative and converts and i - 1 not in q.used:
        out.append(i - 1)  # "a game point the server converts (fails to convert)": theirs
    words = q.words(i - 1, i) if i else []
    back = i - 1  # "won by", "won at deuce by", "won in the third set by", "lost receiving by"
    while back > 0 and q.kind(back) in ("deuce", "set", "length", "receive") and "by" in words:
        back -= 1
    said = q.kind(back) in ("win", "lose", "save", "tag") or _erred(q, back)  # "a net error
    # by"; "a smash barrage by the loser"
    owner = i + 1 in out and _erred(q, i + 1)  # "won by an opponent's misjudgement"
    if said and q.doc[q.spans[back].end - 1].lower_ == "by":  # "a lift punished by"
        words = [*words, "by"]
    glue = _FILLER | {"by"} | (_TAG_VERBS if q.kind(back) == "tag" else set())
    if said and not owner and {"by", "as"} & set(words) and set(words) <= glue:
        out.append(back)  # "winning as the receiver" too; "a front court trap set by X"
        gap = q.doc[q.spans[back].end : q.spans[i].start]
        q.read |= {t.i for t in gap if t.lower_ in _TAG_VERBS}
    tagged = q.kind(i - 2) == "tag" and not q.words(i - 2, i - 1)
    if q.kind(i - 1) == "from" and tagged and set(q.words(i - 1, i)) <= _FILLER:
        out.append(i - 2)  # "a smash barrage from the loser"
        q.used.add(i - 1)
    if q.kind(i - 1) == "gamepoint" and "for" in words and set(words) <= _FILLER | {"for"}:
        out.append(i - 1)  # "game point for the server"
    if q.kind(i - 1) == "facing" and q.kind(i - 2) == "gamepoint":
        out.append(i - 2)  # "game point against the server"
    converted = q.kind(i - 1) in ("convert", "win", "lose") and words[:1] == ["by"]
    converted = converted and set(words) <= {"by", "the"} and q.kind(i - 2) == "gamepoint"
    if converted and not q.words(i - 2, i - 1) and i - 2 not in q.used:
        out.append(i - 2)  # "a game point converted (won, lost) by the server": theirs
    return out


_SOMEONE = {"player", "someone", "somebody", "anyone", "either", "one"}  # a person, not a rally


def _rally_tag(q: _Query, i: int, j: int) -> bool:
    """The tag at ``j`` is said of a rally, not of the person at ``i``: "wins a four-corner
    rally", "takes a rally that covers all four corners", "won by X in which a player is
    moved to all four corners", "won by X that show a smash barrage" (a person is "who")."""
    after = q.doc[q.spans[j].end : q.spans[j].end + 1]
    between = q.doc[q.spans[i].end : q.spans[j].start]
    said = {t.lemma_.lower() for t in between} | {t.lemma_.lower() for t in after[:1]}
    relative = any(t.lower_ in ("that", "which") for t in between)
    return bool(said & _RALLY) or relative or any(t.lower_ in _SOMEONE for t in between)


def _unreached(q: _Query, j: int) -> bool:
    """The win at ``j`` says a shot was not returned ("never reaches", "can't get back"): the
    person it is said of is the one who lost."""
    if not 0 <= j < len(q.spans) or q.spans[j].value == NEGATED:  # "does not lose" is a win
        return False
    said = [t.lemma_.lower() for t in q.doc[q.spans[j].start : q.spans[j].end]]
    said = said[1:] if said[:1] in (["can"], ["could"], ["have"]) else said  # "cannot get"
    denied = said[:1] in (["not"], ["n't"], ["never"], ["fail"], ["unable"], ["no"])  # "has no
    # chance to reach"
    return q.kind(j) == "win" and (denied or said[:2] == ["do", "nothing"])  # "can do nothing
    # about"


def _erred(q: _Query, j: int) -> bool:
    """An error or an ending, said of the player who lost by it ("net error", "out",
    "misjudged": every ending the lexicon names is the loser's)."""
    return 0 <= j < len(q.spans) and q.spans[j].kind in ("error", "ending")


def _outcome_follows(q: _Query, j: int) -> bool:
    """Whether a win or loss comes later with no other person before it ("Chou never
    smashes but still wins")."""
    for k in range(j + 1, len(q.spans)):
        if q.spans[k].kind in _PEOPLE:
            return False
        said = k not in q.used or k in q.of_ending or _loses_to(q, k)
        if q.spans[k].kind in ("win", "lose") and said:
            return True
    return False


def _loses_to(q: _Query, k: int) -> bool:
    """ "loses to a smash": the loss is the subject's, though the shot after read it too."""
    return q.kind(k) == "lose" and q.kind(k + 1) == "to" and not q.words(k, k + 1)


def _win_lost_to(q: _Query, j: int) -> bool:
    """The win at ``j`` is what someone lost to: "loses to an outright winner"."""
    while q.kind(j - 1) == "win" and not q.words(j - 1, j):
        j -= 1
    return q.kind(j - 1) == "to" and _loses_to(q, j - 2) and not q.words(j - 1, j)[1:]


def _facing(a: m.Who, b: m.Who) -> bool:
    """Two players said to be on opposite sides: two roles that are each other's other, or
    two named players."""
    return _other(a) == b or (a.kind == b.kind == "name" and a != b)


def _other(person: m.Who) -> m.Who | None:
    """The other player, where a role says who that is."""
    flip = {"server": "receiver", "receiver": "server", "winner": "loser", "loser": "winner"}
    return m.Who(kind=flip[person.kind]) if person.kind in flip else None


def _not_ending(q: _Query, i: int) -> int | None:
    """The negation said of the rally's ending at ``i`` ("doesn't end in the net", "no shot
    goes out"), where one is: its span."""
    k = i - 1 - (q.kind(i - 1) == "unit")  # "no shot goes out"
    said = set(q.words(k, i)) <= _NOT_ENDING
    return k if q.kind(k) == "neg" and k not in q.used and said else None


_NOT_ENDING = {"does", "did", "do", "ever", "is", "was", "shot", "shots", "end", "ends", "in"}
_NOT_ENDING |= {"an", "a", "with", "on", "go", "goes", "land", "lands", "finish", "finishes"}


def _first_after_verb(q: _Query, mention: Mention, i: int) -> bool:
    """ "first" (span ``i``) right after the mention's shot verb: "the receiver smashes
    first", "who lifts first"."""
    subject = q.kind(mention.first - 1) in _PEOPLE and not q.words(mention.first - 1, mention.first)
    verb = _verb(q.doc, q.spans[mention.first]) or subject  # "the server lifts first": the
    # tagger reads "lifts" as a noun at times
    return verb and i == max(mention.spans) + 1 and not q.words(max(mention.spans), i)


def _denied_replies(q: _Query, mentions: list[Mention]) -> None:
    """ "a lift that is not smashed", "a clear not answered with a smash": the reply is any
    shot but the one named (the negation between the two is read here)."""
    for a, b in zip(mentions, mentions[1:], strict=False):
        between = range(a.first + 1, b.first)
        denied = [k for k in between if q.kind(k) == "neg" and k not in a.spans | b.spans]
        ordered = all(q.kind(k) in ("neg", "order") for k in between)
        said = all(set(q.words(k, k + 1)) <= _DENIED_REPLY for k in range(a.first, b.first))
        if len(denied) == 1 and ordered and said and b.types and not (b.neg or b.count or a.neg):
            b.types = frozenset(m.other_types(b.types))
            b.spans.add(denied[0])
            q.used.add(denied[0])


_DENIED_REPLY = {"that", "which", "is", "was", "are", "were", "does", "do", "did", "get", "gets"}
_DENIED_REPLY |= {"got", "being", "a", "an", "the", "with", "by", "immediately", "then", "it"}


def _denied_before(q: _Query, mention: Mention) -> list[int]:
    """The negations the mention took before its shot ("no lift", "never smashes")."""
    return [k for k in mention.spans if q.kind(k) == "neg" and k < mention.first]


def _lone_mention(mention: Mention) -> bool:
    """The mention is one shot, said with no count, "only", run, end or outcome."""
    said = mention.count or mention.only or mention.run or mention.final
    return not said and mention.outcome is None


def _denied_order(q: _Query, mention: Mention, neighbours: list[Mention]) -> bool:
    """A shot denied before it is named, ordered with a plain shot next to it: "no lift
    followed by a smash", "no smash after a lift", "never a drop answered by a lift"."""
    plain = _lone_mention(mention) and not (mention.ending or mention.window)
    other = [
        b
        for b in neighbours
        if not (b.neg or b.count or b.only or b.final or b.outcome or b.run or b.window)
        and (b.anchor is None or (b.types is None and b.first > mention.first))  # "no drive
        # after the fifth shot": none in the shots after it
        and (
            _ordered_between(q, mention, b)
            or _relative(q, *sorted((mention, b), key=attrgetter("first")))
            or _denied_participle(q, mention, b)
            or (b.first < mention.first and _it(q, b, mention))  # "... never lifts it"
        )
    ]
    return bool(mention.neg and _denied_before(q, mention) and plain and len(other) == 1)


def _denied_reply_to_counted(q: _Query, mention: Mention, before: Mention) -> bool:
    """A participle denied of shots counted just before it: "lifts are played at least
    twice and never smashed", "three drops, and not one of them lifted"."""
    counted = before.count is not None and not (before.neg or before.only or before.run)
    plain = _lone_mention(mention) and mention.by is None
    return counted and plain and mention.neg and _denied_participle(q, mention, before)


def _denied_participle(q: _Query, mention: Mention, before: Mention) -> bool:
    """ "lifts are played twice and never smashed": a participle denied after "and" or
    "but", said of the shots named before it."""
    said = [k for k in mention.spans if q.kind(k) == "neg"]
    joined = bool(said) and q.before(min(said), 1) in (["and"], ["but"])
    participle = q.doc[q.spans[mention.first].start].tag_ in ("VBN", "VBD")
    noun = q.doc[q.spans[before.first].start].pos_ != "VERB"  # the shots, not a player, said
    return before.first < mention.first and participle and joined and noun  # of


def _denied_run(q: _Query, mention: Mention) -> bool:
    """A run denied: "never three smashes in a row", "no two drives in a row"."""
    low, high = mention.count or (None, None)
    plain = mention.outcome is None and not (mention.final or mention.only or mention.window)
    counted = mention.run and low and low > 1 and high is None
    return bool(mention.neg and _denied_before(q, mention) and counted and plain)


def _placed_denial(q: _Query, mention: Mention) -> bool:
    """A shot denied right before it is named ("... is not a lift", "never smashes"), with
    one place in the rally (a number, or the last shot): that shot is of another type."""
    placed = (mention.anchor and not mention.anchor_max and not mention.window) or mention.final
    said = _denied_before(q, mention)
    right_before = bool(said) and set(q.words(max(said), mention.first)) <= {"a", "an", "the"}
    plain = mention.outcome is None and not mention.count and not mention.ending
    return bool(mention.neg and placed and mention.types and plain and right_before)


def _denied_shot_next(q: _Query, i: int) -> bool:
    """A numbered or last shot (span ``i``) said not to be the shot named next: "the third
    shot is not a drop", "the last shot isn't a smash"."""
    placed = q.kind(i) in ("anchor", "final", "unit")
    denied = q.kind(i + 1) == "neg" and q.kind(i + 2) == "shot"
    return placed and denied and q.close(i, i + 1, 2) and q.close(i + 1, i + 2, 2)


def _failed_by(q: _Query, i: int, mention: Mention) -> m.Who | None:
    """The person just before a verb of failing to get a shot back (span ``i``, "fails to
    return", "cannot reach") whose object is the mention: the one who failed."""
    verb = {t.lemma_.lower() for t in q.doc[q.spans[i].start : q.spans[i].end]}
    failed = bool(verb & {"fail", "unable"}) and i + 1 == mention.first
    person = q.kind(i - 1) in _PEOPLE and not q.words(i - 1, i)
    return _hitter(q.spans[i - 1]) if failed and person else None


def _forces(q: _Query, i: int) -> bool:
    """The order span at ``i`` is "force" said actively ("Momota forces a lift"), not "is
    forced to lift"."""
    span = q.spans[i]
    passive = span.start > 0 and q.doc[span.start - 1].lemma_.lower() in ("be", "get")
    to = span.end < len(q.doc) and q.doc[span.end].lower_ == "to"
    return q.doc[span.start].lemma_ == "force" and not passive and not to


def _misjudged_by(q: _Query, i: int) -> bool:
    """The person at ``i`` is said after "misjudged by": the one who left the shot."""
    return q.kind(i - 1) == "ending" and q.spans[i - 1].value == ("misjudged",)


def _opposite(person: m.Who) -> m.Who | None:
    """The other player: of a role, the other role; of a named player, their opponent."""
    if person.kind == "name":
        return m.Who(kind="opponent", name=person.name)
    return _other(person)


def _person_clause(q: _Query, i: int, j: int, person: m.Who) -> None:
    kind = q.spans[j].kind
    unreached = _unreached(q, j)  # "a drop Chou never reaches": Chou lost
    if (kind in ("error", "ending") or unreached) and person.kind == "loser":
        q.used.add(i)  # the loser lost: said, and nothing to add ("his opponent misjudged")
    elif unreached:
        q.add(m.Outcome(who=person, lost=True), {i, j})
    elif kind in ("error", "ending"):  # "an error by the server": the ending is still said
        q.add(m.Outcome(who=person, lost=True), {i})
    elif kind in ("win", "lose") and person.kind == ("winner" if kind == "win" else "loser"):
        q.used |= {i, j}  # "the opponent's winning shot": the winner won, nothing to add
    elif kind in ("win", "lose") and person.kind == ("loser" if kind == "win" else "winner"):
        return  # "a drop the opponent cannot reach, winning the rally": not the loser's win
    elif kind in ("win", "lose"):
        q.add(m.Outcome(who=person, lost=kind != "win"), {i, j})
    elif kind == "convert":  # "the server closes out the game": their game point, won
        q.add(m.Score(state="gamepoint", who=person), {i, j})
        q.add(m.Outcome(who=person), set())
    elif kind in ("gamepoint", "save"):
        saved = kind == "save" or any(q.kind(k) == "save" for k in (j - 1, j + 1))
        facing = {k for k in (j - 1, j + 1) if q.kind(k) == "facing"}
        if facing and not saved:  # "game point against the server": the receiver's
            other = _other(person)
            if other is not None:
                q.add(m.Score(state="gamepoint", who=other), {i, j} | facing)
            return
        near = {k for k in (j - 1, j + 1) if q.kind(k) in ("gamepoint", "save")}  # both words
        if saved and "for" in q.before(i, 2) and _other(person) is not None:
            person = _other(person)  # "saves a game point for the receiver": the server saved
        q.add(m.Score(state="saved" if saved else "gamepoint", who=person), {i, j} | near)
        converts = {k for k in (j - 1, j + 1, i + 1) if q.kind(k) == "convert" and k not in q.used}
        if converts and not saved:  # "the receiver converts a game point": they won it
            q.add(m.Outcome(who=person), converts)
    elif kind in ("lead", "trail"):
        state = "leading" if kind == "lead" else "trailing"
        (margin, most), said = _margin(q, j)
        lead = m.Score(state=state, who=person, margin=margin, margin_max=most)
        q.add(lead, {i, j} | said)
    elif kind == "tag" and _lifter(q, i, j):  # "X's lift punished": X lifted, the winner punished
        q.add(m.Tag(name="lift_punished", who=m.Who(kind="winner")), {i, j})
        q.add(m.Outcome(who=person, lost=True), set())
    elif kind == "tag":
        name = str(q.spans[j].value)
        role = _tag_role(q, i, j)
        credited = person if role is None or (role == "target") == (name in TARGETED) else None
        who = credited or _other(person)  # "the server gets trapped": the receiver trapped
        q.add(m.Tag(name=name, who=who), {i, j})
        if who is None and name in WON_BY_CREDITED:  # "Momota is trapped at the net": by
            q.add(m.Outcome(who=person, lost=True), set())  # his opponent, who won
        elif who is None:  # "Momota keeps his opponent deep": Momota plays
            q.add(m.Plays(who=person), set())
        if credited and _won_too(q, j):  # "the server wins the net battle and the rally"
            q.add(m.Outcome(who=person), set())


def _tag_role(q: _Query, i: int, j: int) -> str | None:
    """How the person at ``i`` stands to the tactic at ``j``: "target" where it is done to
    them ("the server gets trapped at the net", "moves the receiver to all four corners"),
    "doer" where they do it to someone ("pins the receiver at the back", "pinned at the back
    by the server"), None where the words do not say."""
    tag, person = q.spans[j], q.spans[i]
    participle = q.doc[tag.start].tag_ == "VBN"
    if j < i:  # "pinned at the back by the server"
        return "doer" if participle and "by" in q.words(j, i) else None
    between = q.doc[person.end : tag.start]
    passive = {t.lemma_.lower() for t in between} & {"be", "get"}
    if passive and (participle or any(t.tag_ == "VBN" for t in between)):
        q.read |= {t.i for t in between if t.tag_ == "VBN"}  # "is moved to all four corners"
        return "target"
    before = [t for t in q.doc[: person.start] if t.lower_ not in _OBJECT]
    verb = before[-1] if before and before[-1].tag_.startswith("VB") else None
    if verb is not None and verb.lemma_.lower() not in _NOT_DONE:
        k = i - 1  # "the server moves the receiver to all four corners", "after moving the
        subject = q.kind(k) in _PEOPLE and q.spans[k].end == verb.i  # opponent to ..."
        if subject or verb.tag_ == "VBG":
            q.read.add(verb.i)
            q.used |= {k} if subject else set()  # the doer, said by the tag's player already
            return "target"
    words = {t.lower_ for t in q.doc[tag.start : tag.end]}  # "traps the opponent at the net"
    return "doer" if words & _OBJECTS else None


_OBJECTS = {"opponent", "rival", "server", "receiver", "winner", "loser"}


_NOT_DONE = {"be", "get", "have", "win", "lose", "beat", "see", "show", "watch", "find"}


def _won_too(q: _Query, j: int) -> bool:
    """A tag said as winning something ("wins the net battle") and the rally with it."""
    span = q.spans[j]
    after = [t.lemma_.lower() for t in q.doc[span.end : span.end + 3]]
    won = q.doc[span.start].lemma_.lower() in ("win", "take")
    return won and after[:1] == ["and"] and bool(set(after[1:]) & _RALLY)


def _lead_margin(q: _Query, i: int) -> bool:
    """The number at ``i`` is what a lead or deficit said just before it is by: "leads by
    two", "trailing by 3"."""
    return q.kind(i - 1) in ("lead", "trail") and set(q.words(i - 1, i)) <= {"by", "of"}


def _margin(q: _Query, j: int) -> tuple[tuple[int, int | None], set[int]]:
    """The least and most points a lead or deficit at ``j`` is said to be by, and the spans
    saying it: "ahead by five or more", "a lead of at least 5", "five points down" (five or
    more, as a lead of a number is said), "by exactly two", "by two or three", "one point
    ahead", "a one-point lead" (exactly one: a lead of at least one is any lead); else any
    lead and no spans."""
    points = {"point", "points", "-"}
    after, before = j + 1, j - 1
    if q.kind(after) == "qty" and after not in q.used and _lead_margin(q, after):
        said = {after}
        if q.kind(after + 1) == "cmp" and set(q.words(after, after + 1)) <= points:
            said.add(after + 1)  # "by five points or more"
            return _points_between(q.spans[after].value, q.spans[after + 1].value), said
        if q.kind(after + 1) != "unit" and (q.spans[after].value[0] or 0) >= 1:
            return _points_between(q.spans[after].value), said
    if (
        q.kind(before) == "qty"
        and before not in q.used
        and set(q.words(before, j)) <= points
        and (q.spans[before].value[0] or 0) >= 1
    ):  # "five points ahead", "a one-point lead"
        return _points_between(q.spans[before].value), {before}
    return (1, None), set()


def _points_between(said: object, bound: object = None) -> tuple[int, int | None]:
    """A lead's least and most points from its number (a qty span's value) and a bound said
    after it ("or more"): a plain number is a lead of at least that many, but one point is
    exactly one, and a number said with its bounds ("exactly two", "two to four") keeps
    them."""
    low, high, bounded = said  # type: ignore[misc]
    low = min(int(low), m.MAX_POINTS)
    if bound is not None or (not bounded and low > 1):
        return low, None
    high = low if high is None and not bounded else high
    return low, None if high is None else min(int(high), m.MAX_POINTS)


def _lifter(q: _Query, i: int, j: int) -> bool:
    """The tag at ``j`` is a lift punished said from the lift ("lift gets punished"): the
    player said of it (at ``i``) lifted; "punishes the lift" is said of the punisher."""
    span = q.spans[j]
    by = q.doc[span.end - 1].lower_ == "by" and i > j  # "a lift punished by X": X punished
    # (not "X's lift punished by a smash": X lifted)
    return (
        span.value == "lift_punished"
        and q.doc[span.start].lemma_.lower() in ("lift", "lob")
        and not by
    )


def _rally(q: _Query) -> None:
    """Rally conditions from the spans still unused."""
    long_shots, short_shots = int(q.params["long_rally_shots"]), int(q.params["short_rally_shots"])
    for i, span in enumerate(q.spans):
        if i in q.used:
            continue
        value = span.value
        if span.kind == "window":
            q.add(_made(m.Length, max=int(value)), {i})
        elif span.kind == "length" and isinstance(value, tuple):
            q.add(_made(m.Length, min=value[0], max=value[1]), {i})
        elif span.kind == "length" and any(
            s.kind == "length" and isinstance(s.value, tuple) for s in q.spans
        ):
            q.used.add(i)  # "a long rally of at least fifteen shots": the number says how long
        elif span.kind == "length":
            bounds = {
                "long": {"min": long_shots},
                "short": {"max": short_shots},
                "medium": {"min": short_shots + 1, "max": long_shots - 1},  # between the two
            }[str(value)]
            q.add(m.Length(**bounds), {i}, hard=False)
        elif span.kind == "deuce":
            q.add(m.Score(state="deuce"), {i})
        elif span.kind == "stage" and any(s.kind in ("at", "points") for s in q.spans):
            q.used.add(i)  # "late in the game (15-all or beyond)": the score said defines it
        elif span.kind == "stage":
            bound = {"max": EARLY_POINTS - 1} if value == "early" else {"min": LATE_POINTS}
            q.add(m.Points(side="high", **bound), {i})
        elif span.kind == "level" and (said := _level_count(q, i)) and said[0] == said[1]:
            q.add(m.Score(state="at", points=(said[0], said[0])), {i, i + 1})  # "tied at 10"
        elif span.kind == "level":
            q.add(m.Score(state="level"), {i})
            if said:  # "level at 15 or more": both players on 15 at least
                q.add(m.Points(side="low", min=said[0]), {i + 1})
        elif span.kind == "at" and _or_later(q, i):  # "at 15-all or later": level, both
            q.add(m.Score(state="level"), {i, i + 1})  # players on 15 at least
            q.add(m.Points(side="low", min=value[0]), {i})  # type: ignore[index]
        elif span.kind == "at":
            q.add(m.Score(state="at", points=value), {i})  # type: ignore[arg-type]
        elif span.kind in ("gamepoint", "save"):
            near = {k for k in (i - 1, i + 1) if q.kind(k) in ("save", "facing", "gamepoint")}
            facing = "facing" in (q.kind(i - 1), q.kind(i + 1))  # "won at game point against"
            won = {k for k, s in enumerate(q.spans) if s.kind == "win"} if facing else set()
            saved = span.kind == "save" or q.kind(i + 1) == "save" or q.kind(i - 1) == "save"
            state = "saved" if saved or won else "gamepoint"
            q.add(m.Score(state=state), ({i} | near | won) & _unused(q))  # "a player facing
            # game point wins": the win is the save
        elif span.kind in ("lead", "trail"):  # "the player who is ahead loses"
            side = _outcome_side(q)
            if side:
                state = "leading" if span.kind == "lead" else "trailing"
                (margin, most), said = _margin(q, i)
                lead = m.Score(state=state, who=m.Who(kind=side), margin=margin, margin_max=most)
                q.add(lead, {i} | _outcomes(q) | said)
        elif span.kind == "convert":
            q.add(m.Score(state="gamepoint", who=m.Who(kind="winner")), {i})
        elif span.kind == "set":
            q.add(m.SetNumber(number=int(value)), {i})
        elif span.kind == "points" and q.kind(i + 1) == "qty" and i + 1 not in q.used:
            q.add(_points(value, q.spans[i + 1].value), {i, i + 1})  # type: ignore[arg-type]
        elif span.kind == "tag" and (said := _tag_outcome(q, i)):
            won, j = said  # "a serve and third-shot attack that wins": the attacker won;
            q.add(m.Tag(name=str(value), who=m.Who(kind=won)), set(range(i, j + 1)))  # "and
            # still wins": the words between read too
        elif span.kind == "tag":
            q.add(m.Tag(name=str(value)), {i})
        elif span.kind in ("ending", "error") and (neg := _not_ending(q, i)) is not None:
            named = value if span.kind == "ending" else m.ERRORS  # "a rally that doesn't end
            others = tuple(r for r in m.END_REASONS if r not in named)  # type: ignore[operator]
            q.add(m.Ending(reasons=others), {i, neg})  # in the net", "never ends in an error"
        elif span.kind == "ending":
            final = q.kind(i - 1) == "final" and set(q.words(i - 1, i)) <= _ENDED_BY
            said = {i - 1} if final and i - 1 not in q.used else set()
            q.add(m.Ending(reasons=tuple(value)), {i} | said)  # "finished in the net", "the
            # last shuttle is misjudged"
        elif span.kind == "error":
            q.add(m.Ending(reasons=m.ERRORS), {i})
    if any(isinstance(i.clause, m.Length) for i in q.items):  # "decided within three shots"
        q.used |= {i for i, s in enumerate(q.spans) if s.kind == "final"}


_ENDED_BY = {"by", "with", "is", "was", "gets", "got", "being"}  # the last shot, then its end


def _tag_outcome(q: _Query, i: int) -> tuple[str, int] | None:
    """The role of the player of the tag at ``i``, and the outcome's span, where a relative
    clause says that player won or lost ("... that wins": the winner), or a verb said next
    of them, where no one is named ("pinned at the back and still wins"), else None."""
    j = i + 1 + (q.kind(i + 1) == "despite")  # "... and still wins"
    if q.kind(j) == "order" and q.doc[q.spans[j].start].lower_ in ("then", "eventually"):
        j += 1  # "... who then wins"
    said = q.kind(j) in ("win", "lose") and j not in q.used
    if not said:
        return None
    between = [w for w in q.words(i, j) if w not in ("still", "yet")]
    nobody = not any(s.kind in _PEOPLE for s in q.spans)  # "pinned at the back and still wins"
    chained = nobody and between[:1] in (["and"], ["but"], [","]) and set(between) <= _STILL
    later = set(between[1:]) <= {"then", "eventually", "later", "goes", "go", "went", "on", "to"}
    next_to = all(q.kind(k) == "order" for k in range(i + 1, j))
    relative = next_to and between[:1] in (["that"], ["which"], ["who"]) and later
    said_of = [t.lower_ for t in q.doc[max(0, q.spans[i].start - 1) : q.spans[i].start]]
    relative |= j == i + 1 and not between and said_of in (["who"], ["that"])  # "the player
    # who controls the net wins"
    if not (relative or chained) or q.spans[j].value:
        return None
    return ("winner" if q.kind(j) == "win" else "loser"), j


_STILL = {"and", "but", ",", "then", "goes", "go", "went", "on", "to", "ends", "up"}


_LEVEL_AT = {"at", "on", "of", "from", ",", "both", "each", "with", "players"}  # "level, both on"


def _level_count(q: _Query, i: int) -> tuple[int, int | None] | None:
    """ "tied at 10", "level at 15 or more", "tied at fifteen or higher": the count said
    right after the level score at ``i``, each player's points."""
    qty = q.spans[i + 1] if q.kind(i + 1) == "qty" and i + 1 not in q.used else None
    if qty is None or not set(q.words(i, i + 1)) <= _LEVEL_AT:
        return None
    low, high, _ = qty.value  # type: ignore[misc]
    if low is None or not 0 < low <= m.MAX_POINTS or (high is not None and high != low):
        return None
    return low, high


def _or_later(q: _Query, i: int) -> bool:
    """ "at 15-all or later" ("or higher", "or more"): a tied score, then any level score
    above it."""
    tied = q.spans[i].value[0] == q.spans[i].value[1]  # type: ignore[index]
    more = (q.kind(i + 1), q.spans[i + 1].value if i + 1 < len(q.spans) else None) == ("cmp", "+")
    later = q.kind(i + 1) == "order" and q.words(i, i + 1) == ["or"]
    return tied and (later or more)  # "at 15-all or higher", "18-all or more": the same


def _points(stage: tuple[str, str], qty: tuple) -> m.Points | None:
    """ "before either player reaches five": the higher score at most 4; "both on 15 or
    more": the lower score at least 15. None for a number no game score reaches."""
    side, cmp = stage
    n = qty[0] if qty[0] is not None else qty[1]
    low, high = {"<": (None, n - 1), ">=": (n, None), ">": (n + 1, None)}[cmp]
    if qty[2] and cmp == ">=":  # "both scores are 15 or higher", "... at most 5": as said,
        low, high = qty[0], qty[1]  # of the lower score, or the higher for an upper bound
        side = "low" if low is not None else "high"
    try:
        return m.Points(side=side, min=low, max=high)  # type: ignore[arg-type]
    except ValueError:
        return None


def _outcome_side(q: _Query) -> str | None:
    """Whom a lead or deficit is said of: the winner or loser the query names, else the
    server where a player serves ("served by the player who is behind")."""
    kinds = {s.kind for s in q.spans}
    if "win" in kinds or "lose" in kinds:
        return "winner" if "win" in kinds else "loser"
    served = any(s.kind == "shot" and _serving_verb(q, s) for s in q.spans)
    return "server" if served else None


def _outcomes(q: _Query) -> set[int]:
    return {i for i, s in enumerate(q.spans) if s.kind in ("win", "lose")}


def _unused(q: _Query) -> set[int]:
    return {i for i in range(len(q.spans)) if i not in q.used}


_STRUCTURE = {
    "order", "from", "to", "rally", "unit", "corner", "despite", "first", "cmp", "times", "inside",
    "agent", "anyone",
}  # fmt: skip


def _coverage(q: _Query) -> tuple[list[str], list[str]]:
    """Content words the pattern explains, and those it does not."""
    covered = {t for i in q.used for t in range(q.spans[i].start, q.spans[i].end)}
    covered |= {t for s in q.spans if s.kind in _STRUCTURE for t in range(s.start, s.end)}
    covered |= q.read
    explained, unexplained = [], []
    for token in q.doc:
        if not token.is_alpha and not token.like_num:
            continue
        if token.i in covered or _straight_at(token) or _returned(token) or _hit_down(token):
            explained.append(token.text)
        elif token.lower_ not in lx.STOPWORDS and token.lemma_.lower() not in lx.STOPWORDS:
            unexplained.append(token.text)
    return explained, unexplained


def _deduplicate(items: list[m.Item]) -> tuple[m.Item, ...]:
    """Each clause once; hard where it was said both ways ("long rallies of 20+ shots"); a
    player who plays is left out where the player's role says so already."""
    hard = {i.clause for i in items if i.hard}
    seen = {
        m.Plays(who=i.clause.who) for i in items if isinstance(i.clause, m.Plays) and i.clause.role
    }
    out = []
    for item in items:
        if item.clause not in seen and (item.hard or item.clause not in hard):
            seen.add(item.clause)
            out.append(item)
    return tuple(out)


def parse(query: str, players: PlayerNames | None, params: dict) -> Parse:
    """The pattern the rules read in ``query``, with the words it explains."""
    doc, spans = spot(query, players)
    apart = _appositive(doc, spans)
    if apart is not None:
        doc, spans = spot(apart, players)
    merged = _merge(doc, spans)
    q = _Query(doc, [s for s in merged if s.kind != "served"], params)
    for served in (s for s in merged if s.kind == "served"):  # "the return of a long serve":
        serve = m.Step(shot=m.Shot(types=tuple(sorted(served.value))))  # type: ignore[arg-type]
        q.add(m.Sequence(start=1, steps=(serve,)), set())  # its words are the return's
    mentions = _mentions(q)
    _shot_clauses(q, mentions)
    _player_points(q)
    _receiving(q)
    _people(q)
    _rally(q)
    explained, unexplained = _coverage(q)
    pattern = m.Pattern(items=_score_as_led(_deduplicate(q.items)))
    colour = doc.user_data.get("colour")
    notes = [f"read past {', '.join(map(repr, colour))}: no rally log records it"] if colour else []
    return Parse(pattern, explained, unexplained, notes)


_OF_THE_RALLY = {"deuce", "level", "set", "stage"}
_STATES = {"qty", "num", "cmp", "lead", "trail", "gamepoint", "points"} | _OF_THE_RALLY


def _appositive(doc: Doc, spans: list[Span]) -> str | None:
    """ "the server, on 20 points, smashes and loses": a score or set said between commas
    after a person is that person's state, and the person is the subject of what follows;
    read as "the server smashes and loses, the server on 20 points"; "the server, despite
    two smashes, loses" as "the server loses despite two smashes" (None: no such phrase)."""
    for person in (s for s in spans if s.kind in _PEOPLE and s.end < len(doc)):
        if doc[person.end].text != ",":
            continue
        close = next((t.i for t in doc[person.end + 1 :] if t.text == ","), None)
        inside = [s for s in spans if close and person.end < s.start < close]
        after = [s for s in spans if close and s.start > close]
        after = doc[person.end + 1 : person.end + 2].text.lower()
        conceded = after in _CONCEDING  # "the server, despite two
        if conceded and inside and after:  # smashes, loses": the server loses despite them
            said = doc[person.end + 1 : close].text  # (before any clause after a comma)
            end = next((t.i for t in doc[close + 1 :] if t.text == ","), len(doc))
            rest = f", {doc[end + 1 :].text}" if end < len(doc) else ""
            return f"{doc[: person.end].text} {doc[close + 1 : end].text} {said}{rest}"
        if not inside or not after or any(s.kind not in _STATES for s in inside):
            continue
        start = person.start - (person.start > 0 and doc[person.start - 1].lower_ == "the")
        own = any(s.kind not in _OF_THE_RALLY for s in inside)  # "on 20 points", not "at deuce"
        said = [doc[start : person.end].text] if own else []
        words = [doc[: person.end].text, doc[close + 1 :].text + ",", *said]
        return " ".join([*words, doc[person.end + 1 : close].text])
    return None


_CONCEDING = {"despite", "although", "though", "with", "after", "while"}
_ON_POINTS = {"is", "are", "was", "were", "on", "has", "have", "had", "having", "already"}
_ON_POINTS |= {"still", "while", "when", "they", "he", "she", "who", "with", "being", "and", ","}
_POINTS_SAID = {"on", "has", "have", "had", "having", "with"}  # the word before the number
_POINTS = {"point", "points"}


def _player_points(q: _Query) -> None:
    """ "the receiver on 19 or more", "the server has at least 19 points", "won by the
    receiver when they already have 19 points": a number of points said of one player is
    their score before the rally."""
    for k, span in enumerate(q.spans):
        if span.kind != "qty" or k in q.used:
            continue
        before = q.doc[span.start - 1].lower_ if span.start else ""
        after = q.doc[span.end].lower_ if span.end < len(q.doc) else ""
        if q.kind(k + 1) in ("shot", "times", "unit") and after not in _POINTS:
            continue  # "the server has two smashes": a count
        if before not in _POINTS_SAID or (before != "on" and after not in _POINTS):
            continue
        j = k - 1
        while q.kind(j) in ("win", "lose"):
            j -= 1
        who = _hitter(q.spans[j]) if q.kind(j) in _PEOPLE else None
        low, high, _ = span.value  # type: ignore[misc]
        if who is None or (low is None and high is None):
            continue
        spanned = {t for s in q.spans[j + 1 : k] for t in range(s.start, s.end)}
        words = {t.lower_ for t in q.doc[q.spans[j].end : span.start] if t.i not in spanned}
        if not words <= _ON_POINTS:
            continue
        said = {k} if q.kind(j + 1) in ("win", "lose") else {j, k}  # the person: an outcome's
        bound = q.spans[k + 1] if q.kind(k + 1) == "cmp" else None  # "20 points or more"
        if bound is not None and bound.value in ("+", "-") and bound.start == span.end + 1:
            low, high = (low, None) if bound.value == "+" else (None, high)
            said.add(k + 1)
        try:
            q.add(m.Points(side="player", who=who, min=low, max=high), said)
        except ValueError:
            continue  # no game score reaches it: "the server has 40 points"


def _score_as_led(items: tuple[m.Item, ...]) -> tuple[m.Item, ...]:
    """An exact score said with who leads, in the order that agrees: "the receiver wins
    after trailing 15-18" is the server's 18 first ("score=18-15"); a score is written the
    server's first, but a player's own is often said first."""
    ahead = {
        (i.clause.who.kind == "server") == (i.clause.state == "leading")
        for i in items
        if isinstance(i.clause, m.Score)
        and i.clause.state in ("leading", "trailing")
        and i.clause.who is not None
        and i.clause.who.kind in ("server", "receiver")
    }
    if len(ahead) != 1:
        return items
    server_ahead = ahead.pop()
    out = []
    for item in items:
        score = item.clause
        if isinstance(score, m.Score) and score.state == "at" and score.points:
            a, b = score.points
            if a != b and (a > b) != server_ahead:
                item = item.model_copy(
                    update={"clause": score.model_copy(update={"points": (b, a)})}
                )
        out.append(item)
    return tuple(out)
