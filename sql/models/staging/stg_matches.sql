-- One row per match: names and context, with the winner called match_winner.
select
    match_id,
    dataset,
    tournament,
    round,
    match_date,
    player_a,
    player_b,
    winner                  as match_winner,
    sets_played::integer    as sets_played,
    duration_min,
    downcourt::integer      as downcourt,
    video_url,
    content_hash,
    run_id,
    loaded_at
from {{ source('core', 'matches') }}
