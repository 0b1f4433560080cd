"""Finding the match and the players a question names (pure: rows as the matches table
gives them, no database)."""

from datetime import date

from rallyscope.ask.tools import named_players as named
from rallyscope.ask.tools import rank_matches
from rallyscope.pattern.players import PlayerNames

PLAYERS = PlayerNames(
    ["CHOU Tien Chen", "NG Ka Long Angus", "CHEN Long", "An Se Young", "HE Bingjiao",
     "CHEN Yufei", "Pornpawee CHOCHUWONG"]
)  # fmt: skip
ROWS = [
    ("sudirman", "Sudirman Cup 2019", "Group-Stage", date(2019, 5, 21), "CHOU Tien Chen",
     "NG Ka Long Angus"),
    ("wtf", "World Tour Finals", "Group-Stage", date(2019, 12, 13), "CHEN Long", "CHOU Tien Chen"),
    ("korea-open", "Korea Open Badminton Championships 2022", "Finals", date(2022, 4, 10),
     "An Se Young", "Pornpawee CHOCHUWONG"),
    ("korea-masters", "GWANGJU YONEX Korea Masters 2022", "Finals", date(2022, 11, 13),
     "HE Bingjiao", "CHEN Yufei"),
]  # fmt: skip


def keys(text: str) -> list[str]:
    return sorted(p.key for p in named(text, PLAYERS))


def test_a_whole_name_is_its_words_in_a_row():
    assert keys("Chou Tien Chen and Ng Ka Long Angus") == ["chou tien chen", "ng ka long angus"]
    assert keys("Chen Long against Chou") == ["chen long", "chou tien chen"]
    assert keys("Tien Chen Chou") == ["chou tien chen"]  # a rotation of the name


def test_the_match_is_found_by_its_players_round_and_tournament_words():
    found = rank_matches("the Sudirman Cup 2019 group match between Chou Tien Chen and Ng Ka Long "
                         "Angus", ROWS, PLAYERS)  # fmt: skip
    assert [r[0] for r in found] == ["sudirman"]
    assert [r[0] for r in rank_matches("the 2022 Korea Open final", ROWS, PLAYERS)] == [
        "korea-open"
    ]
    assert [r[0] for r in rank_matches("the Korea Masters 2022 final", ROWS, PLAYERS)] == [
        "korea-masters"
    ]
    vague = rank_matches("the 2022 Korea final", ROWS, PLAYERS)
    assert sorted(r[0] for r in vague) == ["korea-masters", "korea-open"]  # both fit
