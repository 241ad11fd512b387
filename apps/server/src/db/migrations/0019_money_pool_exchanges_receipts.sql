ALTER TABLE "trip_expenses" ADD COLUMN "pool_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_pool_amount" CHECK ("trip_expenses"."pool_amount" >= 0 and "trip_expenses"."pool_amount" <= "trip_expenses"."amount");--> statement-breakpoint
CREATE TABLE "trip_exchanges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"given_amount" bigint NOT NULL,
	"given_currency" text NOT NULL,
	"received_amount" bigint NOT NULL,
	"received_currency" text NOT NULL,
	"exchanged_on" date NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_exchanges_given_amount" CHECK ("trip_exchanges"."given_amount" > 0 and "trip_exchanges"."given_amount" <= 1000000000000),
	CONSTRAINT "trip_exchanges_received_amount" CHECK ("trip_exchanges"."received_amount" > 0 and "trip_exchanges"."received_amount" <= 1000000000000),
	CONSTRAINT "trip_exchanges_currencies" CHECK ("trip_exchanges"."given_currency" ~ '^[A-Z]{3}$' and "trip_exchanges"."received_currency" ~ '^[A-Z]{3}$' and "trip_exchanges"."given_currency" <> "trip_exchanges"."received_currency")
);
--> statement-breakpoint
CREATE TABLE "trip_pool_contributions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"contributed_on" date NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_pool_contributions_amount" CHECK ("trip_pool_contributions"."amount" > 0 and "trip_pool_contributions"."amount" <= 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "trip_expense_receipts" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_exchanges" ADD CONSTRAINT "trip_exchanges_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_exchanges" ADD CONSTRAINT "trip_exchanges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_pool_contributions" ADD CONSTRAINT "trip_pool_contributions_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_pool_contributions" ADD CONSTRAINT "trip_pool_contributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expense_receipts" ADD CONSTRAINT "trip_expense_receipts_expense_id_trip_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."trip_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expense_receipts" ADD CONSTRAINT "trip_expense_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_exchanges_list_idx" ON "trip_exchanges" USING btree ("itinerary_id","exchanged_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_exchanges_currency_idx" ON "trip_exchanges" USING btree ("itinerary_id","received_currency");--> statement-breakpoint
CREATE INDEX "trip_pool_contributions_itinerary_idx" ON "trip_pool_contributions" USING btree ("itinerary_id","contributed_on","id");
