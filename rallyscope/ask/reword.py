"""The reworder: one LLM call, before the agent, that rewrites a question the rules do not
take into the plain forms the fast path reads ("How many rallies did X win with a smash as
the final shot?"), or ``NONE`` when the archive cannot answer it. The fast path then answers
the rewrite by rules, so the numbers still come from SQL, not from the model.

The output is constrained by a JSON schema whose string pattern admits only those forms.
A rewrite must keep the question's players, numbers, shots, endings, outcomes and the
nouns the rules do not know ("racket"), and add no player, number, shot or ending
(:func:`faithful`); one that does not is dropped, never answered."""

from __future__ import annotations

import json
import re

from pydantic import BaseModel, Field

from rallyscope.ask.check import NUMBER
from rallyscope.ask.tools import named_players
from rallyscope.pattern.players import PlayerNames
from rallyscope.planner.lexicon import NUMBERS, ORDINALS, STOPWORDS, vocabulary_words
from rallyscope.planner.spans import spot

PROMPT_VERSION = "reword-3"
NONE = "NONE"
FORMS = (
    "How many",
    "What share of",
    "What is the average",
    "Which",
    "Who",
    "Show me",
    "What was the longest",
)
SYSTEM = """You rewrite questions about a badminton rally archive into plain forms that a \
rule parser reads. The archive holds, for every rally of 94 singles matches: each shot (its \
hitter and type: serve, smash, drop, net shot, lift, clear, drive, push, rush...), where it \
was hit from and landed, who served, who won the rally and how it ended (a winner, out, in \
the net), the score, and the match (tournament, year, round, the two players).

Rules:
- Keep every player name exactly as written, and every number, shot type, match and \
condition. Add no condition the question does not state.
- Call points or exchanges "rallies".
- A share among the rallies a player lost or won reads "What share of the rallies X lost \
ended ...?".
- Start with one of: {forms}.
- Write NONE when the archive cannot answer the question (equipment, crowds, rankings, \
opinions, anything not about rallies and shots).

Examples:
{examples}"""
EXAMPLES = (  # not questions of the benchmark (benchmarks/queries/questions.jsonl)
    (
        "Tally the rallies Jonatan Christie closed out with a net shot winner.",
        "How many rallies did Jonatan Christie win with a net shot as the final shot?",
    ),
    (
        "In total, how often did Pusarla V. Sindhu go for a smash?",
        "How many smashes did Pusarla V. Sindhu hit?",
    ),
    (
        "Number of times Michelle Li put the shuttle into the net and lost the point?",
        "How many rallies did Michelle Li lose in the net?",
    ),
    (
        "Of the points Michelle Li lost, what percent ended with the shuttle out?",
        "What share of the rallies Michelle Li lost ended out?",
    ),
    (
        "Across every match, how long does a rally go on for, on average?",
        "What is the average rally length?",
    ),
    (
        "Who sent the shuttle into the net more often than anyone?",
        "Which player lost the most rallies in the net?",
    ),
    (
        "Whose shots went out of court most often?",
        "Which player lost the most rallies out?",
    ),
    (
        "Between Michelle Li and Pusarla V. Sindhu, whose net errors per match are higher?",
        "Who lost more rallies in the net per match, Michelle Li or Pusarla V. Sindhu?",
    ),
    (
        "What percentage of the points Ng Ka Long Angus lost came from shots into the net?",
        "What share of the rallies Ng Ka Long Angus lost ended in the net?",
    ),
    (
        "How many exchanges of twenty shots or more went Ratchanok Intanon's way?",
        "How many rallies of 20 shots or more did Ratchanok Intanon win?",
    ),
    (
        "How many points did the receiver take straight off the return of serve?",
        "How many rallies did the receiver win with the return of serve?",
    ),
    (
        "What proportion of the points does the server end up winning?",
        "What share of rallies did the server win?",
    ),
    (
        "Out of all the shots Ng Ka Long Angus played, what percent were drops?",
        "What share of Ng Ka Long Angus's shots are drops?",
    ),
    (
        "When Viktor Axelsen serves, how often does he take the point, in percent?",
        "What share of rallies Viktor Axelsen served did he win?",
    ),
    (
        "On average, how many shots do the rallies in Carolina Marin's matches last?",
        "What is the average rally length in matches of Carolina Marin?",
    ),
    (
        "Whose smashes won the most points?",
        "Which player won the most rallies with a smash?",
    ),
    (
        "Who lifted the shuttle more than anyone else?",
        "Which player hit the most lifts?",
    ),
    (
        "What is the most common shot to finish a rally as an outright winner?",
        "Which shot ends the most rallies as a winner?",
    ),
    (
        "Before a drop that wins the point, what shot is typically played?",
        "Which shot most often comes right before a winning drop?",
    ),
    (
        "Jonatan Christie or Anthony Sinisuka Ginting: who plays drops more often per rally?",
        "Who hits more drops per rally, Jonatan Christie or Anthony Sinisuka Ginting?",
    ),
    (
        "List every rally Ratchanok Intanon took with a smash against Pusarla V. Sindhu at the"
        " 2021 Thailand Open quarter-final.",
        "Show me the rallies Ratchanok Intanon won with a smash in the 2021 Thailand Open"
        " quarter-final against Pusarla V. Sindhu.",
    ),
    (
        "Which was the longest exchange Shi Yuqi played?",
        "What was the longest rally of Shi Yuqi?",
    ),
    ("What shoes does Jonatan Christie wear?", NONE),
    ("Who is the greatest badminton player ever?", NONE),
    ("Which sponsor is on Carolina Marin's shirt?", NONE),
)
_WORDS = NUMBERS | {"first": 1, "once": 1, "twice": 2}
# nouns that say how a question asks (a share, a total, the archive), not what about
ASKING = frozenset(
    """total number count tally percent percentage proportion share fraction part average
    mean length rate frequency difference margin archive collection corpus dataset data
    quarter semi round final tournament time""".split()  # noqa: SIM905 - a word list
)
# a JSON string's own quote and backslash are left out: llama.cpp matches the pattern on
# the raw characters, so an unescaped quote would end the string early
_PATTERN = "^(NONE|(" + "|".join(FORMS) + r') [^?\n"\\]{2,200}[?.])$'


class RewordOut(BaseModel):
    question: str = Field(pattern=_PATTERN)


def messages(question: str) -> list[dict]:
    """The chat for one question: the shared instructions and examples first (the server's
    prompt cache keeps them), the question last."""
    examples = "\n".join(f"Q: {q}\nA: {json.dumps({'question': a})}" for q, a in EXAMPLES)
    system = SYSTEM.format(forms=", ".join(f'"{f}"' for f in FORMS), examples=examples)
    return [{"role": "system", "content": system}, {"role": "user", "content": question}]


def numbers(text: str) -> set[float]:
    """The numbers a text states, in digits or in words ("forty" is 40, "third" 3)."""
    found = {float(n) for n in NUMBER.findall(text)}
    words = _WORDS | ORDINALS
    return found | {float(words[w]) for w in re.findall(r"[a-z]+", text.lower()) if w in words}


def subjects(text: str, players: PlayerNames) -> set[str]:
    """The nouns of ``text`` the rule planner does not know and that do not say how it asks
    ("racket", "spectator"): what a question is about that the archive may not hold."""
    doc, spans = spot(text, players)
    names = {i for s in spans if s.kind == "player" for i in range(s.start, s.end)}
    known = STOPWORDS | ASKING | vocabulary_words()
    return {
        t.lemma_.lower()
        for t in doc
        if t.pos_ == "NOUN"
        and t.i not in names
        and t.lemma_.lower() not in known
        and t.text.lower() not in known
    }


def terms(text: str) -> set[str]:
    """The shots, rally endings and outcomes (win, lose) a text names, as the rule planner's
    lexicon reads them."""
    found: set[str] = set()
    for span in spot(text, None)[1]:
        if span.kind in ("shot", "ending"):
            found |= {f"{span.kind} {v}" for v in span.value}  # type: ignore[attr-defined]
        elif span.kind in ("win", "lose"):
            found.add(span.kind)
    return found


def faithful(question: str, rewrite: str, players: PlayerNames) -> str | None:
    """Why ``rewrite`` does not say what ``question`` asks (a player, number, shot or ending
    added or lost), or None when it keeps them all."""
    asked = {p.spellings[0] for p in named_players(question, players)}
    said = {p.spellings[0] for p in named_players(rewrite, players)}
    if asked != said:
        return f"it names {sorted(said)} where the question names {sorted(asked)}"
    lost = subjects(question, players) - subjects(rewrite, players)
    if lost:
        return f"it drops what the question is about: {sorted(lost)}"
    read, asks = terms(rewrite), terms(question)
    shots = {t for t in read ^ asks if t.startswith("shot")}
    endings = {t for t in read - asks if t.startswith("ending")}  # "closed out" reads as out
    outcomes = {t for t in asks - read if t in ("win", "lose")}  # an ending implies a loss
    if shots or endings or outcomes:
        return f"it reads {sorted(read)} where the question has {sorted(asks)}"
    stated, given = numbers(rewrite), numbers(question)
    if stated - given:
        return f"it adds the numbers {sorted(stated - given)}"
    if given - stated:
        return f"it drops the numbers {sorted(given - stated)}"
    return None
