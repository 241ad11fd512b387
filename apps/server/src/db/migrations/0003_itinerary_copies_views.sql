CREATE TABLE "itinerary_views" (
	"itinerary_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_views_itinerary_id_viewer_key_pk" PRIMARY KEY("itinerary_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "copy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_views" ADD CONSTRAINT "itinerary_views_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_user_views_idx" ON "itineraries" USING btree ("user_id","views_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_user_likes_idx" ON "itineraries" USING btree ("user_id","likes_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_user_shares_idx" ON "itineraries" USING btree ("user_id","share_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_user_copies_idx" ON "itineraries" USING btree ("user_id","copy_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_public_copies_idx" ON "itineraries" USING btree ("copy_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "itineraries"."is_public";--> statement-breakpoint
CREATE INDEX "itineraries_copied_from_idx" ON "itineraries" USING btree ("copied_from_id");--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_copy_count" CHECK ("itineraries"."copy_count" >= 0);