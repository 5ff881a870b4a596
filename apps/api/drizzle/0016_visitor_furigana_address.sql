ALTER TABLE "visitors" ADD COLUMN "furigana" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "address_line" text;