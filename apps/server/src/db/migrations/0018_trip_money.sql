ALTER TABLE "itineraries" ADD COLUMN "home_currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_home_currency" CHECK ("itineraries"."home_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
CREATE TABLE "trip_expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 8),
	"rate_date" date,
	"rate_source" text,
	"spent_on" date NOT NULL,
	"category" text NOT NULL,
	"split_kind" text NOT NULL,
	"plan_id" uuid,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_expenses_amount" CHECK ("trip_expenses"."amount" >= 0 and "trip_expenses"."amount" <= 1000000000000),
	CONSTRAINT "trip_expenses_currency" CHECK ("trip_expenses"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "trip_expenses_rate" CHECK (("trip_expenses"."rate" is null or "trip_expenses"."rate" > 0) and ("trip_expenses"."rate" is null) = ("trip_expenses"."rate_date" is null) and ("trip_expenses"."rate" is null) = ("trip_expenses"."rate_source" is null)),
	CONSTRAINT "trip_expenses_rate_source" CHECK ("trip_expenses"."rate_source" is null or "trip_expenses"."rate_source" in ('manual', 'exchange', 'provider')),
	CONSTRAINT "trip_expenses_category" CHECK ("trip_expenses"."category" in ('transport', 'lodging', 'food', 'sightseeing', 'shopping', 'other')),
	CONSTRAINT "trip_expenses_split_kind" CHECK ("trip_expenses"."split_kind" in ('equal', 'shares', 'exact', 'percent'))
);
--> statement-breakpoint
CREATE TABLE "trip_expense_payers" (
	"expense_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "trip_expense_payers_expense_id_user_id_pk" PRIMARY KEY("expense_id","user_id"),
	CONSTRAINT "trip_expense_payers_amount" CHECK ("trip_expense_payers"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_expense_shares" (
	"expense_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer,
	CONSTRAINT "trip_expense_shares_expense_id_user_id_pk" PRIMARY KEY("expense_id","user_id"),
	CONSTRAINT "trip_expense_shares_amount" CHECK ("trip_expense_shares"."amount" >= 0),
	CONSTRAINT "trip_expense_shares_weight" CHECK ("trip_expense_shares"."weight" is null or "trip_expense_shares"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "trip_settlements_amount" CHECK ("trip_settlements"."amount" > 0 and "trip_settlements"."amount" <= 1000000000000),
	CONSTRAINT "trip_settlements_parties" CHECK ("trip_settlements"."from_user_id" <> "trip_settlements"."to_user_id")
);
--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_plan_id_itinerary_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."itinerary_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expense_payers" ADD CONSTRAINT "trip_expense_payers_expense_id_trip_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."trip_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expense_shares" ADD CONSTRAINT "trip_expense_shares_expense_id_trip_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."trip_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_settlements" ADD CONSTRAINT "trip_settlements_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_settlements" ADD CONSTRAINT "trip_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_expenses_list_idx" ON "trip_expenses" USING btree ("itinerary_id","spent_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_expenses_plan_idx" ON "trip_expenses" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "trip_settlements_itinerary_idx" ON "trip_settlements" USING btree ("itinerary_id","created_at","id");
