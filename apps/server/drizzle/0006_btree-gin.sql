-- btree_gin lets one GIN index hold a plain column beside trigrams, so "contains" on a big inbox
-- is answered within the owner's rows: (user_id, title gin_trgm_ops). Trusted, like pg_trgm.
CREATE EXTENSION IF NOT EXISTS btree_gin;
