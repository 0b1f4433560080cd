"""Data-quality gates: one Great Expectations suite per stage dataset.

The suites are defined in Python (:mod:`rallyscope.quality.suites`) and stored as reviewable
JSON in ``expectations/`` (``python -m rallyscope.quality`` rewrites them; a test fails when
the two differ); :func:`validate` (:mod:`rallyscope.quality.gate`) loads them from the JSON.
Thresholds owned by ``params.yaml`` are never written into the JSON: it holds suite
parameters (``{"$PARAMETER": "max_reprojection_error_px"}``) filled from the params passed
to :func:`validate`, so the gate follows params.yaml.

The datasets, one batch per stage for the whole corpus:

* ``ingest``: parsed strokes, one row per shot (suite ``ingest``);
* ``calibrate``: calibrated strokes carrying their match's ``reprojection_error_px`` and
  ``agreement_m`` on every row (suite ``calibrate``), from which :func:`validate` derives the
  per-match calibration table, one row per match (suite ``calibrate_matches``);
* ``gamelog``: rallies, one row per rally (suite ``gamelog``), with ``is_complete`` and
  ``has_shot_gap`` derived from its ``flags``.

Every batch is validated at once, in one cached ephemeral GE context: a pass/fail run, then the
failed expectations (and those with ``mostly``) again with ``result_format=COMPLETE``, whose
unexpected row indices map failures back to their ``match_id``. A failure without rows (a
missing column, an error) fails every match in the batch. ``mostly`` is applied per match, not
per batch (see :func:`_per_match_mostly`).

Great Expectations takes seconds to import, so it is imported only when a gate runs.
"""

from rallyscope.quality.gate import GateResult, validate
from rallyscope.quality.suites import (
    EXPECTATIONS_DIR,
    STAGE_SUITES,
    SUITE_NAMES,
    suite_json,
    write_suites,
)

__all__ = [
    "EXPECTATIONS_DIR",
    "STAGE_SUITES",
    "SUITE_NAMES",
    "GateResult",
    "suite_json",
    "validate",
    "write_suites",
]
