"""Game-log features on hand-made rallies, where every figure is known."""

from rallyscope import gamelog
from rallyscope.vocabulary import FLAGS

INFO = gamelog.MatchInfo("m1", "Alice", "Bea", "Test Open", "Final")


def shot(no, player, shot_type, px, py, ox, oy, **extra):
    row = {
        "match_id": "m1",
        "set_no": 1,
        "rally_no": 4,
        "shot_no": no,
        "time_s": 60.0 + no,
        "frame": 1800 + 30 * no,
        "player": player,
        "shot_type": shot_type,
        "player_x_m": px,
        "player_y_m": py,
        "opponent_x_m": ox,
        "opponent_y_m": oy,
        "player_zone": "mid-centre",
        "hit_zone": "mid-centre",
        "landing_zone": "rear-left",
        "opponent_zone": "mid-centre",
        "backhand": False,
        "around_head": False,
        "hitter_end": "bottom" if player == "A" else "top",
        "observed_end": "bottom" if player == "A" else "top",
        "flaw": False,
        "repeated_rows": False,
        "score_a": 3,
        "score_b": 2,
        "score_a_before": 3,
        "score_b_before": 1,
        "bottom_role": "A",
        "getpoint_player": None,
        "lose_reason": None,
    }
    row.update(extra)
    return row


def rally(**last):
    return [
        shot(1, "B", "short service", 3.0, 9.0, 3.0, 4.0),
        shot(2, "A", "lob", 3.0, 4.0, 3.0, 9.0),  # A lifts: B takes the initiative
        shot(3, "B", "smash", 3.0, 12.0, 3.0, 4.0),
        shot(4, "A", "defensive return lob", 0.0, 4.0, 3.0, 12.0),
        shot(
            5,
            "B",
            "smash",
            6.0,
            12.0,
            0.0,
            4.0,
            **({"getpoint_player": "B", "lose_reason": "winner"} | last),
        ),
    ]


def test_features_of_a_smash_winner():
    row = gamelog.build_rally(rally(), INFO, previous_rally=3)
    assert row["n_shots"] == 5
    assert row["duration_s"] == 4.0
    assert row["tempo_shots_per_s"] == 1.0
    assert (row["winner"], row["winner_name"], row["end_reason"]) == ("B", "Bea", "winner")
    assert (row["final_shot_type"], row["final_hitter"]) == ("smash", "B")
    assert (row["attack_shots_a"], row["attack_shots_b"]) == (0, 2)
    assert row["longest_attack_streak_b"] == 2
    assert row["initiative_final"] == "B"
    assert row["initiative_changes"] == 0  # B held it from shot 2 on
    # A moved (3,4) -> (0,4): 3 m; B moved (3,9) -> (3,12) -> (6,12): 3 + 3 m
    assert (row["distance_a_m"], row["distance_b_m"]) == (3.0, 6.0)
    # opponent of shot 3 stood at (3,4) and replied from (0,4): 3 m
    assert row["_moves"][2] == 3.0
    assert row["max_opponent_move_m"] == 3.0
    assert row["flags"] == []
    assert (row["top_player"], row["bottom_player"]) == ("Bea", "Alice")


def test_log_text_names_shots_players_and_ending():
    text = gamelog.build_rally(rally(), INFO, previous_rally=3)["log_text"]
    lines = text.splitlines()
    assert lines[0].startswith("Alice vs Bea, Test Open Final. Set 1, rally 4. Score 3-1")
    assert lines[3].startswith("Shot 3 (0:01:03): Bea (top) plays a smash")
    assert lines[-1] == (
        "Result: the smash (Shot 5) by Bea lands in untouched; Bea wins the point. Score 3-2."
    )


def test_initiative_changes_hands():
    track = gamelog.initiative_track(["A", "B", "A", "B"], ["smash", "rush", "lob", "net shot"])
    assert track == ["A", "B", "B", "B"]
    assert (
        gamelog.longest_attack_streak(
            ["A", "B", "A", "B", "A"], ["push", "lob", "smash", "clear", "drop"], "A"
        )
        == 2
    )


def test_flags_for_known_source_flaws():
    shots = rally(getpoint_player="A", lose_reason="winner")  # hitter B "wins" but A scores
    shots[2]["frame"] = 100  # frames go backwards
    row = gamelog.build_rally(shots, INFO, previous_rally=1)  # rally 2 and 3 missing
    assert {"winner_inconsistent", "frames_backwards", "rally_gap", "score_inconsistent"} <= set(
        row["flags"]
    )
    unfinished = gamelog.build_rally(rally(getpoint_player=None, lose_reason=None), INFO, 3)
    assert {"no_winner", "incomplete"} <= set(unfinished["flags"])
    assert unfinished["winner"] is None
    assert set(row["flags"]) | set(unfinished["flags"]) <= set(FLAGS)
    assert "no winner is recorded" in unfinished["log_text"]
