-- The rally's ending (final shot type, hitter, end reason, winner) is its final stroke's.
select r.rally_key
from {{ ref('stg_rallies') }} as r
inner join {{ ref('stg_strokes') }} as s
    on s.match_id = r.match_id
    and s.set_no = r.set_no
    and s.rally_no = r.rally_no
    and s.shot_no = r.final_shot_no
where s.shot_type <> r.final_shot_type
    or s.player <> r.final_hitter
    or s.lose_reason is distinct from r.end_reason
    or s.getpoint_player is distinct from r.winner
