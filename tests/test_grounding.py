"""The grounding checker on hand-written sentences, true and false, and the report's
structured claims: their schema from the rally, their sentences, the checker's feedback."""

import pytest
from pydantic import ValidationError

from rallyscope.narrate.grounding import RallyFacts, Shot, check, score
from rallyscope.narrate.prompts import failures
from rallyscope.narrate.report import render, report_model, text

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


TAGGED = RallyFacts(
    **{**FACTS.__dict__, "end_reason": "winner", "tactics": (("lift_punished", "Carolina MARIN"),)}
)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The rally ends with a smash that lands in untouched.",
            [("final_shot", True), ("ending", True)],
        ),
        ("The rally ends with a smash that goes out.", [("final_shot", True), ("ending", False)]),
        ("Lift punished by Marin: the lob sat up.", [("tactic", True)]),
        ("Lift punished by An Se Young.", [("tactic", False)]),
        ("Net control by Marin.", [("tactic", False)]),
        ("The exchange over shots 2-3 was tight.", [("shot_exists", True)]),  # not a score
    ],
)
def test_endings_tactics_and_shot_ranges(sentence, expected):
    assert sorted((v.kind, v.supported) for v in check(sentence, TAGGED)) == sorted(expected)


def claim(shot, by, kind, to, why="it keeps the pressure on"):
    return {"shot": shot, "by": by, "type": kind, "to": to, "why": why}


GOOD = {  # a true report on TAGGED
    "story": [
        claim(2, "Carolina MARIN", "push", "rear-right"),
        claim(3, "An Se Young", "lob", "rear-left"),
    ],
    "tactics": [{"tag": "lift_punished", "by": "Carolina MARIN", "why": "the lob sat up"}],
    "turning_point": claim(3, "An Se Young", "lob", "rear-left"),
    "ending": claim(4, "Carolina MARIN", "smash", "mid-right"),
    "how": "lands in untouched",
    "winner": "Carolina MARIN",
    "top_plan": "Push deep, then punish the lift",
    "bottom_plan": "Serve short and wait for a loose push",
}


def _claims(schema: dict) -> list[dict]:
    return [d for name, d in schema["$defs"].items() if name.startswith("Shot")]


def test_the_report_schema_takes_its_enums_from_the_rally():
    schema = report_model(TAGGED).model_json_schema()
    claims = {d["properties"]["shot"]["const"]: d["properties"] for d in _claims(schema)}
    assert sorted(claims) == [1, 2, 3, 4]  # one variant per shot of the rally
    for shot in TAGGED.shots:  # a cited shot has the log's hitter, type and landing zone
        claim = claims[shot.no]
        assert (claim["by"]["const"], claim["type"]["const"]) == (shot.player, shot.shot_type)
        assert set(claim["to"]["enum"]) == {shot.landing_zone, "unknown"}
    ending = schema["properties"]["ending"]["$ref"].rsplit("/", 1)[1]
    assert schema["$defs"][ending]["properties"]["shot"]["const"] == 4  # the final shot
    assert schema["properties"]["how"]["const"] == "lands in untouched"  # end_reason winner
    assert schema["properties"]["winner"]["const"] == "Carolina MARIN"
    tactic = schema["$defs"]["Tactic0Claim"]["properties"]
    assert (tactic["tag"]["const"], tactic["by"]["const"]) == ("lift_punished", "Carolina MARIN")
    no_tags = report_model(FACTS).model_json_schema()  # no end reason: any ending allowed
    assert "tactics" not in no_tags["properties"] and len(no_tags["properties"]["how"]["enum"]) > 1


def test_the_schema_refuses_a_cited_shot_misdescribed():
    model = report_model(TAGGED)
    model.model_validate(GOOD)
    for wrong in (
        {"turning_point": claim(3, "Carolina MARIN", "lob", "rear-left")},  # hitter
        {"turning_point": claim(3, "An Se Young", "smash", "rear-left")},  # type
        {"turning_point": claim(3, "An Se Young", "lob", "front-left")},  # landing zone
        {"ending": claim(3, "An Se Young", "lob", "rear-left")},  # not the final shot
        {"how": "goes out"},
        {"winner": "An Se Young"},
        {"tactics": [{"tag": "lift_punished", "by": "An Se Young", "why": "the lob sat up"}]},
    ):
        with pytest.raises(ValidationError):
            model.model_validate({**GOOD, **wrong})


def test_sentences_rendered_from_true_claims_check_true_and_false_ones_say_the_fix():
    report_model(TAGGED).model_validate(GOOD)
    sections = render(GOOD, TAGGED)
    verdicts = check(text(sections), TAGGED)
    assert all(v.supported for v in verdicts) and len(verdicts) >= 5
    kinds = {v.kind for v in verdicts}
    assert {"hitter", "shot_type", "landing_zone", "winner", "final_shot", "ending"} <= kinds
    assert "tactic" in kinds

    wrong = {**GOOD, "turning_point": claim(3, "Carolina MARIN", "lob", "rear-left")}
    failed = [v for v in check(text(render(wrong, TAGGED)), TAGGED) if not v.supported]
    assert [(v.kind, v.expected) for v in failed] == [("hitter", "An Se Young")]
    told = failures(failed)
    assert "Shot 3 by Carolina MARIN: false, the log says An Se Young" in told
