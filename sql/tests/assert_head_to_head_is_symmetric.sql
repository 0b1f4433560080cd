-- head_to_head seen from both sides agrees: (P, O) and (O, P) have the same matches and
-- rallies, and their wins add up (rallies with no recorded winner count for neither).
select a.player_name, a.opponent
from {{ ref('head_to_head') }} as a
left join {{ ref('head_to_head') }} as b
    on b.player_name = a.opponent and b.opponent = a.player_name
where b.player_name is null
   or a.matches <> b.matches
   or a.rallies <> b.rallies
   or a.matches_won + b.matches_won <> a.matches
   or a.rallies_won + b.rallies_won > a.rallies
