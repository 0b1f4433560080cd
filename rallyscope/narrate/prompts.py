"""The debate's prompts, versioned: change any text here (or the report's schema or rendering)
and bump ``PROMPT_VERSION`` (the cache and the stored narratives are keyed on it).

Every call of one rally's debate starts with the same two things: one system prompt for all
roles, and the rally's facts (game log, tactic tags, summary) at the head of the first user
message. The role's task comes after them, and later steps continue an earlier call's
conversation, so a server with a prefix cache (llama.cpp's ``cache_prompt``, vLLM's prefix
caching) evaluates the facts once per rally and each later call only for what is new."""

from __future__ import annotations

import json
import re

from rallyscope.narrate.grounding import RallyFacts, Verdict

PROMPT_VERSION = "madr-9"
CLOCK = re.compile(r" \(\d+:\d\d:\d\d\)")  # video times: no use to the agents, ~7 tokens a shot

SYSTEM = (
    "You are one member of a badminton coaching team that explains single rallies to coaches. "
    "Everything you say must follow from the rally facts: the game log (one line per shot: who "
    "hit it, which shot, from where, where it landed), the tactic tags and the summary. "
    "Cite shots as (Shot k), one shot at a time. Name players exactly as the log does. "
    "Be brief and concrete."
)

ANALYST = {
    "offense": "Offense Analyst: explain how the winner of the point built and converted the "
    "initiative: which shots created pressure, where they sent the opponent, and which shot "
    "decided the point.",
    "defense": "Defense Analyst: explain how the loser of the point defended: which replies "
    "kept them in the rally, where they were pulled out of position, and why the rally was "
    "lost.",
}
ANALYSIS_LENGTH = "Answer in two short sentences."

SUMMARIZER = (
    "Tactic Summarizer: from the facts and the analysts' debate, write the report as JSON. "
    "Name a shot by its number only: its hitter, type and landing zone are added from the log. "
    "story: two to four key shots, each with why it mattered: what it changed for the "
    "opponent, in at most twelve words of your own, not a copy of its log line, a different "
    "reason for each shot. turning_point: the shot that decided the rally, and why. ending: "
    "why the final shot won the point, in at most twelve words. top_plan and bottom_plan: "
    "each player's own intention over the whole rally, at most fifteen words, no shot numbers."
)
REVIEWER = {
    "reviewer_offense": "Offense Reviewer: review the report from the attacker's point of view.",
    "reviewer_defense": "Defense Reviewer: review the report from the defender's point of view.",
}
REVIEW_TASK = (
    "Say whether the report needs revision. For each weak section (at most two) give the "
    "section, the problem (factual error, description without explanation, missing intent, "
    "or missing tactical meaning) and the fix. Answer in JSON."
)
REVISION = (
    "Tactic Summarizer: revise your report. Fix exactly the false claims below, using the "
    "log's line for each shot, and follow the reviewers' instructions. Answer with the whole "
    "report as JSON."
)
REPAIRER = (
    "Verification Agent: the grounding check found these reasons or plans false. Rewrite each "
    "one so that it says only what the game log supports, keeping its tactical point where "
    "the log allows. Answer with JSON: one corrected text per numbered item."
)
VERIFIER = (
    "Verification Agent: compare every reason and plan of the report with the game log: who "
    "hit each shot, its type, where it landed and who won. Correct every statement the log "
    "does not support and answer with the whole corrected report as JSON."
)


# the facts block's summary line, less its figures and names
SUMMARY_WORDS = (
    "Summary: shots in s. Attacking shots: (longest run). The initiative changed hands times "
    "and ended with. Distance covered between own hits:"
)
# every fixed text a call shows the model: a reason or plan that copies four words in a row
# from these copied its task, not the rally (report.py drops it)
INSTRUCTIONS = (
    SYSTEM,
    *ANALYST.values(),
    ANALYSIS_LENGTH,
    SUMMARIZER,
    *REVIEWER.values(),
    REVIEW_TASK,
    REVISION,
    REPAIRER,
    VERIFIER,
    SUMMARY_WORDS,
)


def facts_block(log: str, facts: RallyFacts, features: dict) -> str:
    """The rally's facts, the prefix every call of its debate shares: the game log, its
    tactic tags (a line of the log since tags exist; added here for older logs) and a
    summary of its features."""
    a, b = features["player_a"], features["player_b"]
    held = {"A": a, "B": b}.get(features["initiative_final"] or "")
    summary = (
        f"Summary: {features['n_shots']} shots in {features['duration_s']:.0f} s. Attacking "
        f"shots: {a} {features['attack_shots_a']} (longest run "
        f"{features['longest_attack_streak_a']}), {b} {features['attack_shots_b']} (longest "
        f"run {features['longest_attack_streak_b']}). The initiative changed hands "
        f"{features['initiative_changes']} times"
        + (f" and ended with {held}" if held else "")
        + f". Distance covered between own hits: {a} {features['distance_a_m']:.1f} m, {b} "
        f"{features['distance_b_m']:.1f} m."
    )
    lines = ["RALLY FACTS", CLOCK.sub("", log.strip())]
    if facts.tactics and "\nTactics:" not in log:
        tags = "; ".join(f"{t.replace('_', ' ')} by {p}" for t, p in facts.tactics)
        lines.append(f"Tactics: {tags}.")
    return "\n".join([*lines, summary])


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


def opening(facts_block: str, task: str) -> list[dict]:
    """A conversation's start: the shared system prompt and facts, then the role's task."""
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"{facts_block}\n\nTASK. {task}"},
    ]


def analysis(facts_block: str, role: str) -> list[dict]:
    return opening(facts_block, f"{ANALYST[role]} {ANALYSIS_LENGTH}")


def debate_turn(
    start: list[dict], mine: str, other_role: str, other: str, round_no: int, c: float
) -> list[dict]:
    """The analyst's own conversation so far, answered by the other analyst's view."""
    title = "Offense" if other_role == "offense" else "Defense"
    return [
        *start,
        {"role": "assistant", "content": mine},
        {
            "role": "user",
            "content": f"The {title} Analyst says: {other}\n\nDebate round {round_no}, "
            f"contentiousness {c:.1f}: {tone(c)}. Write your revised analysis. {ANALYSIS_LENGTH}",
        },
    ]


def summary(facts_block: str, transcript: list[str]) -> list[dict]:
    debate = "\n".join(transcript)
    return opening(facts_block, f"{SUMMARIZER}\n\nThe debate:\n{debate}")


def failures(verdicts: list[Verdict]) -> str:
    """The checker's failed claims as the next prompt states them: what was said, and what
    the log says instead."""
    lines = sorted(
        {f"- {v.claim}: false, the log says {v.expected}" for v in verdicts if not v.supported}
    )
    if not lines:
        return "The grounding check found every checked claim true."
    return "The grounding check against the log found these claims false:\n" + "\n".join(lines)


def review(so_far: list[dict], report: str, checked: str, role: str) -> list[dict]:
    return [
        *so_far,
        {"role": "assistant", "content": report},
        {"role": "user", "content": f"TASK. {REVIEWER[role]} {checked}\n\n{REVIEW_TASK}"},
    ]


def revision(so_far: list[dict], report: str, checked: str, instructions: list[dict]) -> list[dict]:
    asked = json.dumps(instructions) if instructions else "none"
    return [
        *so_far,
        {"role": "assistant", "content": report},
        {
            "role": "user",
            "content": f"TASK. {REVISION}\n\n{checked}\n\nReviewers' instructions: {asked}",
        },
    ]


def repair(so_far: list[dict], report: str, items: list) -> list[dict]:
    """The Verification Agent told exactly which reasons or plans are false (numbered as the
    repair schema's fields) and what the log says instead."""
    lines = []
    for k, (_, sentence, _, wrong, _) in enumerate(items, 1):
        said = "; ".join(f"{v.claim} is false, the log says {v.expected}" for v in wrong)
        lines.append(f'fix_{k}. "{sentence}" ({said})')
    task = f"TASK. {REPAIRER}\n\n" + "\n".join(lines)
    return [*so_far, {"role": "assistant", "content": report}, {"role": "user", "content": task}]


def verification(so_far: list[dict], report: str, checked: str) -> list[dict]:
    return [
        *so_far,
        {"role": "assistant", "content": report},
        {"role": "user", "content": f"TASK. {VERIFIER}\n\n{checked}"},
    ]
