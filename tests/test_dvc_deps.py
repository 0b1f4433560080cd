"""dvc.yaml lists, for every stage, each module of the project that the stage runs: the
modules its command imports, followed through their imports (those inside functions too)."""

import ast
import re
from pathlib import Path

import yaml

from rallyscope import pipeline

REPO = Path(__file__).resolve().parents[1]


def module_file(name: str) -> Path | None:
    base = REPO / Path(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.exists():
            return path
    return None


def imports(path: Path, name: str) -> set[str]:
    """The rallyscope modules ``path`` (module ``name``) imports, anywhere in its body."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return {m for m in found if m.split(".")[0] == "rallyscope" and module_file(m)}


def runs_code(path: Path) -> bool:
    """False for a package marker holding nothing but a docstring."""
    body = ast.parse(path.read_text()).body
    return any(not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)) for n in body)


def closure(roots: set[str]) -> set[Path]:
    seen: set[str] = set()
    todo = set(roots)
    while todo:
        name = todo.pop()
        seen.add(name)
        parts = name.split(".")
        parents = {".".join(parts[:i]) for i in range(1, len(parts))}
        todo |= (imports(module_file(name), name) | parents) - seen
    return {module_file(m).relative_to(REPO) for m in seen if runs_code(module_file(m))}


def entry_modules(stage: str) -> set[str]:
    target = "rallyscope.stages.index" if stage == "index" else pipeline.STAGES[stage].module
    return {"rallyscope.dvcstages", target}


def test_every_stage_lists_the_modules_it_runs():
    stages = yaml.safe_load((REPO / "dvc.yaml").read_text())["stages"]
    assert set(stages) == {*pipeline.STAGES, "index"}
    for name, stage in stages.items():
        assert re.search(rf"-m rallyscope\.dvcstages {name}\b", stage["cmd"]), stage["cmd"]
        deps = [Path(d) for d in stage["deps"]]
        for module in sorted(closure(entry_modules(name))):
            covered = any(module == d or d in module.parents for d in deps)
            assert covered, f"dvc.yaml stage {name!r} runs {module} but does not list it in deps"


def test_the_closure_follows_imports_inside_functions():
    found = closure({"rallyscope.stages.gamelog"})
    assert Path("rallyscope/gamelog.py") in found and Path("rallyscope/pipeline.py") in found
    assert Path("rallyscope/vision/stage.py") not in found
