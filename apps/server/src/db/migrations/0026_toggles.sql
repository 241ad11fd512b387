-- A like or bookmark toggle in one round trip (docs/decisions/0042-fewer-round-trips.md): one call
-- of a function that locks the parent row, checks that the viewer may see it, flips the viewer's
-- row, sets the counter from the rows and (destinations) notifies the event, all in the one
-- statement's transaction. PL/pgSQL because each of its statements takes a fresh snapshot under
-- READ COMMITTED: a toggle that waited for the parent's lock sees the row the previous toggle
-- wrote, which the statements of one CTE could not.

-- canSee of packages/shared/src/policies.ts, restated for these functions only: an item that is
-- neither hidden nor private, or its owner, an admin, one of its trip's members.
-- test/toggle-visibility.test.ts asks both on every case and requires the same answer.
CREATE FUNCTION "pintrip_can_see"(viewer text, viewer_is_admin boolean, owner text, is_hidden boolean,
	is_public boolean, is_member boolean) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	-- coalesce: an owner of null (a deleted account) makes `viewer = owner` null, never true.
	SELECT coalesce((NOT is_hidden AND is_public IS DISTINCT FROM false)
		OR (viewer IS NOT NULL AND (viewer = owner OR viewer_is_admin OR is_member)), false)
$$;--> statement-breakpoint

-- The viewer's like ('like') or bookmark ('bookmark') of a destination flipped; no row when the
-- destination is missing or the viewer may not see it. Notifies `event_name` on `channel_name` with the
-- counts and the destination's visibility (the event bus's payload, delivered on commit).
CREATE FUNCTION "pintrip_toggle_destination"(reaction text, target uuid, viewer text, viewer_is_admin boolean,
	channel_name text, event_name text) RETURNS TABLE(is_on boolean, likes_count integer, bookmarks_count integer)
	LANGUAGE plpgsql AS $$
DECLARE
	owner text;
	hidden timestamptz;
	flipped integer;
BEGIN
	SELECT d.user_id, d.hidden_at INTO owner, hidden FROM destinations d WHERE d.id = target FOR NO KEY UPDATE;
	IF NOT FOUND OR NOT pintrip_can_see(viewer, viewer_is_admin, owner, hidden IS NOT NULL, NULL, false) THEN
		RETURN;
	END IF;
	IF reaction = 'like' THEN
		DELETE FROM destination_likes l WHERE l.destination_id = target AND l.user_id = viewer;
		GET DIAGNOSTICS flipped = ROW_COUNT;
		is_on := flipped = 0;
		IF is_on THEN
			INSERT INTO destination_likes (destination_id, user_id) VALUES (target, viewer) ON CONFLICT DO NOTHING;
		END IF;
		UPDATE destinations d SET likes_count = (SELECT count(*) FROM destination_likes l WHERE l.destination_id = target)
			WHERE d.id = target RETURNING d.likes_count, d.bookmarks_count INTO likes_count, bookmarks_count;
	ELSIF reaction = 'bookmark' THEN
		DELETE FROM destination_bookmarks b WHERE b.destination_id = target AND b.user_id = viewer;
		GET DIAGNOSTICS flipped = ROW_COUNT;
		is_on := flipped = 0;
		IF is_on THEN
			INSERT INTO destination_bookmarks (destination_id, user_id) VALUES (target, viewer) ON CONFLICT DO NOTHING;
		END IF;
		UPDATE destinations d SET bookmarks_count = (SELECT count(*) FROM destination_bookmarks b WHERE b.destination_id = target)
			WHERE d.id = target RETURNING d.likes_count, d.bookmarks_count INTO likes_count, bookmarks_count;
	ELSE
		RAISE EXCEPTION 'unknown reaction %', reaction;
	END IF;
	PERFORM pg_notify(channel_name, json_build_object(
		'name', event_name,
		'data', json_build_object('id', target, 'likes_count', likes_count, 'bookmarks_count', bookmarks_count),
		'about', json_build_array(json_build_object('userId', owner, 'isHidden', hidden IS NOT NULL)))::text);
	RETURN NEXT;
END
$$;--> statement-breakpoint

-- The viewer's like of an itinerary flipped; no row when it is missing or the viewer may not see
-- it (hidden or private: its owner, admins and its trip's members only). Itinerary likes publish
-- no event (docs/decisions/0024).
CREATE FUNCTION "pintrip_toggle_itinerary_like"(target uuid, viewer text, viewer_is_admin boolean)
	RETURNS TABLE(is_on boolean, likes_count integer) LANGUAGE plpgsql AS $$
DECLARE
	owner text;
	hidden timestamptz;
	shared boolean;
	flipped integer;
BEGIN
	SELECT i.user_id, i.hidden_at, i.is_public INTO owner, hidden, shared FROM itineraries i WHERE i.id = target
		FOR NO KEY UPDATE;
	IF NOT FOUND OR NOT pintrip_can_see(viewer, viewer_is_admin, owner, hidden IS NOT NULL, shared,
		EXISTS (SELECT 1 FROM itinerary_members m WHERE m.itinerary_id = target AND m.user_id = viewer)) THEN
		RETURN;
	END IF;
	DELETE FROM itinerary_likes l WHERE l.itinerary_id = target AND l.user_id = viewer;
	GET DIAGNOSTICS flipped = ROW_COUNT;
	is_on := flipped = 0;
	IF is_on THEN
		INSERT INTO itinerary_likes (itinerary_id, user_id) VALUES (target, viewer) ON CONFLICT DO NOTHING;
	END IF;
	UPDATE itineraries i SET likes_count = (SELECT count(*) FROM itinerary_likes l WHERE l.itinerary_id = target)
		WHERE i.id = target RETURNING i.likes_count INTO likes_count;
	RETURN NEXT;
END
$$;
