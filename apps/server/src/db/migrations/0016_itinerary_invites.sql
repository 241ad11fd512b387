CREATE TABLE "itinerary_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"role" text NOT NULL,
	"token_hash" text,
	"invitee_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "itinerary_invites_role" CHECK ("itinerary_invites"."role" in ('editor', 'viewer')),
	CONSTRAINT "itinerary_invites_kind" CHECK (("itinerary_invites"."token_hash" is null) <> ("itinerary_invites"."invitee_id" is null))
);
--> statement-breakpoint
ALTER TABLE "itinerary_invites" ADD CONSTRAINT "itinerary_invites_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_invites" ADD CONSTRAINT "itinerary_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_invites" ADD CONSTRAINT "itinerary_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_invites_token_idx" ON "itinerary_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "itinerary_invites_itinerary_idx" ON "itinerary_invites" USING btree ("itinerary_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itinerary_invites_invitee_idx" ON "itinerary_invites" USING btree ("invitee_id","created_at" DESC NULLS LAST) WHERE "itinerary_invites"."invitee_id" is not null;
