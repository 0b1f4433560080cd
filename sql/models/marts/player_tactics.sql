-- One row per player and tactic tag: how often the player used it (rallies credited to
-- them) and how often those rallies were won, for "tactic usage against win rate".
select
    player,
    tag,
    count(*)                                          as rallies,
    count(*) filter (where player_won)                as won,
    round(avg(player_won::int)::numeric, 3)           as win_rate
from {{ ref('tactic_rallies') }}
group by player, tag
