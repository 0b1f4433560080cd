"""The court drawing every court view shares: BWF dimensions, shots, heatmaps; and the
rally page's helpers that turn stroke rows and log lines into what it draws."""

import xml.etree.ElementTree as ET

import numpy as np
import pytest

from rallyscope.web.court import Court, Shot
from rallyscope.web.rally import cite_shots, shot_lines, strokes_to_shots

SVG = "{http://www.w3.org/2000/svg}"


def parse(markup) -> ET.Element:
    return ET.fromstring(str(markup))


def test_the_court_is_drawn_to_scale_with_the_bwf_lines():
    court = Court(width_px=670, margin_m=0.5)
    svg = parse(court.svg())
    assert svg.get("viewBox") == "-0.5 -0.5 14.4 7.1"  # 13.40 x 6.10 m and the margin
    assert court.height_px == round(670 * 7.1 / 14.4)
    lines = [
        tuple(float(line.get(a)) for a in ("x1", "y1", "x2", "y2"))
        for line in svg.iter(f"{SVG}line")
        if line.get("class") == "court-line"
    ]
    along = sorted({x1 for x1, _, x2, _ in lines if x1 == x2})
    across = sorted({y1 for _, y1, _, y2 in lines if y1 == y2})
    # lines across the court, at their distance from the camera's end (metres)
    assert along == pytest.approx([0, 0.76, 4.72, 8.68, 12.64, 13.4])
    # side lines at their distance from the camera's left: doubles, singles, centre
    assert across == pytest.approx([0, 0.46, 3.05, 5.64, 6.1])
    net = next(e for e in svg.iter() if e.get("class") == "court-net")
    assert float(net.get("x1")) == float(net.get("x2")) == pytest.approx(6.7)


def test_every_shot_is_one_marked_group_even_without_a_position():
    court = Court()
    shots = [
        Shot(1, "A", (3.0, 1.0), (2.0, 12.0), "Shot 1 (0:01): serve"),
        Shot(2, "B", (2.0, 12.0), None),
        Shot(3, "A", None, None),
        Shot(4, "B", (1.0, 10.0), (5.0, 1.5), "Shot 4 & <last>"),
    ]
    svg = parse(court.svg(court.shots(shots)))
    groups = [g for g in svg.iter(f"{SVG}g") if g.get("data-shot")]
    assert [g.get("data-shot") for g in groups] == ["1", "2", "3", "4"]
    assert groups[2].find(f"{SVG}line") is None  # nothing known: an empty group
    assert "final" in groups[3].get("class") and "final" not in groups[0].get("class")
    assert groups[3].find(f"{SVG}title").text == "Shot 4 & <last>"  # escaped, then read back
    path = groups[0].find(f"{SVG}line")
    # drawn lying down: along the court is the SVG x axis, across it the y axis
    assert (float(path.get("x1")), float(path.get("y1"))) == (1.0, 3.0)
    assert (float(path.get("x2")), float(path.get("y2"))) == (12.0, 2.0)
    thumb = parse(court.svg(court.shots(shots, marker="data-thumb-shot", numbers=False)))
    assert not [g for g in thumb.iter() if g.get("data-shot")]
    assert not [t for t in thumb.iter(f"{SVG}text") if t.get("class") == "shot-no"]


def test_heatmap_shades_and_labels_each_zone_by_its_share():
    court = Court()
    counts = np.zeros((3, 6))
    counts[0, 5] = 3  # camera's left third, far rear third
    counts[2, 5] = counts[1, 3] = counts[1, 0] = 1
    svg = parse(court.svg(under=court.heatmap(counts)))
    cells = sorted(
        (c.find(f"{SVG}text").text, c.find(f"{SVG}title").text) for c in svg.iter(f"{SVG}g")
    )
    assert cells == [("17%", "1 of 6 shots landing in (16.7%)")] * 3 + [
        ("50%", "3 of 6 shots landing in (50.0%)")
    ]
    rects = [r for r in svg.iter(f"{SVG}rect") if r.get("class") == "heat"]
    assert len(rects) == 4
    busiest = max(rects, key=lambda r: float(r.get("fill-opacity")))
    assert float(busiest.get("x")) == pytest.approx(13.4 * 5 / 6, abs=0.01)  # far rear (1 cm)
    assert float(busiest.get("y")) == 0.0  # camera's left third
    assert float(busiest.get("width")) == pytest.approx(6.7 / 3, abs=0.01)
    with pytest.raises(ValueError, match="3 x 6"):
        court.heatmap(np.zeros((6, 14)))


def test_strokes_become_shots_along_one_path():
    strokes = [
        {"shot_no": 1, "player": "A", "shot_type": "short service", "from_x": 3.0,
         "from_y": 4.0, "landing_x_m": 3.2, "landing_y_m": 9.0},
        {"shot_no": 2, "player": "B", "shot_type": "push", "from_x": 3.2, "from_y": 9.0,
         "landing_x_m": None, "landing_y_m": None},
        {"shot_no": 3, "player": "A", "shot_type": "smash", "from_x": 1.0, "from_y": 1.0,
         "landing_x_m": None, "landing_y_m": None},
    ]  # fmt: skip
    lines = {1: "Shot 1 (0:01): A plays a short service."}
    shots = strokes_to_shots(strokes, lines)
    assert shots[0].title == lines[1] and shots[1].title == "Shot 2: push"
    assert shots[1].landing == (1.0, 1.0)  # where the next shot was hit
    assert shots[2].hit == (1.0, 1.0) and shots[2].landing is None


def test_log_lines_and_cited_shots():
    log = (
        "Header. Set 1.\nShot 1 (0:01): X plays a lob.\nShot 12 (0:09): Y plays a smash.\nResult: x"
    )
    assert shot_lines(log) == {1: "Shot 1 (0:01): X plays a lob.", 12: log.splitlines()[2]}
    html = str(cite_shots("The smash (Shot 12) after Shots 3 and 4 <b>", "/rally/m/1/2"))
    assert '<a class="cite" href="/rally/m/1/2#shot-12" data-cite="12">Shot 12</a>' in html
    assert 'data-cite="3 4">Shots 3 and 4</a>' in html
    assert "&lt;b&gt;" in html  # the text itself stays escaped
