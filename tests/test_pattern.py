"""The rally pattern language: syntax and errors, and every construct run both as SQL in a
real PostgreSQL and in memory over polars, against hand-made rallies whose answers are
counted by hand (tests/handmade.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import polars as pl
import psycopg
import pytest

from rallyscope.pattern import frame
from rallyscope.pattern import model as m
from rallyscope.pattern.implied import anchor_serves, canonical, implies, simplify
from rallyscope.pattern.players import PlayerNames, UnknownPlayer
from rallyscope.pattern.sql import compile_pattern
from rallyscope.pattern.syntax import PatternError, parse, render
from rallyscope.tactics import EQUALS, IMPLIES, WON_BY_CREDITED
from tests import handmade

ALL = set(handmade.RALLIES)
QUERIES = Path(__file__).resolve().parents[1] / "benchmarks" / "queries"

# pattern -> the rallies (numbers in tests/handmade.py) it must select
CONSTRUCTS = {
    # shot types and families, anywhere in the rally
    "smash": {1, 3, 6, 8, 9},
    '"wrist smash"': set(),
    "push|drive": {3, 4, 8, 9},
    # any shot but those named
    "lift > !smash": {2, 9},  # a lift not smashed (a lift last in its rally has no reply)
    "@2 !net": {3, 4, 6, 7, 8, 9},
    "!smash$": {2, 3, 4, 5, 7, 8},
    "^!smash+ > smash[by=receiver]": {1, 8},  # the rally's first smash is the receiver's
    "^!smash+ > smash[by=server]": {3, 6, 9},
    # the hitter: role, letter, name, and the final shot
    "smash[by=winner]$": {1, 6, 9},
    "smash[by=A]": {3, 8, 9},
    'smash[by="alice ace"]': {3, 8, 9},
    'smash[by=opponent("Bea Block")]': {3, 8, 9},  # a named player's opponent: the other
    'won=opponent("Bea Block")': {3, 8, 9},
    'lost=opponent("Alice Ace")': {3, 8, 9},
    'smash[by=opponent("Alice Ace")]': {1, 6},
    'smash[by=opponent("Alice Ace")] won=opponent("Alice Ace")': {1, 6},
    "*[by=server]$ end=winner": {3, 6, 9},
    # how and where
    "smash[aroundhead]": {6},
    "*[by=B, backhand]": {7},
    "*[by=A, backhand]": set(),
    "drop[from=rear, to=front]": {2, 7, 8},
    "drop[to=front-right]": {7},
    "*[from=centre, to=rear-centre]": {3, 6},
    # corners: front or rear, left or right, of one depth or side where said
    "smash[to=corner]": {8},
    "*[to=rear-corner]$": {4, 7, 8},
    "net[to=left-corner]": {1, 2, 3, 9},
    "lift[from=corner]": {1, 7, 8, 9},
    # cross-court: a left (right) zone to a left (right) zone, each half's sides its own
    "lift[cross]": {1, 7, 8},
    "smash[cross]": {3, 8},
    "smash[from=rear-left, cross]": {3},
    "count(*[cross])>=2": {8},
    "*[cross]{2}": {8},  # a bounded run: its neighbours are shots that are not cross-court
    "no(lift[cross])": {2, 3, 4, 5, 6, 9},
    # straight, down the line: a left (right) zone to a right (left) one; the centre is neither
    "lift[straight]": {1, 8, 9},
    "smash[straight]": {1, 3},
    "clear[from=rear-left, straight]": {2, 8},
    "*[straight]{2}": {1, 2, 3, 7, 8, 9},
    "no(lift[straight])": {2, 3, 4, 5, 6, 7},
    "lift[straight] > smash[straight]": {1},
    # sequences: next, later
    "lift > smash": {1, 3, 6, 8, 9},
    "lift > smash[by=winner]$ end=winner": {1, 6, 9},
    "lift >> drop": {2},
    # shots of any kind from 0 to a bound: "up to one shot between", "in the last two shots"
    "push > *{0,1} > clear": {8, 9},
    "push > clear": {8},
    "drop > *{0,1}$": {2, 7},
    "@2 *{0,1} > net": {1, 2, 5},
    # runs of consecutive shots, and of one player's own shots
    "net{4,}": {2},
    "net{4}": {2},
    "net{3}": set(),
    "net{2,}": {2, 9},
    "net{2}": {9},
    # a bounded run between two other steps: rally 9's two net shots, a smash before, a lob
    # after (stop 50: the lob ended the run and was asked for again, so nothing matched)
    "smash > net{2} > lift": {9},
    "net{2} > lift": {9},  # rally 2's four nets are no run of two
    "^short_service > net{4} > lift": {2},
    "smash > net > net > lift": {9},
    "smash[by=$p]{3,} won=$p": {3},
    "smash[by=$p]{2}": {1, 8},
    "*[by=$p] > *[by=$p]": set(),
    "count(smash[by=$p])>=3": {3},  # one player's smashes, in a row or not
    "count(smash[by=$p])>=2 won=$p": {1, 3, 8, 9},
    # anchors: the serve, a shot number, the final shot
    "^serve > push": {8, 9},
    "@3 smash": {3, 6},
    "^* > *[by=receiver]$ won=receiver": {5},
    # counts, negation and only
    "count(smash)>=3": {3},
    "count(smash)=2": {1, 8, 9},
    "count(lift[by=loser])>=2": {1, 8},
    "no(smash)": {2, 4, 5, 7},
    # a sequence denied: no stretch of the rally matches it (the complements of the above)
    "no(lift > smash)": {2, 4, 5, 7},
    "no(net{2,})": {1, 3, 4, 5, 6, 7, 8},
    "no(@3 smash)": {1, 2, 4, 5, 7, 8, 9},
    "no(smash[by=winner]$)": {2, 3, 4, 5, 7, 8},
    "no(^serve > push)": {1, 2, 3, 4, 5, 6, 7},
    "no(smash > net{2} > lift) smash": {1, 3, 6, 8},
    "only(drive)": {4},
    "only(drive[by=server])": {4},  # a player's own shots after the serve, at least one
    "only(smash[by=winner])": {6},
    "only(lift|clear[by=receiver])": {6, 7},
    # counted among some shots only: none in the first three; two in the first six; one
    # lift among shots 4 to 9 (a shorter rally counts the shots it has)
    "no(@1..3 smash)": {1, 2, 4, 5, 7, 8, 9},
    "count(@1..6 smash)>=2": {1, 3},
    "count(@4..9 lift)=1": {1, 2, 3, 7, 9},
    # two counts compared: who lifted more, the same number, a named player's smashes
    "count(lift[by=winner])>count(lift[by=loser])": {7},
    "count(lift[by=winner])<count(lift[by=loser])": {1, 2, 3, 6, 8},
    "count(lift[by=winner])=count(lift[by=loser])": {4, 5, 9},
    "count(lift[by=loser])>=count(lift[by=winner])": {1, 2, 3, 4, 5, 6, 8, 9},
    'count(smash[by="alice ace"])>count(smash[by="bea block"])': {3, 8, 9},
    # rally length and ending
    "len>=9": {3, 8, 9},
    "len=3..4": {6, 7},
    "len<3": {5},
    "count(smash)>=0 len>=9": {3, 8, 9},  # at least none holds everywhere
    "smash > *{2}$": {1, 3},  # shots of any kind: that many, not a maximal run
    # a numbered run is maximal too: rally 2's nets are shots 2 to 5, the receiver's 2 and 4
    "@2 net{4}": {2},
    "@2 net{2}": set(),
    "@3 net{3}": set(),  # shot 2 is a net as well
    "@3 net{3,}": {2},
    "@2 net[by=receiver]{2}": {2},
    "@1..2 net[by=receiver]{2}": {2},
    "^short_service > net{4}": {2},
    "^short_service > net{2}": set(),  # four nets follow the serve, not two
    "lift > * > *$": {2, 8},
    "end=error": {2, 4, 8},
    "end=misjudged": {7},
    # who won
    "won=server": {2, 3, 6, 9},
    'won="Alice Ace"': {3, 8, 9},
    "lost=A": {1, 2, 4, 5, 6, 7},
    # score context and set
    "deuce": {6},
    "level": {1, 3, 6},  # 0-0, 1-1, 20-20 before the rally
    "gamepoint": {7},
    "gamepoint=server": {7},
    "saved=receiver": {7},
    "leading=winner": {2},
    "trailing=winner": {4, 5, 7, 8, 9},
    "leading(2)=server": {5, 7, 8},
    "leading(3)=receiver": {9},
    "trailing(4)=winner": {8},
    "leading(=1)=server": {2, 4},  # by exactly one: 1-0 and 2-1 to the server
    "leading(=2)=server": {5, 7},
    "leading(2..4)=server": {5, 7, 8},
    "leading(=3)=receiver": {9},
    "trailing(=2)=winner": {5, 7},
    # the exact score before the rally, the server's first
    "score=0-0": {1},
    "score=1-0": {2},
    "score=20-18": {7},
    "score=18-20": set(),
    "score=9-5": {8},
    # the score's higher and lower side before the rally
    "highscore<5": {1, 2, 3, 4, 5},
    "highscore>=9": {6, 7, 8, 9},
    "lowscore>=18": {6, 7},
    "lowscore=5..6": {8, 9},
    # one player's points before the rally, (server, receiver) in rallies 1 to 9: 0-0 0-1
    # 1-1 2-1 3-1 20-20 20-18 9-5 6-9
    "score[by=receiver]>=9": {6, 7, 9},
    "score[by=server]=1..3": {2, 3, 4, 5},
    'score[by="Alice Ace"]>=20': {6, 7},
    "score[by=winner]<1": {1},
    "score[by=$p]>=20": {6, 7},
    "set=1": ALL,
    'player="Bea Block"': ALL,
    # who served, who received
    'server="Alice Ace"': {1, 3, 4, 5, 7, 9},
    'receiver="Alice Ace" won="Alice Ace"': {8},
    "receiver=winner": {1, 4, 5, 7, 8},
    # tactic tags, with the player credited
    "#lift_punished": {1, 6, 9},
    "#net_control[by=B]": {2},
    "#net_control[by=A]": set(),
    "#smash_barrage": {3},
    "#rear_court_pinned[by=A]": {3},
    "#four_corners[by=A]": {8},
    "#defence_to_attack[by=A]": {9},
    "#front_court_trap": {9},
    "#serve_third_attack": {3, 4, 6},
    # clauses together
    "smash[by=winner]$ len>=6 won=A": {9},
}


@pytest.fixture(scope="module")
def corpus(server_url):
    from rallyscope.db import engine

    url = engine.create_database(server_url, "rallyscope_pattern")
    handmade.load(url)
    with psycopg.connect(url, autocommit=True) as conn:
        names = [
            n
            for (n,) in conn.execute(
                "SELECT player_a FROM matches UNION SELECT player_b FROM matches"
            )
        ]
        yield conn, PlayerNames(names), frame.load(conn)
    engine.drop_database(url)


def run(corpus, text, engine):
    """The rally numbers ``text`` selects and, per selected rally, its soft clauses' flags."""
    conn, names, rallies = corpus
    if engine == "sql":
        compiled = compile_pattern(parse(text), names)
        rows = conn.execute(compiled.sql, compiled.params).fetchall()
        return {r[2]: list(r[3:]) for r in rows}
    found = frame.evaluate(parse(text), names, rallies)
    numbers = rallies["rally_no"].to_list()
    return {numbers[i]: found.soft[i].tolist() for i in np.flatnonzero(found.hard)}


ENGINES = ["sql", "frame"]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("text", list(CONSTRUCTS))
def test_construct_selects_the_hand_counted_rallies(corpus, text, engine):
    assert set(run(corpus, text, engine)) == CONSTRUCTS[text], text


@pytest.mark.parametrize("engine", ENGINES)
def test_soft_clauses_rank_without_filtering(corpus, engine):
    found = run(corpus, "smash ~deuce", engine)
    assert set(found) == CONSTRUCTS["smash"]
    assert {n for n, flags in found.items() if flags[0]} == {6}


def test_a_rally_without_a_shot_code_satisfies_nothing_in_memory(corpus):
    _, names, rallies = corpus
    blank = rallies.with_columns(shot_code=pl.lit(None, pl.String))
    assert not frame.evaluate(parse("len>=1"), names, blank).hard.any()


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    "text", ["no(net[by=winner])", "count(smash[by=loser])<=5", "len>=1 lost=A"]
)
def test_a_rally_without_a_recorded_winner_has_no_winner_to_hold_a_clause(corpus, engine, text):
    conn, names, rallies = corpus
    n = min(run(corpus, text, engine))  # a rally that holds it while its winner is recorded
    unknown = rallies.with_columns(
        winner=pl.when(pl.col("rally_no") == n).then(None).otherwise(pl.col("winner"))
    )
    with conn.transaction(force_rollback=True):
        conn.execute("UPDATE rallies SET winner = NULL WHERE rally_no = %s", (n,))
        found = run((conn, names, unknown), text, engine)
    assert n not in found and found, f"{text}: rally {n} has no winner; the others are kept"


def test_every_pattern_renders_to_text_that_parses_back():
    for text in CONSTRUCTS:
        pattern = parse(text)
        assert parse(render(pattern)) == pattern, text
        assert pattern.describe()


def test_json_form_round_trips():
    pattern = parse('lift > smash[by=winner, from=rear]$ ~#net_control[by="Alice Ace"] len>=5')
    assert m.Pattern.model_validate_json(pattern.model_dump_json()) == pattern


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("lift >> smsh", 9, "did you mean smash"),
        ('!smash|lift|net|drop|drive|clear|push|rush|serve|"unknown"', 1, "leaves no shot"),
        ("lift > > smash", 8, "expected one of"),
        ("smash[by=winner", 16, "expected one of"),
        ("smash{0}", 1, "at least 1 shot"),
        ("lift > smash{0,2}", 8, "only '*' may number from 0"),
        ("lift > *{0,}", 8, "only '*' may number from 0"),
        ("*{0,2}", 1, "at least one shot that must be there"),
        ("@0 smash", 1, "numbered from 1"),
        ("#counter_attack", 1, "unknown tactic tag 'counter_attack'"),
        ("len>=0", 1, "at least 1 shot"),
        ("set=4", 1, "sets 1 to 3"),
        ("smash[by=Bob]", 10, "unknown player 'Bob'"),
        ("end=long", 1, "unknown ending 'long'"),
        ("len>=3..4", 1, "a range is written"),
        ("smash score=30-2", 7, "from 0 to 29"),
        ("leading(0)=server", 1, "1 to 29 points"),
        ("leading(=0)=server", 1, "1 to 29 points"),
        ("leading(3..2)=server", 1, "is no lead"),
        ("level(=2)", 6, "expected one of"),
        ("deuce score=1", 14, "expected one of"),
        ("count(smash)>count(smash)", 1, "compared with itself"),
        ("highscore>=30", 1, "from 0 to 29"),
        ("lowscore<0", 1, "no score is below 0"),
        ("score[by=server]>=30", 1, "from 0 to 29"),
        ("no(@0..3 smash)", 4, "numbered from 1"),
        ("no(@5..3 smash)", 4, "shots 5 to 3 are no shots"),
        ("count(@1..2 smash)>=3", 1, "cannot hold 3"),
        ("no(smash[by=$p] > lift)", 1, "a player variable cannot be denied"),
        ("smash[to=mid-corner]", 7, "the midcourt has no corners"),
        ("smash[from=centre-corner]", 7, "the centre has no corners"),
    ],
)
def test_bad_patterns_say_what_and_where(text, column, words):
    with pytest.raises(PatternError) as error:
        parse(text)
    assert error.value.column == column
    assert words in str(error.value)
    assert f"column {column}" in str(error.value)


def test_unknown_player_names_suggest_the_closest(corpus):
    _, names, _ = corpus
    with pytest.raises(UnknownPlayer) as error:
        compile_pattern(parse('won="Alice Acer"'), names)
    assert "Alice Ace" in str(error.value)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("PV Sindhu", "pusarla v sindhu"),  # initials of the first two words
        ("P. V. Sindhu", "pusarla v sindhu"),
        ("V. Axelsen", "viktor axelsen"),
        ("PV", None),  # initials alone name no one
        ("TC Chou", "chou tien chen"),
        ("A Chou", None),  # not an initial of Chou Tien Chen
        ("A long", None),  # a word opening a sentence is no initial of Ng Ka Long Angus
        ("pv sindhu", None),  # initials are written in capitals
        ("S", None),  # a letter alone (the server, in shorthand) names no one
        ("H. S.", None),
        ("Prannoy H. S.", "prannoy h s"),
    ],
)
def test_a_name_may_be_written_with_initials(written, player):
    names = PlayerNames(
        [
            "PUSARLA V. Sindhu",
            "Viktor AXELSEN",
            "CHOU Tien Chen",
            "NG Ka Long Angus",
            "PRANNOY H. S.",
        ]
    )
    found = names.find(written)
    assert (found.key if found else None) == player


def test_an_implied_clause_selects_a_superset_on_the_hand_counted_rallies():
    """Every implication the rules claim between two one-clause constructs holds on the
    hand-made rallies: what the first selects, the second selects too."""
    single = {t: parse(t).items[0].clause for t in CONSTRUCTS if len(parse(t).items) == 1}
    claimed = [(a, b) for a in single for b in single if a != b and implies(single[a], single[b])]
    assert len(claimed) >= 10, claimed
    for a, b in claimed:
        assert CONSTRUCTS[a] <= CONSTRUCTS[b], f"{a} does not imply {b}"


@pytest.mark.parametrize(
    ("text", "simpler"),
    [
        ("drive drive{3,}", "drive{3,}"),
        ("drive{2,} drive{3,}", "drive{3,}"),  # a run implies a shorter one
        ("net{2,} lift > net{2,}", "lift > net{2,}"),
        ("net{3,} net_shot{3,}", "net_shot{3,}"),
        ("drive{3,} drive[by=winner]{2,}", "drive{3,} drive[by=winner]{2,}"),  # not theirs
        ("count(smash)>=2 smash > smash", "smash > smash"),
        ("count(smash)>=1 smash", "smash"),  # equivalent: the sequence stays
        ("gamepoint gamepoint=winner", "gamepoint=winner"),
        ("saved=server gamepoint", "saved=server"),
        ("deuce level", "deuce"),  # deuce is a level score
        ("leading(=2)=server leading=server", "leading(=2)=server"),
        ("leading(=2)=server leading(2..3)=server", "leading(=2)=server"),
        ("leading(2)=server leading(2..3)=server", "leading(2..3)=server"),
        ("score=11-11 level", "score=11-11"),
        ("score=11-9 level", "score=11-9 level"),
        ("~smash smash[by=winner]$", "smash[by=winner]$"),
        ("drop[to=front] drop[to=front-right]", "drop[to=front-right]"),
        ("drop[to=corner] drop[to=front-right]", "drop[to=front-right]"),  # a corner
        ("count(smash[by=loser])>=2 lost=loser", "count(smash[by=loser])>=2"),  # said
        ("smash lost=loser", "smash lost=loser"),  # a rally with a winner, which this needs
        ("drop[to=front-corner] drop[to=front]", "drop[to=front-corner]"),
        ("drop[to=front-corner] drop[to=corner]", "drop[to=front-corner]"),
        ("drop[to=front] drop[to=corner]", "drop[to=front] drop[to=corner]"),  # not one shot
        ("~len>=20 len>=30", "len>=30"),
        ("no(smash) ~len>=20 len>=15", "no(smash) len>=15"),  # the number said wins
        ("no(lift > smash) no(lift)", "no(lift)"),  # no lift: none followed by a smash
        ("~len<=5 len>=3", "~len<=5 len>=3"),  # a bound on the other side still ranks
        ("~smash drive", "~smash drive"),
        ("lift > smash drop", "lift > smash drop"),
        ("end=error end=net|notover|out", "end=net|notover|out"),  # the narrower (stop 57)
        ("end=out end=net|out", "end=out"),
        ("end=out end=winner", "end=out end=winner"),  # neither implies the other
    ],
)
def test_simplify_drops_what_another_clause_implies(text, simpler):
    assert render(simplify(parse(text))) == simpler


@pytest.mark.parametrize(
    ("text", "anchored"),
    [
        ('serve[by="a b"]', '^*[by="a b"]'),  # whatever type shot 1 is annotated with
        ("serve > smash", "^* > smash"),
        ("short_service > push", "^short_service > push"),  # a type said keeps its type
        ("long_service[by=server]", "^long_service[by=server]"),
        ("lift > serve", "lift > serve"),  # not the opening shot: left as written
        ("serve{2}", "serve{2}"),
    ],
)
def test_a_serve_is_shot_one(text, anchored):
    assert render(anchor_serves(parse(text))) == anchored


@pytest.mark.parametrize("text", ["short_service > push", "long_service", "short_service > *$"])
def test_a_typed_serve_anchored_selects_the_same(corpus, text):
    """Only the serve is labelled a service, so anchoring it at shot 1 changes nothing."""
    anchored = render(anchor_serves(parse(text)))
    assert anchored.startswith("^")
    assert run(corpus, anchored, "frame") == run(corpus, text, "frame")
    assert run(corpus, text, "frame")  # the hand-made rallies hold such a serve


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("lift[by=loser] > smash", "lift > smash[by=winner]"),  # the players alternate
        ("lift[by=loser] > smash[by=winner]$", "lift > smash[by=winner]$"),
        ("drop[by=server] > lift > smash", "drop > lift > smash[by=server]"),
        ("@2 net[by=receiver]", "@2 net"),  # the receiver hits the even shots
        ("@2 *[by=winner]$", "len=2 won=receiver"),
        ("@3 smash[by=loser]", "@3 smash won=receiver"),
        ("@3 *", "len>=3"),  # a third shot of any kind: three shots at least
        ("^* won=receiver", "won=receiver"),  # every rally has a serve
        ("@2 net[by=server]", "@2 net[by=server]"),  # against its number: kept as said
        ("lift[by=loser] > smash[by=loser]", "lift[by=loser] > smash[by=loser]"),  # disagree
        ("lift[by=loser] >> smash", "lift[by=loser] >> smash"),  # not next to each other
        ('lift[by=loser] > smash[by="Alice ACE"]', 'lift[by=loser] > smash[by="Alice ACE"]'),
        ("lost=server trailing=server", "won=receiver leading=receiver"),  # the other side
        ("trailing(3)=receiver", "leading(3)=server"),
        ("trailing(5)=winner", "leading(5)=loser"),  # one of two players: the other leads
        ("lost=loser", "lost=loser"),  # said of the outcome itself: left as said
        ('lost="Alice ACE"', 'lost="Alice ACE"'),
        ("smash[by=winner]$ won=server", "smash[by=server]$ won=server"),  # the role that won
        (
            "count(lift[by=winner])>count(lift[by=loser]) lost=receiver",
            "count(lift[by=server])>count(lift[by=receiver]) won=server",
        ),
        ("trailing(3)=winner won=server", "leading(3)=receiver won=server"),
        ('drop[by=winner]$ won="Alice ACE"', 'drop[by="Alice ACE"]$ won="Alice ACE"'),  # named
        ('drop[by=winner]$ lost="Alice ACE"', 'drop[by=winner]$ lost="Alice ACE"'),  # not won
        ("gamepoint=$p set=3", "gamepoint set=3"),  # a lone variable: anyone's
        ("lift[by=$p] > smash", "lift > smash"),  # one shot of a lone variable: anyone's
        ("smash[by=$p]{3,}", "smash[by=$p]{3,}"),  # a player's own run: not the rally's
        ("@3 smash[by=winner]$ won=server", "smash$ len=3 won=server"),
        ("@3 smash$ won=server", "smash$ len=3 won=server"),  # a numbered end: the length
        ("@4 drive >> *$", "@4 drive >> *$"),  # shots come between: no length (stop 57)
        ("*[by=winner]$ drop$", "drop[by=winner]$"),  # one last shot, said twice (stop 57)
        ("lift > smash$ *[by=winner]$", "lift > smash[by=winner]$"),
        ("drop$ smash$", "drop$ smash$"),  # two last shots that cannot both be: kept as said
        ("drop[by=loser]$ *[by=winner]$", "drop[by=loser]$ *[by=winner]$"),
        ("len=4 smash[by=receiver]$", "len=4 smash$"),  # shot 4 of 4: the receiver's
        ("gamepoint=receiver won=server", "saved=server"),  # the game point the server saved
        ("saved=receiver won=receiver", "saved=receiver"),
        ("saved=server smash[by=winner]$", "saved=server smash[by=server]$"),
        ("drive > drive$", "drive{2,}$"),  # a run of at least two is two in a row
        ("lift > drop > drop{2,}", "lift > drop{3,}"),
        ("drop[by=$p] > drop[by=$p]", "drop[by=$p] > drop[by=$p]"),  # one player's: not a run
        ("drive{2,3} > drive", "drive{2,3} > drive"),  # bounded: not joined
        ("no(drive) no(clear) len>=10", "no(drive|clear) len>=10"),
        ("no(drive[by=winner]) no(clear)", "no(drive[by=winner]) no(clear)"),
        ("len>=1 smash", "smash"),  # every rally has a shot
        ("@2 push @3 drive", "@2 push > drive"),  # numbered shots said apart
        ("@3 drive$ @2 push", "push > drive$ len=3"),
        ("@2 push @4 drive", "@2 push @4 drive"),  # not next to each other
        ("smash[by=$p] > * > smash[by=$p]", "smash[by=$p]{2,}"),  # a player's own next shot
        ("smash[by=$p] > * > net[by=$p] won=$p", "smash > * > net[by=winner]"),  # $p won
        ("drop[by=$p]{2,} lost=$p", "drop[by=loser]{2,}"),
        ("^long_service >> smash[by=receiver]", "^long_service smash[by=receiver]"),
        ("^short_service >> smash[by=server]", "^short_service smash[by=server]"),  # no
        ("^short_service >> *[by=server]", "^short_service >> *[by=server]"),  # smash is
        # a short serve, so any comes after it; any shot of the server's might be shot 1
        ("smash[by=$p]{2,} > * > smash[by=$p]", "smash[by=$p]{3,}"),
        ("drop[by=$p] > * > smash[by=$p]", "drop > * > smash"),  # two apart: alternation says
        ("net[by=$p] > lift > smash[by=$p]", "net > lift > smash"),  # it (stop 51)
        ("drop[by=$p] > smash[by=$p]", "drop[by=$p] > smash[by=$p]"),  # next: not the same
        ("drop > * > drop[by=winner]$", "drop[by=winner]{2,}$"),  # the winner's two drops
        ("len=2 end=out won=server", "len=2 end=out"),  # shot 2 is the receiver's: lost
        ("len=3 end=winner won=server", "len=3 end=winner"),  # shot 3 the server's: won
        ("len=3 end=out won=server", "len=3 end=out won=server"),  # says otherwise: kept
        ("@3 drop > * > drop[by=winner] > lift", "@3 drop @5 drop > lift won=server"),
        ("@2 net > * > net", "@2 net @4 net"),  # shots 2 and 4, said apart (stop 52)
        ("@2 net > *{2,} > net", "@2 net > *{2,} > net"),  # a number it cannot know
        ("count(smash[by=receiver])>=1", "smash[by=receiver]"),  # at least one: the shot
        ("net[by=loser]$ end=net", "net$ end=net"),  # an error ending: the last hitter lost
        ('lift[by="Alice ACE"]$ end=out', 'lift$ end=out lost="Alice ACE"'),
        ("smash[by=server]$ end=winner", "smash$ end=winner won=server"),  # a winner: won
        ("smash[by=winner]$ end=net", "smash[by=winner]$ end=net"),  # disagrees: as said
        ("smash[by=server]$ end=winner|net", "smash[by=server]$ end=net|winner"),  # a mix
        ("smash[by=server]$ ~end=winner", "smash[by=server]$ ~end=winner"),  # soft: ranks only
        ("lift[by=loser] > net{2,} > smash", "lift[by=loser] > net{2,} > smash"),  # a run apart
        ("drop > *{2} > smash[by=winner]$", "drop > *{2} > smash[by=winner]$"),
        ("smash > * > *$", "smash > *{2}$"),  # shots of any kind add up
        ("smash > *{2,} > *", "smash > *{3,}"),
        ("@2 *{2} > smash", "@4 smash"),  # numbered from the first shot it says something of
        ("net > net > lift", "net{2,} > lift"),  # at an open end, two in a row are at least two
        ("smash > net > net > lift", "smash > net > net > lift"),  # between two: exactly two
        ("^* > * > drop > lift", "@3 drop > lift"),
        ("@2 *{2,} > smash", "@2 *{2,} > smash"),  # a number it cannot know: as said
        # a player's own run covers the replies between: shots 2 and 4, then shot 5
        ("@2 net[by=receiver]{2} > *[by=loser]", "@2 net[by=receiver]{2} > * won=receiver"),
        ("@2 net{2} > *[by=loser]", "@2 net{2} > * won=server"),  # shots 2, 3, then 4
        # a tag credited by definition to the rally's winner (tactics.WON_BY_CREDITED)
        ("#front_court_trap won=server", "#front_court_trap[by=server] won=server"),
        ("#front_court_trap", "#front_court_trap[by=winner]"),
        ("#front_court_trap[by=receiver]", "#front_court_trap[by=receiver] won=receiver"),
        ("#front_court_trap lost=server", "#front_court_trap[by=receiver] won=receiver"),
        # a tag of a variable nothing else names: either player's
        ("#net_control[by=$p]", "#net_control"),
        ("#net_control[by=$p] count(drop[by=$p])>=2", "#net_control[by=$p] count(drop[by=$p])>=2"),
    ],
)
def test_canonical_writes_the_plainest_pattern_that_selects_the_same(corpus, text, plain):
    assert render(canonical(parse(text))) == plain
    assert run(corpus, plain, "frame") == run(corpus, text, "frame")


def test_a_shot_said_alone_is_kept_for_a_caller_that_counts_it():
    """``ask`` counts the shot ("which serve does she use most"): its pattern keeps it."""
    assert render(canonical(parse("@3 *"), counted=True)) == "@3 *"
    assert render(canonical(parse("^* won=receiver"), counted=True)) == "^* won=receiver"


def test_a_dropped_clause_leaves_its_words_to_the_clause_that_implies_it():
    run = m.Item(clause=parse("drive{3,}").items[0].clause, words=("three", "in", "a", "row"))
    lone = m.Item(clause=parse("drive").items[0].clause, words=("drives",))
    (kept,) = simplify(m.Pattern(items=(lone, run))).items
    assert kept.clause == run.clause and kept.words == ("three", "in", "a", "row", "drives")


@pytest.mark.parametrize("tag", sorted(IMPLIES))
def test_what_a_tag_implies_holds_on_the_hand_made_rallies(corpus, tag):
    tagged, implied = set(run(corpus, f"#{tag}", "sql")), set(run(corpus, IMPLIES[tag], "sql"))
    assert tagged, f"no hand-made rally shows {tag}: the check would be empty"
    assert tagged <= implied, f"#{tag} holds where {IMPLIES[tag]!r} does not: {tagged - implied}"


@pytest.mark.parametrize("tag", sorted(WON_BY_CREDITED))
def test_a_tag_credited_to_the_winner_is_never_the_losers(corpus, tag):
    tagged = set(run(corpus, f"#{tag}", "sql"))
    assert tagged, f"no hand-made rally shows {tag}: the check would be empty"
    assert set(run(corpus, f"#{tag}[by=winner]", "sql")) == tagged
    assert not run(corpus, f"#{tag}[by=loser]", "sql")


@pytest.mark.parametrize("tag", sorted(EQUALS))
@pytest.mark.parametrize("who", [None, "winner", "loser", "server", "receiver", "A"])
def test_a_tag_written_as_its_pattern_selects_the_same_rallies(corpus, tag, who):
    text = f"#{tag}" + (f"[by={who}]" if who else "")
    plain = render(canonical(parse(text)))
    assert "#" not in plain, plain
    tagged = set(run(corpus, text, "sql"))
    assert who or tagged, f"no hand-made rally shows {tag}: the check would be empty"
    assert tagged == set(run(corpus, plain, "sql")), f"{text} is not {plain}"


def test_in_memory_and_sql_agree_on_the_real_corpus(shuttleset_db):
    """Search evaluates patterns in memory; analysts and ``ask`` run them as SQL. Over the
    real corpus both select the same rallies with the same soft flags, for every construct
    and the rule parse of every development query."""
    from rallyscope import config
    from rallyscope.planner.plan import Planner
    from rallyscope.search import metrics

    with psycopg.connect(shuttleset_db.url, autocommit=True) as conn:
        names = PlayerNames(
            [
                n
                for (n,) in conn.execute(
                    "SELECT player_a FROM matches UNION SELECT player_b FROM matches"
                )
            ]
        )
        rallies = frame.load(conn)
        keys = list(rallies.select(frame.KEY).iter_rows())
        planner = Planner(names, config.params()["search"])
        dev = metrics.read_queries(QUERIES / "search_dev.jsonl")
        patterns = [parse(t) for t in CONSTRUCTS if '"' not in t]  # no hand-made player
        patterns += [p for q in dev if (p := planner.plan(q["query"], "rule").pattern)]
        assert len(patterns) > 120, len(patterns)
        for pattern in patterns:
            compiled = compile_pattern(pattern, names)
            rows = conn.execute(compiled.sql, compiled.params).fetchall()
            found = frame.evaluate(pattern, names, rallies)
            in_memory = {keys[i]: found.soft[i].tolist() for i in np.flatnonzero(found.hard)}
            assert in_memory == {tuple(r[:3]): list(r[3:]) for r in rows}, render(pattern)


def test_any_shot_but_some_says_which_it_leaves_out():
    assert parse("lift > !smash").items[0].describe() == "lift, then shot other than smash"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("no(smash)", "count"),  # a lone shot anywhere: none of it
        ("no(@1..9 smash)", "count"),  # none among shots 1 to 9
        ("no(lift > smash)", "never"),
        ("no(smash{3,})", "never"),
        ("no(lift$)", "never"),
        ("no(@2 lift)", "never"),
    ],
)
def test_no_of_a_lone_shot_counts_and_of_a_sequence_denies_it(text, kind):
    (item,) = parse(text).items
    assert item.clause.kind == kind
    assert render(parse(text)) == text


def test_a_denied_sequence_says_what_never_happens():
    (item,) = parse("no(lift > smash[by=server])").items
    assert item.describe() == "never: lift, then smash by the server"
    with pytest.raises(ValueError, match="count of none"):
        m.Never(sequence=m.Sequence(steps=(m.Step(shot=m.Shot(types=("smash",))),)))
