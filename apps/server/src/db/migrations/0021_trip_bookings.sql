CREATE TABLE "trip_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"confirmation" text,
	"starts_at" timestamp with time zone,
	"start_zone" text,
	"ends_at" timestamp with time zone,
	"end_zone" text,
	"place_name" text,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"cost" bigint,
	"currency" text,
	"expense_id" uuid,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_bookings_kind" CHECK ("trip_bookings"."kind" in ('flight', 'train', 'bus', 'lodging', 'car', 'restaurant', 'activity', 'other')),
	CONSTRAINT "trip_bookings_title" CHECK (char_length("trip_bookings"."title") between 1 and 100),
	CONSTRAINT "trip_bookings_start" CHECK (("trip_bookings"."starts_at" is null) = ("trip_bookings"."start_zone" is null)),
	CONSTRAINT "trip_bookings_end" CHECK (("trip_bookings"."ends_at" is null) = ("trip_bookings"."end_zone" is null)),
	CONSTRAINT "trip_bookings_order" CHECK ("trip_bookings"."ends_at" is null or "trip_bookings"."starts_at" is null or "trip_bookings"."ends_at" >= "trip_bookings"."starts_at"),
	CONSTRAINT "trip_bookings_point" CHECK (("trip_bookings"."lat" is null) = ("trip_bookings"."lng" is null) and ("trip_bookings"."lat" is null or ("trip_bookings"."lat" between -90 and 90 and "trip_bookings"."lng" between -180 and 180))),
	CONSTRAINT "trip_bookings_cost" CHECK (("trip_bookings"."cost" is null) = ("trip_bookings"."currency" is null) and ("trip_bookings"."cost" is null or ("trip_bookings"."cost" >= 0 and "trip_bookings"."cost" <= 1000000000000)) and ("trip_bookings"."currency" is null or "trip_bookings"."currency" ~ '^[A-Z]{3}$'))
);
--> statement-breakpoint
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_expense_id_trip_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."trip_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_bookings_list_idx" ON "trip_bookings" USING btree ("itinerary_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "trip_bookings_expense_idx" ON "trip_bookings" USING btree ("expense_id");
