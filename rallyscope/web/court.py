"""One badminton court drawing, to scale in metres, that every court view reuses (the rally
diagram, search thumbnails and landing heatmaps), as mplsoccer's ``Pitch`` does for football.

Positions are court metres (``rallyscope.court``): ``x`` across (0 to 6.10), ``y`` along
(0 to 13.40, the camera's end at 0, net at 6.70). The court is drawn lying down: the
camera's (bottom) end on the left, the far (top) end on the right, the camera's left side at
the top. That is the broadcast picture turned a quarter clockwise, so nothing is mirrored.
SVG user units are metres, so every line is where the BWF rules put it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import count

import numpy as np
from markupsafe import Markup, escape

from rallyscope.court import COURT_LENGTH, COURT_WIDTH, NET_Y, SINGLES_MARGIN

SHORT_SERVICE_FROM_NET = 1.98
DOUBLES_LONG_SERVICE_FROM_BACK = 0.76
LINE_WIDTH = 0.04  # BWF: lines are 40 mm wide
HITTER_COLOURS = {"A": "#ffb703", "B": "#4cc9f0"}
FINAL_COLOUR = "#ff3b30"
_ids = count(1)
NOTHING = Markup("")
# Zone edges: thirds of the width, thirds of each half's depth (rallyscope.court.zones).
ZONE_X_EDGES = np.linspace(0, COURT_WIDTH, 4)
ZONE_Y_EDGES = np.r_[np.linspace(0, NET_Y, 4), np.linspace(NET_Y, COURT_LENGTH, 4)[1:]]


@dataclass(frozen=True)
class Shot:
    """One stroke to draw: where it was hit and where it landed (metres, None if unknown)."""

    no: int
    hitter: str  # "A" or "B"
    hit: tuple[float, float] | None
    landing: tuple[float, float] | None
    title: str = ""


def _fmt(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _badge_point(shot: Shot, along_m: float = 0.5) -> tuple[float, float] | None:
    """Where a shot's number goes: a little way from the hit point along the shot, so it
    does not sit on the arrowhead of the shot before."""
    if not (shot.hit and shot.landing):
        return shot.hit or shot.landing
    (x1, y1), (x2, y2) = shot.hit, shot.landing
    length = float(np.hypot(x2 - x1, y2 - y1))
    t = min(along_m / length, 0.5) if length else 0.0
    return x1 + t * (x2 - x1), y1 + t * (y2 - y1)


class Court:
    """A court of ``width_px`` pixels (its height follows), with a margin around the lines."""

    def __init__(self, width_px: int = 640, margin_m: float = 0.5) -> None:
        self.width_px, self.margin = width_px, margin_m
        self.view_w = COURT_LENGTH + 2 * margin_m
        self.view_h = COURT_WIDTH + 2 * margin_m

    @property
    def height_px(self) -> int:
        return round(self.width_px * self.view_h / self.view_w)

    @staticmethod
    def point(x_m: float, y_m: float) -> tuple[float, float]:
        """SVG user coordinates of a court position: along the court, then across."""
        return y_m, x_m

    def lines(self) -> list[tuple[float, float, float, float]]:
        """Every court line as (x1, y1, x2, y2) in court metres."""
        w, length = COURT_WIDTH, COURT_LENGTH
        s1, s2 = SINGLES_MARGIN, w - SINGLES_MARGIN
        short = (NET_Y - SHORT_SERVICE_FROM_NET, NET_Y + SHORT_SERVICE_FROM_NET)
        long_ = (DOUBLES_LONG_SERVICE_FROM_BACK, length - DOUBLES_LONG_SERVICE_FROM_BACK)
        return [
            (0, 0, w, 0),  # back boundary lines (also the singles long service lines)
            (0, length, w, length),
            (0, 0, 0, length),  # doubles sidelines
            (w, 0, w, length),
            (s1, 0, s1, length),  # singles sidelines
            (s2, 0, s2, length),
            (0, short[0], w, short[0]),  # short service lines
            (0, short[1], w, short[1]),
            (0, long_[0], w, long_[0]),  # doubles long service lines
            (0, long_[1], w, long_[1]),
            (w / 2, 0, w / 2, short[0]),  # centre lines
            (w / 2, short[1], w / 2, length),
        ]

    def _floor(self) -> Markup:
        m = self.margin
        return Markup(
            '<rect class="court-surround" x="{}" y="{}" width="{}" height="{}"/>'
            '<rect class="court-floor" x="0" y="0" width="{}" height="{}"/>'
        ).format(
            _fmt(-m),
            _fmt(-m),
            _fmt(self.view_w),
            _fmt(self.view_h),
            _fmt(COURT_LENGTH),
            _fmt(COURT_WIDTH),
        )

    def _lines(self) -> Markup:
        parts = []
        for x1, y1, x2, y2 in self.lines():
            (a, b), (c, d) = self.point(x1, y1), self.point(x2, y2)
            parts.append(
                Markup('<line class="court-line" x1="{}" y1="{}" x2="{}" y2="{}"/>').format(
                    _fmt(a), _fmt(b), _fmt(c), _fmt(d)
                )
            )
        (a, b), (c, d) = self.point(-0.25, NET_Y), self.point(COURT_WIDTH + 0.25, NET_Y)
        parts.append(
            Markup('<line class="court-net" x1="{}" y1="{}" x2="{}" y2="{}"/>').format(
                _fmt(a), _fmt(b), _fmt(c), _fmt(d)
            )
        )
        return Markup("").join(parts)

    def svg(
        self,
        *layers: Markup,
        under: Markup = NOTHING,
        label: str = "",
        attrs: Markup = NOTHING,
    ) -> Markup:
        """The court as one ``<svg>`` element: ``under`` drawn on the floor beneath the
        lines (a heatmap), ``layers`` over them (shots, labels)."""
        m = self.margin
        head = Markup(
            '<svg class="court" xmlns="http://www.w3.org/2000/svg" viewBox="{} {} {} {}" '
            'width="{}" height="{}" role="img" aria-label="{}" {}>'
        ).format(
            _fmt(-m),
            _fmt(-m),
            _fmt(self.view_w),
            _fmt(self.view_h),
            self.width_px,
            self.height_px,
            label,
            attrs,
        )
        body = self._floor() + under + self._lines() + Markup("").join(layers)
        return head + body + Markup("</svg>")

    def end_labels(self, near: str, far: str) -> Markup:
        """Names at the two ends: the camera's (bottom) end on the left, the far end right."""
        y = COURT_WIDTH + self.margin * 0.7
        return Markup(
            '<text class="court-end" x="0" y="{}">{}</text>'
            '<text class="court-end" x="{}" y="{}" text-anchor="end">{}</text>'
        ).format(_fmt(y), near, _fmt(COURT_LENGTH), _fmt(y), far)

    def shots(
        self, shots: Sequence[Shot], *, marker: str = "data-shot", numbers: bool = True
    ) -> Markup:
        """One group per shot, carrying ``marker="N"``: an arrow from the hit point to the
        landing point in the hitter's colour, numbered at the hit point; the last shot of
        the sequence is highlighted. A shot with no known position is an empty group, so the
        groups always count the strokes."""
        uid = next(_ids)
        defs = Markup("<defs>") + Markup("").join(
            Markup(
                '<marker id="arrow-{}-{}" viewBox="0 0 10 10" refX="9" refY="5" '
                'markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
                '<path d="M0,0 L10,5 L0,10 z" fill="{}"/></marker>'
            ).format(uid, key, colour)
            for key, colour in (*HITTER_COLOURS.items(), ("final", FINAL_COLOUR))
        )
        defs += Markup("</defs>")
        n = len(shots)
        groups = [
            self._shot(
                s, uid, marker, numbers, final=i == n - 1, fade=0.45 + 0.55 * i / max(n - 1, 1)
            )
            for i, s in enumerate(shots)
        ]
        return defs + Markup("").join(groups)

    def _shot(
        self, shot: Shot, uid: int, marker: str, numbers: bool, final: bool, fade: float
    ) -> Markup:
        kind = "final" if final else shot.hitter
        colour = FINAL_COLOUR if final else HITTER_COLOURS.get(shot.hitter, "#ffffff")
        body = Markup("<title>{}</title>").format(shot.title) if shot.title else Markup("")
        if shot.hit and shot.landing:
            (a, b), (c, d) = self.point(*shot.hit), self.point(*shot.landing)
            body += Markup(
                '<line class="shot-path" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" '
                'stroke-opacity="{}" marker-end="url(#arrow-{}-{})"/>'
            ).format(_fmt(a), _fmt(b), _fmt(c), _fmt(d), colour, f"{fade:.2f}", uid, kind)
        if final and shot.landing:
            c, d = self.point(*shot.landing)
            body += Markup('<circle class="shot-end" cx="{}" cy="{}" r="0.22"/>').format(
                _fmt(c), _fmt(d)
            )
        start = _badge_point(shot)
        if numbers and start:
            a, b = self.point(*start)
            body += Markup(
                '<circle class="shot-dot" cx="{}" cy="{}" r="0.2" fill="{}"/>'
                '<text class="shot-no" x="{}" y="{}">{}</text>'
            ).format(_fmt(a), _fmt(b), colour, _fmt(a), _fmt(b + 0.07), shot.no)
        css = f"shot hitter-{shot.hitter}" + (" final" if final else "")
        return Markup('<g class="{}" {}="{}" tabindex="0">{}</g>').format(
            css, Markup(escape(marker)), shot.no, body
        )

    def heatmap(self, counts: np.ndarray) -> Markup:
        """Shares of points per zone, shaded by share and labelled in per cent. ``counts``
        is indexed [third of the width, sixth of the length] on ZONE_X_EDGES and
        ZONE_Y_EDGES: thirds of each half in depth, the zones the game logs name."""
        counts = np.asarray(counts, dtype=float)
        x_edges, y_edges = ZONE_X_EDGES, ZONE_Y_EDGES
        if counts.shape != (len(x_edges) - 1, len(y_edges) - 1):
            raise ValueError(f"zone counts are 3 x 6, not {counts.shape}")
        total = counts.sum() or 1.0
        top = counts.max() or 1.0
        cells = []
        for i in range(len(x_edges) - 1):
            for j in range(len(y_edges) - 1):
                n = int(counts[i, j])
                if not n:
                    continue
                a, b = self.point(x_edges[i], y_edges[j])
                w, h = y_edges[j + 1] - y_edges[j], x_edges[i + 1] - x_edges[i]
                cells.append(
                    Markup(
                        '<g class="heat-cell"><rect class="heat" x="{}" y="{}" width="{}" '
                        'height="{}" fill-opacity="{}"/><text class="heat-label" x="{}" y="{}">'
                        "{}</text><title>{} of {} shots landing in ({:.1%})</title></g>"
                    ).format(
                        _fmt(a),
                        _fmt(b),
                        _fmt(w),
                        _fmt(h),
                        f"{0.1 + 0.85 * n / top:.2f}",
                        _fmt(a + w / 2),
                        _fmt(b + h / 2 + 0.12),
                        f"{n / total:.0%}" if n / total >= 0.005 else "",
                        n,
                        int(total),
                        n / total,
                    )
                )
        return Markup("").join(cells)
