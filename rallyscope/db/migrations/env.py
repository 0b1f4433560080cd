"""Alembic environment: migrations run on the connection or URL rallyscope hands over."""

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.pool import NullPool

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    # NullPool: the connection closes when the migration ends, none is left idle behind
    with create_engine(
        config.get_main_option("sqlalchemy.url"), poolclass=NullPool
    ).begin() as conn:
        context.configure(connection=conn)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection)
    with context.begin_transaction():
        context.run_migrations()
