ALTER TYPE "public"."job_sort" ADD VALUE 'distance';--> statement-breakpoint
ALTER TYPE "public"."job_sort" ADD VALUE 'recommended';--> statement-breakpoint
CREATE TABLE "catalogue_renewals" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"published" integer NOT NULL,
	"closed" integer NOT NULL,
	"refreshed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_engine_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_engine_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" integer,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"result" text,
	CONSTRAINT "search_engine_notifications_type_check" CHECK (type IN ('URL_UPDATED', 'URL_DELETED'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "valid_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_engine_notifications" ADD CONSTRAINT "search_engine_notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_engine_notifications_pending_idx" ON "search_engine_notifications" USING btree ("id") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX "search_engine_notifications_sent_at_idx" ON "search_engine_notifications" USING btree ("sent_at");--> statement-breakpoint
-- Jobs written before this migration (decision 0033): a closed job closed at its last edit;
-- a published one runs 120 days (POSTING_DAYS) from its publication.
UPDATE "jobs" SET "closed_at" = "edited_at", "valid_through" = "edited_at" WHERE NOT "is_hiring" AND "closed_at" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "valid_through" = "published_at" + interval '120 days' WHERE "valid_through" IS NULL AND "published_at" IS NOT NULL;
