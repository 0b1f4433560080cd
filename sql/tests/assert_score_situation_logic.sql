-- Sanity of the score-situation flags in rally_summary (score before the rally):
-- deuce means both on 20+ and level; a game point means someone on 20+ and ahead, or on
-- 29; game_point_for is a player of the match and is missing only at 29-29; deuce and
-- game point exclude each other except at 29-29; a match point is a game point; and the
-- deciding set is the third.
select rally_key, score_before, is_deuce, is_game_point, game_point_for, is_match_point, is_deciding_set
from {{ ref('rally_summary') }}
where (is_deuce and not (score_a_before >= 20 and score_b_before >= 20 and score_a_before = score_b_before))
   or (is_game_point and not (
            (score_a_before >= 20 and score_a_before > score_b_before)
         or (score_b_before >= 20 and score_b_before > score_a_before)
         or score_a_before = 29 or score_b_before = 29))
   or (is_game_point and game_point_for is null and not (score_a_before = 29 and score_b_before = 29))
   or (not is_game_point and game_point_for is not null)
   or (game_point_for is not null and game_point_for not in (player_a, player_b))
   or (game_point_for = player_a and score_a_before < score_b_before)
   or (game_point_for = player_b and score_b_before < score_a_before)
   or (is_deuce and is_game_point and not (score_a_before = 29 and score_b_before = 29))
   or (is_match_point and not is_game_point)
   or (is_deciding_set <> (set_no = 3))
   or greatest(score_a_before, score_b_before) > 29
