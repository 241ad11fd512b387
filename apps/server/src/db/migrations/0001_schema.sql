CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_admin" boolean DEFAULT true NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_super_implies_admin" CHECK (not "admin_users"."is_super_admin" or "admin_users"."is_admin")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "comment_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_like" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"depth" smallint DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"dislikes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_depth_range" CHECK ("comments"."depth" between 1 and 6),
	CONSTRAINT "comments_parent_depth" CHECK (("comments"."parent_id" is null) = ("comments"."depth" = 1)),
	CONSTRAINT "comments_content_length" CHECK (char_length("comments"."content") <= 2000),
	CONSTRAINT "comments_counts" CHECK ("comments"."likes_count" >= 0 and "comments"."dislikes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "destination_bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"location" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"category" text NOT NULL,
	"budget_min" integer NOT NULL,
	"budget_max" integer NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"bookmarks_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (pintrip_search_text(title, location, description, hashtags)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_rating_range" CHECK ("destinations"."rating" between 1 and 10),
	CONSTRAINT "destinations_budget_min" CHECK ("destinations"."budget_min" >= 0),
	CONSTRAINT "destinations_budget_order" CHECK ("destinations"."budget_min" <= "destinations"."budget_max"),
	CONSTRAINT "destinations_lat" CHECK ("destinations"."lat" is null or "destinations"."lat" between -90 and 90),
	CONSTRAINT "destinations_lng" CHECK ("destinations"."lng" is null or "destinations"."lng" between -180 and 180),
	CONSTRAINT "destinations_counts" CHECK ("destinations"."likes_count" >= 0 and "destinations"."bookmarks_count" >= 0 and "destinations"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"location" text,
	"total_cost" bigint DEFAULT 0 NOT NULL,
	"destination_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"views_count" bigint DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"copied_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itineraries_dates" CHECK ("itineraries"."end_date" >= "itineraries"."start_date"),
	CONSTRAINT "itineraries_total_cost" CHECK ("itineraries"."total_cost" >= 0),
	CONSTRAINT "itineraries_counts" CHECK ("itineraries"."destination_count" >= 0 and "itineraries"."likes_count" >= 0 and "itineraries"."views_count" >= 0 and "itineraries"."share_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "itinerary_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"day_number" smallint NOT NULL,
	"estimated_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "itinerary_days_number" CHECK ("itinerary_days"."day_number" >= 1),
	CONSTRAINT "itinerary_days_cost" CHECK ("itinerary_days"."estimated_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "itinerary_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"time" text,
	"destination" text NOT NULL,
	"destination_id" uuid,
	"location" text,
	"note" text,
	"duration" integer DEFAULT 60 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "itinerary_plans_time" CHECK ("itinerary_plans"."time" is null or "itinerary_plans"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "itinerary_plans_duration" CHECK ("itinerary_plans"."duration" >= 1),
	CONSTRAINT "itinerary_plans_cost" CHECK ("itinerary_plans"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "itinerary_shares" (
	"itinerary_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "itinerary_shares_itinerary_id_channel_pk" PRIMARY KEY("itinerary_id","channel"),
	CONSTRAINT "itinerary_shares_channel" CHECK ("itinerary_shares"."channel" in ('link', 'facebook', 'x'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text,
	"phone" text,
	"location" text,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_phone_format" CHECK ("profiles"."phone" is null or "profiles"."phone" ~ '^\+82 [0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_bookmarks" ADD CONSTRAINT "destination_bookmarks_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_bookmarks" ADD CONSTRAINT "destination_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_likes" ADD CONSTRAINT "destination_likes_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_likes" ADD CONSTRAINT "destination_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_copied_from_id_itineraries_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."itineraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_likes" ADD CONSTRAINT "itinerary_likes_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_likes" ADD CONSTRAINT "itinerary_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_plans" ADD CONSTRAINT "itinerary_plans_day_id_itinerary_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."itinerary_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_plans" ADD CONSTRAINT "itinerary_plans_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_shares" ADD CONSTRAINT "itinerary_shares_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_idx" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "admin_users_created_idx" ON "admin_users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reactions_once_idx" ON "comment_reactions" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "comment_reactions_user_idx" ON "comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_destination_idx" ON "comments" USING btree ("destination_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_bookmarks_once_idx" ON "destination_bookmarks" USING btree ("destination_id","user_id");--> statement-breakpoint
CREATE INDEX "destination_bookmarks_user_idx" ON "destination_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "destination_likes_once_idx" ON "destination_likes" USING btree ("destination_id","user_id");--> statement-breakpoint
CREATE INDEX "destination_likes_user_idx" ON "destination_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "destinations_latest_idx" ON "destinations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destinations_category_latest_idx" ON "destinations" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destinations_rating_idx" ON "destinations" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destinations_comments_idx" ON "destinations" USING btree ("comments_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destinations_user_idx" ON "destinations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "destinations_search_trgm_idx" ON "destinations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "itineraries_user_latest_idx" ON "itineraries" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_public_latest_idx" ON "itineraries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "itineraries"."is_public";--> statement-breakpoint
CREATE INDEX "itineraries_public_views_idx" ON "itineraries" USING btree ("views_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "itineraries"."is_public";--> statement-breakpoint
CREATE INDEX "itineraries_public_likes_idx" ON "itineraries" USING btree ("likes_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "itineraries"."is_public";--> statement-breakpoint
CREATE INDEX "itineraries_public_shares_idx" ON "itineraries" USING btree ("share_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "itineraries"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_days_number_idx" ON "itinerary_days" USING btree ("itinerary_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_likes_once_idx" ON "itinerary_likes" USING btree ("itinerary_id","user_id");--> statement-breakpoint
CREATE INDEX "itinerary_likes_user_idx" ON "itinerary_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_plans_position_idx" ON "itinerary_plans" USING btree ("day_id","position");--> statement-breakpoint
CREATE INDEX "itinerary_plans_destination_idx" ON "itinerary_plans" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");