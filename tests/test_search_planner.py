"""The query planner on hand-written queries: which constraints each activates."""

import pytest

from rallyscope.search import lexicon as lx
from rallyscope.search.planner import Players, normalise, plan

PARAMS = {"long_rally_shots": 20, "short_rally_shots": 5, "moved_opponent_m": 15}
PLAYERS = Players(
    ["Viktor AXELSEN", "Viktor Axelsen", "CHOU Tien Chen", "Carolina MARIN", "An Se Young"]
)


def constraints(query):
    return plan(query, PLAYERS, PARAMS).constraints


def test_a_shot_that_wins_is_the_last_shot_and_the_ending():
    c = constraints("A backhand drop wins the point")
    assert c.final_shot == lx.DROPS
    assert c.end_reasons == {"winner"} and c.hitter_wins is True
    assert not c.previous_shot and not c.contains


def test_a_reply_names_the_last_two_shots_in_either_order():
    forward = constraints("a clear answered by a jump smash that wins the rally")
    assert forward.previous_shot == {"clear"} and forward.final_shot == {"smash"}
    backward = constraints("a winning smash set up by a lift")
    assert backward.final_shot == lx.SMASHES and backward.previous_shot == lx.LIFTS


def test_without_an_ending_shots_are_looked_for_anywhere():
    assert constraints("rallies that include a rush").contains == {"rush"}
    pair = constraints("a push followed by a lob")
    assert pair.pair == (frozenset({"push"}), lx.LIFTS)
    assert not pair.final_shot and not pair.end_reasons


def test_errors_name_their_ending():
    assert constraints("a smash hit into the net").end_reasons == {"net", "not over"}
    out = constraints("the lift goes out over the side line")
    assert out.end_reasons == {"out"} and out.final_shot == lx.LIFTS
    assert out.hitter_wins is False
    # "thinking it is out" is about a misjudgement, not a shot out
    assert constraints("she leaves it, thinking it is out, but it lands in").end_reasons == {
        "misjudged"
    }


def test_or_merges_shots_into_one_role():
    c = constraints("a drive or a push that wins the point")
    assert c.final_shot == lx.DRIVES | {"push"}


def test_a_player_who_wins_or_loses():
    won = constraints("Axelsen wins a long rally at deuce")
    assert won.player == ("viktor axelsen",) and won.player_role == "winner"
    assert won.min_shots == 20 and won.deuce
    assert not won.end_reasons, "a player winning says nothing of how the rally ended"
    lost = constraints("points lost by Chou Tien Chen with a net shot into the tape")
    assert lost.player == ("chou tien chen",) and lost.player_role == "loser"


def test_unknown_names_are_reported_and_common_words_are_not():
    assert plan("rallies where Federer smashes", PLAYERS, PARAMS).unknown_names == ("Federer",)
    assert plan("A smash wins the point", PLAYERS, PARAMS).unknown_names == ()
    # a name word shared by two players (Viktor) is not guessed, a full name is found
    assert constraints("An Se Young wins with a drop").player == ("an se young",)


@pytest.mark.parametrize(
    ("query", "field", "value"),
    [
        ("rallies of more than 30 shots", "min_shots", 31),
        ("rallies under 4 shots", "max_shots", 3),
        ("a short rally won by a smash", "max_shots", 5),
        ("a smash winner at game point", "game_point", True),
        ("a drop to the front left corner wins the point", "landing_depth", "front"),
        ("a drop to the front left corner wins the point", "landing_side", "left"),
        ("a winning smash after moving the opponent around", "opponent_moved_m", 15.0),
    ],
)
def test_situations(query, field, value):
    assert getattr(constraints(query), field) == value


def test_plain_words_activate_nothing():
    assert not constraints("an exciting moment in a great match")


def test_normalise_folds_accents_and_punctuation():
    assert normalise("  Marín's   SMASH!!  ") == "marin's smash"
