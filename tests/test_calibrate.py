"""Calibration: court ends per set, positions in metres, and the real corpus's figures."""

import polars as pl
import pytest

from flows.backfill import select
from rallyscope import calibrate, config, court
from rallyscope.sources import discover


def bottoms(downcourt, rallies):
    frame = pl.DataFrame(rallies, schema=["set_no", "score_max"], orient="row")
    expr = calibrate.expected_bottom(pl.col("set_no"), pl.col("score_max"), downcourt, 3)
    return frame.select(expr.alias("bottom"))["bottom"].to_list()


@pytest.mark.parametrize(("downcourt", "first"), [(0, "A"), (1, "B")])
def test_ends_change_every_set_and_at_eleven_in_the_deciding_set(downcourt, first):
    other = "B" if first == "A" else "A"
    rallies = [(1, 0), (1, 20), (2, 0), (2, 15), (3, 10), (3, 11), (3, 19)]
    assert bottoms(downcourt, rallies) == [first, first, other, other, first, other, other]


def test_real_corpus_calibrates_within_thresholds(shuttleset_root):
    sources = discover(shuttleset_root).matches[:12]
    for source in sources:
        calibration = calibrate.estimate(source)
        assert calibration.reprojection_error_px < 5.0, source.match_id
        assert calibration.agreement_m < 0.25, source.match_id


def test_positions_land_on_the_expected_half(synthetic_root):
    from rallyscope import pipeline

    source = discover(synthetic_root).matches[0]
    strokes = pipeline.run_through(source, "calibrate", config.params())["strokes"]
    located = strokes.filter(pl.col("observed_end").is_not_null())
    assert (located["observed_end"] == located["hitter_end"]).mean() > 0.99
    assert located["player_x_m"].is_between(-1.5, court.COURT_WIDTH + 1.5).all()
    assert set(located["player_zone"].drop_nulls()) <= {
        f"{d}-{s}" for d in court.DEPTHS for s in court.SIDES
    }


def test_backfill_selects_by_id_tournament_and_dates(shuttleset_root):
    from datetime import date

    sources = discover(shuttleset_root).matches
    by_id = select(sources, [sources[0].match_id], None, None, None)
    assert [s.match_id for s in by_id] == [sources[0].match_id]
    denmark = select(sources, None, "denmark open", None, None)
    assert denmark and all("denmark" in s.meta["tournament"].lower() for s in denmark)
    in_2022 = select(sources, None, None, date(2022, 1, 1), date(2022, 12, 31))
    assert in_2022 and all(s.meta["year"].startswith("2022") for s in in_2022)
    assert select(sources, ["no such match"], None, None, None) == []
