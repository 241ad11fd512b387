-- A signed-in reader's own marks (the destinations they liked and bookmarked, and whether a
-- moderator hid one of theirs) are kept in memory per account on every instance
-- (auth/viewer-marks.ts), so that a signed-in list page costs no query. Any change to them
-- notifies channel pintrip_marks, in the writing transaction (delivered on commit to every
-- instance), whoever writes: the toggles, imports into bookmarks, cascades, psql.
-- The payload is the accounts' ids, comma-separated, or '*' (forget every account) when one
-- statement touched many (a bulk import or the bench's generator).
-- docs/decisions/0047-viewer-marks.md
CREATE FUNCTION "pintrip_marks_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	accounts text;
BEGIN
	SELECT CASE WHEN count(*) > 50 THEN '*' ELSE string_agg(user_id, ',') END
	INTO accounts
	FROM (SELECT DISTINCT user_id::text AS user_id FROM changed_rows) changed;
	IF accounts IS NOT NULL THEN
		PERFORM pg_notify('pintrip_marks', accounts);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "destination_likes_marks_added" AFTER INSERT ON "destination_likes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "destination_likes_marks_removed" AFTER DELETE ON "destination_likes" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "destination_bookmarks_marks_added" AFTER INSERT ON "destination_bookmarks" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "destination_bookmarks_marks_removed" AFTER DELETE ON "destination_bookmarks" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
-- A destination hidden or shown again by a moderator (its author's lists include it while hidden).
CREATE FUNCTION "pintrip_marks_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('pintrip_marks', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "destinations_marks_hidden" AFTER UPDATE OF "hidden_at", "user_id" ON "destinations" FOR EACH ROW WHEN (OLD."hidden_at" IS DISTINCT FROM NEW."hidden_at" OR (NEW."hidden_at" IS NOT NULL AND OLD."user_id" IS DISTINCT FROM NEW."user_id")) EXECUTE FUNCTION "pintrip_marks_owner_changed"();--> statement-breakpoint
CREATE TRIGGER "destinations_marks_hidden_added" AFTER INSERT ON "destinations" FOR EACH ROW WHEN (NEW."hidden_at" IS NOT NULL) EXECUTE FUNCTION "pintrip_marks_owner_changed"();--> statement-breakpoint
CREATE TRIGGER "destinations_marks_hidden_removed" AFTER DELETE ON "destinations" FOR EACH ROW WHEN (OLD."hidden_at" IS NOT NULL) EXECUTE FUNCTION "pintrip_marks_owner_changed"();
