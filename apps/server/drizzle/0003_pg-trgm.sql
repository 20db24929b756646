-- Trigram indexes answer "contains" filters (ILIKE '%...%') of the data lists. pg_trgm is a
-- trusted extension: the database owner may create it; PGlite loads it with the client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
