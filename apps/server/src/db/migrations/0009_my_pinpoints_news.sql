DROP INDEX IF EXISTS "destinations_user_idx";--> statement-breakpoint
CREATE INDEX "destinations_user_latest_idx" ON "destinations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "news_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_subscriptions_topic" CHECK ("news_subscriptions"."topic" in ('guides'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_subscriptions_email_topic_idx" ON "news_subscriptions" USING btree (lower("email"),"topic");--> statement-breakpoint
CREATE UNIQUE INDEX "news_subscriptions_token_idx" ON "news_subscriptions" USING btree ("token");
