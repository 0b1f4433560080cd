"""The query planner: plain words in, exact constraints over the game logs out.

A lexicon and a few grammar rules find the shots a query names and the role of each (the
rally's last shot, the shot before it, a pair of consecutive shots, a shot anywhere), how
the rally ended, who won or lost it, its length, the score situation, zones and movement.
Only what the query mentions becomes a constraint; the whole text also goes to dense and
sparse search.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace

from rallyscope.search import lexicon as lx
from rallyscope.vocabulary import EndReason

MAX_QUERY_CHARS = 2000
_CONTAINS = re.compile(r"\b(includ\w*|contain\w*|featur\w*|during|somewhere|at some point)\b")
_NAME_WORD = re.compile(r"\b[A-Z][\w'.-]+\b")


@dataclass(frozen=True)
class Constraints:
    """Exact conditions on a rally; empty fields are not constrained."""

    final_shot: frozenset[str] = frozenset()
    previous_shot: frozenset[str] = frozenset()
    pair: tuple[frozenset[str], frozenset[str]] | None = None  # consecutive shots, anywhere
    contains: frozenset[str] = frozenset()
    end_reasons: frozenset[str] = frozenset()
    hitter_wins: bool | None = None  # whether the last shot's hitter won the point
    player: tuple[str, ...] = ()  # spellings of one player's name, lower case
    player_role: str | None = None  # winner | loser | player
    min_shots: int | None = None
    max_shots: int | None = None
    deuce: bool = False
    game_point: bool = False
    landing_depth: str | None = None  # of the last shot: rear | mid | front
    landing_side: str | None = None  # left | right | centre
    opponent_moved_m: float | None = None  # the loser covered at least this distance

    def describe(self) -> list[str]:
        """One human-readable line per active constraint."""
        out = []
        if self.final_shot:
            out.append(f"last shot: {_types(self.final_shot)}")
        if self.previous_shot:
            out.append(f"shot before it: {_types(self.previous_shot)}")
        if self.pair:
            out.append(f"{_types(self.pair[0])} answered by {_types(self.pair[1])}")
        if self.contains:
            out.append(f"rally includes: {_types(self.contains)}")
        if self.end_reasons:
            out.append(f"ends by: {_types(self.end_reasons)}")
        if self.hitter_wins is not None:
            out.append("last shot wins the point" if self.hitter_wins else "last shot loses it")
        if self.player:
            out.append(f"player ({self.player_role}): {self.player[0]}")
        if self.min_shots is not None:
            out.append(f"at least {self.min_shots} shots")
        if self.max_shots is not None:
            out.append(f"at most {self.max_shots} shots")
        if self.deuce:
            out.append("score at deuce")
        if self.game_point:
            out.append("game point")
        if self.landing_depth or self.landing_side:
            zone = "-".join(z for z in (self.landing_depth, self.landing_side) if z)
            out.append(f"last shot lands: {zone}")
        if self.opponent_moved_m is not None:
            out.append(f"loser ran at least {self.opponent_moved_m:g} m")
        return out

    def __bool__(self) -> bool:
        return bool(self.describe())


@dataclass(frozen=True)
class Plan:
    query: str
    constraints: Constraints
    unknown_names: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())


def _types(values: frozenset[str]) -> str:
    return " or ".join(sorted(values))


def normalise(text: str) -> str:
    """Lower case, accents and punctuation folded, single spaces."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    text = re.sub(r"[^\w\s'-]", " ", text.replace("’", "'"))
    return re.sub(r"\s+", " ", text).strip()


class Players:
    """The known players' names, matched as full names or distinctive name words."""

    def __init__(self, names: list[str]) -> None:
        self.spellings: dict[str, set[str]] = {}
        for name in names:
            self.spellings.setdefault(normalise(name), set()).add(name.lower())
        words: dict[str, set[str]] = {}
        for key in self.spellings:
            for word in key.split():
                words.setdefault(word, set()).add(key)
        self.by_word = {w: next(iter(k)) for w, k in words.items() if len(k) == 1 and len(w) > 2}
        self.words = set(words)

    def find(self, original: str) -> list[tuple[str, int]]:
        """(player key, position) of each player the query names, in order."""
        text = normalise(original)
        found: dict[str, int] = {}
        for key in sorted(self.spellings, key=len, reverse=True):
            m = re.search(rf"\b{re.escape(key)}\b", text)
            if m:
                found.setdefault(key, m.start())
        for m in _NAME_WORD.finditer(original):
            word = normalise(m.group())
            if word in self.by_word and word not in _COMMON:
                pos = text.find(word)
                found.setdefault(self.by_word[word], pos)
        return sorted(found.items(), key=lambda kv: kv[1])

    def unknown(self, original: str, corpus_words: frozenset[str] = frozenset()) -> list[str]:
        """Capitalised words that look like a name but belong to no known player and occur
        nowhere in the corpus (tournament and place names do)."""
        out = []
        for m in _NAME_WORD.finditer(original):
            word = normalise(m.group())
            sentence_start = m.start() == 0 or original[: m.start()].rstrip()[-1:] in ".!?"
            if word in self.words or word in _COMMON or word in _vocabulary_words():
                continue
            if word in corpus_words:
                continue
            if sentence_start:
                continue
            out.append(m.group())
        return out


# Words that may start with a capital without being a name.
_COMMON = frozenset(
    """a an the and or but if of on in at to by for with from into onto over under after before
    then than that this these those who whom which what when where why how is are was were
    be been being it its his her their they them he she we you i me my our your all any both
    each few more most other some such no nor not only own same so too very can will just
    don should now point points rally rallies shot shots player players match matches game
    set sets win wins won winning lose loses lost losing score court net side back front
    rear left right centre center find show identify list give get look search where young
    long short fast slow""".split()  # noqa: SIM905 - a word list reads best as text
)


def _vocabulary_words() -> set[str]:
    words = set()
    for phrase in lx.SHOT_PHRASES:
        words.update(phrase.replace("-", " ").split())
    return words | {"deuce", "smash", "kill", "rush", "lift", "clear", "drop", "net", "serve"}


@dataclass
class _Mention:
    start: int
    end: int
    types: frozenset[str]


def _shot_mentions(text: str) -> list[_Mention]:
    """Shot phrases in order, longest first, non-overlapping; 'X or Y' merged into one."""
    taken: list[_Mention] = []
    for phrase in sorted(lx.SHOT_PHRASES, key=len, reverse=True):
        for m in re.finditer(rf"\b{re.escape(phrase)}\b", text):
            if any(m.start() < t.end and t.start < m.end() for t in taken):
                continue
            taken.append(_Mention(m.start(), m.end(), lx.SHOT_PHRASES[phrase]))
    taken.sort(key=lambda t: t.start)
    merged: list[_Mention] = []
    for t in taken:
        if merged and re.fullmatch(r"\s*(or|/|,|, or)\s*(an? )?", text[merged[-1].end : t.start]):
            merged[-1] = _Mention(merged[-1].start, t.end, merged[-1].types | t.types)
        else:
            merged.append(t)
    return merged


def _ending(text: str, about_player_only: bool) -> tuple[frozenset[str], bool | None]:
    """How the rally ended; "wins" alone says so only of a shot or a rally, not of a player
    ("Axelsen wins a long rally" says nothing of how)."""
    for pattern, reasons, hitter_wins in lx.ENDINGS:
        if pattern.search(text):
            return reasons, hitter_wins
    if lx.WIN_CUES.search(text) and not about_player_only:
        return frozenset({EndReason.WINNER}), True
    return frozenset(), None


def _shots(text: str, ended: bool) -> dict[str, object]:
    mentions = _shot_mentions(text)
    if not mentions:
        return {}
    relational = bool(lx.RELATIONAL.search(text))
    if ended and (relational or not _CONTAINS.search(text[: mentions[-1].start])):
        if len(mentions) >= 2 and relational:
            first, second = mentions[-2], mentions[-1]
            if lx.BACKWARD.search(text[first.end : second.start]):
                first, second = second, first
            return {"previous_shot": first.types, "final_shot": second.types}
        if relational and lx.FINISHING.search(text[mentions[-1].end :]):
            return {"previous_shot": mentions[-1].types, "final_shot": lx.KILLS}
        return {"final_shot": mentions[-1].types}
    if len(mentions) >= 2 and relational:
        first, second = mentions[-2], mentions[-1]
        if lx.BACKWARD.search(text[first.end : second.start]):
            first, second = second, first
        return {"pair": (first.types, second.types)}
    return {"contains": frozenset().union(*(m.types for m in mentions))}


def _length(text: str, params: dict) -> dict[str, int]:
    m = lx.SHOT_COUNT.search(text)
    if m:
        bound, n = m.group(1), int(m.group(2))
        if bound in ("more than", "over", "longer than"):
            return {"min_shots": n + 1}
        if bound == "at least":
            return {"min_shots": n}
        if bound in ("fewer than", "less than", "under", "shorter than"):
            return {"max_shots": max(n - 1, 1)}
        return {"max_shots": n}
    if lx.LONG_RALLY.search(text):
        return {"min_shots": int(params["long_rally_shots"])}
    if lx.SHORT_RALLY.search(text):
        return {"max_shots": int(params["short_rally_shots"])}
    return {}


def _zone(text: str, has_final: bool) -> dict[str, str]:
    m = lx.ZONE.search(text)
    if not m or not has_final:
        return {}
    side = {"center": "centre"}.get(m.group(5) or "", m.group(5))
    return {"landing_depth": lx.ZONE_DEPTH[m.group(3)], "landing_side": side}


def plan(
    query: str, players: Players, params: dict, corpus_words: frozenset[str] = frozenset()
) -> Plan:
    """Constraints for ``query`` (see the module docstring); ``corpus_words`` are words of the
    indexed documents, never taken for unknown names."""
    text = normalise(query)
    named = players.find(query)
    reasons, hitter_wins = _ending(text, bool(named) and not _shot_mentions(text))
    shots = _shots(text, ended=bool(reasons))
    fields: dict[str, object] = {**shots, **_length(text, params)}
    if reasons:
        fields.update(end_reasons=reasons, hitter_wins=hitter_wins)
    fields.update(_zone(text, "final_shot" in shots or bool(reasons)))
    if lx.DEUCE.search(text):
        fields["deuce"] = True
    if lx.GAME_POINT.search(text):
        fields["game_point"] = True
    if lx.MOVEMENT.search(text):
        fields["opponent_moved_m"] = float(params["moved_opponent_m"])
    if named:
        key = named[0][0]
        role = "player"
        if lx.LOSE_CUES.search(text) or hitter_wins is False:
            role = "loser"
        elif lx.WIN_CUES.search(text) or hitter_wins:
            role = "winner"
        fields.update(player=tuple(sorted(players.spellings[key])), player_role=role)
    constraints = replace(Constraints(), **fields)  # type: ignore[arg-type]
    unknown = () if named else tuple(players.unknown(query, corpus_words))
    return Plan(query=query, constraints=constraints, unknown_names=unknown)
