"""The words a coach uses for shots, endings and situations, mapped onto the log vocabulary.

Phrases are matched longest first on a normalised query (lower case, plain spaces), so
"cross-court net shot" wins over "net shot", and "passive drop" over "drop".
"""

from __future__ import annotations

import re

from rallyscope.vocabulary import EndReason, ShotType

S = ShotType
SMASHES = frozenset({S.SMASH, S.WRIST_SMASH})
LIFTS = frozenset({S.LOB, S.DEFENSIVE_RETURN_LOB})
DROPS = frozenset({S.DROP, S.PASSIVE_DROP})
NET_SHOTS = frozenset({S.NET_SHOT, S.RETURN_NET, S.CROSS_COURT_NET_SHOT})
DRIVES = frozenset({S.DRIVE, S.DRIVEN_FLIGHT, S.BACK_COURT_DRIVE, S.DEFENSIVE_RETURN_DRIVE})
SERVICES = frozenset({S.SHORT_SERVICE, S.LONG_SERVICE})
ATTACKS = SMASHES | {S.RUSH, S.PUSH, S.DRIVE, S.BACK_COURT_DRIVE}

# phrase -> the shot types it names (a family where the word is generic)
SHOT_PHRASES: dict[str, frozenset[str]] = {
    "wrist smash": frozenset({S.WRIST_SMASH}),
    "stick smash": frozenset({S.WRIST_SMASH}),
    "half smash": frozenset({S.WRIST_SMASH}),
    "jump smash": frozenset({S.SMASH}),
    "full smash": frozenset({S.SMASH}),
    "smash": SMASHES,
    "smashes": SMASHES,
    "smashed": SMASHES,
    "smashing": SMASHES,
    "rush": frozenset({S.RUSH}),
    "rushes": frozenset({S.RUSH}),
    "net kill": frozenset({S.RUSH}),
    "net rush": frozenset({S.RUSH}),
    "push": frozenset({S.PUSH}),
    "pushes": frozenset({S.PUSH}),
    "defensive lob": frozenset({S.DEFENSIVE_RETURN_LOB}),
    "defensive return lob": frozenset({S.DEFENSIVE_RETURN_LOB}),
    "defensive lift": frozenset({S.DEFENSIVE_RETURN_LOB}),
    "lift": LIFTS,
    "lifts": LIFTS,
    "lifted": LIFTS,
    "lob": LIFTS,
    "lobs": LIFTS,
    "high clear": frozenset({S.CLEAR}),
    "clear": frozenset({S.CLEAR}),
    "clears": frozenset({S.CLEAR}),
    "passive drop": frozenset({S.PASSIVE_DROP}),
    "slow drop": frozenset({S.PASSIVE_DROP}),
    "weak drop": frozenset({S.PASSIVE_DROP}),
    "fast drop": frozenset({S.DROP}),
    "drop shot": DROPS,
    "drop shots": DROPS,
    "drop": DROPS,
    "drops": DROPS,
    "slice": DROPS,
    "cross-court net shot": frozenset({S.CROSS_COURT_NET_SHOT}),
    "cross court net shot": frozenset({S.CROSS_COURT_NET_SHOT}),
    "crosscourt net shot": frozenset({S.CROSS_COURT_NET_SHOT}),
    "cross-net shot": frozenset({S.CROSS_COURT_NET_SHOT}),
    "cross net shot": frozenset({S.CROSS_COURT_NET_SHOT}),
    "cross-court net": frozenset({S.CROSS_COURT_NET_SHOT}),
    "hook": frozenset({S.CROSS_COURT_NET_SHOT}),
    "return net": frozenset({S.RETURN_NET}),
    "net return": frozenset({S.RETURN_NET}),
    "block": frozenset({S.RETURN_NET}),
    "net shot": NET_SHOTS,
    "net shots": NET_SHOTS,
    "net exchange": NET_SHOTS,
    "net play": NET_SHOTS,
    "net battle": NET_SHOTS,
    "tumble": NET_SHOTS,
    "spinning net": NET_SHOTS,
    "hairpin": NET_SHOTS,
    "driven flight": frozenset({S.DRIVEN_FLIGHT}),
    "flat drive": frozenset({S.DRIVEN_FLIGHT}),
    "back-court drive": frozenset({S.BACK_COURT_DRIVE}),
    "back court drive": frozenset({S.BACK_COURT_DRIVE}),
    "defensive drive": frozenset({S.DEFENSIVE_RETURN_DRIVE}),
    "drive": DRIVES,
    "drives": DRIVES,
    "short service": frozenset({S.SHORT_SERVICE}),
    "short serve": frozenset({S.SHORT_SERVICE}),
    "long service": frozenset({S.LONG_SERVICE}),
    "long serve": frozenset({S.LONG_SERVICE}),
    "flick serve": frozenset({S.LONG_SERVICE}),
    "service": SERVICES,
    "serve": SERVICES,
}

# "kill", "put away": a downward finishing shot at the net or from above; named after a
# specific shot ("rushes forward and kills") they add nothing to it.
KILLS = SMASHES | {S.RUSH, S.NET_SHOT}
FINISHING = re.compile(r"\b(kill|kills|killed|put[s]? away|puts? it away|finish(es|ed)? off)\b")

# How a rally ends, said of its last shot; checked in this order (the first that matches wins).
ENDINGS: list[tuple[re.Pattern[str], frozenset[str], bool]] = [
    # (pattern, end reasons, the last shot's hitter wins)
    (
        re.compile(
            r"misjudg|\bleaves? the shuttle|\bleft the shuttle|\blets? (it|the shuttle) (go|drop)"
            r"|thinking it (is|was) out|lands? in\b"
        ),
        frozenset({EndReason.MISJUDGED}),
        True,
    ),
    (
        re.compile(
            r"\binto the (net|tape)|\bin the (net|tape)\b|\bthe tape\b|\bnet error|\bhits? the net"
            r"|\bclips? the net|fails? to (clear|cross|get over) the net|not over the net"
            r"|\bdoes(n't| not) (get|go) over"
        ),
        frozenset({EndReason.NET, EndReason.NOT_OVER}),
        False,
    ),
    (
        re.compile(
            r"\b(hit|hits|goes|go|went|lands?|landed|sent|sends|is|was|are|were)"
            r" (long |wide )?out\b"
            r"|\bout (over|past|beyond|of)\b|\bout of (court|bounds)|\bgoes (long|wide)\b"
            r"|\bover the (back|base|side) ?line|\b(hit|hits) (it )?(long|wide)\b"
        ),
        frozenset({EndReason.OUT}),
        False,
    ),
    (re.compile(r"\bfault\b"), frozenset({EndReason.FAULT}), False),
]

WIN_CUES = re.compile(
    r"\b(win|wins|won|winning|winner|winners|outright|for the point|earns? the point"
    r"|takes? the point|scores?|kill|kills|killed|put[s]? away|unreturnable|untouched)\b"
)
LOSE_CUES = re.compile(r"\b(lose|loses|lost|losing|error|errors|mistake|mistakes|concede[sd]?)\b")

# Words between two shots that make the first the reply to the second ("a smash set up by
# a lift"); otherwise the second replies to the first ("a lift answered by a smash").
BACKWARD = re.compile(r"\b(after|set up by|off an?|following|from an?|created by|prepared by)\b")
RELATIONAL = re.compile(
    r"\b(answered|followed|punished|punishes|met|countered|replied|after|set up|off an?"
    r"|following|in response|straight away|immediately|exchange|responds?)\b"
)

LONG_RALLY = re.compile(r"\b(long|lengthy|extended|marathon) (rally|rallies|exchange)")
SHORT_RALLY = re.compile(r"\b(short|quick|brief) (rally|rallies|point|points)\b")
SHOT_COUNT = re.compile(
    r"\b(more than|over|at least|longer than|fewer than|less than|under|at most|shorter than)"
    r" (\d{1,3}) (shots|strokes|hits)\b"
)
DEUCE = re.compile(r"\b(deuce|20[- ]all|twenty all|extra points?|setting)\b")
GAME_POINT = re.compile(r"\b(game point|match point|set point|game-point)\b")
MOVEMENT = re.compile(
    r"\b(moving|moves|move|moved|runs?|running|ran|stretch(es|ed|ing)?|pulls?|pulling)"
    r" (the|his|her|their)? ?(opponent|rival|other player)\b"
    r"|\bopponent (around|all over)|\ball (four )?corners\b|\bmovement\b"
)
ZONE = re.compile(
    r"\b(to|into|towards?|in) (the )?(rear|back|deep|front|mid|middle)"
    r" ?(-| )?(left|right|centre|center)?"
    r"( corner| court| of the court)?\b"
)
ZONE_DEPTH = {
    "rear": "rear",
    "back": "rear",
    "deep": "rear",
    "front": "front",
    "mid": "mid",
    "middle": "mid",
}
