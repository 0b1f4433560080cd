"""Canonical English vocabulary for the source labels, and how each shot is used tactically.

ShuttleSet labels are Chinese. The translations follow the READMEs beside the data; the
annotators also wrote ``過度切球`` for the passive drop the README spells ``過渡切球``.
"""

from __future__ import annotations

from enum import StrEnum


class ShotType(StrEnum):
    NET_SHOT = "net shot"
    RETURN_NET = "return net"
    SMASH = "smash"
    WRIST_SMASH = "wrist smash"
    LOB = "lob"
    DEFENSIVE_RETURN_LOB = "defensive return lob"
    CLEAR = "clear"
    DRIVE = "drive"
    DRIVEN_FLIGHT = "driven flight"
    BACK_COURT_DRIVE = "back-court drive"
    DROP = "drop"
    PASSIVE_DROP = "passive drop"
    PUSH = "push"
    RUSH = "rush"
    DEFENSIVE_RETURN_DRIVE = "defensive return drive"
    CROSS_COURT_NET_SHOT = "cross-court net shot"
    SHORT_SERVICE = "short service"
    LONG_SERVICE = "long service"
    UNKNOWN = "unknown"


SHOT_TYPE_ZH: dict[str, ShotType] = {
    "放小球": ShotType.NET_SHOT,
    "擋小球": ShotType.RETURN_NET,
    "殺球": ShotType.SMASH,
    "點扣": ShotType.WRIST_SMASH,
    "挑球": ShotType.LOB,
    "防守回挑": ShotType.DEFENSIVE_RETURN_LOB,
    "長球": ShotType.CLEAR,
    "平球": ShotType.DRIVE,
    "小平球": ShotType.DRIVEN_FLIGHT,
    "後場抽平球": ShotType.BACK_COURT_DRIVE,
    "切球": ShotType.DROP,
    "過渡切球": ShotType.PASSIVE_DROP,
    "過度切球": ShotType.PASSIVE_DROP,
    "推球": ShotType.PUSH,
    "撲球": ShotType.RUSH,
    "防守回抽": ShotType.DEFENSIVE_RETURN_DRIVE,
    "勾球": ShotType.CROSS_COURT_NET_SHOT,
    "發短球": ShotType.SHORT_SERVICE,
    "發長球": ShotType.LONG_SERVICE,
    "未知球種": ShotType.UNKNOWN,
}


class EndReason(StrEnum):
    """How a rally ended, said of the shot that ended it."""

    WINNER = "winner"  # the shuttle landed in untouched
    OUT = "out"  # hit out of court
    NET = "net"  # hit into the net tape
    NOT_OVER = "not over"  # fell short of the net
    MISJUDGED = "misjudged"  # the receiver left it, and it landed in
    FAULT = "fault"


# lose_reason is said from the loser's side, win_reason from the winner's.
LOSE_REASON_ZH: dict[str, EndReason] = {
    "對手落地致勝": EndReason.WINNER,
    "出界": EndReason.OUT,
    "掛網": EndReason.NET,
    "未過網": EndReason.NOT_OVER,
    "落點判斷失誤": EndReason.MISJUDGED,
    "犯規": EndReason.FAULT,
    "對手落地判斷失誤": EndReason.MISJUDGED,
}
WIN_REASON_ZH: dict[str, EndReason] = {
    "落地致勝": EndReason.WINNER,
    "對手出界": EndReason.OUT,
    "對手掛網": EndReason.NET,
    "對手未過網": EndReason.NOT_OVER,
    "對手落點判斷失誤": EndReason.MISJUDGED,
    "對手犯規": EndReason.FAULT,
    "落地判斷失誤": EndReason.MISJUDGED,
}

# Reasons where the player who hit the last shot won the point.
HITTER_WINS: frozenset[EndReason] = frozenset({EndReason.WINNER, EndReason.MISJUDGED})


class Height(StrEnum):
    """Where the shuttle was, relative to the net tape (source code 1 or 2)."""

    HIGH = "high"
    LOW = "low"


HEIGHT_CODES: dict[int, Height] = {1: Height.HIGH, 2: Height.LOW}


class Intent(StrEnum):
    """What a shot does to the initiative."""

    ATTACK = "attack"
    NEUTRAL = "neutral"
    DEFENCE = "defence"


SHOT_INTENT: dict[ShotType, Intent] = {
    ShotType.SMASH: Intent.ATTACK,
    ShotType.WRIST_SMASH: Intent.ATTACK,
    ShotType.RUSH: Intent.ATTACK,
    ShotType.PUSH: Intent.ATTACK,
    ShotType.DRIVE: Intent.ATTACK,
    ShotType.BACK_COURT_DRIVE: Intent.ATTACK,
    ShotType.DROP: Intent.NEUTRAL,
    ShotType.NET_SHOT: Intent.NEUTRAL,
    ShotType.CROSS_COURT_NET_SHOT: Intent.NEUTRAL,
    ShotType.CLEAR: Intent.NEUTRAL,
    ShotType.DRIVEN_FLIGHT: Intent.NEUTRAL,
    ShotType.SHORT_SERVICE: Intent.NEUTRAL,
    ShotType.LONG_SERVICE: Intent.NEUTRAL,
    ShotType.UNKNOWN: Intent.NEUTRAL,
    ShotType.LOB: Intent.DEFENCE,
    ShotType.DEFENSIVE_RETURN_LOB: Intent.DEFENCE,
    ShotType.DEFENSIVE_RETURN_DRIVE: Intent.DEFENCE,
    ShotType.RETURN_NET: Intent.DEFENCE,
    ShotType.PASSIVE_DROP: Intent.DEFENCE,
}

_S = ShotType
# Shot families: the names coaches use for groups of shot types (the pattern language's
# bare shot names, the tactic tags' building blocks).
SHOT_FAMILIES: dict[str, frozenset[ShotType]] = {
    "smash": frozenset({_S.SMASH, _S.WRIST_SMASH}),
    "lift": frozenset({_S.LOB, _S.DEFENSIVE_RETURN_LOB}),
    "net": frozenset({_S.NET_SHOT, _S.RETURN_NET, _S.CROSS_COURT_NET_SHOT}),
    "drop": frozenset({_S.DROP, _S.PASSIVE_DROP}),
    "drive": frozenset(
        {_S.DRIVE, _S.DRIVEN_FLIGHT, _S.BACK_COURT_DRIVE, _S.DEFENSIVE_RETURN_DRIVE}
    ),
    "clear": frozenset({_S.CLEAR}),
    "push": frozenset({_S.PUSH}),
    "rush": frozenset({_S.RUSH}),
    "serve": frozenset({_S.SHORT_SERVICE, _S.LONG_SERVICE}),
    "attack": frozenset(t for t, i in SHOT_INTENT.items() if i is Intent.ATTACK),
    "defence": frozenset(t for t, i in SHOT_INTENT.items() if i is Intent.DEFENCE),
}

FLAGS = (
    "frames_backwards",  # a frame number lower than the shot before it
    "no_winner",  # no player recorded as winning the rally
    "rally_gap",  # rally numbers skip before this rally
    "shot_gap",  # shot numbers are not 1..n
    "winner_inconsistent",  # recorded winner contradicts the end reason
    "incomplete",  # no end reason on the final shot
    "score_inconsistent",  # the score does not move by one point for the recorded winner
    "side_mismatch",  # positions contradict the expected court ends
    "annotation_flaw",  # the annotators' own flaw mark
    "repeated_rows",  # source rows that repeat or restart this rally were set aside
)
