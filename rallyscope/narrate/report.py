"""The report as structured claims, with JSON-schema enums taken from the rally itself (the
shot numbers that exist, the rally's own tactic tags and their players), and the five MADR
sections rendered from the claims as sentences the grounding checker reads back.

The model writes only what it chooses: which shots to cite (by number) and why each
mattered, the tags that shaped the rally, why the final shot won, and each player's plan.
What the log already fixes (a cited shot's hitter, type and landing zone, the winner, how
the rally ended) is filled in from the log when the claims are resolved, so no token is
spent generating it and it cannot be wrong. The free texts are what the grounding checker
still has to catch."""

from __future__ import annotations

import copy
import re
from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, create_model

from rallyscope.narrate.grounding import ENDINGS, RallyFacts, Shot, Verdict, check

SECTIONS = {
    "rally_narrative": "Rally narrative",
    "turning_point": "Turning point",
    "attribution": "Win/loss attribution",
    "top_strategy": "Top-court player strategy",
    "bottom_strategy": "Bottom-court player strategy",
}
WHY_CHARS = 90  # the schema bounds every string, so guided decoding always closes it
PLAN_CHARS = 110
UNKNOWN_TYPE = "unknown"
NEAR_BOUND = 15  # characters: the longest token the bound may refuse
# words a sentence does not end on ("on", "in", "up" may: "keeps the pressure on")
_DANGLING = {"a", "an", "the", "of", "from", "into", "onto", "by", "and", "or", "but", "than"}
STRICT = ConfigDict(extra="forbid")  # no key the schema does not name (a grammar allows them)


def _enum(values: list) -> Any:  # noqa: ANN401 - a Literal built at run time
    return Literal[tuple(values)]


def _why(chars: int = WHY_CHARS) -> Any:  # noqa: ANN401 - a field definition
    return (str, Field(min_length=3, max_length=chars))


def report_model(facts: RallyFacts) -> type[BaseModel]:
    """The report's pydantic model for this rally (its JSON schema constrains decoding)."""
    n = len(facts.shots)
    claim = create_model(
        "ShotClaim", __config__=STRICT, shot=(_enum([s.no for s in facts.shots]), ...), why=_why()
    )
    fields: dict[str, Any] = {
        "story": (list[claim], Field(min_length=min(2, n), max_length=min(4, n))),
    }
    if facts.tactics:
        variants = [
            create_model(
                f"Tactic{i}Claim", tag=(Literal[tag], ...), by=(Literal[p], ...), why=_why()
            )
            for i, (tag, p) in enumerate(sorted(set(facts.tactics)))
        ]  # a tag may be credited to both players: the pair is the variant
        tactic = variants[0] if len(variants) == 1 else Union[tuple(variants)]  # noqa: UP007
        n_tags = len({t for t, _ in facts.tactics})
        fields["tactics"] = (list[tactic], Field(min_length=1, max_length=min(2, n_tags)))
    fields["turning_point"] = (claim, ...)
    fields["ending"] = _why()  # why the final shot won the point
    fields["top_plan"] = _why(PLAN_CHARS)
    fields["bottom_plan"] = _why(PLAN_CHARS)
    return create_model("Report", __config__=STRICT, **fields)


def _cited(shot: Shot, why: str) -> dict:
    return {
        "shot": shot.no,
        "by": shot.player,
        "type": shot.shot_type,
        "to": shot.landing_zone,
        "why": why,
    }


def _cut(text: str, bound: int) -> bool:
    """Whether guided decoding stopped ``text`` at its length bound: it fills the bound, or
    it ends on a word no sentence ends on ("... short service from"), or, near the bound, a
    last clause of two words or fewer ("..., landing rear-right; Kento MOMOTA"): the bound
    closes the string before a token that would pass it, a few characters short."""
    if not text or text[-1] in ".!?":
        return False
    if len(text) >= bound - 1 or text.split()[-1].lower() in _DANGLING:
        return True
    clauses = re.split(r"[;,]", text)
    return len(text) >= bound - NEAR_BOUND and len(clauses) > 1 and len(clauses[-1].split()) <= 2


def _whole(text: str, bound: int = WHY_CHARS) -> str:
    """``text`` as written, or, where guided decoding stopped it at its length bound, ended
    at its last whole sentence, else its last clause (a comma or semicolon past its middle),
    else nothing: a reason cut mid-clause ("Chou's push from.") reads worse than none."""
    text = text.strip()
    if not _cut(text, bound):
        return text
    sentence = max(text.rfind(". "), text.rfind("! "), text.rfind("? "))
    if sentence > 0:  # "... on LOH Kean Yew. He": the whole sentence
        return text[:sentence]
    clause = max(text.rfind(","), text.rfind(";"))
    return text[:clause] if clause > len(text) // 2 else ""


def resolve(report: dict, facts: RallyFacts) -> dict:
    """The model's claims with what the log fixes filled in: each cited shot's hitter, type
    and landing zone, the final shot, how the rally ended and the winner (as stored). The
    story is told in the order the shots were played, each shot once; a text cut off at its
    length bound ends at its last sentence or clause, or is dropped; a reason does not restate its
    sentence's opening."""
    shots = {s.no: s for s in facts.shots}
    story: dict[int, str] = {}  # a shot cited twice keeps its first reason
    for c in report["story"]:
        story.setdefault(c["shot"], _whole(c["why"]))
    how = [phrase for phrase, reason in ENDINGS.items() if reason == facts.end_reason]
    return _unrepeated(
        {
            "story": [_cited(shots[n], why) for n, why in sorted(story.items())],
            "tactics": [{**t, "why": _whole(t["why"])} for t in report.get("tactics") or []],
            "turning_point": _cited(
                shots[report["turning_point"]["shot"]], _whole(report["turning_point"]["why"])
            ),
            "ending": _cited(facts.shots[-1], _whole(report["ending"])),
            "how": how[0] if how else None,
            "winner": facts.winner_name,
            "top_plan": _whole(report["top_plan"], PLAN_CHARS),
            "bottom_plan": _whole(report["bottom_plan"], PLAN_CHARS),
        },
        facts,
    )


def _without(text: str | None, prefix: str) -> str | None:
    """``text`` without leading copies of ``prefix`` (and their colons), when more is left."""
    while text and text.lower().startswith(prefix.lower()):
        rest = text[len(prefix) :].lstrip(" :,-")
        if not rest:
            break
        text = rest
    return text


def _unrepeated(claims: dict, facts: RallyFacts) -> dict:
    """The claims without reasons that open by restating what their sentence already says
    ("Viktor AXELSEN's lob (Shot 4) to the rear-left: Viktor AXELSEN's lob (Shot 4) to the
    rear-left: ..." is said once)."""
    for where, _, said, _, opening in _texts(claims, facts):
        _set(claims, where, _without(said, opening))
    return claims


def _reason(text: str | None) -> str:
    return f": {text.strip().rstrip('.').strip()}" if text else ""


def _shot(c: dict) -> str:
    kind = "shot" if c["type"] == UNKNOWN_TYPE else c["type"]
    where = f" to the {c['to']}" if c["to"] else ""
    return f"{c['by']}'s {kind} (Shot {c['shot']}){where}"


def _said(c: dict) -> str:
    """A cited shot and its reason, as one sentence."""
    return f"{_shot(c)}{_reason(c['why'])}."


def _tactic(t: dict) -> str:
    return f"{t['tag'].replace('_', ' ').capitalize()} by {t['by']}{_reason(t['why'])}."


def _plan(player: str, court: str, plan: str | None) -> str:
    return f"{player} ({court} court){_reason(plan) or ': no plan the log supports'}."


def render(claims: dict, facts: RallyFacts) -> dict[str, str]:
    """The five sections as sentences, from resolved claims (``resolve``, ``prune``)."""
    story = [_said(c) for c in claims["story"]]
    story += [_tactic(t) for t in claims["tactics"]]
    tp, end = claims["turning_point"], claims["ending"]
    attribution = f"{claims['winner']} wins the point. " if claims["winner"] else ""
    how = f", which {claims['how']}" if claims["how"] else ""
    attribution += f"The rally ends with {_shot(end)}{how}{_reason(end['why'])}."
    return {
        "rally_narrative": " ".join(story),
        "turning_point": f"The turning point is {_shot(tp)}{_reason(tp['why'])}.",
        "attribution": attribution,
        "top_strategy": _plan(facts.top_player, "top", claims["top_plan"]),
        "bottom_strategy": _plan(facts.bottom_player, "bottom", claims["bottom_plan"]),
    }


Where = tuple[str, ...]  # a free text in the claims: ("story", 0), ("top_plan",), ...


def _texts(claims: dict, facts: RallyFacts) -> list[tuple[Where, str, str, int, str]]:
    """Every free text (reason or plan) the model wrote: where it is, the sentence it is
    published in, the text, its length bound, and the words its sentence opens with."""
    out = [
        (("story", i), _said(c), c["why"], WHY_CHARS, _shot(c))
        for i, c in enumerate(claims["story"])
    ]
    out += [
        (("tactics", i), _tactic(t), t["why"], WHY_CHARS, _tactic({**t, "why": None}).rstrip("."))
        for i, t in enumerate(claims["tactics"])
    ]
    out += [
        ((k,), _said(claims[k]), claims[k]["why"], WHY_CHARS, _shot(claims[k]))
        for k in ("turning_point", "ending")
    ]
    out += [
        (
            (key,),
            _plan(player, court, claims[key]),
            claims[key],
            PLAN_CHARS,
            f"{player} ({court} court)",
        )
        for key, player, court in (
            ("top_plan", facts.top_player, "top"),
            ("bottom_plan", facts.bottom_player, "bottom"),
        )
    ]
    return [x for x in out if x[2]]


Failed = tuple[Where, str, str, list[Verdict], int]


def failing(claims: dict, facts: RallyFacts) -> list[Failed]:
    """The reasons and plans the grounding checker finds false: where each is, its sentence,
    its text, the false verdicts (what the log says instead) and its length bound."""
    out = []
    for where, sentence, said, bound, _ in _texts(claims, facts):
        wrong = [v for v in check(sentence, facts) if not v.supported]
        if wrong:
            out.append((where, sentence, said, wrong, bound))
    return out


def _set(claims: dict, where: Where, value: str | None) -> None:
    if len(where) == 1 and where[0].endswith("_plan"):
        claims[where[0]] = value
    else:
        target = claims[where[0]] if len(where) == 1 else claims[where[0]][where[1]]
        target["why"] = value


def repair_model(items: list[Failed]) -> type[BaseModel]:
    """One corrected text per failed one (``failing``), each within its length bound."""
    fields = {f"fix_{k}": _why(item[-1]) for k, item in enumerate(items, 1)}
    return create_model("Repair", __config__=STRICT, **fields)


def repaired(claims: dict, items: list[Failed], repair: dict, facts: RallyFacts) -> dict:
    """The claims with each failed text replaced by its correction."""
    out = copy.deepcopy(claims)
    for k, (where, _, _, _, bound) in enumerate(items, 1):
        _set(out, where, _whole(repair[f"fix_{k}"], bound))
    return _unrepeated(out, facts)


def prune(claims: dict, facts: RallyFacts) -> dict:
    """The resolved claims with every reason or plan the grounding checker finds false cut
    (kept under ``cut``): what is published says nothing the log contradicts."""
    out = copy.deepcopy(claims)
    out["cut"] = []
    for where, _, said, _, _ in failing(claims, facts):
        out["cut"].append(said)
        _set(out, where, None)
    return out


def text(sections: dict[str, str]) -> str:
    """The narrative: one titled line per section."""
    return "\n".join(f"{title}: {sections[key]}" for key, title in SECTIONS.items())


class Instruction(BaseModel):
    section: Literal[tuple(SECTIONS)]  # type: ignore[valid-type]
    problem: Literal[
        "factual error",
        "description without explanation",
        "missing intent",
        "missing tactical meaning",
    ]
    fix: str = Field(min_length=3, max_length=100)


class Review(BaseModel):
    """A reviewer's structured enhancement instructions."""

    revise: bool
    instructions: list[Instruction] = Field(default_factory=list, max_length=2)
