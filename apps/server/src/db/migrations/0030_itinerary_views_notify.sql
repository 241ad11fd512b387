-- New views of an itinerary change its views_count and nothing else: instead of every kept
-- itinerary read, every instance drops only what shows that count (docs/decisions/0050): the
-- views-only rows of an update are announced on channel pintrip_itineraries as
-- `views:<id>,<id>,…` (200 ids a notification, within NOTIFY's 8,000 bytes), by one statement
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
		SELECT 'views:' || string_agg(counted.id::text, ',')
		FROM (
			SELECT n.id, (row_number() OVER () - 1) / 200 AS part
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
