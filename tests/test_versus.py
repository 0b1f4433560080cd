"""How a comparison of two players is read (``rallyscope/ask/versus.py``): the measure, its
direction and the one-player question, with the names and the joining words taken out."""

import pytest

from rallyscope.ask import versus
from rallyscope.pattern.players import Player

MOMOTA = Player("kento momota", ("kento momota",))
CHEN_LONG = Player("chen long", ("chen long",))
PLAYERS = [MOMOTA, CHEN_LONG]


def test_a_share_of_the_rallies_served_is_asked_of_each_player():
    asked = versus.read("Whose serve-win percentage is higher, Momota's or Chen Long's?", PLAYERS)
    assert asked == versus.Versus(
        "share", False, question="What share of the rallies {who} served did {who} win?"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Who wins more of the rallies they play, Momota or Chen Long?",
        "Does Momota or Chen Long win a larger proportion of the rallies he plays?",
        "Compare Momota and Chen Long on the share of rallies won",
        "Momota or Chen Long: whose winning percentage is better, and by how much?",
    ],
)
def test_wordings_of_the_win_share_read_alike(text):
    asked = versus.read(text, PLAYERS)
    assert asked is not None
    assert (asked.kind, asked.lower) == ("share", False)
    assert asked.question == "What share of the rallies {who} played did {who} win?"


def test_receiving_and_a_length_bound_stay_in_the_one_player_question():
    asked = versus.read(
        "In rallies of 20 or more shots, who wins a bigger share when receiving, Momota or "
        "Chen Long?",
        PLAYERS,
    )
    assert asked is not None
    assert asked.question == (
        "What share of the rallies of 20 or more shots {who} received did {who} win?"
    )


def test_a_smaller_share_lost_is_asked_as_the_smaller_value():
    asked = versus.read("Who loses a smaller share of his rallies, Momota or Chen Long?", PLAYERS)
    assert asked is not None
    assert asked.lower and asked.question.endswith("did {who} lose?")


def test_a_share_with_a_word_it_cannot_place_is_not_read():
    assert (
        versus.read(
            "Who wins a bigger share of rallies with a smash, Momota or Chen Long?", PLAYERS
        )
        is None
    )


def test_longer_rallies_are_an_average_length_and_long_is_not_chen_long():
    asked = versus.read("Who plays longer rallies, Momota or Chen Long?", PLAYERS)
    assert asked == versus.Versus(
        "length", False, question="What is the average length of the rallies {who} played?"
    )
    amount = versus.read("Who wins more long rallies, Momota or Chen Long?", PLAYERS)
    assert amount is not None and "long rallies" in amount.measure


@pytest.mark.parametrize(
    ("text", "lower", "measure", "per"),
    [
        ("Who makes fewer net errors per match, Momota or Chen Long?", True, "net errors", "match"),
        ("Smashes per rally: Momota or Chen Long, who has more?", False, "smashes", "rally"),
        (
            "Who has the better record of net errors, Momota or Chen Long?",
            True,
            "record of net errors",
            None,
        ),
        ("Who hit more smashes, Momota or Chen Long, and how many more?", False, "smashes", None),
    ],
)
def test_amounts_keep_their_words_and_direction(text, lower, measure, per):
    asked = versus.read(text, PLAYERS)
    assert asked == versus.Versus("amount", lower, measure=measure, per=per)


def test_a_text_with_no_comparative_is_no_comparison():
    assert versus.read("How many smashes did Momota or Chen Long hit?", PLAYERS) is None
