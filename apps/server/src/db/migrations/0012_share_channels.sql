ALTER TABLE "itinerary_shares" DROP CONSTRAINT "itinerary_shares_channel";--> statement-breakpoint
ALTER TABLE "itinerary_shares" ADD CONSTRAINT "itinerary_shares_channel" CHECK ("itinerary_shares"."channel" in ('link', 'facebook', 'x', 'native', 'kakao'));
