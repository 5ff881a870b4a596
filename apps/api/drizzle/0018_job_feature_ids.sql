ALTER TABLE "jobs" ADD COLUMN "feature_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Added by hand (drizzle-kit emits no functions or triggers): jobs.feature_ids is a copy of
-- the job's rows of job_features (sorted ids), for the feature condition of keyword searches
-- and the features facet (docs/decisions/0065). Statement triggers on job_features keep it
-- equal to them whatever writes them (the seed's COPY included): each rewrites the arrays of
-- the jobs the statement touched, and only those that differ, so a writer that already set
-- the right array (the seed) causes no second write of its jobs.
CREATE OR REPLACE FUNCTION jobs_refresh_feature_ids(job_ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  UPDATE jobs AS j SET feature_ids = w.ids
  FROM (
    SELECT t.id, ARRAY(SELECT jf.feature_id FROM job_features AS jf
                       WHERE jf.job_id = t.id ORDER BY jf.feature_id) AS ids
    FROM unnest(job_ids) AS t(id)
  ) AS w
  WHERE j.id = w.id AND j.feature_ids IS DISTINCT FROM w.ids
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_sync_feature_ids() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- The transition tables a trigger has depend on its event (see the triggers below).
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE jobs SET feature_ids = '{}' WHERE feature_ids <> '{}';
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM jobs_refresh_feature_ids(ARRAY(
      SELECT job_id FROM changed UNION SELECT job_id FROM changed_before));
  ELSE
    PERFORM jobs_refresh_feature_ids(ARRAY(SELECT DISTINCT job_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_features_inserted AFTER INSERT ON job_features
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_feature_ids();--> statement-breakpoint
CREATE TRIGGER job_features_deleted AFTER DELETE ON job_features
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_feature_ids();--> statement-breakpoint
CREATE TRIGGER job_features_updated AFTER UPDATE ON job_features
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_feature_ids();--> statement-breakpoint
CREATE TRIGGER job_features_truncated AFTER TRUNCATE ON job_features
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_feature_ids();--> statement-breakpoint
-- The jobs of before this migration.
UPDATE jobs AS j SET feature_ids = ARRAY(
  SELECT jf.feature_id FROM job_features AS jf WHERE jf.job_id = j.id ORDER BY jf.feature_id)
WHERE EXISTS (SELECT 1 FROM job_features AS jf WHERE jf.job_id = j.id);
