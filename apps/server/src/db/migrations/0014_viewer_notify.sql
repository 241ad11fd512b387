-- Who a signed-in request is (auth/viewer.ts) is kept in memory on every instance, keyed by
-- session token. Any change to what a viewer is made of notifies channel pintrip_viewers with
-- the account's id, in the writing transaction (delivered on commit, to every instance): whoever
-- writes it — the app's services, better-auth, `npm run admin`, a cascade, psql.
-- docs/decisions/0024-viewer-cache.md
CREATE FUNCTION "pintrip_viewer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('pintrip_viewers', to_jsonb(CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END) ->> TG_ARGV[0]);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Deactivation, deletion, and what the viewer carries (name, picture, address, two-factor).
CREATE TRIGGER "users_viewer_changed" AFTER UPDATE OF "email", "name", "image", "is_active", "two_factor_enabled" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "pintrip_viewer_changed"('id');--> statement-breakpoint
-- Sign-out, revoked sessions (a password change or reset revokes them), expiry extended.
CREATE TRIGGER "sessions_viewer_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "pintrip_viewer_changed"('user_id');--> statement-breakpoint
-- Admin rights granted, changed or removed.
CREATE TRIGGER "admin_users_viewer_changed" AFTER INSERT OR UPDATE OR DELETE ON "admin_users" FOR EACH ROW EXECUTE FUNCTION "pintrip_viewer_changed"('user_id');
--> statement-breakpoint
-- Whether a viewer wrote a destination a moderator hid (their first page then differs from the
-- shared one), asked beside their likes on every signed-in first page: hidden rows only.
CREATE INDEX "destinations_hidden_user_idx" ON "destinations" USING btree ("user_id") WHERE "destinations"."hidden_at" is not null;
