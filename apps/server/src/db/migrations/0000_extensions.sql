CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- One immutable text per destination, so a trigram index can serve substring search (Korean
-- included) over title, location, description and hashtags. array_to_string is only stable,
-- so it cannot appear in a generated column directly.
CREATE OR REPLACE FUNCTION pintrip_search_text(title text, location text, description text, hashtags text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(hashtags, ' '), ''))
$$;
