ALTER TABLE "itinerary_plans" ADD COLUMN "sort_key" text COLLATE "C";--> statement-breakpoint
UPDATE "itinerary_plans" p SET "sort_key" = CASE WHEN r.n < 62
    THEN 'a' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', r.n + 1, 1)
    ELSE 'b' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (r.n - 62) / 62 + 1, 1)
      || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (r.n - 62) % 62 + 1, 1) END
  FROM (SELECT "id", (row_number() OVER (PARTITION BY "day_id" ORDER BY "position", "id") - 1)::int AS n
    FROM "itinerary_plans") r
  WHERE r."id" = p."id";--> statement-breakpoint
ALTER TABLE "itinerary_plans" ALTER COLUMN "sort_key" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "itinerary_plans" ALTER COLUMN "sort_key" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "itinerary_plans_position_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row written without a key (bulk fixtures, old writers) is keyed by its position, as the backfill.
  IF NEW.sort_key = '' THEN
    NEW.sort_key := CASE WHEN NEW.position < 62
      THEN 'a' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', NEW.position + 1, 1)
      ELSE 'b' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (NEW.position - 62) / 62 + 1, 1)
        || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (NEW.position - 62) % 62 + 1, 1) END;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "itinerary_plans_position_key" BEFORE INSERT ON "itinerary_plans"
  FOR EACH ROW EXECUTE FUNCTION "itinerary_plans_position_key"();--> statement-breakpoint
DROP INDEX "itinerary_plans_position_idx";--> statement-breakpoint
CREATE INDEX "itinerary_plans_day_sort_idx" ON "itinerary_plans" USING btree ("day_id","sort_key","id");--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "op_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "itinerary_ops" (
	"itinerary_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"op_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"op" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_ops_itinerary_id_seq_pk" PRIMARY KEY("itinerary_id","seq")
);
--> statement-breakpoint
ALTER TABLE "itinerary_ops" ADD CONSTRAINT "itinerary_ops_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_ops" ADD CONSTRAINT "itinerary_ops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_ops_op_idx" ON "itinerary_ops" USING btree ("itinerary_id","op_id");
