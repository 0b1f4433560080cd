-- Every rally's n_shots equals the number of its strokes, and its final shot is the last one.
select
    r.rally_key,
    r.n_shots,
    r.final_shot_no,
    count(s.shot_no) as n_strokes,
    max(s.shot_no)   as last_shot_no
from {{ ref('stg_rallies') }} as r
left join {{ ref('stg_strokes') }} as s using (match_id, set_no, rally_no)
group by r.rally_key, r.n_shots, r.final_shot_no
having count(s.shot_no) <> r.n_shots
    or max(s.shot_no) is distinct from r.final_shot_no
