"""Narratives: one row per (rally, version); at most one published version per rally.

Narratives are keyed by the rally's natural key without a foreign key, so that re-ingesting
a match keeps them; ``log_hash`` tells which game log a narrative describes.

Revision ID: 0002
Revises: 0001
"""

from alembic import op

revision = "0002"
down_revision = "0001"


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE narratives (
            match_id         text NOT NULL,
            set_no           smallint NOT NULL,
            rally_no         integer NOT NULL,
            version          integer NOT NULL,
            status           text NOT NULL
                             CHECK (status IN ('published', 'failed', 'superseded')),
            log_hash         text NOT NULL,            -- the game log it narrates
            text             text NOT NULL,            -- the final, verified report
            grounding_score  double precision,
            created_at       timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (match_id, set_no, rally_no, version)
        );
        CREATE UNIQUE INDEX narratives_one_published
            ON narratives (match_id, set_no, rally_no) WHERE status = 'published';
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE narratives")
