-- One row per (player, opponent): their matches, the matches and rallies the player won,
-- and the mean rally length between them. Each meeting appears twice, once from each side.

with matches as (
    select * from {{ ref('stg_matches') }}
),

rallies as (
    select * from {{ ref('rally_summary') }}
),

sides as (
    select m.match_id, p.player_name, p.opponent, m.match_winner = p.player_name as won_match
    from matches as m
    cross join lateral (
        values (m.player_a, m.player_b), (m.player_b, m.player_a)
    ) as p (player_name, opponent)
),

rally_counts as (
    select
        sides.player_name,
        sides.opponent,
        count(*)                                                    as rallies,
        count(*) filter (where r.winner_name = sides.player_name)   as rallies_won,
        avg(r.n_shots)::float8                                      as mean_shots
    from sides
    inner join rallies as r using (match_id)
    group by 1, 2
)

select
    sides.player_name,
    sides.opponent,
    count(*)                                                        as matches,
    count(*) filter (where sides.won_match)                         as matches_won,
    coalesce(max(c.rallies), 0)                                     as rallies,
    coalesce(max(c.rallies_won), 0)                                 as rallies_won,
    max(c.mean_shots)                                               as mean_shots
from sides
left join rally_counts as c using (player_name, opponent)
group by sides.player_name, sides.opponent
