CREATE TABLE "itinerary_members" (
	"itinerary_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_members_itinerary_id_user_id_pk" PRIMARY KEY("itinerary_id","user_id"),
	CONSTRAINT "itinerary_members_role" CHECK ("itinerary_members"."role" in ('editor', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "itinerary_members" ADD CONSTRAINT "itinerary_members_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_members" ADD CONSTRAINT "itinerary_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_members" ADD CONSTRAINT "itinerary_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_members_user_idx" ON "itinerary_members" USING btree ("user_id","created_at" DESC NULLS LAST,"itinerary_id" DESC NULLS LAST);
