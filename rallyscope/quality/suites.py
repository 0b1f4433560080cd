"""Great Expectations suites, one per stage dataset, defined in Python and stored as JSON.

`python -m rallyscope.quality` rewrites ``expectations/*.json`` from these definitions.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from rallyscope import court
from rallyscope.vocabulary import EndReason, Height, ShotType

os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")


EXPECTATIONS_DIR = Path(__file__).resolve().parents[2] / "expectations"

# The suites validated for each stage's dataset, in order; each is stored as <name>.json.
STAGE_SUITES: dict[str, tuple[str, ...]] = {
    "ingest": ("ingest",),
    "calibrate": ("calibrate", "calibrate_matches"),
    "gamelog": ("gamelog",),
    "index": ("index",),
    "narrative": ("narrative",),
    "pose": ("pose",),
}
SUITE_NAMES = tuple(name for names in STAGE_SUITES.values() for name in names)

MAX_SCORE = 30  # badminton's cap: a game ends at 30 points at the latest
MAX_SETS = 3  # best of three games
POINTS = ("player", "opponent", "hit", "landing")
ZONES = [f"{depth}-{side}" for depth in court.DEPTHS for side in court.SIDES]
ROLES = ["A", "B"]
SHOT_TYPES = [str(v) for v in ShotType]
END_REASONS = [str(v) for v in EndReason]
HEIGHTS = [str(v) for v in Height]
HIT_Y_MOSTLY = 0.995  # see _calibrate: one known flaw
FAILED_ROWS_SHOWN = 5  # unexpected values kept per failed expectation in the report

# What each suite parameter is, from params.yaml (documented in the suites' meta).
PARAMETERS = {
    "court_x_min_m": "-calibrate.court_margin_m",
    "court_x_max_m": f"{court.COURT_WIDTH} + calibrate.court_margin_m",
    "court_y_min_m": "-calibrate.court_margin_m",
    "court_y_max_m": f"{court.COURT_LENGTH} + calibrate.court_margin_m",
    "landing_x_min_m": "-calibrate.landing_margin_m",
    "landing_x_max_m": f"{court.COURT_WIDTH} + calibrate.landing_margin_m",
    "landing_y_min_m": "-calibrate.landing_margin_m",
    "landing_y_max_m": f"{court.COURT_LENGTH} + calibrate.landing_margin_m",
    "max_reprojection_error_px": "calibrate.max_reprojection_error_px",
    "max_agreement_m": "calibrate.max_agreement_m",
    "min_grounding_score": "narrate.min_grounding_score",
    "min_pose_confidence": "vision.min_pose_confidence",
    "min_keypoints": "vision.min_keypoints",
}


def suite_parameters(params: dict[str, Any]) -> dict[str, float]:
    """Values of the suite parameters, from params.yaml's contents."""
    try:
        cal = params["calibrate"]
        margin = float(cal["court_margin_m"])
        landing = float(cal["landing_margin_m"])
        max_error = float(cal["max_reprojection_error_px"])
        max_agreement = float(cal["max_agreement_m"])
    except KeyError as exc:
        raise KeyError(f"params.yaml lacks calibrate.{exc.args[0]}, needed by the gates") from exc
    grounding = float(params.get("narrate", {}).get("min_grounding_score", 0.0))
    vision = params.get("vision", {})
    return {
        "min_grounding_score": grounding,
        "min_pose_confidence": float(vision.get("min_pose_confidence", 0.0)),
        "min_keypoints": int(vision.get("min_keypoints", 0)),
        "court_x_min_m": -margin,
        "court_x_max_m": court.COURT_WIDTH + margin,
        "court_y_min_m": -margin,
        "court_y_max_m": court.COURT_LENGTH + margin,
        "landing_x_min_m": -landing,
        "landing_x_max_m": court.COURT_WIDTH + landing,
        "landing_y_min_m": -landing,
        "landing_y_max_m": court.COURT_LENGTH + landing,
        "max_reprojection_error_px": max_error,
        "max_agreement_m": max_agreement,
    }


# --------------------------------------------------------------------------------------------
# Suite definitions
# --------------------------------------------------------------------------------------------


def _param(name: str) -> dict[str, str]:
    assert name in PARAMETERS, name
    return {"$PARAMETER": name}


def _ingest(gxe: Any) -> list:
    required = ("match_id", "set_no", "rally_no", "shot_no", "player", "player_name")
    required += ("shot_type", "time_s", "score_a", "score_b")
    exps = [
        gxe.ExpectColumnValuesToNotBeNull(column=c, description=f"{c} is present") for c in required
    ]
    exps += [
        gxe.ExpectCompoundColumnsToBeUnique(
            column_list=["match_id", "set_no", "rally_no", "shot_no"],
            description="one stroke per (match_id, set_no, rally_no, shot_no)",
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="shot_type", value_set=SHOT_TYPES, description="shot_type is a known shot type"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="player", value_set=ROLES, description="player is A or B"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="getpoint_player", value_set=ROLES, description="getpoint_player is A or B"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="lose_reason", value_set=END_REASONS, description="lose_reason is known"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="win_reason", value_set=END_REASONS, description="win_reason is known"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="hit_height", value_set=HEIGHTS, description="hit_height is high or low"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="landing_height", value_set=HEIGHTS, description="landing_height is high or low"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="shot_flag",
            value_set=[1, 2, 3],
            description="shot_flag (the source's 'server' column) is 1, 2 or 3",
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="set_no", min_value=1, max_value=MAX_SETS, description="set_no is 1 to 3"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="rally_no", min_value=1, description="rally_no is at least 1"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="shot_no", min_value=1, description="shot_no is at least 1"
        ),
    ]
    exps += [
        gxe.ExpectColumnValuesToBeBetween(
            column=c, min_value=0, max_value=MAX_SCORE, description=f"{c} is 0 to {MAX_SCORE}"
        )
        for c in ("score_a", "score_b")
    ]
    exps += [
        gxe.ExpectColumnValuesToBeBetween(
            column="time_s", min_value=0, description="time_s is not negative"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="frame", min_value=0, description="frame is not negative"
        ),
    ]
    return exps


def _calibrate(gxe: Any) -> list:
    from great_expectations.expectations.row_conditions import Column

    exps = [
        gxe.ExpectColumnValuesToNotBeNull(column=c, description=f"{c} is present")
        for c in ("match_id", "set_no", "rally_no", "shot_no", "hitter_end", "bottom_role")
    ]
    exps.append(
        gxe.ExpectCompoundColumnsToBeUnique(
            column_list=["match_id", "set_no", "rally_no", "shot_no"],
            description="one stroke per (match_id, set_no, rally_no, shot_no)",
        )
    )
    for point in POINTS:
        bounds = "landing" if point == "landing" else "court"
        where = "around the court" if point == "landing" else "on the court"
        for axis in ("x", "y"):
            col = f"{point}_{axis}_m"
            extra: dict[str, Any] = {}
            if point == "hit" and axis == "y":
                # Known flaw: ShuttleSet's Kento_MOMOTA_CHOU_Tien_Chen_Fuzhou_Open_2019_Finals,
                # set 2 rally 26 shot 2, annotates the hit 3.1 m behind the far back line
                # (y 16.48 m) after a serve with no landing point: 1 row of the corpus's 82k.
                # validate() applies mostly per match: up to 1 in 200 of a match's hits.
                extra = {
                    "mostly": HIT_Y_MOSTLY,
                    "meta": {
                        "why_mostly": "one known annotation flaw in ShuttleSet: hit y 16.48 m in "
                        "Kento_MOMOTA_CHOU_Tien_Chen_Fuzhou_Open_2019_Finals set 2 rally 26 "
                        "shot 2",
                        "mostly_applies": "per match (rallyscope.quality.validate)",
                    },
                }
            exps.append(
                gxe.ExpectColumnValuesToBeBetween(
                    column=col,
                    min_value=_param(f"{bounds}_{axis}_min_m"),
                    max_value=_param(f"{bounds}_{axis}_max_m"),
                    description=f"{col} lies {where} (within the margin)",
                    **extra,
                )
            )
        exps.append(
            gxe.ExpectColumnValuesToBeInSet(
                column=f"{point}_zone", value_set=ZONES, description=f"{point}_zone is a zone"
            )
        )
        for axis in ("x", "y"):
            exps.append(
                gxe.ExpectColumnValuesToNotBeNull(
                    column=f"{point}_{axis}_m",
                    row_condition=Column(f"{point}_{axis}_px").is_not_null(),
                    description=f"every annotated {point} position maps to court metres ({axis})",
                )
            )
    exps += [
        gxe.ExpectColumnValuesToBeInSet(
            column=c, value_set=["bottom", "top"], description=f"{c} is bottom or top"
        )
        for c in ("hitter_end", "observed_end")
    ]
    exps.append(
        gxe.ExpectColumnValuesToBeInSet(
            column="bottom_role", value_set=ROLES, description="bottom_role is A or B"
        )
    )
    exps += [
        gxe.ExpectColumnValuesToBeBetween(
            column=c, min_value=0, max_value=MAX_SCORE, description=f"{c} is 0 to {MAX_SCORE}"
        )
        for c in ("score_a_before", "score_b_before")
    ]
    return exps


def _calibrate_matches(gxe: Any) -> list:
    return [
        gxe.ExpectColumnValuesToNotBeNull(column="match_id", description="match_id is present"),
        gxe.ExpectColumnValuesToBeUnique(column="match_id", description="one row per match"),
        gxe.ExpectColumnValuesToNotBeNull(
            column="reprojection_error_px", description="reprojection_error_px is known"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="reprojection_error_px",
            min_value=0,
            max_value=_param("max_reprojection_error_px"),
            description="the shipped homography maps the court corners within "
            "max_reprojection_error_px",
        ),
        gxe.ExpectColumnValuesToNotBeNull(column="agreement_m", description="agreement_m is known"),
        gxe.ExpectColumnValuesToBeBetween(
            column="agreement_m",
            min_value=0,
            max_value=_param("max_agreement_m"),
            description="shipped and estimated mappings agree within max_agreement_m",
        ),
    ]


def _gamelog(gxe: Any) -> list:
    from great_expectations.expectations.row_conditions import Column

    required = ("match_id", "set_no", "rally_no", "n_shots", "final_shot_no", "final_shot_type")
    required += ("final_hitter", "server", "start_time_s", "end_time_s", "duration_s")
    required += ("score_a_before", "score_b_before", "score_a_after", "score_b_after")
    required += ("log_text", "log_hash", "shot_code")
    exps = [
        gxe.ExpectColumnValuesToNotBeNull(column=c, description=f"{c} is present") for c in required
    ]
    exps += [
        gxe.ExpectCompoundColumnsToBeUnique(
            column_list=["match_id", "set_no", "rally_no"],
            description="one rally per (match_id, set_no, rally_no)",
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="set_no", min_value=1, max_value=MAX_SETS, description="set_no is 1 to 3"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="rally_no", min_value=1, description="rally_no is at least 1"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="n_shots", min_value=1, description="a rally has at least one shot"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="final_shot_no", min_value=1, description="final_shot_no is at least 1"
        ),
        gxe.ExpectColumnPairValuesToBeEqual(
            column_A="final_shot_no",
            column_B="n_shots",
            row_condition=Column("has_shot_gap") == False,  # noqa: E712 - a condition, not a test
            description="the final shot number is the number of shots (unless flagged shot_gap)",
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="winner", value_set=ROLES, description="winner is A or B (or none)"
        ),
        gxe.ExpectColumnValuesToNotBeNull(
            column="winner",
            row_condition=Column("is_complete") == True,  # noqa: E712
            description="a complete rally (not flagged no_winner/incomplete) has a winner",
        ),
        gxe.ExpectColumnValuesToNotBeNull(
            column="end_reason",
            row_condition=Column("is_complete") == True,  # noqa: E712
            description="a complete rally (not flagged no_winner/incomplete) has an end reason",
        ),
        gxe.ExpectColumnValuesToNotBeNull(
            column="winner_name",
            row_condition=Column("winner").is_not_null(),
            description="a rally with a winner names them",
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="end_reason", value_set=END_REASONS, description="end_reason is known"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="final_shot_type",
            value_set=SHOT_TYPES,
            description="final_shot_type is a known shot type",
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="final_landing_zone", value_set=ZONES, description="final_landing_zone is a zone"
        ),
    ]
    exps += [
        gxe.ExpectColumnValuesToBeInSet(column=c, value_set=ROLES, description=f"{c} is A or B")
        for c in ("final_hitter", "server", "initiative_final")
    ]
    exps += [
        gxe.ExpectColumnValuesToBeBetween(
            column=c, min_value=0, max_value=MAX_SCORE, description=f"{c} is 0 to {MAX_SCORE}"
        )
        for c in ("score_a_before", "score_b_before", "score_a_after", "score_b_after")
    ]
    not_negative = ("start_time_s", "duration_s", "tempo_shots_per_s", "distance_a_m")
    not_negative += ("distance_b_m", "max_opponent_move_m", "attack_shots_a", "attack_shots_b")
    not_negative += ("longest_attack_streak_a", "longest_attack_streak_b", "initiative_changes")
    exps += [
        gxe.ExpectColumnValuesToBeBetween(column=c, min_value=0, description=f"{c} is not negative")
        for c in not_negative
    ]
    exps.append(
        gxe.ExpectColumnValuesToMatchRegex(
            column="log_text", regex=r"\S", description="log_text is not blank"
        )
    )
    exps.append(
        gxe.ExpectColumnValuesToMatchRegex(
            column="shot_code",
            regex=r"^(?:\|[a-s][AB][SR][WLU][b-][h-][0-9][0-9])+\|$",
            description="shot_code is one 8-character token per shot (pattern/encode.py)",
        )
    )
    return exps


def _index(gxe: Any) -> list:
    return [
        gxe.ExpectColumnValuesToBeUnique(column="doc_id", description="one row per document"),
        gxe.ExpectColumnValuesToBeInSet(
            column="has_vector", value_set=[True], description="every document has its vector"
        ),
        gxe.ExpectColumnPairValuesToBeEqual(
            column_A="dim", column_B="expected_dim", description="vectors have the model's width"
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="finite", value_set=[True], description="no NaN or infinite component"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="norm", min_value=0.99, max_value=1.01, description="vectors are unit length"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="dense_probe_rank",
            min_value=1,
            max_value=10,
            description="a probe document's own text finds it in the dense top 10",
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="sparse_probe_rank",
            min_value=1,
            max_value=10,
            description="a probe document's own text finds it in the BM25 top 10",
        ),
    ]


def _narrative(gxe: Any) -> list:
    return [
        gxe.ExpectColumnValuesToBeInSet(
            column="sections_complete",
            value_set=[True],
            description="every report section is present and not empty",
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="winner_stated",
            value_set=[True],
            description="the winner is named, and never wrongly",
        ),
        gxe.ExpectColumnValuesToBeInSet(
            column="final_shot_stated",
            value_set=[True],
            description="the final shot is named, and never wrongly",
        ),
        gxe.ExpectColumnValuesToNotBeNull(
            column="grounding_score", description="some claim could be checked against the log"
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="grounding_score",
            min_value=_param("min_grounding_score"),
            max_value=1.0,
            description="the grounding score reaches narrate.min_grounding_score",
        ),
        gxe.ExpectColumnPairValuesAToBeGreaterThanB(
            column_A="claims_checked",
            column_B="min_claims",
            or_equal=True,
            description="the checker checked at least min(5, shots + 1) claims",
        ),
    ]


def _pose(gxe: Any) -> list:
    return [
        gxe.ExpectColumnValuesToBeInSet(
            column="hitter_found",
            value_set=[True],
            description="a person stands where the log puts the player",
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="keypoints_seen",
            min_value=_param("min_keypoints"),
            max_value=17,
            description="enough keypoints are seen (vision.min_keypoints of 17)",
        ),
        gxe.ExpectColumnValuesToBeBetween(
            column="confidence",
            min_value=_param("min_pose_confidence"),
            max_value=1.0,
            description="the detection is confident (vision.min_pose_confidence)",
        ),
    ]


_DEFINITIONS = {
    "ingest": _ingest,
    "calibrate": _calibrate,
    "calibrate_matches": _calibrate_matches,
    "gamelog": _gamelog,
    "index": _index,
    "narrative": _narrative,
    "pose": _pose,
}
_SUITE_META: dict[str, dict[str, Any]] = {
    "ingest": {"stage": "ingest", "rows": "parsed strokes, one row per shot"},
    "calibrate": {
        "stage": "calibrate",
        "rows": "calibrated strokes, one row per shot",
        "parameters": {k: v for k, v in PARAMETERS.items() if k.startswith(("court", "landing"))},
    },
    "calibrate_matches": {
        "stage": "calibrate",
        "rows": "one row per match: match_id, reprojection_error_px, agreement_m, derived "
        "from the calibrate dataset's rows",
        "parameters": {k: PARAMETERS[k] for k in ("max_reprojection_error_px", "max_agreement_m")},
    },
    "gamelog": {
        "stage": "gamelog",
        "rows": "rallies, one row per rally",
        "derived_columns": {
            "is_complete": "flags hold neither 'no_winner' nor 'incomplete'",
            "has_shot_gap": "flags hold 'shot_gap'",
        },
    },
    "narrative": {
        "stage": "narrate",
        "rows": "one row per narrative: its sections, what it says of the winner and the final "
        "shot, its grounding score",
        "parameters": {"min_grounding_score": PARAMETERS["min_grounding_score"]},
    },
    "pose": {
        "stage": "pose",
        "rows": "one row per shot (hitter) and per winner's end (opponent): whether the player "
        "was found, keypoints seen, detection confidence; failing rows are dropped",
        "parameters": {k: PARAMETERS[k] for k in ("min_pose_confidence", "min_keypoints")},
    },
    "index": {
        "stage": "index",
        "rows": "one row per indexed document (a rally), with its vector's checks; probe "
        "documents also carry the rank at which a query made of their own text finds them",
    },
}


def suite_dict(name: str) -> dict[str, Any]:
    """The suite ``name`` as the JSON object stored in ``expectations/<name>.json``."""
    import great_expectations as gx
    import great_expectations.expectations as gxe

    suite = gx.ExpectationSuite(
        name=name, expectations=_DEFINITIONS[name](gxe), meta=dict(_SUITE_META[name])
    )
    data = suite.to_json_dict()
    descriptions = [e["description"] for e in data["expectations"]]
    if not all(descriptions) or len(set(descriptions)) != len(descriptions):
        raise ValueError(f"suite {name}: every expectation needs its own description")
    for exp in data["expectations"]:
        if "mostly" in exp["kwargs"] and (
            "row_condition" in exp["kwargs"] or "column" not in exp["kwargs"]
        ):
            raise ValueError(f"suite {name}: mostly is per match, on one column, unconditioned")
    # Volatile fields: ids are given by a context on save, the version changes with upgrades.
    data.pop("id", None)
    data["meta"].pop("great_expectations_version", None)
    for exp in data["expectations"]:
        exp.pop("id", None)
    return json.loads(json.dumps(data))


def suite_json(name: str) -> str:
    return json.dumps(suite_dict(name), indent=2, ensure_ascii=False) + "\n"


def write_suites(directory: Path | None = None) -> list[Path]:
    """(Re)write every suite's JSON from the definitions above; returns the files written."""
    directory = EXPECTATIONS_DIR if directory is None else Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SUITE_NAMES:
        path = directory / f"{name}.json"
        path.write_text(suite_json(name), encoding="utf-8")
        written.append(path)
    return written


def stored_suite(name: str, directory: Path | None = None) -> dict[str, Any]:
    """The JSON object stored in ``expectations/<name>.json``."""
    path = (EXPECTATIONS_DIR if directory is None else Path(directory)) / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def load_suite(name: str, directory: Path | None = None) -> Any:
    """The suite stored in ``expectations/<name>.json``, as a GE ExpectationSuite."""
    import great_expectations as gx

    return gx.ExpectationSuite(**stored_suite(name, directory))


# --------------------------------------------------------------------------------------------
