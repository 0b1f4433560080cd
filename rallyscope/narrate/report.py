"""The report as structured claims, with JSON-schema enums taken from the rally itself (the
shot numbers that exist, the shot types and landing zones played, the two players, the
rally's own tactic tags), and the five MADR sections rendered from the claims as sentences
the grounding checker reads back.

A claim is one shot (its number) with what is said of it (hitter, type, landing zone) and
why it mattered; the winner, how the final shot ended the rally and the tactic tags are
claims too. The enums depend on each other as the log does: a claim's shot number leaves one
hitter, one shot type and its landing zone (or "unknown"); the ending claim is the final
shot; a tactic tag comes with the player the log credits; the winner and how the rally
ended are the log's. The model chooses which shots to cite and the tags, and writes the
reasons and the players' plans; those free texts are what the grounding checker still has
to catch."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, Field, create_model

from rallyscope.narrate.grounding import ENDINGS, RallyFacts, Shot

SECTIONS = {
    "rally_narrative": "Rally narrative",
    "turning_point": "Turning point",
    "attribution": "Win/loss attribution",
    "top_strategy": "Top-court player strategy",
    "bottom_strategy": "Bottom-court player strategy",
}
WHY_CHARS = 110  # the schema bounds every string, so guided decoding always closes it
PLAN_CHARS = 200
NO_ZONE = "unknown"


def _enum(values: list) -> Any:  # noqa: ANN401 - a Literal built at run time
    return Literal[tuple(values)]


def _shot_claim(shot: Shot) -> type[BaseModel]:
    """A claim on ``shot``: its hitter, type and landing zone can only be the log's."""
    zones = [shot.landing_zone, NO_ZONE] if shot.landing_zone else [NO_ZONE]
    return create_model(
        f"Shot{shot.no}Claim",
        shot=(Literal[shot.no], ...),
        by=(Literal[shot.player], ...),
        type=(Literal[shot.shot_type], ...),
        to=(_enum(zones), ...),
        why=(str, Field(min_length=3, max_length=WHY_CHARS)),
    )


def _one_of(models: list[type[BaseModel]], key: str | None = None) -> Any:  # noqa: ANN401
    """One of ``models`` (a union type), told apart by the field ``key`` when it is unique."""
    if len(models) == 1:
        return models[0]
    union = Union[tuple(models)]  # noqa: UP007 - built at run time
    return Annotated[union, Field(discriminator=key)] if key else union


def report_model(facts: RallyFacts) -> type[BaseModel]:
    """The report's pydantic model for this rally (its JSON schema constrains decoding)."""
    n = len(facts.shots)
    claim = _one_of([_shot_claim(s) for s in facts.shots], "shot")
    fields: dict[str, Any] = {
        "story": (list[claim], Field(min_length=min(2, n), max_length=min(4, n))),
    }
    if facts.tactics:
        tactic = _one_of(
            [
                create_model(
                    f"Tactic{i}Claim",
                    tag=(Literal[tag], ...),
                    by=(Literal[player], ...),
                    why=(str, Field(min_length=3, max_length=WHY_CHARS)),
                )
                for i, (tag, player) in enumerate(sorted(set(facts.tactics)))
            ]  # a tag may be credited to both players: no discriminator
        )
        n_tags = len({t for t, _ in facts.tactics})
        fields["tactics"] = (list[tactic], Field(min_length=1, max_length=min(2, n_tags)))
    fields["turning_point"] = (claim, ...)
    fields["ending"] = (_shot_claim(facts.shots[-1]), ...)
    hows = [phrase for phrase, reason in ENDINGS.items() if reason == facts.end_reason]
    fields["how"] = (_enum(hows or list(ENDINGS)), ...)
    if facts.winner_name:
        fields["winner"] = (Literal[facts.winner_name], ...)
    fields["top_plan"] = (str, Field(min_length=10, max_length=PLAN_CHARS))
    fields["bottom_plan"] = (str, Field(min_length=10, max_length=PLAN_CHARS))
    return create_model("Report", **fields)


def _reason(text: str) -> str:
    return text.strip().rstrip(".").strip()


def _shot(c: dict) -> str:
    where = f" to the {c['to']}" if c["to"] != NO_ZONE else ""
    return f"{c['by']}'s {c['type']} (Shot {c['shot']}){where}"


def render(report: dict, facts: RallyFacts) -> dict[str, str]:
    """The five sections as sentences, from the report's claims."""
    story = [f"{_shot(c)}: {_reason(c['why'])}." for c in report["story"]]
    story += [
        f"{t['tag'].replace('_', ' ').capitalize()} by {t['by']}: {_reason(t['why'])}."
        for t in report.get("tactics") or []
    ]
    tp = report["turning_point"]
    end = report["ending"]
    attribution = f"{report['winner']} wins the point. " if report.get("winner") else ""
    attribution += (
        f"The rally ends with {_shot(end)}, which {report['how']}: {_reason(end['why'])}."
    )
    top, bottom = _reason(report["top_plan"]), _reason(report["bottom_plan"])
    return {
        "rally_narrative": " ".join(story),
        "turning_point": f"The turning point is {_shot(tp)}: {_reason(tp['why'])}.",
        "attribution": attribution,
        "top_strategy": f"{facts.top_player} (top court): {top}.",
        "bottom_strategy": f"{facts.bottom_player} (bottom court): {bottom}.",
    }


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
