"""A rally's shots as one string of fixed-width tokens, so that a sequence pattern is a
regular expression over it (PostgreSQL's ``~`` and Python's ``re`` read the same subset).

Each shot is ``|`` followed by eight characters:

====  ===========================================================================
0     shot type (a letter, see ``TYPE_CODES``)
1     hitter: ``A`` (the match winner) or ``B``
2     hitter is the rally's ``S`` server or ``R`` receiver
3     hitter ``W`` won or ``L`` lost the rally, ``U`` no winner recorded
4     ``b`` backhand, else ``-``
5     ``h`` around the head, else ``-``
6     where it was hit from, a zone digit (``ZONE_CODES``; ``0`` unknown)
7     where it lands, a zone digit
====  ===========================================================================

and the rally's string ends with ``|``. A token can only match at a ``|``, so patterns
never straddle two shots.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import product

from rallyscope.court import DEPTHS, SIDES
from rallyscope.tactics import hit_zone
from rallyscope.vocabulary import ShotType

WIDTH = 8
SEP = "|"
TYPE_CODES: dict[str, str] = {str(t): chr(ord("a") + i) for i, t in enumerate(ShotType)}
ZONE_CODES: dict[str, str] = {
    f"{d}-{s}": str(1 + 3 * di + si)
    for (di, d), (si, s) in product(enumerate(DEPTHS), enumerate(SIDES))
}
UNKNOWN_ZONE = "0"


def zone_digits(cells: Iterable[str] = ZONE_CODES) -> str:
    """The zone digits of ``cells`` (zone names such as "rear-left"; all of them when not
    given), in code order."""
    wanted = set(cells)
    return "".join(code for name, code in ZONE_CODES.items() if name in wanted)


def shot_token(shot: dict, server: str, winner: str | None, first: bool) -> str:
    """One shot's token (see the module docstring)."""
    hitter = shot["player"]
    outcome = "U" if winner is None else "W" if hitter == winner else "L"
    return (
        SEP
        + TYPE_CODES[shot["shot_type"]]
        + hitter
        + ("S" if hitter == server else "R")
        + outcome
        + ("b" if shot["backhand"] else "-")
        + ("h" if shot["around_head"] else "-")
        + ZONE_CODES.get(hit_zone(shot, first) or "", UNKNOWN_ZONE)
        + ZONE_CODES.get(shot["landing_zone"] or "", UNKNOWN_ZONE)
    )


def rally_code(shots: list[dict], winner: str | None) -> str:
    """The rally's code: its shots' tokens in order, closed by ``|``."""
    server = shots[0]["player"]
    return "".join(shot_token(s, server, winner, i == 0) for i, s in enumerate(shots)) + SEP
