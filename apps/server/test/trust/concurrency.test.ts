/**
 * Concurrency: about a hundred requests at once on the same rows — like, bookmark and reaction
 * toggles, whole-itinerary updates, copies, admin actions — through the HTTP layer on the real
 * database (embedded, and PostgreSQL in the second run). Nothing answers 5xx, every counter equals
 * its rows afterwards, and every itinerary is exactly one of the versions that were submitted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestContext, testDatabaseKind, type TestContext } from '../helpers.js';
import {
  makeAdmin,
  makeCategory,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../builders.js';
import { createUnitOfWork } from '../../src/db/unit-of-work.js';
import { rowsOf } from '../../src/db/raw-sql.js';
import { pgNotifyPublisher } from '../../src/modules/events/event-bus.js';
import { brokenInvariants, copyCountMismatches } from './invariants.js';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe('concurrent writes on the same rows', () => {
  let ctx: TestContext;
  let users: TestUser[];

  const call = async (
    method: InjectOptions['method'],
    url: string,
    user: TestUser,
    payload?: object,
  ): Promise<Answer> => {
    const res = await ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
    return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {} };
  };

  /** Every answer is one of `allowed`; a 5xx fails with its body. */
  const expectStatuses = (answers: Answer[], allowed: number[]) => {
    const unexpected = answers.filter((answer) => !allowed.includes(answer.status));
    expect(unexpected).toEqual([]);
  };

  beforeAll(async () => {
    // Errors are logged: a 5xx here shows its cause in the test output (CI included).
    ctx = await createTestContext({ LOG_LEVEL: 'error' });
    users = [];
    // Sign-ups one after the other: password hashing on a loaded machine is the slow part.
    for (let i = 0; i < 10; i += 1) users.push(await makeUser(ctx));
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('100 like and bookmark toggles on one destination leave the counters equal to the rows', async () => {
    const owner = users[0]!;
    const destination = await makeDestination(ctx, owner);
    // User k toggles 10 - (k % 2) times: the even ones end where they started (off), the odd ones on.
    const requests: Promise<Answer>[] = [];
    users.forEach((user, k) => {
      for (let n = 0; n < 10 - (k % 2); n += 1) {
        requests.push(call('POST', `/api/destinations/${destination.id}/like`, user));
        requests.push(call('POST', `/api/destinations/${destination.id}/bookmark`, user));
      }
    });
    const answers = await Promise.all(requests);
    expectStatuses(answers, [200]);

    const expectedOn = users.filter((_, k) => k % 2 === 1).length;
    const detail = await call('GET', `/api/destinations/${destination.id}`, owner);
    expect(detail.body.likes_count).toBe(expectedOn);
    for (const [k, user] of users.entries()) {
      const seen = await call('GET', `/api/destinations/${destination.id}`, user);
      expect({ k, liked: seen.body.is_liked, bookmarked: seen.body.is_bookmarked }).toEqual({
        k,
        liked: k % 2 === 1,
        bookmarked: k % 2 === 1,
      });
    }
    expect(await brokenInvariants(ctx.database.db)).toEqual({});
  }, 120_000);

  it('100 reactions and 30 comments at once on one thread keep every count exact', async () => {
    const owner = users[0]!;
    const destination = await makeDestination(ctx, owner);
    const top = await call('POST', `/api/destinations/${destination.id}/comments`, owner, {
      content: '동시에 누르기',
    });
    expect(top.status).toBe(201);
    const commentId = top.body.id as string;

    const requests: Promise<Answer>[] = [];
    users.forEach((user, k) => {
      for (let n = 0; n < 10; n += 1) {
        requests.push(
          call('POST', `/api/comments/${commentId}/reaction`, user, { is_like: (n + k) % 3 !== 0 }),
        );
      }
      for (let n = 0; n < 3; n += 1) {
        requests.push(
          call('POST', `/api/destinations/${destination.id}/comments`, user, {
            content: `답글 ${k}-${n}`,
            parent_id: commentId,
          }),
        );
      }
    });
    const answers = await Promise.all(requests);
    expectStatuses(answers, [200, 201]);

    const detail = await call('GET', `/api/destinations/${destination.id}`, owner);
    expect(detail.body.comments_count).toBe(1 + users.length * 3);
    expect(await brokenInvariants(ctx.database.db)).toEqual({});
  }, 120_000);

  it('100 whole-itinerary updates, copies, likes and shares at once leave it exactly one version', async () => {
    const owner = users[0]!;
    const version = (v: number) => {
      const days = 1 + (v % 3);
      return {
        title: `버전 ${v}`,
        start_date: '2026-05-01',
        end_date: `2026-05-0${days}`,
        days: Array.from({ length: days }, (_, d) => ({
          day_number: d + 1,
          plans: Array.from({ length: 1 + ((v + d) % 4) }, (_, p) => ({
            destination: `v${v}-d${d + 1}-p${p}`,
            cost: 1000 * (v + 1),
            duration: 30,
          })),
        })),
      };
    };
    const created = await call('POST', '/api/itineraries', owner, version(0));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const visible = await call('PATCH', `/api/itineraries/${id}/visibility`, owner, { is_public: true });
    expect(visible.status).toBe(200);

    const others = users.slice(1);
    const requests: Promise<Answer>[] = [];
    for (let v = 1; v <= 40; v += 1) requests.push(call('PUT', `/api/itineraries/${id}`, owner, version(v)));
    for (const [k, user] of others.entries()) {
      for (let n = 0; n < 3; n += 1) requests.push(call('POST', `/api/itineraries/${id}/copy`, user));
      for (let n = 0; n < 1 + (k % 2); n += 1)
        requests.push(call('POST', `/api/itineraries/${id}/like`, user));
      requests.push(call('POST', `/api/itineraries/${id}/share`, user, { channel: 'link' }));
    }
    // Interleave the kinds so that updates and copies really overlap.
    const answers = await Promise.all(requests.sort(() => Math.random() - 0.5));
    expectStatuses(answers, [200, 201]);

    const full = await call('GET', `/api/itineraries/${id}`, owner);
    const v = Number(String(full.body.title).replace('버전 ', ''));
    const expected = version(v);
    const days = full.body.days as { day_number: number; plans: { destination: string; cost: number }[] }[];
    expect(days.map((day) => day.plans.map((plan) => plan.destination))).toEqual(
      expected.days.map((day) => day.plans.map((plan) => plan.destination)),
    );
    expect(full.body.end_date).toBe(expected.end_date);

    // Each copy is one whole version too: its plans all carry the same version tag as its title.
    const copies = answers.filter((answer) => answer.status === 201);
    expect(copies).toHaveLength(others.length * 3);
    for (const copy of copies) {
      const tag = String(copy.body.title).match(/^버전 (\d+) \(복사본\)$/)?.[1];
      expect(tag, String(copy.body.title)).toBeDefined();
      const copyDays = copy.body.days as { plans: { destination: string }[] }[];
      expect(copyDays.map((day) => day.plans.map((plan) => plan.destination))).toEqual(
        version(Number(tag)).days.map((day) => day.plans.map((plan) => plan.destination)),
      );
    }
    expect(full.body.likes_count).toBe(others.filter((_, k) => k % 2 === 0).length);
    expect(full.body.share_count).toBe(others.length);
    expect(await brokenInvariants(ctx.database.db)).toEqual({});
    expect(await copyCountMismatches(ctx.database.db)).toEqual([]);
  }, 120_000);

  it('100 admin actions at once on the same accounts answer 2xx or a contract 4xx, and keep one super admin', async () => {
    const [first, second] = [
      await makeAdmin(ctx, { superAdmin: true }),
      await makeAdmin(ctx, { superAdmin: true }),
    ];
    const admin = await makeAdmin(ctx);
    const target = users[9]!;

    const requests: Promise<Answer>[] = [];
    for (let n = 0; n < 20; n += 1) {
      // Deactivate/activate one account from two admins.
      requests.push(call('POST', `/api/admin/users/${target.id}/toggle-status`, n % 2 ? admin : first));
      // Grant and revoke admin rights on another.
      requests.push(call('POST', '/api/admin/admins', first, { user_id: users[8]!.id }));
      requests.push(call('PATCH', `/api/admin/admins/${users[8]!.id}`, second, { is_admin: n % 2 === 0 }));
      // The two super admins demote each other: at least one must remain.
      requests.push(call('PATCH', `/api/admin/admins/${second.id}`, first, { is_super_admin: false }));
      requests.push(call('PATCH', `/api/admin/admins/${first.id}`, second, { is_super_admin: false }));
    }
    const answers = await Promise.all(requests.sort(() => Math.random() - 0.5));
    expectStatuses(answers, [200, 201, 403, 409]);
    for (const answer of answers.filter((a) => a.status >= 400)) {
      expect(['conflict', 'last_super_admin', 'super_admin_required', 'admin_required']).toContain(
        (answer.body.error as { code: string }).code,
      );
    }

    const admins = await call('GET', '/api/admin/admins', admin);
    const rows = admins.body.items as { user_id: string; is_super_admin: boolean }[];
    expect(rows.filter((row) => row.is_super_admin).length).toBeGreaterThanOrEqual(1);
    // 20 toggles: back where it started.
    const listed = await call('GET', `/api/admin/users?q=${encodeURIComponent(target.email)}`, admin);
    expect((listed.body.items as { is_active: boolean }[])[0]?.is_active).toBe(true);
  }, 120_000);
});

describe('deleting accounts and content while others write to them', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const send = async (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers: { cookie }, payload });
    return { status: res.statusCode, body: res.body };
  };

  it('a super admin deletes an account while it likes, bookmarks, comments and reacts: counters stay exact', async () => {
    const superAdmin = await makeAdmin(ctx, { superAdmin: true });
    const owner = await makeUser(ctx);
    const doomed = await makeUser(ctx);
    const destinations = [await makeDestination(ctx, owner), await makeDestination(ctx, owner)];
    const top = await send('POST', `/api/destinations/${destinations[0]!.id}/comments`, owner.cookie, {
      content: '원글',
    });
    const commentId = (JSON.parse(top.body) as { id: string }).id;
    // The doomed account has a thread of its own under the owner's comment, with a reply from the owner.
    const mine = await send('POST', `/api/destinations/${destinations[0]!.id}/comments`, doomed.cookie, {
      content: '곧 사라질 댓글',
      parent_id: commentId,
    });
    await send('POST', `/api/destinations/${destinations[0]!.id}/comments`, owner.cookie, {
      content: '답글',
      parent_id: (JSON.parse(mine.body) as { id: string }).id,
    });

    const requests: Promise<{ status: number; body: string }>[] = [];
    for (let n = 0; n < 12; n += 1) {
      for (const destination of destinations) {
        requests.push(send('POST', `/api/destinations/${destination.id}/like`, doomed.cookie));
        requests.push(send('POST', `/api/destinations/${destination.id}/bookmark`, doomed.cookie));
        requests.push(
          send('POST', `/api/destinations/${destination.id}/comments`, doomed.cookie, {
            content: `마지막 ${n}`,
          }),
        );
      }
      requests.push(
        send('POST', `/api/comments/${commentId}/reaction`, doomed.cookie, { is_like: n % 2 === 0 }),
      );
      requests.push(send('POST', `/api/destinations/${destinations[1]!.id}/like`, owner.cookie));
    }
    requests.splice(20, 0, send('DELETE', `/api/admin/users/${doomed.id}`, superAdmin.cookie));
    const answers = await Promise.all(requests);
    // Before the deletion: 2xx; after it: the session is gone (401) or the rows are (404); racing
    // it: 409 conflict (the account went while the write was under way).
    expect(answers.filter((answer) => ![200, 201, 204, 401, 404, 409].includes(answer.status))).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'conflict' } });
    }
    expect(await brokenInvariants(ctx.database.db)).toEqual({});
  }, 120_000);

  it('an author deletes a destination while others like, bookmark and comment on it: nothing is left behind', async () => {
    const owner = await makeUser(ctx);
    const others = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    const destination = await makeDestination(ctx, owner);
    const requests: Promise<{ status: number; body: string }>[] = [];
    for (let n = 0; n < 10; n += 1) {
      for (const user of others) {
        requests.push(send('POST', `/api/destinations/${destination.id}/like`, user.cookie));
        requests.push(send('POST', `/api/destinations/${destination.id}/bookmark`, user.cookie));
        requests.push(
          send('POST', `/api/destinations/${destination.id}/comments`, user.cookie, { content: `댓글 ${n}` }),
        );
      }
    }
    requests.splice(30, 0, send('DELETE', `/api/destinations/${destination.id}`, owner.cookie));
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => ![200, 201, 204, 404].includes(answer.status))).toEqual([]);
    const [left] = rowsOf<{ n: number | string }>(
      await ctx.database.db.execute(sql`
      select (select count(*) from destination_likes where destination_id = ${destination.id})
        + (select count(*) from destination_bookmarks where destination_id = ${destination.id})
        + (select count(*) from comments where destination_id = ${destination.id}) as n`),
    );
    expect(Number(left?.n)).toBe(0);
    expect(await brokenInvariants(ctx.database.db)).toEqual({});
  }, 120_000);

  it('an owner deletes an itinerary while it is updated, copied, liked and shared: copies stay whole', async () => {
    const owner = await makeUser(ctx);
    const others = [await makeUser(ctx), await makeUser(ctx)];
    const body = (v: number) => ({
      title: `지울 일정 ${v}`,
      start_date: '2026-07-01',
      end_date: '2026-07-02',
      days: [1, 2].map((day) => ({ day_number: day, plans: [{ destination: `v${v}-${day}`, cost: v }] })),
    });
    const { id } = await makeItinerary(ctx, owner, { ...body(0), isPublic: true });
    const requests: Promise<{ status: number; body: string }>[] = [];
    for (let n = 1; n <= 10; n += 1) {
      requests.push(
        ctx.app
          .inject({
            method: 'PUT',
            url: `/api/itineraries/${id}`,
            headers: { cookie: owner.cookie },
            payload: body(n),
          })
          .then((res) => ({ status: res.statusCode, body: res.body })),
      );
      for (const user of others) {
        requests.push(send('POST', `/api/itineraries/${id}/copy`, user.cookie));
        requests.push(send('POST', `/api/itineraries/${id}/like`, user.cookie));
        requests.push(send('POST', `/api/itineraries/${id}/share`, user.cookie, { channel: 'x' }));
      }
    }
    requests.splice(20, 0, send('DELETE', `/api/itineraries/${id}`, owner.cookie));
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => ![200, 201, 204, 404, 409].includes(answer.status))).toEqual([]);
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(await brokenInvariants(ctx.database.db)).toEqual({});
  }, 120_000);
});

// Only PostgreSQL has several connections, so only there can two transactions deadlock.
if (testDatabaseKind === 'postgres')
  describe('a transaction PostgreSQL aborts as a deadlock victim', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(async () => ctx?.close());

    it('runs again in the unit of work instead of failing', async () => {
      const [a, b] = [await makeCategory(ctx, '교착-가'), await makeCategory(ctx, '교착-나')];
      const uow = createUnitOfWork(ctx.database.db, (executor) => ({ executor }), pgNotifyPublisher);
      let attempts = 0;
      let firstLocks = 0;
      const bothHoldOne = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (firstLocks >= 2) {
            clearInterval(check);
            resolve();
          }
        }, 5);
      });
      // Each locks one row, waits until the other holds its row, then asks for the other's row.
      const crosswise = (first: string, second: string) =>
        uow.transaction(async ({ executor }) => {
          attempts += 1;
          await executor.execute(sql`select 1 from categories where id = ${first} for update`);
          firstLocks += 1;
          await bothHoldOne;
          await executor.execute(sql`select 1 from categories where id = ${second} for update`);
          return 'done';
        });
      await expect(Promise.all([crosswise(a.id, b.id), crosswise(b.id, a.id)])).resolves.toEqual([
        'done',
        'done',
      ]);
      expect(attempts).toBe(3);
    }, 60_000);
  });
