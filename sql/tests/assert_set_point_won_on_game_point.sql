-- In a set that ends on a legal final score, the last rally was a game point for the
-- set's winner, and it was converted (when its winner is recorded). Last rallies that
-- skip points (flag rally_gap: the score moves by more than one) are left out.
with last_rally as (
    select distinct on (match_id, set_no) *
    from {{ ref('rally_summary') }}
    order by match_id, set_no, rally_no desc
)

select l.rally_key, l.score_before, l.game_point_for, l.game_point_outcome, s.set_winner
from last_rally as l
inner join {{ ref('stg_sets') }} as s using (match_id, set_no)
where s.is_final_score_legal
  and (l.score_a_after + l.score_b_after) - (l.score_a_before + l.score_b_before) = 1
  and (
        not l.is_game_point
     or (l.game_point_for is not null
         and l.game_point_for <> case s.set_winner when 'A' then l.player_a else l.player_b end)
     or l.game_point_outcome = 'saved'
  )
