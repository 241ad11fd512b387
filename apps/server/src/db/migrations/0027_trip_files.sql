-- One private store for trip files: receipts of expenses and attachments of reservations (issue 23).
CREATE TABLE "trip_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"expense_id" uuid,
	"booking_id" uuid,
	"file_name" text,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_files_expense_id_unique" UNIQUE("expense_id"),
	CONSTRAINT "trip_files_owner" CHECK (num_nonnulls("trip_files"."expense_id", "trip_files"."booking_id") = 1),
	CONSTRAINT "trip_files_content_type" CHECK ("trip_files"."content_type" in ('image/webp', 'application/pdf')),
	CONSTRAINT "trip_files_size" CHECK (octet_length("trip_files"."bytes") between 1 and 10485760),
	CONSTRAINT "trip_files_picture_size" CHECK (("trip_files"."content_type" = 'image/webp') = ("trip_files"."width" is not null and "trip_files"."height" is not null)),
	CONSTRAINT "trip_files_name" CHECK ("trip_files"."file_name" is null or char_length("trip_files"."file_name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "trip_files" ADD CONSTRAINT "trip_files_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_files" ADD CONSTRAINT "trip_files_expense_id_trip_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."trip_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_files" ADD CONSTRAINT "trip_files_booking_id_trip_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."trip_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_files" ADD CONSTRAINT "trip_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_files_itinerary_idx" ON "trip_files" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "trip_files_booking_idx" ON "trip_files" USING btree ("booking_id","created_at","id");
--> statement-breakpoint
-- Receipts move into the one private store (docs/decisions/0044-private-trip-files.md), with their
-- trip, so that a trip's files are counted, read and deleted in one place.
INSERT INTO "trip_files" ("id", "itinerary_id", "expense_id", "content_type", "bytes", "width", "height", "created_by", "created_at")
SELECT gen_random_uuid(), e."itinerary_id", r."expense_id", r."content_type", r."bytes", r."width", r."height", r."created_by", r."created_at"
FROM "trip_expense_receipts" r JOIN "trip_expenses" e ON e."id" = r."expense_id";--> statement-breakpoint
DROP TABLE "trip_expense_receipts";
