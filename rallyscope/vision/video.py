"""Video frames by number, with errors that say which file and frame."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from rallyscope.llm.models import file_sha256

VIDEO_SUFFIXES = (".mp4", ".mkv", ".avi", ".mov", ".webm")


class VideoError(ValueError):
    """A video that cannot be read, or a frame it does not have."""


def find_video(folder: Path) -> Path | None:
    """The match's video in its landing folder, if it has one."""
    found = sorted(p for p in Path(folder).iterdir() if p.suffix.lower() in VIDEO_SUFFIXES)
    return found[0] if found else None


def file_hash(path: Path) -> str:
    """A video's short content hash (part of the vision cache keys)."""
    return file_sha256(path)[:16]


class Video:
    """Random access to a video's frames (BGR), by frame number from 0."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise VideoError(f"{self.path}: no such video")
        self.capture = cv2.VideoCapture(str(self.path))
        if not self.capture.isOpened():
            raise VideoError(f"{self.path}: not a readable video")
        self.frames = int(self.capture.get(cv2.CAP_PROP_FRAME_COUNT))
        self.fps = float(self.capture.get(cv2.CAP_PROP_FPS)) or 0.0
        if self.frames <= 0:
            raise VideoError(f"{self.path}: the video has no frames")

    def frame(self, n: int) -> np.ndarray:
        if not 0 <= n < self.frames:
            raise VideoError(f"{self.path}: frame {n} is outside 0..{self.frames - 1}")
        self.capture.set(cv2.CAP_PROP_POS_FRAMES, n)
        ok, image = self.capture.read()
        if not ok or image is None:
            raise VideoError(f"{self.path}: frame {n} could not be decoded")
        return image

    def close(self) -> None:
        self.capture.release()

    def __enter__(self) -> Video:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
