"""No module of the library binds one top-level name twice: the later binding silently
replaces the earlier for every function that reads it (the rule parser, ~5,500 lines, lost
two word sets this way before this test)."""

import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "rallyscope"
MODULES = sorted(PACKAGE.rglob("*.py"))


def bound(node: ast.stmt) -> list[str]:
    """The names a top-level statement binds (``x = ...``, ``x: T = ...``, def, class); an
    augmented assignment (``x |= ...``) extends a name and is not counted."""
    if isinstance(node, ast.Assign):
        return [t.id for t in node.targets if isinstance(t, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
        return [node.target.id]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    return []


def test_the_modules_are_found():
    assert len(MODULES) > 50, f"no library modules under {PACKAGE}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_top_level_name_is_bound_twice(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = Counter(name for node in tree.body for name in bound(node))
    assert not [n for n, k in names.items() if k > 1], path


def test_a_second_binding_is_caught():
    tree = ast.parse("_WORDS = {'a'}\n_WORDS |= {'b'}\ndef f(): pass\n_WORDS = {'c'}\n")
    names = Counter(name for node in tree.body for name in bound(node))
    assert names == {"_WORDS": 2, "f": 1}
