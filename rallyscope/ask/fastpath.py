"""The rule fast path: a question whose form the frame reads (``frame.py``) and whose
remaining words the rule planner explains completely compiles straight to tool calls over
SQL, with no LLM call. Anything else is left to the agent (``None``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace

from psycopg import sql as psql

from rallyscope.ask import frame as fr
from rallyscope.ask import versus
from rallyscope.ask.tools import (
    Table,
    Tools,
    closest_tournaments,
    named_players,
    rank_matches,
)
from rallyscope.pattern import model as m
from rallyscope.pattern.players import Player, UnknownPlayer, fold
from rallyscope.pattern.syntax import parse, render, render_shot
from rallyscope.planner.plan import Planner

_MATCH_WORDS = re.compile(  # "in the" only before what names the match ("in the net" stays)
    r"\b(?:in|of|at|during|from)\s+the\b(?=\s+(?:(?:19|20)\d\d|semi|quarter|finals?|match"
    r"|group)\b|\s*$|\s+(?:in|of|at|during|from)\b)"
    r"|\b(?:19|20)\d\d\b|\b(?:semi|quarter)[- ]?finals?\b|\bgroup(?:[- ]stage)?\b"
    r"|\bfinals?\b|\bmatch\b|\bbetween\b|\bagainst\b|\bvs\b\.?",
    re.I,
)
_EVENT = re.compile(
    r"\b(?:19|20)\d\d\b|\bfinals?\b|\b(?:open|masters|championships?|cup|olympics?|olympic"
    r"|games|tournament)\b",
    re.I,
)

_PRONOUN = re.compile(r"\b(?:he|she|they)\b", re.I)
_OWN = re.compile(r"\b(?:his|her|their)\b", re.I)
_OF_OWN = re.compile(r"\s+of\s+(?:his|hers|theirs)\b", re.I)
_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b")


class NotFound(LookupError):
    """The question names a player or match the archive does not hold."""


@dataclass
class Draft:
    """A fast-path answer before the number check: text, value, cited rallies, steps."""

    text: str
    value: float | int | str | None
    evidence: list[tuple[str, int, int]] = field(default_factory=list)
    steps: list[dict] = field(default_factory=list)
    confidence: float | None = None  # the agent's evaluator score / 10
    llm_calls: int = 0


class FastPath:
    def __init__(self, tools: Tools, planner: Planner) -> None:
        self.tools, self.planner = tools, planner

    def answer(self, question: str) -> Draft | None:
        """The answer by rules, ``None`` when the rules do not explain the question, or
        :class:`NotFound` for a match or player the archive does not hold."""
        frame = fr.read(question)
        if frame is None:
            return None
        if frame.kind == "compare":
            self._match(frame.text, frame.rest)  # an unknown name: not found, with suggestions
            draft = self._compare(frame)
            if draft is not None:
                draft.steps = [c.as_json() for c in self.tools.calls] + draft.steps
            return draft
        match, rest, condition = self._match(frame.text, frame.rest, frame.condition)
        frame = replace(frame, condition=condition)
        if isinstance(match, Draft):  # several matches fit: the candidates, no answer
            match.steps = [c.as_json() for c in self.tools.calls]
            return match
        pattern = self._pattern(self._pronoun(rest, frame.text, owner=False))  # "did he lose"
        if pattern is None and frame.verb in ("won", "lost"):  # "won the most ... receiving"
            pattern = self._pattern(f"{frame.verb_word} {rest}")
        if pattern is None:
            return None
        if frame.clauses and frame.kind != "share":  # a share places them itself
            pattern = m.Pattern(items=pattern.items + parse(frame.clauses).items)
        steps: list[dict] = [{"plan": f"{frame.kind} of {frame.unit}", "pattern": render(pattern)}]
        if match:
            steps[0]["match"] = match
        handler = getattr(self, f"_{frame.kind}")
        draft = handler(frame, pattern, match)
        if draft is None:
            return None
        draft.steps = steps + [c.as_json() for c in self.tools.calls] + draft.steps
        return draft

    def _pattern(self, text: str) -> m.Pattern | None:
        """The rule parse of ``text`` when it explains every word, else None."""
        plan = self.planner.plan(_POSSESSIVE.sub("", text), "rule", counted=True)
        if plan.unexplained or plan.unknown_names:
            return None
        # a length the question states ("long rallies") bounds what is counted
        items = (
            i.model_copy(update={"hard": True}) if isinstance(i.clause, m.Length) else i
            for i in plan.pattern.items
        )
        return m.Pattern(items=tuple(items))

    def _match(
        self, question: str, rest: str, condition: str = ""
    ) -> tuple[str | Draft | None, str, str]:
        """The one match the question names (and ``rest`` and ``condition`` without its
        words), none, or a draft listing the candidates when several fit."""
        unknown = self.planner.unknown_names(question)
        if not unknown:
            return None, rest, condition
        rows = self.tools.matches()
        found = rank_matches(question, rows, self.tools.players)
        if not found:
            words = " ".join(unknown)
            if not _EVENT.search(question):
                raise UnknownPlayer(words, self.tools.players.suggest(words))
            near = closest_tournaments(words, rows)
            hint = f"; closest tournaments: {', '.join(near)}" if near else ""
            raise NotFound(f"no match in the archive fits {words!r}{hint}")
        table = self.tools.call("match", {"text": question})
        if len(found) > 1:
            names = "; ".join(f"{r[1]} {r[2]}: {r[4]} v {r[5]}" for r in table.rows)
            return (
                Draft(f"{table.total} matches fit, the question is too vague: {names}.", None),
                rest,
                condition,
            )
        tournament = {w for w in fold(re.sub(r"\d", " ", found[0][1])).split()}

        def without(text: str) -> str:
            words = [w for w in text.split() if fold(w) not in tournament]
            return _MATCH_WORDS.sub(" ", " ".join(words))

        return found[0][0], without(rest), without(condition) if condition else condition

    def _count(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        if frame.unit == "matches":
            n = self._matches(render(pattern), match)
            return Draft(f"{n} matches have rallies matching {render(pattern)}.", n)
        if frame.unit == "shots":
            split = _one_shot(pattern)
            if split is None:
                return None
            shot, rest = split
            table = self._stats("shots", rest, match, shot=shot)
            n = table.rows[0][0]
            what = f"{render_shot(shot)} {render(rest)}".strip()
            return Draft(f"{n} {frame.counted} ({what}).", n)
        n, ids = self._count_rallies(pattern, match)
        return Draft(f"{n} rallies match {render(pattern)}.", n, ids)

    def _count_rallies(self, pattern: m.Pattern, match: str | None) -> tuple[int, list]:
        table = self.tools.call("count", {"pattern": render(pattern), "match": match})
        n, first = table.rows[0]
        return n, [_rally_key(i) for i in first.split(", ") if i]

    def _matches(self, pattern: str, match: str | None) -> int:
        """How many matches have rallies matching ``pattern``."""
        where = self.tools.rally_filter(pattern, match)
        table = self.tools.call(
            "sql", {"select": f"SELECT count(DISTINCT r.match_id) FROM rallies r WHERE {where}"}
        )
        return table.rows[0][0]

    def _share(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        condition = self._pattern(self._pronoun(frame.condition, frame.rest))
        if frame.clauses and condition is not None and not condition.items:
            condition = parse(frame.clauses)  # "what share ... ended as outright winners"
        elif frame.clauses:  # "of the rallies won outright, what share ...": the population's
            pattern = m.Pattern(items=pattern.items + parse(frame.clauses).items)
        if condition is None:
            return None
        said = _OWN.search(frame.rest) or _PRONOUN.search(frame.rest)  # "the rallies she served"
        if said and not named_players(frame.rest, self.tools.players):
            owned = self._pattern(self._pronoun(frame.rest, frame.condition))  # "her serves"
            pattern = owned if owned is not None else pattern
        read = {"plan": "share where", "pattern": render(condition)}  # as the plan reads it
        if frame.unit == "shots":
            draft = self._shot_share(pattern, condition, match)
            if draft is not None:
                draft.steps = [read, *draft.steps]
            return draft
        pattern, part, whole, ids, summed = self._rally_share(pattern, condition, match)
        if whole == 0:
            return Draft(f"No rallies match {render(pattern)}.", None)
        draft = self._percent(part, whole, render(condition), render(pattern), ids)
        draft.steps = [read, *summed, *draft.steps]
        return draft

    def _rally_share(
        self, population: m.Pattern, condition: m.Pattern, match: str | None
    ) -> tuple[m.Pattern, int, int, list, list[dict]]:
        """The population as counted (with the players the condition names), the rallies
        where the condition holds, the whole (``_decided``), the part's rallies and the
        steps that made the whole."""
        population, condition = _context(population, condition)
        population = self._of_player(population, condition)
        both = m.Pattern(items=population.items + condition.items)
        part, ids = self._count_rallies(both, match)
        whole, summed = self._decided(population, condition, match)
        return population, part, whole, ids, summed

    def _of_player(self, population: m.Pattern, condition: m.Pattern) -> m.Pattern:
        """ "What share of rallies does X lose ...": X's rallies; every player the
        condition names plays in the population."""
        named = sorted(json.dumps(n) for n in _names(condition) - _names(population))
        plays = " ".join(f"player={n}" for n in named)
        return m.Pattern(items=population.items + parse(plays).items) if plays else population

    def _decided(
        self, population: m.Pattern, condition: m.Pattern, match: str | None
    ) -> tuple[int, list[dict]]:
        """The share's whole: the population's rallies, or, when the condition says who won
        or lost, those with a winner named (the rallies W won plus those W lost); with the
        step that sums them."""
        outcome = next((i.clause for i in condition.hard if isinstance(i.clause, m.Outcome)), None)
        if outcome is None:
            return self._count_rallies(population, match)[0], []

        def rallies(lost: bool) -> int:
            said = m.Item(clause=m.Outcome(who=outcome.who, lost=lost))
            return self._count_rallies(m.Pattern(items=(*population.items, said)), match)[0]

        won, lost = rallies(False), rallies(True)
        return won + lost, [{"compute": f"{won} + {lost}", "result": won + lost}]

    def _pronoun(self, text: str, population: str, owner: bool = True) -> str:
        """``text`` with he, she or they, and (``owner``) his, her or their ("ended with her
        smash") and "of hers", read as the one player ``population`` names."""
        named = named_players(population, self.tools.players)
        if len(named) != 1:
            return text
        name = named[0].spellings[0].title()
        if not owner:
            return _PRONOUN.sub(name, text)
        text = _OF_OWN.sub(f" by {name}", text)
        return _PRONOUN.sub(name, _OWN.sub(f"{name}'s", text))

    def _shot_share(
        self, population: m.Pattern, condition: m.Pattern, match: str | None
    ) -> Draft | None:
        who = _one_shot(population) if population.hard else (m.Shot(), population)
        wanted = _one_shot(condition)
        if who is None or wanted is None or wanted[1]:
            return None
        said = {k: v for k, v in wanted[0] if k != "by" and v is not None}  # types, backhand...
        if not said:
            return None
        if who[0].types is not None and not set(said.get("types", who[0].types)) <= set(
            who[0].types
        ):
            return None  # "what share of serves are smashes": no part of the whole
        shot = who[0].model_copy(update=said)
        whole = self._stats("shots", who[1], match, shot=who[0]).rows[0][0]
        part = self._stats("shots", who[1], match, shot=shot).rows[0][0]
        if whole == 0:
            return Draft(f"No shots match {render_shot(who[0])}.", None)
        return self._percent(part, whole, render_shot(shot), render_shot(who[0]), [])

    def _percent(self, part: int, whole: int, what: str, of: str, ids: list) -> Draft:
        value = round(100 * part / whole, 1)
        draft = Draft(f"{value} % ({part} of {whole}): {what} among {of}.", value, ids)
        draft.steps.append({"compute": f"round(100 * {part} / {whole}, 1)", "result": value})
        return draft

    def _average(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        if frame.measure in ("per_match", "per_rally"):
            return self._per_unit(frame, pattern, match)
        metric = "avg_length" if frame.measure == "length" else "avg_duration"
        value = self._stats(metric, pattern, match).rows[0][0]
        if value is None:
            return Draft("No rallies match.", None)
        unit = "shots" if frame.measure == "length" else "seconds"
        over = f" over the rallies matching {render(pattern)}" if pattern else ""
        where = f" in {match}" if match else ""
        return Draft(f"The average rally lasts {value} {unit}{over}{where}.", value)

    def _per_unit(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        """Shots per match or per rally: the counted shots over the matches (or the rallies
        the rest of the pattern allows) their hitter played; every one when the shot names
        no player."""
        split = _one_shot(pattern)
        if split is None:
            return None
        shot, rest = split
        n = self._stats("shots", rest, match, shot=shot).rows[0][0]
        who = f"player={json.dumps(shot.by.name)}" if shot.by and shot.by.kind == "name" else ""
        if frame.measure == "per_match":
            units, unit = self._matches(who, match), "match"
        else:
            played = m.Pattern(items=rest.items + parse(who).items)
            units, unit = self._count_rallies(played, match)[0], "rally"
        if not units:
            return Draft(f"No {unit} fits.", None)
        value = round(n / units, 2)
        draft = Draft(f"{value} {frame.counted} per {unit} ({n} in {units}).", value)
        draft.steps.append({"compute": f"round({n} / {units}, 2)", "result": value})
        return draft

    def _which_most(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        """The commonest value: a player (winner, loser, or hitter of a shot) or a shot type
        (before the final shot, the final shot of rallies ended, won or lost, or hit)."""
        verb, shot = frame.verb, _one_shot(pattern)
        if frame.target == "shot" and verb is None and not frame.before:
            verb = "hit"  # "X's most frequent stroke", "the most common shot"
        if frame.target == "zone" and shot is not None:
            group = "land_zone" if frame.lands else "hit_zone"
            table = self._stats("shots", shot[1], match, group_by=group, shot=shot[0])
        elif frame.target == "opponent":  # matches per player of the named one's rallies
            named = _names(pattern)
            if len(named) != 1 or len(pattern.items) != 1:
                return None
            table = self._stats("matches", pattern, match, group_by="player")
            table.rows = [r for r in table.rows if fold(str(r[0])) not in named]
        elif frame.target == "player" and verb in ("won", "lost"):
            group = "winner" if verb == "won" else "loser"
            said = self._pattern(f"{frame.verb_word} {frame.rest}")  # "won ... with a drop"
            table = self._stats("rallies", said or pattern, match, group_by=group)
        elif frame.target == "player" and verb == "served":  # "served in the most rallies"
            table = self._stats("rallies", pattern, match, group_by="server")
        elif frame.target == "player" and shot is not None:
            table = self._stats("shots", shot[1], match, group_by="hitter", shot=shot[0])
        elif frame.target == "player" and _errors(pattern):  # "made the most net errors"
            table = self._stats("rallies", pattern, match, group_by="loser")
        elif frame.target == "player" and verb in (None, "hit") and not pattern.hard:
            table = self._stats("rallies", pattern, match, group_by="player")  # "in most rallies"
        elif frame.target == "player" and _final_by(pattern) in ("winner", "loser"):
            group = _final_by(pattern)  # "the most winning smashes": by the rally winner
            table = self._stats("rallies", pattern, match, group_by=group)
        elif frame.target == "shot" and frame.before and _final_shot(pattern):
            table = self._stats("rallies", pattern, match, group_by="shot_before_final")
        elif frame.target == "shot" and verb in ("ended", "won", "lost"):
            pattern = _ending_with(pattern, verb)
            table = self._stats("rallies", pattern, match, group_by="final_shot")
        elif frame.target == "shot" and verb == "hit":
            shot = shot or (m.Shot(), pattern)
            table = self._stats("shots", shot[1], match, group_by="shot_type", shot=shot[0])
        else:
            return None
        if not table.rows:
            return Draft("Nothing matches.", None)
        if len(table.rows) > 1 and table.rows[0][1] == table.rows[1][1]:
            return Draft(f"A tie: {table.rows[0][0]} and {table.rows[1][0]}.", None)
        name, n = table.rows[0]
        return Draft(f"{name} ({n} {table.columns[1]}).", name)

    def _compare(self, frame: fr.Frame) -> Draft | None:
        """Who of two named players has the larger (or, asked so, smaller) measure, and by
        how much: a share or a rally length answered for each as a one-player question, or
        an amount (shots, rallies, or errors: rallies lost so) per rally or match played, or
        in all."""
        players = named_players(frame.text, self.tools.players)
        if len(players) != 2:
            return None
        asked = versus.read(frame.text, players)
        if asked is None:
            return None
        if asked.kind != "amount":
            return self._compare_each(asked, players)
        rates = []
        for player in players:
            name = player.spellings[0].title()
            pattern = self._pattern(f"{name} {asked.measure}")
            if pattern is None:
                return None
            shown, denominator = self._played(player, asked.per)
            numerator = self._numerator(pattern)
            if numerator is None or not denominator:
                return None
            rates.append((numerator / denominator, shown, numerator, denominator))
        (ra, a, na, da), (rb, b, nb, db) = sorted(rates, reverse=not asked.lower)
        (hn, hd), (ln, ld) = ((nb, db), (na, da)) if asked.lower else ((na, da), (nb, db))
        if asked.per is None:  # totals
            draft = Draft(f"{a}: {na}; {b}: {nb}; {a} by {hn - ln}.", a if na != nb else None)
            draft.steps.append({"compute": f"{hn} - {ln}", "result": hn - ln})
            return draft
        margin = round(hn / hd - ln / ld, 2)
        text = f"{a}: {round(ra, 2)} per {asked.per} ({na} / {da}); {b}: {round(rb, 2)}"
        draft = Draft(f"{text} ({nb} / {db}); {a} by {margin}.", a if margin else None)
        draft.steps += [
            {"compute": f"round({na} / {da}, 2)", "result": round(ra, 2)},
            {"compute": f"round({nb} / {db}, 2)", "result": round(rb, 2)},
            {"compute": f"round({hn} / {hd} - {ln} / {ld}, 2)", "result": margin},
        ]
        return draft

    def _compare_each(self, asked: versus.Versus, players: list[Player]) -> Draft | None:
        """A share or a rally length of each player, from the one-player question the
        comparison stands for; the answer is the larger (or smaller) and the margin."""
        values, steps = [], []
        for player in players:
            shown = self._played(player, None)[0]
            question = asked.question.format(who=shown)
            draft = self.answer(question)
            if draft is None or not isinstance(draft.value, int | float):
                return None
            steps += [{"ask": question, "answer": draft.text}, *draft.steps]
            said = draft.text.split(":")[0].rstrip(".")  # "51.1 % (356 of 697)"
            if asked.kind == "length":
                said = f"{draft.value} shots a rally"
            values.append((draft.value, shown, said))
        (va, a, ta), (vb, b, tb) = sorted(values, reverse=not asked.lower)
        digits = 1 if asked.kind == "share" else 2
        high, low = (vb, va) if asked.lower else (va, vb)
        margin = round(high - low, digits)
        unit = " points" if asked.kind == "share" else " shots"
        text = f"{a}: {ta}; {b}: {tb}; {a} by {margin}{unit}."
        draft = Draft(text, a if margin else None)
        draft.steps = steps + [{"compute": f"round({high} - {low}, {digits})", "result": margin}]
        return draft

    def _numerator(self, pattern: m.Pattern) -> int | None:
        """Errors (rallies the one named player lost by an error), shots, or rallies."""
        named = [i for i in pattern.hard if isinstance(i.clause, m.Plays)]
        if _errors(pattern) and len(named) == 1:
            who = json.dumps(named[0].clause.who.name)  # type: ignore[union-attr]
            lost = [i for i in pattern.items if i is not named[0]] + list(
                parse(f"lost={who}").items
            )
            return self._count_rallies(m.Pattern(items=tuple(lost)), None)[0]
        role = _final_by(pattern)
        if role in ("winner", "loser") and len(named) == 1:  # "X's smash winners": X's own
            who = json.dumps(named[0].clause.who.name)  # type: ignore[union-attr]
            outcome = "won" if role == "winner" else "lost"
            text = render(pattern).replace(f"by={role}", f"by={who}")
            return self._count_rallies(
                parse(text.replace(f"player={who}", f"{outcome}={who}")), None
            )[0]
        shot = _one_shot(pattern)
        if shot is not None and shot[0].types is not None:
            return self._stats("shots", shot[1], None, shot=shot[0]).rows[0][0]
        return self._count_rallies(pattern, None)[0]

    def _played(self, player: Player, per: str | None) -> tuple[str, int]:
        """The player's name as stored, and the rallies or matches played (1 for totals)."""
        names = psql.Literal(list(player.spellings)).as_string(None)
        source = "rallies r JOIN matches m USING (match_id)" if per == "rally" else "matches m"
        table = self.tools.call(
            "sql",
            {
                "select": f"SELECT max(CASE WHEN lower(m.player_a) = ANY({names}) THEN m.player_a"
                f" ELSE m.player_b END) AS player, count(*) AS played FROM {source}"
                f" WHERE lower(m.player_a) = ANY({names}) OR lower(m.player_b) = ANY({names})"
            },
        )
        shown, played = table.rows[0]
        return shown, played if per else 1

    def _longest(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        where = self.tools.rally_filter(render(pattern), match)
        table = self.tools.call(
            "sql",
            {
                "select": "SELECT r.match_id, r.set_no, r.rally_no, r.n_shots FROM rallies r"
                f" WHERE {where} AND r.n_shots = (SELECT max(r.n_shots) FROM rallies r"
                f" WHERE {where})"
            },
        )
        if not table.rows:
            return Draft("No rallies match.", None)
        ids = [(a, b, c) for a, b, c, _ in table.rows]
        shots = table.rows[0][3]
        return Draft(f"The longest rally has {shots} shots.", shots if frame.measure else None, ids)

    def _show(self, frame: fr.Frame, pattern: m.Pattern, match: str | None) -> Draft | None:
        if not pattern.hard:
            return None
        where = self.tools.rally_filter(render(pattern), match)
        table = self.tools.call(
            "sql",
            {
                "select": "SELECT r.match_id, r.set_no, r.rally_no FROM rallies r"
                f" WHERE {where} ORDER BY 1, 2, 3",
                "limit": 50,
            },
        )
        ids = [(a, b, c) for a, b, c in table.rows]
        n, _ = self._count_rallies(pattern, match)
        shown = f"; the first {len(ids)} are cited" if n > len(ids) else ""
        return Draft(f"{n} rallies match {render(pattern)}{shown}.", None, ids)

    def _stats(
        self,
        metric: str,
        pattern: m.Pattern,
        match: str | None,
        group_by: str | None = None,
        shot: m.Shot | None = None,
    ) -> Table:
        payload = {"metric": metric, "filter": render(pattern), "match": match}
        payload |= {"group_by": group_by, "shot": render_shot(shot) if shot else None}
        return self.tools.call("stats", payload)


def _one_shot(pattern: m.Pattern) -> tuple[m.Shot, m.Pattern] | None:
    """The one shot a pattern counts, and the rest of the pattern: its one single-shot
    sequence, hit by the one player the pattern names when it names no hitter ("smashes
    did X hit"); or, with no sequence, any shot by that player ("X's shots")."""
    hard = pattern.hard
    shots = [i for i in hard if isinstance(i.clause, m.Sequence)]
    plays = [i for i in hard if isinstance(i.clause, m.Plays) and i.clause.who.kind == "name"]
    singles = [_single(i.clause) for i in shots]  # type: ignore[arg-type]
    if any(s is None for s in singles) or len(singles) > 2:
        return None
    shot = m.Shot()
    if len(singles) == 2:  # "clears did X hit on his backhand": one shot said in two places
        shot = _merged(*singles)  # type: ignore[arg-type]
        if shot is None:
            return None
    elif singles:
        shot = singles[0]  # type: ignore[assignment]
    used = shots
    if shot.by is None and len(plays) == 1:
        shot, used = shot.model_copy(update={"by": plays[0].clause.who}), shots + plays
    if not used:
        return None
    return shot, m.Pattern(items=tuple(i for i in hard if i not in used))


def _context(population: m.Pattern, condition: m.Pattern) -> tuple[m.Pattern, m.Pattern]:
    """A win rate's context belongs to its whole: where the condition says who won or lost,
    its clauses on who served or received, the length, the score and the set ("what share
    of rallies does X win when receiving") move to the population."""
    if not any(isinstance(i.clause, m.Outcome) for i in condition.hard):
        return population, condition
    moved = tuple(i for i in condition.items if _contextual(i.clause))
    kept = tuple(i for i in condition.items if i not in moved)
    return m.Pattern(items=population.items + moved), m.Pattern(items=kept)


def _contextual(clause: m.Clause) -> bool:
    """A clause on the circumstances of a rally rather than on how it went: a player's role,
    its length, the score, the set, or who served (a serve from the start, nothing more)."""
    if isinstance(clause, m.Plays):
        return clause.role is not None
    if isinstance(clause, m.Sequence):
        return _serve(clause)
    return isinstance(clause, m.Length | m.Score | m.SetNumber)


def _serve(seq: m.Sequence) -> bool:
    """Whether the sequence is shot one alone, nothing more: a serve, its type said
    ("^short_service[by=X]") or not ("^*[by=X]")."""
    step, types = seq.steps[0], seq.steps[0].shot.types
    return (
        seq.start == 1
        and seq.start_max is None
        and len(seq.steps) == 1
        and not seq.end
        and (step.min, step.max) == (1, 1)
        and (types is None or set(types) <= m.FAMILIES["serve"])
    )


def _single(seq: m.Sequence) -> m.Shot | None:
    """The one shot a sequence asks for, anywhere in the rally (shot one: a serve)."""
    step = seq.steps[0]
    if _serve(seq):  # "^*[by=X]": X's serves
        serves = tuple(sorted(m.FAMILIES["serve"]))
        return step.shot if step.shot.types else step.shot.model_copy(update={"types": serves})
    if len(seq.steps) != 1 or seq.end or seq.start or (step.min, step.max) != (1, 1):
        return None
    return step.shot


def _merged(a: m.Shot, b: m.Shot) -> m.Shot | None:
    """Two shot predicates as one where neither contradicts the other, else None."""
    fields = {}
    for key, x in a:
        y = getattr(b, key)
        if x is not None and y is not None and x != y:
            return None
        fields[key] = x if x is not None else y
    return m.Shot(**fields)


def _errors(pattern: m.Pattern) -> bool:
    """Whether the pattern asks for rallies ended by an error (the loser hit the last shot)."""
    ends = [i.clause for i in pattern.hard if isinstance(i.clause, m.Ending)]
    return bool(ends) and all(set(e.reasons) <= set(m.ERRORS) for e in ends)


def _ending_with(pattern: m.Pattern, verb: str) -> m.Pattern:
    """The pattern with its rallies' final shot hit by whoever ``verb`` (won, lost, ended)
    says: a player the pattern names ("Axelsen's winning shot"), else the winner or loser."""
    if verb == "ended":
        return pattern
    named = [i for i in pattern.hard if isinstance(i.clause, m.Plays)]
    if len(named) == 1 and named[0].clause.who.kind == "name":  # type: ignore[union-attr]
        who = named[0].clause.who  # type: ignore[union-attr]
        name = json.dumps(who.name)
        extra = f"*[by={name}]$ {'won' if verb == 'won' else 'lost'}={name}"
        rest = tuple(i for i in pattern.items if i is not named[0])
        return m.Pattern(items=rest + parse(extra).items)
    final = "*[by=winner]$" if verb == "won" else "*[by=loser]$"
    return m.Pattern(items=pattern.items + parse(final).items)


def _names(pattern: m.Pattern) -> set[str]:
    """The player names a pattern's clauses hold."""
    return set(re.findall(r'"kind":"name","name":"([^"]+)"', pattern.model_dump_json()))


def _final_by(pattern: m.Pattern) -> str | None:
    """Who hits the final shot the pattern asks for (winner, loser, ...), if it says."""
    for item in pattern.hard:
        clause = item.clause
        if isinstance(clause, m.Sequence) and clause.end and clause.steps[-1].shot.by:
            return clause.steps[-1].shot.by.kind
    return None


def _final_shot(pattern: m.Pattern) -> bool:
    return any(isinstance(i.clause, m.Sequence) and i.clause.end for i in pattern.hard)


def _rally_key(text: str) -> tuple[str, int, int]:
    match_id, set_no, rally_no = text.rsplit("|", 2)
    return match_id, int(set_no), int(rally_no)
