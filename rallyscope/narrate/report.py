"""The report as structured claims, with JSON-schema enums taken from the rally itself (the
shot numbers that exist), and the five MADR sections rendered from the claims as sentences
the grounding checker reads back.

The model writes only what it chooses: which shots to cite (by number) and why each
mattered, why the final shot won, and each player's plan. What the log already fixes (a
cited shot's hitter, type and landing zone, the winner, how the rally ended, the rally's
tactic tags with what each means) is filled in from the log when the claims are resolved
and rendered, so no token is spent generating it and it cannot be wrong. The free texts
are what the grounding checker still has to catch, and texts that say nothing are dropped.
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from rallyscope.narrate.grounding import (
    ENDINGS,
    SHOT_PHRASES,
    RallyFacts,
    Shot,
    Verdict,
    check,
    name_words,
)
from rallyscope.narrate.prompts import INSTRUCTIONS
from rallyscope.tactics import SUMMARIES

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
_DANGLING |= {"at", "to", "with", "for", "landing"}  # "...; An Se Young at.", "landing."
_DANGLING |= {"as", "so", "while", "because", "when", "which", "that", "who"}  # "..., as."
_SENTENCE_END = re.compile(r"(?<!\s[A-Z])[.!?]\s")  # not after an initial ("PUSARLA V. Sindhu")
STRICT = ConfigDict(extra="forbid")  # no key the schema does not name (a grammar allows them)
# the words a game log is written in, shot names included: a reason made of these and the
# players' names says nothing new
_LOG_WORDS = frozenset(
    re.findall(
        r"\S+",
        """
a an the of from into onto to by and or at in on with which its his her their it is was
shot shots plays played play hits hit landing lands landed goes went out net untouched
does not cross misjudged fault wins won win point rally final last score backhand
around head moves moved move m reply replies front mid rear left right centre court
top bottom ends ended end service serve s she he they him them land
""",
    )
) | {w for phrase in SHOT_PHRASES for w in re.findall(r"[a-z]+", phrase)}  # shot names
_ACTED_ON = (  # a player named right after these is the one a text says was acted on
    r"\b(?:on|against|past|forc(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|pull(?:s|ed|ing)?"
    r"|trap(?:s|ped|ping)?|beat(?:s|ing)?|stretch(?:es|ed|ing)?|keep(?:s|ing)?"
    r"|send(?:s|ing)?|sent|pressur(?:e|es|ed|ing))\s+(?:the\s+)?"
)
COPIED = 4  # words in a row shared with an instruction: the text copied its task


def _grams(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z]+", text.lower())
    return {tuple(words[i : i + COPIED]) for i in range(len(words) - COPIED + 1)}


_TASK_GRAMS = set().union(*(_grams(t) for t in INSTRUCTIONS))


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
    closes the string before a token that would pass it, a few characters short. A word cut
    at a hyphen or to one capital letter ("from front-", "; R."), a dangling last word or a
    last clause of a name alone ("...; An Se Young at.") is a cut even where a period ends
    it: the model stopped mid-clause."""
    if not text:
        return False
    words = text.rstrip(".").split()
    last = words[-1] if words else ""
    if last.endswith("-") or (len(last) == 1 and last.isupper() and last != "I"):
        return True  # "... from front-", "...; R.": a word the bound (or the model) cut
    if last.lower() in _DANGLING:
        return True  # "...; An Se Young at.": the model stopped mid-clause
    tail = re.split(r"[;,]", text.rstrip("."))
    if len(tail) > 1 and all(w[:1].isupper() for w in tail[-1].split()):
        return True  # "...; Anthony Sinisuka GINTING": a last clause of a name alone
    if len(tail) > 1 and len(tail[-1].split()) == 1 and last.lower().endswith("ing"):
        return True  # "..., forcing.": a participle with nothing after it
    sentences = _SENTENCE_END.split(text.rstrip("."))
    if len(sentences) > 1 and len(sentences[-1].split()) <= 1:
        return True  # "... landing rear-right. This.": a sentence the model did not go on with
    if text[-1] in ".!?":
        return False
    if len(text) >= bound - 1:
        return True
    clauses = re.split(r"[;,]", text)
    return len(text) >= bound - NEAR_BOUND and len(clauses) > 1 and len(clauses[-1].split()) <= 2


def _whole(text: str, bound: int = WHY_CHARS) -> str:
    """``text`` as written, or, where guided decoding stopped it at its length bound, ended
    at its last whole sentence, else its last clause (a comma or semicolon past its middle),
    else nothing: a reason cut mid-clause ("Chou's push from.") reads worse than none."""
    text = text.strip()
    return text if not _cut(text, bound) else _trim(text)


def _trim(text: str) -> str:
    """``text`` ended at its last whole sentence, else its last clause past its middle, else
    nothing."""
    text = text.rstrip(".")
    ends = [m.start() for m in _SENTENCE_END.finditer(text)]
    if ends:  # "... on LOH Kean Yew. He": the whole sentence
        return text[: ends[-1]]
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
    rear-left: ..." is said once), and without reasons and plans that say nothing: a shot's
    reason made only of the log's own words and names ("The smash (Shot 2) by Rasmus GEMKE
    goes out"), one that has a player act on himself (a reason of Chen's lob that it
    "created pressure on CHEN Yufei"), a plan that only tells what was played ("Played an
    unknown shot."), one that copies four words in a row from the model's instructions or
    the facts' summary ("in at most twelve words", "Distance covered between own hits"), one
    that writes a name out of both players' ("An Se YAMAGUCHI"), or one said already (the
    first place keeps it; a name cut short at the end is trimmed first)."""
    for where, _, said, _, opening in _texts(claims, facts):
        _set(claims, where, _without(said, opening))
    seen, names = set(), name_words(f"{facts.top_player} {facts.bottom_player}")
    for where, _, said, _, _ in _texts(claims, facts):
        if _clipped_name(said, names):  # "... keeping Ratchanok INTANO."
            _set(claims, where, said := _trim(said))
        key = said.strip().rstrip(".").lower()
        empty = _says_nothing(said, facts) and (
            where[0] in ("story", "turning_point", "ending") or _narrates(said)
        )
        copied = bool(_grams(said) & _TASK_GRAMS)
        owner = _owner(claims, where, facts)
        wrong = _mixed_name(said, facts) or (  # "An Se YAMAGUCHI"; the other player's plan
            where[0].endswith("_plan") and _opens_with_other(said, owner, facts)
        )
        bare = names >= name_words(said)  # "PUSARLA V.": a name and nothing else
        if key in seen or empty or copied or wrong or bare or _acts_on(said, owner):
            _set(claims, where, None)
        seen.add(key)
    return claims


def _says_nothing(text: str, facts: RallyFacts) -> bool:
    """Whether ``text`` holds no word but the game log's own (its vocabulary, the players'
    names and the shot names), or speaks of an "unknown" shot: the log's word for a type the
    annotator could not tell, which no reason or plan can explain."""
    names = f"{facts.top_player} {facts.bottom_player}".lower()
    known = _LOG_WORDS | set(re.findall(r"[a-z]+", names))
    words = re.findall(r"[a-z]+", text.lower())
    return "unknown" in words or all(w in known for w in words)


def _clipped_name(text: str, names: set[str]) -> bool:
    """Whether ``text`` ends on a player's name cut short ("keeping Ratchanok INTANO.")."""
    words = text.rstrip(".").split()
    last = words[-1].lower() if words else ""
    return len(last) >= 3 and any(n.startswith(last) and n != last for n in names)


_NAME_RUN = re.compile(r"[A-Z][\w'’-]*\.?(?:\s+[A-Z][\w'’-]*\.?)+")


def _mixed_name(text: str, facts: RallyFacts) -> bool:
    """Whether ``text`` writes one name out of both players' ("An Se YAMAGUCHI"): a run of
    capitalised words holding a word only the one player's name has, and one only the
    other's. Such a text cannot say who did what."""
    top = {w.lower() for w in facts.top_player.split()}
    bottom = {w.lower() for w in facts.bottom_player.split()}
    for run in _NAME_RUN.findall(text):
        words = {w.lower().rstrip(".").removesuffix("'s").removesuffix("’s") for w in run.split()}
        if words & (top - bottom) and words & (bottom - top):
            return True
    return False


def _opens_with_other(plan: str, owner: str | None, facts: RallyFacts) -> bool:
    """Whether a player's plan opens with the other player ("Carolina MARIN's push kept An
    Se Young in position" as An Se Young's plan): it tells the opponent's rally."""
    if not owner:
        return False
    other = facts.bottom_player if owner == facts.top_player else facts.top_player
    words = [w.lower().removesuffix("'s").removesuffix("’s") for w in plan.split()[:2]]
    names = [w.lower() for w in other.split()]
    if words and words[0] in name_words(other) - name_words(owner):
        return True  # "MARIN's push ...", "Carolina MARIN played ..."
    return len(words) == 2 and words == names[:2]  # "An Se Young's lob ..."


def _narrates(plan: str) -> bool:
    """Whether a plan tells what was played ("Played an unknown shot.") instead of what the
    player meant to do ("To push deep, then attack the lift")."""
    first = plan.split()[0].lower() if plan.split() else ""
    return first.endswith("ed") or first in ("hit", "won", "went") or "unknown" in plan.lower()


def _acts_on(text: str, player: str | None) -> bool:
    """Whether ``text`` names ``player`` as the one acted on ("pressure on X", "forcing X")
    where ``player`` is the text's own hitter or planner."""
    if not player:
        return False
    own = name_words(player)
    for m in re.finditer(_ACTED_ON, text, re.IGNORECASE):
        after = {w.lower().strip(".,;:").removesuffix("'s") for w in text[m.end() :].split()[:3]}
        if own & after:
            return True
    return False


def _owner(claims: dict, where: Where, facts: RallyFacts) -> str | None:
    """The player a free text speaks for: the cited shot's hitter, or the plan's."""
    if where[0].endswith("_plan"):
        return facts.top_player if where[0] == "top_plan" else facts.bottom_player
    item = claims[where[0]] if len(where) == 1 else claims[where[0]][where[1]]
    return item["by"]


def _reason(text: str | None) -> str:
    return f": {text.strip().rstrip('.').strip()}" if text else ""


def _shot(c: dict) -> str:
    kind = "shot" if c["type"] == UNKNOWN_TYPE else c["type"]
    where = f" to the {c['to']}" if c["to"] else ""
    return f"{c['by']}'s {kind} (Shot {c['shot']}){where}"


def _said(c: dict) -> str:
    """A cited shot and its reason, as one sentence."""
    return f"{_shot(c)}{_reason(c['why'])}."


def _tactics(facts: RallyFacts) -> list[str]:
    """Every tag of the rally, with its player and what the tag means."""
    return [
        f"{tag.replace('_', ' ').capitalize()} by {player}: {SUMMARIES[tag]}."
        for tag, player in facts.tactics
    ]


def _opening(facts: RallyFacts) -> str:
    """The rally's length, and who served at what score, from the log."""
    n = len(facts.shots)
    said = f"{'An' if str(n).startswith('8') or n in (11, 18) else 'A'} {n}-shot rally"
    if facts.server and facts.called:
        said += f", {facts.server} serving at {facts.called[0]}-{facts.called[1]}"
    return f"{said}."


def _plural(kind: str, n: int) -> str:
    if n == 1:
        return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"
    return f"{n} {kind}{'es' if kind.endswith(('sh', 'ch', 's')) else 's'}"


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _shown(player: str, facts: RallyFacts) -> str:
    """What the log shows of ``player``'s play, where the model gave no plan the log
    supports: the shots by type, and where most of them landed."""
    own = [s for s in facts.shots if s.player == player and s.shot_type != UNKNOWN_TYPE]
    if not own:
        return "no plan the log supports"
    kinds = Counter(s.shot_type for s in own)
    said = f"the log shows {_listed([_plural(k, n) for k, n in kinds.most_common()])}"
    depths = Counter(s.landing_zone.split("-")[0] for s in own if s.landing_zone)
    depth, n = depths.most_common(1)[0] if depths else ("", 0)
    if len(own) >= 3 and n * 2 > len(own):
        said += f", {n} of {len(own)} to the {depth} court"
    return said


def _plan(player: str, court: str, plan: str | None, facts: RallyFacts) -> str:
    return f"{player} ({court} court): {_reason(plan)[2:] or _shown(player, facts)}."


def render(claims: dict, facts: RallyFacts) -> dict[str, str]:
    """The five sections as sentences, from resolved claims (``resolve``, ``prune``)."""
    story = [_opening(facts)] + [_said(c) for c in claims["story"]] + _tactics(facts)
    tp, end = claims["turning_point"], claims["ending"]
    attribution = f"{claims['winner']} wins the point. " if claims["winner"] else ""
    how = f", which {claims['how']}" if claims["how"] else ""
    attribution += f"The rally ends with {_shot(end)}{how}{_reason(end['why'])}."
    return {
        "rally_narrative": " ".join(story),
        "turning_point": f"The turning point is {_shot(tp)}{_reason(tp['why'])}.",
        "attribution": attribution,
        "top_strategy": _plan(facts.top_player, "top", claims["top_plan"], facts),
        "bottom_strategy": _plan(facts.bottom_player, "bottom", claims["bottom_plan"], facts),
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
        ((k,), _said(claims[k]), claims[k]["why"], WHY_CHARS, _shot(claims[k]))
        for k in ("turning_point", "ending")
    ]
    out += [
        (
            (key,),
            _plan(player, court, claims[key], facts),
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
