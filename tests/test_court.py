"""Court geometry: homographies recover known corners, zones follow each player's side."""

import numpy as np
import pytest

from rallyscope import court

CAMERA_CORNERS = np.array([[410.0, 300.0], [865.0, 302.0], [300.0, 660.0], [990.0, 655.0]])


def test_homography_recovers_known_corners_in_any_order():
    shuffled = CAMERA_CORNERS[[3, 0, 2, 1]]
    h = court.homography_from_corners(shuffled)
    np.testing.assert_allclose(
        court.apply_homography(h, CAMERA_CORNERS), court.CORNERS_M, atol=1e-6
    )
    inverse = np.linalg.inv(h)
    points = np.array([[3.05, 6.70], [1.0, 2.0], [5.5, 12.0]])
    np.testing.assert_allclose(
        court.apply_homography(h, court.apply_homography(inverse, points)), points, atol=1e-9
    )


def test_order_corners_ignores_labels():
    ordered = court.order_corners(CAMERA_CORNERS[::-1])
    np.testing.assert_array_equal(ordered, CAMERA_CORNERS)


def test_shipped_matrix_converts_to_metres_and_checks_corners():
    h = court.homography_from_corners(CAMERA_CORNERS)
    to_reference = np.linalg.inv(court.REFERENCE_TO_METRES) @ h
    as_metres = court.reference_homography_to_metres(to_reference, CAMERA_CORNERS)
    np.testing.assert_allclose(as_metres / as_metres[2, 2], h / h[2, 2], atol=1e-9)
    assert court.corner_reprojection_error_px(as_metres, CAMERA_CORNERS) < 1e-3
    skewed = to_reference.copy()
    skewed[0, 1] += 0.2  # a shear the corners do not support
    bad = court.reference_homography_to_metres(skewed, CAMERA_CORNERS)
    assert court.corner_reprojection_error_px(bad, CAMERA_CORNERS) > 5


@pytest.mark.parametrize(
    ("x", "y", "zone"),
    [
        (0.5, 6.2, "front-left"),  # bottom half, near the net, image left = player's left
        (5.6, 0.3, "rear-right"),
        (3.0, 3.5, "mid-centre"),
        (0.5, 7.2, "front-right"),  # top half faces the camera: image left = player's right
        (5.6, 13.0, "rear-left"),
    ],
)
def test_zones_are_from_each_players_side(x, y, zone):
    assert court.zones(np.array([x]), np.array([y]))[0] == zone


def test_zones_keep_missing_positions_missing():
    assert court.zones(np.array([np.nan]), np.array([1.0]))[0] is None
