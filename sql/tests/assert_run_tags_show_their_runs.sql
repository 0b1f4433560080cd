-- smash_barrage shows at least three smashes, all by the credited player; net_control at
-- least three net shots. Fails on every tag row that shows less.
with shown as (
    select t.rally_key, t.tag, t.role, s.shot_type, s.player
    from {{ ref('stg_rally_tactics') }} t
    cross join lateral unnest(t.shots) as shot
    join {{ ref('stg_strokes') }} s on s.match_id = t.match_id and s.set_no = t.set_no
        and s.rally_no = t.rally_no and s.shot_no = shot
    where t.tag in ('smash_barrage', 'net_control')
)
select rally_key, tag
from shown
group by rally_key, tag, role
having (tag = 'smash_barrage' and (
            count(*) filter (where shot_type in ('smash', 'wrist smash') and player = role) < 3
            or count(*) filter (where shot_type not in ('smash', 'wrist smash')) > 0))
    or (tag = 'net_control' and
            count(*) filter (where shot_type in ('net shot', 'return net', 'cross-court net shot')) < 3)
