{{ config(indexes=[{'columns': ['rally_key'], 'unique': true}, {'columns': ['match_id', 'set_no', 'rally_no']}]) }}

-- One row per rally: the match context, the ending, the score and its situation before
-- the rally (deuce, game point, match point, deciding set), the tactical features and
-- the data-quality flags. Roles are resolved to player names.

with rallies as (
    select * from {{ ref('stg_rallies') }}
),

matches as (
    select * from {{ ref('stg_matches') }}
),

-- Sets each role had won before each set: a set is deciding when both have won all but one.
sets_before as (
    select
        match_id,
        set_no,
        coalesce(sum(case when set_winner = 'A' then 1 else 0 end) over earlier, 0) as sets_won_a_before,
        coalesce(sum(case when set_winner = 'B' then 1 else 0 end) over earlier, 0) as sets_won_b_before
    from {{ ref('stg_sets') }}
    window earlier as (
        partition by match_id order by set_no rows between unbounded preceding and 1 preceding
    )
),

-- Badminton scoring: a game is won at 21 with a two-point lead, or at 30. So a player
-- has game point when on 20 or more and ahead, or on 29 (at 29-29 both have it).
situation as (
    select
        rallies.*,
        sets_before.sets_won_a_before,
        sets_before.sets_won_b_before,
        (score_a_before >= 20 and score_a_before = score_b_before) as is_deuce,
        case
            when score_a_before = 29 and score_b_before = 29 then null
            when (score_a_before >= 20 and score_a_before > score_b_before) or score_a_before = 29 then 'A'
            when (score_b_before >= 20 and score_b_before > score_a_before) or score_b_before = 29 then 'B'
        end as game_point_role,
        (
            (score_a_before >= 20 and score_a_before > score_b_before)
            or (score_b_before >= 20 and score_b_before > score_a_before)
            or score_a_before = 29
            or score_b_before = 29
        ) as is_game_point
    from rallies
    left join sets_before using (match_id, set_no)
)

select
    s.match_id,
    s.set_no,
    s.rally_no,
    s.rally_key,

    -- match
    m.dataset,
    m.tournament,
    m.round,
    m.match_date,
    m.player_a,
    m.player_b,
    m.match_winner,
    s.top_player,
    s.bottom_player,

    -- rally length and pace
    s.n_shots,
    s.start_time_s,
    s.end_time_s,
    s.duration_s,
    s.tempo_shots_per_s,

    -- who served, who won, how it ended
    s.server,
    {{ role_name('s.server', 'm.player_a', 'm.player_b') }}             as server_name,
    s.winner,
    s.winner_name,
    {{ role_name('s.loser', 'm.player_a', 'm.player_b') }}              as loser_name,
    s.final_shot_no,
    s.final_shot_type,
    s.final_hitter,
    {{ role_name('s.final_hitter', 'm.player_a', 'm.player_b') }}       as final_hitter_name,
    s.final_landing_zone,
    s.end_reason,

    -- score, and the situation before the rally
    s.score_a_before,
    s.score_b_before,
    s.score_a_after,
    s.score_b_after,
    s.score_a_before || '-' || s.score_b_before                         as score_before,
    s.score_a_after || '-' || s.score_b_after                           as score_after,
    s.is_deuce,
    s.is_game_point,
    {{ role_name('s.game_point_role', 'm.player_a', 'm.player_b') }}    as game_point_for,
    case
        when not s.is_game_point or s.winner is null then null
        when s.game_point_role is null then 'converted'   -- 29-29: whoever wins takes the game
        when s.winner = s.game_point_role then 'converted'
        else 'saved'
    end                                                                 as game_point_outcome,
    coalesce(
        (s.game_point_role = 'A' and s.sets_won_a_before = 1)
        or (s.game_point_role = 'B' and s.sets_won_b_before = 1)
        or (s.is_game_point and s.game_point_role is null
            and greatest(s.sets_won_a_before, s.sets_won_b_before) = 1),
        false
    )                                                                   as is_match_point,
    (s.sets_won_a_before = 1 and s.sets_won_b_before = 1)               as is_deciding_set,

    -- tactics
    s.attack_shots_a,
    s.attack_shots_b,
    s.longest_attack_streak_a,
    s.longest_attack_streak_b,
    s.initiative_changes,
    {{ role_name('s.initiative_final', 'm.player_a', 'm.player_b') }}   as initiative_final_name,
    s.distance_a_m,
    s.distance_b_m,
    s.max_opponent_move_m,

    -- data quality
    s.flags,
    s.has_flags
from situation as s
inner join matches as m using (match_id)
