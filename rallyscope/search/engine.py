"""The query side: plan (a rally pattern), exact candidates (the pattern as SQL), dense and
sparse candidates, fusion with the pattern's hard clauses as a veto and its soft clauses
ranking first, rerank, and explanations built from what matched.

A :class:`Searcher` reads the published index version and reloads it when another version is
published, so searches during a rebuild see the old version until the switch. With a version
it loads the rallies the index holds into memory, where patterns are evaluated
(``pattern/frame.py``).
"""

from __future__ import annotations

import hashlib
import re
import threading
from dataclasses import dataclass, field

import numpy as np
import polars as pl
import psycopg

from rallyscope.narrate.grounding import sentences as split_sentences
from rallyscope.pattern import frame
from rallyscope.pattern.model import Pattern, Tag
from rallyscope.pattern.players import PlayerNames, UnknownPlayer
from rallyscope.pattern.regex import matched_shots
from rallyscope.pattern.syntax import PatternError, render
from rallyscope.pattern.syntax import parse as parse_pattern
from rallyscope.planner.plan import Plan, Planner
from rallyscope.search import versions
from rallyscope.search.embed import Embedder
from rallyscope.search.index import SearchIndex, tokenize
from rallyscope.search.rerank import Reranker

MAX_K = 1000
MAX_QUERY_CHARS = 2000
_SHOT_REF = re.compile(r"\(Shot (\d+)\)|^Shot (\d+) ")


class SearchError(ValueError):
    """A query that cannot be searched; the message says why."""


@dataclass(frozen=True)
class Options:
    """Which parts of the search run (the evaluation's ablations)."""

    planner: str = "auto"  # rule | llm | auto | none
    dense: bool = True
    sparse: bool = True
    rerank: bool = True
    tags: bool = True


@dataclass
class Hit:
    match: str
    set: int
    rally: int
    score: float
    explanation: str
    matched: list[str]  # the pattern's clauses this rally satisfies
    evidence: list[str]
    video: str | None = None

    def as_json(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Result:
    query: str
    hits: list[Hit]
    index_version: int | None
    plan: Plan | None = None
    reason: str | None = None  # why the result is empty, when it is
    selection: str = "all"  # a digest of the rallies the pattern's hard clauses allow

    def as_json(self) -> dict:
        """The API's answer: the pattern (editable) and the results."""
        return {
            "query": self.query,
            "pattern": self.plan.as_json() if self.plan else None,
            "index_version": self.index_version,
            "reason": self.reason,
            "results": [h.as_json() for h in self.hits],
        }


def rrf(rankings: list[list[int]], k: int = 60) -> dict[int, float]:
    """Reciprocal rank fusion of ranked lists of document positions."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, pos in enumerate(ranking, 1):
            fused[pos] = fused.get(pos, 0.0) + 1.0 / (k + rank)
    return fused


@dataclass
class _Candidates:
    """Rallies the pattern allows (None: any) and the soft clauses each satisfies."""

    allowed: np.ndarray | None
    soft: dict[int, list[int]] = field(default_factory=dict)


class Searcher:
    def __init__(
        self,
        url: str,
        embedder: Embedder,
        params: dict,
        reranker: Reranker | None = None,
        llm_parser: object | None = None,
    ) -> None:
        self.conn = psycopg.connect(url, autocommit=True)
        self.embedder, self.params, self.reranker = embedder, params, reranker
        self.lock = threading.Lock()
        self.index: SearchIndex | None = None
        self.version: int | None = None
        self.pinned = False
        self.rallies = pl.DataFrame()  # the index's rallies (pattern/frame.py), with "pos"
        names = self.conn.execute(
            "SELECT player_a FROM matches UNION SELECT player_b FROM matches"
        ).fetchall()
        self.players = PlayerNames([n for (n,) in names])
        self.planner = Planner(self.players, params, llm_parser)

    def close(self) -> None:
        self.conn.close()

    def pin(self, index: SearchIndex) -> None:
        """Search ``index`` from now on, not the published version (a benchmark comparing
        two builds of the same corpus)."""
        with self.lock:
            self._use(index, None)
            self.pinned = True

    def _use(self, index: SearchIndex, version: int | None) -> None:
        """Search ``index``, with its rallies as they are in the database now (a rally the
        index does not hold is left out; one the database no longer has matches nothing)."""
        self.index, self.version = index, version
        docs = index.docs.select(frame.KEY).with_row_index("pos")
        self.rallies = docs.join(frame.load(self.conn), on=frame.KEY, how="left").sort("pos")

    def _published(self) -> SearchIndex:
        """The published version, loaded again when another one was published."""
        if self.pinned and self.index is not None:
            return self.index
        current = versions.current(self.conn)
        if current is None:
            raise SearchError("no search index is published yet: run `rallyscope index build`")
        if current.version != self.version:
            self._use(SearchIndex.load(current.path), current.version)
        assert self.index is not None
        return self.index

    def search(
        self, query: str, k: int = 10, options: Options | None = None, pattern: str | None = None
    ) -> Result:
        """Rallies for ``query``; ``pattern`` (the text syntax) replaces the planner's."""
        query, pattern = (query or "").strip(), (pattern or "").strip() or None
        if not query and not pattern:
            raise SearchError("the query is empty")
        if len(query) > MAX_QUERY_CHARS:
            raise SearchError(f"the query has {len(query)} characters; at most {MAX_QUERY_CHARS}")
        if not 1 <= k <= MAX_K:
            raise SearchError(f"k must be between 1 and {MAX_K}, not {k}")
        with self.lock:
            index = self._published()
            plan = self._plan(index, query, pattern, options or Options())
            return self._search(index, plan, k, options or Options())

    def _plan(self, index: SearchIndex, query: str, pattern: str | None, options: Options) -> Plan:
        if pattern is not None:
            try:
                return Plan(query, parse_pattern(pattern), "given")
            except PatternError as exc:
                raise SearchError(str(exc)) from exc
        if options.planner == "none":
            return Plan(query, Pattern(), "none")
        return self.planner.plan(query, options.planner, options.tags, index.words)

    def _search(self, index: SearchIndex, plan: Plan, k: int, options: Options) -> Result:
        empty = Result(plan.query, [], self.version, plan)
        if plan.unknown_names:
            suggestions = self.players.suggest(plan.unknown_names[0])
            empty.reason = f"unknown player name(s): {', '.join(plan.unknown_names)}" + (
                f"; closest: {', '.join(suggestions)}" if suggestions else ""
            )
            return empty
        try:
            candidates = self._candidates(plan.pattern)
        except UnknownPlayer as exc:
            empty.reason = str(exc)
            return empty
        if candidates.allowed is not None and not candidates.allowed.size:
            empty.reason = "no rally satisfies: " + "; ".join(
                i.describe() for i in plan.pattern.hard
            )
            return empty
        if not plan.pattern:
            plan.notes.append("no constraint was found in the query: dense and sparse search only")
        ranked = self._rank(index, plan, candidates, k, options)
        if ranked is None:
            empty.reason = "no word of the query occurs in the game logs or narratives"
            return empty
        docs = [(index.docs.row(pos, named=True), score) for pos, score in ranked[:k]]
        keys = [(d["match_id"], d["set_no"], d["rally_no"]) for d, _ in docs]
        rallies = self._rallies([pos for pos, _ in ranked[:k]])
        shots = self._shots(plan.pattern, keys, rallies)
        hits = [
            self._hit(d, pos, score, plan, candidates, shots.get(key, []))
            for (d, score), (pos, _), key in zip(docs, ranked[:k], keys, strict=True)
        ]
        _attach_video(hits, rallies)
        selection = "all"
        if candidates.allowed is not None:
            ids = np.sort(candidates.allowed).tobytes()
            selection = hashlib.sha1(ids).hexdigest()[:12]
        return Result(plan.query, hits, self.version, plan, selection=selection)

    def _candidates(self, pattern: Pattern) -> _Candidates:
        if not pattern:
            return _Candidates(None)
        found = frame.evaluate(pattern, self.players, self.rallies)
        rows = np.flatnonzero(found.hard)
        flagged = rows[found.soft[rows].any(axis=1)] if found.soft.size else rows[:0]
        soft = {int(pos): np.flatnonzero(found.soft[pos]).tolist() for pos in flagged}
        return _Candidates(rows if pattern.hard else None, soft)

    def _rank(
        self, index: SearchIndex, plan: Plan, cand: _Candidates, k: int, options: Options
    ) -> list[tuple[int, float]] | None:
        """Positions and scores, best first: soft clauses satisfied first, then fused dense
        and sparse relevance, reranked; None when nothing can rank an open query."""
        text = plan.query or render(plan.pattern)
        qvec = self.embedder.embed([text])[0]
        sparse = index.sparse_scores(text)
        if cand.allowed is not None:
            pool = cand.allowed
            dense = np.asarray(index.vectors[pool]) @ qvec
            rankings = (
                [list(pool[np.argsort(-dense, kind="stable")])] if options.dense else []
            ) + ([list(pool[np.argsort(-sparse[pool], kind="stable")])] if options.sparse else [])
            fused = rrf(rankings or [list(pool)])
        else:
            if not sparse.any() and not plan.pattern:
                return None
            depth = max(k, int(self.params["candidates"]))
            positions, _ = index.dense_search(qvec, depth)
            top_sparse = [
                int(i) for i in np.argsort(-sparse, kind="stable")[:depth] if sparse[i] > 0
            ]
            fused = rrf(
                ([list(positions)] if options.dense else [])
                + ([top_sparse] if options.sparse else [])
            )
        order = sorted(fused, key=lambda pos: -fused[pos])
        scored = (
            self._rerank(index, text, qvec, sparse, order, k)
            if options.rerank
            else [(pos, fused[pos]) for pos in order]
        )
        preferred = len(plan.pattern.soft)
        if preferred:  # a soft clause ranks: rallies satisfying more of them come first
            scored.sort(key=lambda ps: -len(cand.soft.get(ps[0], [])))
            scored = [(pos, s + len(cand.soft.get(pos, []))) for pos, s in scored]
        return scored

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
        self, doc: dict, pos: int, score: float, plan: Plan, cand: _Candidates, shots: list[int]
    ) -> Hit:
        soft = plan.pattern.soft
        matched = [i.describe() for i in plan.pattern.hard] + [
            soft[i].describe() for i in cand.soft.get(pos, [])
        ]
        evidence = _evidence(doc["text"], plan.query, shots)
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

    def _rallies(self, positions: list[int]) -> dict[tuple, tuple]:
        """Shot code, player A (lower case), video URL and start time of each rally of a
        result."""
        rows = self.rallies[positions].select(
            *frame.KEY, "shot_code", "name_a", "video_url", "start_time_s"
        )
        return {tuple(row[:3]): row[3:] for row in rows.iter_rows()}

    def _shots(
        self, pattern: Pattern, keys: list[tuple], rallies: dict[tuple, tuple]
    ) -> dict[tuple, list[int]]:
        """For each rally, the shots its pattern's shot clauses and tags point at (one more
        query, for the tags, for all the rallies of a result)."""
        if not pattern or not keys:
            return {}
        named = {who: set(self.players.resolve(who).spellings) for who in _named(pattern)}
        out: dict[tuple, set[int]] = {}
        for key, (code, name_a, *_) in rallies.items():
            if code is not None:
                names = {w: "A" if name_a in s else "B" for w, s in named.items()}
                out[key] = set(matched_shots(pattern, code, names))
        tags = [i.clause.name for i in pattern.items if isinstance(i.clause, Tag)]
        if tags:
            tagged = self.conn.execute(
                "SELECT match_id, set_no, rally_no, shots FROM rally_tactics"
                " WHERE (match_id, set_no, rally_no) IN"
                " (SELECT * FROM unnest(%s::text[], %s::smallint[], %s::integer[]))"
                " AND tag = ANY(%s)",
                [*[list(c) for c in zip(*keys, strict=True)], tags],
            ).fetchall()
            for match_id, set_no, rally_no, numbers in tagged:
                out.setdefault((match_id, set_no, rally_no), set()).update(numbers)
        return {key: sorted(shots) for key, shots in out.items()}


def _attach_video(hits: list[Hit], rallies: dict[tuple, tuple]) -> None:
    """Each hit's video link at the rally's start, where its match has a video."""
    for h in hits:
        *_, url, start = rallies.get((h.match, h.set, h.rally), (None, None))
        h.video = f"{url}{'&' if '?' in url else '?'}t={int(start)}s" if url else None


def _named(pattern: Pattern) -> set[str]:
    """Names of the players a pattern gives by name."""
    text = pattern.model_dump_json()
    return set(re.findall(r'"kind":"name","name":"([^"]+)"', text))


def _evidence(text: str, query: str, shots: list[int]) -> list[str]:
    """Sentences of the rally's own log and narrative that support the match: the result
    and the lines of the shots the pattern points at, else those sharing the most words
    with the query. Nothing is written that is not in the document."""
    sentences = split_sentences(text)
    if shots:
        result = [s for s in sentences if s.startswith("Result:")]
        cited = [s for s in sentences if _cites(s) & set(shots) and s not in result]
        return (result + cited)[:5]
    query_words, *tokens = tokenize([query, *sentences])  # one call: it costs per call
    words = set(query_words)
    scored = sorted(
        ((len(words & set(t)), i) for i, t in enumerate(tokens)), key=lambda t: (-t[0], t[1])
    )
    return [sentences[i] for n, i in scored[:2] if n > 0]


def _cites(sentence: str) -> set[int]:
    return {int(a or b) for a, b in _SHOT_REF.findall(sentence)}
