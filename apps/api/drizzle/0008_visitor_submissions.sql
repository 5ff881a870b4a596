CREATE TABLE "visitor_submissions" (
	"client_submission_id" uuid PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"visitor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_submissions" ADD CONSTRAINT "visitor_submissions_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_submissions_visitor_id_idx" ON "visitor_submissions" USING btree ("visitor_id");