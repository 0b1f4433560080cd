-- One row per set, with a set_key and whether the recorded final score ends a game
-- (21 points with a two-point lead, or 30).
select
    match_id,
    set_no::integer                             as set_no,
    {{ set_key() }}                             as set_key,
    winner::text                                as set_winner,
    score_a::integer                            as score_a,
    score_b::integer                            as score_b,
    n_rallies,
    (
        greatest(score_a, score_b) = 30
        or (greatest(score_a, score_b) >= 21 and abs(score_a - score_b) >= 2)
    )                                           as is_final_score_legal
from {{ source('core', 'sets') }}
