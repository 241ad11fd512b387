-- Rounds (차수) of an outing: each round is an expense of its own, grouped by the outing's id and
-- numbered 1차, 2차… (docs/decisions/0048-rounds-and-send-links.md).
ALTER TABLE "trip_expenses" ADD COLUMN "outing_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD COLUMN "round_number" smallint;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_round" CHECK (("trip_expenses"."outing_id" is null) = ("trip_expenses"."round_number" is null) and ("trip_expenses"."round_number" is null or "trip_expenses"."round_number" between 1 and 20));--> statement-breakpoint
CREATE INDEX "trip_expenses_outing_idx" ON "trip_expenses" USING btree ("outing_id","round_number") WHERE "trip_expenses"."outing_id" is not null;--> statement-breakpoint
-- Where a member of a trip takes a transfer: a bank account and/or their own KakaoPay send link,
-- per trip, shown to the trip's members only.
CREATE TABLE "trip_payment_accounts" (
	"itinerary_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"bank" text,
	"account_number" text,
	"kakaopay_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_payment_accounts_itinerary_id_user_id_pk" PRIMARY KEY("itinerary_id","user_id"),
	CONSTRAINT "trip_payment_accounts_bank" CHECK (("trip_payment_accounts"."bank" is null) = ("trip_payment_accounts"."account_number" is null)),
	CONSTRAINT "trip_payment_accounts_account_number" CHECK ("trip_payment_accounts"."account_number" is null or "trip_payment_accounts"."account_number" ~ '^[0-9]+(-[0-9]+)*$' and char_length("trip_payment_accounts"."account_number") <= 30),
	CONSTRAINT "trip_payment_accounts_kakaopay_url" CHECK ("trip_payment_accounts"."kakaopay_url" is null or "trip_payment_accounts"."kakaopay_url" ~ '^https://qr\.kakaopay\.com/' and char_length("trip_payment_accounts"."kakaopay_url") <= 200),
	CONSTRAINT "trip_payment_accounts_something" CHECK ("trip_payment_accounts"."account_number" is not null or "trip_payment_accounts"."kakaopay_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "trip_payment_accounts" ADD CONSTRAINT "trip_payment_accounts_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_payment_accounts" ADD CONSTRAINT "trip_payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
