-- The admin lists (users, the audit log, the open reports) are kept in memory on every instance
-- (docs/decisions/0062-admin-lists-kept.md). Any write to what a list shows notifies channel
-- pintrip_admin_reads with the list's name, in the writing transaction (delivered on commit, to
-- every instance), whoever writes it — the admin's services, a sign-in (last_login), a sign-up, a
-- profile edit, a report, `npm run admin`, a cascade, psql — and every instance drops that list's
-- pages. Row triggers: a statement that changes no row announces nothing, and PostgreSQL folds
-- the repeats of a transaction into one notification.
CREATE FUNCTION "pintrip_admin_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('pintrip_admin_reads', TG_ARGV[0]);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The users list: an account's columns, its rights and its profile.
CREATE TRIGGER "users_admin_users_changed" AFTER INSERT OR UPDATE OF "email", "name", "created_at", "last_login", "is_active" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('users');--> statement-breakpoint
CREATE TRIGGER "admin_users_admin_users_changed" AFTER INSERT OR UPDATE OR DELETE ON "admin_users" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('users');--> statement-breakpoint
CREATE TRIGGER "profiles_admin_users_changed" AFTER INSERT OR UPDATE OF "full_name", "phone", "location", "user_id" OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('users');--> statement-breakpoint
-- The audit log.
CREATE TRIGGER "audit_log_admin_audit_changed" AFTER INSERT OR UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('audit');--> statement-breakpoint
-- The open reports: the reports, each reporter's email, each item's title or excerpt, author and
-- destination.
CREATE TRIGGER "reports_admin_reports_changed" AFTER INSERT OR UPDATE OR DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('reports');--> statement-breakpoint
CREATE TRIGGER "users_admin_reports_changed" AFTER UPDATE OF "email" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('reports');--> statement-breakpoint
CREATE TRIGGER "destinations_admin_reports_changed" AFTER UPDATE OF "title", "user_id" OR DELETE ON "destinations" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('reports');--> statement-breakpoint
CREATE TRIGGER "comments_admin_reports_changed" AFTER UPDATE OF "content", "user_id", "destination_id" OR DELETE ON "comments" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('reports');--> statement-breakpoint
CREATE TRIGGER "itineraries_admin_reports_changed" AFTER UPDATE OF "title", "user_id" OR DELETE ON "itineraries" FOR EACH ROW EXECUTE FUNCTION "pintrip_admin_reads_changed"('reports');
