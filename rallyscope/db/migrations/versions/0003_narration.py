"""Narration: what produced each narrative, its debate turns, its claim verdicts, pending
rallies, and the LLM response cache.

Revision ID: 0003
Revises: 0002
"""

from alembic import op

revision = "0003"
down_revision = "0002"


def upgrade() -> None:
    op.execute(
        """
        ALTER TABLE narratives
            DROP CONSTRAINT narratives_status_check,
            ADD CONSTRAINT narratives_status_check
                CHECK (status IN ('published', 'failed', 'superseded', 'pending')),
            ADD COLUMN prompt_version text NOT NULL DEFAULT '',
            ADD COLUMN mode text NOT NULL DEFAULT 'full',
            ADD COLUMN models jsonb NOT NULL DEFAULT '{}',      -- model per role
            ADD COLUMN sections jsonb,                        -- the five report sections
            ADD COLUMN gate jsonb,                            -- the gate's report
            ADD COLUMN error text,                            -- why a rally is pending
            ADD COLUMN llm_calls integer,
            ADD COLUMN tokens integer,
            ADD COLUMN seconds double precision;

        CREATE TABLE narrative_turns (
            match_id          text NOT NULL,
            set_no            smallint NOT NULL,
            rally_no          integer NOT NULL,
            version           integer NOT NULL,
            turn_no           integer NOT NULL,
            step              smallint NOT NULL CHECK (step BETWEEN 1 AND 6),
            role              text NOT NULL,
            round             integer,
            contentiousness   double precision,
            prompt_hash       text NOT NULL,
            output            text NOT NULL,
            prompt_tokens     integer NOT NULL,
            completion_tokens integer NOT NULL,
            latency_s         double precision NOT NULL,
            cached            boolean NOT NULL,
            PRIMARY KEY (match_id, set_no, rally_no, version, turn_no),
            FOREIGN KEY (match_id, set_no, rally_no, version)
                REFERENCES narratives ON DELETE CASCADE
        );

        CREATE TABLE claim_verdicts (
            match_id     text NOT NULL,
            set_no       smallint NOT NULL,
            rally_no     integer NOT NULL,
            version      integer NOT NULL,
            claim_no     integer NOT NULL,
            sentence_no  integer NOT NULL,
            sentence     text NOT NULL,
            kind         text NOT NULL,
            claim        text NOT NULL,
            supported    boolean NOT NULL,
            expected     text NOT NULL,
            PRIMARY KEY (match_id, set_no, rally_no, version, claim_no),
            FOREIGN KEY (match_id, set_no, rally_no, version)
                REFERENCES narratives ON DELETE CASCADE
        );

        CREATE TABLE llm_cache (
            key               text PRIMARY KEY,   -- model, prompt version, request hash
            model             text NOT NULL,
            prompt_version    text NOT NULL,
            prompt_hash       text NOT NULL,
            output            text NOT NULL,
            prompt_tokens     integer NOT NULL,
            completion_tokens integer NOT NULL,
            latency_s         double precision NOT NULL,
            created_at        timestamptz NOT NULL DEFAULT now()
        );
        """
    )


def downgrade() -> None:
    op.execute(
        """
        DROP TABLE llm_cache;
        DROP TABLE claim_verdicts;
        DROP TABLE narrative_turns;
        DELETE FROM narratives WHERE status = 'pending';
        ALTER TABLE narratives
            DROP CONSTRAINT narratives_status_check,
            ADD CONSTRAINT narratives_status_check
                CHECK (status IN ('published', 'failed', 'superseded')),
            DROP COLUMN prompt_version, DROP COLUMN mode, DROP COLUMN models,
            DROP COLUMN sections, DROP COLUMN gate, DROP COLUMN error,
            DROP COLUMN llm_calls, DROP COLUMN tokens, DROP COLUMN seconds;
        """
    )
