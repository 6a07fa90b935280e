-- Trigram indexes (title and mark search) need pg_trgm on both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
