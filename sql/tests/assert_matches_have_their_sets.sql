-- A match has sets_played sets numbered 1..n, and its winner (role A) won the most sets.
with per_match as (
    select
        match_id,
        count(*)                                        as n_sets,
        max(set_no)                                     as last_set_no,
        count(*) filter (where set_winner = 'A')        as sets_a,
        count(*) filter (where set_winner = 'B')        as sets_b
    from {{ ref('stg_sets') }}
    group by match_id
)

select m.match_id, m.sets_played, p.n_sets, p.sets_a, p.sets_b
from {{ ref('stg_matches') }} as m
left join per_match as p using (match_id)
where p.match_id is null
   or p.n_sets <> m.sets_played
   or p.last_set_no <> p.n_sets
   or p.sets_a <= p.sets_b
