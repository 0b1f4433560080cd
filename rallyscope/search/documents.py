"""One search document per rally: its game log, its published narrative when there is one,
and its tactical features as text."""

from __future__ import annotations

import hashlib

import polars as pl
import psycopg

DOCUMENTS_SQL = """
SELECT r.match_id, r.set_no, r.rally_no, r.log_text, r.n_shots, r.final_shot_type,
       r.end_reason, r.winner_name, r.initiative_changes, r.duration_s, r.start_time_s,
       r.score_a_before, r.score_b_before, m.video_url,
       (SELECT string_agg(s.shot_type, ', ' ORDER BY s.shot_no) FROM strokes s
         WHERE s.match_id = r.match_id AND s.set_no = r.set_no AND s.rally_no = r.rally_no)
         AS shot_types,
       n.version AS narrative_version, n.text AS narrative
FROM rallies r
JOIN matches m ON m.match_id = r.match_id
LEFT JOIN narratives n ON n.match_id = r.match_id AND n.set_no = r.set_no
     AND n.rally_no = r.rally_no AND n.status = 'published'
ORDER BY r.match_id, r.set_no, r.rally_no
"""
ENDINGS = {
    "winner": "wins the point outright",
    "out": "goes out",
    "net": "goes into the net",
    "not over": "does not get over the net",
    "misjudged": "is misjudged and left to land in",
    "fault": "is a fault",
}


def rally_id(match_id: str, set_no: int, rally_no: int) -> str:
    """The public rally id, as query sets write it: ``match|set|rally``."""
    return f"{match_id}|{set_no}|{rally_no}"


def load(conn: psycopg.Connection) -> pl.DataFrame:
    """The rallies with what their documents are made of."""
    cur = conn.execute(DOCUMENTS_SQL)
    names = [d.name for d in cur.description]
    return pl.DataFrame(cur.fetchall(), schema=names, orient="row", infer_schema_length=None)


def from_stages(
    rallies: pl.DataFrame, strokes: pl.DataFrame, matches: pl.DataFrame
) -> pl.DataFrame:
    """What :func:`load` reads from the database, from the batch pipeline's parquet files
    (no narratives: those come from the flows)."""
    keys = ["match_id", "set_no", "rally_no"]
    shot_types = (
        strokes.sort([*keys, "shot_no"])
        .group_by(keys, maintain_order=True)
        .agg(pl.col("shot_type").str.join(", ").alias("shot_types"))
    )
    return (
        rallies.join(shot_types, on=keys, how="left")
        .join(matches.select("match_id", "video_url"), on="match_id", how="left")
        .with_columns(
            narrative_version=pl.lit(None, dtype=pl.Int64), narrative=pl.lit(None, dtype=pl.Utf8)
        )
        .sort(keys)
    )


def _features(row: dict) -> str:
    ending = row["end_reason"] or "no recorded ending"
    winner = f"{row['winner_name']} wins the point" if row["winner_name"] else "no winner recorded"
    return (
        f"Features: {row['n_shots']} shots in {row['duration_s']:.0f} s; last shot "
        f"{row['final_shot_type']} ({ending}); {winner}; initiative changed "
        f"{row['initiative_changes']} times; score {row['score_a_before']}-"
        f"{row['score_b_before']} before the rally. Shot sequence: {row['shot_types'] or ''}."
    )


def tactical_summary(row: dict) -> str:
    """The rally's shape in a few words, without names: how it ended and what led there.
    Short on purpose: the local embedding model costs time per word piece, and many rallies
    share a summary, which is embedded once."""
    shots = (row["shot_types"] or "").split(", ")
    n = row["n_shots"]
    length = "short" if n <= 5 else "long" if n >= 15 else "medium"
    ending = ENDINGS.get(row["end_reason"] or "", "ends it with no recorded winner")
    before = ", ".join(shots[-4:-1])
    return f"A {length} rally ending with a {row['final_shot_type']} that {ending}" + (
        f", after {before}." if before else "."
    )


def build(rallies: pl.DataFrame, dense_narrative_chars: int = 0) -> pl.DataFrame:
    """Documents: ``doc_id``, ``text`` (everything, for BM25 and display), ``dense_text``
    (what is embedded: the tactical summary, and the narrative's opening up to
    ``dense_narrative_chars``) and ``doc_hash`` (changes whenever the text does)."""
    out = []
    for row in rallies.iter_rows(named=True):
        narrative = row["narrative"] or ""
        text = "\n".join(p for p in (row["log_text"], _features(row), narrative) if p)
        dense = " ".join(p for p in (tactical_summary(row), narrative[:dense_narrative_chars]) if p)
        out.append(
            {
                "doc_id": rally_id(row["match_id"], row["set_no"], row["rally_no"]),
                "match_id": row["match_id"],
                "set_no": row["set_no"],
                "rally_no": row["rally_no"],
                "text": text,
                "dense_text": dense,
                "doc_hash": hashlib.sha256(text.encode()).hexdigest()[:16],
                "narrative_version": row["narrative_version"],
            }
        )
    schema = {
        "doc_id": pl.Utf8,
        "match_id": pl.Utf8,
        "set_no": pl.Int64,
        "rally_no": pl.Int64,
        "text": pl.Utf8,
        "dense_text": pl.Utf8,
        "doc_hash": pl.Utf8,
        "narrative_version": pl.Int64,
    }
    return pl.DataFrame(out, schema=schema)
