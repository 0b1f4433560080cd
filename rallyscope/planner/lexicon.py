"""The words coaches use, as concepts the planner's grammar composes.

Each entry maps phrases to a concept ``(kind, value)``. A phrase is matched word by word on
lemmas or lower-cased words (so "smashes", "smashed" and "smashing" are all "smash"); within
a word position ``a|b`` offers alternatives, and a key may be a tuple of phrases. The longest
match wins where phrases overlap. Nothing here is a whole query: these are the building
blocks that ``rules.py`` puts together.
"""

from __future__ import annotations

from rallyscope.vocabulary import SHOT_FAMILIES, ShotType

S = ShotType
F = {k: frozenset(map(str, v)) for k, v in SHOT_FAMILIES.items()}
KILL = F["smash"] | {str(S.RUSH), str(S.NET_SHOT)}  # "a kill", as the dev queries define it
Phrases = str | tuple[str, ...]


def one(*types: ShotType) -> frozenset[str]:
    return frozenset(map(str, types))


CROSS = ("cross-court|crosscourt|cross", "cross - court", "cross court")
AGENTS = {  # the one who plays a shot, by the shot's family: "the smasher", "the blocker"
    "smasher": F["smash"],
    "dropper": F["drop"],
    "lifter": F["lift"],
    "pusher": one(S.PUSH),
    "rusher": one(S.RUSH),
    "driver": F["drive"],
    "clearer": one(S.CLEAR),
    "blocker": one(S.RETURN_NET),
    "net player": F["net"],  # "the net player smashes": the one who played the net shot
}

SHOTS: dict[Phrases, frozenset[str]] = {
    "smash|smashing": F["smash"],
    "jump|full|power|steep|big|hard smash": one(S.SMASH),
    ("wrist|stick|half smash", "half - smash", "half-smash|halfsmash"): one(S.WRIST_SMASH),
    "overhead attack": F["smash"],
    "lift|lob|lifting": F["lift"],
    "high ball|shuttle|shot|stroke": F["lift"] | {"clear"},  # a lift or a clear
    "defensive lift|lob": one(S.DEFENSIVE_RETURN_LOB),
    "defensive return lob": one(S.DEFENSIVE_RETURN_LOB),
    (
        "clear|clearing",
        "high|deep|long|defensive|attacking|punch|punched|flat|fast|offensive clear",
    ): one(S.CLEAR),
    "drop|dropping|slice|cut": F["drop"],  # "dropping" is at times tagged a noun
    "drop shot": F["drop"],
    (
        "passive|slow|soft|floated|weak|block|blocked|defensive drop",
        "passive|slow|soft|floated|weak|block|blocked|defensive drop shot",
        "passive|slow|soft|weak block|blocked drop",
        "slow|soft|weak passive drop",
    ): one(S.PASSIVE_DROP),
    ("fast|attacking|sliced|steep|quick drop", "fast|attacking|sliced|steep|quick drop shot"): one(
        S.DROP
    ),
    ("net|netshot", "hairpin", "tumble|tumbler|spinner", "net shot|play|reply"): F["net"],
    "tumbling|spinning|tight|hairpin net": F["net"],
    "tumbling|spinning|tight net shot|shots|reply|replies": F["net"],
    "net exchange|battle|duel|rally|game|fight|war": F["net"],
    tuple(f"{c} net|netshot|hairpin" for c in CROSS)
    + tuple(f"{c} net shot|play|reply" for c in CROSS): one(S.CROSS_COURT_NET_SHOT),
    ("cross-net", "cross - net", "hook"): one(S.CROSS_COURT_NET_SHOT),
    (
        "net shot|play|return across the court",
        "net shot|play|return played|hit|sent|struck across the court",
        *(f"net shot|play|return played|hit|sent|struck {c}" for c in CROSS),
        "hairpin across the court",
        "hairpin played|hit|sent|struck across the court",
        *(f"hairpin played|hit|sent|struck {c}" for c in CROSS),
    ): one(S.CROSS_COURT_NET_SHOT),
    ("return net", "net block", "block"): one(S.RETURN_NET),
    "drive|driven|driving": F["drive"],
    "flat drive|exchange": F["drive"],
    "driven flight": one(S.DRIVEN_FLIGHT),
    ("back-court|backcourt drive", "back - court drive", "back court drive"): one(
        S.BACK_COURT_DRIVE
    ),
    ("defensive drive", "defensive return drive"): one(S.DEFENSIVE_RETURN_DRIVE),
    "push": one(S.PUSH),
    (
        "rush|pounce|interception|intercept",
        "net rush|kill|interception",
        "push - down|downward rush|kill",  # "a push-down rush": a rush, not a push
        "push-down rush|kill",
        "rush|rushes|rushed|rushing the net",  # "rushes the net": a rush there, not a net shot
    ): one(S.RUSH),
    "serve|serves|service|services": F["serve"],
    "short|low serve|serves|service|services": one(S.SHORT_SERVICE),
    (
        "long|high|flick|deep serve|serves|service|services",
        "flick",
        "serve|serves|service|services long|high|deep",
    ): one(S.LONG_SERVICE),
    "serve|serves|service|services short|low": one(S.SHORT_SERVICE),
    ("attacking|offensive|aggressive shot|stroke|one", "attack"): F["attack"],
    "defensive shot|stroke|return|reply|one": F["defence"],  # "attacking shots than defensive ones"
}

WORDS: dict[Phrases, tuple[str, object]] = {
    # how and where a shot is played
    ("backhand", "off|on|with the backhand", "off|on|with the backhand side"): (
        "style",
        "backhand",
    ),  # "a drive off the backhand"
    ("forehand", "off|on|with the forehand", "off|on|with the forehand side"): (
        "style",
        "forehand",
    ),
    (
        "around|round the|his|her|their head",  # "smashing around his head"
        "around|round - the - head",
        "around-the-head|round-the-head",
    ): (
        "style",
        "aroundhead",
    ),
    (  # a cross-court shot of another family ("cross net" is a shot type of its own)
        *CROSS,
        "across the court",
        "played|hit|sent|struck across|cross-court|crosscourt",
        "played|hit|sent|struck cross - court",
        "diagonal|diagonally",
        "on|along|across the diagonal",
        "played|hit|sent|struck diagonally",
        "played|hit|sent|struck on|along|across the diagonal",
    ): ("style", "cross"),
    (  # straight, down the line ("a straight drop" is read from the run word, rules.py)
        "down|along the line|sideline|sidelines",
        "straight down|along the line|sideline",
        "played|hit|sent|struck down|along the line|sideline",
        "played|hit|sent|struck straight down|along the line|sideline",
        "played|hit|sent|struck straight",  # not "hit straight into the net" (rules.py)
    ): ("style", "straight"),
    (
        "front|forecourt",
        "front court|area",
        "front - court",
        "front-court",
        "net area|zone",
        "front of the|a court",  # "a drop to the front of the court"
        "front part of the|a court",
    ): ("depth", "front"),
    (
        "at the net",
        "close|tight|near to the net",
        "tight at the net",
        "near the net",
        "just|barely over the net|tape",  # "a drop just over the net" lands at the front
    ): ("depth", "front"),
    (
        "mid|midcourt|mid-court|halfcourt|half-court",
        "mid|middle|half court",
        "mid - court",
        "middle of the|a court",
        "halfway|midway back",  # "the centre of the court, halfway back"
        "halfway|midway down|up the court",
    ): (
        "depth",
        "mid",
    ),
    (
        "rear|back|backcourt|back-court|rearcourt|baseline",
        "rear|back court",
        "back - court",
        "base line",
        "back line",
        "rear|back of the|a court",  # "a smash from the back of the court"
        "rear|back end|part of the|a court",
    ): ("depth", "rear"),
    ("land|landing|drop|dropping short", "short"): ("landing", "front"),
    ("land|landing deep", "deep"): ("landing", "rear"),
    "left|left-hand": ("side", "left"),
    "right|right-hand": ("side", "right"),
    ("centre|center|middle|body", "down the middle"): ("side", "centre"),
    "corner|corners|zone|area|part|half": ("corner", None),
    ("from|off", "straight|right|just|immediately off"): ("from", None),  # a zone follows:
    # where it is hit from; a shot: after it ("a smash right off a lift")
    (
        "to|into|towards|toward|landing|land|onto",
        "fall|falls|falling|fell in|into|on|onto",  # "a drop falling on the left"
        "come|comes|coming|came|touch|touches|touching|touched down in|into|on|onto",
        "reach|reaches|reached|reaching",  # "only reaches the middle": read before a place
        "only reach|reaches|reached|reaching",
        "aim|aimed|aiming|directed|targeted at|to|into|towards",  # "a smash aimed at the ..."
        "go|goes|went|gone|going to|into|towards",  # "the return goes to the back right"
    ): ("to", None),
    # outcomes and endings
    (
        "win|winning|winner|won",  # "won", "lost": also where the tagger reads no verb
        "take|earn|claim|seal|clinch|get|score the|a point|rally",
        "take|claim|seal|clinch it",  # "..., and the receiver takes it"
        "for the point",
        "that be the point|rally",  # "the net shot is rushed down and that's the point"
        "'s|’s favour|favor",  # "ends it in the rusher's favour"
        "'s|’s way",  # "the rally goes the server's way"
        "point-winning|rally-winning|outright|clean|unreturnable|untouched|unanswered|unreturned",
        "left|go|goes|gone|went unreturned|untouched|unanswered",  # not the left side
        "unreachable|ungettable|unplayable",
        "not|n't be return|answer|reach|touch",
        "be not|n't return|answer|reach|touch",
        "not|n't return|answer|reach|touch",
        "never return|answer|reach|touch",
        "with no reply|return|answer|response",
        ", and no reply|return|answer|response",  # "the last shot a drop, and no return"
        "and|,|; no reply|return|answer|response",  # "final drop; no return"
        "without a reply|return|answer|response",
        "never|not|n't get to",  # "a drop the opponent never gets to"
        "can|could not|n't get|reach|return|touch|handle",  # "a net shot the opponent cannot
        "can|could not|n't deal|cope with",  # get", "a smash the receiver can't handle"
        "can|could not|n't pick up",  # "the opponent can't pick up the last drop"
        "can|could not|n't get to",  # "can't get to the last net shot"
        "never|not|n't pick up",
        "too good to return|reach|answer|get|touch",  # "a net shot too good to return"
        "no chance to|of return|returning|reach|reaching|get|getting",  # "a drop the opponent
        "have|has|had no chance to|of return|returning|reach|reaching|get|getting",  # has no
        # chance to reach"
        "just|simply too good",  # "a drop that was just too good"
        "too good for the|her|his|their opponent|rival|server|receiver",
        "never|not|n't get it|that|this back",  # "a drop the opponent never gets back"
        "never get back",
        "never|not|n't get there",  # "the opponent never gets there"
        "can|could not|n't do a thing about",  # "a rush she can't do a thing about"
        "can|could do nothing about|with",  # "a drop the opponent can do nothing about"
        "nothing come|comes|came back",  # "the drop is the last shot, and nothing comes back"
        "can|could not|n't do anything about",
        "fail|unable to return|answer|reach|touch|get",
        "not|n't get|come back",
        "nobody|noone get|return|reach|touch back|it|in",
        "nobody|noone can|could get|return|reach|touch",
        "nobody|noone get|return|reach|touch",
        "no one get|return|reach|touch",
        "no one can|could get|return|reach|touch",
        "wrong - foot|wrongfoot the|her|his|their opponent|rival",  # "a drop that wrong-foots
        "wrong foot the|her|his|their opponent|rival",  # the opponent"
        "can|could not|n't do anything but watch",  # "the opponent can't do anything but
        "do nothing but watch",  # watch": not returned
        "nobody|noone but|except its hitter touch|play|reach|return",  # "a drop nobody but its
        "no one but|except its hitter touch|play|reach|return",  # hitter touches"
    ): ("win", None),
    (
        "convert|conversion",
        "win|take|clinch|seal the game|set",
        "game|set - winning",
        "game-winning|set-winning",
        "win|take|clinch|seal a|the game|set",
    ): ("convert", None),
    (
        "kill|killer|put-away|putaway|punish|punished",  # "a drop that gets punished"
        "put it|the away",
        "put away",
        "finish it|them off",
    ): (
        "kill",
        None,
    ),
    (
        "lose|lost|unsuccessful|fail|failed|miss|botch|flub|waste|squander|blow|concede",
        "concede|gift|surrender the point|rally",
        "throw|throws|threw|thrown away",
        "give|hand away",
        "drop the point|rally",
        "cost|costs|costing",  # "a net error that costs Momota the rally"
    ): ("lose", None),
    ("error|mistake|blunder|err|errs|erred", "unforced error"): ("error", None),
    (
        "into|in the net|tape",
        "go|goes|went|fly|land|end|die|dies|died|stay|stays|stayed|fall|falls|fell into|in the"
        " net|tape",  # "dies in the net"
        "hit|clip|find the net|tape",
        "die|dies|died|dying on the net|tape",  # "a net shot that dies on the tape"
        "catch|caught the net|tape",
        "catch|caught in|on|by the net|tape",
        "net error|fault",
        "fail to clear|cross the net|tape",
        "fail to get over the net",
        "fail to get|go|make over|across",  # "the net shot fails to get over"
        "fail to cross",
        "not|n't cross",
        "not|n't clear|cross the net|tape",  # "a smash that doesn't clear the net"
        "not|n't get|go over the net",
        "stay|stays|stayed|remain|remains on its|this|their|his|her side",  # never crossed
        "stay|stays|stayed|remain|remains on the hitter|player|striker|shooter 's side",
        "not over",
        "not get|go|make over",
        "not get|go|make it over",
        "fall short",
        "netted|netting",  # "netted net shots", "netting a smash" ("nets" is also net shots)
    ): ("ending", ("net", "not over")),
    (
        "out|wide|overhit|overshoot|overshoots|overshot",
        "baseline|sideline|line overshoot|overshoots",  # "a baseline overshoot on a clear"
        "overshoot|overshoots|overshot|overshooting the baseline|sideline|line|lines|court",
        "overshoot|overshoots|overshot|overshooting the back|side line|lines|boundary",
        "go|sail|fly|land|hit|play|send|fall|falls|fell long|wide|out",  # "falls out"
        "past|beyond|behind|over the baseline|sideline|line|boundary|boundaries",
        "past|beyond|behind|over the back|side line|boundary",
        "past|beyond|behind the back|end of the court",  # "flies past the back of the court"
        "go|sail|fly|land past|beyond|behind the back|end of the court",
        "go|sail|fly|land past|beyond|behind|over the back|side line|boundary",
        "go|sail|fly|land past|beyond|behind|over the baseline|sideline|line|boundary",
        "out of court|bounds",
        "land|go|fall|sail|fly outside the court|line|lines|baseline|sideline",
        "outside the court|lines",
        "go|sail|fly|land|hit|play|send out of court|bounds",
        "out the back|side",
        "go|sail|fly|land|hit out the back|side",
        "out at the back|side",  # "a clear out at the back": long, not where it landed
        "go|sail|fly|land|hit out at the back|side",
        "out of court|bounds at the back|side",
        "go|sail|fly|land|hit|play|send out of court|bounds at the back|side",
        "land|go|fall|sail|fly outside",  # "a lob that lands outside"
        "land|go|fall|sail|fly past|beyond the court|lines",  # "lands beyond the court"
        "it long|wide",  # "lobs it long"
        "go|sail|fly|land|hit|play|send too long|wide|deep",  # "a clear hit too long"
        "too long|wide",
        "miss|misses|missed|missing long|wide",  # "a clear that misses long"
        "miss|misses|missed|missing the court",  # "a lob that misses the court"
    ): ("ending", ("out",)),
    (
        "misjudge|misjudged|misjudgement|misjudgment|misread",
        "bad|poor|wrong judgement|judgment|read",
        "bad|poor|costly misjudgement|misjudgment",  # "a bad misjudgement"
        "mis judgement|judgment|judge|judged|read",  # typed apart: "a mis judgement"
        "judgement|judgment error|mistake",
        "leave|leaving error|errors|mistake|mistakes",  # "leave errors": a misjudged leave
        "leave|let the|a shuttle|shot|bird|birdie",
        "leave|leaves|left the|a serve|service",  # "the receiver leaves the serve": it lands in
        "leave|let the|a|an in shuttle|shot|bird|birdie",  # "letting an in shuttle go"
        "let the|a|an in shuttle|shot|bird|birdie go|drop|fall",
        "let go",
        "let|lets|letting fall|drop",  # "a shuttle the player let fall"
        "a|an|the|one|that|his|her|their leave",  # the noun: "a leave at the end"
        "leave|left alone",
        "leave it",
        "let it go|drop|fall",
        "let the|a|an shuttle|bird|birdie go|drop|fall",  # "letting a shuttle drop"
        "leave the last|final shuttle|bird|birdie",  # "leaves the last shuttle": the rally
        "left shuttle|bird|birdie land|fall|drop in|inside",  # "left shuttle lands in"
        "let the last|final shuttle|bird|birdie go|drop|fall",  # ends on a leave
        "be allow|allowed|leave|left to drop|fall|land",  # "the shuttle is allowed to drop"
        "shuttle|bird|birdie left to drop|fall|land",  # "a shuttle left to land in"
        "left to drop|fall|land in|inside",  # "misjudged and left to fall in"
        "think it be out",
        "be left but|and land|fall|drop|be in|inside",  # "a shuttle that was left but landed in"
        "be left but|and it land|fall|drop|be in|inside",  # "the shuttle is left and it lands in"
        "be left but|and land|fall|drop on the line",
        # the noun: "a leave that lands in"
        "bad|poor|wrong|mistaken|misjudged|shocking|terrible|awful|careless|failed|costly leave"
        "|leaves",
        "wrongly|mistakenly|incorrectly|wrong leave|left",  # "a shuttle wrongly left"
        "wrongly|mistakenly|incorrectly leave|let the|a shuttle|shot|bird|birdie",
        "shuttle|bird|birdie leave|left that|which be|land|fall|drop in|inside",
        "shuttle|bird|birdie leave|left that|which land|fall|drop on the line",
        "shuttle|shot|bird|birdie leave|left by",  # "shuttles left by the receiver"
        "player|receiver|server|opponent|she|he|they leave land|fall|drop in|inside",  # "a
        # shuttle the player leaves lands in" (not "from the front left landed in")
        # "a leave that lands in"; "a", as "left" is read "leave" too ("from the front left
        # that lands in the rear right")
        "a leave|leaves that|which be|land|fall|drop in|inside",
        "a leave|leaves that|which be|land|fall|drop on the line",
        "a leave|leaves that|which turn out to be in|inside",
        "leave|leaves , land|fall|drop in|inside",  # a label: "bad leave, lands in"
        "leave|leaves , in|inside",  # "final = leave, in"
        "leave|leaves , which|that land|fall|drop|be in|inside",  # "ends on a leave, which
        # lands in"
        "leave|left one|it that|which land|fall|drop|be in|inside",  # "leaves one that lands in"
        "leave|left one|it that|which land|fall|drop on the line",
        # the article left out: "player leave shuttle but it is in"
        "leave|left shuttle|bird|birdie but|and it be|land|fall|drop in|inside",
        "think|thought shuttle|bird|birdie|it go|be out",  # "think shuttle go out, leave it"
        "leaves that|which be|land|fall|drop in|inside",  # the plural alone: "left" is no
        "leaves that|which turn out to be in|inside",  # form of it ("leaves that land in")
        "think it be go out",
        "think it be going out",
        "judge|call|deem|believe out",  # "a shuttle judged out that lands in"
        "leave|leaves be wrong|bad|mistaken|misjudged",  # "the receiver's leave is wrong"
        "leave|leaves that|which go wrong",  # "a leave that goes wrong"
        "leave|leaves go wrong",  # "a leave goes wrong"
        "leave|leaves that|which be wrong|bad|mistaken|misjudged",
        "judge|deem|believe to be out",
        "leave|left because|as|since it look|seem|be out",  # "left because it looked out"
        "expect|assume|believe|judge it out",  # "leaves the shuttle expecting it out"
        "expect|assume it to be out",
        "let through",  # "a shot let through that turns out to be in"
        "let it through",
        "let the|a shuttle|shot|bird|birdie through",
        "let go as out",  # "the shuttle is let go as out but drops in"
        "let it go as out",
        "let the shuttle|bird|birdie go as out",
        "leave|left as out",
        "leave|left it as out",
        "leave|left the shuttle|bird|birdie as out",
        "not|n't play|played|hit|touch|touched|return|returned because|as|since it look|seem|be"
        " out",  # "the shuttle is not played because it looks out"
        # "points lost by not playing a shuttle that was in"
        "not|n't play|playing|hit|hitting|return|returning|touch|touching a|an|the shuttle|shot"
        "|bird|birdie that|which be|land|fall|drop in|inside",
        # "the player does not play the shuttle and it lands in"
        "not|n't play|hit|return|touch the|a shuttle|bird|birdie and|but it land|fall|drop|be in"
        "|inside",
        "not|n't play|played and land|lands|landed|fall|falls|fell in|inside",  # "the shuttle
        # is not played and lands in"
        "not|n't play|touch|touched|hit|return ,|and|but it land|fall|drop|be in|inside",  # "the
        # shuttle isn't touched, and it lands in"
        "not|n't play|touch|touched|hit|return , and it land|fall|drop|be in|inside",
        "not|n't play|hit|return|touch the last|final shuttle|bird|birdie and|but it land|fall"
        "|drop|be in|inside",  # "doesn't play the last shuttle and it's in"
        "do nothing with the last|final shuttle|bird|birdie and|but it land|fall|drop|be in"
        "|inside",  # "does nothing with the last shuttle and it drops in"
        "but|yet the shuttle|bird|birdie be in|inside",  # "a leave, but the shuttle was in"
        "leave|leaves ,|and but|yet the shuttle|bird|birdie|it be in|inside",
        # "left and landed in" (a typed field)
        "left|leave and|but land|landed|lands|fall|fell|falls|drop|dropped|drops in|inside",
        "not|n't play|playing a|the shuttle|shot|bird|birdie that|which be to land|fall|drop in",
    ): ("ending", ("misjudged",)),
    ("fault", "service fault"): ("ending", ("fault",)),
    (  # said of a shuttle left or misjudged: in, adding nothing ("let go that drop inside")
        "that|which drop|fall|land|be inside the line|lines|court|baseline",
        "that|which drop|fall|land|be in the line|lines|court",
        "fall|land|be inside the line|lines|court|baseline",
        "fall|land|be in the line|lines|court",
        "fall|land|drop on the line|lines",  # "lands on the line": in
        "inside the line|lines|court|baseline",
        "it drop|fall|land in|inside",  # "lets the shuttle go and it drops in": not a drop
        "but|yet it be in|inside",  # "left because it looked out, but it was in"
    ): ("inside", None),
    # players by the part they play
    (
        "server",
        "serving player|side",
        "player|side|one|person serving",
        "player|side|one|person who|that serve",
        "someone|somebody|anyone who|that serve",  # "someone who serves and then clears"
        "whoever serve",  # "whoever served never smashes"
        "player|side|one|person on serve",  # "the one on serve wins"
        "player|someone|somebody|she|he|they serve ,|and",  # "a player serves, smashes twice
    ): (
        "role",
        "server",
    ),
    (
        "receiver|returner",
        "receiving player|side",
        "player|side|one|person receiving",
        "player|side|one|person who|that receive",
        "someone|somebody|anyone who|that receive",
        "whoever receive",
        "player|side|one|person receiving|returning serve|service",  # not the serve: "the player
        "player|side|one|person receiving|returning the serve|service",  # returning serve smashes"
        "player|side|one|person who receive|return serve|service",
        "someone|somebody|anyone who receive|return serve|service",
        "player|side|one who receive|return the serve|service",
        "whoever receive|return serve|service",
        "whoever receive|return the serve|service",
        "non - server|serving",  # "the non-server wins"
        "non server|serving",
        "player|someone|somebody|she|he|they receive ,|and",  # "a player receives and lifts"
    ): (
        "role",
        "receiver",
    ),
    ("opponent|rival", "other player|side|one", "the other"): ("role", "opponent"),
    (  # a player who receives: "X wins when receiving", "on her opponent's serve"
        "receive|receives|receiving|received",
        "receive|receives|receiving|received serve|serves|service|services",
        "return|returns|returning serve|serves|service|services",
        "opponent|rival 's|’s serve|serves|service|services",
        "opponent|rival serve|serves|service|services",
    ): ("receive", None),
    (
        "loser",
        "losing player|side",
        "player|side|one who lose",
        "player|side|one who lose the|a point|rally",
    ): ("role", "loser"),
    (
        "player|side|one who win|take",
        "player|side|one who win|take|get|earn the|a point|rally",
        "winning side|player",
    ): ("role", "winner"),
    ("same player", "one player", "a single player"): ("role", "same"),
    ("either player|side", "any player", "either of them"): ("anyone", None),  # no one in
    # particular: "no net shot from either player"
    (  # the hitter's next own shot, two shots on ("drops, then smashes with her next shot")
        "their|his|her|own next|following shot|stroke|hit|one|touch",
        "their|his|her own next|following shot|stroke|hit|one|touch",
        "their|his|her next|following own shot|stroke|hit|one|touch",
        "next own shot|stroke|hit",
        "same|that|this player|side 's|’s next|following shot|stroke|hit|one|touch",
        "same|that|this player|side 's|’s next|following",
        "the player|hitter 's|’s next|following shot|stroke|hit|one|touch",
    ): ("ownnext", None),
    (
        "both players|sides",
        "the two players|sides",  # "the two players play as many lifts as each other"
        "each player|side",
        "both of them",
        "each of them",
    ): ("role", "both"),
    # structure
    (
        "no|not|never|without|nor|none|zero|nobody|neither",
        "n't",
        "not a single",
        "not one",
        "not once",  # "the server smashes not once"
    ): (
        "neg",
        None,
    ),
    (
        "no one",
        "not even one",
        "free|devoid of",
        "absence of",
        "lack of",
        "avoid|avoids|avoided|avoiding",  # "avoids dropping": never drops
    ): ("neg", None),
    (
        "only|exclusively|purely|solely|entirely|wholly",
        "nothing but",
        "from start to finish|end",
        "start to finish",
        "from beginning to end",
        "the whole|entire rally be",  # "the whole rally was drives"
        "the whole|entire rally be play with|on|using",
        "rally is|was all",  # "the rally is all net shots" (not "its shots are all")
        "it is|was all",
    ): ("only", None),
    (
        "then|next|immediately|straightaway|subsequently|afterwards|afterward|before|prior",
        "consequently|thereupon",  # "a net shot; consequently a lift": the one that follows
        "as a result|consequence",
        "in turn",
        "straight|right|just|immediately before",
        "followed|answered|met|countered|returned by|with",
        "defended|retrieved|parried by|with",  # "a smash defended with a drive"
        "followed|answered|met|countered|returned immediately|directly|straight|right by|with",
        "followed|answered|met|countered|returned straight|right away by|with",
        "followed|answered|met|countered|returned at once by|with",
        "answered|countered",  # "a drop answered at the net": a shot there replied
        "be|get returned",  # "a smash that is returned": replied, not the return of serve
        "reply|respond|answer with",
        "replied|responded|answered to with|by",  # "a net shot replied to with a lift"
        "straight|right away",
        "at once",
        "force|forcing|forces|forced",
        "lead to",
        "result in",  # "a drop which results in a lift"
        "in reply|response",
        "the reply|response|answer is|was|comes",  # "X drives and the reply is a push"
        "'s|’s reply|response|answer is|was",  # "a drop's reply is a net shot"
        "precede|precedes|preceded|preceding",
        "set|sets|setting up",
    ): ("order", "next"),
    (
        "after|following",
        "preceded|prefaced by",
        "that|which follow|follows|followed",
        "come|comes|came after",
        "come straight|right|just|immediately after",  # "a lift coming right after a smash"
        "straight|right|just|immediately after",
        "set up|created|prepared|forced|earned|made by|with",
        "forced|caused|prompted|drawn|induced by",  # "a lift forced by a net shot"
        "in reply|response|answer to",
        "reply|respond|answer to",
        "answering|countering",  # "a lift on the fourth shot, answering a net shot"
        "replying|responding to",
        # "a clear that answered a lift": a reply verb of a relative clause, its object first
        "that|which answer|counter|meet|return|punish",
    ): ("order", "prev"),
    (
        "eventually|later|finally|ultimately|earlier",
        "at some point|stage",
        "some time|while",  # "a smash, and some time after it a net shot"
        "sometime",
        "follow up|through",  # "a smash followed up at the net": the same player, later
        "follow up|through by|with",
        "followed|answered eventually|later|finally|ultimately by|with",  # "a smash followed
    ): ("order", "later"),  # eventually by a net kill"
    (
        "in a row|line",
        "on the trot",  # "three smashes on the trot"
        "consecutive|successive|straight|back-to-back|unbroken|uninterrupted|continuous",
        "consecutively|successively",
        "back - to - back",
        "in succession",
        "one after another",
        "one after the other",
        "back and forth",
        "to and fro",
        "string|series|sequence|run|stream|flurry|volley|streak|spell|chain|burst of",
    ): ("run", None),
    ("at least|minimum", "minimum of", "minimum"): ("cmp", ">="),  # "five shots minimum"
    ("or more|above|plus|longer|higher|greater", "+", "or over", "plus"): ("cmp", "+"),
    ("or fewer|less|under|shorter", "or below"): ("cmp", "-"),
    (
        "more than",
        "over|above|beyond|exceeding",
        "longer than",
        "go|goes|went|going|run|runs|ran|running beyond|past",  # "rallies that go beyond 25
        "in excess of",  # shots", "runs past twelve shots"
        "north|upwards|upward of",
        "exceed|exceeds|exceeded",  # "the smashes exceed four"
    ): ("cmp", ">"),
    (
        "at most|maximum",
        "maximum|max of",  # "a maximum of five shots"
        "maximum|max",  # "five shots max"
        "at the most",
        "no more than",
        "up to",
        "within|inside",
    ): ("cmp", "<="),
    (
        "fewer|less|shorter than",
        "under|below",
        "before it reach",  # "wins before the rally reaches seven shots"
        "before the rally|point|exchange reach",
        "before it|rally|point|exchange get to",
        "before the rally|point|exchange get to",
    ): ("cmp", "<"),
    "exactly|precisely": ("cmp", "="),
    ("more", "more often|times"): ("more", ">"),  # "the player who smashed more": counts compared
    "outnumber|outnumbers|outnumbered": ("more", ">"),  # "X's drives outnumber their lifts"
    "at least as often|much|many": ("more", ">="),  # "... as the server", "... lifts as drops"
    ("as often|many", "exactly|just as often|many"): ("more", "="),  # "as many drops as clears"
    (  # "twice as many lifts as smashes": more, the most the language can say of a ratio
        "twice|double as often|many|much",
        "at least twice|double as often|many|much",
        "two|three|four times as often|many|much",
        "at least two|three|four times as often|many|much",
    ): ("more", ">"),
    ("most", "the most", "most often"): ("more", ">"),  # of two players: "who smashes (the) most"
    ("fewer|less", "less often"): ("more", "<"),
    "shot|stroke|hit|play|use|touch|ball|exchange|battle|duel": ("unit", None),
    # "drops, the opponent lifts, and the dropper smashes": the players alternate, so who
    # played the earlier shot is said by the order already
    # the one who played a shot said before: "the smasher loses", "the blocker wins"
    **{agent: ("agent", family) for agent, family in AGENTS.items()},
    "time": ("times", None),
    "twice": ("num", 2),
    "thrice": ("num", 3),
    "a couple|pair|brace of": ("num", 2),
    "a trio of": ("num", 3),
    "half a dozen": ("num", 6),
    "a dozen": ("num", 12),
    (
        "several|multiple|repeated|repeatedly|many",
        "lots|loads|plenty of",  # "rallies with lots of smashes": more than one
        "a lot|bunch|ton|number of",
        "a lot",  # "the loser smashes a lot"
        "full of",
    ): ("num", 2),
    # positions in the rally
    (
        "the serve|serves|service|services",
        "serve",
        "start|starts|started|begin|begins|began with",  # "starts with a long serve"
        "start|starts|started|kick|kicks|kicked off with",
        "opens|opened|opening with|by",  # "a rally opened by a short serve"
        "start|starts|started|begin|begins|began|opens|opened the rally|point with",  # "Momota
        # starts the rally with a short serve"
        "to start|begin",  # "a long serve to start, a net winner to finish" (not "open": "the
        # Denmark Open")
        "at the start|beginning",
        "at the start|beginning of the rally|point",
    ): ("anchor", 1),
    (
        "return of serve|serves|service|services",
        "return|returns|returned|returning serve|service with",
        "return|returns|returned|returning the serve|service with",
        "answer|meet|attack the|a serve|service with",
        "reply|respond to the|a serve|service with",
        "reply|response|answer to the|a serve|service",  # "the receiver's reply to the serve"
        "serve|serves|service|services return|returns",
        "the return",
        "return",
    ): ("anchor", 2),
    (
        "third shot|ball|stroke",
        "answer|meet|attack the return with",  # "the server answers the return with a smash"
        "answer|meet|attack the return of serve|service with",
    ): ("anchor", 3),
    (
        "final|last|finishing|closing|deciding shot|stroke|ball",
        "final|last shuttle|bird|birdie",  # "the last shuttle is left and lands in"
        "point|rally - ending|deciding shot|stroke|ball",  # "the rally-ending shot"
        "point-ending|rally-ending|point-deciding|rally-deciding shot|stroke|ball",
        "end|finish|close|conclude|decide the rally|point",
        "end|finish|close|conclude|decide a rally|point",  # "the receiver ends a rally with"
        "end|finish|close|conclude|decide|ending|finishing|closing rallies|points",  # "Marin
        # finishes points with"
        "end with|on|in",
        "close|conclude with",  # "the rally closes with a lift and a smash winner"
        "at the end of the rally|point",
        "at the end",
        "end of rally|point",  # notes: "drop - unreturned (end of rally)"
        "close|closes|closed|closing it out",  # "to close it out": ends it, not out
        "to close it out",
        "close|closes|closed|closing the rally|point out",
        "to end|finish|close it",
        "end|finish|close|conclude|decide it",  # "the receiver's smash ends it"
        "to end|finish|close",
        "decide|decided|settle|settled",
        "finish|wrap off|up",
        "finish",
        "finishing",
    ): ("final", None),
    "first|opening|initial": ("first", None),
    (
        "penultimate|next-to-last|second-to-last",
        "second|next - to - last",  # one alternative set per word position
        "second|next to last",
        "second last",
        "second last shot|stroke|one",
        "second|next - last",
        "shot|stroke|one before the last|final shot|stroke|one",
        "shot|stroke|one before the last|final",
        # said after the shot: "a drop followed by only one more shot"
        "follow|answer|reply by|with only|just one more|other|further shot|stroke|reply|return",
        "follow|answer|reply by|with one more|further shot|stroke",
        "only|just one more shot|stroke",
        "one more shot|stroke and the rally|point be over|end|finish",
        "one more shot|stroke end|finish|decide the rally|point",
        "get|gets|got|draw|draws|drew only|just one reply|return",
        "get|gets|got|draw|draws|drew one reply|return",
        "get|gets|got|draw|draws|drew a single reply|return",
        "one shot from|before the end",
    ): ("penultimate", None),
    (  # two shots after it end the rally
        "third - to - last",
        "third to|from last",
        "third last",
        "third last shot|stroke|one",
        "two shots|strokes from|before the end|last",
        "two shots|strokes before the last|final shot|stroke|one",
        "shot|stroke|one two before the last|final shot|stroke|one",
        "shot|stroke|one two before the last|final|end",  # "the shot two before the end"
        # said after the shot: "a clear, then two more shots and the rally is over"
        "follow|answer by|with only|just two more|other|further shots|strokes",
        "only|just two more shots|strokes",
        "two more shots|strokes and the rally|point be over|end|finish",
        "two more shots|strokes end|finish|decide the rally|point",
        "two more shots|strokes before the rally|point be over|end|finish",
    ): ("penultimate", 2),
    (
        "fourth - to - last",
        "fourth to|from last",
        "fourth last",
        "fourth last shot|stroke|one",
        "three shots|strokes from|before the end|last",
        "three shots|strokes before the last|final shot|stroke|one",
        "shot|stroke|one three before the last|final|end",
        "shot|stroke|one three before the last|final shot|stroke|one",
        "follow|answer by|with only|just three more|other|further shots|strokes",
        "only|just three more shots|strokes",
        "three more shots|strokes and the rally|point be over|end|finish",
        "three more shots|strokes end|finish|decide the rally|point",
        "three more shots|strokes before the rally|point be over|end|finish",
    ): ("penultimate", 3),
    # length
    (
        "long|lengthy|extended|marathon|epic|endless|grueling|gruelling rally|exchange|point",
        "drawn - out rally|exchange|point",
    ): ("length", "long"),
    "short|quick|brief|fast rally|exchange|point": ("length", "short"),
    (
        "medium|mid-length|moderate|average rally|exchange|point",
        "medium|mid - length rally|exchange|point",
        "medium-length rally|exchange|point",
        "rally|exchange|point of medium|moderate|average length",  # "a rally of medium length"
    ): ("length", "medium"),
    "rally": ("rally", None),
    "of|in the point": ("rally", None),  # "the fourth shot of the point"
    # score
    (
        "deuce",
        "20 - all|20",
        "20-all|20-20|twenty-all",
        "twenty all",
        "twenty - all",
        "golden point",
        "extra point",
        "setting",
        "tie|tied|level|even|square at 20|twenty or more|above|beyond",  # "tied at 20 or more"
        "score|scores be tie|tied|level|even|square at 20|twenty or more|above|beyond",
        "score|scores tie|tied|level|even|square at 20|twenty or more|above|beyond",
        "tie|tied|level|even|square at 20|twenty - all|plus",
    ): ("deuce", None),
    (
        "score|scores level|tied|even|equal|square",
        "level|tied|even|equal score|scores",
        "all square",
        "score|scores all square",
        "with the score|scores level|tied|even|equal",
        "score|scores is|are|was|were level|tied|even|equal",
        "is|are|was|were level|tied|square",  # "the server is level and wins"
        "level|tied|square on points",
        "tied|level|square at|on",  # "tied at fifteen or higher": a count follows
        "tied|level|square with|, both|each",  # "level, both on ten or more"
        "tied|level|square , with both|each",
        "and level|tied|square|equal",  # "both players on at least 15 and level"
        "start|starts|started|begin|begins|began level|tied|even|square",
        "start|starts|started|begin|begins|began all square",
        "on|at the same score|scores",
        "same score|scores",
        "scores|score is|are|was|were the same",
    ): ("level", None),
    (
        "game|set|match point",
        "game-point|gamepoint|set-point|match-point",
        "need|needs|needed|needing one|a more point",
        "need|needs|needed|needing one|a single point",
        "need|needs|needed|needing one|a point to win|take|close|clinch|seal",
        "need|needs|needed|needing one|a point to win|take|close|clinch|seal the game|set|match",
        "need|needs|needed|needing one|a more|single point to win|take|close|clinch|seal",
        "one point away|short from|of winning|taking|closing|clinching|sealing the game|set|match",
        "one point from",
        "one point away|short from|of",
        "one point away|short from|of winning|taking|closing|clinching|sealing",
        "one point away",
    ): ("gamepoint", None),
    # the score's stage, by its higher or lower side: a number follows
    (
        "before either|any|one|a player|side|score reach|get|hit|have|score|make",
        "before anyone|either|one reach|get|hit|have|score|make",
        "neither|no player|side|score reach|have|get|be",  # not "hit": "neither player hits
        "neither|no player|side|score have|has reach|get",  # a smash" is no smash
        "neither|no player|side on|at",  # "with neither player on five points yet"
        "both|all scores|score|players|sides under|below",
        "both|all scores|score|players|sides be|still|stay|remain under|below",
        "both|all scores|score|players|sides be|are still under|below",
    ): ("points", ("high", "<")),
    (
        "once|after|when either|any|one|a player|side|score reach|get|hit|have|make",
        "once|after|when anyone|someone|either reach|get|hit|have|make",
        "once|after|when either|any|one|a player|side|score have reach|get|hit",
        "once|after|when anyone|someone|either have reach|get|hit",
        "once|after|when either|any|one|a player|side|score get to",
        "once|after|when anyone|someone get to",
        "either|any|a player|side reach",  # "once" before them is read as "then"
        "either|any|a player|side get to",
        "anyone|someone reach",
        "anyone|someone get to",
    ): ("points", ("high", ">=")),
    (
        "both|all scores|score|players|sides on|at|reach|reached",
        "both|all scores|score|players|sides be|have on|reach|reached",
        "both|all scores|score|players|sides be|are",  # "both scores are 15 or higher"
        "both on|at",  # "both on 10+"
        "each player|side on|at|reach|reached",  # "with each player on at least 10"
        "each player|side be|have on|reach|reached",
        "both|all players|sides already on|at",  # "both players already on ten or more"
        "each player|side already on|at",
    ): ("points", ("low", ">=")),
    (
        "both|all scores|score|players|sides over|above|past|beyond",
        "both|all scores|score|players|sides be|are over|above|past|beyond",
    ): ("points", ("low", ">")),
    # the stage of the game, without a number: early is before either player has five
    # points (as "before either player reaches five" reads), late is once one has 18
    (
        "early in|into the|a game|set",
        "early on in the|a game|set",
        "at|near the start|beginning of the|a game|set",
        "in the opening|first points|stages of the|a game|set",
        "in a game 's opening|first points|stages",
    ): ("stage", "early"),
    (
        "late in the|a game|set",
        "at|near|towards|toward the end of the|a game|set",
        "in the closing|final|last points|stages of the|a game|set",
        "in the closing|final stages",
        "at|in the business end of the game|set",
        "at|in the business end",
    ): ("stage", "late"),
    ("save|saving|erase|erasing", "fend|stave off"): ("save", None),
    "face|facing|against|stare": ("facing", None),
    (
        "lead|leading|ahead|up|front-running",
        "lead|leading|ahead|up in|on the score|scoreboard",
        "already|while|when in front",  # "the server, already in front, ...": not a place
        "in front on the score|scoreboard",
        "point|points clear",  # "three points clear"
    ): ("lead", None),
    (
        "trail|trailing|behind|down|adrift",
        "come from behind",
        "from behind",
        "trail|trailing|behind|down in|on the score|scoreboard",
    ): ("trail", None),
    ("first|opening set|game", "first|opening - set|game", "set|game one|1"): ("set", 1),
    ("second set|game", "second - set|game", "set|game two|2"): ("set", 2),
    (
        "third|final|deciding set|game",
        "third|final|deciding - set|game",
        "decider|rubber",
        "set|game three|3",
    ): ("set", 3),
    # defending against shots
    (
        "withstand|survive|absorb|weather|defend|resist|endure|handle|repel|retrieve",
        "soak up",
        "dig out",
        "defend|defends|defended|defending against",
    ): ("defend", None),
    "finish|finished|end|ended by|with": ("final", None),
    (
        "still|nevertheless|anyway|despite|yet|although|though",
        "even though",
        "in spite of",
        "even with",  # "even with three smashes, she loses"
    ): ("despite", None),
}

_SENDS_THE_OPPONENT = (
    "run|move|drag|stretch|send|take the|her|his|their opponent|rival|server|receiver|winner"
    "|loser to|into|around|round"
)
# coach words for tactic tags; sure=False for loose paraphrases (they rank, never filter)
TAGS: dict[Phrases, tuple[str, bool]] = {
    (
        "defence|defense|defending into|to attack|offence|offense|attacking",
        "counterattack|counter-attack",
        "counter attack",
        "counter - attack",
        "counterattack|counter-attack from defence|defense",  # "... from defence"
        "counter attack from defence|defense",
        "counter - attack from defence|defense",
        "counterattack|counter-attack out of defence|defense",
        "counter attack out of defence|defense",
        "counter - attack out of defence|defense",
        "turn the table",
        "from defence|defense to attack|offence|offense",
        "turn|switch|convert|transform defence|defense into|to attack|offence|offense",
        "defence|defense turn|switch|convert|transform into|to attack|offence|offense",
        "from defend|defending to attack|attacking",
        "go|switch|move|turn|shift|change from defence|defense|defend|defending to attack",
        "swing|swung|flip from defence|defense|defend|defending to attack|offence|offense",
        "go|switch|move|turn|shift|change from defence|defense|defend|defending to attacking",
        "go|switch|move|turn|shift|change from defence|defense|defend|defending to offence",
        "go|switch|move|turn|shift|change from defence|defense|defend|defending to offense",
    ): ("defence_to_attack", True),
    (
        "take|regain|seize|grab the attack|initiative",
        "win|take|get back the attack|initiative",
        "win|take|get the attack|initiative back",
        "turn|swing|flip it|things around|round",
        "turn|swing|flip the rally|point|exchange around|round",
    ): ("defence_to_attack", False),
    (
        # not "push": "a push to the rear court" is the shot
        "pin|stuck|trap|lock|keep|hold in|at|to the back|rear|baseline",
        "pin|stuck|trap|lock|keep|hold in|at|to the back|rear court",
        "pin|stuck|trap|lock|keep|hold deep|back",
        "pinned|stuck|trapped|locked",
        "rear|back - court - pinned",  # "a rear-court-pinned rally"
        "pin|trap|lock|keep|hold the|her|his|their opponent|rival|server|receiver|winner|loser "
        "in|at|to the back|rear|baseline",  # "the server pins the receiver at the back"
        "pin|trap|lock|keep|hold the|her|his|their opponent|rival|server|receiver|winner|loser "
        "deep|back",
    ): ("rear_court_pinned", True),
    ("escape|get|break out", "escape", "break free"): ("rear_court_pinned", False),
    (
        "four|4|all corner",
        "all four corner",
        "every corner",
        "four - corner",
        "four-corner",
        # "the winner sends the opponent to all four corners": the mover's tag
        f"{_SENDS_THE_OPPONENT} all|the four corner",
        f"{_SENDS_THE_OPPONENT} every corner",
        # "a player is pushed into all four corners": the moved player's passive
        "push|move|drag|run|send|take|stretch to|into all|the four corner",
        "push|move|drag|run|send|take|stretch to|into every corner",
    ): ("four_corners", True),
    ("all over the court", "around|round the court"): ("four_corners", False),
    (
        "run|move|drag|stretch|push|chase the opponent|rival|winner|loser|server|receiver "
        "around|about",
        "run|move|drag|stretch|push|chase her|his|their opponent|rival around|about",
        "run|move|drag|stretch|push|chase him|her|them around|about",
        "run|move|drag|stretch|push|chase the opponent|rival|him|her|them all over",
        "run|move|drag|stretch|push|chase around",
        # "moves him around the court": not the court's words read apart
        "run|move|drag|stretch|push|chase him|her|them around|round|about the court",
        "run|move|drag|stretch|push|chase the opponent|rival|winner|loser|server|receiver "
        "around|round|about the court",
    ): ("four_corners", False),
    (
        "net control|dominance|domination|mastery",
        "control|command|dominance|mastery of the net",
        "control|dominate|own|command|rule the net",
        "control|dominate|own|command|rule the front court",  # "controlling the front of
        "control|dominate|own|command|rule the forecourt",  # the court"
        "control|dominate|own|command|rule the front of the court",
        "control|dominate|command|rule at the net",
        "take|takes|took|taking over the net",
        "win|take the net battle|exchange|duel|war",
        "take|takes|took|taking|gain|gains|gained|seize|seizes|seized control of the net",
        "win|take the battle|exchange|duel|war at the net",
    ): ("net_control", True),
    (
        "barrage|onslaught|bombardment|relentless|sustained|non-stop|nonstop|hammer|pound|pummel",
        "smash|smashing barrage|onslaught|bombardment",  # the shot is the tag's own
        "sustained attack|pressure",
        "keep smashing",
        "smash after smash",
        "wave of smashes",
        "barrage|onslaught|bombardment|volley|flurry|series|string of smash|smashes",
    ): ("smash_barrage", True),
    (
        "third-shot|third shot|ball attack",
        "third - shot attack",
        "attack|attacking the|on|with|off third shot|ball",
        "attack|attacking the|on|with|off the third shot|ball",
        "serve and attack",
        "serve-plus-one|serve-and-one attack|attacking",  # the server's first shot after
        "serve plus one|1 attack|attacking",  # the serve, the third of the rally
        "serve + 1 attack|attacking",
    ): ("serve_third_attack", True),
    (
        "punish|punishing a|the|their lift|lob",
        "lift|lob punished|punishment",
        "lift|lob punished|punishment by",  # not the order word "punished by"
        "lift|lob get|gets|got|be|is|was|are|is punished",
    ): (
        "lift_punished",
        True,
    ),
    (
        "trap at|in the net|front|forecourt",
        "trap the|her|his|their opponent|rival|server|receiver|winner|loser at|in the net|front",
        "trap the|her|his|their opponent|rival|server|receiver|winner|loser in the forecourt",
        "net|front-court|forecourt trap",
        "front court|- trap",
        "front - court trap",
    ): ("front_court_trap", True),
    "lure|draw|drag|pull forward|in|to the net|front": ("front_court_trap", False),
}

_NUMBER_WORDS = """zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty"""
_ORDINAL_WORDS = """second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth
    thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"""
ORDINALS = {w: i for i, w in enumerate(_ORDINAL_WORDS.split(), 2)}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
# "the fifth-to-last shot", "the seventh last": the shots after it, for the ordinals that the
# entries of the second, third and fourth to last above leave out
WORDS |= {
    (f"{w} - to - last", f"{w} to|from last", f"{w} last", f"{w} last shot|stroke|one"): (
        "penultimate",
        i - 1,
    )
    for w, i in ORDINALS.items()
    if i > 4
}
# adjectives saying a shot ends the rally ("the final clear") or the shots counted do
# ("the last three shots"); "finishing" is a phrase of its own in WORDS
LAST = frozenset({"last", "final", "closing", "concluding"})
NUMBERS = {w: i for i, w in enumerate(_NUMBER_WORDS.split())} | TENS

# words that carry no constraint of their own
STOPWORDS = frozenset(
    """a an the and or but of on in at to by for with from is are was were be been being it its
    his her their they them he she we you i me my our your that this these those which who whom what
    when where how whoever whose there here do does did doing have has had rally rallies point
    points player players shot shots match matches game games show find list give me look search
    any some all each every where while as so than also just very really up out over get gets
    got make makes made can could would should will shall may might must one ones identify
    example examples instance instances case cases moment moments situation situations sequence
    sequences play plays played playing hit hits hitting stroke strokes shuttle shuttlecock bird
    birdie ball court side time times happen happens happened occur occurs find want see watch
    both either whole entire way ways end ends put puts putting send sends sent forward forwards
    across include includes including included contain contains containing feature features
    featuring very even single away spell period phase bout own because past another mix mixes
    score lasting lasts lasted again ever among amongst somewhere someone somebody already
    mixed mixing during okay ok alright um uh erm hmm basically total altogether go goes went
    gone going if whereas throughout whatsoever consist consists consisted consisting comprise
    comprises comprised""".split()  # noqa: SIM905 - a word list reads best as text
)


def vocabulary_words() -> frozenset[str]:
    """Every word the lexicon knows (the planner never takes these for unknown names)."""
    phrases: list[str] = []
    for table in (SHOTS, WORDS, TAGS):
        for key in table:
            phrases += [key] if isinstance(key, str) else list(key)
    return frozenset(w for p in phrases for word in p.split() for w in word.split("|"))


def _expand(phrase: str) -> list[str]:
    words = [w.split("|") for w in phrase.split()]
    out = [""]
    for options in words:
        out = [f"{o} {w}".strip() for o in out for w in options]
    return [o.replace(" - ", "-") for o in out]


def shot_phrases() -> dict[str, frozenset[str]]:
    """Every written form of a shot name (with plurals) -> the shot types it names; for
    readers of free text such as the narrative grounding checker."""
    out: dict[str, frozenset[str]] = {}
    for key, types in SHOTS.items():
        for phrase in (key,) if isinstance(key, str) else key:
            for form in _expand(phrase):
                plural = form + ("es" if form.endswith(("sh", "ch", "s", "x")) else "s")
                out.setdefault(form, types)
                out.setdefault(plural, types)
    return out
