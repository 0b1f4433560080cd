-- One row per rally, tactic tag and credited player: the player's name, whether they won
-- the rally, and the shots that show the tactic.
select
    t.rally_key,
    t.match_id,
    t.set_no,
    t.rally_no,
    t.tag,
    t.role,
    {{ role_name('t.role', 'm.player_a', 'm.player_b') }} as player,
    r.winner = t.role                                   as player_won,
    t.shots,
    t.n_shots_shown,
    r.n_shots
from {{ ref('stg_rally_tactics') }} t
join {{ ref('stg_rallies') }} r on r.rally_key = t.rally_key
join {{ ref('stg_matches') }} m on m.match_id = t.match_id
