-- Long format, one row per (player, shot type, zone where the player hit it): how often
-- the player plays the shot from there, as counts and shares, and how often such a shot
-- ended a rally as a winner or an error. Zone 'unknown' holds strokes with no position.
--   winner: the player hit the final shot and won the point, end reason winner or misjudged;
--   error:  the player hit the final shot, end reason out, net, not over or fault.

with strokes as (
    select * from {{ ref('stg_strokes') }}
),

rallies as (
    select * from {{ ref('stg_rallies') }}
),

-- How each rally ended for the hitter of its final shot.
endings as (
    select
        match_id,
        set_no,
        rally_no,
        final_shot_no                                               as shot_no,
        (winner = final_hitter and end_reason in {{ hitter_wins_reasons() }}) as is_winner,
        (end_reason in {{ error_reasons() }})                       as is_error
    from rallies
),

cells as (
    select
        strokes.player_name,
        strokes.shot_type,
        coalesce(strokes.player_zone, 'unknown')                    as player_zone,
        count(*)                                                    as n_strokes,
        count(endings.shot_no)                                      as n_final_shots,
        count(*) filter (where endings.is_winner)                   as winners,
        count(*) filter (where endings.is_error)                    as errors
    from strokes
    left join endings
        on endings.match_id = strokes.match_id
        and endings.set_no = strokes.set_no
        and endings.rally_no = strokes.rally_no
        and endings.shot_no = strokes.shot_no
    group by 1, 2, 3
)

select
    player_name,
    shot_type,
    player_zone,
    n_strokes,
    n_strokes::float8 / sum(n_strokes) over player                  as share_of_player,
    sum(n_strokes) over player_shot                                 as shot_type_strokes,
    sum(n_strokes) over player_shot / sum(n_strokes) over player    as shot_type_share,
    n_strokes::float8 / sum(n_strokes) over player_shot             as zone_share_of_shot_type,
    sum(n_strokes) over player                                      as player_strokes,
    n_final_shots,
    winners,
    errors
from cells
window
    player as (partition by player_name),
    player_shot as (partition by player_name, shot_type)
