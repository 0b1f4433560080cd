"""Alembic environment: migrations run on the connection or URL rallyscope hands over."""

from alembic import context
from sqlalchemy import create_engine

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    with create_engine(config.get_main_option("sqlalchemy.url")).begin() as conn:
        context.configure(connection=conn)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection)
    with context.begin_transaction():
        context.run_migrations()
