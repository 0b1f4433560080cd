"""Search index versions: built aside, validated, then published by switching ``is_current``
in one transaction; older versions stay on disk for rollback.

Revision ID: 0004
Revises: 0003
"""

from alembic import op

revision = "0004"
down_revision = "0003"


def upgrade() -> None:
    op.execute(
        """
        CREATE TABLE search_index_versions (
            version       bigserial PRIMARY KEY,
            path          text NOT NULL,
            status        text NOT NULL
                          CHECK (status IN ('building', 'published', 'retired', 'failed')),
            is_current    boolean NOT NULL DEFAULT false,
            manifest      jsonb NOT NULL DEFAULT '{}',
            validation    jsonb,
            created_at    timestamptz NOT NULL DEFAULT now(),
            published_at  timestamptz,
            CHECK (NOT is_current OR status = 'published')
        );
        CREATE UNIQUE INDEX search_index_one_current
            ON search_index_versions ((true)) WHERE is_current;
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE search_index_versions")
