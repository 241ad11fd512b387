-- The "recommended" score (docs/decisions/0004-recommended-order.md): log2(1 + likes + 2 x bookmarks +
-- comments) + created_at in units of two days. Ordering by it equals ordering by engagement that
-- halves every two days of age, whatever "now" is, so it can be stored and indexed. extract() on a
-- timestamptz is only stable (some fields depend on the time zone; epoch does not), so it is
-- wrapped here as pintrip_search_text is.
CREATE OR REPLACE FUNCTION pintrip_recommend_score(likes integer, bookmarks integer, comments integer, created timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ln((1 + greatest(likes, 0) + 2 * greatest(bookmarks, 0) + greatest(comments, 0))::double precision) / ln(2.0::double precision)
    + extract(epoch from created)::double precision / 172800
$$;
--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "recommend_score" double precision GENERATED ALWAYS AS (pintrip_recommend_score(likes_count, bookmarks_count, comments_count, created_at)) STORED;--> statement-breakpoint
CREATE INDEX "destinations_recommended_idx" ON "destinations" USING btree ("recommend_score" DESC NULLS LAST,"id" DESC NULLS LAST);