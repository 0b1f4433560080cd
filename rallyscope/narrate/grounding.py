"""The deterministic grounding check: claims extracted from each sentence of a narrative and
checked against the structured log.

Claims checked: that a cited shot exists (each of a list or range: "shots 4-6"); the type,
hitter and landing zone of a cited shot ("Marin's smash (Shot 7) to the rear-left"); that a
player credited with a shot type without a number played one ("Marin's deceptive drop",
"Marin plays a drop"); the winner of the point, also said as "converted" or "put it away";
the type and hitter of the final shot and how it ended the rally; the rally's length;
a score; a tactic tag and its player ("lift punished by Marin"). The grounding score is
supported / checked claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rallyscope.planner.lexicon import shot_phrases

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_SHOT_REF = re.compile(  # "(Shot 5)", "shots 11, 12 and 13", "shots 4-6"
    r"\(?\bshots? (\d{1,3}(?:\s*(?:,|-|–|and|to)\s*\d{1,3})*)\)?", re.IGNORECASE
)
_MAX_LISTED = 12  # shot numbers read from one list or range
_CONVERTS = re.compile(  # "Marin converted", "An Se Young put it away": the winner's verbs
    r"\b(?:converted|converts|sealed|seals|clinched|clinches"
    r"|(?:finished|finishes) (?:it |the rally |the point )?off"
    r"|puts? (?:it |the rally |the point )?away)\b",
    re.IGNORECASE,
)
_WINS = re.compile(
    r"\b(wins|won|win|takes|took|earns|earned|scores|scored) (the )?(point|rally)\b", re.IGNORECASE
)
_FINAL = re.compile(
    r"\b(final|last|winning|deciding|closing) (shot|stroke|blow)\b|\bends? with\b"
    r"|\bfinish(es|ed)? (it |the rally )?with\b",
    re.IGNORECASE,
)
_LENGTH = re.compile(r"\b(\d{1,3})[- ]shot rally\b|\brally of (\d{1,3}) shots\b", re.IGNORECASE)
_SCORE = re.compile(r"(?<![\d:-])\b(\d{1,2})\s?[-–]\s?(\d{1,2})\b(?![\d:-])")
_SHOT_RANGE = re.compile(r"\bshots?\s*$", re.IGNORECASE)  # "shots 4-6" is not a score
_ZONE = re.compile(r"\b(rear|mid|front)[- ](left|right|centre)\b", re.IGNORECASE)
SHOT_PHRASES = shot_phrases()
_NOT_A_SHOT = {"net", "nets"}  # "hits the net" is a fault, "to the net" a place: not a net shot
_PHRASES = sorted(set(SHOT_PHRASES) - _NOT_A_SHOT, key=len, reverse=True)
ENDINGS = {  # how the final shot ended the rally, as narratives say it -> end reason
    "lands in untouched": "winner",
    "goes out": "out",
    "hits the net": "net",
    "does not cross the net": "not over",
    "is misjudged and lands in": "misjudged",
    "is a fault": "fault",
}
TACTICS = (  # the tactic tags (rallyscope/tactics.py), as narratives name them
    "defence_to_attack",
    "rear_court_pinned",
    "four_corners",
    "net_control",
    "smash_barrage",
    "serve_third_attack",
    "lift_punished",
    "front_court_trap",
)
WINDOW = 60  # characters before a shot reference that speak about that shot
_CREDIT = re.compile(  # "Marin's ", "Marin plays a " (a player's name word, then a shot)
    r"\b([\w-]+)(?:'s|\s+(?:plays|played|hits|hit|uses|used)\s+(?:an?|the|his|her))\s+",
    re.IGNORECASE,
)
_DOING = re.compile(  # "... by playing a long service": a shot the sentence's subject plays
    r"\b(?:playing|using|hitting|plays|played|uses|used|hits|play|use|hit)\s+(?:an?|the|his|her)\s+",
    re.IGNORECASE,
)
_SUBJECT = re.compile(  # a plan sentence, alone or under its section's title
    r"^(?:[\w-]+ player strategy:\s*)?(?P<who>[^:(]+?)\s+\((?:top|bottom) court\):"
)
_FINAL_BY = re.compile(
    r"\b(?:final|last|winning|deciding|closing) (?:shot|stroke|blow) by ", re.IGNORECASE
)
_MAX_SKIPPED = 2  # words between the name and the shot phrase ("Marin's deceptive drop")
_FROM = re.compile(rf"^\s*(?:\w+\s+)?from (?:the )?{_ZONE.pattern}", re.IGNORECASE)
_TO = re.compile(  # "... from mid-left, landing rear-right", "to land rear-left", "into the"
    rf"^\s*(?:\w+\s+)?(?:from (?:the )?{_ZONE.pattern})?\s*,?\s*(?:and\s+)?"
    rf"(?:to\s+land|landing|lands|landed|land|to|into)\s+(?:in\s+)?(?:the\s+)?{_ZONE.pattern}",
    re.IGNORECASE,
)
_CITED = re.compile(r"\s*(?:\(|,\s*)?shots? \d")  # "(Shot 5)" right after the shot phrase


@dataclass(frozen=True)
class Shot:
    no: int
    player: str
    shot_type: str
    landing_zone: str | None
    hit_zone: str | None = None


@dataclass(frozen=True)
class RallyFacts:
    top_player: str
    bottom_player: str
    shots: tuple[Shot, ...]
    winner_name: str | None
    final_shot_type: str
    scores: tuple[tuple[int, int], ...]  # before and after, as (A, B)
    end_reason: str | None = None
    tactics: tuple[tuple[str, str], ...] = ()  # (tag, player name)
    server: str | None = None
    called: tuple[int, int] | None = None  # the score before the rally, the server's first


@dataclass(frozen=True)
class Verdict:
    sentence_no: int
    sentence: str
    kind: str  # shot_exists, shot_type, hitter, landing_zone, played, winner, final_shot,
    # final_hitter, ending, length, score, tactic
    claim: str
    supported: bool
    expected: str


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s.strip()]


def shot_types(text: str) -> list[tuple[int, frozenset[str]]]:
    """(end position, shot types) of each shot phrase, longest first, non-overlapping."""
    lowered, found, taken = text.lower(), [], []
    for phrase in _PHRASES:
        for m in re.finditer(rf"\b{re.escape(phrase)}\b", lowered):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.end(), SHOT_PHRASES[phrase]))
    return sorted(found)


def name_words(text: str) -> set[str]:
    """The lower-case words of three letters or more: of a name, those that can tell it."""
    return {w.lower() for w in re.findall(r"[\w'-]+", text) if len(w) >= 3}


class _Names:
    """Finds which player a piece of text names: by distinctive name words, or by court."""

    def __init__(self, facts: RallyFacts) -> None:
        words = {p: name_words(p) for p in (facts.top_player, facts.bottom_player)}
        top, bottom = words[facts.top_player], words[facts.bottom_player]
        self.words = {facts.top_player: top - bottom, facts.bottom_player: bottom - top}
        self.courts = {"top": facts.top_player, "bottom": facts.bottom_player}

    def _mentions(self, text: str) -> list[tuple[int, str]]:
        """(position, player) of every distinctive name word and court phrase in ``text``."""
        lowered = text.lower()
        found = [
            (m.start(), player)
            for player, words in self.words.items()
            for w in words
            for m in re.finditer(rf"\b{re.escape(w)}\b", lowered)
        ]
        found += [
            (m.start(), player)
            for court, player in self.courts.items()
            for m in re.finditer(rf"\b{court}[- ]court player\b", lowered)
        ]
        return found

    def first_named(self, text: str) -> str | None:
        """The player named first in ``text``, if any."""
        found = self._mentions(text)
        return min(found)[1] if found else None

    def last_named(self, text: str) -> str | None:
        """The player named last in ``text``, if any."""
        found = self._mentions(text)
        return max(found)[1] if found else None


Claim = tuple[str, str, bool, str]  # kind, claim, supported, expected


def _shot_claims(sentence: str, facts: RallyFacts, names: _Names) -> list[Claim]:
    """Claims about cited shots: existence, and the type, hitter and zone said near them."""
    shots, types, out = {s.no: s for s in facts.shots}, shot_types(sentence), []
    for ref, k in _references(sentence):
        shot = shots.get(k)
        out.append(("shot_exists", f"Shot {k}", shot is not None, f"shots 1-{len(shots)}"))
        if shot is None:
            continue
        before = sentence[max(0, ref.start() - WINDOW) : ref.start()]
        near = [t for end, t in types if ref.start() - WINDOW <= end <= ref.start()]
        if near:
            said = "/".join(sorted(near[-1]))
            out.append(
                ("shot_type", f"Shot {k} is a {said}", shot.shot_type in near[-1], shot.shot_type)
            )
        player = names.last_named(before)
        if player:
            out.append(("hitter", f"Shot {k} by {player}", player == shot.player, shot.player))
        after = sentence[ref.end() : ref.end() + 30]
        zone = _ZONE.search(after) or _ZONE.search(before[-30:])
        if zone and shot.landing_zone:
            said = f"{zone.group(1)}-{zone.group(2)}".lower()
            out.append(
                (
                    "landing_zone",
                    f"Shot {k} lands {said}",
                    said == shot.landing_zone,
                    shot.landing_zone,
                )
            )
    return out


def _references(sentence: str) -> list[tuple[re.Match[str], int]]:
    """Each cited shot number with its reference; a list ("shots 11, 12 and 13") gives each
    number, a range ("shots 4-6") each number in it."""
    out = []
    for ref in _SHOT_REF.finditer(sentence):
        numbers: list[int] = []
        for part in re.split(r"\s*(?:,|and)\s*", ref.group(1)):
            bounds = [int(n) for n in re.split(r"\s*(?:-|–|to)\s*", part)]
            numbers += range(bounds[0], bounds[-1] + 1) if bounds[-1] >= bounds[0] else bounds
        out += [(ref, k) for k in numbers[:_MAX_LISTED]]
    return out


def _credited_phrase(rest: str) -> tuple[str, str] | None:
    """The shot phrase among the first words of ``rest`` ("deceptive drop to ..." gives
    "drop"), with the text after it."""
    for k in range(_MAX_SKIPPED + 1):
        skip = re.match(rf"(?:[a-z-]+ ){{{k}}}", rest)
        if skip is None:
            return None
        for phrase in _PHRASES:
            after = rest[skip.end() + len(phrase) :]
            if rest.startswith(phrase, skip.end()) and not after[:1].isalpha():
                return phrase, after
    return None


def _played_claims(sentence: str, facts: RallyFacts, names: _Names) -> list[Claim]:
    """A shot type credited to a player without a shot number ("Marin's deceptive drop",
    "Marin plays a drop", in a plan "Marin (top court): win by playing a drop"): the
    player must have played one in the rally. A cited shot
    ("Marin's drop (Shot 5)") is the hitter and type checks' and is not counted twice. In a
    sentence about one cited shot, the same player's shot of its type is that shot: the
    places said must be its own, not another such shot's."""
    credited = [(names.last_named(m.group(1)), m.end()) for m in _CREDIT.finditer(sentence)]
    if subject := _SUBJECT.match(sentence):  # a plan: "X (top court): ... by playing a drop"
        who, body = names.last_named(subject["who"]), subject.end()
        for m in _DOING.finditer(sentence, body):
            means = sentence[: m.start()].rstrip().lower().endswith(("by", "with", "through"))
            if means or names.last_named(sentence[body : m.start()]) in (None, who):
                credited.append((who, m.end()))  # "keep X in the rally by playing": the subject's
    cited = {k for _, k in _references(sentence)}
    about = [s for s in facts.shots if s.no in cited] if len(cited) == 1 else []
    out = []
    for player, end in sorted(set(credited), key=lambda c: c[1]):
        said = _credited_phrase(sentence[end:].lower())
        if player is None or said is None or _CITED.match(said[1]):
            continue
        types = SHOT_PHRASES[said[0]]
        own = [s for s in facts.shots if s.player == player]
        played = sorted({s.shot_type for s in own})
        hit, land = _zones_said(said[1])
        where = (f" from {hit}" if hit else "") + (f" landing {land}" if land else "")
        fits = [s for s in own if s.shot_type in types]
        if about and about[0] in fits:  # the sentence's one cited shot: the reason of
            fits = about  # "X's lob (Shot 3): X's lob to the rear-right ..." speaks of it
        seen = ", ".join(f"{s.hit_zone} to {s.landing_zone}" for s in fits)
        out.append(
            (
                "played",
                f"{player} played a {'/'.join(sorted(types))}{where}",
                any(_at(hit, s.hit_zone) and _at(land, s.landing_zone) for s in fits),
                f"{player}'s {said[0]}s: {seen}"
                if where and fits
                else f"{player} played only {', '.join(played) or 'nothing'}",
            )
        )
    return out


def _at(said: str | None, known: str | None) -> bool:
    """A place said of a shot holds unless the log knows another ("Lee's net shot from
    front-right": one of Lee's net shots was hit there, or its zone is unknown)."""
    return said is None or known is None or said == known


def _zones_said(after: str) -> tuple[str | None, str | None]:
    """Where the words after a credited shot phrase say it was hit from and landed, each a
    full zone ("from front-right", "to land rear-left") or None."""
    hit, land = _FROM.match(after), _TO.match(after)
    return (
        f"{hit.group(1)}-{hit.group(2)}".lower() if hit else None,
        f"{land.group(3)}-{land.group(4)}".lower() if land else None,
    )


def _ending_claims(sentence: str, facts: RallyFacts, names: _Names) -> list[Claim]:
    """Claims about the end: the winner, the final shot's type and how it ended the rally."""
    out = []
    for m in [*_WINS.finditer(sentence), *_CONVERTS.finditer(sentence)]:
        player = names.last_named(sentence[: m.start()])
        if player:
            winner = facts.winner_name or "no winner recorded"
            out.append(("winner", f"{player} wins the point", player == facts.winner_name, winner))
    for m in _FINAL_BY.finditer(sentence):
        player = names.first_named(sentence[m.end() : m.end() + 40])
        if player:
            hitter = facts.shots[-1].player
            out.append(("final_hitter", f"the final shot by {player}", player == hitter, hitter))
    final = _FINAL.search(sentence)
    if final:
        after = [t for end, t in shot_types(sentence) if end > final.start()]
        if after:
            said = "/".join(sorted(after[0]))
            ok = facts.final_shot_type in after[0]
            out.append(("final_shot", f"the final shot is a {said}", ok, facts.final_shot_type))
        lowered = sentence.lower()
        for phrase, reason in ENDINGS.items():
            if phrase in lowered:
                expected = facts.end_reason or "no end reason recorded"
                out.append(
                    ("ending", f"the final shot {phrase}", reason == facts.end_reason, expected)
                )
    return out


def _rally_claims(sentence: str, facts: RallyFacts, names: _Names) -> list[Claim]:
    """Claims about the rally as a whole: its length, a score, its tactic tags."""
    out = []
    for m in _LENGTH.finditer(sentence):
        said = int(m.group(1) or m.group(2))
        out.append(("length", f"{said} shots", said == len(facts.shots), str(len(facts.shots))))
    known = {s for pair in facts.scores for s in (pair, pair[::-1])}
    for m in _SCORE.finditer(sentence):
        if _SHOT_RANGE.search(sentence[: m.start()]):
            continue
        a, b = int(m.group(1)), int(m.group(2))
        expected = " or ".join(f"{x}-{y}" for x, y in facts.scores)
        out.append(("score", f"score {a}-{b}", (a, b) in known, expected))
    lowered = sentence.lower()
    for tag in TACTICS:
        for m in re.finditer(rf"\b{tag.replace('_', '[ -]')}\b", lowered):
            player = names.last_named(sentence[m.end() : m.end() + 40])
            have = {p for t, p in facts.tactics if t == tag}
            claim = f"{tag} by {player}" if player else tag
            ok = player in have if player else bool(have)
            expected = ", ".join(f"{t} by {p}" for t, p in facts.tactics) or "no tactic tag"
            out.append(("tactic", claim, ok, expected))
    return out


def check(text: str, facts: RallyFacts) -> list[Verdict]:
    """Every checkable claim of ``text`` with its verdict."""
    names, out = _Names(facts), []
    for n, sentence in enumerate(sentences(text), 1):
        for claims in (_shot_claims, _played_claims, _ending_claims, _rally_claims):
            out += [Verdict(n, sentence, *claim) for claim in claims(sentence, facts, names)]
    return out


def score(verdicts: list[Verdict]) -> float | None:
    """Supported / checked claims; None when nothing could be checked."""
    return sum(v.supported for v in verdicts) / len(verdicts) if verdicts else None
