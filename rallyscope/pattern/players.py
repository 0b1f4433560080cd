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

    def resolve(self, name: str) -> Player:
        """The player ``name`` means, or :class:`UnknownPlayer`."""
        words = fold(name).split()
        if not words:
            raise UnknownPlayer(name, [])
        for key, player in self.players.items():
            if sorted(key.split()) == sorted(words):
                return player
        # every word written belongs to one player ("Momota", "Tien Chen Chou")
        candidates = {k for k in self.players if set(words) <= set(k.split())}
        if len(candidates) != 1:  # spelled without spaces: "An Seyoung", "Chen Yu Fei"
            joined = "".join(words)
            candidates = {k for k in self.players if k.replace(" ", "") == joined}
        if len(candidates) == 1:
            return self.players[candidates.pop()]
        raise UnknownPlayer(name, self.suggest(name))

    def suggest(self, name: str, n: int = 3) -> list[str]:
        keys = list(self.players)
        close = difflib.get_close_matches(fold(name), keys, n=n, cutoff=0.4)
        if not close:
            words = set(fold(name).split())
            close = [k for k in keys if words & set(k.split())][:n]
        return [self.players[k].spellings[0].title() for k in close]
