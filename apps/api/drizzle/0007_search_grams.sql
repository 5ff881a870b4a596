-- Keyword search for terms of any length, narrowed by occupation and prefecture in the index.
--
-- Added by hand (drizzle-kit emits neither extensions nor functions):
-- btree_gin lets the GIN indexes below lead with the occupation and prefecture columns, so a
-- search narrowed to either reads only the matches inside it from the heap. Trusted (PG 13+).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- job_search_grams(text) gives the keys of jobs_search_grams_idx: every character and every
-- pair of adjacent characters of a job's normalised search text, so that a keyword term of
-- one or two characters (大型, 夜勤, 寮), which has no trigram for pg_trgm, is an exact index
-- lookup (src/db/search-text.ts):  job_search_grams(search_text) COLLATE "C" @> ARRAY[term]
-- Pairs come from two passes cutting the text into pairs at even and at odd offsets; a pair
-- holding a space falls apart into its characters (no term holds a space), and GIN keeps each
-- key once per row. Built from C functions only (an unnest/array_agg version was 15× slower);
-- IMMUTABLE and not STRICT, so queries inline it as the index does and the expressions match.
-- The keys compare in the "C" collation: bytewise, faster to build, and immune to changes of
-- the C library's collation rules.
CREATE OR REPLACE FUNCTION job_search_grams(search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_remove(array_remove(
    string_to_array(search_text, NULL)
      || string_to_array(regexp_replace(search_text, '(..)', '\1 ', 'g'), ' ')
      || string_to_array(regexp_replace(substr(search_text, 2), '(..)', '\1 ', 'g'), ' '),
    ''), ' ')
$$;--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_grams_idx" ON "jobs" USING gin ("occupation_id","prefecture_code",(job_search_grams(search_text)) COLLATE "C");--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("occupation_id","prefecture_code","search_text" gin_trgm_ops) WHERE is_published;--> statement-breakpoint
-- Added by hand: the planner estimates `@>` from the statistics of the index expression, which
-- only ANALYZE gathers (PGlite has no autovacuum).
ANALYZE jobs;
