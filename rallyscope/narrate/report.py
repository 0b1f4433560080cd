"""The report as structured claims, with JSON-schema enums taken from the rally itself (the
shot numbers that exist, the shot types and landing zones played, the two players, the
rally's own tactic tags), and the five MADR sections rendered from the claims as sentences
the grounding checker reads back.

A claim is one shot (its number) with what is said of it (hitter, type, landing zone) and
why it mattered; the winner, how the final shot ended the rally and the tactic tags are
claims too. Free text is kept to the reasons and the players' plans."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from rallyscope.narrate.grounding import ENDINGS, RallyFacts

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


def report_model(facts: RallyFacts) -> type[BaseModel]:
    """The report's pydantic model for this rally (its JSON schema constrains decoding)."""
    n = len(facts.shots)
    players = _enum([facts.top_player, facts.bottom_player])
    zones = sorted({s.landing_zone for s in facts.shots if s.landing_zone}) + [NO_ZONE]
    claim = create_model(
        "ShotClaim",
        shot=(_enum(list(range(1, n + 1))), ...),
        by=(players, ...),
        type=(_enum(sorted({s.shot_type for s in facts.shots})), ...),
        to=(_enum(zones), ...),
        why=(str, Field(min_length=3, max_length=WHY_CHARS)),
    )
    fields: dict[str, Any] = {
        "story": (list[claim], Field(min_length=min(2, n), max_length=min(4, n))),
    }
    tags = sorted({t for t, _ in facts.tactics})
    if tags:
        tactic = create_model(
            "TacticClaim",
            tag=(_enum(tags), ...),
            by=(players, ...),
            why=(str, Field(min_length=3, max_length=WHY_CHARS)),
        )
        fields["tactics"] = (list[tactic], Field(min_length=1, max_length=min(2, len(tags))))
    fields["turning_point"] = (claim, ...)
    fields["ending"] = (claim, ...)
    fields["how"] = (_enum(list(ENDINGS)), ...)
    if facts.winner_name:
        fields["winner"] = (players, ...)
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
