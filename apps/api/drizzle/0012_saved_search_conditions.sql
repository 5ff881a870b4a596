CREATE TYPE "public"."job_shift_condition" AS ENUM('day', 'night', 'no_night');--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "more_feature_ids" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "more_municipality_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "minimum_annual_salary" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "shift" "job_shift_condition";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "keyword" text;