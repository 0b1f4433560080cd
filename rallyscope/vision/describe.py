"""Keypoints to words: a short, deterministic description of a player's posture.

Keypoints are COCO's 17 (image pixels, y down) with a confidence each; an attribute whose
keypoints are not confidently seen is left out rather than guessed.
"""

from __future__ import annotations

import numpy as np

NOSE, L_SHOULDER, R_SHOULDER, L_ELBOW, R_ELBOW, L_WRIST, R_WRIST = 0, 5, 6, 7, 8, 9, 10
L_HIP, R_HIP, L_KNEE, R_KNEE, L_ANKLE, R_ANKLE = 11, 12, 13, 14, 15, 16
MIN_CONF = 0.3


def _angle(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> float:
    """The angle at ``b`` in degrees (180 = straight)."""
    u, v = a - b, c - b
    cos = float(u @ v / max(np.linalg.norm(u) * np.linalg.norm(v), 1e-9))
    return float(np.degrees(np.arccos(np.clip(cos, -1.0, 1.0))))


def describe(
    keypoints: np.ndarray,
    confidence: np.ndarray,
    racket_hand: str = "right",
    movement: np.ndarray | None = None,
    ground_y: float | None = None,
) -> list[str]:
    """Posture phrases. ``movement``: the player's direction of travel in the image;
    ``ground_y``: the image row of the ground under the player (for airborne)."""
    k, seen = np.asarray(keypoints, float), np.asarray(confidence, float) >= MIN_CONF

    def ok(*idx: int) -> bool:
        return bool(all(seen[i] for i in idx))

    out: list[str] = []
    knees = [
        _angle(k[h], k[n], k[a])
        for h, n, a in ((L_HIP, L_KNEE, L_ANKLE), (R_HIP, R_KNEE, R_ANKLE))
        if ok(h, n, a)
    ]
    if knees:
        bend = min(knees)
        out.append(
            "knees deeply bent"
            if bend < 120
            else "knees slightly bent"
            if bend < 155
            else "legs straight"
        )
    if ok(L_ANKLE, R_ANKLE, L_SHOULDER, R_SHOULDER):
        ratio = np.linalg.norm(k[L_ANKLE] - k[R_ANKLE]) / max(
            np.linalg.norm(k[L_SHOULDER] - k[R_SHOULDER]), 1e-9
        )
        out.append(
            "wide stance"
            if ratio > 1.8
            else "narrow stance"
            if ratio < 0.9
            else "shoulder-width stance"
        )
    if movement is not None and ok(L_ANKLE, R_ANKLE) and np.linalg.norm(movement) > 1e-6:
        along = (k[R_ANKLE] - k[L_ANKLE]) @ (np.asarray(movement, float) / np.linalg.norm(movement))
        out.append("right foot leading" if along > 0 else "left foot leading")
    wrist, shoulder = (R_WRIST, R_SHOULDER) if racket_hand == "right" else (L_WRIST, L_SHOULDER)
    if ok(wrist, shoulder):
        if seen[NOSE] and k[wrist][1] < k[NOSE][1]:
            out.append("racket arm raised above the head")
        elif k[wrist][1] < k[shoulder][1]:
            out.append("racket arm above the shoulder")
        else:
            out.append("racket arm low")
    if ok(L_SHOULDER, R_SHOULDER, L_HIP, R_HIP):
        trunk = (k[L_SHOULDER] + k[R_SHOULDER]) / 2 - (k[L_HIP] + k[R_HIP]) / 2
        lean = float(np.degrees(np.arctan2(trunk[0], -trunk[1])))
        out.append(
            "trunk upright"
            if abs(lean) < 12
            else f"trunk leaning {'right' if lean > 0 else 'left'}"
        )
    if ground_y is not None and ok(L_ANKLE, R_ANKLE, L_SHOULDER, L_HIP):
        body = abs(k[L_ANKLE][1] - k[L_SHOULDER][1])
        if max(k[L_ANKLE][1], k[R_ANKLE][1]) < ground_y - 0.25 * body:
            out.append("airborne")
    return out
