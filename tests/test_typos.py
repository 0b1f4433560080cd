"""Typing slips: what the speller corrects, what it leaves alone, and the note a plan gets."""

import pytest

from rallyscope.config import params
from rallyscope.pattern.players import PlayerNames
from rallyscope.planner.plan import Planner

NAMES = PlayerNames(["Carolina MARIN", "Viktor AXELSEN", "Kento MOMOTA"])
PLANNER = Planner(NAMES, params()["search"])
SPELLER = PLANNER.speller  # the lexicon's words, numbers and the players' names


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("reciever wins", "receiver wins"),  # letters swapped
        ("no smsh", "no smash"),  # a letter left out
        ("rush winnners", "rush winners"),  # a letter doubled
        ("net shot killd by a rush", "net shot killed by a rush"),  # put back, not "kill"
        ("round-the-haed smashes", "round-the-head smashes"),  # swapped, not "hand"
        ("rallies of eigth shots", "rallies of eight shots"),
        ("misjudeged leaves", "misjudged leaves"),  # two slips in a long word
        ("Carolina Marn wins", "Carolina Marin wins"),  # a capitalised word: a name
        ("Reciever wins", "Receiver wins"),  # the first word may be capitalised
    ],
)
def test_a_slip_is_read_as_the_word_meant(written, read):
    corrected, fixes = SPELLER.correct(written)
    assert corrected == read
    assert len(fixes) == 1


@pytest.mark.parametrize(
    "written",
    [
        "a drop that doesn't get over",  # English with an apostrophe
        "Momota's smashes",
        "a dive to the net",  # English, though one edit from a word of the lexicon ("drive")
        "into the nte",  # three letters: too many words are one edit away
        "rallies won by Alice Acer",  # an unknown name stays unknown (and is reported)
        "crosscourt drives",  # the lexicon's own spelling
        "netshots that win",  # the plural of the lexicon's one-word "netshot" (stop 57)
    ],
)
def test_words_that_are_no_slips_are_left_alone(written):
    assert SPELLER.correct(written) == (written, [])


def test_a_plan_reads_the_slips_and_says_so():
    plan = PLANNER.plan("reciever smsh winners", mode="rule")
    assert plan.query == "reciever smsh winners"
    assert plan.notes == ["read 'reciever' as 'receiver', 'smsh' as 'smash'"]
    same = PLANNER.plan("receiver smash winners", mode="rule")
    assert plan.pattern == same.pattern and not plan.unexplained
