-- New views of an itinerary change its views_count and nothing else: instead of every kept
-- itinerary read, every instance changes only what shows that count (docs/decisions/0050): the
-- views-only rows of an update are announced on channel pintrip_itineraries as
-- `views:<id>=<views_count>,…` (150 a notification, within NOTIFY's 8,000 bytes), by one statement
-- trigger reading the transition tables; any other change to a row still notifies the table's
-- name from the row trigger of 0025, and every instance drops all its itinerary reads.
DROP TRIGGER "itineraries_reads_changed" ON "itineraries";--> statement-breakpoint
CREATE TRIGGER "itineraries_reads_changed" AFTER INSERT OR DELETE ON "itineraries" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
CREATE TRIGGER "itineraries_reads_updated" AFTER UPDATE ON "itineraries" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views_count') IS DISTINCT FROM (to_jsonb(NEW) - 'views_count')) EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
CREATE FUNCTION "pintrip_itinerary_views_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	payload text;
BEGIN
	FOR payload IN
		SELECT 'views:' || string_agg(counted.id::text || '=' || counted.views_count, ',')
		FROM (
			SELECT n.id, n.views_count, (row_number() OVER () - 1) / 150 AS part
			FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.views_count IS DISTINCT FROM o.views_count
				AND (to_jsonb(n) - 'views_count') = (to_jsonb(o) - 'views_count')
		) counted
		GROUP BY counted.part
	LOOP
		PERFORM pg_notify('pintrip_itineraries', payload);
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "itineraries_views_counted" AFTER UPDATE ON "itineraries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_itinerary_views_counted"();
--> statement-breakpoint
-- A signed-in reader's itinerary likes, and whether they own an itinerary others do not see
-- (private or hidden: their `all` list is then their own), join their marks in memory
-- (auth/viewer-marks.ts, docs/decisions/0047 and 0050): the same channel, the same payload.
CREATE TRIGGER "itinerary_likes_marks_added" AFTER INSERT ON "itinerary_likes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE TRIGGER "itinerary_likes_marks_removed" AFTER DELETE ON "itinerary_likes" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pintrip_marks_changed"();--> statement-breakpoint
CREATE FUNCTION "pintrip_marks_itinerary_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
		PERFORM pg_notify('pintrip_marks', OLD.user_id::text);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
		PERFORM pg_notify('pintrip_marks', NEW.user_id::text);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "itineraries_marks_unlisted" AFTER UPDATE OF "is_public", "hidden_at", "user_id" ON "itineraries" FOR EACH ROW WHEN ((NOT (OLD."is_public" AND OLD."hidden_at" IS NULL)) IS DISTINCT FROM (NOT (NEW."is_public" AND NEW."hidden_at" IS NULL)) OR (OLD."user_id" IS DISTINCT FROM NEW."user_id" AND NOT (OLD."is_public" AND OLD."hidden_at" IS NULL AND NEW."is_public" AND NEW."hidden_at" IS NULL))) EXECUTE FUNCTION "pintrip_marks_itinerary_owner_changed"();--> statement-breakpoint
CREATE TRIGGER "itineraries_marks_unlisted_added" AFTER INSERT ON "itineraries" FOR EACH ROW WHEN (NOT (NEW."is_public" AND NEW."hidden_at" IS NULL)) EXECUTE FUNCTION "pintrip_marks_itinerary_owner_changed"();--> statement-breakpoint
CREATE TRIGGER "itineraries_marks_unlisted_removed" AFTER DELETE ON "itineraries" FOR EACH ROW WHEN (NOT (OLD."is_public" AND OLD."hidden_at" IS NULL)) EXECUTE FUNCTION "pintrip_marks_itinerary_owner_changed"();
