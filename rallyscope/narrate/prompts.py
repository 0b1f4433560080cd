"""The debate's prompts, versioned: change any text here and bump ``PROMPT_VERSION`` (the
cache and the stored narratives are keyed on it)."""

from __future__ import annotations

from pydantic import BaseModel, Field

PROMPT_VERSION = "madr-3"

SECTIONS = {
    "rally_narrative": "Rally narrative",
    "turning_point": "Turning point",
    "attribution": "Win/loss attribution",
    "top_strategy": "Top-court player strategy",
    "bottom_strategy": "Bottom-court player strategy",
}


SECTION_CHARS = 400  # the schema bounds every string, so guided decoding always closes it


class Report(BaseModel):
    """The summarizer's report: five sections, citing shots as (Shot k)."""

    rally_narrative: str = Field(min_length=1, max_length=SECTION_CHARS)
    turning_point: str = Field(min_length=1, max_length=SECTION_CHARS)
    attribution: str = Field(min_length=1, max_length=SECTION_CHARS)
    top_strategy: str = Field(min_length=1, max_length=SECTION_CHARS)
    bottom_strategy: str = Field(min_length=1, max_length=SECTION_CHARS)

    def text(self) -> str:
        return "\n".join(
            f"{title}: {getattr(self, key).strip()}" for key, title in SECTIONS.items()
        )


class Instruction(BaseModel):
    section: str = Field(pattern="^(" + "|".join(SECTIONS) + ")$")
    problem: str = Field(
        pattern="^(description without explanation|missing intent|missing tactical meaning"
        "|factual error)$"
    )
    fix: str = Field(min_length=1, max_length=120)


class Review(BaseModel):
    """A reviewer's structured enhancement instructions."""

    revise: bool
    instructions: list[Instruction] = Field(default_factory=list, max_length=2)


RULES = (
    "Use only facts in the game log. Cite shots as (Shot k). Name players as the log does. "
    "Be brief."
)
ANALYST = {
    "offense": "You are the Offense Analyst of a badminton coaching team. Explain how the "
    "attacking player built and converted the initiative: which shots created pressure, where "
    "they sent the opponent, and which shot decided the point. " + RULES,
    "defense": "You are the Defense Analyst of a badminton coaching team. Explain how the "
    "defending player anticipated, defended or countered: which replies kept them in the rally, "
    "where they were pulled out of position, and why the rally was lost or saved. " + RULES,
}
SUMMARIZER = (
    "You are the Tactic Summarizer. From the game log and the analysts' debate, write a report "
    "with five sections: rally_narrative (what happened), turning_point (the shot that decided "
    "it), attribution (who won the point, with which final shot, and why), top_strategy (the "
    "top-court player's strategy), bottom_strategy (the bottom-court player's). " + RULES
)
REVIEWER = {
    "reviewer_offense": "You review a tactical report from the attacker's point of view.",
    "reviewer_defense": "You review a tactical report from the defender's point of view.",
}
REVIEW_TASK = (
    "Say whether the report needs revision. For each weak section give the section name, the "
    "problem (description without explanation, missing intent, missing tactical meaning, or "
    "factual error) and the fix. Answer in JSON."
)
VERIFIER = (
    "You are the Verification Agent. Compare every sentence of the report with the game log: "
    "who hit each shot, shot types, positions, the final shot and the winner. Correct every "
    "discrepancy and return the corrected report in the same five sections. " + RULES
)


def tone(c: float) -> str:
    """The debate's tone for contentiousness ``c`` (1 confrontational, 0 cooperative)."""
    if c >= 0.7:
        return (
            "be confrontational: point out every claim of the other analyst that the log "
            "contradicts or does not support, and evidence they missed"
        )
    if c >= 0.3:
        return "be balanced: challenge what the log does not support, accept what it shows"
    return "be cooperative: merge both analyses into one interpretation you both accept"


def schedule(rounds: int, start: float, end: float) -> list[float]:
    """Contentiousness per round, from ``start`` (first) down to ``end`` (last)."""
    if rounds <= 1:
        return [start][:rounds]
    return [round(start + (end - start) * r / (rounds - 1), 3) for r in range(rounds)]


def analysis(role: str, log: str) -> list[dict]:
    return [
        {"role": "system", "content": ANALYST[role]},
        {"role": "user", "content": f"Game log:\n{log}\n\nYour analysis:"},
    ]


def debate_turn(role: str, log: str, mine: str, other: str, round_no: int, c: float) -> list[dict]:
    return [
        {"role": "system", "content": ANALYST[role]},
        {
            "role": "user",
            "content": (
                f"Game log:\n{log}\n\nYour analysis so far:\n{mine}"
                f"\n\nThe other analyst's:\n{other}\n\n"
                f"Debate round {round_no}, contentiousness {c:.1f}: {tone(c)}. "
                "Write your revised analysis:"
            ),
        },
    ]


def summary(log: str, transcript: str) -> list[dict]:
    return [
        {"role": "system", "content": SUMMARIZER},
        {"role": "user", "content": f"Game log:\n{log}\n\nDebate:\n{transcript}\n\nReport (JSON):"},
    ]


def review(role: str, log: str, report: str) -> list[dict]:
    return [
        {"role": "system", "content": REVIEWER[role]},
        {"role": "user", "content": f"Game log:\n{log}\n\nReport:\n{report}\n\n{REVIEW_TASK}"},
    ]


def revision(log: str, report: str, reviews: str) -> list[dict]:
    return [
        {"role": "system", "content": SUMMARIZER},
        {
            "role": "user",
            "content": (
                f"Game log:\n{log}\n\nYour report:\n{report}\n\nReviewers' instructions:\n{reviews}"
                "\n\nRevised report (JSON):"
            ),
        },
    ]


def verification(log: str, report: str) -> list[dict]:
    return [
        {"role": "system", "content": VERIFIER},
        {
            "role": "user",
            "content": f"Game log:\n{log}\n\nReport:\n{report}\n\nCorrected report (JSON):",
        },
    ]
