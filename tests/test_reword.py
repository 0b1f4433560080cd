"""The reworder (``rallyscope/ask/reword.py``) against the real corpus: every form its prompt
teaches is one the fast path reads, a rewrite that changes what is asked is dropped, and the
default local model (Qwen2.5-Coder-1.5B under the schema) turns a question the rules miss
into one they answer."""

import pytest
from pydantic import ValidationError

from rallyscope.ask import reword
from rallyscope.ask.agent import Agent
from rallyscope.ask.answer import Asker
from rallyscope.ask.tools import Tools

MISSED = "Tally the rallies Carolina Marin closed out with a drop winner."  # not in the set
CANONICAL = "How many rallies did Carolina Marin win with a drop as the final shot?"


@pytest.fixture(scope="module")
def players(reader):
    return Tools(reader).players


@pytest.mark.parametrize("question,rewrite", [e for e in reword.EXAMPLES if e[1] != reword.NONE])
def test_every_taught_rewrite_is_faithful_and_read_by_the_rules(asker, players, question, rewrite):
    assert reword.faithful(question, rewrite, players) is None
    answer = asker.ask(rewrite)
    assert (answer.path, answer.status) == ("fast", "answered"), answer.answer
    reword.RewordOut(question=rewrite)  # and the schema admits it


CHANGED = [  # (question, a rewrite that changes it, a word of the reason it is dropped)
    (
        "Who hit the shuttle out most often?",
        "Which player lost the most rallies in the net?",
        "reads",
    ),
    (
        "Which racket does Kento Momota use?",
        "What is the average rally length of Kento Momota?",
        "racket",
    ),
    (
        "How many smashes did Kento Momota hit?",
        "How many smashes did Kento Momota hit against Chou Tien Chen?",
        "names",
    ),
    ("How many rallies lasted twenty shots?", "How many rallies lasted 30 shots?", "numbers"),
    (
        "What share of the points Momota lost were net errors?",
        "What share of Momota's rallies ended in the net?",
        "reads",
    ),
    ("How many clears did An Se Young play?", "How many lifts did An Se Young hit?", "reads"),
]


@pytest.mark.parametrize("question,rewrite,why", CHANGED)
def test_a_rewrite_that_changes_what_is_asked_is_dropped(players, question, rewrite, why):
    assert why in (reword.faithful(question, rewrite, players) or "")


def test_the_schema_admits_only_the_forms_the_rules_read():
    for text in ("NONE", "How many smashes did Kento Momota hit?", "Show me his longest rally."):
        reword.RewordOut(question=text)
    for text in ("Tell me about Momota.", 'How many "smashes"?', "How many\nsmashes?", "None"):
        with pytest.raises(ValidationError):
            reword.RewordOut(question=text)


def test_the_default_local_model_rewords_what_the_rules_miss(asker, reader):
    from rallyscope import config

    assert asker.ask(MISSED).status == "cannot_answer", "the rules alone must miss it"
    expected = asker.ask(CANONICAL).value
    agent = Agent(timeout_s=300)  # qwen2.5-coder-1.5b, served in process
    try:
        rewording = Asker(reader, config.params()["search"], reworder=agent.reword)
        answer = rewording.ask(MISSED)
        unanswerable = rewording.ask("Which racket does Carolina Marin play with?")
    finally:
        agent.close()
    assert (answer.path, answer.status, answer.llm_calls) == ("reworded", "answered", 1)
    assert answer.value == expected and answer.steps[0]["reworded"].startswith("How many")
    assert (unanswerable.status, unanswerable.value, unanswerable.evidence) == (
        "cannot_answer",
        None,
        [],
    )
    assert unanswerable.llm_calls == 1
