-- One row per rally, in order within each set: the running score and lead after the
-- rally, who took the point, the current run of consecutive points and whether the lead
-- changed hands; plus per-set totals repeated on every row of the set (longest run per
-- player, lead changes, biggest lead).
-- point_to follows the recorded score: the player whose score went up (when only one
-- did), else the recorded rally winner (some rallies skip points: flag rally_gap).

with rallies as (
    select * from {{ ref('stg_rallies') }}
),

matches as (
    select * from {{ ref('stg_matches') }}
),

points as (
    select
        match_id,
        set_no,
        rally_no,
        rally_key,
        score_a_after                       as score_a,
        score_b_after                       as score_b,
        score_a_after - score_b_after       as lead_a,
        case
            when score_a_after > score_b_after then 'A'
            when score_b_after > score_a_after then 'B'
        end                                 as leader,
        case
            when score_a_after > score_a_before and score_b_after = score_b_before then 'A'
            when score_b_after > score_b_before and score_a_after = score_a_before then 'B'
            else winner
        end                                 as point_to,
        winner,
        has_flags
    from rallies
),

-- Runs: a new run starts whenever the point goes to someone else than the rally before.
-- Leaders: carry the last non-tied leader forward to spot changes of the lead across ties.
marked as (
    select
        points.*,
        case
            when point_to is not distinct from lag(point_to) over set_order then 0 else 1
        end                                 as starts_run,
        count(leader) over set_order        as leader_group
    from points
    window set_order as (partition by match_id, set_no order by rally_no)
),

grouped as (
    select
        marked.*,
        sum(starts_run) over set_order      as run_no,
        max(leader) over (partition by match_id, set_no, leader_group) as last_leader
    from marked
    window set_order as (partition by match_id, set_no order by rally_no)
),

flow as (
    select
        grouped.*,
        row_number() over (partition by match_id, set_no, run_no order by rally_no) as run_length,
        coalesce(
            leader is not null
            and lag(last_leader) over set_order is not null
            and leader <> lag(last_leader) over set_order,
            false
        )                                   as is_lead_change
    from grouped
    window set_order as (partition by match_id, set_no order by rally_no)
)

select
    flow.match_id,
    flow.set_no,
    flow.rally_no,
    flow.rally_key,
    row_number() over set_order             as rally_seq,
    matches.player_a,
    matches.player_b,
    flow.point_to,
    {{ role_name('flow.point_to', 'matches.player_a', 'matches.player_b') }} as point_to_name,
    flow.winner,
    flow.score_a,
    flow.score_b,
    flow.score_a || '-' || flow.score_b     as score,
    flow.lead_a,
    flow.leader,
    {{ role_name('flow.leader', 'matches.player_a', 'matches.player_b') }}   as leader_name,
    flow.is_lead_change,
    flow.run_length,
    flow.has_flags,
    coalesce(max(flow.run_length) filter (where flow.point_to = 'A') over set_all, 0)
                                            as set_longest_run_a,
    coalesce(max(flow.run_length) filter (where flow.point_to = 'B') over set_all, 0)
                                            as set_longest_run_b,
    count(*) filter (where flow.is_lead_change) over set_all                 as set_lead_changes,
    greatest(max(flow.lead_a) over set_all, 0)                               as set_max_lead_a,
    greatest(-min(flow.lead_a) over set_all, 0)                              as set_max_lead_b
from flow
inner join matches using (match_id)
window
    set_order as (partition by flow.match_id, flow.set_no order by flow.rally_no),
    set_all as (partition by flow.match_id, flow.set_no)
