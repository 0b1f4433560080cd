-- A set's final score and rally count are those of its rallies, and the set's winner is
-- ahead at the end (and took the last point, where that point's winner is recorded).
with last_rally as (
    select distinct on (match_id, set_no)
        match_id, set_no, score_a_after, score_b_after, winner
    from {{ ref('stg_rallies') }}
    order by match_id, set_no, rally_no desc
),

rally_counts as (
    select match_id, set_no, count(*) as n_rallies
    from {{ ref('stg_rallies') }}
    group by match_id, set_no
)

select s.set_key
from {{ ref('stg_sets') }} as s
left join last_rally as l using (match_id, set_no)
left join rally_counts as c using (match_id, set_no)
where l.match_id is null
   or (s.score_a, s.score_b) <> (l.score_a_after, l.score_b_after)
   or s.n_rallies <> c.n_rallies
   or (s.set_winner = 'A' and s.score_a <= s.score_b)
   or (s.set_winner = 'B' and s.score_b <= s.score_a)
   or (l.winner is not null and l.winner <> s.set_winner)
