-- Names resolved from roles agree with the names the pipeline stored: the rally winner's
-- name, the court ends' players, and each stroke's hitter.
select 'rally winner' as what, r.rally_key as item
from {{ ref('stg_rallies') }} as r
inner join {{ ref('stg_matches') }} as m using (match_id)
where r.winner_name is distinct from {{ role_name('r.winner', 'm.player_a', 'm.player_b') }}
   or not (r.top_player in (m.player_a, m.player_b)
           and r.bottom_player in (m.player_a, m.player_b)
           and r.top_player <> r.bottom_player)

union all

select 'stroke hitter', s.rally_key || '|' || s.shot_no
from {{ ref('stg_strokes') }} as s
inner join {{ ref('stg_matches') }} as m using (match_id)
where s.player_name <> {{ role_name('s.player', 'm.player_a', 'm.player_b') }}
