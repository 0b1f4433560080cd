-- One row per rally, tactic tag and credited role, keyed like the rallies.
select
    match_id,
    set_no::integer                 as set_no,
    rally_no,
    {{ rally_key() }}               as rally_key,
    tag,
    player::text                    as role,
    shots,
    cardinality(shots)              as n_shots_shown
from {{ source('core', 'rally_tactics') }}
