{{ config(indexes=[{'columns': ['rally_key'], 'unique': true}]) }}

-- One row per rally: its summary next to its published narrative (null until one is
-- published), the grounding score and checked claims, how many versions failed or wait
-- for the LLM, and where the rally stands (narrative_status).

with narratives as (
    select * from {{ ref('stg_narratives') }}
),

published as (
    select * from narratives where status = 'published'
),

attempts as (
    select
        rally_key,
        count(*)                                          as versions,
        count(*) filter (where status = 'failed')         as failed_versions,
        bool_or(status = 'pending')                       as is_pending
    from narratives
    group by rally_key
)

select
    s.rally_key,
    s.match_id,
    s.set_no,
    s.rally_no,
    s.tournament,
    s.n_shots,
    s.winner_name,
    s.end_reason,
    s.final_shot_type,
    p.version                               as narrative_version,
    p.narrative,
    p.grounding_score,
    p.claims_checked,
    p.claims_supported,
    p.prompt_version,
    p.profile,
    p.models,
    coalesce(a.versions, 0)                 as narrative_versions,
    coalesce(a.failed_versions, 0)          as failed_versions,
    coalesce(a.is_pending, false)           as is_pending,
    case
        when p.version is not null then 'published'
        when 'incomplete' = any(s.flags) then 'skipped: incomplete log'
        when a.is_pending then 'pending'
        when a.failed_versions > 0 then 'failed'
        else 'not narrated'
    end                                     as narrative_status
from {{ ref('rally_summary') }} s
left join published p on p.rally_key = s.rally_key
left join attempts a on a.rally_key = s.rally_key
