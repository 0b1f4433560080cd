-- One row per (player, situation): how the player's rallies went in that situation, to
-- compare play under pressure with play overall. Situations, judged before the rally:
--   all rallies; game point for; game point against; deuce; deciding set;
--   long rally (20 or more shots, about the longest tenth); short rally (5 shots or fewer);
--   serving; receiving.
-- Only rallies with a recorded winner count. lost_by_error: the player hit the final shot
-- and it went out, into the net, not over, or was a fault.

with rallies as (
    select * from {{ ref('rally_summary') }} where winner_name is not null
),

-- Each rally twice, once from each player's side.
sides as (
    select
        r.*,
        p.player_name,
        p.role
    from rallies as r
    cross join lateral (values (r.player_a, 'A'), (r.player_b, 'B')) as p (player_name, role)
),

situations as (
    select sides.*, s.situation
    from sides
    cross join lateral (
        values
            ('all rallies', true),
            ('game point for', game_point_for = player_name),
            ('game point against', game_point_for is not null and game_point_for <> player_name),
            ('deuce', is_deuce),
            ('deciding set', is_deciding_set),
            ('long rally (20+ shots)', n_shots >= 20),
            ('short rally (5 shots or fewer)', n_shots <= 5),
            ('serving', server_name = player_name),
            ('receiving', server_name <> player_name)
    ) as s (situation, applies)
    where s.applies
)

select
    player_name,
    situation,
    count(*)                                                        as rallies,
    count(*) filter (where winner_name = player_name)               as won,
    count(*) filter (
        where final_hitter_name = player_name and end_reason in {{ error_reasons() }}
    )                                                               as lost_by_error,
    count(*) filter (where winner_name = player_name)::float8 / count(*) as win_rate,
    count(*) filter (
        where final_hitter_name = player_name and end_reason in {{ error_reasons() }}
    )::float8 / count(*)                                            as error_rate,
    avg(n_shots)::float8                                            as mean_shots
from situations
group by player_name, situation
