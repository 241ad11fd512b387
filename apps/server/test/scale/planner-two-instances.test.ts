/**
 * Two companions in one planner, each served by another app instance, both behind the shipped
 * deploy/nginx.conf (issue 22, "two app instances behind nginx behave exactly like one"): what one
 * adds or moves reaches the other within 1 s — the operation is applied on one instance, announced
 * through PostgreSQL's NOTIFY, pushed by the other instance down its member's event stream, and
 * read back there with the catch-up the planner does (GET …/ops?after=). Each instance has its own
 * nginx in front, running the same shipped file, so which instance serves whom is fixed. Run by
 * `npm run test:scale` (PostgreSQL and nginx needed).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortKeyBetween, type Itinerary, type TripOp } from '@pintrip/shared';
import { freePort } from '../free-port.js';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database.js';
import {
  cookieOf,
  json,
  openEventStream,
  startInstance,
  type EventStream,
  type Instance,
} from './cluster.js';
import { startNginx, type RunningNginx } from './nginx.js';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('the scale tests need TEST_DATABASE_URL (see scripts/test.mjs)');

/** The bound: a companion's change is on my screen within a second. */
const withinMs = 1_000;

interface Companion {
  name: string;
  /** The nginx this companion's browser talks to (one instance behind it). */
  base: string;
  cookie: string;
  stream: EventStream;
  /** The last operation this companion has applied (the planner's `op_seq`). */
  seq: number;
}

async function signUp(base: string, name: string): Promise<string> {
  const email = `${name}-${randomBytes(4).toString('hex')}@pintrip.test`;
  const password = 'Travel123!';
  const body = (data: object) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const signUpAnswer = await fetch(`${base}/api/auth/sign-up/email`, body({ email, password, name }));
  expect(signUpAnswer.status, await signUpAnswer.clone().text()).toBe(200);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, body({ email, password }));
  expect(signIn.status).toBe(200);
  return cookieOf(signIn);
}

describe('two companions in one planner, each on another instance behind the shipped nginx.conf', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pintrip-planner-scale-'));
  let database: ScratchDatabase;
  let a: Instance;
  let b: Instance;
  let nginxA: RunningNginx;
  let nginxB: RunningNginx;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(baseUrl, 'pintrip_planner');
    const [portA, portB, portNginxA, portNginxB] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: '127.0.0.1' };
    // Both at once, on an empty database: the migrations run under the advisory lock.
    [a, b] = await Promise.all([
      startInstance('a', portA, { ...env, DATA_DIR: path.join(scratch, 'a') }),
      startInstance('b', portB, { ...env, DATA_DIR: path.join(scratch, 'b') }),
    ]);
    [nginxA, nginxB] = await Promise.all([
      startNginx({ port: portNginxA, upstreams: [portA], dir: path.join(scratch, 'nginx-a') }),
      startNginx({ port: portNginxB, upstreams: [portB], dir: path.join(scratch, 'nginx-b') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a, b].map((instance) => instance?.stop()));
    await Promise.all([nginxA, nginxB].map((nginx) => nginx?.stop()));
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('each sees the other’s add and move within 1 s, and both end with the same trip', async () => {
    const ownerCookie = await signUp(nginxA.url, 'owner');
    const editorCookie = await signUp(nginxB.url, 'editor');
    const post = (base: string, cookie: string, url: string, data?: object) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(data ?? {}),
      });

    // The owner's three-day trip, one plan on day 1; the editor joins by link (each on their own instance).
    const created = await post(nginxA.url, ownerCookie, '/api/itineraries', {
      title: '두 서버의 부산',
      start_date: '2026-10-01',
      end_date: '2026-10-03',
      days: [{ day_number: 1, plans: [{ time: '10:00', destination: '해운대해수욕장' }] }],
    });
    expect(created.status).toBe(201);
    const trip = (await json(created)) as Itinerary;
    const invite = await post(nginxA.url, ownerCookie, `/api/itineraries/${trip.id}/invites`, {
      role: 'editor',
    });
    expect(invite.status).toBe(201);
    const { token } = (await json(invite)) as { token: string };
    const accepted = await post(nginxB.url, editorCookie, `/api/invites/${token}/accept`);
    expect(accepted.status).toBe(200);

    const companion = async (name: string, base: string, cookie: string): Promise<Companion> => {
      const stream = await openEventStream(`${base}/api/events`, cookie);
      streams.push(stream);
      return { name, base, cookie, stream, seq: trip.op_seq ?? 0 };
    };
    const owner = await companion('owner', nginxA.url, ownerCookie);
    const editor = await companion('editor', nginxB.url, editorCookie);

    /**
     * `from` sends one operation through its own instance; the time until `to` has it — the
     * event on `to`'s stream, then the catch-up read through `to`'s instance — is under 1 s.
     */
    const sendAndSee = async (from: Companion, to: Companion, op: TripOp) => {
      const mark = to.stream.text().length;
      const started = performance.now();
      const answer = await post(from.base, from.cookie, `/api/itineraries/${trip.id}/ops`, { ops: [op] });
      expect(answer.status).toBe(200);
      const [result] = ((await json(answer)) as { results: { status: string; seq: number }[] }).results;
      expect(result).toMatchObject({ status: 'applied' });
      from.seq = result!.seq;
      await to.stream.waitFor((text) => {
        const arrived = text.slice(mark);
        return arrived.includes('event: itinerary.op') && arrived.includes(trip.id);
      }, 10_000);
      const caughtUp = await fetch(`${to.base}/api/itineraries/${trip.id}/ops?after=${to.seq}`, {
        headers: { cookie: to.cookie },
      });
      expect(caughtUp.status).toBe(200);
      const log = (await json(caughtUp)) as { items: { seq: number; op_id: string }[]; op_seq: number };
      const elapsed = performance.now() - started;
      expect(log.items.map((item) => item.op_id)).toContain(op.op_id);
      to.seq = log.op_seq;
      expect(
        elapsed,
        `${from.name} → ${to.name}: ${op.kind} seen after ${Math.round(elapsed)} ms`,
      ).toBeLessThan(withinMs);
    };

    const first = trip.days.find((day) => day.day_number === 1)!.plans[0]!;
    const gamcheon = randomUUID();
    const jagalchi = randomUUID();
    // The owner adds to day 1: the editor has it.
    await sendAndSee(owner, editor, {
      op_id: randomUUID(),
      kind: 'plan.add',
      plan_id: gamcheon,
      day_number: 1,
      sort_key: sortKeyBetween(first.sort_key ?? null, null),
      fields: { destination: '감천문화마을', time: '14:00' },
    });
    // The editor adds to day 2: the owner has it.
    await sendAndSee(editor, owner, {
      op_id: randomUUID(),
      kind: 'plan.add',
      plan_id: jagalchi,
      day_number: 2,
      sort_key: sortKeyBetween(null, null),
      fields: { destination: '자갈치시장' },
    });
    // The owner moves the editor's plan to the top of day 1: the editor has it.
    await sendAndSee(owner, editor, {
      op_id: randomUUID(),
      kind: 'plan.move',
      plan_id: jagalchi,
      day_number: 1,
      sort_key: sortKeyBetween(null, first.sort_key ?? null),
    });
    // The editor moves the owner's plan to day 3: the owner has it.
    await sendAndSee(editor, owner, {
      op_id: randomUUID(),
      kind: 'plan.move',
      plan_id: gamcheon,
      day_number: 3,
      sort_key: sortKeyBetween(null, null),
    });

    // Both instances answer the same trip, in the same order.
    const read = async (who: Companion) => {
      const answer = await fetch(`${who.base}/api/itineraries/${trip.id}`, {
        headers: { cookie: who.cookie },
      });
      expect(answer.status).toBe(200);
      const full = (await json(answer)) as Itinerary;
      return {
        op_seq: full.op_seq,
        days: full.days.map((day) => ({
          day: day.day_number,
          plans: [...day.plans].sort((x, y) => x.position - y.position).map((p) => p.destination),
        })),
      };
    };
    const [seenByOwner, seenByEditor] = await Promise.all([read(owner), read(editor)]);
    expect(seenByOwner).toEqual(seenByEditor);
    expect(seenByOwner.days).toEqual([
      { day: 1, plans: ['자갈치시장', '해운대해수욕장'] },
      { day: 2, plans: [] },
      { day: 3, plans: ['감천문화마을'] },
    ]);
    expect(seenByOwner.op_seq).toBe(owner.seq);
    expect(editor.seq).toBe(owner.seq);
  }, 60_000);
});
