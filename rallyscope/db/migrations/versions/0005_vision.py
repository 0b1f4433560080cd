"""Vision: the court detected in a match's video, and player poses at the shots.

Revision ID: 0005
Revises: 0004
"""

from alembic import op

revision = "0005"
down_revision = "0004"


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE court_detections (
            match_id          text PRIMARY KEY REFERENCES matches ON DELETE CASCADE,
            video_hash        text NOT NULL,
            frame             integer NOT NULL,
            corners_px        double precision[] NOT NULL,   -- far-l., far-r., near-l., near-r.
            metres_to_pixels  double precision[] NOT NULL,
            score             double precision NOT NULL,
            reprojection_px   double precision,
            disagreement_px   double precision               -- vs annotated corners, when any
        );

        CREATE TABLE poses (
            match_id     text NOT NULL,
            set_no       smallint NOT NULL,
            rally_no     integer NOT NULL,
            shot_no      integer NOT NULL,
            role         text NOT NULL CHECK (role IN ('hitter', 'opponent')),
            player       text NOT NULL,
            frame        integer NOT NULL,
            box          double precision[] NOT NULL,
            keypoints    jsonb NOT NULL,                  -- 17 x (x, y, confidence)
            confidence   double precision NOT NULL,
            description  text NOT NULL,
            model_hash   text NOT NULL,
            PRIMARY KEY (match_id, set_no, rally_no, shot_no, role),
            FOREIGN KEY (match_id, set_no, rally_no) REFERENCES rallies ON DELETE CASCADE
        );
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE poses; DROP TABLE court_detections")
