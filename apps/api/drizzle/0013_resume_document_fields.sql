ALTER TABLE "resumes" ADD COLUMN "name_kana" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "prefecture_code" smallint;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "hopes" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_prefecture_code_prefectures_code_fk" FOREIGN KEY ("prefecture_code") REFERENCES "public"."prefectures"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_postal_code_check" CHECK ("resumes"."postal_code" ~ '^[0-9]{7}$');