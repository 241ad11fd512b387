/**
 * Convergence of trip operations (issue 22 "Done when"): three editors apply random operations
 * locally at once (optimistic, with the shared applyTripOp) and send them through the HTTP layer
 * in random interleavings — batches, two at the same time, answers lost (the batch is sent again:
 * a replay) — and catch up through GET /ops. At the end every client's state equals the
 * database's detail answer, the log is 1..n without gaps, and every operation was applied exactly
 * once or rejected with a reason: none applied twice, none lost.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  applyTripOp,
  plansOfDay,
  sortKeyAt,
  type Itinerary,
  type TripOp,
  type TripOpResult,
  type TripOpsPage,
  type TripState,
} from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeItinerary, makeUser, type TestUser } from '../../../test/builders.js';

function stateOfDetail(trip: Itinerary): TripState {
  const plans = trip.days.flatMap((day) =>
    day.plans.map((plan) => ({
      id: plan.id,
      day_number: day.day_number,
      sort_key: plan.sort_key!,
      time: plan.time,
      destination: plan.destination,
      destination_id: plan.destination_id,
      location: plan.location,
      note: plan.note,
      duration: plan.duration,
      cost: plan.cost,
      lat: plan.lat,
      lng: plan.lng,
    })),
  );
  return {
    title: trip.title,
    start_date: trip.start_date,
    end_date: trip.end_date,
    location: trip.location,
    plans: Object.fromEntries(plans.map((plan) => [plan.id, plan])),
  };
}

/** The comparable form: every plan in its day's order (keys may differ in spelling only if equal). */
const view = (state: TripState) => ({
  title: state.title,
  start_date: state.start_date,
  end_date: state.end_date,
  days: [1, 2, 3, 4].map((day) => plansOfDay(state, day)),
});

/** One random step; `a`, `b`, `c` are dice the step reads as it needs. */
const stepArbitrary = fc.record({
  client: fc.nat(2),
  action: fc.constantFrom('op', 'op', 'op', 'send', 'send-lost', 'race', 'sync'),
  kind: fc.constantFrom('add', 'move', 'update', 'remove', 'title', 'dates'),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
});
type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

interface Client {
  user: TestUser;
  /** What the server confirmed, from the log, up to `seq`. */
  confirmed: TripState;
  seq: number;
  /** Made locally, not yet answered. */
  outbox: TripOp[];
}

const optimistic = (client: Client) =>
  client.outbox.reduce((state, op) => {
    const outcome = applyTripOp(state, op);
    return outcome.ok ? outcome.state : state;
  }, client.confirmed);

function makeOp(state: TripState, step: Step): TripOp | null {
  const ids = Object.keys(state.plans).sort();
  const pick = ids.length > 0 ? ids[step.a % ids.length]! : null;
  const day = 1 + (step.b % 3);
  const keyIn = (dayNumber: number, exclude: string | null) => {
    const plans = plansOfDay(state, dayNumber).filter((plan) => plan.id !== exclude);
    return sortKeyAt(plans, step.c % (plans.length + 1));
  };
  const op_id = randomUUID();
  switch (step.kind) {
    case 'add':
      return {
        op_id,
        kind: 'plan.add',
        plan_id: randomUUID(),
        day_number: day,
        sort_key: keyIn(day, null),
        fields: { destination: `곳${step.a}`, cost: step.c * 10 },
      };
    case 'move':
      return pick === null
        ? null
        : { op_id, kind: 'plan.move', plan_id: pick, day_number: day, sort_key: keyIn(day, pick) };
    case 'update':
      return pick === null
        ? null
        : {
            op_id,
            kind: 'plan.update',
            plan_id: pick,
            fields: step.b % 2 ? { note: `메모${step.c}` } : { time: `1${step.c % 10}:00`, cost: step.c },
          };
    case 'remove':
      return pick === null ? null : { op_id, kind: 'plan.remove', plan_id: pick };
    case 'title':
      return { op_id, kind: 'trip.update', fields: { title: `제목 ${step.a}` } };
    case 'dates':
      // 3 or 4 days: shortening may meet plans on day 4 (a conflict).
      return { op_id, kind: 'trip.update', fields: { end_date: step.b % 2 ? '2026-05-03' : '2026-05-04' } };
  }
}

describe('trip operations converge', () => {
  let ctx: TestContext;
  let users: TestUser[];

  beforeAll(async () => {
    ctx = await createTestContext();
    users = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
  });
  afterAll(async () => ctx?.close());

  const send = async (trip: string, client: Client, ops: TripOp[]) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip}/ops`,
      headers: { cookie: client.user.cookie },
      payload: { ops },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: TripOpResult[] }).results;
  };

  const sync = async (trip: string, client: Client) => {
    for (;;) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/itineraries/${trip}/ops?after=${client.seq}&limit=7`,
        headers: { cookie: client.user.cookie },
      });
      const page = res.json() as TripOpsPage;
      for (const item of page.items) {
        expect(item.seq).toBe(client.seq + 1);
        const outcome = applyTripOp(client.confirmed, item.op as unknown as TripOp);
        // The server applied it to this very state: it must apply here too.
        expect(outcome.ok, JSON.stringify(item)).toBe(true);
        if (outcome.ok) client.confirmed = outcome.state;
        client.seq = item.seq;
      }
      if (!page.has_more) return;
    }
  };

  it('random ops from three editors, interleaved, dropped and replayed, converge on every client and in the database', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 10, maxLength: 40 }), async (steps) => {
        const [owner, ...editors] = users as [TestUser, TestUser, TestUser];
        const trip = await makeItinerary(ctx, owner, { start_date: '2026-05-01', end_date: '2026-05-03' });
        for (const editor of editors) {
          await ctx.database.db.execute(
            sql`insert into itinerary_members (itinerary_id, user_id, role) values (${trip.id}, ${editor.id}, 'editor')`,
          );
        }
        const initial = stateOfDetail(trip);
        const clients: Client[] = users.map((user) => ({ user, confirmed: initial, seq: 0, outbox: [] }));
        const made = new Map<string, TripOp>();
        const outcome = new Map<string, TripOpResult[]>();
        const record = (client: Client, results: TripOpResult[], lost: boolean) => {
          for (const result of results)
            outcome.set(result.op_id, [...(outcome.get(result.op_id) ?? []), result]);
          if (!lost) {
            const answered = new Set(results.map((r) => r.op_id));
            client.outbox = client.outbox.filter((op) => !answered.has(op.op_id));
          }
        };
        const flush = async (client: Client, lost: boolean, count: number) => {
          const batch = client.outbox.slice(0, count);
          if (batch.length > 0) record(client, await send(trip.id, client, batch), lost);
        };

        for (const step of steps) {
          const client = clients[step.client]!;
          switch (step.action) {
            case 'op': {
              const op = makeOp(optimistic(client), step);
              if (op && applyTripOp(optimistic(client), op).ok) {
                made.set(op.op_id, op);
                client.outbox.push(op);
              }
              break;
            }
            case 'send':
              await flush(client, false, 1 + (step.a % 3));
              break;
            case 'send-lost':
              await flush(client, true, 1 + (step.a % 3));
              break;
            case 'race': {
              const other = clients[(step.client + 1) % 3]!;
              await Promise.all([flush(client, step.b % 4 === 0, 2), flush(other, false, 2)]);
              break;
            }
            case 'sync':
              await sync(trip.id, client);
              break;
          }
        }
        for (const client of clients) {
          while (client.outbox.length > 0) await flush(client, false, 5);
        }
        for (const client of clients) await sync(trip.id, client);

        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/itineraries/${trip.id}`,
          headers: { cookie: owner.cookie },
        });
        const database = stateOfDetail(res.json() as Itinerary);
        for (const client of clients) {
          expect(view(client.confirmed)).toEqual(view(database));
          expect(view(optimistic(client))).toEqual(view(database));
        }

        // Nothing lost, nothing applied twice: every op has an answer; one applied at most once,
        // and it is in the log exactly once, at the seq it was answered with.
        const log = await ctx.app.inject({
          method: 'GET',
          url: `/api/itineraries/${trip.id}/ops?limit=500`,
          headers: { cookie: owner.cookie },
        });
        const items = (log.json() as TripOpsPage).items;
        expect(items.map((item) => item.seq)).toEqual(items.map((_, index) => index + 1));
        const logged = new Map(items.map((item) => [item.op_id, item.seq]));
        expect(logged.size).toBe(items.length);
        for (const opId of made.keys()) {
          const answers = outcome.get(opId) ?? [];
          expect(answers.length, opId).toBeGreaterThan(0);
          const applied = answers.filter((a) => a.status === 'applied');
          expect(applied.length).toBeLessThanOrEqual(1);
          if (applied.length === 1 || answers.some((a) => a.status === 'duplicate')) {
            expect(logged.get(opId)).toBe(answers.find((a) => a.seq !== undefined)!.seq);
            for (const a of answers.filter((x) => x.status !== 'rejected'))
              expect(a.seq).toBe(logged.get(opId));
          } else {
            expect(logged.has(opId)).toBe(false);
            expect(answers.every((a) => a.status === 'rejected' && a.error?.code)).toBe(true);
          }
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 240_000);
});
