-- Category names by language in one jsonb column ({"en": "Nature", "ja": "自然"}) instead of a column
-- a language; the Korean name stays the primary `name` that destinations reference.
ALTER TABLE "categories" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "categories" SET "names" = jsonb_strip_nulls(jsonb_build_object('en', nullif(btrim("name_en"), ''), 'ja', nullif(btrim("name_ja"), '')));--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "name_ja";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_names_object" CHECK (jsonb_typeof("categories"."names") = 'object');
