-- Every set ends on a score that ends a game: 21 with a two-point lead, or 30.
--
-- Known source flaw (hence warn): five ShuttleSet sets are annotated only until before
-- the last point(s), e.g. Anders_ANTONSEN_Jonatan_CHRISTIE Indonesia_Masters_2020_
-- QuarterFinals set 2 ends at 10-20 and Rasmus_GEMKE_LEE_Cheuk_Yiu_French_Open_2022_
-- SemiFinals set 1 at 19-13. stg_sets.is_final_score_legal marks them.
{{ config(severity='warn') }}

select set_key, score_a, score_b, set_winner
from {{ ref('stg_sets') }}
where not is_final_score_legal
