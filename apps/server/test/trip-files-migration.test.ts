import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';
import { tripFiles } from '../src/db/schema.js';
import { makeCastContext, makeItinerary, requestAs, type Cast } from './builders.js';
import type { TestContext } from './helpers.js';
import { makeImage } from './images.js';

/**
 * Migration 0027 moves the receipts of expenses (trip_expense_receipts, migration 0019) into the one
 * private store, trip_files. Run here on the table as it stood before, with a receipt an
 * installation has: the row keeps its bytes and size, gains its trip, and the receipt route still
 * answers it.
 */
describe('migration 0027: receipts into trip_files', () => {
  let ctx: TestContext;
  let cast: Cast;
  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
  });
  afterAll(async () => ctx?.close());

  it('carries every receipt over with its trip, then drops the old table', async () => {
    const { db } = ctx.database;
    const trip = await makeItinerary(ctx, cast.owner);
    const expenseId = randomUUID();
    const saved = await requestAs(
      ctx,
      'PUT',
      `/api/itineraries/${trip.id}/expenses/${expenseId}`,
      cast.owner,
      {
        title: '택시',
        amount: 12000,
        currency: 'KRW',
        spent_on: '2026-05-01',
        category: 'transport',
        payers: [{ user_id: cast.owner.id, amount: 12000 }],
        split: { kind: 'equal', members: [cast.owner.id] },
      },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const webp = await makeImage('webp');

    await db.execute(sql`drop table trip_files`);
    await db.execute(sql`
      create table trip_expense_receipts (
        expense_id uuid primary key references trip_expenses(id) on delete cascade,
        content_type text not null, bytes bytea not null, width integer not null, height integer not null,
        created_by text references users(id) on delete set null,
        created_at timestamp with time zone default now() not null)`);
    await db.execute(sql`
      insert into trip_expense_receipts (expense_id, content_type, bytes, width, height, created_by)
      values (${expenseId}, 'image/webp', ${webp}, 40, 30, ${cast.owner.id})`);

    const migration = readFileSync(path.join(migrationsFolder(), '0027_trip_files.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = await db.select().from(tripFiles);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      itineraryId: trip.id,
      expenseId,
      bookingId: null,
      contentType: 'image/webp',
      width: 40,
      height: 30,
      createdBy: cast.owner.id,
    });
    expect(rows[0]!.bytes.equals(webp)).toBe(true);
    const gone = await db.execute(sql`select to_regclass('trip_expense_receipts') as t`);
    expect((gone as unknown as { rows: { t: string | null }[] }).rows[0]?.t).toBeNull();
    const served = await requestAs(
      ctx,
      'GET',
      `/api/itineraries/${trip.id}/expenses/${expenseId}/receipt`,
      cast.owner,
    );
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(webp)).toBe(true);
  });
});
