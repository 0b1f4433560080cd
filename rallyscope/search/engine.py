"""The query side: plan, exact candidates (SQL), dense and sparse candidates, fusion with the
constraints as a veto, rerank, and explanations built from what matched.

A :class:`Searcher` reads the published index version and reloads it when another version is
published, so searches during a rebuild see the old version until the switch.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

import numpy as np
import psycopg

from rallyscope.search import planner, versions
from rallyscope.search.constraints import compile_sql
from rallyscope.search.embed import Embedder
from rallyscope.search.index import SearchIndex, tokenize
from rallyscope.search.rerank import Reranker

MAX_K = 1000
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n")
_SHOT_REF = re.compile(r"\(Shot (\d+)\)|^Shot (\d+) ")


class SearchError(ValueError):
    """A query that cannot be searched; the message says why."""


@dataclass(frozen=True)
class Options:
    """Which parts of the search run (the evaluation's ablations)."""

    planner: bool = True
    dense: bool = True
    sparse: bool = True
    rerank: bool = True


@dataclass
class Hit:
    match: str
    set: int
    rally: int
    score: float
    explanation: str
    matched: list[str]
    evidence: list[str]
    video: str | None = None

    def as_json(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Result:
    query: str
    hits: list[Hit]
    index_version: int | None
    constraints: list[str] = field(default_factory=list)
    reason: str | None = None  # why the result is empty, when it is

    def as_json(self) -> dict:
        return {
            "query": self.query,
            "index_version": self.index_version,
            "constraints": self.constraints,
            "reason": self.reason,
            "hits": [h.as_json() for h in self.hits],
        }


def rrf(rankings: list[list[int]], k: int = 60) -> dict[int, float]:
    """Reciprocal rank fusion of ranked lists of document positions."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, pos in enumerate(ranking, 1):
            fused[pos] = fused.get(pos, 0.0) + 1.0 / (k + rank)
    return fused


class Searcher:
    def __init__(
        self, url: str, embedder: Embedder, params: dict, reranker: Reranker | None = None
    ) -> None:
        self.conn = psycopg.connect(url, autocommit=True)
        self.embedder, self.params, self.reranker = embedder, params, reranker
        self.lock = threading.Lock()
        self.index: SearchIndex | None = None
        self.version: int | None = None
        self.positions: dict[str, int] = {}
        names = self.conn.execute(
            "SELECT player_a FROM matches UNION SELECT player_b FROM matches"
        ).fetchall()
        self.players = planner.Players([n for (n,) in names])

    def close(self) -> None:
        self.conn.close()

    def _published(self) -> SearchIndex:
        """The published version, loaded again when another one was published."""
        current = versions.current(self.conn)
        if current is None:
            raise SearchError("no search index is published yet: run `rallyscope index build`")
        if current.version != self.version:
            self.index = SearchIndex.load(current.path)
            self.version = current.version
            self.positions = {d: i for i, d in enumerate(self.index.docs["doc_id"])}
        assert self.index is not None
        return self.index

    def search(self, query: str, k: int = 10, options: Options | None = None) -> Result:
        query = (query or "").strip()
        if not query:
            raise SearchError("the query is empty")
        if len(query) > planner.MAX_QUERY_CHARS:
            raise SearchError(
                f"the query has {len(query)} characters; at most {planner.MAX_QUERY_CHARS}"
            )
        if not 1 <= k <= MAX_K:
            raise SearchError(f"k must be between 1 and {MAX_K}, not {k}")
        with self.lock:
            index = self._published()
            return self._search(index, query, k, options or Options())

    def _search(self, index: SearchIndex, query: str, k: int, options: Options) -> Result:
        p = self.params
        plan = planner.plan(query, self.players, p, index.words)
        if not options.planner:
            plan = planner.Plan(query, planner.Constraints(), plan.unknown_names)
        described = plan.constraints.describe()
        empty = Result(query, [], self.version, described)
        if plan.unknown_names:
            empty.reason = f"unknown player name(s): {', '.join(plan.unknown_names)}"
            return empty
        qvec = self.embedder.embed([query])[0]
        sparse = index.sparse_scores(query)
        if plan.constraints:
            sql, args = compile_sql(plan.constraints)
            rows = self.conn.execute(sql, args).fetchall()
            final_shot = {(m, s, r): n for m, s, r, n in rows}
            found = (self.positions.get(f"{m}|{s}|{r}") for m, s, r in final_shot)
            allowed = [a for a in found if a is not None]  # rallies newer than the index drop
            if not allowed:
                empty.reason = "no rally satisfies: " + "; ".join(described)
                return empty
            cand = np.array(allowed)
            dense = np.asarray(index.vectors[cand]) @ qvec
            fused = rrf(
                ([list(cand[np.argsort(-dense, kind="stable")])] if options.dense else [])
                + ([list(cand[np.argsort(-sparse[cand], kind="stable")])] if options.sparse else [])
                or [list(cand)]
            )
        else:
            final_shot = {}
            if not sparse.any():
                empty.reason = "no word of the query occurs in the game logs or narratives"
                return empty
            depth = max(k, int(p["candidates"]))
            positions, scores = index.dense_search(qvec, depth)
            if scores.size and scores.max() < float(p["min_dense_score"]) and not sparse.any():
                empty.reason = "nothing in the index is close to the query"
                return empty
            top_sparse = [
                int(i) for i in np.argsort(-sparse, kind="stable")[:depth] if sparse[i] > 0
            ]
            fused = rrf(
                ([list(positions)] if options.dense else [])
                + ([top_sparse] if options.sparse else [])
            )
        order = sorted(fused, key=lambda pos: -fused[pos])
        if options.rerank:
            scored = self._rerank(index, query, qvec, sparse, order, k)
        else:
            scored = [(pos, fused[pos]) for pos in order]
        hits = [self._hit(index, pos, score, plan, final_shot) for pos, score in scored[:k]]
        self._attach_video(hits)
        return Result(query, hits, self.version, described)

    def _rerank(
        self,
        index: SearchIndex,
        query: str,
        qvec: np.ndarray,
        sparse: np.ndarray,
        order: list[int],
        k: int,
    ) -> list[tuple[int, float]]:
        """The top of the fused list reordered by the reranker; scores in [0, 1]."""
        depth = max(k, int(self.params["rerank_depth"]))
        head, tail = order[:depth], order[depth:]
        if self.reranker is not None:
            texts = [index.docs["text"][pos] for pos in head]
            scores = self.reranker.scores(query, texts)
        else:
            cos = np.asarray(index.vectors[head]) @ qvec
            top = float(sparse[head].max()) if head else 0.0
            bm = sparse[head] / top if top > 0 else np.zeros(len(head))
            w = float(self.params["rerank_dense_weight"])
            scores = w * (cos + 1) / 2 + (1 - w) * bm
        ranked = sorted(zip(head, scores, strict=True), key=lambda t: -t[1])
        floor = min((s for _, s in ranked), default=0.0)
        return [(int(pos), float(s)) for pos, s in ranked] + [
            (int(pos), floor * 0.999) for pos in tail
        ]

    def _hit(
        self, index: SearchIndex, pos: int, score: float, plan: planner.Plan, final_shot: dict
    ) -> Hit:
        doc = index.docs.row(pos, named=True)
        key = (doc["match_id"], doc["set_no"], doc["rally_no"])
        evidence = _evidence(doc["text"], plan.query, final_shot.get(key), plan.constraints)
        matched = plan.constraints.describe()
        explanation = ("Matches " + "; ".join(matched) + ". " if matched else "") + " ".join(
            evidence
        )
        return Hit(
            doc["match_id"],
            doc["set_no"],
            doc["rally_no"],
            round(score, 4),
            explanation.strip(),
            matched,
            evidence,
        )

    def _attach_video(self, hits: list[Hit]) -> None:
        if not hits:
            return
        rows = self.conn.execute(
            "SELECT r.match_id, r.set_no, r.rally_no, m.video_url, r.start_time_s FROM rallies r"
            " JOIN matches m ON m.match_id = r.match_id"
            " WHERE (r.match_id, r.set_no, r.rally_no) IN (SELECT * FROM unnest("
            "%s::text[], %s::smallint[], %s::integer[]))",
            [[h.match for h in hits], [h.set for h in hits], [h.rally for h in hits]],
        ).fetchall()
        links = {
            (m, s, r): f"{u}{'&' if '?' in u else '?'}t={int(t)}s" for m, s, r, u, t in rows if u
        }
        for h in hits:
            h.video = links.get((h.match, h.set, h.rally))


def _evidence(
    text: str, query: str, final_shot_no: int | None, constraints: planner.Constraints
) -> list[str]:
    """Sentences of the rally's own log and narrative that support the match: the lines of
    the shots the constraints are about and the result, else those sharing the most words
    with the query. Nothing is written that is not in the document."""
    sentences = [s.strip() for s in _SENTENCE.split(text) if s.strip()]
    if final_shot_no is not None:
        shots = {final_shot_no}
        if constraints.previous_shot:
            shots.add(final_shot_no - 1)
        result = [s for s in sentences if s.startswith("Result:")]
        cited = [s for s in sentences if _cites(s) & shots and s not in result]
        return (result + cited)[:4]
    words = set(tokenize([query])[0])
    scored = sorted(
        ((len(words & set(tokenize([s])[0])), i) for i, s in enumerate(sentences)),
        key=lambda t: (-t[0], t[1]),
    )
    return [sentences[i] for n, i in scored[:2] if n > 0]


def _cites(sentence: str) -> set[int]:
    return {int(a or b) for a, b in _SHOT_REF.findall(sentence)}
