"""The deterministic grounding check: claims extracted from each sentence of a narrative and
checked against the structured log.

Claims checked: that a cited shot exists; the type, hitter and landing zone of a cited shot
("Marin's smash (Shot 7) to the rear-left"); the winner of the point; the type of the final
shot; the rally's length; a score. The grounding score is supported / checked claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rallyscope.search.lexicon import SHOT_PHRASES

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_SHOT_REF = re.compile(r"\(?\bshots? (\d{1,3})\)?", re.IGNORECASE)
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
_ZONE = re.compile(r"\b(rear|mid|front)[- ](left|right|centre)\b", re.IGNORECASE)
_PHRASES = sorted(SHOT_PHRASES, key=len, reverse=True)
WINDOW = 60  # characters before a shot reference that speak about that shot


@dataclass(frozen=True)
class Shot:
    no: int
    player: str
    shot_type: str
    landing_zone: str | None


@dataclass(frozen=True)
class RallyFacts:
    top_player: str
    bottom_player: str
    shots: tuple[Shot, ...]
    winner_name: str | None
    final_shot_type: str
    scores: tuple[tuple[int, int], ...]  # before and after, as (A, B)


@dataclass(frozen=True)
class Verdict:
    sentence_no: int
    sentence: str
    kind: str  # shot_exists, shot_type, hitter, landing_zone, winner, final_shot, length, score
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


class _Names:
    """Finds which player a piece of text names: by distinctive name words, or by court."""

    def __init__(self, facts: RallyFacts) -> None:
        words = {
            p: {w.lower() for w in re.findall(r"[\w'-]+", p) if len(w) >= 3}
            for p in (facts.top_player, facts.bottom_player)
        }
        top, bottom = words[facts.top_player], words[facts.bottom_player]
        self.words = {facts.top_player: top - bottom, facts.bottom_player: bottom - top}
        self.courts = {"top": facts.top_player, "bottom": facts.bottom_player}

    def last_named(self, text: str) -> str | None:
        """The player named last in ``text``, if any."""
        best, where = None, -1
        lowered = text.lower()
        for player, words in self.words.items():
            for w in words:
                for m in re.finditer(rf"\b{re.escape(w)}\b", lowered):
                    if m.start() > where:
                        best, where = player, m.start()
        for court, player in self.courts.items():
            for m in re.finditer(rf"\b{court}[- ]court player\b", lowered):
                if m.start() > where:
                    best, where = player, m.start()
        return best


def check(text: str, facts: RallyFacts) -> list[Verdict]:
    """Every checkable claim of ``text`` with its verdict."""
    names, shots = _Names(facts), {s.no: s for s in facts.shots}
    out: list[Verdict] = []
    for n, sentence in enumerate(sentences(text), 1):

        def add(kind: str, claim: str, ok: bool, expected: str, n=n, sentence=sentence) -> None:  # noqa: ANN001
            out.append(Verdict(n, sentence, kind, claim, ok, expected))

        types = shot_types(sentence)
        for ref in _SHOT_REF.finditer(sentence):
            k = int(ref.group(1))
            shot = shots.get(k)
            add("shot_exists", f"Shot {k}", shot is not None, f"shots 1-{len(shots)}")
            if shot is None:
                continue
            before = sentence[max(0, ref.start() - WINDOW) : ref.start()]
            near = [t for end, t in types if ref.start() - WINDOW <= end <= ref.start()]
            if near:
                add(
                    "shot_type",
                    f"Shot {k} is a {'/'.join(sorted(near[-1]))}",
                    shot.shot_type in near[-1],
                    shot.shot_type,
                )
            player = names.last_named(before)
            if player:
                add("hitter", f"Shot {k} by {player}", player == shot.player, shot.player)
            after = sentence[ref.end() : ref.end() + 30]
            zone = _ZONE.search(after) or _ZONE.search(before[-30:])
            if zone and shot.landing_zone:
                said = f"{zone.group(1)}-{zone.group(2)}".lower()
                add(
                    "landing_zone",
                    f"Shot {k} lands {said}",
                    said == shot.landing_zone,
                    shot.landing_zone,
                )
        for m in _WINS.finditer(sentence):
            player = names.last_named(sentence[: m.start()])
            if player:
                add(
                    "winner",
                    f"{player} wins the point",
                    player == facts.winner_name,
                    facts.winner_name or "no winner recorded",
                )
        final = _FINAL.search(sentence)
        if final:
            after = [t for end, t in types if end > final.start()]
            if after:
                add(
                    "final_shot",
                    f"the final shot is a {'/'.join(sorted(after[0]))}",
                    facts.final_shot_type in after[0],
                    facts.final_shot_type,
                )
        for m in _LENGTH.finditer(sentence):
            said = int(m.group(1) or m.group(2))
            add("length", f"{said} shots", said == len(shots), str(len(shots)))
        for m in _SCORE.finditer(sentence):
            a, b = int(m.group(1)), int(m.group(2))
            known = {s for pair in facts.scores for s in (pair, pair[::-1])}
            add(
                "score",
                f"score {a}-{b}",
                (a, b) in known,
                " or ".join(f"{x}-{y}" for x, y in facts.scores),
            )
    return out


def score(verdicts: list[Verdict]) -> float | None:
    """Supported / checked claims; None when nothing could be checked."""
    return sum(v.supported for v in verdicts) / len(verdicts) if verdicts else None
