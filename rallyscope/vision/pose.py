"""Player poses at the shots: YOLO pose on the shot frames (batched), the hitter chosen as the
person standing nearest the annotated hitter position seen through the court homography."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from rallyscope.llm.models import file_sha256, model_path
from rallyscope.vision.describe import L_ANKLE, MIN_CONF, R_ANKLE


@dataclass(frozen=True)
class Person:
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 pixels
    keypoints: np.ndarray  # 17 x 2 pixels
    confidence: np.ndarray  # 17
    score: float  # detection confidence

    @property
    def feet(self) -> np.ndarray:
        """Where the person stands: the seen ankles' middle, else the box's bottom centre."""
        ankles = [self.keypoints[i] for i in (L_ANKLE, R_ANKLE) if self.confidence[i] >= MIN_CONF]
        if ankles:
            return np.mean(ankles, axis=0)
        return np.array([(self.box[0] + self.box[2]) / 2, self.box[3]])


class PoseModel:
    """An ultralytics YOLO pose model on ``device`` ("cpu", "cuda:0"; None: the GPU when torch
    sees one, else the CPU)."""

    def __init__(
        self,
        weights: Path | None = None,
        batch: int = 8,
        image_size: int = 640,
        device: str | None = None,
    ) -> None:
        os.environ.setdefault("YOLO_OFFLINE", "1")
        import torch
        from ultralytics import YOLO

        self.path = Path(weights) if weights else model_path("yolo11n-pose")
        self.hash = self.file_hash(self.path)
        self.model = YOLO(str(self.path), task="pose")
        self.batch, self.image_size = batch, image_size
        self.device = device or ("cuda:0" if torch.cuda.is_available() else "cpu")

    @staticmethod
    def file_hash(weights: Path | None) -> str:
        """The weights' hash (the default model's when None), part of the pose cache key."""
        return file_sha256(weights or model_path("yolo11n-pose"))[:16]

    def people_near(
        self, frames: list[np.ndarray], windows: list[tuple[np.ndarray, float]]
    ) -> list[list[Person]]:
        """The people in a square window (centre, side in pixels) of each frame, found at the
        model's input size (far players are small in a broadcast frame), in frame pixels."""
        crops, offsets = [], []
        for frame, (centre, side) in zip(frames, windows, strict=True):
            half = int(side / 2)
            x0, y0 = int(centre[0]) - half, int(centre[1]) - half
            pad = cv2.copyMakeBorder(frame, half, half, half, half, cv2.BORDER_CONSTANT)
            crop = pad[y0 + half : y0 + 3 * half, x0 + half : x0 + 3 * half]
            scale = self.image_size / crop.shape[0]
            crops.append(cv2.resize(crop, (self.image_size, self.image_size)))
            offsets.append((x0, y0, scale))
        out = []
        for found, (x0, y0, scale) in zip(self.people(crops), offsets, strict=True):
            shift = np.array([x0, y0])
            people = []
            for p in found:
                box = (np.array(p.box).reshape(2, 2) / scale + shift).ravel()
                people.append(
                    Person(
                        tuple(map(float, box)), p.keypoints / scale + shift, p.confidence, p.score
                    )
                )
            out.append(people)
        return out

    def people(self, frames: list[np.ndarray]) -> list[list[Person]]:
        """The people found in each frame."""
        out: list[list[Person]] = []
        for start in range(0, len(frames), self.batch):
            results = self.model.predict(
                frames[start : start + self.batch],
                imgsz=self.image_size,
                conf=0.25,
                device=self.device,
                verbose=False,
            )
            for r in results:
                if r.keypoints is None or r.boxes is None or len(r.boxes) == 0:
                    out.append([])
                    continue
                xy = r.keypoints.xy.cpu().numpy()
                conf = (
                    r.keypoints.conf.cpu().numpy()
                    if r.keypoints.conf is not None
                    else np.ones(xy.shape[:2])
                )
                boxes, scores = r.boxes.xyxy.cpu().numpy(), r.boxes.conf.cpu().numpy()
                out.append(
                    [
                        Person(tuple(map(float, boxes[i])), xy[i], conf[i], float(scores[i]))
                        for i in range(len(boxes))
                    ]
                )
        return out


def to_pixels(metres_to_pixels: np.ndarray, point_m: tuple[float, float]) -> np.ndarray:
    p = metres_to_pixels @ np.array([point_m[0], point_m[1], 1.0])
    return p[:2] / p[2]


def nearest(people: list[Person], at_px: np.ndarray, max_px: float) -> Person | None:
    """The person whose feet are nearest ``at_px``, within ``max_px``."""
    if not people:
        return None
    best = min(people, key=lambda p: float(np.linalg.norm(p.feet - at_px)))
    return best if np.linalg.norm(best.feet - at_px) <= max_px else None
