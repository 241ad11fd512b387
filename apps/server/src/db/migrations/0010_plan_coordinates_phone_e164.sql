ALTER TABLE "itinerary_plans" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "itinerary_plans" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "itinerary_plans" ADD CONSTRAINT "itinerary_plans_lat" CHECK ("itinerary_plans"."lat" is null or "itinerary_plans"."lat" between -90 and 90);--> statement-breakpoint
ALTER TABLE "itinerary_plans" ADD CONSTRAINT "itinerary_plans_lng" CHECK ("itinerary_plans"."lng" is null or "itinerary_plans"."lng" between -180 and 180);--> statement-breakpoint
ALTER TABLE "itinerary_plans" ADD CONSTRAINT "itinerary_plans_coordinates" CHECK (("itinerary_plans"."lat" is null) = ("itinerary_plans"."lng" is null));--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_phone_e164_format" CHECK ("profiles"."phone_e164" is null or "profiles"."phone_e164" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
-- Existing phones ("+82 " then digits and hyphens) in E.164: a Korean number written with its
-- trunk 0 or without it, 9 to 11 digits in all; anything else stays without one (the server
-- fills it on the next save through libphonenumber).
UPDATE "profiles" SET "phone_e164" = '+82' || regexp_replace(regexp_replace(substr("phone", 5), '-', '', 'g'), '^0', '')
WHERE "phone" is not null AND regexp_replace(substr("phone", 5), '-', '', 'g') ~ '^0?[1-9][0-9]{7,9}$';
