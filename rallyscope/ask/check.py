"""The number check: every number an answer states equals a tool result shown in its steps
(or a computation on them that the check redoes), and every cited rally exists.
Deterministic, like the narrative grounding checker; a failing answer is never published."""

from __future__ import annotations

import ast
import operator
import re

from rallyscope.ask.tools import Table

NUMBER = re.compile(r"(?<![\w.|])-?\d+(?:\.\d+)?(?![\w|])")
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}
_OPS |= {ast.Div: operator.truediv}


class UncheckedAnswer(RuntimeError):
    """An answer states a number no tool gave, or cites a rally that does not exist."""


def evaluate(expression: str) -> float:
    """The value of an arithmetic expression of numbers, + - * / and round(x, n)."""

    def value(node: ast.AST) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return float(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](value(node.left), value(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -value(node.operand)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "round"
            and len(node.args) == 2
        ):
            return round(value(node.args[0]), int(value(node.args[1])))
        raise UncheckedAnswer(f"not plain arithmetic: {expression!r}")

    return value(ast.parse(expression, mode="eval").body)


def known_numbers(steps: list[dict], question: str) -> list[float]:
    """The numbers an answer may state: tool outputs, redone computations, the question's
    and its plan's."""
    known = [float(n) for n in NUMBER.findall(question)]
    for step in steps:
        if "pattern" in step:  # the question's constraints as the plan reads them
            known += [float(n) for n in NUMBER.findall(step["pattern"])]
        if step.get("output"):
            known += Table.model_validate(step["output"]).numbers()
        if "compute" in step:
            result = evaluate(step["compute"])
            if abs(result - float(step["result"])) > 1e-9:
                raise UncheckedAnswer(f"{step['compute']} is {result}, not {step['result']}")
            known.append(result)
    return known


def check_numbers(
    text: str, steps: list[dict], question: str, value: float | str | None = None
) -> None:
    """Raise :class:`UncheckedAnswer` for a number in ``text`` (or a numeric ``value``) that
    nothing shown gave, or a name ``value`` that no tool output holds."""
    known = known_numbers(steps, question)
    if isinstance(value, str) and not _shown(value, steps):
        raise UncheckedAnswer(f"the answer names {value!r}, which no tool result shows")
    written_value = [] if value is None or isinstance(value, str) else [repr(value)]
    for written in NUMBER.findall(text) + written_value:
        places = len(written.split(".")[1]) if "." in written else 0
        if not any(abs(round(k, places) - float(written)) < 1e-9 for k in known):
            raise UncheckedAnswer(f"the answer states {written}, which no tool result shows")


def _shown(name: str, steps: list[dict]) -> bool:
    wanted = name.strip().lower()
    for step in steps:
        rows = (step.get("output") or {}).get("rows") or []
        if any(isinstance(v, str) and v.strip().lower() == wanted for row in rows for v in row):
            return True
    return False


_ASKS_VALUE = re.compile(  # a question whose answer is one figure or one name
    r"^\s*(?:how\s+(?:many|much|long|often)|what\s+(?:share|percentage|percent|proportion"
    r"|fraction|is|was|are|were)|which|who|whose|(?:on\s+)?average|mean)\b",
    re.I,
)


def check_value(
    question: str, value: float | str | None, evidence: list[tuple[str, int, int]]
) -> None:
    """Raise :class:`UncheckedAnswer` for an answer that gives neither the figure or name the
    question asks for nor any rally: prose around a missing value answers nothing."""
    if value is None and not evidence and _ASKS_VALUE.match(question):
        raise UncheckedAnswer("the answer gives no value, and the question asks for one")


def check_rallies(
    evidence: list[tuple[str, int, int]], existing: set[tuple[str, int, int]]
) -> None:
    """Raise :class:`UncheckedAnswer` for a cited rally that is not in ``existing``."""
    missing = [e for e in evidence if e not in existing]
    if missing:
        raise UncheckedAnswer(f"the answer cites rallies that do not exist: {missing[:3]}")
