/**
 * A kept detail's first reads, gathered (db/by-id-batches.ts, docs/decisions/0064): visitors'
 * reads of many destinations, or of many itineraries, asked for at once cost one statement, and
 * each answer is the one a read alone gets — a hidden or private item still 404 to visitors, its
 * author and an admin still see it, an unknown or malformed id still 404, in the same turn.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createQueryRecorder } from './fixtures/query-plans.js';
import { createTestContext, type TestContext } from './helpers.js';
import { makeAdmin, makeDestination, makeItinerary, makeUser, requestAs, type TestUser } from './builders.js';

describe('first reads of kept details, gathered', () => {
  let ctx: TestContext;
  let author: TestUser;
  let admin: TestUser;
  const recorder = createQueryRecorder();

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: recorder.onQuery });
    [author, admin] = await Promise.all([makeUser(ctx), makeAdmin(ctx)]);
  });
  afterAll(async () => ctx?.close());

  const visitorReads = (urls: readonly string[]) =>
    recorder.record(() => Promise.all(urls.map((url) => ctx.app.inject({ method: 'GET', url }))));
  const byIds = (queries: { sql: string }[], table: string) =>
    queries.filter((query) => query.sql.includes(`from "${table}"`) && query.sql.includes('= any('));

  it('destinations: one statement for many, each answer as alone, hidden and unknown ones 404', async () => {
    const made = [];
    for (let n = 0; n < 12; n++) made.push(await makeDestination(ctx, author, { title: `모아 읽기 ${n}` }));
    const hidden = made[3]!;
    await ctx.database.db.execute(sql`update destinations set hidden_at = now() where id = ${hidden.id}`);
    await ctx.database.sync();
    const urls = [
      ...made.map((d) => `/api/destinations/${d.id}`),
      `/api/destinations/${randomUUID()}`,
      '/api/destinations/not-an-id',
    ];
    const { result, queries } = await visitorReads(urls);
    expect(byIds(queries, 'destinations')).toHaveLength(1);
    expect(result.map((res) => res.statusCode)).toEqual([
      ...made.map((d) => (d.id === hidden.id ? 404 : 200)),
      404,
      404,
    ]);
    for (const [n, res] of result.slice(0, made.length).entries()) {
      if (made[n]!.id === hidden.id) continue;
      expect(res.json()).toMatchObject({ id: made[n]!.id, title: `모아 읽기 ${n}` });
    }
    // Kept now: the same reads send nothing (an unknown id is not kept: it is asked for again, alone);
    // the author and an admin still see the hidden one.
    const again = await visitorReads(urls);
    expect(again.queries.map((query) => query.params)).toEqual([[[urls.at(-2)!.split('/').pop()]]]);
    for (const who of [author, admin]) {
      const res = await requestAs(ctx, 'GET', `/api/destinations/${hidden.id}`, who);
      expect(res.statusCode).toBe(200);
    }
  }, 120_000);

  it('itineraries: one statement for many, each answer as alone, private and unknown ones 404', async () => {
    const made = [];
    for (let n = 0; n < 8; n++) {
      made.push(
        await makeItinerary(ctx, author, {
          isPublic: n !== 2,
          title: `모아 읽는 여행 ${n}`,
          days: [{ day_number: 1, plans: [{ destination: `${n}번째 곳`, cost: 1000 * n }] }],
        }),
      );
    }
    const urls = [...made.map((trip) => `/api/itineraries/${trip.id}`), `/api/itineraries/${randomUUID()}`];
    const { result, queries } = await visitorReads(urls);
    expect(byIds(queries, 'itineraries')).toHaveLength(1);
    expect(result.map((res) => res.statusCode)).toEqual([...made.map((_, n) => (n === 2 ? 404 : 200)), 404]);
    for (const [n, res] of result.slice(0, made.length).entries()) {
      if (n === 2) continue;
      const alone = await requestAs(ctx, 'GET', `/api/itineraries/${made[n]!.id}`, null);
      expect(res.json()).toMatchObject({ id: made[n]!.id, title: `모아 읽는 여행 ${n}` });
      expect(res.json().days).toEqual(alone.json().days);
      expect(res.json().days[0].plans[0]).toMatchObject({ destination: `${n}번째 곳`, cost: 1000 * n });
    }
    const owners = await requestAs(ctx, 'GET', `/api/itineraries/${made[2]!.id}`, author);
    expect(owners.statusCode).toBe(200);
    expect((await requestAs(ctx, 'GET', `/api/itineraries/${made[2]!.id}`, admin)).statusCode).toBe(200);
  }, 120_000);
});
