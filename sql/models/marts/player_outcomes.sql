-- One row per (player, type of the final shot they hit): how the rallies they ended with
-- that shot went. Same definitions as player_tendencies:
--   winner: the player hit the final shot and won the point, end reason winner or misjudged;
--   error:  the player hit the final shot, end reason out, net, not over or fault.
-- other_endings: no end reason recorded, or a winning end reason whose recorded point
-- winner is not the hitter (the opponent, flag winner_inconsistent, or none, no_winner).

with endings as (
    select
        summary.final_hitter_name                                   as player_name,
        summary.final_shot_type,
        summary.winner = summary.final_hitter
            and summary.end_reason in {{ hitter_wins_reasons() }}    as is_winner,
        coalesce(summary.end_reason in {{ error_reasons() }}, false) as is_error,
        summary.has_flags
    from {{ ref('rally_summary') }} as summary
),

counts as (
    select
        player_name,
        final_shot_type,
        count(*)                                                    as n_final_shots,
        count(*) filter (where is_winner)                           as winners,
        count(*) filter (where is_error)                            as errors,
        count(*) filter (where not coalesce(is_winner, false) and not is_error) as other_endings,
        count(*) filter (where has_flags)                           as flagged_rallies
    from endings
    group by 1, 2
)

select
    player_name,
    final_shot_type,
    n_final_shots,
    winners,
    errors,
    other_endings,
    flagged_rallies,
    winners::float8 / n_final_shots                                 as winner_rate,
    errors::float8 / n_final_shots                                  as error_rate,
    winners::float8 / nullif(sum(winners) over player, 0)           as share_of_player_winners,
    errors::float8 / nullif(sum(errors) over player, 0)             as share_of_player_errors,
    sum(winners) over player                                        as player_winners,
    sum(errors) over player                                         as player_errors
from counts
window player as (partition by player_name)
