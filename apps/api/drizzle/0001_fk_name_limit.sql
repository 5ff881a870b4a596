ALTER TABLE "magazine_article_categories" DROP CONSTRAINT "magazine_article_categories_category_id_magazine_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "magazine_article_categories" ADD CONSTRAINT "magazine_article_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."magazine_categories"("id") ON DELETE cascade ON UPDATE no action;