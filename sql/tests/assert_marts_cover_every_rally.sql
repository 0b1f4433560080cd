-- rally_summary and match_flow hold every rally exactly once (no fan-out, no loss).
select 'rally_summary' as mart, (select count(*) from {{ ref('rally_summary') }}) as n_rows,
       (select count(*) from {{ source('core', 'rallies') }}) as n_rallies
where (select count(*) from {{ ref('rally_summary') }}) <> (select count(*) from {{ source('core', 'rallies') }})
union all
select 'match_flow', (select count(*) from {{ ref('match_flow') }}),
       (select count(*) from {{ source('core', 'rallies') }})
where (select count(*) from {{ ref('match_flow') }}) <> (select count(*) from {{ source('core', 'rallies') }})
