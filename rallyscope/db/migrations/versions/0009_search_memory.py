"""The verify loop's memory: each query's reformulations, the precision each reached and
why it was made; later rewrites of the same query read it.

Revision ID: 0009
Revises: 0008
"""

from alembic import op

revision = "0009"
down_revision = "0008"


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE search_memory (
            query text NOT NULL,              -- lower-cased, spaces collapsed
            reformulation text NOT NULL,      -- the pattern searched for instead
            precision real NOT NULL CHECK (precision BETWEEN 0 AND 1),
            reason text NOT NULL,
            runs integer NOT NULL DEFAULT 1,  -- how often the rewrite was made and judged
            created_at timestamptz NOT NULL DEFAULT now(),
            updated_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (query, reformulation)
        );
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE search_memory")
