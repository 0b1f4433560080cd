"""Plotly figures for the player and match pages, as JSON for plotly.js (served locally).

Points that stand for a rally carry the rally page's address in ``customdata``; the page's
script opens it on click.
"""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from rallyscope.web.court import HITTER_COLOURS

FONT = {"family": "system-ui, sans-serif", "size": 12, "color": "#1d2733"}
OTHER_COLOUR = "#8d99ae"
PALETTE = (
    "#e76f51", "#f4a261", "#e9c46a", "#2a9d8f", "#264653", "#8ab17d", "#6d597a", "#b56576",
    "#457b9d", "#8d99ae",
)  # fmt: skip


def _layout(height: int, **extra: object) -> dict:
    return {
        "height": height,
        "margin": {"l": 50, "r": 16, "t": 16, "b": 40},
        "font": FONT,
        "paper_bgcolor": "rgba(0,0,0,0)",
        "plot_bgcolor": "#f6f8fa",
        "legend": {"orientation": "h", "y": 1.08, "x": 0},
        **extra,
    }


def bars(
    labels: Sequence[str],
    series: dict[str, Sequence[float]],
    colours: Sequence[str],
    *,
    height: int = 300,
    percent: bool = False,
    hover: Sequence[str] | None = None,
) -> str:
    """Horizontal bars, one trace per series, labels top to bottom in the given order."""
    fig = go.Figure(
        [
            go.Bar(
                y=list(labels),
                x=list(values),
                name=name,
                orientation="h",
                marker_color=colour,
                hovertext=list(hover) if hover else None,
            )
            for (name, values), colour in zip(series.items(), colours, strict=True)
        ],
        layout=_layout(
            height,
            barmode="group",
            yaxis={"autorange": "reversed", "automargin": True},
            xaxis={"tickformat": ".0%" if percent else ""},
            showlegend=len(series) > 1,
        ),
    )
    return fig.to_json()


def donut(labels: Sequence[str], values: Sequence[int], *, height: int = 320) -> str:
    fig = go.Figure(
        go.Pie(
            labels=list(labels),
            values=list(values),
            hole=0.5,
            sort=False,
            textposition="inside",
            textinfo="percent",
            marker={"colors": PALETTE[: len(labels)]},
        ),
        layout=_layout(
            height,
            margin={"l": 10, "r": 10, "t": 10, "b": 10},
            legend={"orientation": "v", "x": 1.0, "y": 0.5},
            uniformtext={"minsize": 10, "mode": "hide"},
        ),
    )
    return fig.to_json()


def score_flow(sets: dict[int, list[dict]], names: dict[str, str]) -> str:
    """One panel per set: player A's lead after each rally (momentum); markers in the colour
    of the player who took the point, each opening its rally."""
    order = sorted(sets)
    fig = make_subplots(
        rows=1,
        cols=len(order) or 1,
        shared_yaxes=True,
        horizontal_spacing=0.03,
        subplot_titles=[f"Set {s}: {sets[s][-1]['score']}" for s in order],
    )
    for col, set_no in enumerate(order, 1):
        rows = sets[set_no]
        fig.add_scatter(
            x=[0] + [r["rally_seq"] for r in rows],
            y=[0] + [r["lead_a"] for r in rows],
            mode="lines",
            line={"shape": "hv", "color": "#5c677d", "width": 1.5},
            hoverinfo="skip",
            showlegend=False,
            row=1,
            col=col,
        )
        fig.add_scatter(
            x=[r["rally_seq"] for r in rows],
            y=[r["lead_a"] for r in rows],
            mode="markers",
            marker={
                "size": 8,
                "color": [HITTER_COLOURS.get(r["point_to"], OTHER_COLOUR) for r in rows],
                "line": {"width": 0.5, "color": "#1d2733"},
            },
            customdata=[r["url"] for r in rows],
            hovertext=[
                f"Rally {r['rally_no']}: {r['score']}, point to {names.get(r['point_to'], '?')}"
                for r in rows
            ],
            hoverinfo="text",
            showlegend=False,
            row=1,
            col=col,
        )
        fig.add_hline(y=0, line={"color": "#1d2733", "width": 1}, row=1, col=col)
        fig.update_xaxes(title="rally", row=1, col=col)
    fig.update_yaxes(title=f"{names['A']}'s lead", row=1, col=1)
    fig.update_layout(
        _layout(320, hovermode="closest", margin={"l": 60, "r": 16, "t": 30, "b": 40})
    )
    return fig.to_json()


def rally_lengths(rows: list[dict], names: dict[str, str]) -> str:
    """Shots per rally over the match, coloured by who won the rally; sets split the axis."""
    fig = go.Figure(layout=_layout(300, bargap=0.15, hovermode="closest"))
    for role in ("A", "B"):
        mine = [r for r in rows if r["winner"] == role]
        fig.add_bar(
            x=[r["seq"] for r in mine],
            y=[r["n_shots"] for r in mine],
            name=f"won by {names[role]}",
            marker_color=HITTER_COLOURS[role],
            customdata=[r["url"] for r in mine],
            hovertext=[
                f"Set {r['set_no']} rally {r['rally_no']}: {r['n_shots']} shots, "
                f"{r['final_shot_type']} ({r['end_reason'] or 'no reason recorded'})"
                for r in mine
            ],
            hoverinfo="text",
        )
    for r in rows:
        if r["rally_no"] == 1 and r["seq"] > 1:
            fig.add_vline(x=r["seq"] - 0.5, line={"color": "#5c677d", "dash": "dot", "width": 1})
    fig.update_yaxes(title="shots")
    fig.update_xaxes(title="rally in the match")
    return fig.to_json()
