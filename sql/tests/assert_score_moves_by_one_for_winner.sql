-- On clean rallies (no flags) with a recorded winner, the score after is the score
-- before plus one point for exactly the winner. The game-log stage flags rallies where the
-- source scores disagree with the winner (`score_inconsistent`, e.g. set 1 of
-- Kunlavut_VITIDSARN_ZHAO_Jun_ Peng_BWF_World_Championships_2022_SemiFinals), so any row
-- here is a bug in that flag.
select
    rally_key,
    winner,
    score_a_before, score_b_before,
    score_a_after, score_b_after
from {{ ref('stg_rallies') }}
where not has_flags
  and winner is not null
  and not (
        (winner = 'A' and score_a_after = score_a_before + 1 and score_b_after = score_b_before)
     or (winner = 'B' and score_b_after = score_b_before + 1 and score_a_after = score_a_before)
  )
