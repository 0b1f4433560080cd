"""Narration on small models: the structured claims of each narrative and the profile that
made it; per turn, the prompt tokens the server evaluated (the rest came from its cache).

Revision ID: 0008
Revises: 0007
"""

from alembic import op

revision = "0008"
down_revision = "0007"


def upgrade() -> None:
    op.execute(
        """
        ALTER TABLE narratives
            ADD COLUMN profile text NOT NULL DEFAULT 'production',  -- cpu | production
            ADD COLUMN claims jsonb,             -- the report as structured claims
            ADD COLUMN claims_checked integer,   -- claims the grounding checker could check
            ADD COLUMN claims_supported integer;
        ALTER TABLE narrative_turns
            ADD COLUMN prompt_evaluated integer; -- null when the server does not say
        """
    )


def downgrade() -> None:
    op.execute(
        """
        ALTER TABLE narrative_turns DROP COLUMN prompt_evaluated;
        ALTER TABLE narratives DROP COLUMN profile, DROP COLUMN claims,
            DROP COLUMN claims_checked, DROP COLUMN claims_supported;
        """
    )
