-- One row per narrative version, keyed like the rallies.
select
    match_id,
    set_no::integer                 as set_no,
    rally_no,
    {{ rally_key() }}               as rally_key,
    version,
    status,
    prompt_version,
    mode,
    profile,
    models,
    text                            as narrative,
    grounding_score,
    claims_checked,
    claims_supported,
    llm_calls,
    tokens,
    seconds,
    error,
    created_at
from {{ source('core', 'narratives') }}
