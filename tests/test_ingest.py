"""Ingest: typed parsing, translation, de-duplication, and clear errors for bad input."""

import shutil

import polars as pl
import pytest

from rallyscope.errors import InputError
from rallyscope.ingest import SET_COLUMNS, parse_match
from rallyscope.sources import discover
from rallyscope.vocabulary import LOSE_REASON_ZH, SHOT_TYPE_ZH, WIN_REASON_ZH, ShotType


@pytest.fixture
def corpus(tmp_path, synthetic_root):
    root = tmp_path / "landing"
    shutil.copytree(synthetic_root, root)
    return root


def first_set_file(root):
    source = discover(root).matches[0]
    return source, source.set_files[0]


def rewrite(path, transform):
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(transform(lines)) + "\n", encoding="utf-8")


def set_field(line, column, value):
    cells = line.split(",")
    cells[SET_COLUMNS.index(column)] = value
    return ",".join(cells)


def expect_error(root, row, field, words):
    source = discover(root).matches[0]
    with pytest.raises(InputError) as caught:
        parse_match(source)
    err = caught.value
    assert err.file.endswith("set1.csv")
    assert (err.row, err.field) == (row, field)
    assert words in str(err)
    return err


def test_parses_synthetic_match_into_canonical_types(synthetic_root):
    parsed = parse_match(discover(synthetic_root).matches[0])
    strokes = parsed.strokes
    assert strokes.schema["shot_no"] == pl.Int32
    assert strokes.schema["time_s"] == pl.Float64
    assert set(strokes["shot_type"].unique()) <= {str(t) for t in ShotType}
    assert set(strokes["player"].unique()) == {"A", "B"}
    assert parsed.match["player_a"] == parsed.match["winner"]
    names = strokes.filter(pl.col("player") == "A")["player_name"].unique().to_list()
    assert names == [parsed.match["player_a"]]


def test_unparsable_number_names_file_row_and_field(corpus):
    _, path = first_set_file(corpus)
    rewrite(path, lambda lines: lines[:3] + [set_field(lines[3], "landing_y", "abc")] + lines[4:])
    expect_error(corpus, 3, "landing_y", "not a number")


def test_unknown_label(corpus):
    _, path = first_set_file(corpus)
    rewrite(path, lambda lines: lines[:2] + [set_field(lines[2], "type", "飛球")] + lines[3:])
    expect_error(corpus, 2, "type", "unknown label")


def test_bad_time(corpus):
    _, path = first_set_file(corpus)
    rewrite(path, lambda lines: lines[:4] + [set_field(lines[4], "time", "7 minutes")] + lines[5:])
    expect_error(corpus, 4, "time", "H:MM:SS")


def test_missing_and_extra_columns(corpus):
    _, path = first_set_file(corpus)
    original = path.read_text(encoding="utf-8")
    rewrite(path, lambda lines: [line.rsplit(",", 1)[0] for line in lines])  # drop `db`
    err = expect_error(corpus, None, "db", "missing columns")
    assert "db" in err.message
    path.write_text(original, encoding="utf-8")
    rewrite(path, lambda lines: [lines[0] + ",spin"] + [line + ",1" for line in lines[1:]])
    expect_error(corpus, None, "spin", "unexpected columns")


def test_empty_and_non_utf8_files(corpus):
    _, path = first_set_file(corpus)
    path.write_bytes(b"")
    expect_error(corpus, None, None, "empty")
    path.write_bytes("rally,類型\n".encode("big5"))
    expect_error(corpus, None, None, "not UTF-8")


def test_repeated_rows_are_set_aside_and_flagged(corpus):
    _, path = first_set_file(corpus)
    rewrite(path, lambda lines: lines[:3] + [lines[2]] + lines[3:])  # row 2 repeated as row 3
    parsed = parse_match(discover(corpus).matches[0])
    assert len(parsed.set_aside) == 1
    assert parsed.set_aside[0]["row"] == 3
    assert parsed.set_aside[0]["file"].endswith("set1.csv")
    rally = parsed.strokes.filter(pl.col("set_no") == 1).row(0, named=True)["rally_no"]
    flagged = parsed.strokes.filter((pl.col("set_no") == 1) & (pl.col("rally_no") == rally))
    assert flagged["repeated_rows"].all()
    assert flagged["shot_no"].is_unique().all()


def test_shuttleset22_repeats_are_skipped_keeping_shuttleset_names(shuttleset_root):
    found = discover(shuttleset_root)
    assert len(found.matches) == 94
    assert len(found.duplicates) == 8
    kept = {m.match_id: m.dataset for m in found.matches}
    for skipped, original in found.duplicates:
        assert skipped.startswith("ShuttleSet22/")
        assert kept[original] == "ShuttleSet"


def test_translation_covers_every_label_in_the_data(shuttleset_root):
    files = sorted(shuttleset_root.glob("*/set/*/set*.csv"))
    assert len(files) > 200
    raw = pl.concat(
        [
            pl.read_csv(f, infer_schema=False).select("type", "lose_reason", "win_reason")
            for f in files
        ]
    )
    assert set(raw["type"].drop_nulls().unique()) <= set(SHOT_TYPE_ZH)
    assert set(raw["lose_reason"].drop_nulls().unique()) <= set(LOSE_REASON_ZH)
    assert set(raw["win_reason"].drop_nulls().unique()) <= set(WIN_REASON_ZH)
