-- The recorded winner is the final hitter exactly when the end reason is one where the
-- hitter wins (winner, misjudged); disagreements must carry the winner_inconsistent flag.
select rally_key, winner, final_hitter, end_reason, flags
from {{ ref('stg_rallies') }}
where winner is not null
  and end_reason is not null
  and (winner = final_hitter) <> (end_reason in {{ hitter_wins_reasons() }})
  and not ('winner_inconsistent' = any(flags))
