"""Rally patterns and tactic tags: each rally's shot code, and its tags with the shots that
show them.

Revision ID: 0006
Revises: 0005
"""

from alembic import op

revision = "0006"
down_revision = "0005"


def upgrade() -> None:
    op.execute(
        """
        -- the shots as fixed-width tokens (rallyscope/pattern/encode.py); rally patterns
        -- compile to regular expressions over it. NULL for rallies loaded before 0006
        ALTER TABLE rallies ADD COLUMN shot_code text
            CHECK (shot_code ~ '^(\\|[a-s][AB][SR][WLU][b-][h-][0-9][0-9])+\\|$');

        CREATE TABLE rally_tactics (
            match_id  text NOT NULL,
            set_no    smallint NOT NULL,
            rally_no  integer NOT NULL,
            tag       text NOT NULL,
            player    char(1) NOT NULL CHECK (player IN ('A', 'B')),
            shots     integer[] NOT NULL CHECK (cardinality(shots) > 0),
            PRIMARY KEY (match_id, set_no, rally_no, tag, player),
            FOREIGN KEY (match_id, set_no, rally_no) REFERENCES rallies ON DELETE CASCADE
        );
        CREATE INDEX rally_tactics_tag ON rally_tactics (tag);
        """
    )


def downgrade() -> None:
    op.execute("DROP TABLE rally_tactics; ALTER TABLE rallies DROP COLUMN shot_code")
