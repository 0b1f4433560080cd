"""Planning a query into a rally pattern.

Two parsers: the rules (``rules.py``, fast, explainable) and a local or served LLM under
grammar-constrained decoding (``llm.py``). ``auto`` uses the rule parse when it explains
every content word of the query; otherwise it asks the LLM too and keeps the pattern that
covers more of the query's meaning (``coverage.py``). A failing LLM never fails a search:
the rule parse is kept, with a note.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from rallyscope.pattern import model as m
from rallyscope.pattern.implied import least, normal_form
from rallyscope.pattern.players import PlayerNames, fold
from rallyscope.pattern.syntax import render
from rallyscope.planner import lexicon as lx
from rallyscope.planner.coverage import meaning_covered
from rallyscope.planner.rules import parse
from rallyscope.planner.typos import Speller

MODES = ("rule", "llm", "auto")
log = logging.getLogger(__name__)
_CAPITALISED = re.compile(r"\b[A-Z][\w.-]*[\w]")  # a possessive's "'s" is left out
_VOCABULARY = lx.vocabulary_words()


@dataclass
class Plan:
    query: str
    pattern: m.Pattern
    parser: str  # rule | llm | given
    explained: list[str] = field(default_factory=list)
    unexplained: list[str] = field(default_factory=list)
    unknown_names: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "query": self.query,
            "pattern": render(self.pattern),
            "clauses": [
                {**i.model_dump(mode="json"), "description": i.describe()}
                for i in self.pattern.items
            ],
            "parser": self.parser,
            "explained": self.explained,
            "unexplained": self.unexplained,
            "unknown_names": self.unknown_names,
            "notes": self.notes,
        }


class Planner:
    """Plans queries against one corpus's players; ``llm`` is an optional LLM parser."""

    def __init__(self, players: PlayerNames, params: dict, llm: object | None = None) -> None:
        self.players, self.params, self.llm = players, params, llm

    @cached_property
    def speller(self) -> Speller:
        """Typing slips read towards the words the planner reads (numbers included) and the
        players' names."""
        return Speller(
            _VOCABULARY | lx.STOPWORDS | set(lx.NUMBERS) | set(lx.ORDINALS), self.players.words
        )

    def plan(
        self,
        query: str,
        mode: str = "auto",
        tags: bool = True,
        known: frozenset[str] = frozenset(),
        counted: bool = False,
    ) -> Plan:
        """The pattern for ``query``; ``known`` are words of the corpus (tournaments, places)
        that are never taken for unknown player names; ``tags`` False leaves tags out;
        ``counted`` keeps a shot said alone ("the serve") for a caller that counts it."""
        if mode not in MODES:
            raise ValueError(f"planner is one of {', '.join(MODES)}, not {mode!r}")
        text, fixes = self.speller.correct(query)  # "reciever" read as "receiver"
        rule = parse(text, self.players, self.params)
        plan = Plan(
            query, rule.pattern, "rule", rule.explained, rule.unexplained, notes=list(rule.notes)
        )
        if fixes:
            plan.notes.append("read " + ", ".join(f"{a!r} as {b!r}" for a, b in fixes))
        named = {fold(w) for w in rule.explained}
        plan.unknown_names = [
            w for w in self.unknown_names(text, known) if not set(fold(w).split()) <= named
        ]
        if mode == "llm" or (mode == "auto" and not rule.complete and self.llm is not None):
            plan = self._with_llm(plan, text, mode)
        if not tags:
            plan.pattern = m.Pattern(
                items=tuple(i for i in plan.pattern.items if not isinstance(i.clause, m.Tag))
            )
        said = _sequences(plan.pattern, lambda seq: _numbered_hitters(plan, _own_next(seq)))
        said = normal_form(_none_besides(_one_counter(said)), counted)
        if (besides := _none_besides(said)) != said:  # a tag's shots, spelled out there
            said = normal_form(besides, counted)
        own = _sequences(said, _own_next)  # "Momota wins with a drop then a smash": the
        plan.pattern = said if own == said else normal_form(own, counted)  # winner is Momota
        # once the outcomes are read, and the smash her next own shot
        return plan

    def warm(self) -> None:
        """Have the LLM parser (if any) read its prompt once, so the first query that needs
        it is not the one that pays for it; a failure is logged, never raised (the planner
        falls back to the rules anyway)."""
        if self.llm is None:
            return
        try:
            self.llm.warm(self.players)  # type: ignore[attr-defined]
            log.info("the LLM parser is warm")
        except Exception as exc:  # noqa: BLE001 - a warm-up must never take a server down
            log.warning("warming the LLM parser failed: %s", exc)

    def _with_llm(self, plan: Plan, text: str, mode: str) -> Plan:
        """The LLM's parse of ``text`` (the query with its slips corrected) where it is
        asked for or covers more of the query than the rules'."""
        if self.llm is None:
            plan.notes.append("no LLM parser is configured: the rule parse is used")
            return plan
        try:
            pattern = self.llm.parse(text, self.players)  # type: ignore[attr-defined]
        except Exception as exc:  # a failing LLM must never fail the search
            plan.notes.append(f"the LLM parser failed ({exc}); the rule parse is used")
            return plan
        said = plan.notes  # the words read past and the slips read: the only notes so far
        if mode == "llm":
            return Plan(plan.query, pattern, "llm", unknown_names=plan.unknown_names, notes=said)
        rule_score = meaning_covered(text, plan.pattern, self.players)
        llm_score = meaning_covered(text, pattern, self.players)
        if llm_score > rule_score:
            note = f"the LLM parse covers more of the query ({llm_score:.2f} vs {rule_score:.2f})"
            return Plan(
                plan.query, pattern, "llm", unknown_names=plan.unknown_names, notes=[*said, note]
            )
        plan.notes.append(f"the rule parse covers as much ({rule_score:.2f} vs {llm_score:.2f})")
        return plan

    def unknown_names(self, query: str, known: frozenset[str] = frozenset()) -> list[str]:
        """Capitalised words that look like a name but are no player's, no word of the
        lexicon and no sentence start ("Nowhere" in "rallies won by Nowhere")."""
        out = []
        for found in _CAPITALISED.finditer(query):
            word = fold(found.group())
            start = found.start() == 0 or query[: found.start()].rstrip()[-1:] in ".!?:"
            named = all(w in self.players.words for w in word.split())  # "Hans-Kristian"
            if start or named or word in lx.STOPWORDS or word in known:
                continue
            if sum(c.isalpha() for c in word) < 2:  # "shot N-1", "S wins": no name
                continue
            if word in _VOCABULARY:
                continue
            out.append(found.group())
        return out


def _sequences(pattern: m.Pattern, change: Callable[[m.Sequence], m.Sequence]) -> m.Pattern:
    """``pattern`` with ``change`` made to each of its sequences."""
    return m.Pattern(
        items=tuple(
            i.model_copy(update={"clause": change(i.clause)})
            if isinstance(i.clause, m.Sequence)
            else i
            for i in pattern.items
        )
    )


def _one_counter(pattern: m.Pattern) -> m.Pattern:
    """Counts of one player's shots compared with each other, and a count of one of those
    shots said without a hitter, are all that player's: in "the winner plays more drops
    than smashes, at least two drops" the two drops are the winner's too, and in "the
    winner plays at least two drops, and more drops than smashes" so is the comparison.
    Only where one player is named among the counts, none compared with another."""
    counts = [i for i in pattern.items if i.hard and isinstance(i.clause, (m.Count, m.Compare))]
    shots = [s for i in counts for s in _counted(i.clause)]
    hitters = {s.by for s in shots if s.by is not None}
    if len(hitters) != 1 or not any(isinstance(i.clause, m.Compare) for i in counts):
        return pattern
    (who,) = hitters
    compared = [i.clause for i in counts if isinstance(i.clause, m.Compare)]
    if any(c.left.by != c.right.by for c in compared):
        return pattern  # "the winner smashes more than the loser": two players

    def theirs(item: m.Item) -> m.Item:
        if item not in counts:
            return item
        clause = item.clause
        if isinstance(clause, m.Count):
            update = {"shot": clause.shot.model_copy(update={"by": who})}
        else:
            update = {
                side: getattr(clause, side).model_copy(update={"by": who})
                for side in ("left", "right")
            }
        return item.model_copy(update={"clause": clause.model_copy(update=update)})

    return m.Pattern(items=tuple(theirs(i) for i in pattern.items))


def _counted(clause: m.Count | m.Compare) -> tuple[m.Shot, ...]:
    return (clause.shot,) if isinstance(clause, m.Count) else (clause.left, clause.right)


def _none_besides(pattern: m.Pattern) -> m.Pattern:
    """A negation of a shot the pattern also asks for is none besides those ("no drop except
    the winning one", "the receiver lifts the serve and nobody lifts again"): a rally cannot
    hold none and one, so ``no(lift) @2 lift`` reads ``count(lift)=1 @2 lift``."""
    items = list(pattern.items)
    for k, item in enumerate(items):
        none = item.clause
        if not (item.hard and isinstance(none, m.Count) and none.max == 0 and not none.shots):
            continue
        sequences = (o.clause for o in items if o.hard and isinstance(o.clause, m.Sequence))
        said = max((least(seq, none.shot) for seq in sequences), default=0)
        if said:
            besides = m.Count(shot=none.shot, min=said, max=said)
            items[k] = item.model_copy(update={"clause": besides})
    return m.Pattern(items=tuple(items))


def _own_next(seq: m.Sequence) -> m.Sequence:
    """One player never plays two shots of a rally in a row: two steps in a row that name
    the same hitter ("after serving, the server smashes") are that player's own next shot,
    with the reply between them."""
    steps = [seq.steps[0]]
    for step in seq.steps[1:]:
        last = steps[-1]
        single = (last.min, last.max, step.min, step.max) == (1, 1, 1, 1)
        same = last.shot.by is not None and last.shot.by == step.shot.by
        if single and same and not step.later:
            steps.append(m.Step(shot=m.Shot()))  # the reply
        steps.append(step)
    return seq.model_copy(update={"steps": tuple(steps)})


def _numbered_hitters(plan: Plan, seq: m.Sequence) -> m.Sequence:
    """A shot pinned to its number has a known hitter (``m.numbered_hitter``). A role that
    says otherwise ("the receiver loses on the fifth shot") is dropped, with a note in
    ``plan``, instead of asking for a rally that cannot be."""
    if seq.start is None or seq.start_max is not None:
        return seq
    steps, number = [], seq.start
    for step in seq.steps:
        role = step.shot.by.kind if step.shot.by is not None else None
        owner = None if number is None else m.numbered_hitter(number)
        if role in ("server", "receiver") and owner not in (None, role):
            plan.notes.append(f"shot {number} is the {owner}'s: '{role}' dropped")
            step = step.model_copy(update={"shot": step.shot.model_copy(update={"by": None})})
        own_run = step.shot.by is not None and step.min > 1  # one reply between each
        if number is not None:  # the next step's number, while it is known
            exact = not step.later and step.min == step.max and not own_run
            number = number + step.min if exact else None
        steps.append(step)
    return seq.model_copy(update={"steps": tuple(steps)})


def warm_in_background(planner: Planner, mode: str) -> threading.Thread | None:
    """Warm ``planner`` beside a server starting with it, when its default ``mode`` can ask
    the LLM; the server answers meanwhile (with the rules, until the LLM is ready)."""
    if mode not in ("llm", "auto") or planner.llm is None:
        return None
    thread = threading.Thread(target=planner.warm, name="planner-warm-up", daemon=True)
    thread.start()
    return thread
