-- Within a set, each rally starts from the score the rally before ended on, and the
-- first rally starts at 0-0.
with ordered as (
    select
        rally_key,
        score_a_before,
        score_b_before,
        lag(score_a_after) over set_order  as previous_a,
        lag(score_b_after) over set_order  as previous_b,
        row_number() over set_order        as seq
    from {{ ref('stg_rallies') }}
    window set_order as (partition by match_id, set_no order by rally_no)
)

select *
from ordered
where (seq = 1 and (score_a_before, score_b_before) <> (0, 0))
   or (seq > 1 and (score_a_before, score_b_before) <> (previous_a, previous_b))
