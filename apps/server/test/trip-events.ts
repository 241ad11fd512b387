/**
 * For the tests of trip events that only the trip's people may receive (itinerary.money, .lists,
 * .bookings): a public trip with a member, the next event of a name about it, and the check that
 * the owner and the member may receive it while a stranger and a visitor may not.
 */
import { expect } from 'vitest';
import type { Itinerary } from '@pintrip/shared';
import { itineraryMembers } from '../src/db/schema.js';
import type { EventHub, HubEvent } from '../src/modules/events/event-bus.js';
import { mayReceive } from '../src/modules/events/events.routes.js';
import { makeItinerary, makeUser, type TestUser } from './builders.js';
import type { TestContext } from './helpers.js';

/** A public trip of `owner` with a new user as its viewer member. */
export async function publicTripWithMember(
  ctx: TestContext,
  owner: TestUser,
): Promise<{ trip: Itinerary; member: TestUser }> {
  const member = await makeUser(ctx);
  const trip = await makeItinerary(ctx, owner, { isPublic: true });
  await ctx.database.db
    .insert(itineraryMembers)
    .values({ itineraryId: trip.id, userId: member.id, role: 'viewer' });
  return { trip, member };
}

/** The first event `name` about trip `tripId` the hub delivers from now on. */
export function nextTripEvent(hub: EventHub, name: string, tripId: string): Promise<HubEvent> {
  return new Promise<HubEvent>((resolve) => {
    const stop = hub.subscribe((event) => {
      if (event.name === name && event.data.id === tripId) {
        stop();
        resolve(event);
      }
    });
  });
}

/** The owner and the member may receive `event`; a stranger and a visitor may not. */
export function expectTripPeopleOnly(
  event: HubEvent,
  people: { owner: TestUser; member: TestUser; stranger: TestUser },
) {
  const actor = (user: TestUser) => ({ id: user.id, isAdmin: false, isSuperAdmin: false, isActive: true });
  expect(mayReceive(actor(people.owner), event)).toBe(true);
  expect(mayReceive(actor(people.member), event)).toBe(true);
  expect(mayReceive(actor(people.stranger), event)).toBe(false);
  expect(mayReceive(null, event)).toBe(false);
}
