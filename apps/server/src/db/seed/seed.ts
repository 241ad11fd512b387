/**
 * Demo content for a new installation: categories, ~30 real Korean destinations with generated
 * images, and two public itineraries by a demo author. Runs only on an empty database, so it never
 * touches a database that anyone has used.
 */
import { createHash, randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Logger } from 'pino';
import { startupLockKey, type Db } from '../client.js';
import {
  categories,
  destinations,
  itineraries,
  itineraryDays,
  itineraryPlans,
  profiles,
  users,
} from '../schema.js';
import type { Storage } from '../../lib/storage.js';
import {
  demoAuthor,
  demoCategories,
  demoCategoryNames,
  demoDestinations,
  demoItineraries,
} from './demo-data.js';
import { demoImageSvg } from './demo-image.js';
import { itineraryLocation } from '../../modules/itineraries/itineraries.service.js';

export interface SeedDeps {
  db: Db;
  storage: Storage;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** The day itineraries are planned from; defaults to today. */
  today?: Date;
}

export interface SeedResult {
  categories: number;
  destinations: number;
  itineraries: number;
}

async function isEmpty(db: Db): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(categories);
  const [d] = await db.select({ n: count() }).from(destinations);
  return (u?.n ?? 0) === 0 && (c?.n ?? 0) === 0 && (d?.n ?? 0) === 0;
}

function isoDay(base: Date, offsetDays: number): string {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offsetDays));
  return d.toISOString().slice(0, 10);
}

async function renderImage(storage: Storage, svg: string): Promise<string> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  return storage.put(`destinations/${hash}.webp`, webp, 'image/webp');
}

/** Seeds the demo content when the database is empty; returns what it added, or null. */
export async function seedDemo(deps: SeedDeps): Promise<SeedResult | null> {
  const { db, storage } = deps;
  if (!(await isEmpty(db))) return null;

  // Images first: files outside the database cannot be rolled back, and are harmless if unused.
  const rendered = await Promise.all(
    demoDestinations.map(
      async (d) => [d.key, await renderImage(storage, demoImageSvg(d, 960, 640))] as const,
    ),
  );
  const imageUrls = new Map<string, string>(rendered);

  const today = deps.today ?? new Date();
  const categoryNames = await demoCategoryNames();
  return db.transaction(async (tx) => {
    // Instances started together on one PostgreSQL database take turns here, under the migrations'
    // lock (released at commit); the one that comes second sees the first one's rows and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(${startupLockKey})`);
    const [again] = await tx.select({ n: count() }).from(categories);
    if ((again?.n ?? 0) > 0) return null;

    await tx.insert(categories).values(demoCategories.map((name) => ({ name, names: categoryNames[name] })));

    const authorId = randomUUID();
    await tx.insert(users).values({
      id: authorId,
      name: demoAuthor.name,
      email: demoAuthor.email,
      emailVerified: true,
    });
    await tx.insert(profiles).values({
      userId: authorId,
      fullName: demoAuthor.full_name,
      location: demoAuthor.location,
    });

    // Spread creation times over the past weeks so "latest" has a meaningful order.
    const now = Date.now();
    const rows = await tx
      .insert(destinations)
      .values(
        demoDestinations.map((d, i) => ({
          userId: authorId,
          title: d.title,
          description: d.description,
          imageUrl: imageUrls.get(d.key) ?? '',
          location: d.location,
          lat: d.lat,
          lng: d.lng,
          category: d.category,
          budgetMin: d.budget_min,
          budgetMax: d.budget_max,
          rating: d.rating,
          hashtags: d.hashtags,
          createdAt: new Date(now - (demoDestinations.length - i) * 9 * 3600_000),
          updatedAt: new Date(now - (demoDestinations.length - i) * 9 * 3600_000),
        })),
      )
      .returning({ id: destinations.id });
    const idByKey = new Map(demoDestinations.map((d, i) => [d.key, rows[i]?.id]));

    for (const it of demoItineraries) {
      const days = it.days.map((day) => ({
        ...day,
        cost: day.plans.reduce((sum, p) => sum + p.cost, 0),
      }));
      const [created] = await tx
        .insert(itineraries)
        .values({
          userId: authorId,
          title: it.title,
          startDate: isoDay(today, it.start_offset_days),
          endDate: isoDay(today, it.start_offset_days + it.length_days - 1),
          isPublic: it.is_public,
          // The same rule as a trip saved through the API (itineraries.service.ts).
          location: itineraryLocation(it.days),
          totalCost: days.reduce((sum, d) => sum + d.cost, 0),
          destinationCount: it.days.reduce((sum, d) => sum + d.plans.length, 0),
        })
        .returning({ id: itineraries.id });
      if (!created) throw new Error('itinerary insert returned nothing');
      for (const day of days) {
        const [dayRow] = await tx
          .insert(itineraryDays)
          .values({
            itineraryId: created.id,
            dayNumber: day.day_number,
            estimatedCost: day.cost,
          })
          .returning({ id: itineraryDays.id });
        if (!dayRow || day.plans.length === 0) continue;
        await tx.insert(itineraryPlans).values(
          day.plans.map((p, position) => ({
            dayId: dayRow.id,
            position,
            time: p.time,
            destination: p.destination,
            destinationId: p.destination_key ? (idByKey.get(p.destination_key) ?? null) : null,
            location: p.location,
            note: p.note,
            duration: p.duration,
            cost: p.cost,
          })),
        );
      }
    }
    return {
      categories: demoCategories.length,
      destinations: rows.length,
      itineraries: demoItineraries.length,
    };
  });
}
