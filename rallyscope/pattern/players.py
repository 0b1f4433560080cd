"""Player names as written by users, resolved to the spellings the corpus holds.

The sources spell one player several ways ("CHOU Tien Chen", "Chou Tien Chen"); a user
writes "Chou Tien-chen", "Chou" or "Tien Chen Chou". A name resolves when its words, folded,
are the words of one known player, or a distinctive part of them.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass


def fold(text: str) -> str:
    """Lower case, accents and punctuation removed, single spaces."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s]|_", " ", text)).strip()


@dataclass(frozen=True)
class Player:
    key: str  # folded full name
    spellings: tuple[str, ...]  # as stored, lower case


class UnknownPlayer(ValueError):
    """A name no known player answers to; the message suggests the closest ones."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name, self.suggestions = name, suggestions
        hint = f"; closest: {', '.join(suggestions)}" if suggestions else ""
        super().__init__(f"no player called {name!r} in the corpus{hint}")


class PlayerNames:
    """The corpus's players; :meth:`resolve` maps a written name to one of them."""

    def __init__(self, names: list[str]) -> None:
        spellings: dict[str, set[str]] = {}
        for name in names:
            spellings.setdefault(fold(name), set()).add(name.lower())
        self.players = {k: Player(k, tuple(sorted(v))) for k, v in spellings.items()}
        self.words = frozenset(w for key in self.players for w in key.split())
        self._by_words: dict[tuple[str, ...], Player] = {}
        for key, player in self.players.items():
            self._by_words.setdefault(tuple(sorted(key.split())), player)
        joined = [k.replace(" ", "") for k in self.players]
        self._starts = frozenset(j[:n] for j in joined for n in range(len(j) + 1))
        self._initials = {k: frozenset(_initials(k)) for k in self.players}
        self._any_initials = frozenset().union(*self._initials.values())

    def resolve(self, name: str) -> Player:
        """The player ``name`` means, or :class:`UnknownPlayer`."""
        player = self.find(name)
        if player is None:
            raise UnknownPlayer(name, self.suggest(name) if fold(name) else [])
        return player

    def find(self, name: str) -> Player | None:
        """The player ``name`` means, or None (no suggestions computed)."""
        words = fold(name).split()
        if all(len(w) == 1 for w in words):  # "S" (the server in shorthand) names no one
            return None  # alone, though "Prannoy H. S." has it
        if (player := self._by_words.get(tuple(sorted(words)))) is not None:
            return player
        # every word written belongs to one player ("Momota", "Tien Chen Chou")
        candidates = {k for k in self.players if set(words) <= set(k.split())}
        if len(candidates) != 1:  # spelled without spaces: "An Seyoung", "Chen Yu Fei"
            joined = "".join(words)
            candidates = {k for k in self.players if k.replace(" ", "") == joined}
        if len(candidates) != 1 and (capitals := _capitals(name)):  # initials: "PV Sindhu"
            candidates = {
                k
                for k in self.players
                if _said_with_initials(words, capitals, k, self._initials[k])
            }
        return self.players[candidates.pop()] if len(candidates) == 1 else None

    def starts_name(self, word: str) -> bool:
        """``word`` is a word of a player's name, how a name starts (spaces left out), or the
        initials of words of a name ("pv" for "Pusarla V. Sindhu")."""
        if not word:  # "," folds to nothing, which starts every name
            return False
        return word in self.words or word in self._starts or word in self._any_initials

    def suggest(self, name: str, n: int = 3) -> list[str]:
        keys = list(self.players)
        close = difflib.get_close_matches(fold(name), keys, n=n, cutoff=0.4)
        if not close:
            words = set(fold(name).split())
            close = [k for k in keys if words & set(k.split())][:n]
        return [self.players[k].spellings[0].title() for k in close]


def _initials(key: str) -> list[str]:
    """The initials of each run of two or more of the name's words ("pv", "vs", "pvs")."""
    letters = [w[0] for w in key.split()]
    return [
        "".join(letters[a:b]) for a in range(len(letters)) for b in range(a + 2, len(letters) + 1)
    ]


def _capitals(name: str) -> set[str]:
    """Words written as initials: capitals ("PV"), or one capital with its full stop ("P.")."""
    return {fold(w) for w in re.findall(r"\b[A-Z]{2,}\b|\b[A-Z]\.", name)}


def _said_with_initials(
    words: list[str], capitals: set[str], key: str, runs: frozenset[str]
) -> bool:
    """Every written word is a word of the name or, written in capitals, the initials of a
    run of its words (``runs``: "PV") or an initial with its full stop ("P."); one word is
    written out whole ("PV Sindhu", "P. V. Sindhu"; not "PV", nor "A long" for "Ng Ka Long
    Angus")."""
    names = key.split()
    initials = runs | {n[0] for n in names}

    def said(w: str) -> bool:
        return w in names or (w in capitals and w in initials)

    return any(w in names and len(w) > 1 for w in words) and all(said(w) for w in words)
