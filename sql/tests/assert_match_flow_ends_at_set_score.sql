-- match_flow's last row of each set shows the set's final score and its leader is the
-- set's winner; runs never exceed the set's longest run; per-set totals are consistent.
with last_row as (
    select distinct on (match_id, set_no) *
    from {{ ref('match_flow') }}
    order by match_id, set_no, rally_seq desc
),

checks as (
    select
        match_id, set_no,
        max(run_length) filter (where point_to = 'A')   as longest_a,
        max(run_length) filter (where point_to = 'B')   as longest_b,
        count(*) filter (where is_lead_change)          as lead_changes,
        count(distinct set_lead_changes)                as n_totals
    from {{ ref('match_flow') }}
    group by match_id, set_no
)

select l.rally_key, l.score, s.score_a, s.score_b, s.set_winner
from last_row as l
inner join {{ ref('stg_sets') }} as s using (match_id, set_no)
inner join checks as c using (match_id, set_no)
where (l.score_a, l.score_b) <> (s.score_a, s.score_b)
   or l.leader is distinct from s.set_winner
   or l.set_longest_run_a <> coalesce(c.longest_a, 0)
   or l.set_longest_run_b <> coalesce(c.longest_b, 0)
   or l.set_lead_changes <> c.lead_changes
   or c.n_totals <> 1
