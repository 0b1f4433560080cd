"""The LLM query parser: a query in, a rally pattern out, by a small local model (llama.cpp
through xllamacpp) or any OpenAI-compatible server (vLLM in production).

The prompt is one fixed prefix (the syntax, the players, worked examples), then the worked
examples nearest the query from a bank of readings (``examples.py``), then the query; llama.cpp's
prompt cache evaluates the prefix once. Decoding is
constrained by a GBNF grammar of the pattern syntax whose player names are the corpus's own
(llama.cpp's ``grammar``, vLLM's ``guided_grammar``); the output is then parsed by the real
grammar (``syntax.py``) and re-asked once with the error. Answers are cached per query.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import threading
from dataclasses import dataclass, field

from rallyscope.llm.client import LLMClient, RoleSettings
from rallyscope.pattern import model as m
from rallyscope.pattern.implied import spelled
from rallyscope.pattern.players import PlayerNames
from rallyscope.pattern.syntax import PatternError, parse
from rallyscope.planner.examples import bank

PROMPT_VERSION = "pattern-5"  # 2: zones may be corners; 3: a lead's exact margin; 4: nearest
# examples; 5: a denied sequence, any shot but one, a named player's opponent
WARM_UP = "a smash winner"  # the query a warm-up asks (the answer is kept like any other)

SYNTAX = """You translate a badminton coach's question about rallies into a rally pattern.
A pattern is clauses separated by spaces; every clause must hold. Shots of a rally:
  smash lift net drop drive clear push rush serve attack defence  (families)
  wrist_smash lob defensive_return_lob net_shot return_net cross_court_net_shot driven_flight
  back_court_drive defensive_return_drive passive_drop short_service long_service  (exact)
  * any shot;  a|b either;  !a any shot but a;
  shot[by=WHO, from=ZONE, to=ZONE, backhand, forehand, aroundhead, cross, straight]
WHO: winner loser server receiver "Player Name" opponent("Player Name")
  $p (the same player wherever $p is used)
ZONE: front mid rear, left centre right, or both: rear-left (the hitter's own view);
  corner (any of the four), rear-corner, left-corner
Sequences: a > b (b right after a), a >> b (b later), ^a (a is the serve), @2 a (a is shot 2),
  @1..3 a (a within the first three shots), a$ (a is the rally's final shot),
  a{3,} three or more in a row (with by=WHO: that player's own consecutive shots).
Rally: len>=N len<=N len=N..M; end=winner|out|net|notover|misjudged|fault|error;
  won=WHO lost=WHO; deuce; level (the score tied); gamepoint gamepoint=WHO saved saved=WHO;
  leading=WHO trailing=WHO;
  trailing(5)=WHO (by five or more), leading(=1)=WHO (by exactly one), leading(2..3)=WHO;
  score=0-0 (before the rally, the server's score first);
  set=N; player=WHO server=WHO receiver=WHO (plays, serves, receives);
  highscore<5 (neither player has 5 yet) lowscore>=15 (both have 15 or more);
  score[by=WHO]>=19 (that player has 19 or more);
  count(shot)>=N; no(shot); no(a > b) (a is never followed by b);
  only(shot) (every shot after the serve);
  count(smash[by=loser])>count(smash[by=winner]) (the loser smashed more);
  tactic tags: #defence_to_attack #rear_court_pinned #four_corners #net_control
  #smash_barrage #serve_third_attack #lift_punished #front_court_trap, with [by=WHO].
  ~clause prefers a clause without requiring it (for vague words such as "long rally").
A winning shot is the final shot by the winner; an error is the final shot by the loser.
Answer with the pattern only."""

EXAMPLES = [
    ("a smash that wins the rally", "smash[by=winner]$ end=winner"),
    ("clears hit out over the back line", "clear$ end=out"),
    ("net shots that end up in the tape", "net$ end=net|notover"),
    ("a push answered straight away by a lift", "push > lift"),
    ("a winning rush off a net shot", "net > rush[by=winner]$ end=winner"),
    ("the server smashes later in the rally and loses", "smash[by=server] lost=server"),
    ("four or more drives in a row", "drive{4,}"),
    ("one player drops three times in a row", "drop[by=$p]{3,}"),
    ("rallies without a single clear", "no(clear)"),
    ("no lift is ever punished with a smash", "no(lift > smash)"),
    ("rallies of only net shots after the serve", "only(net)"),
    ("more than 25 shots and the receiver wins", "len>=26 won=receiver"),
    ("points the server loses within four shots", "len<=4 lost=server"),
    ("the return of serve is a winner", "@2 *[by=winner]$ end=winner"),
    ("a smash among the first three shots", "@1..3 smash"),
    ("deuce rallies won by the server", "deuce won=server"),
    ("game points saved by the receiver", "saved=receiver"),
    ("backhand drops to the front right", "drop[backhand, to=front-right]"),
    ("around the head smashes from the rear left corner", "smash[aroundhead, from=rear-left]"),
    ("defending two smashes then winning the rally", "count(smash[by=loser])>=2"),
    ("rallies in the third set where someone is pinned at the back", "set=3 #rear_court_pinned"),
    ("a long rally at game point", "~len>=20 gamepoint"),
    ("Viktor Axelsen's drop winners", 'drop[by="Viktor Axelsen"]$ end=winner'),
    (
        "rallies Axelsen loses with a backhand",
        '*[by="Viktor Axelsen", backhand]$ lost="Viktor Axelsen"',
    ),
    ("clears from the back court that land deep", "clear[from=rear, to=rear]"),
    ("game points won: the rally that takes the set", "gamepoint=winner"),
    ("the receiver loses on the return of serve", "@2 *[by=receiver]$ lost=receiver"),
    ("a rally won by the player who never smashed", "no(smash[by=winner])"),
    ("the server loses the point on a net error", "lost=server end=net|notover"),
]


def _lines(pairs: list[tuple[str, str]]) -> list[dict]:
    out = []
    for query, pattern in pairs:
        out += [{"role": "user", "content": query}, {"role": "assistant", "content": pattern}]
    return out


def grammar(players: list[str]) -> str:
    """GBNF for the pattern syntax, with the corpus's player names as the only names."""
    shots = sorted({*m.FAMILIES, *(re.sub(r"[ -]", "_", t) for t in m.SHOT_TYPES)})
    names = " | ".join(json.dumps(json.dumps(p)) for p in players) or '"\\"\\""'
    alternatives = lambda words: " | ".join(json.dumps(w) for w in words)  # noqa: E731
    return f"""root ::= clause (" " clause){{0,5}}
clause ::= "~"? (sequence | rally | shots)
rally ::= length | ending | outcome | score | setno | plays | tag
shots ::= count | only | none
sequence ::= anchor? step (gap step){{0,3}} "$"?
anchor ::= "^" | "@" num (".." num)? " "
gap ::= " > " | " >> "
step ::= shot quant?
quant ::= "{{" num "}}" | "{{" num "," num? "}}"
shot ::= types attrs?
types ::= "*" | "!"? shotname ("|" shotname){{0,3}}
shotname ::= {alternatives(shots)}
attrs ::= "[" attr (", " attr){{0,3}} "]"
attr ::= "by=" who | "from=" zone | "to=" zone | hand | "cross" | "straight"
hand ::= "backhand" | "forehand" | "aroundhead"
who ::= "winner" | "loser" | "server" | "receiver" | "$p" | {names} | "opponent(" ({names}) ")"
zone ::= depth ("-" side)? | side | (("front" | "rear" | "left" | "right") "-")? "corner"
depth ::= "front" | "mid" | "rear"
side ::= "left" | "centre" | "right"
length ::= "len" cmp num (".." num)?
cmp ::= ">=" | "<=" | "=" | ">" | "<"
ending ::= "end=" endname ("|" endname){{0,3}}
endname ::= "winner" | "out" | "net" | "notover" | "misjudged" | "fault" | "error"
outcome ::= ("won=" | "lost=") who
score ::= "deuce" | "level" | ("gamepoint" | "saved") ("=" who)? | lead | "score=" points "-" points
lead ::= ("leading" | "trailing") ("(" "="? num ")" | "(" num ".." num ")")? "=" who
points ::= [0-9] | [1-2] [0-9]
setno ::= "set=" [1-3]
plays ::= ("player=" | "server=" | "receiver=") who
tag ::= "#" tagname ("[by=" who "]")?
tagname ::= {alternatives(list(m.TAGS))}
count ::= "count(" window? shot ")" cmp num
only ::= "only(" shot ")"
none ::= "no(" sequence ")"
window ::= "@" num ".." num " "
num ::= [1-9] [0-9]?
"""


@dataclass
class LLMParser:
    """Parses queries with an LLM at ``url`` (None: a local llama.cpp server on ``model``,
    started on first use)."""

    model: str = "qwen2.5-coder-1.5b"
    url: str | None = None
    timeout_s: float = 30.0
    max_tokens: int = 64
    constrained: bool = True  # decode under the grammar
    nearest: int = 8  # worked examples from the bank chosen for each query
    answers: dict[str, m.Pattern] = field(default_factory=dict)
    calls: int = 0
    _server: object | None = None
    _local_url: str | None = None
    _starting: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def _base_url(self) -> str:
        if self.url:
            return self.url
        with self._starting:  # a warm-up and a first query may both ask for the server
            if self._local_url is None:
                from rallyscope.llm.local import LocalServer

                self._server = LocalServer(self.model, parallel=1, ctx_per_slot=4096)
                self._local_url = self._server.start()
        return self._local_url

    def warm(self, players: PlayerNames, timeout_s: float = 600.0) -> None:
        """Start the model and have it read the prompt's fixed prefix once, which llama.cpp
        keeps in its prompt cache: the first query a server answers is then as quick as
        the next (cold, the prefix alone can take longer than ``timeout_s``, and that query
        would fall back to the rules). Nothing waits on it, hence its own time limit."""
        self.answers[WARM_UP] = asyncio.run(self._ask(WARM_UP, players, timeout_s))

    def close(self) -> None:
        if self._server is not None:
            self._server.stop()  # type: ignore[attr-defined]
            self._server, self._local_url = None, None

    def messages(self, query: str, players: PlayerNames) -> list[dict]:
        names = ", ".join(_spellings(players))
        system = f"{SYNTAX}\nPlayers: {names}."
        chosen = [(e.query, e.pattern) for e in bank().nearest(query, self.nearest)]
        return [{"role": "system", "content": system}, *_lines(EXAMPLES), *_lines(chosen)] + [
            {"role": "user", "content": query}
        ]

    def parse(self, query: str, players: PlayerNames) -> m.Pattern:
        """The pattern the LLM reads in ``query``; ValueError (or the client's errors) when it
        gives none that parses and names only ``players``."""
        if query not in self.answers:
            self.answers[query] = asyncio.run(self._ask(query, players))
        return self.answers[query]

    async def _ask(
        self, query: str, players: PlayerNames, timeout_s: float | None = None
    ) -> m.Pattern:
        role = RoleSettings(
            base_url=self._base_url(),
            model=self.model,
            temperature=0.0,
            max_tokens=self.max_tokens,
        )
        rules = grammar(_spellings(players))
        extra = {"cache_prompt": True}
        if self.constrained:
            extra |= {"grammar": rules, "guided_grammar": rules}
        client = LLMClient(concurrency=1, retries=0, timeout_s=timeout_s or self.timeout_s)
        messages = self.messages(query, players)
        try:
            for attempt in range(2):
                self.calls += 1
                call = await client.chat(role, messages, PROMPT_VERSION, extra=extra)
                text = call.output.strip()
                try:
                    return _as_stored(parse(text), players)
                except (PatternError, ValueError) as exc:
                    if attempt:
                        raise ValueError(f"the LLM's pattern {text!r} is not valid: {exc}") from exc
                    messages = [
                        *messages,
                        {"role": "assistant", "content": text},
                        {"role": "user", "content": f"{exc}\nAnswer again with a valid pattern."},
                    ]
        finally:
            await client.aclose()
        raise ValueError("no pattern")


def _as_stored(pattern: m.Pattern, players: PlayerNames) -> m.Pattern:
    """``pattern`` with each name as the rules write it (the player's stored spelling: "Carolina
    Marin" is "carolina marin"), so two parsers' readings compare; UnknownPlayer (a
    ValueError) for a name that is no player's."""
    return spelled(pattern, lambda name: players.resolve(name).spellings[0])


def _spellings(players: PlayerNames) -> list[str]:
    return [p.spellings[0].title() for p in players.players.values()]


def from_params(params: dict) -> LLMParser:
    """The LLM parser ``search.llm_parser`` configures; ``RALLYSCOPE_PARSER_URL`` (else
    ``RALLYSCOPE_LLM_URL``) points it at a served model instead of the local one."""
    settings = params.get("llm_parser") or {}
    url = (
        os.environ.get("RALLYSCOPE_PARSER_URL")
        or settings.get("url")
        or os.environ.get("RALLYSCOPE_LLM_URL")
    )
    return LLMParser(
        model=settings.get("model", "qwen2.5-coder-1.5b"),
        url=url,
        timeout_s=float(settings.get("timeout_s", 30)),
        max_tokens=int(settings.get("max_tokens", 64)),
        nearest=int(settings.get("nearest", 8)),
    )
