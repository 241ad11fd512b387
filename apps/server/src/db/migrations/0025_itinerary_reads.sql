-- Itinerary reads are kept in memory on every instance (docs/decisions/0041-itinerary-reads.md):
-- the visitor's list pages, each itinerary's detail and the recommendations. Any write to what
-- they are made of notifies channel pintrip_itineraries in the writing transaction (delivered on
-- commit, to every instance), whoever writes it — the app's services, the planner's operations,
-- an admin's hide, a cascade, psql — and every instance drops those reads. Row triggers: a
-- statement that changes no row (a batch of views that counted none) announces nothing, and
-- PostgreSQL folds the repeats of a transaction into one notification.
CREATE FUNCTION "pintrip_itineraries_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('pintrip_itineraries', TG_TABLE_NAME);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The trip itself: title, dates, counters (likes, views, shares, copies), visibility, hiding, op_seq.
CREATE TRIGGER "itineraries_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "itineraries" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
CREATE TRIGGER "itinerary_days_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "itinerary_days" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
CREATE TRIGGER "itinerary_plans_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "itinerary_plans" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
-- Members see a private or hidden trip (canSee) and make its member_count.
CREATE TRIGGER "itinerary_members_reads_changed" AFTER INSERT OR UPDATE OR DELETE ON "itinerary_members" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
-- What a plan shows of its linked destination (image, place, whose, hidden by a moderator).
CREATE TRIGGER "destinations_itinerary_reads_changed" AFTER UPDATE OF "image_url", "lat", "lng", "user_id", "hidden_at" OR DELETE ON "destinations" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
-- The author shown on every item (name and picture, from the account and the profile).
CREATE TRIGGER "users_itinerary_reads_changed" AFTER UPDATE OF "name", "image" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_itinerary_reads_changed" AFTER INSERT OR UPDATE OF "full_name", "avatar_url" OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "pintrip_itineraries_changed"();--> statement-breakpoint
-- Whether a signed-in reader owns an itinerary others do not see (private or hidden): their
-- `all` list then differs from the shared one. Asked beside their likes on every signed-in page.
CREATE INDEX "itineraries_unlisted_user_idx" ON "itineraries" USING btree ("user_id") WHERE not ("itineraries"."is_public" and "itineraries"."hidden_at" is null);
