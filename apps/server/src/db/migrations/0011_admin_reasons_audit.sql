ALTER TABLE "reports" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_code" CHECK ("reports"."reason_code" is null or "reports"."reason_code" in ('spam', 'inappropriate', 'misinformation', 'copyright', 'other'));--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reason_length";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_length" CHECK (char_length("reports"."reason") <= 500 and (char_length("reports"."reason") >= 1 or coalesce("reports"."reason_code", 'other') <> 'other'));--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "reason_code" text;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree (lower("actor_email"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
