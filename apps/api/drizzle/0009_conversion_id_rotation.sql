CREATE TABLE "retired_conversion_ids" (
	"old_id" text PRIMARY KEY NOT NULL,
	"new_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retired_conversion_ids_new_id_unique" UNIQUE("new_id")
);
--> statement-breakpoint
-- Every UUID-shaped conversion id (members and visitors) is replaced by a new one of 244 random
-- bits (two gen_random_uuid(), base64url, 43 characters) and every local reference follows it,
-- so each job seeker keeps their CRM record, LINE links, scouts and response history. The old
-- ids travelled in scout links; they now open nothing (decision 0026).
INSERT INTO "retired_conversion_ids" ("old_id", "new_id")
SELECT "conversion_id",
       translate(rtrim(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_')
FROM (
  SELECT "conversion_id" FROM "end_users"
  UNION
  SELECT "conversion_id" FROM "visitors"
) AS "ids"
WHERE "conversion_id" ~ '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';--> statement-breakpoint
UPDATE "end_users" SET "conversion_id" = r."new_id" FROM "retired_conversion_ids" r WHERE "end_users"."conversion_id" = r."old_id";--> statement-breakpoint
UPDATE "visitors" SET "conversion_id" = r."new_id" FROM "retired_conversion_ids" r WHERE "visitors"."conversion_id" = r."old_id";--> statement-breakpoint
UPDATE "crm_records" SET "conversion_id" = r."new_id" FROM "retired_conversion_ids" r WHERE "crm_records"."conversion_id" = r."old_id";--> statement-breakpoint
UPDATE "line_links" SET "conversion_id" = r."new_id" FROM "retired_conversion_ids" r WHERE "line_links"."conversion_id" = r."old_id";--> statement-breakpoint
UPDATE "scouts" SET "recipient_conversion_id" = r."new_id" FROM "retired_conversion_ids" r WHERE "scouts"."recipient_conversion_id" = r."old_id";--> statement-breakpoint
UPDATE "scout_response_histories" SET "conversion_id" = r."new_id" FROM "retired_conversion_ids" r WHERE "scout_response_histories"."conversion_id" = r."old_id";
