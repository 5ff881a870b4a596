ALTER TABLE "jobs" ADD COLUMN "shifts" "shift"[] DEFAULT '{}'::shift[] NOT NULL;--> statement-breakpoint
-- Added by hand (drizzle-kit emits no functions or triggers): jobs.shifts is a copy of the
-- shifts of the job's rows of working_times (each once, in the enum's order), for shift
-- conditions and the shifts facet (docs/decisions/0068), kept as jobs.feature_ids is
-- (migration 0018): statement triggers on working_times rewrite the arrays of the jobs the
-- statement touched, and only those that differ, so the seed (which writes the right array
-- with the job) causes no second write of its jobs.
CREATE OR REPLACE FUNCTION jobs_refresh_shifts(job_ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  UPDATE jobs AS j SET shifts = w.shifts
  FROM (
    SELECT t.id, ARRAY(SELECT DISTINCT wt.shift FROM working_times AS wt
                       WHERE wt.job_id = t.id AND wt.shift IS NOT NULL ORDER BY wt.shift) AS shifts
    FROM unnest(job_ids) AS t(id)
  ) AS w
  WHERE j.id = w.id AND j.shifts IS DISTINCT FROM w.shifts
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_sync_shifts() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- The transition tables a trigger has depend on its event (see the triggers below).
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE jobs SET shifts = '{}' WHERE shifts <> '{}';
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM jobs_refresh_shifts(ARRAY(
      SELECT job_id FROM changed UNION SELECT job_id FROM changed_before));
  ELSE
    PERFORM jobs_refresh_shifts(ARRAY(SELECT DISTINCT job_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER working_times_inserted AFTER INSERT ON working_times
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_shifts();--> statement-breakpoint
CREATE TRIGGER working_times_deleted AFTER DELETE ON working_times
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_shifts();--> statement-breakpoint
CREATE TRIGGER working_times_updated AFTER UPDATE ON working_times
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_shifts();--> statement-breakpoint
CREATE TRIGGER working_times_truncated AFTER TRUNCATE ON working_times
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_sync_shifts();--> statement-breakpoint
-- The jobs of before this migration.
UPDATE jobs AS j SET shifts = ARRAY(
  SELECT DISTINCT wt.shift FROM working_times AS wt
  WHERE wt.job_id = j.id AND wt.shift IS NOT NULL ORDER BY wt.shift)
WHERE EXISTS (SELECT 1 FROM working_times AS wt WHERE wt.job_id = j.id AND wt.shift IS NOT NULL);
