/**
 * Every module's repository, made for one executor: the pool, or a unit of work's transaction
 * (db/unit-of-work.ts). A service asks its unit of work for what it needs, whichever module owns it.
 */
import type { Db } from './db/client.js';
import { createActivityRepository } from './modules/activity/activity.repository.js';
import { createAdminRepository } from './modules/admin/admin.repository.js';
import { createBookingsRepository } from './modules/bookings/bookings.repository.js';
import { createCategoriesRepository } from './modules/categories/categories.repository.js';
import { createCommentsRepository } from './modules/comments/comments.repository.js';
import { createDestinationsRepository } from './modules/destinations/destinations.repository.js';
import { createExpensesRepository } from './modules/expenses/expenses.repository.js';
import { createItinerariesRepository } from './modules/itineraries/itineraries.repository.js';
import { createListsRepository } from './modules/lists/lists.repository.js';
import { createMembersRepository } from './modules/members/members.repository.js';
import { createNewsRepository } from './modules/news/news.repository.js';
import { createPlacesIoRepository } from './modules/places-io/places-io.repository.js';
import { createProfilesRepository } from './modules/profiles/profiles.repository.js';
import { createRoutingRepository } from './modules/routing/routing.repository.js';
import { createTripFilesRepository } from './modules/trip-files/trip-files.repository.js';
import { createTripOpsRepository } from './modules/trip-ops/trip-ops.repository.js';
import type { UnitOfWork } from './db/unit-of-work.js';
import { createRateCounters } from './db/rate-counters.js';

export function createRepositories(db: Db) {
  return {
    activity: createActivityRepository(db),
    admin: createAdminRepository(db),
    bookings: createBookingsRepository(db),
    categories: createCategoriesRepository(db),
    comments: createCommentsRepository(db),
    destinations: createDestinationsRepository(db),
    expenses: createExpensesRepository(db),
    itineraries: createItinerariesRepository(db),
    lists: createListsRepository(db),
    members: createMembersRepository(db),
    news: createNewsRepository(db),
    placesIo: createPlacesIoRepository(db),
    profiles: createProfilesRepository(db),
    rateCounters: createRateCounters(db),
    tripFiles: createTripFilesRepository(db),
    tripOps: createTripOpsRepository(db),
    routing: createRoutingRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
export type AppUnitOfWork = UnitOfWork<Repositories>;
