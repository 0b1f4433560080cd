"""The synthetic corpus: deterministic, in ShuttleSet's layout, and consistent with the rules."""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from rallyscope import court
from rallyscope.synthetic import generate_corpus
from rallyscope.vocabulary import (
    HITTER_WINS,
    LOSE_REASON_ZH,
    SHOT_TYPE_ZH,
    WIN_REASON_ZH,
    EndReason,
)

MATCH_HEADER = "id,video,tournament,round,year,month,day,set,duration,winner,loser,downcourt,url"
HOMOGRAPHY_HEADER = (
    "id,video,homography_matrix,upleft_x,upright_x,downleft_x,downright_x,"
    "upleft_y,upright_y,downleft_y,downright_y"
)
SET_HEADER = (
    "rally,ball_round,time,frame_num,roundscore_A,roundscore_B,player,server,type,aroundhead,"
    "backhand,hit_height,hit_area,hit_x,hit_y,landing_height,landing_area,landing_x,landing_y,"
    "lose_reason,win_reason,getpoint_player,flaw,player_location_area,player_location_x,"
    "player_location_y,opponent_location_area,opponent_location_x,opponent_location_y,db"
)
PIXEL = re.compile(r"^\d+\.0$")
SERVES = ("發短球", "發長球")

Rows = list[dict[str, str]]


def _read(path: Path) -> Rows:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _rallies(rows: Rows) -> Iterator[tuple[Rows, int, int]]:
    """Each rally's rows with the score (A, B) before it."""
    rallies: dict[str, Rows] = {}
    for row in rows:
        rallies.setdefault(row["rally"], []).append(row)
    a = b = 0
    for rally in rallies.values():
        yield rally, a, b
        a, b = int(rally[0]["roundscore_A"]), int(rally[0]["roundscore_B"])


def _set_over(a: int, b: int) -> bool:
    return max(a, b) == 30 or (max(a, b) >= 21 and abs(a - b) >= 2)


def _seconds(clock: str) -> int:
    h, m, s = map(int, clock.split(":"))
    return 3600 * h + 60 * m + s


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    root = tmp_path_factory.mktemp("synthetic")
    return root / "set", generate_corpus(root)


Match = tuple[dict[str, str], np.ndarray, dict[int, Rows]]


def _matches(corpus: tuple[Path, list[str]]) -> Iterator[Match]:
    """(match row, corners, {set number: rows}) per match."""
    set_dir, _ = corpus
    homographies = {r["video"]: r for r in _read(set_dir / "homography.csv")}
    for meta in _read(set_dir / "match.csv"):
        h = homographies[meta["video"]]
        corners = np.array(
            [
                [float(h[f"{c}_x"]), float(h[f"{c}_y"])]
                for c in ("upleft", "upright", "downleft", "downright")
            ]
        )
        sets = {
            n: _read(set_dir / meta["video"] / f"set{n}.csv")
            for n in range(1, 4)
            if (set_dir / meta["video"] / f"set{n}.csv").exists()
        }
        yield meta, corners, sets


def test_same_seed_gives_identical_files_and_another_seed_differs(tmp_path: Path) -> None:
    def snapshot(root: Path) -> dict[str, bytes]:
        return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*.csv")}

    first = generate_corpus(tmp_path / "a", n_matches=2, seed=5)
    assert first == generate_corpus(tmp_path / "b", n_matches=2, seed=5)
    assert snapshot(tmp_path / "a") == snapshot(tmp_path / "b")
    generate_corpus(tmp_path / "c", n_matches=2, seed=6)
    assert snapshot(tmp_path / "a") != snapshot(tmp_path / "c")


def test_files_and_headers(corpus: tuple[Path, list[str]]) -> None:
    set_dir, folders = corpus
    assert len(folders) == 4 and len(set(folders)) == 4
    assert (set_dir / "match.csv").read_text(encoding="utf-8").split("\n")[0] == MATCH_HEADER
    assert (set_dir / "homography.csv").read_text("utf-8").split("\n")[0] == HOMOGRAPHY_HEADER
    metas = _read(set_dir / "match.csv")
    assert [m["video"] for m in metas] == folders
    assert {m["set"] for m in metas} == {"2", "3"}  # both 2-0 and 2-1 matches
    for meta in metas:
        files = sorted(p.name for p in (set_dir / meta["video"]).iterdir())
        assert files == [f"set{n}.csv" for n in range(1, int(meta["set"]) + 1)]
        assert meta["url"].startswith("https://example.invalid/")
        for name in files:
            text = (set_dir / meta["video"] / name).read_text(encoding="utf-8")
            assert text.split("\n")[0] == SET_HEADER


def test_number_style_and_clock(corpus: tuple[Path, list[str]]) -> None:
    for _, _, sets in _matches(corpus):
        for rows in sets.values():
            frames = [float(r["frame_num"]) for r in rows]
            assert all(b > a for a, b in zip(frames, frames[1:], strict=False))
            clocks = [_seconds(r["time"]) for r in rows]
            assert clocks == sorted(clocks)
            for row in rows:
                assert row["db"] == "0" and row["flaw"] == ""
                assert row["ball_round"].endswith(".0") and PIXEL.match(row["frame_num"])
                assert row["aroundhead"] in ("", "1.0") and row["backhand"] in ("", "1.0")
                assert row["hit_height"] in ("1.0", "2.0")
                assert row["landing_height"] in ("1.0", "2.0")
                for point in ("landing", "player_location", "opponent_location"):
                    assert PIXEL.match(row[f"{point}_x"]) and PIXEL.match(row[f"{point}_y"])
                    assert 1 <= int(row[f"{point}_area"]) <= 10


def test_scores_servers_and_match_winner(corpus: tuple[Path, list[str]]) -> None:
    for meta, _, sets in _matches(corpus):
        set_winners: list[str] = []
        for rows in sets.values():
            server = set_winners[-1] if set_winners else "A"
            for rally, a, b in _rallies(rows):
                assert not _set_over(a, b)
                after = {(r["roundscore_A"], r["roundscore_B"]) for r in rally}
                assert after in ({(str(a + 1), str(b))}, {(str(a), str(b + 1))})
                receiver = "B" if server == "A" else "A"
                assert [r["player"] for r in rally] == ([server, receiver] * 13)[: len(rally)]
                flags = ["1", *["2"] * (len(rally) - 2), "3"] if len(rally) > 1 else ["1"]
                assert [r["server"] for r in rally] == flags
                server = "A" if int(rally[0]["roundscore_A"]) > a else "B"
            assert _set_over(int(rally[0]["roundscore_A"]), int(rally[0]["roundscore_B"]))
            set_winners.append(server)
        assert set_winners.count("A") == 2 and set_winners[-1] == "A"
        assert int(meta["set"]) == len(set_winners)


def test_rally_endings_agree_with_the_score(corpus: tuple[Path, list[str]]) -> None:
    for _, _, sets in _matches(corpus):
        for rows in sets.values():
            for rally, a, _ in _rallies(rows):
                *middle, last = rally
                ends = ("lose_reason", "win_reason", "getpoint_player")
                assert all(r[end] == "" for r in middle for end in ends)
                reason = LOSE_REASON_ZH[last["lose_reason"]]
                assert WIN_REASON_ZH[last["win_reason"]] is reason
                winner = "A" if int(last["roundscore_A"]) > a else "B"
                assert last["getpoint_player"] == winner
                assert (last["player"] == winner) == (reason in HITTER_WINS)


def test_shot_types_are_known_and_rallies_open_with_a_serve(
    corpus: tuple[Path, list[str]],
) -> None:
    types: Counter[str] = Counter()
    lengths = []
    for _, _, sets in _matches(corpus):
        for rows in sets.values():
            for rally, _, _ in _rallies(rows):
                assert rally[0]["type"] in SERVES
                assert all(r["type"] not in SERVES for r in rally[1:])
                types.update(r["type"] for r in rally)
                lengths.append(len(rally))
    assert set(types) <= set(SHOT_TYPE_ZH)
    assert 0 < types["未知球種"] < 0.05 * sum(types.values())
    assert 6 < np.mean(lengths) < 12 and max(lengths) <= 25


def test_tactical_patterns_appear(corpus: tuple[Path, list[str]]) -> None:
    endings: Counter[tuple[str, EndReason]] = Counter()
    smash_winners_after_lift = 0
    for _, _, sets in _matches(corpus):
        for rows in sets.values():
            for rally, _, _ in _rallies(rows):
                ending = rally[-1]["type"], LOSE_REASON_ZH[rally[-1]["lose_reason"]]
                endings[ending] += 1
                lifted = len(rally) > 1 and rally[-2]["type"] == "挑球"
                smash_winners_after_lift += lifted and ending == ("殺球", EndReason.WINNER)
    assert smash_winners_after_lift >= 5
    assert endings["撲球", EndReason.WINNER] >= 5  # rush kills
    assert endings["切球", EndReason.WINNER] >= 2
    assert endings["長球", EndReason.OUT] >= 1
    assert endings["放小球", EndReason.NET] >= 5


def test_homography_matrix_maps_corners_to_the_reference_drawing(
    corpus: tuple[Path, list[str]],
) -> None:
    set_dir, _ = corpus
    reference = np.array([[25, 150], [325, 150], [25, 810], [325, 810]], dtype=float)
    for (meta, corners, _), row in zip(
        _matches(corpus), _read(set_dir / "homography.csv"), strict=True
    ):
        assert row["video"] == meta["video"]
        h = np.array(json.loads(row["homography_matrix"]))
        assert h[2, 2] == 1.0
        np.testing.assert_allclose(court.apply_homography(h, corners), reference, atol=1e-3)
        assert ((corners[:, 0] > 0) & (corners[:, 0] < 1280)).all()
        assert corners[0, 1] < 400 < corners[2, 1] < 720  # far side at the top of the frame


def _metres(h: np.ndarray, row: dict[str, str], point: str) -> np.ndarray:
    return court.apply_homography(h, [float(row[f"{point}_x"]), float(row[f"{point}_y"])])[0]


def _in_court(p: np.ndarray, margin: float = 0.0) -> bool:
    return bool(
        -margin <= p[0] <= court.COURT_WIDTH + margin
        and -margin <= p[1] <= court.COURT_LENGTH + margin
    )


def _in_singles(p: np.ndarray) -> bool:
    lo, hi = court.SINGLES_MARGIN, court.COURT_WIDTH - court.SINGLES_MARGIN
    return bool(lo <= p[0] <= hi and 0 <= p[1] <= court.COURT_LENGTH)


def _check_shot(h: np.ndarray, row: dict[str, str], bottom: bool) -> float:
    """Assert a shot's points lie where the rules put them; return the hitter's net distance."""
    player, opponent, landing = (
        _metres(h, row, p) for p in ("player_location", "opponent_location", "landing")
    )
    assert _in_court(player) and (player[1] < court.NET_Y) == bottom
    assert _in_court(opponent) and (opponent[1] < court.NET_Y) != bottom
    reason = LOSE_REASON_ZH.get(row["lose_reason"])
    if reason in (EndReason.NET, EndReason.NOT_OVER):
        assert (landing[1] < court.NET_Y) == bottom and abs(landing[1] - court.NET_Y) < 2
        assert _in_court(landing)
    elif reason is EndReason.OUT:
        assert (landing[1] < court.NET_Y) != bottom and not _in_singles(landing)
        assert _in_court(landing, margin=1.0)
    else:
        assert (landing[1] < court.NET_Y) != bottom and _in_singles(landing)
    return abs(player[1] - court.NET_Y)


def test_positions_lie_on_the_expected_halves(corpus: tuple[Path, list[str]]) -> None:
    from_net: dict[str, list[float]] = {}
    for meta, corners, sets in _matches(corpus):
        h = court.homography_from_corners(corners)
        for number, rows in sets.items():
            for rally, a, b in _rallies(rows):
                flips = number - 1 + (number == 3 and max(a, b) >= 11)
                a_bottom = (meta["downcourt"] == "0") == (flips % 2 == 0)
                hit = ("", "", "")  # the serve's hit point is left empty, as in the source
                for row in rally:
                    distance = _check_shot(h, row, (row["player"] == "A") == a_bottom)
                    from_net.setdefault(row["type"], []).append(distance)
                    assert (row["hit_area"], row["hit_x"], row["hit_y"]) == hit
                    hit = (row["landing_area"], row["landing_x"], row["landing_y"])
    front = [d for t in ("放小球", "撲球", "擋小球", "勾球") for d in from_net[t]]
    rear = [d for t in ("殺球", "長球") for d in from_net[t]]
    assert np.mean(front) < 3 < 4.5 < np.mean(rear)  # net play near the net, smashes deep
