-- serve_third_attack, written again in SQL: shot 3 is an attacking shot by the server.
-- Fails on every rally where the definition and the stored tags disagree (either way).
with defined as (
    select s3.match_id, s3.set_no, s3.rally_no, s3.player as role
    from {{ ref('stg_strokes') }} s3
    join {{ ref('stg_strokes') }} s1 on s1.match_id = s3.match_id and s1.set_no = s3.set_no
        and s1.rally_no = s3.rally_no and s1.shot_no = 1
    where s3.shot_no = 3 and s3.intent = 'attack' and s3.player = s1.player
),
tagged as (
    select match_id, set_no, rally_no, role
    from {{ ref('stg_rally_tactics') }} where tag = 'serve_third_attack'
)
select * from (select * from defined except select * from tagged) missing
union all
select * from (select * from tagged except select * from defined) extra
