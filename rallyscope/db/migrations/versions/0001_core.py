"""Core tables: matches, sets, rallies, strokes, calibrations, quarantine and lineage.

Revision ID: 0001
Revises:
"""

from alembic import op

revision = "0001"
down_revision = None

SHOT_TYPES = (
    "net shot",
    "return net",
    "smash",
    "wrist smash",
    "lob",
    "defensive return lob",
    "clear",
    "drive",
    "driven flight",
    "back-court drive",
    "drop",
    "passive drop",
    "push",
    "rush",
    "defensive return drive",
    "cross-court net shot",
    "short service",
    "long service",
    "unknown",
)
END_REASONS = ("winner", "out", "net", "not over", "misjudged", "fault")


def _in(values: tuple[str, ...]) -> str:
    return "(" + ", ".join("'" + v.replace("'", "''") + "'" for v in values) + ")"


def upgrade() -> None:
    op.execute(
        f"""
        CREATE TABLE matches (
            match_id      text PRIMARY KEY,          -- the source folder name
            dataset       text NOT NULL,
            tournament    text NOT NULL,
            round         text NOT NULL,
            match_date    date NOT NULL,
            player_a      text NOT NULL,             -- A is the match winner
            player_b      text NOT NULL,
            winner        text NOT NULL,
            sets_played   smallint NOT NULL,
            duration_min  integer,
            downcourt     smallint NOT NULL CHECK (downcourt IN (0, 1)),
            video_url     text,
            content_hash  text NOT NULL,
            run_id        uuid,
            loaded_at     timestamptz NOT NULL DEFAULT now()
        );

        CREATE TABLE sets (
            match_id   text NOT NULL REFERENCES matches ON DELETE CASCADE,
            set_no     smallint NOT NULL,
            winner     char(1) CHECK (winner IN ('A', 'B')),
            score_a    smallint NOT NULL,
            score_b    smallint NOT NULL,
            n_rallies  integer NOT NULL,
            PRIMARY KEY (match_id, set_no)
        );

        CREATE TABLE calibrations (
            match_id               text PRIMARY KEY REFERENCES matches ON DELETE CASCADE,
            method                 text NOT NULL,
            homography             double precision[] NOT NULL,  -- pixels -> court metres
            provided_homography    double precision[],
            corners_px             double precision[] NOT NULL,
            reprojection_error_px  double precision NOT NULL,
            agreement_m            double precision NOT NULL
        );

        CREATE TABLE rallies (
            match_id                 text NOT NULL,
            set_no                   smallint NOT NULL,
            rally_no                 integer NOT NULL,
            n_shots                  integer NOT NULL,
            start_time_s             double precision NOT NULL,
            end_time_s               double precision NOT NULL,
            duration_s               double precision NOT NULL,
            tempo_shots_per_s        double precision,
            server                   char(1) NOT NULL CHECK (server IN ('A', 'B')),
            top_player               text NOT NULL,
            bottom_player            text NOT NULL,
            score_a_before           smallint NOT NULL,
            score_b_before           smallint NOT NULL,
            score_a_after            smallint NOT NULL,
            score_b_after            smallint NOT NULL,
            winner                   char(1) CHECK (winner IN ('A', 'B')),
            winner_name              text,
            end_reason               text CHECK (end_reason IN {_in(END_REASONS)}),
            final_shot_no            integer NOT NULL,
            final_shot_type          text NOT NULL CHECK (final_shot_type IN {_in(SHOT_TYPES)}),
            final_hitter             char(1) NOT NULL,
            final_landing_zone       text,
            attack_shots_a           integer NOT NULL,
            attack_shots_b           integer NOT NULL,
            longest_attack_streak_a  integer NOT NULL,
            longest_attack_streak_b  integer NOT NULL,
            initiative_changes       integer NOT NULL,
            initiative_final         char(1),
            distance_a_m             double precision NOT NULL,
            distance_b_m             double precision NOT NULL,
            max_opponent_move_m      double precision,
            flags                    text[] NOT NULL DEFAULT '{{}}',
            log_text                 text NOT NULL,
            log_hash                 text NOT NULL,
            PRIMARY KEY (match_id, set_no, rally_no),
            FOREIGN KEY (match_id, set_no) REFERENCES sets ON DELETE CASCADE
        );

        CREATE TABLE strokes (
            match_id         text NOT NULL,
            set_no           smallint NOT NULL,
            rally_no         integer NOT NULL,
            shot_no          integer NOT NULL,
            source_row       integer NOT NULL,
            time_s           double precision NOT NULL,
            frame            bigint,
            score_a          smallint NOT NULL,
            score_b          smallint NOT NULL,
            score_a_before   smallint NOT NULL,
            score_b_before   smallint NOT NULL,
            player           char(1) NOT NULL CHECK (player IN ('A', 'B')),
            player_name      text NOT NULL,
            shot_flag        smallint,
            shot_type        text NOT NULL CHECK (shot_type IN {_in(SHOT_TYPES)}),
            intent           text NOT NULL CHECK (intent IN ('attack', 'neutral', 'defence')),
            around_head      boolean NOT NULL,
            backhand         boolean NOT NULL,
            hit_height       text CHECK (hit_height IN ('high', 'low')),
            hit_area         smallint,
            hit_x_px         double precision,
            hit_y_px         double precision,
            hit_x_m          double precision,
            hit_y_m          double precision,
            hit_zone         text,
            landing_height   text CHECK (landing_height IN ('high', 'low')),
            landing_area     smallint,
            landing_x_px     double precision,
            landing_y_px     double precision,
            landing_x_m      double precision,
            landing_y_m      double precision,
            landing_zone     text,
            player_area      smallint,
            player_x_px      double precision,
            player_y_px      double precision,
            player_x_m       double precision,
            player_y_m       double precision,
            player_zone      text,
            opponent_area    smallint,
            opponent_x_px    double precision,
            opponent_y_px    double precision,
            opponent_x_m     double precision,
            opponent_y_m     double precision,
            opponent_zone    text,
            opponent_move_m  double precision,
            bottom_role      char(1) NOT NULL,
            hitter_end       text NOT NULL CHECK (hitter_end IN ('top', 'bottom')),
            observed_end     text CHECK (observed_end IN ('top', 'bottom')),
            initiative       char(1),
            lose_reason      text CHECK (lose_reason IN {_in(END_REASONS)}),
            win_reason       text CHECK (win_reason IN {_in(END_REASONS)}),
            getpoint_player  char(1) CHECK (getpoint_player IN ('A', 'B')),
            flaw             boolean NOT NULL,
            repeated_rows    boolean NOT NULL,
            source_db        smallint,
            PRIMARY KEY (match_id, set_no, rally_no, shot_no),
            FOREIGN KEY (match_id, set_no, rally_no) REFERENCES rallies ON DELETE CASCADE
        );
        CREATE INDEX strokes_shot_type ON strokes (shot_type);

        CREATE TABLE pipeline_runs (
            run_id        uuid PRIMARY KEY,
            flow          text NOT NULL,
            status        text NOT NULL,
            params_hash   text,
            code_version  text,
            started_at    timestamptz NOT NULL DEFAULT now(),
            finished_at   timestamptz,
            summary       jsonb NOT NULL DEFAULT '{{}}'
        );

        CREATE TABLE stage_runs (
            id            bigserial PRIMARY KEY,
            run_id        uuid NOT NULL,
            flow          text NOT NULL,
            stage         text NOT NULL,
            match_id      text NOT NULL,
            input_hash    text NOT NULL,
            output_hash   text,
            code_version  text NOT NULL,
            params_hash   text NOT NULL,
            status        text NOT NULL CHECK (status IN ('ok', 'failed', 'quarantined')),
            started_at    timestamptz NOT NULL,
            seconds       double precision NOT NULL,
            rows_out      integer
        );
        CREATE INDEX stage_runs_match ON stage_runs (match_id, stage);

        CREATE TABLE quarantine (
            id          bigserial PRIMARY KEY,
            item        text NOT NULL,          -- a match id, or rows of one
            match_id    text,
            stage       text NOT NULL,
            reason      text NOT NULL,
            report      jsonb NOT NULL,
            run_id      uuid,
            created_at  timestamptz NOT NULL DEFAULT now(),
            resolved_at timestamptz
        );
        CREATE INDEX quarantine_open ON quarantine (match_id) WHERE resolved_at IS NULL;
        """
    )


def downgrade() -> None:
    op.execute(
        "DROP TABLE quarantine, stage_runs, pipeline_runs, strokes, rallies, calibrations, "
        "sets, matches"
    )
