CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"itinerary_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_trip_idx" ON "calendar_feeds" USING btree ("user_id","itinerary_id") WHERE "calendar_feeds"."itinerary_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."itinerary_id" is null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_itinerary_idx" ON "calendar_feeds" USING btree ("itinerary_id") WHERE "calendar_feeds"."itinerary_id" is not null;--> statement-breakpoint
CREATE INDEX "destinations_lat_idx" ON "destinations" USING btree ("lat") WHERE "destinations"."lat" is not null;
