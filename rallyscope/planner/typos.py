"""Typing slips in a query: a word that neither an English dictionary nor the lexicon knows,
one edit from a word the planner reads (two for longer words), is read as that word
("reciever" as "receiver", "smsh" as "smash"); a capitalised word inside the query is only
ever read as a player's name ("Marn" as "Marin"). ``pyspellchecker`` supplies the English
word list and the candidate edits."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from spellchecker import SpellChecker

_WORD = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*")  # "doesn't" whole, not "doesn" and "t"
_SHORTEST = 4  # three letters are one edit from too many words ("nte": net? not? ate?)
_TWO_EDITS = 6  # words this long may carry two slips ("misjudeged")
_RARE = 100  # an English word seen fewer times than this in pyspellchecker's counts is rare
_ENDINGS = ("s", "es", "ed", "d", "ing", "ers")  # inflected forms the lexicon reads by lemma
# the short words too short to guess (``_SHORTEST``) whose slips are typed often enough to
# know: two letters swapped
_SHORT_SLIPS = {"teh": "the", "hte": "the", "adn": "and", "nad": "and", "rwo": "row"}


@cache
def english() -> SpellChecker:
    """The English word list (loaded once; about 0.1 s)."""
    return SpellChecker(language="en", distance=1)


class Speller:
    """Corrects a query's slips towards ``vocabulary`` (the words the planner reads, numbers
    included) and ``names`` (the words of the players' names)."""

    def __init__(self, vocabulary: Iterable[str], names: Iterable[str]) -> None:
        words = {w.lower() for w in vocabulary if w.isalpha()}
        inflected = {w + e for w in words for e in _ENDINGS if w + e in english()}
        inflected |= {w + "s" for w in words if w.endswith("shot")}  # "netshots"
        self.names = frozenset(n.lower() for n in names if n.isalpha())
        self.words = frozenset(words | inflected | self.names)
        self._any = _checker(self.words)
        self._named = _checker(self.names)
        self._seen: dict[tuple[str, bool], str | None] = {}

    def correct(self, query: str) -> tuple[str, list[tuple[str, str]]]:
        """The query with its slips corrected, and each (written, read) pair."""
        fixes: list[tuple[str, str]] = []
        capitals = titled(_WORD.findall(query))  # "Smash Blokced": they say nothing of names

        def fix(found: re.Match[str]) -> str:
            word = found.group()
            named = word[0].isupper() and not word.isupper() and found.start() > 0
            named = named and not capitals
            read = self._read(word.lower(), named)
            if read is None:
                return word
            read = read.capitalize() if word[0].isupper() else read
            fixes.append((word, read))
            return read

        return _WORD.sub(fix, query), fixes

    def _read(self, word: str, named: bool) -> str | None:
        plain = word.replace("’", "'")
        if word in _SHORT_SLIPS:
            return _SHORT_SLIPS[word]
        if len(word) < _SHORTEST or word in self.words or "'" in plain:
            return None  # a word with an apostrophe is a name's or English ("Momota's")
        key = (word, named)
        if key not in self._seen:  # English is kept, unless a rare word two letters of a
            # known one swap make ("dorp" is Dutch for a village, and "drop" in a hurry)
            kept = plain in english() and (named or not _rare_swap(self.words, word))
            self._seen[key] = None if kept else _closest(self._named if named else self._any, word)
        return self._seen[key]


def titled(words: list[str]) -> bool:
    """Most of a query's words (two or more) begin with a capital: it is typed in capitals or
    title case, and a capital says nothing of a name."""
    return len(words) > 1 and 2 * sum(w[:1].isupper() for w in words) > len(words)


def _checker(words: Iterable[str]) -> SpellChecker:
    checker = SpellChecker(language=None, distance=1)
    checker.word_frequency.load_words(list(words))
    return checker


def _closest(checker: SpellChecker, word: str) -> str | None:
    """The known word fewest edits from ``word`` (one, or two for long words); among
    equals, the one that keeps the first letter, then one with the same letters swapped
    ("haed": "head", not "hand"), then one that puts a letter back ("killd": "killed", not
    "kill"; "receivr": "receiver", not "receive"), then one that drops a doubled letter
    ("shotts": "shots", not "shorts"), then the commonest in English, then A-Z."""
    found = checker.known(checker.edit_distance_1(word))
    if not found and len(word) >= _TWO_EDITS:
        found = checker.known(checker.edit_distance_2(word))
    if not found:
        return None
    common = english().word_frequency

    def rank(w: str) -> tuple[bool, bool, int, int, str]:
        slip = 0 if len(w) > len(word) else 1 if _doubled(word, w) else 2  # a letter left
        return (w[0] != word[0], sorted(w) != sorted(word), slip, -common[w], w)  # out is
        # the commonest slip, then one typed twice

    return min(found, key=rank)


def _rare_swap(words: frozenset[str], word: str) -> bool:
    """``word`` is rare in English (``_RARE``) and two neighbouring letters swapped make
    one of ``words``."""
    if english().word_frequency[word] >= _RARE:
        return False
    return any(
        word[:i] + word[i + 1] + word[i] + word[i + 2 :] in words for i in range(len(word) - 1)
    )


def _doubled(word: str, known: str) -> bool:
    """``known`` is ``word`` with one of its doubled letters typed once."""
    return any(
        word[i] == word[i + 1] and word[:i] + word[i + 1 :] == known for i in range(len(word) - 1)
    )
