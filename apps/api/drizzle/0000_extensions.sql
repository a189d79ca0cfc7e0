-- Extensions live in public so that any schema's search_path finds them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
