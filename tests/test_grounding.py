"""The grounding checker on hand-written sentences, true and false."""

import pytest

from rallyscope.narrate.grounding import RallyFacts, Shot, check, score

FACTS = RallyFacts(
    top_player="Carolina MARIN",
    bottom_player="An Se Young",
    shots=(
        Shot(1, "An Se Young", "short service", "front-left"),
        Shot(2, "Carolina MARIN", "push", "rear-right"),
        Shot(3, "An Se Young", "lob", "rear-left"),
        Shot(4, "Carolina MARIN", "smash", "mid-right"),
    ),
    winner_name="Carolina MARIN",
    final_shot_type="smash",
    scores=((10, 8), (11, 8)),
)


def verdicts(sentence):
    return [(v.kind, v.supported) for v in check(sentence, FACTS)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Marin's smash (Shot 4) won the point.",
            [("shot_exists", True), ("shot_type", True), ("hitter", True), ("winner", True)],
        ),
        (
            "An Se Young's smash (Shot 4) won the point.",
            [("shot_exists", True), ("shot_type", True), ("hitter", False), ("winner", False)],
        ),
        ("A drop (Shot 4) ends it.", [("shot_exists", True), ("shot_type", False)]),
        (
            "The lob (Shot 3) goes to the rear-left corner.",
            [("shot_exists", True), ("shot_type", True), ("landing_zone", True)],
        ),
        (
            "The lob (Shot 3) lands front-right.",
            [("shot_exists", True), ("shot_type", True), ("landing_zone", False)],
        ),
        ("Shot 9 was decisive.", [("shot_exists", False)]),
        ("The final shot is a smash by the top-court player.", [("final_shot", True)]),
        ("The rally ends with a clear.", [("final_shot", False)]),
        ("A 4-shot rally at 10-8.", [("length", True), ("score", True)]),
        ("A 6-shot rally at 12-3.", [("length", False), ("score", False)]),
    ],
)
def test_claims_and_verdicts(sentence, expected):
    assert sorted(verdicts(sentence)) == sorted(expected)


def test_the_court_names_a_player():
    (v,) = [
        v for v in check("The bottom-court player pushes (Shot 2).", FACTS) if v.kind == "hitter"
    ]
    assert not v.supported and v.expected == "Carolina MARIN"


def test_score_is_supported_over_checked_and_none_without_claims():
    text = "Marin's smash (Shot 4) won the point. A drop (Shot 4) ends it. Great rally!"
    found = check(text, FACTS)
    assert score(found) == pytest.approx(5 / 6)
    assert [v.sentence_no for v in found if not v.supported] == [2]
    assert score(check("What a rally.", FACTS)) is None
