-- Every shot a tactic tag points at is a stroke of its rally.
select t.rally_key, t.tag, shot
from {{ ref('stg_rally_tactics') }} t
cross join lateral unnest(t.shots) as shot
left join {{ ref('stg_strokes') }} s
    on s.match_id = t.match_id and s.set_no = t.set_no and s.rally_no = t.rally_no
   and s.shot_no = shot
where s.shot_no is null
