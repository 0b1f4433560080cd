"""The grounding checker on hand-written sentences, true and false, and the report's
structured claims: their schema from the rally, their sentences, the checker's feedback."""

import pytest
from pydantic import ValidationError

from rallyscope.narrate.grounding import RallyFacts, Shot, check, score
from rallyscope.narrate.prompts import failures
from rallyscope.narrate.report import (
    failing,
    prune,
    render,
    repair_model,
    repaired,
    report_model,
    resolve,
    text,
)

FACTS = RallyFacts(
    top_player="Carolina MARIN",
    bottom_player="An Se Young",
    shots=(
        Shot(1, "An Se Young", "short service", "front-left"),
        Shot(2, "Carolina MARIN", "push", "rear-right", "mid-right"),
        Shot(3, "An Se Young", "lob", "rear-left", "front-right"),
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
        ("An Se Young's high lob sits up.", [("played", True)]),  # no number: she played one
        ("Marin's deceptive drop wrong-foots her.", [("played", False)]),  # Marin played none
        ("Marin's plan is to push deep.", []),  # a possessive, not a shot
        ("An Se Young plays a backhand smash.", [("played", False)]),  # she played none
        ("Marin hits a smash to end it.", [("played", True)]),
        # where it was hit from and landed, said of one of the player's shots of that type
        ("An Se Young's lob from front-right landed rear-left.", [("played", True)]),
        ("An Se Young's lob from front-left sits up.", [("played", False)]),  # front-right
        ("An Se Young plays a lob to the rear-right.", [("played", False)]),  # rear-left
        ("Marin plays a push from mid-right, landing rear-right.", [("played", True)]),
        ("Marin plays a smash from rear-left.", [("played", True)]),  # its zone is unknown
        ("An Se Young hits the net.", []),  # a fault, not a net shot
        ("The final shot by An Se Young went out.", [("final_hitter", False)]),  # Marin's
        ("The winning stroke by Carolina MARIN.", [("final_hitter", True)]),
    ],
)
def test_claims_and_verdicts(sentence, expected):
    assert sorted(verdicts(sentence)) == sorted(expected)


def test_a_reason_speaks_of_its_own_shot_not_another_of_the_same_type():
    facts = RallyFacts(
        top_player="Carolina MARIN",
        bottom_player="An Se Young",
        shots=(
            *FACTS.shots[:3],
            Shot(4, "Carolina MARIN", "drop", "front-left", "rear-right"),
            Shot(5, "An Se Young", "lob", "rear-right", "front-left"),
            Shot(6, "Carolina MARIN", "smash", "mid-right"),
        ),
        winner_name="Carolina MARIN",
        final_shot_type="smash",
        scores=((10, 8), (11, 8)),
    )
    cited = "An Se Young's lob (Shot 3) to the rear-left: "
    said_of_shot_5 = cited + "An Se Young's lob to the rear-right pushes Marin deep."
    said_of_shot_3 = cited + "An Se Young's lob to the rear-left pushes Marin deep."
    played = [v for v in check(said_of_shot_5, facts) if v.kind == "played"]
    assert [v.supported for v in played] == [False] and "rear-left" in played[0].expected
    assert all(v.supported for v in check(said_of_shot_3, facts))
    uncited = "An Se Young's lob to the rear-right pushes Marin deep."  # one of her lobs
    assert all(v.supported for v in check(uncited, facts))


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
        ("The exchange over shots 2-3 was tight.", [("shot_exists", True)] * 2),  # not a score
        # each shot of a list or range is checked: shots 2 and 4 are Marin's, 3 is not
        (
            "Marin's replies (shots 2, 3 and 4) kept her in it.",
            [("shot_exists", True)] * 3 + [("hitter", True), ("hitter", False), ("hitter", True)],
        ),
        ("An Se Young converted with the smash.", [("winner", False)]),  # Marin won
        ("Marin put it away.", [("winner", True)]),
    ],
)
def test_endings_tactics_and_shot_ranges(sentence, expected):
    assert sorted((v.kind, v.supported) for v in check(sentence, TAGGED)) == sorted(expected)


def claim(shot, why="it keeps the pressure on"):
    return {"shot": shot, "why": why}


GOOD = {  # a true report on TAGGED, as the model writes it
    "story": [claim(2), claim(3)],
    "turning_point": claim(3, "it sits up mid-court"),
    "ending": "it is too steep to reach",
    "top_plan": "Push deep, then punish the lift",
    "bottom_plan": "Serve short and wait for a loose push",
}


def test_the_report_schema_takes_its_enums_from_the_rally():
    schema = report_model(TAGGED).model_json_schema()
    shot = schema["$defs"]["ShotClaim"]["properties"]
    assert shot["shot"]["enum"] == [1, 2, 3, 4]  # the shots that exist
    assert set(shot) == {"shot", "why"}  # hitter, type and zone come from the log, not the model
    assert not {"how", "winner"} & set(schema["properties"])  # the log's too
    assert "tactics" not in schema["properties"]  # the tags come from the log, told as defined


def test_the_schema_refuses_what_the_rally_does_not_have():
    model = report_model(TAGGED)
    model.model_validate(GOOD)
    for wrong in (
        {"turning_point": claim(5)},  # no shot 5
        {"story": [claim(0), claim(2)]},
        {"story": [claim(2)] * 5},  # at most four (and the rally's length)
        {"ending": "x" * 500},  # bounded, so guided decoding closes it
        {"tactics": [{"tag": "lift_punished", "by": "Carolina MARIN", "why": "the lob sat up"}]},
    ):
        with pytest.raises(ValidationError):
            model.model_validate({**GOOD, **wrong})


def test_resolved_claims_take_the_log_and_their_sentences_check_true():
    resolved = resolve(report_model(TAGGED).model_validate(GOOD).model_dump(), TAGGED)
    assert resolved["turning_point"] == {
        "shot": 3,
        "by": "An Se Young",
        "type": "lob",
        "to": "rear-left",
        "why": "it sits up mid-court",
    }
    assert resolved["ending"]["shot"] == 4 and resolved["how"] == "lands in untouched"
    assert resolved["winner"] == "Carolina MARIN"
    verdicts = check(text(render(resolved, TAGGED)), TAGGED)
    assert all(v.supported for v in verdicts) and len(verdicts) >= 5
    kinds = {v.kind for v in verdicts}
    assert {"hitter", "shot_type", "landing_zone", "winner", "final_shot", "ending"} <= kinds
    assert "tactic" in kinds


def test_a_false_reason_is_caught_and_the_feedback_says_the_fix():
    wrong = {**GOOD, "turning_point": claim(3, "it answers Carolina MARIN's lob (Shot 2)")}
    resolved = resolve(wrong, TAGGED)
    failed = [v for v in check(text(render(resolved, TAGGED)), TAGGED) if not v.supported]
    assert sorted(v.kind for v in failed) == ["shot_type"]  # Shot 2 is a push
    told = failures(failed)
    assert "- Shot 2 is a defensive return lob/lob: false, the log says push" in told


def test_a_false_reason_or_plan_is_cut_before_publishing_and_kept_aside():
    wrong = {
        **GOOD,
        "turning_point": claim(3, "it answers Carolina MARIN's lob (Shot 2)"),  # a push
        "top_plan": "Win with Carolina MARIN's drop shot",  # she played none
    }
    published = prune(resolve(wrong, TAGGED), TAGGED)
    assert published["cut"] == [wrong["turning_point"]["why"], wrong["top_plan"]]
    assert published["turning_point"]["why"] is None and published["top_plan"] is None
    sections = render(published, TAGGED)
    assert (
        sections["turning_point"]
        == "The turning point is An Se Young's lob (Shot 3) to the rear-left."
    )
    # the plan cut, the strategy says what the log shows of her play instead
    assert (
        sections["top_strategy"] == "Carolina MARIN (top court): the log shows a push and a smash."
    )
    verdicts = check(text(sections), TAGGED)
    assert all(v.supported for v in verdicts) and len(verdicts) >= 5
    assert prune(resolve(GOOD, TAGGED), TAGGED)["cut"] == []  # true reasons stay


@pytest.mark.parametrize(
    ("plan", "holds"),
    [
        ("An Se Young (bottom court): To win by playing a drop.", False),  # she played none
        ("Carolina MARIN (top court): To build the initiative by playing a push.", True),
        ("An Se Young (bottom court): To answer Carolina MARIN playing a push.", None),  # hers
        # "by playing" is the plan's own player's, whoever is named before it
        ("An Se Young (bottom court): To keep Carolina MARIN back by playing a push.", False),
        ("Carolina MARIN (top court): To keep An Se Young back by playing a push.", True),
        ("An Se Young (bottom court): To play a smash from the rear court.", False),  # none
    ],
)
def test_a_shot_a_plan_says_its_player_plays_is_checked(plan, holds):
    played = [v.supported for v in check(plan, TAGGED) if v.kind == "played"]
    assert played == ([] if holds is None else [holds])
    titled = (
        "Top-court player strategy: " if "top court" in plan else "Bottom-court player strategy: "
    )
    in_text = [v.supported for v in check(titled + plan, TAGGED) if v.kind == "played"]
    assert in_text == played  # the published text's check reads it under its title too


def test_the_repair_asks_for_exactly_the_false_texts_and_applies_them():
    wrong = {
        **GOOD,
        "turning_point": claim(3, "it answers Carolina MARIN's lob (Shot 2)"),  # a push
        "top_plan": "Win with Carolina MARIN's drop shot",  # she played none
    }
    resolved = resolve(wrong, TAGGED)
    items = failing(resolved, TAGGED)
    assert [where for where, *_ in items] == [("turning_point",), ("top_plan",)]
    assert all(w.expected for *_, wrong_, _ in items for w in wrong_)
    schema = repair_model(items).model_json_schema()
    assert sorted(schema["properties"]) == ["fix_1", "fix_2"]
    assert schema["additionalProperties"] is False  # a grammar would allow other keys
    assert schema["properties"]["fix_2"]["maxLength"] > schema["properties"]["fix_1"]["maxLength"]
    fixed = repaired(
        resolved,
        items,
        {"fix_1": "it answers Carolina MARIN's push (Shot 2)", "fix_2": "Move An Se Young"},
        TAGGED,
    )
    assert fixed["turning_point"]["why"] == "it answers Carolina MARIN's push (Shot 2)"
    assert fixed["top_plan"] == "Move An Se Young" and failing(fixed, TAGGED) == []
    assert resolved["top_plan"] == wrong["top_plan"]  # the draft it came from is unchanged


def test_a_reason_does_not_restate_its_sentence():
    said = {
        **GOOD,
        "turning_point": claim(3, "An Se Young's lob (Shot 3) to the rear-left: it sits up"),
        "top_plan": "Carolina MARIN (top court): Carolina MARIN (top court): attack",
    }
    resolved = resolve(said, TAGGED)
    assert resolved["turning_point"]["why"] == "it sits up"
    assert resolved["top_plan"] == "attack"
    assert render(resolved, TAGGED)["turning_point"] == (
        "The turning point is An Se Young's lob (Shot 3) to the rear-left: it sits up."
    )


def test_the_story_is_told_in_order_each_shot_once():
    told = {**GOOD, "story": [claim(3, "first"), claim(2), claim(3, "again")]}
    story = resolve(told, TAGGED)["story"]
    assert [(c["shot"], c["why"]) for c in story] == [(2, GOOD["story"][0]["why"]), (3, "first")]


def test_a_reason_cut_off_at_its_length_bound_ends_at_a_clause_or_is_dropped():
    schema = report_model(TAGGED).model_json_schema()
    n = schema["$defs"]["ShotClaim"]["properties"]["why"]["maxLength"]
    long = "it drags her to the rear corner and wide to the backhand side"
    clause = f"{long}, then the drop wrong-foots her and she cannot recover in time again"[:n]
    word = f"{long} then the drop wrong-foots her and she cannot recover in time again"[:n]
    story = resolve({**GOOD, "story": [claim(2, clause), claim(3, word)]}, TAGGED)["story"]
    assert story[0]["why"] == long  # the comma past the middle
    assert story[1]["why"] == ""  # no clause to end at: a fragment says less than nothing
    assert (
        render(resolve({**GOOD, "story": [claim(3, word)]}, TAGGED), TAGGED)["rally_narrative"]
        == "A 4-shot rally. An Se Young's lob (Shot 3) to the rear-left. Lift punished by "
        "Carolina MARIN: a lift answered by a winning smash."
    )
    sentence = f"it drags her wide. {long} then the drop wrong-foots her"[:n]  # cut mid-sentence
    assert resolve({**GOOD, "story": [claim(2, sentence)]}, TAGGED)["story"][0]["why"] == (
        "it drags her wide"
    )
    assert resolve(GOOD, TAGGED)["story"][0]["why"] == GOOD["story"][0]["why"]  # short: as is
    # closed a few characters short of the bound (the next token would pass it): a dangling
    # word or a last clause of a bare name is a cut too (from a real default-model report)
    dangling = "she was pulled out of position by An Se Young's backhand short service from"
    fragment = "she was pushed deep by a backhand clear from mid-centre, landing deep; Momota"
    story = resolve({**GOOD, "story": [claim(2, dangling), claim(3, fragment)]}, TAGGED)["story"]
    assert story[0]["why"] == ""  # no clause to end at
    assert (
        story[1]["why"] == "she was pushed deep by a backhand clear from mid-centre, landing deep"
    )
    complete = "it draws a weak backhand short service, landing front-centre"
    assert resolve({**GOOD, "story": [claim(2, complete)]}, TAGGED)["story"][0]["why"] == complete


def test_an_unknown_shot_type_reads_as_a_shot():
    facts = RallyFacts(
        **{**FACTS.__dict__, "shots": (Shot(1, "An Se Young", "unknown", None), *FACTS.shots[1:])}
    )
    resolved = resolve({**GOOD, "story": [claim(1), claim(2)]}, facts)
    assert "An Se Young's shot (Shot 1): it keeps" in render(resolved, facts)["rally_narrative"]


def test_a_reason_that_says_nothing_new_is_dropped():
    said = {
        **GOOD,
        "story": [  # the log's own words and names: nothing a coach did not have
            claim(2, "Carolina MARIN plays a push from the front, landing rear-right"),
            claim(3, "it leaves Carolina MARIN a smash"),
        ],
        "turning_point": claim(3, "it leaves Carolina MARIN a smash"),  # said already
        "ending": "The smash (Shot 4) by Carolina MARIN lands in untouched; she wins the point",
    }
    resolved = resolve(said, TAGGED)
    assert [c["why"] for c in resolved["story"]] == [None, "it leaves Carolina MARIN a smash"]
    assert resolved["turning_point"]["why"] is None and resolved["ending"]["why"] is None
    assert render(resolved, TAGGED)["turning_point"] == (
        "The turning point is An Se Young's lob (Shot 3) to the rear-left."
    )


@pytest.mark.parametrize(
    ("plan", "kept"),
    [
        ("Played an unknown shot.", False),  # from a real default-model report
        ("Hit a smash to the rear court", False),
        ("Smash to the rear court", True),  # the log's words, but an intention
        ("To push deep, then attack the lift", True),
    ],
)
def test_a_plan_that_only_tells_what_was_played_is_dropped(plan, kept):
    assert (resolve({**GOOD, "top_plan": plan}, TAGGED)["top_plan"] == plan) is kept


@pytest.mark.parametrize(
    ("where", "text", "published"),
    [  # from stop 27's benchmark run of the default model (names changed to TAGGED's)
        (
            "top_plan",
            "Carolina MARIN played a push from mid-right, landing rear-right. This.",
            ("Carolina MARIN played a push from mid-right, landing rear-right"),
        ),
        ("top_plan", "Push deep to An Se Young, forcing.", "Push deep to An Se Young"),
        (
            "top_plan",
            "Push deep to create pressure on An Se Young, as.",
            ("Push deep to create pressure on An Se Young"),
        ),
        (
            "top_plan",
            "Push deep, keeping An Se Young at the back. Then keeping Carolina MAR.",
            ("Push deep, keeping An Se Young at the back"),
        ),
        ("top_plan", "Carolina M.", None),  # a name and nothing else
        ("top_plan", "An Se Young's lob kept Carolina MARIN at the back", None),  # An's rally
        ("top_plan", "Drop short, then An Se MARIN must lift", None),  # whose name?
        ("bottom_plan", "Lob high, then Carolina Young attacks the reply", None),
        (
            "top_plan",
            "Push deep to An Se Young, then Carolina MARIN attacks the lift",
            ("Push deep to An Se Young, then Carolina MARIN attacks the lift"),
        ),
        (
            "bottom_plan",
            "An Se Young lobbed to keep Carolina MARIN at the back",
            ("An Se Young lobbed to keep Carolina MARIN at the back"),
        ),
    ],
)
def test_a_cut_sentence_a_clipped_or_mixed_name_or_the_other_s_plan_is_not_published(
    where, text, published
):
    got = resolve({**GOOD, where: text}, TAGGED)[where]
    assert (got or None) == published


def test_a_text_copied_from_the_instructions_is_dropped():
    copied = {  # from real default-model reports: the task's or the summary's own words
        **GOOD,
        "story": [
            claim(2, "The winner of the point built pressure with shots 2 and 3"),
            claim(3, "Distance covered between own hits: An Se Young 10.9 m"),
        ],
        "ending": "the final shot won the point, in at most twelve words",
    }
    resolved = resolve(copied, TAGGED)
    assert [c["why"] for c in resolved["story"]] == [None, None]
    assert resolved["ending"]["why"] is None
    assert resolve(GOOD, TAGGED)["story"][0]["why"] == "it keeps the pressure on"  # its own


@pytest.mark.parametrize(
    ("where", "text", "kept"),
    [
        ("turning_point", "it puts pressure on An Se Young", False),  # her own lob
        ("turning_point", "it puts pressure on Carolina MARIN", True),
        ("top_plan", "Keep the pressure on MARIN's backhand", False),  # MARIN's own plan
        ("top_plan", "Move An Se Young to the corners", True),
        ("bottom_plan", "Forcing Carolina MARIN to lift", True),
        ("bottom_plan", "To keep An Se Young in position", False),
        ("bottom_plan", "To pressure An Se Young with a short serve", False),
    ],
)
def test_a_text_that_has_a_player_act_on_himself_is_dropped(where, text, kept):
    said = {**GOOD, where: claim(3, text) if where == "turning_point" else text}
    resolved = resolve(said, TAGGED)
    got = resolved[where]["why"] if where == "turning_point" else resolved[where]
    assert (got == text) is kept


def test_a_word_cut_at_a_hyphen_or_to_one_letter_is_a_cut():
    cut = {
        **GOOD,
        "story": [claim(2, "it moves An Se Young from front-"), claim(3, "it sits up")],
        "top_plan": "Push deep to the rear court, then attack the lift; A.",
    }
    resolved = resolve(cut, TAGGED)
    assert resolved["story"][0]["why"] == ""
    assert resolved["top_plan"] == "Push deep to the rear court, then attack the lift"


def test_every_tag_is_told_with_what_it_means():
    story = render(resolve(GOOD, TAGGED), TAGGED)["rally_narrative"]
    assert story.endswith("Lift punished by Carolina MARIN: a lift answered by a winning smash.")
    assert all(v.supported for v in check(story, TAGGED))


def test_a_strategy_without_a_plan_says_what_the_log_shows():
    facts = RallyFacts(
        **{
            **FACTS.__dict__,
            "shots": (
                *FACTS.shots,
                Shot(5, "An Se Young", "lob", "rear-right"),
                Shot(6, "Carolina MARIN", "smash", "rear-left"),
                Shot(7, "An Se Young", "defensive return lob", "rear-left"),
            ),
        }
    )
    resolved = prune(resolve({**GOOD, "bottom_plan": "x"}, facts), facts)
    resolved["bottom_plan"] = None
    assert render(resolved, facts)["bottom_strategy"] == (
        "An Se Young (bottom court): the log shows 2 lobs, a short service and a defensive "
        "return lob, 3 of 4 to the rear court."
    )


def test_the_story_opens_with_the_length_and_who_served_at_what_score():
    facts = RallyFacts(**{**TAGGED.__dict__, "server": "An Se Young", "called": (8, 10)})
    story = render(resolve(GOOD, facts), facts)["rally_narrative"]
    assert story.startswith("A 4-shot rally, An Se Young serving at 8-10. ")
    kinds = [(v.kind, v.supported) for v in check(story, facts)]
    assert ("length", True) in kinds and ("score", True) in kinds


def test_a_text_repeated_once_its_clipped_name_is_trimmed_is_said_once():
    got = resolve(
        {
            **GOOD,
            "top_plan": "Push deep to the corners",
            "bottom_plan": "Push deep to the corners, keeping Carolina MAR.",
        },
        TAGGED,
    )
    assert got["top_plan"] == "Push deep to the corners"
    assert not got["bottom_plan"], "the trimmed repeat is dropped"
