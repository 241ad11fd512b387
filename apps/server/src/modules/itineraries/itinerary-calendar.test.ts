/**
 * The `.ics` export as an attacker and a crowd see it: user text cannot add events or properties
 * (every TEXT value escaped, lines folded at 75 octets), and a 60-day × 30-plan trip downloaded
 * eight times at once leaves the event loop free for /api/health.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ICAL from 'ical.js';
import type { Itinerary, ItineraryWrite } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeUser, type TestUser } from '../../../test/builders.js';

// NAME (RFC 7986) and X-WR-CALNAME are TEXT; ical.js would otherwise hand them back still escaped.
ICAL.design.defaultSet.property['name'] = { defaultType: 'text' };
ICAL.design.defaultSet.property['x-wr-calname'] = { defaultType: 'text' };

const run = promisify(execFile);

/**
 * The bound on /api/health's p99 during the downloads. The goal is 50 ms, and `HEALTH_P99_MS=50`
 * checks it on a quiet machine; by default the bound leaves room for a 2-core machine running the
 * suite's files in parallel (seen up to 1 s there) and still fails the old code (5 s and more).
 * The CPU bound below is the guard that does not depend on the machine's load.
 */
const healthP99BoundMs = Number(process.env.HEALTH_P99_MS ?? 2500);

/**
 * Three rounds of 8 parallel downloads (compressed, as browsers ask for them) while /api/health is
 * asked every 5 ms; prints the health latencies and each download's event count.
 */
const crowdScript = `
const { BASE, ITINERARY } = process.env;
const latencies = [];
const events = [];
let busy = true;
const probe = (async () => {
  while (busy) {
    const started = performance.now();
    const res = await fetch(BASE + '/api/health');
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error('health answered ' + res.status);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();
for (let round = 0; round < 3; round++) {
  await Promise.all(Array.from({ length: 8 }, async () => {
    const text = await (await fetch(BASE + '/api/itineraries/' + ITINERARY + '/calendar.ics')).text();
    events.push(text.split('BEGIN:VEVENT').length - 1);
  }));
}
busy = false;
await probe;
console.log(JSON.stringify({ latencies, events }));
`;

describe('itinerary calendar (.ics)', () => {
  let ctx: TestContext;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await makeUser(ctx);
  });
  afterAll(async () => ctx?.close());

  async function publicTrip(body: ItineraryWrite): Promise<Itinerary> {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/itineraries',
      headers: { cookie: owner.cookie },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json() as Itinerary;
    const published = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${trip.id}/visibility`,
      headers: { cookie: owner.cookie },
      payload: { is_public: true },
    });
    expect(published.statusCode).toBe(200);
    return trip;
  }

  const download = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/itineraries/${id}/calendar.ics` });

  it('escapes line breaks, commas, semicolons and backslashes in every property: nothing is injected', async () => {
    const injection = 'END:VCALENDAR\nBEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:공짜 항공권\nEND:VEVENT';
    const title = `제주 여행\n${injection}`;
    const summary = '성산일출봉, 우도; C:\\여행\\사진';
    const location = '서귀포시\r\nLOCATION:evil; 성산읍, 1\\2';
    const note = `메모\nBEGIN:VALARM\nTRIGGER:-PT5M\nEND:VALARM\n${'긴 글 😀 '.repeat(40)}끝`;
    const trip = await publicTrip({
      title,
      start_date: '2026-05-01',
      end_date: '2026-05-01',
      days: [
        {
          day_number: 1,
          plans: [
            { time: '09:00', destination: summary, location, note, duration: 60, cost: 0 },
            { destination: 'a\\nb', location: null, note: null, cost: 1500 },
          ],
        },
      ],
    });
    const res = await download(trip.id);
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // A folded line never splits a character.
    expect(res.body).not.toContain('\uFFFD');
    // Bare line breaks never appear: every line ends with CRLF.
    expect(res.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

    const calendars = ICAL.parse(res.body);
    // One calendar, not two: the title did not close it.
    expect(Array.isArray(calendars[0])).toBe(false);
    const calendar = new ICAL.Component(calendars);
    expect(calendar.getFirstPropertyValue('name')).toBe(title);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(title);
    expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual(['vtimezone', 'vevent', 'vevent']);
    const [first, second] = calendar.getAllSubcomponents('vevent');
    expect(first!.getAllSubcomponents()).toEqual([]); // no injected alarm
    expect(first!.getAllProperties('location')).toHaveLength(1);
    expect(first!.getFirstPropertyValue('summary')).toBe(summary);
    expect(first!.getFirstPropertyValue('location')).toBe(location.replace('\r\n', '\n'));
    expect(first!.getFirstPropertyValue('description')).toBe(note);
    expect(second!.getFirstPropertyValue('summary')).toBe('a\\nb');
    expect(second!.getFirstPropertyValue('description')).toBe('1,500원');
  });

  it('a 60-day × 30-plan trip downloaded 8 times at once costs little CPU and leaves /api/health answering', async () => {
    const days = Array.from({ length: 60 }, (_, d) => ({
      day_number: d + 1,
      plans: Array.from({ length: 30 }, (_, p) => ({
        time: p % 3 === 0 ? null : `${String(6 + Math.floor(p / 2)).padStart(2, '0')}:${p % 2 ? '30' : '00'}`,
        destination: `여행지 ${d + 1}-${p + 1}, 성산일출봉 근처`,
        location: '제주특별자치도 서귀포시 성산읍',
        note: '일출 보기; 우산 챙기기'.repeat(3),
        duration: 60,
        cost: 5000,
      })),
    }));
    const trip = await publicTrip({
      title: '두 달 제주',
      start_date: '2026-05-01',
      end_date: '2026-06-29',
      days,
    });

    // A version is built once (database reads and writing); the crowd then downloads it. The
    // crowd and the probe run in another process, as real clients do: only the server's own work
    // shares this event loop.
    expect((await download(trip.id)).statusCode).toBe(200);
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const cpuBefore = process.cpuUsage();
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', crowdScript], {
      env: { ...process.env, BASE: base, ITINERARY: trip.id },
      timeout: 50_000,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerDownloadMs = (cpu.user + cpu.system) / 1000 / 24;
    const { latencies, events } = JSON.parse(stdout) as { latencies: number[]; events: number[] };

    expect(events).toEqual(Array.from({ length: 24 }, () => 60 * 30));
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!;
    expect(latencies.length).toBeGreaterThan(3);
    // What the server spends on one download (it was about 900 ms): the measure that does not
    // depend on what else the machine runs.
    expect(cpuPerDownloadMs).toBeLessThan(25);
    // The health check's latency, seen from another process (see healthP99BoundMs).
    const shown = latencies.map((l) => l.toFixed(0)).join(', ');
    expect(p99, `health latencies (ms): ${shown}`).toBeLessThan(healthP99BoundMs);
  }, 60_000);
});
