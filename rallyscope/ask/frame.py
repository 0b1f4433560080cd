"""The form of a question: what it asks for (a count, a share, an average, the most common
value, the longest rally, a list of rallies), of what (rallies or shots), and the words left
for the pattern planner. Pure text work; ``None`` when the question has none of these forms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

Kind = Literal["count", "share", "average", "which_most", "longest", "show", "compare"]
Unit = Literal["rallies", "shots", "matches"]
Target = Literal["player", "shot", "zone", "opponent"]

_SHOT_NOUN = (
    r"(?:(?:net|drop|drive|smash|push|rush|clear|lift|lob|serve|service)?\s*shots?|smash(?:e?s)?"
    r"|drops?|drives?|clears?|lifts?|lobs?|pushe?s|rush(?:es)?|serves?|services?|strokes?"
    r"|backhands?)"
)
_SHARE = re.compile(
    r"^(?:what|which)\s+(?:is\s+the\s+)?(?:share|percentage|percent|part|portion|proportion"
    r"|fraction)\s+of\s+|^(?:the\s+)?(?:share|percentage|percent|proportion|fraction)\s+of\s+"
    r"|^how\s+much\s+of\s+",
    re.I,
)
_COUNT = re.compile(
    r"^(?:how\s+many|how\s+often|count(?:\s+the)?"
    r"|(?:what\s+(?:is|are|was|were)\s+)?(?:the\s+)?(?:total\s+)?number\s+of)\s+",
    re.I,
)
_POLITE = re.compile(
    r"^(?:please\s+|(?:can|could)\s+you\s+)?(?:tell\s+me|give(?:\s+me)?|i\s+(?:want|would\s+like)"
    r"\s+to\s+know)\s+",
    re.I,
)
_BETWEEN = re.compile(r"^between\s+(?P<a>.+?)\s+and\s+(?P<b>[^,]+),\s*(?P<ask>.+)$", re.I)
_WHICH_OF = re.compile(  # "Which of A and B hits more smashes": the names are capitalised
    r"^(?i:which|who)\s+of\s+(?P<a>.+?)\s+and\s+(?P<b>(?:[A-Z][\w.'-]*\s+)*?[A-Z][\w.'-]*)"
    r"\s+(?P<ask>[a-z].*)$"
)
_MOST = re.compile(r"\bmost\b", re.I)
_MOST_WORDS = re.compile(  # the words that say "the commonest", dropped from the body
    r"\b(?:the\s+)?most(?:\s+(?:often|common(?:ly)?|frequent(?:ly)?|used|of\s+(?:his|her|their"
    r"|the))\b)?|^(?:which|what|who|where)(?:\s+(?:is|was|are|were|did|does|do))?(?:\s+the)?\b"
    r"|[:,]?\s*\b(?:which|what|who|where)$|\bwhich\b|\bcourt\s+zone\b|\bzone(?:\s+of\s+the"
    r"\s+court)?\b|\bon\s+court\b|\bwhen\b",
    re.I,
)
_TARGETS: tuple[tuple[Target, re.Pattern[str]], ...] = (
    (
        "opponent",
        re.compile(  # "which opponent did X play", "who has X faced most often"
            r"\b(?:which|what)\s+opponents?\b|\bagainst\s+whom\b|^who(?:m)?\s+(?:did|has|have|does"
            r"|do)\s+.+?\s+(?:face[sd]?|play(?:ed)?(?:\s+against)?|meet|met)\b",
            re.I,
        ),
    ),
    ("zone", re.compile(r"\b(?:zone|area|corner|where|part\s+of\s+the\s+court)\b", re.I)),
    ("player", re.compile(r"^who\b|\bwho$|\b(?:which|what)\s+player\b", re.I)),
)
_MOST_FILLER = {  # auxiliaries and pronouns of the player the question names
    *("do", "does", "did", "is", "are", "was", "were", "has", "have"),
    *("he", "she", "they", "his", "her", "their", "from"),
}
_LANDS = re.compile(r"\b(?:land(?:s|ed|ing)?|go(?:es)?\s+to|sent\s+to|into)\b", re.I)
_LONGEST = re.compile(
    r"^(?:(?:show(?:\s+me)?|find|list|give\s+me)\s+|(?:what|which)(?:'s|\s+is|\s+was)\s+"
    r"|(?P<long>how\s+long\s+(?:is|was)\s+))?"
    r"(?:the\s+|(?P<whose>[\w\s]+?)(?:'s|’s)\s+)longest\s+(?:(?P<won>winning|losing)\s+)?rally\b\s*",
    re.I,
)
_SHOW = re.compile(r"^(?:show(?:\s+me)?|list|find|give\s+me)\s+(?:the\s+|all\s+(?:the\s+)?)?", re.I)
_SCOPE = re.compile(
    r"\b(?:in|across|over|from)\s+(?:(?:all\s+)?(?:the\s+)?matches\s+(?:of|in)\s+)?(?:the\s+)?"
    r"(?:whole\s+|entire\s+)?(?:archive|collection|corpus|"
    r"data(?:set|base)?)\b|\b(?:across|over|in)\s+all\s+(?:(?:her|his|their|the)\s+)?(?:matches|rallies)\b"
    r"|\b(?:across|over|in)\s+(?:all\s+)?(?:their|his|her)\s+(?:matches|meetings)"
    r"(?:\s+(?:against|with)\s+each\s+other)?\b|\bagainst\s+each\s+other\b"
    r"|\b(?:does|do)\s+the\s+(?:archive|collection|corpus|data(?:set|base)?)\s+"
    r"(?:hold|include|contain|have|list)\b|\b(?:are|is)\s+(?:there|listed|held|recorded)\b"
    r"|\bin\s+total\b|\btotal\b|\boverall\b|\bin\s+the\s+archive\b|\bin\s+shots\b"
    r"|\b(?:altogether|all\s+told|all\s+together|in\s+all|combined)\b",
    re.I,
)
_TRAILING = re.compile(  # "rallies of 40 shots - how many are there?", "...: what percent?"
    r"^(?P<body>.+?)\s*[-–:,]\s*(?P<ask>how\s+many|what\s+(?:share|percentage|percent|part)"
    r"|show(?:\s+me)?|list)(?:\s+(?:are|were|is)\s+there)?$",
    re.I,
)
_CONTEXT = re.compile(  # "A vs B, Denmark Open 2018 final: number of rallies ...", "X: rallies won"
    r"^(?!(?:how|what|which|who)\b)(?P<lead>[^:?]+):\s*(?P<ask>(?:how|what|which|who|number|count"
    r"|show|list|find|average|mean|share|percentage|proportion|(?P<bare>rallies|points))\b.+)$",
    re.I,
)
_EVENT_CONTEXT = re.compile(  # "Malaysia Open 2022 final, A v B: A's win rate?"
    r"^(?!(?:how|what|which|who)\b)(?P<lead>[^:?]*\b(?:19|20)\d\d\b[^:?]*):\s*(?P<ask>[A-Za-z].+)$"
)
_ROLE_LEAD = re.compile(
    r"^(?P<who>[^,]+),\s*(?:when\s+|while\s+)?(?P<role>receiving|serving|returning\s+serve)$", re.I
)
_NOT_ONE_PLAYER = re.compile(  # a lead that names a match or two players, not one player
    r"\d|,|\b(?:v|vs|versus|against|and|or|open|masters|championships?|cup|finals?|semi|quarter"
    r"|group|tour|match)\b",
    re.I,
)
_LEADING = re.compile(
    r"^(?P<lead>(?:in|at|during|across|among|when|while|whenever)\s+[^,]+),\s*(?P<ask>.+)$", re.I
)
_OF_FIRST = re.compile(  # "Of the rallies over 30 shots, what share did the server win"
    r"^(?:out\s+)?of\s+(?:all\s+)?(?P<lead>[^,]+),\s*(?P<ask>what\s+(?:share|percentage|percent"
    r"|part|proportion|fraction)|how\s+many)\s+(?P<rest>.+)$",
    re.I,
)
_WORDING = (  # the planner's lexicon speaks of rallies "of" N shots, "by" a cause
    (
        re.compile(
            r"\b(?:last|lasts|lasted|lasting|need(?:s|ed)?|needing|take|takes|took|taking"
            r"|require[sd]?|requiring)\s+(?=(?:\d+|an?|one|two|three|four|five|six|seven|eight"
            r"|nine|ten|twenty|thirty|forty|fifty)\s+shots|more|over|fewer|less|under|at|no\b"
            r"|only|just|exactly)",
            re.I,
        ),
        "of ",
    ),
    (re.compile(r"\bdue\s+to\b", re.I), "by"),
    (  # "which shot produces the most errors": the shot that ends the most rallies so
        re.compile(
            r"\b(?:produce[sd]?|cause[sd]?|leads?\s+to|led\s+to|results?\s+in|resulted\s+in"
            r"|gives?\s+away|gave\s+away)\s+the\s+most\s+(?:errors|mistakes|faults)\b",
            re.I,
        ),
        "ends the most rallies as an error",
    ),
    (  # "who played the largest number of clears": the most clears
        re.compile(r"\bthe\s+(?:largest|greatest|highest|biggest)\s+(?:number|count)\s+of\b", re.I),
        "the most",
    ),
    (re.compile(r"\b(does|do|did)\s+([A-Z][\w.'’ -]*?)\s+appear\b"), r"\1 \2 play"),
    (re.compile(r"\b(?:was|is)\s+([A-Z][\w.'’ -]*?)\s+the\s+server\b"), r"did \1 serve"),
    (re.compile(r"\b(?:went|go|goes|going|gone)\s+(?:to\s+)?(?=\d+\s)", re.I), "of "),
    (re.compile(r"\breach(?:ed|es|ing)?\s+(?:at\s+least\s+)?(?=\d+\s)", re.I), "of at least "),
    (
        re.compile(r"\b(?:went|go|goes|going|gone|last(?:s|ed)?)\s+(?:beyond|past)\s+(?=\d)", re.I),
        "of over ",
    ),
    (re.compile(r"\b(?:decided|settled)\s+by\b", re.I), "ended by"),
    (  # "points did X take": won; "took 40 shots" is a length, read above
        re.compile(r"\b(?:take|takes)\b(?=\s*(?:$|overall\b|in\b|against\b|from\b|off\b|,))", re.I),
        "win",
    ),
    (
        re.compile(r"\btook\b(?=\s*(?:$|overall\b|in\b|against\b|from\b|off\b|,))", re.I),
        "won",
    ),
    (re.compile(r"\bsmashs\b", re.I), "smashes"),
    (  # "Ginting's average smash count per match": his smashes (a total keeps its own form)
        re.compile(
            r"\b(smash|drop|clear|lob|drive|push|rush)\s+count\b(?=\s+(?:per|a|in|each)\b)", re.I
        ),
        lambda found: f"{found[1]}{'es' if found[1].lower().endswith('sh') else 's'}",
    ),
    (
        re.compile(r"\b(?:favou?rite|go-to|preferred)\s+(?=(?:shot|stroke|serve)s?\b)", re.I),
        "most used ",
    ),
    (re.compile(r"\b(?:against|versus|vs\.?|v\.?)\s+(?=[A-Z])"), "playing "),
    (re.compile(r"\b(lost|lose|loses|losing)\s+to\s+(?=[A-Z])"), r"\1 playing "),
    (re.compile(r"\b(long|short)\s+serves?\b", re.I), r"\1 service"),
    (
        re.compile(
            r"\b(?:went|go|goes|going|gone)\s+to\s+deuce\b|\breach(?:ed|es)?\s+deuce\b", re.I
        ),
        "at deuce",
    ),
)
_CLAUSES = (  # phrases the planner's lexicon lacks, read as pattern clauses
    (
        re.compile(
            r"\b(?:as\s+(?:an?\s+)?(?:outright\s+)?|(?:an?\s+)?outright\s+)winners?\b", re.I
        ),
        "end=winner",
    ),
)
_BEFORE = re.compile(  # "which shot comes right before a winning smash"
    r"\b(?:comes?|came|is\s+played|played)?\s*(?:right\s+|just\s+|immediately\s+)?"
    r"(?:before|ahead\s+of|sets?\s+up|precede[sd]?)\b",
    re.I,
)
_COMPARATIVE = re.compile(  # not "20 or more shots" nor "more than 10"
    r"(?<!\bor\s)(?<!\band\s)\b(?:more|fewer|less|bigger|larger|higher|greater|better|worse"
    r"|lower|smaller|longer|shorter)\b(?!\s+than\b)",
    re.I,
)
_TWO = re.compile(
    r"\b(?:or|vs|versus|playing)\b(?!\s+(?:more|fewer|less)\b)|\bcompare\b.*\band\b", re.I
)
_ASKS_WHO = re.compile(
    r"\b(?:who|whose|which\s+(?:of|player)|does|do|did|is\s+it|has|have)\b|\bcompare\b", re.I
)
_FINAL = re.compile(r"\b(winning|final|last|finishing|losing)\s+shots?\b", re.I)
_FINAL_VERB: dict[str, Literal["won", "lost", "ended"]] = {
    "winning": "won",
    "losing": "lost",
    "final": "ended",
    "last": "ended",
    "finishing": "ended",
}
_VERBS = {  # what "which X ... the most" asks of its rallies or shots
    **dict.fromkeys(("win", "wins", "won", "winning"), "won"),
    **dict.fromkeys(("lose", "loses", "lost", "losing"), "lost"),
    **dict.fromkeys(("hit", "hits", "play", "plays", "played", "make", "makes", "made"), "hit"),
    **dict.fromkeys(("use", "uses", "used", "record", "records", "recorded"), "hit"),
    **dict.fromkeys(("produce", "produces", "produced", "register", "registered"), "hit"),
    **dict.fromkeys(("appear", "appears", "appeared", "feature", "features", "had"), "hit"),
    **dict.fromkeys(("end", "ends", "ended", "finish", "finishes", "finished"), "ended"),
    **dict.fromkeys(("serve", "serves", "served"), "served"),
}
# "(the) share of X are Y": the population, then the copula, then the condition
_COPULA = re.compile(r"\s+(?:are|were|is|was)\s+(?:(?:in|through|by|from|with|as)\s+)?", re.I)
_ENDED = re.compile(r"\s+(?=(?:(?:end|finish)(?:ed|es|s)?|went|goes)\b)", re.I)
# "what share of X's lost rallies went out": the population ends at its noun
_HEAD = re.compile(
    rf"^(?P<population>.*?\b(?:rall(?:y|ies)|points?|{_SHOT_NOUN}))\s+(?P<condition>\w.*)$", re.I
)
_LINK = re.compile(  # the verb that joins a population to its condition, dropped
    r"^(?:came|come|comes|resulted|result|results|stemmed)\s+(?:from|through)\s+"
    r"|^(?:were|was|are|is)\s+(?:due\s+to|caused\s+by)\s+",
    re.I,
)
# "X's win percentage", "what is X's winning rate": the share of X's rallies X won
_WIN_RATE = re.compile(  # "X's win rate", "X's percentage of rallies lost"
    r"^(?:what\s+(?:is|was|are|were)\s+)?(?P<who>[^,]+?)['’]s\s+(?:(?:overall\s+|rally\s+)?"
    r"(?:win(?:ning)?|success)\s+(?:percentage|percent|rate|ratio|share|%)|(?:percentage|percent"
    r"|share|proportion|ratio)\s+of\s+(?:the\s+)?(?:rallies|points)\s+(?P<verb>won|lost))"
    r"(?P<rest>.*)$",
    re.I,
)
# "How often, in percent, does X ...", "How many of X's shots, as a percentage, are drops"
_IN_PERCENT = re.compile(
    r"[,;:]?\s*\(?\s*\b(?:(?:in|as\s+a|give\s+(?:it\s+)?(?:as\s+)?a|as)\s+percent(?:age)?"
    r"|in\s+%|(?:what|which)\s+percent(?:age)?\s+of\s+the\s+time)\b\s*\)?[,;:]?",
    re.I,
)
# "how often did the shuttle go out in X's rallies": the share of those rallies
_HOW_OFTEN_IN = re.compile(
    r"^how\s+often\s+(?:does|do|did|is|was|are|were)\s+(?P<event>.+?)\s+(?:in|during|of)\s+"
    r"(?P<scope>.*\brall(?:y|ies)\b.*)$",
    re.I,
)
_HOW_OFTEN = re.compile(
    r"^how\s+often\s+(?:does|do|did)\s+(?P<who>.+?)\s+(?P<verb>win|lose)\b\s*(?P<rest>.*)$",
    re.I,
)


@dataclass(frozen=True)
class Frame:
    """A question's form; ``rest`` (and ``condition`` for a share) go to the planner."""

    kind: Kind
    unit: Unit
    rest: str
    condition: str = ""
    target: Target | None = None
    measure: Literal["length", "duration", "per_match", "per_rally"] | None = None
    counted: str = ""  # the counted shot noun ("smashes") when the unit is shots
    before: bool = False  # which_most: the shot just before the rallies' final shot
    verb: Literal["won", "lost", "hit", "ended", "served"] | None = None  # which_most: counted
    verb_word: str = ""  # which_most: the verb as written ("wins")
    lands: bool = False  # which_most of zones: where the shots land, not where they are hit
    clauses: str = ""  # pattern clauses the frame reads itself ("as a winner": end=winner)
    text: str = ""  # the whole question as read (typos mended, its parts in order)


def read(question: str) -> Frame | None:
    """The question's frame, or None when it is none of the forms the fast path takes."""
    q = re.sub(r"\s+", " ", question.strip().rstrip("?.!").strip())
    q = _totalled(q)
    q = _SCOPE.sub(" ", q).strip(" ,;:-")
    q = re.sub(r"^compare\b", "compare", q, flags=re.I)  # not a name once moved
    q = re.sub(r"\s+(?:are|is|were|was)$", "", q, flags=re.I)
    for wording, replacement in _WORDING:
        q = wording.sub(replacement, q)
    clauses = []
    for phrase, clause in _CLAUSES:
        if phrase.search(q):
            q, clauses = phrase.sub(" ", q), [*clauses, clause]
    q = re.sub(r"^in\s+how\s+many\b", "how many", _POLITE.sub("", q), flags=re.I)
    if found := _BETWEEN.match(q):  # "Between A and B, who ...": who ..., A or B
        q = f"{found['ask']}, {found['a']} or {found['b']}"
    elif found := _WHICH_OF.match(q):
        q = f"who {found['ask']}, {found['a']} or {found['b']}"
    if found := _OF_FIRST.match(q):  # "out of all rallies X played, how many did he win"
        of = "" if found["ask"].lower().startswith("how") else " of"
        q = f"{found['ask']}{of} {found['lead']} {found['rest']}"
    elif found := _LEADING.match(q):
        q = f"{found['ask']} {found['lead']}"
    if found := _TRAILING.match(q):
        ask, body = found["ask"].lower(), found["body"]
        if _SHARE.match(body) or _COUNT.match(body):
            q = body
        elif ask.startswith(("show", "list")):
            q = f"show me {body}"
        else:
            q = f"{ask} {body}" if ask == "how many" else f"{ask} of {body}"
    if (found := _CONTEXT.match(q)) or (found := _EVENT_CONTEXT.match(q)):
        ask = f"how many {found['ask']}" if found.groupdict().get("bare") else found["ask"]
        lead, role = found["lead"], ""
        if said := _ROLE_LEAD.match(lead):  # "Momota, receiving: ...": his rallies received
            lead, role = said["who"], f" while {said['role']}"
        one = not _NOT_ONE_PLAYER.search(lead) and len(lead.split()) <= 5
        owner = re.compile(r"\b(?:his|her|their)\b", re.I)
        if one and owner.search(ask) and re.search(r"\b(?:are|were|is|was)\b", ask, re.I):
            q = owner.sub(f"{lead}'s", ask, count=1) + role  # "X: share of her serves that are"
        else:
            q = f"{ask} {'by' if one else 'in'} {lead}{role}"  # "X: rallies won": won by X
    percent = bool(_IN_PERCENT.search(q))
    q = _percent(q)
    for reader in (_compare, _share, _average, _longest, _most, _count, _show):
        frame = reader(q)
        if frame is not None and percent and frame.kind not in ("share", "compare"):
            return None  # a percentage was asked for: never a count in its place
        if frame is not None:
            return replace(frame, text=q, clauses=" ".join(clauses))
    return None


_TOTAL = re.compile(  # "Christie: total rallies won", "Ginting's smash total"
    r"^(?P<who>[A-Za-z][^:,\d]*?)(?:['’]s\s+|\s*:\s*)(?:the\s+)?total\s+(?:number\s+of\s+)?"
    r"(?P<what>.+)$"
    r"|^(?P<owner>[A-Za-z][^:,\d]*?)['’]s\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+(?:total|count|tally)$",
    re.I,
)


def _totalled(q: str) -> str:
    """A count said as a total of a named player's: "how many ... by X"."""
    found = _TOTAL.match(q)
    if found is None or len((found["who"] or found["owner"]).split()) > 4:
        return q
    if found["who"]:
        return f"how many {found['what']} by {found['who']}"
    noun = found["noun"]
    plural = (
        noun if noun.endswith("s") else f"{noun}es" if noun.endswith(("sh", "ch")) else f"{noun}s"
    )
    return f"how many {plural} by {found['owner']}"


_ASKED_AFTER = re.compile(  # "X wins what share of the rallies she plays"
    r"^(?P<who>[^,?]+?)\s+(?P<verb>win|wins|won|lose|loses|lost)\s+what\s+(?P<word>share|percentage"
    r"|proportion|fraction|percent)\s+of\s+(?P<rest>.+)$",
    re.I,
)
_AS_A_SHARE = re.compile(  # "drops as a percentage of X's shots", "drops make up what share of"
    r"^(?:(?P<lead>[^:]+):\s*)?(?P<part>[^:]+?)\s+(?:as\s+an?|(?:make|makes|made)\s+up\s+what"
    r"|account(?:s|ed)?\s+for\s+what|represent(?:s|ed)?\s+what)\s+(?:share|percentage"
    r"|proportion|fraction|percent|part)\s+of\s+(?P<whole>.+)$",
    re.I,
)
_BASE = {"wins": "win", "won": "win", "loses": "lose", "lost": "lose"}


def _percent(q: str) -> str:
    """A share asked in other words: "X's win percentage", "how often, in percent, does X
    win the rallies she serves", "how many of X's shots, as a percentage, are drops", "X
    wins what share of ...", "drops as a percentage of X's shots"."""
    if found := _ASKED_AFTER.match(q):
        verb = _BASE.get(found["verb"].lower(), found["verb"].lower())
        return f"what {found['word']} of {found['rest']} does {found['who']} {verb}"
    if found := _AS_A_SHARE.match(q):
        whole = found["whole"]
        if found["lead"]:  # "X: backhand shots as a percentage of all his shots"
            whole = re.sub(r"\b(?:all\s+)?(?:his|her|their)\b", f"{found['lead']}'s", whole)
        part = found["part"][:1].lower() + found["part"][1:]  # no longer opens the question
        return f"what share of {whole} are {part}"
    if found := _WIN_RATE.match(q):
        who, rest = found["who"], found["rest"]
        verb = "lose" if found["verb"] == "lost" else "win"
        return f"what share of the rallies {who} played{rest} did {who} {verb}"
    marked = _IN_PERCENT.search(q)
    if not marked:
        return q
    q = re.sub(r"\s+", " ", q[: marked.start()] + " " + q[marked.end() :]).strip(" ,")
    if found := _HOW_OFTEN.match(q):
        who, verb, rest = found["who"], found["verb"], found["rest"]
        said = re.match(r"(?:the\s+|his\s+|her\s+|their\s+)?(?:rall(?:y|ies)|points?)\b", rest)
        tail = rest[said.end() :].strip() if said else ""
        if said and re.match(r"(?i:when|while|whenever|on|in|at|during|after|if)\s+[a-z]", tail):
            return f"what share of {said[0]} did {who} {verb} {tail}"  # "... when serving"
        if said:  # "win the rallies she serves": the share of those rallies
            return f"what share of {rest} did {who} {verb}"
        return f"what share of rallies did {who} {verb} {rest}".strip()
    if found := re.match(  # "how often does a rally end ...", "... does an Axelsen rally go"
        r"(?i:how\s+often\s+(?:does|do|did)\s+(?:an?\s+|the\s+)?)(?P<whose>(?:[A-Z][\w'’.-]*\s+){0,4})"
        r"rall(?:y|ies)\s+",
        q,
    ):
        return f"what share of {found['whose']}rallies {q[found.end() :]}"
    if found := _HOW_OFTEN_IN.match(q):
        return f"what share of {found['scope']} did {found['event']}"
    return re.sub(r"^how\s+many\s+of\s+", "what share of ", q, flags=re.I)


def _compare(q: str) -> Frame | None:
    """ "Who smashes more per rally, A or B?": a comparison of two players, read by
    ``versus.py`` once the fast path knows the names."""
    compared = _COMPARATIVE.search(q) or re.search(r"\bcompare\b", q, re.I)
    if compared and _TWO.search(q) and _ASKS_WHO.search(q):
        return Frame("compare", "rallies", q)
    return None


def _share(q: str) -> Frame | None:
    found = _SHARE.match(q)
    if not found:
        return None
    body = q[found.end() :]
    among = re.split(
        r"\s+(?:among|out\s+of(?!\s+(?:court|bounds|play)\b)(?:\s+all)?|of\s+all)\s+",
        body,
        maxsplit=1,
        flags=re.I,
    )
    if len(among) == 2:  # "the share of short serves among X's serves": the part comes first
        condition, population = among
        return _share_frame(population, condition)
    # "what share of rallies did the server win", "... X won did he finish with a smash"
    parts = re.split(r"\s+(?:did|does|do)\s+", body, maxsplit=1, flags=re.I)
    if len(parts) != 2:
        parts = _ENDED.split(body, maxsplit=1)
    if len(parts) != 2:
        parts = _COPULA.split(body, maxsplit=1)
    if len(parts) != 2:  # "the share of rallies that Momota won"
        parts = re.split(r"\s+(?:that|which|in\s+which)\s+", body, maxsplit=1, flags=re.I)
    if len(parts) != 2 and (head := _HEAD.match(body)):  # "X's lost points came from ..."
        parts = [head["population"], head["condition"]]
    if len(parts) != 2:
        return None
    return _share_frame(*parts)


def _share_frame(population: str, condition: str) -> Frame:
    """A share of ``population`` (rallies or shots) where ``condition`` holds."""
    population, condition = population.strip(), _LINK.sub("", condition.strip())
    population = re.sub(r"\s+(?:that|which)$", "", population, flags=re.I)
    noun = re.search(rf"\b{_SHOT_NOUN}$", _counted(population), re.I)
    if noun and len(condition.split()) == 1 and not re.fullmatch(_SHOT_NOUN, condition, re.I):
        condition = f"{condition} {noun.group(0)}"  # "X's serves ... are long": long serves
    shots = re.search(rf"\b{_SHOT_NOUN}$", _counted(population), re.I) or re.match(
        r"(?:the\s+|all\s+(?:the\s+)?)?(?:shots|strokes)\b", population, re.I
    )  # "the strokes X plays"
    rallies = re.search(r"\b(?:rall(?:y|ies)|points?|games?|sets?)\b", population, re.I)
    unit: Unit = "shots" if shots and not rallies else "rallies"
    population = re.sub(r"^(?:the|all)\s+(?:the\s+)?", "", population, flags=re.I)
    if owner := re.match(r"^(?P<who>.+?)['’]s\s+points$", population, re.I):
        population = f"points {owner['who']} won"  # "Axelsen's points": the points he won
    if unit == "shots":
        population = re.sub(r"(?:'s|’s)?\s+shots\b|^strokes\b", " ", population, flags=re.I)
    return Frame("share", unit, population, condition=condition)


def _count(q: str) -> Frame | None:
    found = _COUNT.match(q)
    if not found:
        return None
    body = q[found.end() :]
    times = re.match(r"times\s+", body, re.I)
    if times:  # "How many times did X use a drop shot": the shot is counted
        body = re.sub(r"\b(?:use[ds]?|using|utili[sz]e[ds]?)\b", " ", body[times.end() :])
        noun = re.search(rf"\b(?:a|an)\s+({_SHOT_NOUN})$", body, re.I)
        if noun and not re.search(r"\b(?:rall(?:y|ies)|points?)\b", body, re.I):
            return Frame("count", "shots", body, counted=noun.group(1).lower())
        return Frame("count", "rallies", body)
    body = re.sub(r"^of\s+", "", body, flags=re.I)  # "how many of X's matches"
    if re.match(r"(?:the\s+)?(?:rall(?:y|ies)|points?)\b", body, re.I):  # "rallies X won on serve"
        return Frame("count", "rallies", body)
    counted = _counted(body)
    if counted and re.search(r"\bmatch(?:es)?$", counted, re.I):  # "Chen Yufei matches"
        owner = re.sub(r"(?:['’]s)?\s*\bmatch(?:es)?$", "", counted, flags=re.I)
        if not re.search(r"\b(?:what|which|these|those)\b", owner, re.I):
            return Frame("count", "matches", f"{owner} {body[len(counted) :]}", counted="matches")
    if counted and re.match(r"matches\b", counted, re.I):
        return Frame("count", "matches", body[len("matches") :], counted="matches")
    hit = re.compile(rf"\b{_SHOT_NOUN}(?=(?:\s+(?:played|hit|made|struck))?$)", re.I)
    if counted and (noun := hit.search(counted)):  # "smashes", "smashes played (by X)"
        asked = re.match(r"(?:did|does|do|was|were|is|are|has|have|had)\b", counted, re.I)
        counted = noun.group(0) if asked else counted[: noun.end()]  # "did X hit a backhand"
        return Frame("count", "shots", body, counted=counted.split("'s ")[-1].lower())
    if noun := re.match(rf"(?:the\s+)?({_SHOT_NOUN})\s+(?=[A-Z])", body):  # "smashes X played"
        return Frame("count", "shots", body, counted=noun.group(1).lower())
    return Frame("count", "rallies", body)


def _counted(body: str) -> str:
    """The counted noun phrase: the words before the first verb or preposition ("smashes"
    in "smashes did X hit", "short serves", "An Se Young's smashes")."""
    found = re.match(
        r"(.*?)(?=\s+(?:did|do|does|were|was|has|have|had|are|is|in|by|from|of|across|at"
        r"|during|with|against|for|when)\b|$)",
        body,
        re.I,
    )
    return found.group(1).strip() if found else ""


_MEAN = re.compile(
    r"\bon\s+(?:the\s+)?average\b|\b(?:what(?:'s|\s+is|\s+was|\s+are)\s+)?(?:the\s+|an\s+)?"
    r"(?:average|mean)\b(?:\s+(?:number|count)\s+of\b)?|^find\s+out\s+",
    re.I,
)
_MEASURES = (  # what an average is taken of, in the order tried
    (
        "per_match",
        re.compile(
            rf"(?:\bhow\s+many\s+)?\b(?P<noun>{_SHOT_NOUN})\b(?P<mid>.*?)\s*\bper\s+(?:a\s+)?match\b"
            r"|\bhow\s+many\s+(?P<noun2>" + _SHOT_NOUN + r")\b(?P<mid2>.*?)\s*\bin\s+a\s+match\b",
            re.I,
        ),
    ),
    (
        "per_rally",
        re.compile(
            rf"(?:\bhow\s+many\s+)?\b(?P<noun>{_SHOT_NOUN})\b(?P<mid>.*?)\s*"
            r"\b(?:per|each|a|every)\s+(?:rally|point)\b",
            re.I,
        ),
    ),
    (
        "duration",
        re.compile(
            r"\b(?:rally\s+duration|duration(?:\s+of\s+(?:a\s+|the\s+)?rall(?:y|ies))?"
            r"|how\s+many\s+seconds)\b",
            re.I,
        ),
    ),
    (
        "length",
        re.compile(
            r"\b(?:how\s+long|how\s+many\s+shots|(?:number\s+of\s+)?shots(?:\s+per\s+rally)?"
            r"|rally\s+length|length(?:\s+of\s+(?:a\s+|the\s+)?rall(?:y|ies))?)\b",
            re.I,
        ),
    ),
)


def _average(q: str) -> Frame | None:
    """ "What is the average rally length in X", "How long, on average, are the rallies X
    wins", "How many smashes per match does X hit on average": the measure anywhere."""
    if not re.search(r"\b(?:average|mean)\b", q, re.I):
        return None
    body = re.sub(r"[\s,]+", " ", _MEAN.sub(" ", q)).strip(" :")
    for kind, measure in _MEASURES:
        found = measure.search(body)
        if not found:
            continue
        rest = f"{body[: found.start()]} {body[found.end() :]}".strip()
        noun = (found.groupdict().get("noun") or found.groupdict().get("noun2") or "").lower()
        if kind == "per_rally" and noun in ("shot", "shots"):
            continue  # "shots per rally": the rally length
        if kind in ("per_match", "per_rally"):
            mid = found["mid"] if found["noun"] else found["mid2"]
            rest = f"{body[: found.start()]} {noun} {mid} {body[found.end() :]}".strip()
            return Frame("average", "shots", rest, measure=kind, counted=noun)  # type: ignore[arg-type]
        rest = re.sub(r"\s*\b(?:last|lasts|lasted|go\s+on(?:\s+for)?)$", "", rest, flags=re.I)
        return Frame("average", "rallies", rest, measure=kind)  # type: ignore[arg-type]
    return None


def _most(q: str) -> Frame | None:
    """ "Which shot does X play most often", "Where do most of X's drops land", "Who wins
    the most rallies": the most common player, shot type or zone, asked anywhere."""
    asked = re.search(r"\b(?:which|what|who|where)\b|['’]s\s+most\b", q, re.I)  # "X's most used"
    if not _MOST.search(q) or not asked:
        return None
    target: Target = next((t for t, said in _TARGETS if said.search(q)), "shot")
    lands = target == "zone" and bool(_LANDS.search(q))
    body = re.sub(r"\s+", " ", _MOST_WORDS.sub(" ", q))
    final = _FINAL.search(body) if target == "shot" else None  # before "shot" goes
    body = _FINAL.sub(" ", body) if final else body
    body = re.sub(r"\b(?:shot\s+type|stroke|player|shot)\b(?!\s+(?:by|of|from|to))", " ", body)
    body = re.sub(r"\b(?:type|kind|sort)\s+of\b", " ", body, flags=re.I)
    if lands:
        body = _LANDS.sub(" ", body)
    if target == "opponent":  # the player named is all that is left
        body = re.sub(
            r"\b(?:opponents?|against|whom|matches|times|face[sd]?|play(?:ed)?|meet|met)\b",
            " ",
            body,
            flags=re.I,
        )
    words = [w for w in body.split() if w.lower() not in _MOST_FILLER]
    # the verb; "winning", "losing" are read by the planner ("a winning smash")
    served = re.match(
        r"(?:which|what)\s+(?:type\s+of\s+|kind\s+of\s+)?serves?\b", q, re.I
    ) or re.search(r"\b(?:common|frequent|used|usual)\s+(?:type\s+of\s+)?serves?\b", q, re.I)
    verbs = [w for w in words if w.lower() in _VERBS and not w.endswith("ing")]
    if served:  # "which serve does X use": the serve is the noun
        verbs = [w for w in verbs if not w.lower().startswith("serve")]
    verb_word = next(iter(verbs), "")
    verb = _VERBS.get(verb_word.lower())
    body = " ".join(w for w in words if w is not verb_word)
    if final and verb not in ("won", "lost"):  # "the most common winning shot": of rallies won
        verb = _FINAL_VERB[final.group(1).lower()]  # "final shot in rallies X won": won
    before = target == "shot" and bool(_BEFORE.search(body))
    body = _BEFORE.sub(" ", body) if before else body
    return Frame(
        "which_most",
        "rallies",
        re.sub(r"\s+", " ", body).strip(" ,:"),
        target=target,
        before=before,
        verb=verb,
        verb_word=verb_word,
        lands=lands,
    )


def _longest(q: str) -> Frame | None:
    found = _LONGEST.match(q)
    if not found:
        return None
    won = {"winning": " won", "losing": " lost"}.get((found["won"] or "").lower(), "")
    rest = f"{found['whose'] or ''}{won} {q[found.end() :]}".strip()  # "X's longest winning"
    length = "length" if found["long"] else None  # "how long was ...": the shots are the value
    return Frame("longest", "rallies", rest, measure=length)


def _show(q: str) -> Frame | None:
    found = _SHOW.match(q)
    return Frame("show", "rallies", q[found.end() :]) if found else None
