-- lift_punished, written again in SQL from its definition: the second-to-last shot is a
-- lift by one player and the final shot a smash by the other, who won the rally. Fails on
-- every rally where the definition and the stored tags disagree (either way).
with defined as (
    select r.rally_key, r.winner as role
    from {{ ref('stg_rallies') }} r
    join {{ ref('stg_strokes') }} last on last.match_id = r.match_id and last.set_no = r.set_no
        and last.rally_no = r.rally_no and last.shot_no = r.final_shot_no
    join {{ ref('stg_strokes') }} prev on prev.match_id = r.match_id and prev.set_no = r.set_no
        and prev.rally_no = r.rally_no and prev.shot_no = r.final_shot_no - 1
    where last.shot_type in ('smash', 'wrist smash')
      and prev.shot_type in ('lob', 'defensive return lob')
      and last.player = r.winner and prev.player <> r.winner
),
tagged as (
    select rally_key, role from {{ ref('stg_rally_tactics') }} where tag = 'lift_punished'
)
select * from (select * from defined except select * from tagged) missing
union all
select * from (select * from tagged except select * from defined) extra
