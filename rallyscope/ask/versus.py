"""Comparisons of two named players, read as what is measured of each.

The two names and the words that join them ("A or B", "A's or B's", "between A and B",
"compare A and B on") are taken out first; what is left says the measure and its direction:

* a share ("bigger share", "win percentage", "more of the rallies", "more successful on
  serve"): the one-player question "What share of the rallies {who} served did {who} win?";
* a rally length ("longer rallies", "average rally length"): "What is the average length of
  the rallies {who} played?";
* otherwise an amount ("more smashes per rally", "fewer net errors"): the measure's words,
  per rally, per match, or in all.

"fewer", "lower", "shorter" (and "better" of errors) make the smaller value the answer. A
share or length with a word this module cannot place is not read (``None``): the fast path
then leaves the question to the agent rather than answer a narrower one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from rallyscope.pattern.players import Player

Kind = Literal["share", "length", "amount"]

_HIGH = {"more", "most", "higher", "bigger", "larger", "greater", "better", "longer", "stronger"}
_LOW = {"fewer", "less", "least", "lower", "smaller", "worse", "shorter"}
_DIRECTION = re.compile(  # a comparative, not "20 or more shots" nor "more than 10"
    rf"(?<!\bor\s)(?<!\band\s)\b(?P<word>{'|'.join(sorted(_HIGH | _LOW))})\b(?!\s+than\b)", re.I
)
_NAME = "§"
_JOINED = re.compile(  # the two names and what joins them
    rf"(?:\b(?:in|at|for|between|compare|of)\s+)?{_NAME}(?:\s*(?:,\s*)?(?:or|and|vs\.?|versus"
    rf"|playing|with|to)\s+(?:for\s+|to\s+)?{_NAME})?",
    re.I,
)
_MARGIN = re.compile(  # "and by how much?": the answer always states the margin
    r"[,;?]?\s*(?:and\s+)?(?:by\s+how\s+(?:much|many(?:\s+(?:percentage\s+)?points)?)"
    r"|what(?:'s|\s+is|\s+was)\s+the\s+(?:difference|gap|margin)"
    r"|how\s+(?:much|many)\s+more(?:\s+(?!per\b)\w+)?"
    r"|how\s+(?:big|large|wide)\s+(?:is|was)\s+the\s+(?:gap|difference|margin))\b",
    re.I,
)
_JOINER = re.compile(r"\s*(?:[,:]|(?:or|and|vs|versus)\b)", re.I)
_SHARE = re.compile(
    r"\b(?:share|percentage|percent|proportion|fraction|rate|ratio|successful|success"
    r"|efficient|converts?|converted)\b|%|\b(?:more|fewer|less)\s+of\b"
    r"|\b(?:serves?|receives?|returns?)\s+(?:better|worse)\b"
    r"|\b(?:wins?|won|loses?|lost)\s+(?:more|less)\s+often\b",  # "wins more often": a rate
    re.I,
)
_LENGTH = re.compile(
    r"\b(?:longer|shorter)\b|\brally\s+length\b|\blength\b|\baverage\s+rally\b|\blasts?\b", re.I
)
_LOSE = re.compile(r"\b(?:lose|loses|lost|losing)\b", re.I)
_WIN = re.compile(r"\b(?:win|wins|won|winning)\b", re.I)
_RECEIVE = re.compile(
    r"\b(?:receiv\w*|returns?\s+(?:of\s+)?serve|returning\s+serve|on\s+(?:the\s+)?return)\b",
    re.I,
)
_SERVE = re.compile(r"\bserv(?:e|es|ed|ing|ice)\b", re.I)
_SHOTS = re.compile(  # a bound on the rallies' length, kept for the one-player question
    r"\b(?:of|with|lasting|over|in)?\s*(?:at\s+least\s+|more\s+than\s+|over\s+|under\s+"
    r"|fewer\s+than\s+|less\s+than\s+|up\s+to\s+)?\d+\+?(?:\s+or\s+(?:more|fewer|less))?"
    r"(?:\s*-\s*|\s+)shots?\b(?:\s+or\s+(?:more|fewer|less|longer|shorter)\b)?",
    re.I,
)
_PER = re.compile(r"\b(?:per|a|each|every)\s+(rally|match)\b", re.I)
_ASKING = re.compile(  # the words that ask, not what is asked
    r"\b(?:who|whose|which(?:\s+of\s+(?:them|the\s+two))?|player|does|do|did|is|are|was"
    r"|were|it|has|have|had|the(?!\s+net\b)|an?|often|compare|on\s+average|average|mean|typically|overall)\b"
    r"|[?:,;.!'’]|\bs\b",
    re.I,
)
_SAID = re.compile(  # what a share or a length says of its rallies that the question restates
    r"\b(?:his|her|their|they|he|she|own|in|of|on|when|from|among|as|rall(?:y|ies)|points?"
    r"|play|plays|played|playing|involved|serving|receiving|returning|percent|percentage|share"
    r"|proportion|fraction|rate|ratio|successful|success|efficient|converts?|converted|service"
    r"|serves?|served|receiv\w*|returns?|win|wins|won|winning|lose|loses|lost|losing|length"
    r"|lasts?|long|shots?|\d+\+?|at\s+least|or|than|over|under|up\s+to|with|lasting)\b|%|-",
    re.I,
)
_HIT = {"hit", "hits", "play", "plays", "played", "make", "makes", "made", "use", "uses", "used"}


@dataclass(frozen=True)
class Versus:
    """What a comparison measures of each player, and which way the answer lies."""

    kind: Kind
    lower: bool  # the smaller value is the answer
    question: str = ""  # share, length: one player's question, {who} where the name goes
    measure: str = ""  # amount: the planner's words for what is counted
    per: Literal["rally", "match"] | None = None  # amount: per rally or match played, or all


def read(text: str, players: list[Player]) -> Versus | None:
    """The comparison ``text`` asks of ``players`` (two), or None when it asks none or says
    something a share or length cannot hold."""
    rest = _MARGIN.sub(" ", _without_names(text, players))
    direction = _DIRECTION.search(rest)
    if direction is None and not re.search(r"\bcompare\b", text, re.I):
        return None
    word = direction["word"].lower() if direction else "more"  # "Compare A and B on X"
    lower = word in _LOW
    cut = (direction.start(), direction.end()) if direction else (0, 0)
    measure = re.sub(r"\s+", " ", rest[: cut[0]] + " " + rest[cut[1] :])
    if _SHARE.search(rest):
        return _share(measure, lower)
    if _LENGTH.search(rest) and re.search(r"\brall(?:y|ies)\b", rest, re.I):
        return _length(measure, lower)
    errors = bool(re.search(r"\b(?:errors?|faults?|lose|loses|lost|losing)\b", measure, re.I))
    if word in ("better", "worse") and errors:  # fewer errors is better
        lower = not lower
    per = _PER.search(measure)
    measure = _PER.sub(" ", measure)
    words = [w for w in _ASKING.sub(" ", measure).split() if w.lower() not in _HIT]
    if words and text.startswith(words[0]):  # "Clears per rally: A or B?" opens the sentence
        words[0] = words[0].lower()
    kind = per.group(1).lower() if per else None
    return Versus("amount", lower, measure=" ".join(words), per=kind)  # type: ignore[arg-type]


def _without_names(text: str, players: list[Player]) -> str:
    """``text`` with the players' names, and the words joining them, taken out."""
    for player in players:
        words = "|".join(re.escape(w) for w in sorted(player.key.split(), key=len, reverse=True))
        run = re.compile(rf"\b(?:{words})(?:[\s.-]+(?:{words}))*\b(?:['’]s\b)?", re.I)

        text = run.sub(_mention, text)
    text = _JOINED.sub(" ", text)
    return re.sub(r"\s+", " ", text.replace(_NAME, " ")).strip()


def _mention(found: re.Match[str]) -> str:
    """A run of a player's name words as the placeholder, when it names the player: two
    words or more, or one capitalised word of three letters or more ("Sen") that does not
    open the text unless a joining word follows ("Momota or Chen Long: ...")."""
    tokens = re.findall(r"\w+", found.group(0).replace("'s", "").replace("’s", ""))
    if len(tokens) > 1:
        return _NAME
    joined = _JOINER.match(found.string, found.end()) is not None
    opening = found.start() == 0 and not joined
    if len(tokens[0]) < 3 or not tokens[0][0].isupper() or opening:
        return found.group(0)  # "long rallies", "Long rallies:" are not Chen Long
    return _NAME


def _share(measure: str, lower: bool) -> Versus | None:
    verb = "lose" if _LOSE.search(measure) and not _WIN.search(measure) else "win"
    role = "received" if _RECEIVE.search(measure) else "served" if _SERVE.search(measure) else ""
    bound = _bound(measure)
    if bound is None:
        return None
    rallies = f"the rallies {bound} {{who}} {role or 'played'}".replace("  ", " ")
    return Versus("share", lower, question=f"What share of {rallies} did {{who}} {verb}?")


def _length(measure: str, lower: bool) -> Versus | None:
    role = "lost" if _LOSE.search(measure) else "won" if _WIN.search(measure) else "played"
    bound = _bound(measure)
    if bound is None:
        return None
    rallies = f"the rallies {bound} {{who}} {role}".replace("  ", " ")
    return Versus("length", lower, question=f"What is the average length of {rallies}?")


def _bound(measure: str) -> str | None:
    """The rallies' length bound the measure states ("of 20 or more shots"; "" for none), or
    None when a word is left that neither the bound nor the share or length explains."""
    found = _SHOTS.search(measure)
    bound = ""
    if found:
        bound = re.sub(r"^(?:with|lasting|over|in)\s+", "of ", found.group(0).strip(), flags=re.I)
        bound = bound if bound.lower().startswith("of") else f"of {bound}"
        measure = measure[: found.start()] + " " + measure[found.end() :]
    left = _SAID.sub(" ", _ASKING.sub(" ", measure)).split()
    return None if left else bound
