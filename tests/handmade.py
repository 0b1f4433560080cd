"""Hand-made rallies of one match, written shot by shot, loaded into a real PostgreSQL through
the game log and the store: every count a pattern test expects is checked by reading them.

A shot is ``"type@from>lands"`` with ``+bh`` (backhand) and ``+ah`` (around the head)
flags; the server plays shot 1 and the players alternate.
"""

from __future__ import annotations

import uuid
from datetime import date

import polars as pl
import psycopg

from rallyscope import gamelog
from rallyscope.db import store
from rallyscope.stages import gamelog as stage
from rallyscope.vocabulary import SHOT_INTENT, ShotType

MATCH = "Alice_ACE_Bea_BLOCK_Test_Open_2024_Final"
PLAYERS = {"A": "Alice ACE", "B": "Bea BLOCK"}

# rally no -> (server, winner, end reason, score before (A, B), shots)
RALLIES: dict[int, tuple[str, str, str, tuple[int, int], list[str]]] = {
    1: (
        "A",
        "B",
        "winner",
        (0, 0),
        [
            "short service@mid-centre>front-centre",
            "net shot@front-centre>front-left",
            "lob@front-left>rear-right",
            "smash@rear-right>mid-left",
            "defensive return lob@mid-left>rear-left",
            "smash@rear-left>mid-right",
        ],
    ),
    2: (
        "B",
        "B",
        "net",
        (0, 1),
        [
            "short service@mid-centre>front-centre",
            "net shot@front-centre>front-right",
            "net shot@front-right>front-left",
            "net shot@front-left>front-right",
            "net shot@front-right>front-centre",
            "lob@front-centre>rear-left",
            "clear@rear-left>rear-right",
            "drop@rear-right>front-left",
        ],
    ),
    3: (
        "A",
        "A",
        "winner",
        (1, 1),
        [
            "long service@mid-centre>rear-centre",
            "clear@rear-centre>rear-left",
            "smash@rear-left>mid-left",
            "defensive return drive@mid-left>mid-right",
            "smash@rear-right>mid-left",
            "defensive return lob@mid-left>rear-centre",
            "smash@rear-centre>mid-right",
            "return net@mid-right>front-left",
            "rush@front-left>mid-centre",
        ],
    ),
    4: (
        "A",
        "B",
        "out",
        (2, 1),
        [
            "short service@mid-centre>front-centre",
            "drive@front-centre>mid-left",
            "drive@mid-left>mid-right",
            "drive@mid-right>mid-centre",
            "driven flight@mid-centre>rear-left",
        ],
    ),
    5: (
        "A",
        "B",
        "winner",
        (3, 1),
        [
            "short service@mid-centre>front-centre",
            "return net@front-centre>front-right",
        ],
    ),
    6: (
        "B",
        "B",
        "winner",
        (20, 20),
        [
            "short service@mid-centre>front-centre",
            "lob@front-centre>rear-centre",
            "smash@rear-centre>mid-left+ah",
        ],
    ),
    7: (
        "A",
        "B",
        "misjudged",
        (20, 18),
        [
            "long service@mid-centre>rear-right",
            "clear@rear-right>rear-left+bh",
            "drop@rear-left>front-right",
            "lob@front-right>rear-right+bh",
        ],
    ),
    8: (
        "B",
        "A",
        "out",
        (5, 9),
        [
            "short service@mid-centre>front-centre",
            "push@front-centre>rear-left",
            "clear@rear-left>rear-right",
            "drop@rear-right>front-left",
            "lob@front-left>rear-left",
            "smash@rear-left>mid-centre",
            "lob@rear-right>rear-right",
            "smash@rear-right>front-right",
            "lob@front-right>rear-left",
        ],
    ),
    9: (
        "A",
        "A",
        "winner",
        (6, 9),
        [
            "short service@mid-centre>front-centre",
            "push@front-centre>rear-left",
            "lob@rear-left>rear-right",
            "clear@rear-right>rear-left",
            "smash@rear-left>mid-centre",
            "return net@mid-centre>front-left",
            "net shot@front-left>front-right",
            "lob@front-right>rear-centre",
            "smash@rear-centre>mid-left",
        ],
    ),
}


def _shot(spec: str, no: int, rally_no: int, rally: tuple) -> dict:
    server, winner, reason, (before_a, before_b), shots = rally
    name, *flags = spec.split("+")
    shot_type, zones = name.split("@")
    hit, lands = zones.split(">")
    player = server if no % 2 == 1 else ("B" if server == "A" else "A")
    last = no == len(shots)
    after = (
        (before_a + (winner == "A"), before_b + (winner == "B")) if last else (before_a, before_b)
    )
    return {
        "match_id": MATCH,
        "set_no": 1,
        "rally_no": rally_no,
        "shot_no": no,
        "source_row": rally_no * 100 + no,
        "time_s": rally_no * 60.0 + no,
        "frame": None,
        "score_a": after[0],
        "score_b": after[1],
        "score_a_before": before_a,
        "score_b_before": before_b,
        "player": player,
        "player_name": PLAYERS[player],
        "shot_type": shot_type,
        "intent": str(SHOT_INTENT[ShotType(shot_type)]),
        "around_head": "ah" in flags,
        "backhand": "bh" in flags,
        "player_zone": hit,
        "hit_zone": None if no == 1 else hit,
        "landing_zone": lands,
        "player_x_m": None,
        "player_y_m": None,
        "opponent_x_m": None,
        "opponent_y_m": None,
        "opponent_zone": None,
        "bottom_role": "A",
        "hitter_end": "bottom" if player == "A" else "top",
        "observed_end": None,
        "flaw": False,
        "repeated_rows": False,
        "getpoint_player": winner if last else None,
        "lose_reason": reason if last else None,
    }


def strokes() -> pl.DataFrame:
    rows = [
        _shot(spec, no, rally_no, rally)
        for rally_no, rally in RALLIES.items()
        for no, spec in enumerate(rally[4], 1)
    ]
    return pl.DataFrame(rows, infer_schema_length=None)


def load(url: str) -> None:
    """Load the match into the database at ``url`` (migrated)."""
    info = gamelog.MatchInfo(MATCH, PLAYERS["A"], PLAYERS["B"], "Test Open", "Final")
    rallies, shots = gamelog.build(strokes(), info)
    tables = {
        "matches": pl.DataFrame(
            [
                {
                    "match_id": MATCH,
                    "dataset": "handmade",
                    "tournament": "Test Open",
                    "round": "Final",
                    "match_date": date(2024, 5, 1),
                    "player_a": PLAYERS["A"],
                    "player_b": PLAYERS["B"],
                    "winner": PLAYERS["A"],
                    "sets_played": 1,
                    "duration_min": 30,
                    "downcourt": 0,
                    "video_url": None,
                    "content_hash": "handmade",
                }
            ]
        ),
        "calibrations": pl.DataFrame(
            [
                {
                    "match_id": MATCH,
                    "method": "handmade",
                    "homography": [1.0, 0, 0, 0, 1, 0, 0, 0, 1],
                    "provided_homography": None,
                    "corners_px": [0.0, 0, 1, 0, 0, 1, 1, 1],
                    "reprojection_error_px": 0.0,
                    "agreement_m": 0.0,
                }
            ]
        ),
        "sets": stage.sets_of(rallies),
        "rallies": rallies,
        "strokes": shots,
        "rally_tactics": stage.tactics_rows(rallies),
    }
    with psycopg.connect(url) as conn:
        store.replace_match(conn, MATCH, tables, uuid.uuid4())
