"""Ground-truth predicates over raw rallies, for the frozen search query set.

Plain Python over :mod:`benchmarks.queries.corpus` (the raw CSVs); nothing here imports
``rallyscope``, so the truth cannot share a bug with the code it judges. Each predicate takes
a :class:`Rally` and says whether the rally is relevant. Sides are "A" and "B"; P is a player,
O the opponent; "P's own shots" are the shots P hit, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from benchmarks.queries.corpus import Rally, Shot, other

SMASH = {"smash", "wrist smash"}
LIFT = {"lob", "defensive return lob"}
NET = {"net shot", "return net", "cross-court net shot"}
DROP = {"drop", "passive drop"}
DRIVE = {"drive", "driven flight", "back-court drive", "defensive return drive"}
ATTACKING = {"smash", "wrist smash", "rush", "push", "drive", "back-court drive"}
DEFENSIVE = {"lob", "defensive return lob", "defensive return drive", "return net", "passive drop"}
SERVE = {"short service", "long service"}
CORNERS = {"front-left", "front-right", "rear-left", "rear-right"}


def depth(zone: str | None) -> str | None:
    return None if zone is None else zone.split("-")[0]


def own(rally: Rally, side: str, after: int = -1) -> list[int]:
    """Indexes (0-based) of the shots that ``side`` hit, after index ``after``."""
    return [i for i, s in enumerate(rally.shots) if s.hitter == side and i > after]


def known_after_serve(rally: Rally) -> bool:
    """Every shot after the serve has a known type (negations need this)."""
    return all(s.kind != "unknown" for s in rally.shots[1:])


def last(rally: Rally) -> Shot:
    return rally.shots[-1]


def won_by_last_hitter(rally: Rally) -> bool:
    return rally.winner is not None and rally.winner == last(rally).hitter


def finished_by(rally: Rally, name: str) -> bool:
    """The named player played the rally's final shot."""
    me = side_of(rally, name)
    return me is not None and last(rally).hitter == me


def side_of(rally: Rally, name: str) -> str | None:
    """The side ("A"/"B") that the named player takes in the rally's match, else None."""
    wanted = _norm(name)
    for side, full in rally.match.names.items():
        if _norm(full) == wanted:
            return side
    return None


def _norm(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def runs(flags: list[bool]) -> Iterator[tuple[int, int]]:
    """Maximal runs of True as (start, end) positions, end inclusive."""
    start = None
    for i, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            yield start, i - 1
            start = None


def own_run(rally: Rally, side: str, kinds: set[str], length: int) -> bool:
    """``side`` hits at least ``length`` shots of ``kinds`` on consecutive own shots."""
    flags = [rally.shots[i].kind in kinds for i in own(rally, side)]
    return any(b - a + 1 >= length for a, b in runs(flags))


def rally_run(rally: Rally, kinds: set[str], length: int) -> bool:
    """At least ``length`` consecutive shots of the rally (either player) are of ``kinds``."""
    flags = [s.kind in kinds for s in rally.shots]
    return any(b - a + 1 >= length for a, b in runs(flags))


def game_point(score: tuple[int, int], side: str) -> bool:
    """``side`` wins the set with the next point (21 with a two-point lead, or 30)."""
    mine, theirs = score if side == "A" else score[::-1]
    return (mine >= 20 and mine > theirs) or mine == 29


# --- the tactic tags -----------------------------------------------------------------------


def defence_to_attack(rally: Rally) -> bool:
    """Shot i attacking by O, shot i+1 defensive by P, P's next own shot attacking."""
    s = rally.shots
    for i in range(len(s) - 1):
        o, p = s[i].hitter, s[i + 1].hitter
        if o == p or s[i].kind not in ATTACKING or s[i + 1].kind not in DEFENSIVE:
            continue
        nxt = own(rally, p, after=i + 1)
        if nxt and s[nxt[0]].kind in ATTACKING:
            return True
    return False


def rear_court_pinned(rally: Rally) -> bool:
    """P hits 3+ consecutive own shots from the rear court, then one from mid or front.
    A shot with an unknown zone ends the run without an escape."""
    for side in ("A", "B"):
        run = 0
        for i in own(rally, side):
            d = depth(rally.shots[i].hit_zone)
            if d == "rear":
                run += 1
                continue
            if d in ("mid", "front") and run >= 3:
                return True
            run = 0
    return False


def four_corners(rally: Rally) -> bool:
    """One player's own shots are hit from all four corner zones."""
    return any(
        {rally.shots[i].hit_zone for i in own(rally, side)} >= CORNERS for side in ("A", "B")
    )


def net_control(rally: Rally) -> bool:
    """A run of 3+ consecutive net-family shots (any such stretch, not only the longest)
    whose last shot P hit, and P wins the exchange: the next shot is a lift by O, or the
    run's last shot is the rally's final shot and P won, or the next shot is the final shot
    and P won."""
    s, n = rally.shots, len(rally.shots)
    for a, b in runs([x.kind in NET for x in s]):
        for j in range(a + 2, b + 1):  # every stretch a..j of three or more ending at j
            p = s[j].hitter
            if j + 1 < n and s[j + 1].kind in LIFT and s[j + 1].hitter != p:
                return True
            if j + 1 >= n - 1 and rally.winner == p:
                return True
    return False


def smash_barrage(rally: Rally) -> bool:
    """P hits 3+ smash-family shots on consecutive own shots."""
    return any(own_run(rally, side, SMASH, 3) for side in ("A", "B"))


def serve_third_attack(rally: Rally) -> bool:
    """Shot 3 is an attacking shot by the server (who hit shot 1)."""
    s = rally.shots
    return len(s) >= 3 and s[2].kind in ATTACKING and s[2].hitter == s[0].hitter


def lift_punished(rally: Rally) -> bool:
    """Second-to-last shot a lift by O, final shot a smash-family shot by P, P won."""
    s = rally.shots
    return (
        len(s) >= 2
        and s[-2].kind in LIFT
        and s[-1].kind in SMASH
        and s[-2].hitter != s[-1].hitter
        and rally.winner == s[-1].hitter
    )


def front_court_trap(rally: Rally) -> bool:
    """P's net-family shot lands in the front court; O's next shot is a net-family shot or
    a lift, hit from the front court; P's next shot is a rush or smash-family shot that ends
    the rally, and P won."""
    s = rally.shots
    for i, shot in enumerate(s):
        p = shot.hitter
        if shot.kind not in NET or depth(shot.land_zone) != "front":
            continue
        o_next = own(rally, other(p), after=i)
        if not o_next:
            continue
        reply = s[o_next[0]]
        if reply.kind not in NET | LIFT or depth(reply.hit_zone) != "front":
            continue
        p_next = own(rally, p, after=o_next[0])
        if (
            p_next
            and p_next[0] == len(s) - 1
            and s[p_next[0]].kind in SMASH | {"rush"}
            and rally.winner == p
        ):
            return True
    return False


TAGS: dict[str, Callable[[Rally], bool]] = {
    "defence_to_attack": defence_to_attack,
    "rear_court_pinned": rear_court_pinned,
    "four_corners": four_corners,
    "net_control": net_control,
    "smash_barrage": smash_barrage,
    "serve_third_attack": serve_third_attack,
    "lift_punished": lift_punished,
    "front_court_trap": front_court_trap,
}


# --- intents of the search query set -------------------------------------------------------


def outright(rally: Rally) -> bool:
    """The final shot landed in unreturned (ending "winner") and its hitter won."""
    return rally.ending == "winner" and won_by_last_hitter(rally)


def shots_by(rally: Rally, side: str | None, kinds: set[str]) -> int:
    """How many shots of ``kinds`` ``side`` plays in the rally."""
    return sum(s.kind in kinds and s.hitter == side for s in rally.shots)


def shot_at(rally: Rally, number: int, kinds: set[str]) -> bool:
    """Shot ``number`` (1-based: the serve is shot 1) exists and is of ``kinds``."""
    return len(rally.shots) >= number and rally.shots[number - 1].kind in kinds


def served_with(rally: Rally, serve: str, side: str | None, kinds: set[str]) -> bool:
    """The serve is a ``serve`` and ``side`` plays at least one shot of ``kinds``."""
    return rally.shots[0].kind == serve and shots_by(rally, side, kinds) >= 1


def named(rally: Rally, name: str, kinds: set[str], least: int, outcome: str) -> bool:
    """The named player plays at least ``least`` shots of ``kinds`` and is the rally's
    ``outcome``: "winner" or "loser"."""
    me = side_of(rally, name)
    return me is not None and shots_by(rally, me, kinds) >= least and getattr(rally, outcome) == me


def none_of(rally: Rally, kinds: set[str], length: int) -> bool:
    """A rally of at least ``length`` shots with no shot of ``kinds``, every type after the
    serve known."""
    return (
        len(rally.shots) >= length
        and known_after_serve(rally)
        and not any(s.kind in kinds for s in rally.shots)
    )


def smashes_by(rally: Rally, side: str | None) -> int:
    return shots_by(rally, side, SMASH)


def receiver(rally: Rally) -> str:
    """The side that did not serve."""
    return other(rally.server)


def trailing_by(rally: Rally, side: str) -> int:
    a, b = rally.score_before
    return b - a if side == "A" else a - b


def cross_court(shot: Shot) -> bool:
    """Hit from a left (right) zone and landing in a left (right) zone: sides are seen by
    the player of each half facing the net, so the same side label means across the court."""
    if shot.hit_zone is None or shot.land_zone is None:
        return False
    hit, land = shot.hit_zone.split("-")[1], shot.land_zone.split("-")[1]
    return hit == land != "centre"


def straight(shot: Shot) -> bool:
    """Hit from a left (right) zone and landing in a right (left) zone: the same side of the
    court, since each half's sides are its own player's (down the line); the centre is
    neither straight nor cross-court."""
    if shot.hit_zone is None or shot.land_zone is None:
        return False
    return {shot.hit_zone.split("-")[1], shot.land_zone.split("-")[1]} == {"left", "right"}


def windows(rally: Rally, *kinds: set[str]) -> Iterator[tuple[Shot, ...]]:
    """Every run of consecutive shots whose types are of ``kinds`` in turn, by either player,
    in rally order."""
    n, s = len(kinds), rally.shots
    for i in range(len(s) - n + 1):
        if all(s[i + k].kind in kinds[k] for k in range(n)):
            yield tuple(s[i : i + n])


def consecutive(rally: Rally, *kinds: set[str]) -> bool:
    """Shots of ``kinds`` in a row, by either player, anywhere in the rally."""
    return next(windows(rally, *kinds), None) is not None


def answered(rally: Rally, first: set[str], then: set[str], by: str | None = None) -> bool:
    """A shot of ``first`` (by side ``by``, where given) straight followed by the other
    player's shot of ``then``."""
    return any(
        a.kind in first and b.kind in then and a.hitter != b.hitter and by in (None, a.hitter)
        for a, b in zip(rally.shots, rally.shots[1:], strict=False)
    )


def then_own(rally: Rally, first: set[str], then: set[str]) -> bool:
    """A shot of ``first``, and the same player's next shot is one of ``then``."""
    s = rally.shots
    for i, shot in enumerate(s):
        if shot.kind in first:
            mine = own(rally, shot.hitter, after=i)
            if mine and s[mine[0]].kind in then:
                return True
    return False


def triples(rally: Rally) -> Iterator[tuple[Shot, Shot, Shot]]:
    s = rally.shots
    return zip(s, s[1:], s[2:], strict=False)


@dataclass(frozen=True)
class Intent:
    id: str
    category: str
    definition: str
    predicate: Callable[[Rally], bool]


INTENTS: list[Intent] = []


def intent(
    category: str, id_: str | None = None, into: list[Intent] = INTENTS
) -> Callable[[Callable[[Rally], bool]], Callable[[Rally], bool]]:
    """Register a predicate as an intent of ``into`` (the dev/test set's by default): its id
    is ``id_`` or its name with hyphens, its docstring the definition."""

    def register(predicate: Callable[[Rally], bool]) -> Callable[[Rally], bool]:
        definition = " ".join((predicate.__doc__ or "").split())
        name = id_ or predicate.__name__.replace("_", "-")
        into.append(Intent(name, category, definition, predicate))
        return predicate

    return register


def plays(rally: Rally, name: str, role: str) -> bool:
    """The named player is the rally's ``role``: "winner", "loser" or "server"."""
    side = side_of(rally, name)
    return side is not None and getattr(rally, role) == side


F = last  # the rally's final shot


# the nine development queries, reworded: these reproduce that file's relevant sets


@intent("dev_reworded")
def net_rush_kill(r: Rally) -> bool:
    """The second-to-last shot is a net-family shot (net shot, return net, cross-court net
    shot) and the final shot is a rush by the player who won the rally."""
    return (
        len(r.shots) >= 2
        and r.shots[-2].kind in NET
        and F(r).kind == "rush"
        and won_by_last_hitter(r)
    )


@intent("dev_reworded")
def clear_out(r: Rally) -> bool:
    """The final shot is a clear or a lift (lob, defensive return lob) and the rally ended with
    the shuttle out."""
    return F(r).kind in LIFT | {"clear"} and r.ending == "out"


@intent("dev_reworded")
def drop_winner(r: Rally) -> bool:
    """The final shot is a drop or passive drop and it landed in unreturned (the rally ended
    with a winner)."""
    return F(r).kind in DROP and r.ending == "winner"


@intent("dev_reworded")
def crossnet_winner(r: Rally) -> bool:
    """The final shot is a cross-court net shot that landed in unreturned (a winner)."""
    return F(r).kind == "cross-court net shot" and r.ending == "winner"


@intent("dev_reworded")
def netshot_into_net(r: Rally) -> bool:
    """The final shot is a net-family shot and the rally ended in the net (the shuttle caught
    the tape or did not cross)."""
    return F(r).kind in NET and r.ending == "net"


@intent("dev_reworded")
def misjudged_leave(r: Rally) -> bool:
    """The rally ended by a misjudgement: a player left the shuttle and it landed in."""
    return r.ending == "misjudged"


@intent("dev_reworded")
def passive_drop_punished(r: Rally) -> bool:
    """The second-to-last shot is a passive drop and the final shot, a winner that landed in
    unreturned, is a rush, a smash (either kind) or a net shot."""
    return (
        len(r.shots) >= 2
        and r.shots[-2].kind == "passive drop"
        and F(r).kind in SMASH | {"rush", "net shot"}
        and r.ending == "winner"
    )


@intent("dev_reworded", "lift-punished")
def lift_smashed_for_a_winner(r: Rally) -> bool:
    """The second-to-last shot is a lift (lob, defensive return lob) and the final shot is a
    smash (either kind) that landed in unreturned (a winner)."""
    return (
        len(r.shots) >= 2
        and r.shots[-2].kind in LIFT
        and F(r).kind in SMASH
        and r.ending == "winner"
    )


@intent("dev_reworded")
def marin_drop(r: Rally) -> bool:
    """Carolina Marin won the rally and its final shot is a drop or passive drop that landed in
    unreturned."""
    return F(r).kind in DROP and r.ending == "winner" and side_of(r, "Carolina MARIN") == r.winner


# single shots


@intent("shot")
def backhand_winner(r: Rally) -> bool:
    """The final shot is a backhand and an outright winner: it landed in unreturned and its
    hitter won the rally."""
    return F(r).backhand and outright(r)


@intent("shot")
def around_head_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (smash or wrist smash) played around the head, and an outright
    winner."""
    return F(r).kind in SMASH and F(r).around_head and outright(r)


@intent("shot")
def smash_into_net(r: Rally) -> bool:
    """The final shot is a smash (either kind) and the rally ended in the net: the smasher lost
    the point into the tape or short of it."""
    return F(r).kind in SMASH and r.ending == "net"


@intent("shot")
def backhand_clear(r: Rally) -> bool:
    """Some shot of the rally is a clear hit on the backhand."""
    return any(s.kind == "clear" and s.backhand for s in r.shots)


@intent("shot")
def push_winner(r: Rally) -> bool:
    """The final shot is a push and an outright winner."""
    return F(r).kind == "push" and outright(r)


# where shots are hit from and where they land


@intent("zone")
def rear_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the rear court and an outright winner."""
    return F(r).kind in SMASH and depth(F(r).hit_zone) == "rear" and outright(r)


@intent("zone")
def rear_left_smash_winner(r: Rally) -> bool:
    """The final shot is a smash (either kind) hit from the rear-left zone (as the smasher sees
    it, facing the net) and an outright winner."""
    return F(r).kind in SMASH and F(r).hit_zone == "rear-left" and outright(r)


@intent("zone")
def cross_drop_winner(r: Rally) -> bool:
    """The final shot is a drop or passive drop hit from the rear court across the court (from
    a left zone to a left zone or right to right, each side seen by the player of that half)
    into the front court, and an outright winner."""
    return (
        F(r).kind in DROP
        and depth(F(r).hit_zone) == "rear"
        and depth(F(r).land_zone) == "front"
        and cross_court(F(r))
        and outright(r)
    )


@intent("zone")
def long_serve_middle(r: Rally) -> bool:
    """The serve is a long service landing in the rear-centre zone (deep, down the middle)."""
    return r.shots[0].kind == "long service" and r.shots[0].land_zone == "rear-centre"


@intent("zone")
def deep_winner(r: Rally) -> bool:
    """The final shot lands in the rear court and is an outright winner."""
    return depth(F(r).land_zone) == "rear" and outright(r)


# sequences


@intent("sequence")
def smash_block_rush(r: Rally) -> bool:
    """Somewhere in the rally a smash (either kind) is answered at once by a return net and the
    smasher's next shot, straight after, is a rush."""
    return any(
        a.kind in SMASH
        and b.kind == "return net"
        and c.kind == "rush"
        and a.hitter == c.hitter != b.hitter
        for a, b, c in triples(r)
    )


@intent("sequence")
def smash_lift_smash(r: Rally) -> bool:
    """Somewhere in the rally a smash (either kind) is answered at once by a lift (lob,
    defensive return lob) and the same smasher smashes again with the next shot."""
    return any(
        a.kind in SMASH and b.kind in LIFT and c.kind in SMASH and a.hitter == c.hitter != b.hitter
        for a, b, c in triples(r)
    )


@intent("sequence")
def drop_lift_smash_win(r: Rally) -> bool:
    """The last three shots are a drop or passive drop by P, a lift by the opponent, and a
    smash (either kind) by P, and P won the rally."""
    return (
        len(r.shots) >= 3
        and r.shots[-3].kind in DROP
        and r.shots[-2].kind in LIFT
        and F(r).kind in SMASH
        and r.shots[-3].hitter == F(r).hitter != r.shots[-2].hitter
        and won_by_last_hitter(r)
    )


@intent("sequence")
def long_serve_receiver_smashes_wins(r: Rally) -> bool:
    """The serve is a long service, the receiver hits at least one smash (either kind) later in
    the rally, and the receiver won the rally."""
    return (
        r.shots[0].kind == "long service"
        and r.winner == r.receiver
        and smashes_by(r, r.receiver) >= 1
    )


# runs


@intent("run")
def net_run_4(r: Rally) -> bool:
    """At least four consecutive shots of the rally (either player) are net-family shots (net
    shot, return net, cross-court net shot)."""
    return rally_run(r, NET, 4)


@intent("run")
def clear_run_4(r: Rally) -> bool:
    """At least four consecutive shots of the rally (either player) are clears."""
    return rally_run(r, {"clear"}, 4)


@intent("run")
def drive_run_3(r: Rally) -> bool:
    """At least three consecutive shots of the rally (either player) are drive-family shots
    (drive, driven flight, back-court drive, defensive return drive)."""
    return rally_run(r, DRIVE, 3)


@intent("run")
def lift_run_3(r: Rally) -> bool:
    """One player lifts (lob or defensive return lob) on at least three consecutive own shots."""
    return any(own_run(r, side, LIFT, 3) for side in ("A", "B"))


# anchors


@intent("anchor")
def return_of_serve_wins(r: Rally) -> bool:
    """The rally has exactly two shots and the receiver won it: the return of serve won the
    point."""
    return len(r.shots) == 2 and r.winner == r.receiver


@intent("anchor")
def server_wins_in_three(r: Rally) -> bool:
    """The rally has at most three shots and the server won it."""
    return len(r.shots) <= 3 and r.winner == r.server


@intent("anchor")
def long_serve_smashed(r: Rally) -> bool:
    """The serve is a long service and the return of serve (shot 2) is a smash (either kind)."""
    return len(r.shots) >= 2 and r.shots[0].kind == "long service" and r.shots[1].kind in SMASH


@intent("anchor")
def lifted_return_smashed(r: Rally) -> bool:
    """The return of serve (shot 2) is a lift (lob, defensive return lob) and shot 3 is a smash
    (either kind)."""
    return len(r.shots) >= 3 and r.shots[1].kind in LIFT and r.shots[2].kind in SMASH


@intent("anchor")
def net_start(r: Rally) -> bool:
    """Shots 2, 3, 4 and 5 (the four shots after the serve) are all net-family shots."""
    return len(r.shots) >= 5 and all(s.kind in NET for s in r.shots[1:5])


# negation and "only"


@intent("negation")
def long_no_smash(r: Rally) -> bool:
    """A rally of at least 15 shots with no smash (neither kind); only rallies whose shots
    after the serve all have a known type count."""
    return (
        len(r.shots) >= 15
        and known_after_serve(r)
        and smashes_by(r, "A") == 0
        and smashes_by(r, "B") == 0
    )


@intent("negation")
def only_drives(r: Rally) -> bool:
    """Every shot after the serve is a drive-family shot (drive, driven flight, back-court
    drive, defensive return drive), with at least one such shot."""
    return len(r.shots) >= 2 and all(s.kind in DRIVE for s in r.shots[1:])


@intent("negation")
def drop_not_winning(r: Rally) -> bool:
    """The final shot is a drop or passive drop and its hitter lost the rally (the drop went
    into the net, out, or otherwise did not win)."""
    return F(r).kind in DROP and r.winner is not None and not won_by_last_hitter(r)


@intent("negation")
def no_net_play(r: Rally) -> bool:
    """A rally of at least 10 shots with no net-family shot at all; only rallies whose shots
    after the serve all have a known type count."""
    return len(r.shots) >= 10 and known_after_serve(r) and not any(s.kind in NET for s in r.shots)


@intent("negation")
def no_lift(r: Rally) -> bool:
    """A rally of at least 8 shots with no lift (no lob, no defensive return lob); only rallies
    whose shots after the serve all have a known type count."""
    return len(r.shots) >= 8 and known_after_serve(r) and not any(s.kind in LIFT for s in r.shots)


# rally-level conditions


@intent("rally")
def very_long_rally(r: Rally) -> bool:
    """The rally has at least 30 shots."""
    return len(r.shots) >= 30


@intent("rally")
def fault_ending(r: Rally) -> bool:
    """The rally ended with a fault."""
    return r.ending == "fault"


@intent("rally")
def receiver_wins_medium(r: Rally) -> bool:
    """The rally has between 10 and 15 shots (inclusive) and the receiver won it."""
    return 10 <= len(r.shots) <= 15 and r.winner == r.receiver


@intent("rally")
def long_rally_out(r: Rally) -> bool:
    """The rally has at least 20 shots and ended with the shuttle out."""
    return len(r.shots) >= 20 and r.ending == "out"


# score context (the score as the rally starts)


@intent("score")
def deuce(r: Rally) -> bool:
    """The score as the rally starts is level at 20-20 or beyond (deuce)."""
    return r.score_before[0] == r.score_before[1] >= 20


@intent("score")
def game_point_saved(r: Rally) -> bool:
    """One player had game point as the rally started (one more point wins the set) and the
    other player won the rally."""
    return r.winner is not None and game_point(r.score_before, other(r.winner))


@intent("score")
def game_point_converted(r: Rally) -> bool:
    """The rally winner had game point as the rally started: the rally won the set."""
    return r.winner is not None and game_point(r.score_before, r.winner)


@intent("score")
def comeback_points(r: Rally) -> bool:
    """The rally winner was trailing by at least five points as the rally started."""
    return r.winner is not None and trailing_by(r, r.winner) >= 5


@intent("score")
def third_set_long(r: Rally) -> bool:
    """A rally of at least 20 shots in the third set."""
    return r.set_no == 3 and len(r.shots) >= 20


# named players


@intent("player")
def momota_smash_winner(r: Rally) -> bool:
    """Kento Momota won the rally and its final shot is his smash (either kind)."""
    return plays(r, "Kento MOMOTA", "winner") and F(r).kind in SMASH and won_by_last_hitter(r)


@intent("player")
def chou_net_error(r: Rally) -> bool:
    """Chou Tien Chen lost the rally and it ended in the net."""
    return plays(r, "CHOU Tien Chen", "loser") and r.ending == "net"


@intent("player")
def axelsen_long_rally_win(r: Rally) -> bool:
    """Viktor Axelsen won a rally of at least 20 shots."""
    return plays(r, "Viktor AXELSEN", "winner") and len(r.shots) >= 20


@intent("player")
def an_backhand_finish(r: Rally) -> bool:
    """An Se Young won the rally and its final shot is her backhand."""
    return plays(r, "An Se Young", "winner") and F(r).backhand and won_by_last_hitter(r)


@intent("player")
def chen_yufei_long_serve(r: Rally) -> bool:
    """Chen Yufei served, and the serve is a long service."""
    return plays(r, "CHEN Yufei", "server") and r.shots[0].kind == "long service"


@intent("player")
def marin_out(r: Rally) -> bool:
    """Carolina Marin lost the rally and it ended with the shuttle out."""
    return plays(r, "Carolina MARIN", "loser") and r.ending == "out"


@intent("player")
def lee_zii_jia_smashes_loses(r: Rally) -> bool:
    """Lee Zii Jia hit at least one smash (either kind) in the rally and lost it."""
    return plays(r, "LEE Zii Jia", "loser") and smashes_by(r, r.loser) >= 1


# tactic tags, in coach words


@intent("tactic")
def tag_defence_to_attack(r: Rally) -> bool:
    """Tag defence_to_attack: shot i is an attacking shot by O, shot i+1 a defensive shot by P,
    and P's next own shot is an attacking shot."""
    return defence_to_attack(r)


@intent("tactic")
def tag_rear_court_pinned(r: Rally) -> bool:
    """Tag rear_court_pinned: P hits at least three consecutive own shots from the rear court
    and P's next own shot is hit from the mid or front court."""
    return rear_court_pinned(r)


@intent("tactic")
def tag_four_corners(r: Rally) -> bool:
    """Tag four_corners: one player's own shots are hit from all four corner zones (front-left,
    front-right, rear-left, rear-right)."""
    return four_corners(r)


@intent("tactic")
def tag_net_control(r: Rally) -> bool:
    """Tag net_control: a stretch of at least three consecutive net-family shots whose last
    shot P hit, and the next shot is a lift by O, or P won the rally with that shot or with
    the one after it as the final shot."""
    return net_control(r)


@intent("tactic")
def tag_smash_barrage(r: Rally) -> bool:
    """Tag smash_barrage: one player smashes (either kind) on at least three consecutive own
    shots."""
    return smash_barrage(r)


@intent("tactic")
def tag_serve_third_attack_won(r: Rally) -> bool:
    """Tag serve_third_attack (shot 3 is an attacking shot by the server) and the server won
    the rally."""
    return serve_third_attack(r) and r.winner == r.server


@intent("tactic")
def tag_front_court_trap(r: Rally) -> bool:
    """Tag front_court_trap: P's net-family shot lands in the front court, O's next shot is a
    net-family shot or a lift hit from the front court, and P's next shot is a rush or smash
    that ends the rally, which P won."""
    return front_court_trap(r)


# several conditions, or a tactical idea


@intent("strategic")
def withstands_smashes_wins(r: Rally) -> bool:
    """The rally loser hit at least three smashes (either kind) in the rally: the winner
    withstood them and still won."""
    return r.winner is not None and smashes_by(r, r.loser) >= 3


@intent("strategic")
def wins_without_smashing(r: Rally) -> bool:
    """The rally winner hit no smash while the loser hit at least two (either kind): winning by
    defence alone."""
    return r.winner is not None and smashes_by(r, r.winner) == 0 and smashes_by(r, r.loser) >= 2


@intent("strategic")
def early_server_attack_wins(r: Rally) -> bool:
    """The server smashes (either kind) within the first five shots and wins the rally."""
    return r.winner == r.server and any(
        s.kind in SMASH and s.hitter == r.server for s in r.shots[:5]
    )
