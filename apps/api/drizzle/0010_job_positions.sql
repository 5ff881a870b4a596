-- Positions for distance search (decision 0029). The municipalities' points come from the
-- generated master at the master-data sync that follows every migration, which then gives
-- each job without a position its municipality's point (src/db/master-data.ts).
ALTER TABLE "jobs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "coordinate_source" text;--> statement-breakpoint
CREATE INDEX "jobs_position_idx" ON "jobs" USING btree ("latitude","longitude") WHERE is_published;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_position_check" CHECK ((latitude IS NULL) = (longitude IS NULL)
        AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)));