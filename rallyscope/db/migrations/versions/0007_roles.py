"""Roles: a writer for the pipeline, a SELECT-only reader for SQL, the API and the web app.

Roles are cluster-wide: several rallyscope databases on one server share them, so they are
created only when missing (safe when two databases migrate at once) and every privilege is
granted per database. The reader is no superuser, holds no ``pg_read_server_files`` or
``pg_execute_server_program``, may not make temporary tables, and its sessions here are
read-only. The setup role that runs migrations keeps owning the core tables; dbt, run as the
writer, owns the ``analytics`` schema.

Revision ID: 0007
Revises: 0006
"""

from alembic import op

from rallyscope.db import roles

revision = "0007"
down_revision = "0006"

W, R = roles.WRITER, roles.READER


def _create_role(name: str) -> None:
    op.execute(
        f"""
        DO $$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{name}') THEN
                CREATE ROLE {name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION
                    NOBYPASSRLS;
            END IF;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;  -- another database's migration created it at the same moment
        END $$;
        """
    )
    secret = roles.password(name)
    if secret:  # passed as a setting, never spliced into the SQL text
        op.get_bind().exec_driver_sql("SELECT set_config('rallyscope.secret', %s, true)", (secret,))
        op.execute(
            f"DO $$ BEGIN EXECUTE format('ALTER ROLE {name} PASSWORD %L',"
            " current_setting('rallyscope.secret')); END $$"
        )
        op.execute("SELECT set_config('rallyscope.secret', '', true)")


def _own_analytics() -> None:
    """dbt runs as the writer: it must own the analytics schema and what is already in it."""
    op.execute(
        f"""
        CREATE SCHEMA IF NOT EXISTS analytics;
        ALTER SCHEMA analytics OWNER TO {W};
        DO $$
        DECLARE r record;
        BEGIN
            FOR r IN SELECT c.relname, c.relkind FROM pg_class c
                     JOIN pg_namespace n ON n.oid = c.relnamespace
                     WHERE n.nspname = 'analytics' AND c.relkind IN ('r', 'v', 'm')
            LOOP
                EXECUTE format('ALTER %s analytics.%I OWNER TO {W}',
                    CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                    ELSE 'TABLE' END, r.relname);
            END LOOP;
        END $$;
        """
    )


def _statuses() -> None:
    """Run records say how a run ended; stage records may say a stage had nothing to do."""
    op.execute(
        """
        UPDATE pipeline_runs SET status = 'completed' WHERE status = 'ok';
        UPDATE pipeline_runs SET status = 'completed_with_errors' WHERE status = 'partial';
        UPDATE pipeline_runs SET status = 'crashed' WHERE status = 'running';
        ALTER TABLE pipeline_runs ADD CONSTRAINT pipeline_runs_status_check CHECK (status IN
            ('running', 'completed', 'completed_with_errors', 'failed', 'cancelled', 'crashed'));
        ALTER TABLE stage_runs DROP CONSTRAINT stage_runs_status_check,
            ADD CONSTRAINT stage_runs_status_check
            CHECK (status IN ('ok', 'failed', 'quarantined', 'no_video'));
        """
    )


def upgrade() -> None:
    _statuses()
    for name in roles.ROLES:
        _create_role(name)
    db = op.get_bind().exec_driver_sql("SELECT quote_ident(current_database())").scalar()
    _own_analytics()
    op.execute(
        f"""
        REVOKE TEMPORARY ON DATABASE {db} FROM PUBLIC;
        REVOKE CREATE ON SCHEMA public FROM PUBLIC;
        GRANT CONNECT ON DATABASE {db} TO {W}, {R};
        GRANT TEMPORARY ON DATABASE {db} TO {W};
        GRANT USAGE ON SCHEMA public, analytics TO {W}, {R};

        GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {W};
        GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {W};
        ALTER DEFAULT PRIVILEGES IN SCHEMA public
            GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {W};
        ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO {W};

        GRANT SELECT ON ALL TABLES IN SCHEMA public, analytics TO {R};
        ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO {R};
        ALTER DEFAULT PRIVILEGES FOR ROLE {W} IN SCHEMA analytics GRANT SELECT ON TABLES TO {R};

        ALTER ROLE {R} IN DATABASE {db} SET default_transaction_read_only = on;
        """
    )


def downgrade() -> None:
    op.execute(
        """
        ALTER TABLE pipeline_runs DROP CONSTRAINT pipeline_runs_status_check;
        DELETE FROM stage_runs WHERE status = 'no_video';
        ALTER TABLE stage_runs DROP CONSTRAINT stage_runs_status_check,
            ADD CONSTRAINT stage_runs_status_check
            CHECK (status IN ('ok', 'failed', 'quarantined'));
        """
    )
    db = op.get_bind().exec_driver_sql("SELECT quote_ident(current_database())").scalar()
    owner = op.get_bind().exec_driver_sql("SELECT quote_ident(current_user)").scalar()
    op.execute(
        f"""
        ALTER ROLE {R} IN DATABASE {db} RESET ALL;
        ALTER DEFAULT PRIVILEGES FOR ROLE {W} IN SCHEMA analytics
            REVOKE SELECT ON TABLES FROM {R};
        ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM {W}, {R};
        ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM {W};
        REASSIGN OWNED BY {W} TO {owner};
        REVOKE ALL ON ALL TABLES IN SCHEMA public, analytics FROM {W}, {R};
        REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM {W};
        REVOKE ALL ON SCHEMA public, analytics FROM {W}, {R};
        REVOKE ALL ON DATABASE {db} FROM {W}, {R};
        GRANT TEMPORARY ON DATABASE {db} TO PUBLIC;
        """
    )
