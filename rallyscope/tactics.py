"""Tactic tags: deterministic, documented definitions over a rally's strokes.

Anchored on CoachAI-Plus's tactic labels (full-court pressure, defensive counterattack,
four-corner, lock) and on multi-shot tactics mined from stroke sequences, each tag names the
player it is credited to and the shots that show it. "P's own shots" are the shots P hit, in
order; O is P's opponent. A shot's zone is where it was hit from (the shuttle's position;
the server's own position for the serve), in the hitter's half as the hitter sees it.

* ``defence_to_attack`` (P): O attacks, P's reply is defensive, P's next own shot attacks.
* ``rear_court_pinned`` (P): at least 3 consecutive own shots from the rear court, and P's
  next own shot is hit from the mid or front court (an unknown zone ends the run unescaped).
* ``four_corners`` (P): O's own shots are hit from all four corner zones.
* ``net_control`` (P): at least 3 net shots in a row (any such stretch), the last by P, and
  P wins the exchange: O lifts next, or the rally ends on P's net shot or on the shot after
  it, won by P.
* ``smash_barrage`` (P): at least 3 smashes on P's consecutive own shots.
* ``serve_third_attack`` (the server): shot 3 is an attacking shot.
* ``lift_punished`` (P): O's lift is the second-to-last shot and P's smash the last, won by P.
* ``front_court_trap`` (P): P's net shot lands in the front court, O replies with a net shot
  or a lift from the front court, and P's rush or smash next ends the rally, won by P.
"""

from __future__ import annotations

from collections.abc import Callable

from rallyscope.vocabulary import SHOT_FAMILIES

SMASH = SHOT_FAMILIES["smash"]
LIFT = SHOT_FAMILIES["lift"]
NET = SHOT_FAMILIES["net"]
ATTACK = SHOT_FAMILIES["attack"]
DEFENCE = SHOT_FAMILIES["defence"]
KILL = SMASH | SHOT_FAMILIES["rush"]
CORNERS = ("front-left", "front-right", "rear-left", "rear-right")
PINNED_SHOTS = 3
RUN_SHOTS = 3

Found = list[tuple[str, list[int]]]  # (player, shot numbers)


def hit_zone(shot: dict, first: bool) -> str | None:
    """Where the shot was hit from: the shuttle's position, the server's for the serve."""
    return shot["player_zone"] if first else shot["hit_zone"]


def _depth(zone: str | None) -> str | None:
    return zone.split("-")[0] if zone else None


def _own(shots: list[dict], player: str) -> list[int]:
    return [i for i, s in enumerate(shots) if s["player"] == player]


def _runs(indices: list[int], keep: Callable[[int], bool]) -> list[list[int]]:
    """Maximal runs of consecutive entries of ``indices`` that ``keep`` accepts."""
    runs: list[list[int]] = []
    current: list[int] = []
    for i in indices:
        if keep(i):
            current.append(i)
        else:
            if current:
                runs.append(current)
            current = []
    return runs + ([current] if current else [])


def defence_to_attack(shots: list[dict], winner: str | None) -> Found:
    found = []
    for i in range(len(shots) - 1):
        o, p = shots[i], shots[i + 1]
        if o["shot_type"] in ATTACK and p["shot_type"] in DEFENCE and p["player"] != o["player"]:
            later = [j for j in _own(shots, p["player"]) if j > i + 1]
            if later and shots[later[0]]["shot_type"] in ATTACK:
                found.append((p["player"], [i, i + 1, later[0]]))
    return found


def rear_court_pinned(shots: list[dict], winner: str | None) -> Found:
    found = []
    for player in ("A", "B"):
        own = _own(shots, player)
        zones = {i: hit_zone(shots[i], i == 0) for i in own}
        for run in _runs(own, lambda i, z=zones: _depth(z[i]) == "rear"):
            after = [j for j in own if j > run[-1]]
            if len(run) >= PINNED_SHOTS and after and _depth(zones[after[0]]) in ("mid", "front"):
                found.append((player, [*run, after[0]]))
    return found


def four_corners(shots: list[dict], winner: str | None) -> Found:
    found = []
    for mover, moved in (("A", "B"), ("B", "A")):
        first_at: dict[str, int] = {}
        for i in _own(shots, moved):
            first_at.setdefault(hit_zone(shots[i], i == 0) or "", i)
        if all(c in first_at for c in CORNERS):
            found.append((mover, sorted(first_at[c] for c in CORNERS)))
    return found


def net_control(shots: list[dict], winner: str | None) -> Found:
    found = []
    last = len(shots) - 1
    for run in _runs(list(range(len(shots))), lambda i: shots[i]["shot_type"] in NET):
        for k in range(RUN_SHOTS - 1, len(run)):  # every stretch of 3+ ending at run[k]
            end = run[k]
            player = shots[end]["player"]
            nxt = shots[end + 1] if end < last else None
            lifted = nxt is not None and nxt["shot_type"] in LIFT and nxt["player"] != player
            if lifted or (winner == player and end + 1 >= last):
                found.append((player, run[: k + 1] + ([end + 1] if lifted else [])))
    return found


def smash_barrage(shots: list[dict], winner: str | None) -> Found:
    found = []
    for player in ("A", "B"):
        for run in _runs(_own(shots, player), lambda i: shots[i]["shot_type"] in SMASH):
            if len(run) >= RUN_SHOTS:
                found.append((player, run))
    return found


def serve_third_attack(shots: list[dict], winner: str | None) -> Found:
    if (
        len(shots) >= 3
        and shots[2]["shot_type"] in ATTACK
        and shots[2]["player"] == shots[0]["player"]
    ):
        return [(shots[0]["player"], [0, 2])]
    return []


def lift_punished(shots: list[dict], winner: str | None) -> Found:
    if len(shots) < 2:
        return []
    lift, smash = shots[-2], shots[-1]
    punished = lift["shot_type"] in LIFT and smash["shot_type"] in SMASH
    if punished and smash["player"] == winner and lift["player"] != winner:
        return [(winner, [len(shots) - 2, len(shots) - 1])]
    return []


def front_court_trap(shots: list[dict], winner: str | None) -> Found:
    n = len(shots)
    if n < 3:
        return []
    i = n - 3
    tight, reply, kill = shots[i], shots[i + 1], shots[i + 2]
    if (
        tight["shot_type"] in NET
        and _depth(tight["landing_zone"]) == "front"
        and reply["shot_type"] in NET | LIFT
        and _depth(reply["hit_zone"]) == "front"
        and kill["shot_type"] in KILL
        and kill["player"] == tight["player"] == winner
        and reply["player"] != winner
    ):
        return [(winner, [i, i + 1, i + 2])]
    return []


SUMMARIES: dict[str, str] = {
    "defence_to_attack": "a defensive reply under attack, then the defender attacks",
    "rear_court_pinned": "3+ own shots from the rear court, then one from mid or front",
    "four_corners": "the opponent made to hit from all four corners",
    "net_control": "3+ net shots in a row, the exchange won by the last net player",
    "smash_barrage": "3+ smashes on one player's consecutive shots",
    "serve_third_attack": "the server attacks with the third shot",
    "lift_punished": "a lift answered by a winning smash",
    "front_court_trap": "a tight net shot, a reply from the front, then a winning kill",
}

# What every rally holding the tag also matches, in the pattern syntax: a planner drops
# these clauses beside the tag (``pattern/implied.py``); tests check them on the corpus.
IMPLIES: dict[str, str] = {
    "defence_to_attack": "attack > defence count(attack)>=2",
    "net_control": "net{3,}",
    "smash_barrage": "smash[by=$p]{3,}",
    "serve_third_attack": "@3 attack",
    "lift_punished": "lift > smash[by=winner]$",
    "front_court_trap": "net > net|lift > smash|rush[by=winner]$",
}

# Tags a pattern says exactly (on rallies whose players alternate), WHO standing for the
# player credited or, where none is, the default: search writes the pattern, so that "serve
# and third-shot attack" and "the server attacks with the third shot" read as one pattern.
EQUALS: dict[str, tuple[str, str]] = {
    "smash_barrage": ("smash[by=WHO]{3,}", "$p"),
    "serve_third_attack": ("@3 attack[by=WHO]", "server"),
    "lift_punished": ("lift > smash[by=WHO]$ won=WHO", "winner"),
}

# Tags credited to the player the tactic is done to ("the server is pinned at the back": the
# server's), not to the one who does it ("the server traps the receiver at the net").
CREDITED_TO_ITS_TARGET = frozenset({"rear_court_pinned"})

# Tags credited, by definition, to the player who wins the rally: "#tag" is "#tag[by=winner]",
# and "#tag[by=server]" is "#tag[by=server] won=server" (``pattern/implied.py``).
WON_BY_CREDITED = frozenset({"front_court_trap", "lift_punished"})

DEFINITIONS: dict[str, Callable[[list[dict], str | None], Found]] = {
    "defence_to_attack": defence_to_attack,
    "rear_court_pinned": rear_court_pinned,
    "four_corners": four_corners,
    "net_control": net_control,
    "smash_barrage": smash_barrage,
    "serve_third_attack": serve_third_attack,
    "lift_punished": lift_punished,
    "front_court_trap": front_court_trap,
}


def tag_rally(shots: list[dict], winner: str | None) -> list[dict]:
    """The rally's tags: one entry per tag and player, with every shot number that shows it
    (shots ordered as played, with ``shot_type``, ``player``, zones and ``shot_no``)."""
    out = []
    for tag, find in DEFINITIONS.items():
        by_player: dict[str, set[int]] = {}
        for player, positions in find(shots, winner):
            by_player.setdefault(player, set()).update(shots[i]["shot_no"] for i in positions)
        out += [
            {"tag": tag, "player": p, "shots": sorted(nos)} for p, nos in sorted(by_player.items())
        ]
    return out
