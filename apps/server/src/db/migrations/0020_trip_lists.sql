CREATE TABLE "trip_list_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"category" text,
	"assignee_id" text,
	"is_checked" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_list_items_kind" CHECK ("trip_list_items"."kind" in ('packing', 'todo')),
	CONSTRAINT "trip_list_items_text" CHECK (char_length("trip_list_items"."text") between 1 and 200),
	CONSTRAINT "trip_list_items_category" CHECK ("trip_list_items"."category" is null or char_length("trip_list_items"."category") <= 40),
	CONSTRAINT "trip_list_items_position" CHECK ("trip_list_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "list_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_templates_name" CHECK (char_length("list_templates"."name") between 1 and 60),
	CONSTRAINT "list_templates_items" CHECK (jsonb_typeof("list_templates"."items") = 'array')
);
--> statement-breakpoint
ALTER TABLE "trip_list_items" ADD CONSTRAINT "trip_list_items_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_list_items" ADD CONSTRAINT "trip_list_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_list_items" ADD CONSTRAINT "trip_list_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_templates" ADD CONSTRAINT "list_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_list_items_list_idx" ON "trip_list_items" USING btree ("itinerary_id","kind","position","id");--> statement-breakpoint
CREATE INDEX "trip_list_items_assignee_idx" ON "trip_list_items" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "list_templates_user_idx" ON "list_templates" USING btree ("user_id","created_at","id");
