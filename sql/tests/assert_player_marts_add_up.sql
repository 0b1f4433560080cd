-- player_tendencies' shares sum to 1 per player and its strokes to all strokes;
-- player_outcomes' rallies sum to all rallies, and winners/errors agree across both marts.
with tendencies as (
    select
        player_name,
        sum(n_strokes)          as n_strokes,
        sum(share_of_player)    as share_sum,
        sum(winners)            as winners,
        sum(errors)             as errors
    from {{ ref('player_tendencies') }}
    group by player_name
),

outcomes as (
    select
        player_name,
        sum(n_final_shots)      as n_final_shots,
        sum(winners)            as winners,
        sum(errors)             as errors
    from {{ ref('player_outcomes') }}
    group by player_name
)

select 'per player' as what, t.player_name, t.share_sum::text as detail
from tendencies as t
full join outcomes as o using (player_name)
where abs(coalesce(t.share_sum, 0) - 1) > 1e-9
   or t.winners is distinct from coalesce(o.winners, 0)
   or t.errors is distinct from coalesce(o.errors, 0)

union all

select 'all strokes', null, (select sum(n_strokes) from tendencies)::text
where (select sum(n_strokes) from tendencies) is distinct from
      (select count(*) from {{ ref('stg_strokes') }})
  and exists (select 1 from {{ ref('stg_strokes') }})

union all

select 'all rallies', null, (select sum(n_final_shots) from outcomes)::text
where (select sum(n_final_shots) from outcomes) is distinct from
      (select count(*) from {{ ref('stg_rallies') }})
  and exists (select 1 from {{ ref('stg_rallies') }})
