import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import ICAL from 'ical.js';
import type {
  CalendarFeedAnswer,
  InviteCreated,
  Itinerary,
  PlaceImportPreview,
  PlaceImportResult,
} from '@pintrip/shared';
import { type TestContext } from '../../../test/helpers.js';
import {
  makeCastContext,
  makeDestination,
  makeItinerary,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import { multipartBody } from '../../../test/images.js';
import { destinations, itineraries, users } from '../../db/schema.js';
import { readPlaceFile } from './place-files.js';
import { feedReadsPerMinute } from './places-io.service.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/imports');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

/** A zip whose headers claim `claimed` bytes for its one entry, whatever it really inflates to. */
function lyingZip(name: string, data: Uint8Array, claimed: number): Uint8Array {
  const zip = zipSync({ [name]: data }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, claimed, true); // local file header: uncompressed size
  for (let at = zip.length - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, claimed, true); // central directory: uncompressed size
      break;
    }
  }
  return zip;
}

describe('places in and out', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
  });
  afterAll(async () => ctx?.close());

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  const join = async (owner: TestUser, tripId: string, member: TestUser, role: 'editor' | 'viewer') => {
    const invite = await req('POST', `/api/itineraries/${tripId}/invites`, owner, { role });
    expect(invite.statusCode, invite.body).toBe(201);
    const accepted = await req(
      'POST',
      `/api/invites/${(invite.json() as InviteCreated).token}/accept`,
      member,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  };

  /** A three-day private trip of the owner with an editor and a viewer. */
  async function sharedTrip(options: { isPublic?: boolean } = {}) {
    const trip = await makeItinerary(ctx, cast.owner, {
      ...options,
      start_date: '2026-05-01',
      end_date: '2026-05-03',
      days: [
        { day_number: 1, plans: [{ time: '09:30', destination: '숙소', lat: 33.5, lng: 126.5 }] },
        { day_number: 2, plans: [] },
        { day_number: 3, plans: [] },
      ],
    });
    await join(cast.owner, trip.id, editor, 'editor');
    await join(cast.owner, trip.id, viewer, 'viewer');
    return trip;
  }

  const preview = (user: TestUser | null, tripId: string, name: string, data: Uint8Array, day?: number) => {
    const body = multipartBody({ name, type: 'application/octet-stream', data: Buffer.from(data) });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${tripId}/imports/preview${day ? `?day=${day}` : ''}`,
      headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
      payload: body.payload,
    });
  };

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await req('GET', '/api/openapi.json', null)).json() as { paths: Record<string, object> };
    for (const route of [
      '/api/itineraries/{id}/imports/preview',
      '/api/itineraries/{id}/imports',
      '/api/itineraries/{id}/places.gpx',
      '/api/itineraries/{id}/places.kml',
      '/api/itineraries/{id}/places.geojson',
      '/api/itineraries/{id}/calendar-feed',
      '/api/me/calendar-feed',
      '/api/calendar-feeds/{token}/calendar.ics',
      '/api/imports/preview',
      '/api/me/bookmarks/imports',
    ]) {
      expect(doc.paths, route).toHaveProperty([route]);
    }
  });

  describe('reading files (each format, written by hand after its spec)', () => {
    it('reads KML folders as days, nested folders into their top folder, and skips lines', () => {
      const read = readPlaceFile(fixture('jeju-trip.kml'));
      expect(read.format).toBe('kml');
      expect(read.places.map((p) => [p.name, p.groupIndex])).toEqual([
        ['성산일출봉', 1],
        ['섭지코지', 1],
        ['동문재래시장', 2],
        ['제주국제공항', null],
      ]);
      expect(read.places[0]).toMatchObject({ lat: 33.4581, lng: 126.9425, note: '일출 보기 좋은 곳' });
      expect(read.skipped).toBe(1);
    });

    it('reads GPX waypoints, and each route as one group with its points named', () => {
      const read = readPlaceFile(fixture('seoul-walk.gpx'));
      expect(read.format).toBe('gpx');
      expect(read.places.map((p) => [p.name, p.group])).toEqual([
        ['경복궁', null],
        ['북촌한옥마을', null],
        ['남산서울타워', '둘째 날 산책'],
        ['명동', '둘째 날 산책'],
        ['광장시장', '둘째 날 산책'],
      ]);
      expect(read.places[3]!.note).toBe('저녁');
      expect(read.skipped).toBe(1); // the track
    });

    it('reads GeoJSON points and Google Takeout, old and new shapes, skipping 0,0', () => {
      const geo = readPlaceFile(fixture('busan.geojson'));
      expect(geo.format).toBe('geojson');
      expect(geo.places.map((p) => p.name)).toEqual(['해운대해수욕장', '감천문화마을']);
      const takeout = readPlaceFile(fixture('Saved Places.json'));
      expect(takeout.format).toBe('takeout');
      expect(takeout.places.map((p) => [p.name, p.note])).toEqual([
        ['강남역', '서울특별시 강남구 강남대로 396'],
        ['祇園 (기온)', '京都市東山区'],
      ]);
      expect(takeout.skipped).toBe(1);
    });

    it('reads a KMZ (doc.kml beside pictures)', () => {
      const kmz = zipSync({ 'doc.kml': fixture('jeju-trip.kml'), 'files/photo.png': new Uint8Array(64) });
      const read = readPlaceFile(kmz);
      expect(read.format).toBe('kmz');
      expect(read.places).toHaveLength(4);
    });
  });

  describe('hostile and wrong files: 400 import_invalid with the reason', () => {
    let tripId: string;
    beforeAll(async () => {
      tripId = (await sharedTrip()).id;
    });
    const refused = async (name: string, data: Uint8Array, reason: string) => {
      const res = await preview(cast.owner, tripId, name, data);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'import_invalid', fields: { file: reason } } });
    };

    it('refuses a DOCTYPE (entity expansion) before parsing', () =>
      refused('laughs.kml', fixture('billion-laughs.kml'), 'doctype'));
    it('refuses a zip bomb whose headers tell the truth', () =>
      refused(
        'bomb.kmz',
        zipSync({ 'doc.kml': new Uint8Array(40 * 1024 * 1024).fill(32) }, { level: 9 }),
        'zip_too_large',
      ));
    it('stops inflating a zip bomb whose headers lie about its size', () =>
      refused(
        'liar.kmz',
        lyingZip('doc.kml', new Uint8Array(40 * 1024 * 1024).fill(32), 100),
        'zip_too_large',
      ));
    it('refuses entries that climb out of the archive', () =>
      refused('path.kmz', zipSync({ '../../etc/doc.kml': strToU8('<kml/>') }), 'zip_path'));
    it('refuses too many entries', () => {
      const entries: Record<string, Uint8Array> = {};
      for (let i = 0; i < 201; i += 1) entries[`f${i}.txt`] = new Uint8Array(0);
      return refused('many.kmz', zipSync(entries), 'zip_entries');
    });
    it('refuses a KMZ without a KML', () => refused('x.kmz', zipSync({ 'a.txt': strToU8('hi') }), 'no_kml'));
    it('refuses an unknown format, broken XML and a file without places', async () => {
      await refused('x.csv', strToU8('name,lat,lng\n'), 'unknown_format');
      await refused('x.kml', strToU8('<kml><Placemark>'), 'unreadable');
      await refused('x.geojson', strToU8('{"type":"FeatureCollection","features":[]}'), 'no_places');
      await refused('x.json', strToU8('{"type":'), 'unreadable');
    });
    it('answers 413 past 5 MB and 400 without a file', async () => {
      const big = await preview(cast.owner, tripId, 'big.kml', new Uint8Array(5 * 1024 * 1024 + 1).fill(32));
      expect(big.statusCode).toBe(413);
      expect(big.json().error.code).toBe('file_too_large');
      const none = await req('POST', `/api/itineraries/${tripId}/imports/preview`, cast.owner, {});
      expect(none.statusCode).toBe(400);
    });
  });

  describe('preview and confirm', () => {
    it('who may import: owner and editor; viewer, deactivated, admin 403; stranger 404; visitor 401', async () => {
      const trip = await sharedTrip();
      const kml = fixture('jeju-trip.kml');
      expect((await preview(null, trip.id, 'a.kml', kml)).statusCode).toBe(401);
      expect((await preview(cast.other, trip.id, 'a.kml', kml)).statusCode).toBe(404);
      expect((await preview(viewer, trip.id, 'a.kml', kml)).statusCode).toBe(403);
      expect((await preview(cast.inactive, trip.id, 'a.kml', kml)).statusCode).toBe(403);
      expect((await preview(cast.admin, trip.id, 'a.kml', kml)).statusCode).toBe(403);
      expect((await preview(editor, trip.id, 'a.kml', kml)).statusCode).toBe(200);
      expect((await preview(cast.owner, trip.id, 'a.kml', kml)).statusCode).toBe(200);
      const body = { import_id: randomUUID(), places: [{ name: '가', lat: 33, lng: 126, day_number: 1 }] };
      expect((await req('POST', `/api/itineraries/${trip.id}/imports`, null, body)).statusCode).toBe(401);
      expect((await req('POST', `/api/itineraries/${trip.id}/imports`, cast.other, body)).statusCode).toBe(
        404,
      );
      expect((await req('POST', `/api/itineraries/${trip.id}/imports`, viewer, body)).statusCode).toBe(403);
      expect((await req('POST', `/api/itineraries/${trip.id}/imports`, cast.admin, body)).statusCode).toBe(
        403,
      );
      expect(
        (await req('POST', `/api/itineraries/${randomUUID()}/imports`, cast.owner, body)).statusCode,
      ).toBe(404);
    });

    it('previews days from folders and the chosen day, and matches visible destinations within 50 m', async () => {
      const trip = await sharedTrip();
      // 성산일출봉 ~20 m away (visible), and one hidden by an admin at 섭지코지 (not offered).
      const near = await makeDestination(ctx, cast.other, {
        title: '성산 일출봉',
        lat: 33.4582,
        lng: 126.9427,
      });
      const hidden = await makeDestination(ctx, cast.other, {
        title: '섭지코지 숨김',
        lat: 33.424,
        lng: 126.9306,
      });
      await ctx.database.db
        .update(destinations)
        .set({ hiddenAt: new Date() })
        .where(eq(destinations.id, hidden.id));
      const res = await preview(editor, trip.id, 'jeju.kml', fixture('jeju-trip.kml'), 3);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as PlaceImportPreview;
      expect(body.format).toBe('kml');
      expect(body.places.map((p) => [p.name, p.day_number])).toEqual([
        ['성산일출봉', 1],
        ['섭지코지', 1],
        ['동문재래시장', 2],
        ['제주국제공항', 3],
      ]);
      expect(body.places[0]!.match).toMatchObject({ destination_id: near.id, title: '성산 일출봉' });
      expect(body.places[0]!.match!.distance_m).toBeLessThanOrEqual(50);
      expect(body.places[1]!.match).toBeNull();
      expect(body.places[2]!.match).toBeNull();
    });

    it('confirms as plan.add operations at the end of each day, once however often it is sent', async () => {
      const trip = await sharedTrip();
      const near = await makeDestination(ctx, cast.other, {
        title: '성산 일출봉 B',
        lat: 33.4582,
        lng: 126.9427,
      });
      const body = {
        import_id: randomUUID(),
        places: [
          { name: '성산일출봉', lat: 33.4581, lng: 126.9425, day_number: 1, destination_id: near.id },
          { name: '섭지코지', lat: 33.424, lng: 126.9306, day_number: 1, note: '바람 많음' },
          { name: '동문재래시장', lat: 33.5118, lng: 126.5265, day_number: 2 },
        ],
      };
      const res = await req('POST', `/api/itineraries/${trip.id}/imports`, editor, body);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as PlaceImportResult;
      expect(result.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
      const again = await req('POST', `/api/itineraries/${trip.id}/imports`, editor, body);
      expect((again.json() as PlaceImportResult).results.map((r) => r.status)).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
      const read = (await req('GET', `/api/itineraries/${trip.id}`, cast.owner)).json() as Itinerary;
      expect(read.days[0]!.plans.map((p) => p.destination)).toEqual(['숙소', '성산일출봉', '섭지코지']);
      expect(read.days[0]!.plans[1]!.destination_id).toBe(near.id);
      expect(read.days[0]!.plans[2]).toMatchObject({ note: '바람 많음', lat: 33.424, lng: 126.9306 });
      expect(read.days[1]!.plans.map((p) => p.destination)).toEqual(['동문재래시장']);
      // Through the operation log, as any edit: the planners catch up from it.
      const ops = (await req('GET', `/api/itineraries/${trip.id}/ops?after=0`, cast.owner)).json() as {
        items: { kind: string }[];
      };
      expect(ops.items.filter((op) => op.kind === 'plan.add')).toHaveLength(3);
    });

    it('answers a place past a full day as rejected without stopping the others', async () => {
      const trip = await sharedTrip();
      const places = Array.from({ length: 31 }, (_, i) => ({
        name: `곳 ${i}`,
        lat: 37,
        lng: 127,
        day_number: 2,
      }));
      const res = await req('POST', `/api/itineraries/${trip.id}/imports`, cast.owner, {
        import_id: randomUUID(),
        places: [...places, { name: '다른 날', lat: 37, lng: 127, day_number: 3 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const statuses = (res.json() as PlaceImportResult).results.map((r) => r.status);
      expect(statuses.slice(0, 30).every((s) => s === 'applied')).toBe(true);
      expect(statuses[30]).toBe('rejected');
      expect(statuses[31]).toBe('applied');
    });

    it('refuses a bad body with validation_failed', async () => {
      const trip = await sharedTrip();
      const res = await req('POST', `/api/itineraries/${trip.id}/imports`, cast.owner, {
        import_id: 'nope',
        places: [{ name: '', lat: 91, lng: 0, day_number: 0 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    });
  });

  describe('into bookmarks', () => {
    it('previews without a trip, then bookmarks the matched destinations once', async () => {
      const user = await makeUser(ctx);
      const near = await makeDestination(ctx, cast.other, {
        title: '해운대 북마크',
        lat: 35.1588,
        lng: 129.1603,
      });
      const hidden = await makeDestination(ctx, cast.other, {
        title: '숨긴 곳',
        lat: 35.0975,
        lng: 129.0106,
      });
      await ctx.database.db
        .update(destinations)
        .set({ hiddenAt: new Date() })
        .where(eq(destinations.id, hidden.id));
      const body = multipartBody({
        name: 'busan.geojson',
        type: 'application/geo+json',
        data: fixture('busan.geojson'),
      });
      const previewAs = (who: TestUser | null) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/imports/preview',
          headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
          payload: body.payload,
        });
      expect((await previewAs(null)).statusCode).toBe(401);
      expect((await previewAs(cast.inactive)).statusCode).toBe(403);
      const res = await previewAs(user);
      expect(res.statusCode, res.body).toBe(200);
      const places = (res.json() as PlaceImportPreview).places;
      expect(places[0]!.match).toMatchObject({ destination_id: near.id });
      expect(places[1]!.match).toBeNull(); // only a hidden destination of someone else there

      const url = '/api/me/bookmarks/imports';
      const ids = { destination_ids: [near.id, hidden.id, randomUUID()] };
      expect((await req('POST', url, null, ids)).statusCode).toBe(401);
      expect((await req('POST', url, cast.inactive, ids)).statusCode).toBe(403);
      const first = await req('POST', url, user, ids);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().results.map((r: { status: string }) => r.status)).toEqual([
        'bookmarked',
        'not_found',
        'not_found',
      ]);
      const again = await req('POST', url, user, ids);
      expect(again.json().results.map((r: { status: string }) => r.status)).toEqual([
        'already',
        'not_found',
        'not_found',
      ]);
      const mine = (await req('GET', '/api/me/bookmarks', user)).json() as { items: { id: string }[] };
      expect(mine.items.map((d) => d.id)).toEqual([near.id]);
      const detail = (await req('GET', `/api/destinations/${near.id}`, user)).json() as {
        bookmarks_count: number;
      };
      expect(detail.bookmarks_count).toBe(1);
      expect((await req('POST', url, user, { destination_ids: [] })).statusCode).toBe(400);
    });
  });

  describe('export', () => {
    it('GPX (a route per day), KML (a folder per day) and GeoJSON, parsed back', async () => {
      const trip = await makeItinerary(ctx, cast.owner, {
        isPublic: true,
        title: '부산 <1박> & "먹방"',
        start_date: '2026-06-01',
        end_date: '2026-06-02',
        days: [
          {
            day_number: 1,
            plans: [
              { destination: '해운대', lat: 35.1587, lng: 129.1604, note: '아침 & 산책' },
              { destination: '좌표 없는 곳' },
            ],
          },
          { day_number: 2, plans: [{ destination: '감천문화마을', lat: 35.0975, lng: 129.0106 }] },
        ],
      });
      const get = (format: string, user: TestUser | null = null) =>
        req('GET', `/api/itineraries/${trip.id}/places.${format}`, user);

      const gpx = await get('gpx');
      expect(gpx.statusCode).toBe(200);
      expect(gpx.headers['content-type']).toContain('application/gpx+xml');
      expect(gpx.headers['content-disposition']).toContain(`filename="pintrip-${trip.id.slice(0, 8)}.gpx"`);
      const fromGpx = readPlaceFile(Buffer.from(gpx.body));
      expect(fromGpx.places.map((p) => [p.name, p.groupIndex, p.note])).toEqual([
        ['해운대', 1, '아침 & 산책'],
        ['감천문화마을', 2, null],
      ]);

      const kml = await get('kml');
      expect(kml.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
      const fromKml = readPlaceFile(Buffer.from(kml.body));
      expect(fromKml.places.map((p) => [p.name, p.groupIndex, p.lat, p.lng])).toEqual([
        ['해운대', 1, 35.1587, 129.1604],
        ['감천문화마을', 2, 35.0975, 129.0106],
      ]);
      expect(kml.body).toContain('<name>부산 &lt;1박&gt; &amp; &quot;먹방&quot;</name>');

      const geo = await get('geojson');
      expect(geo.headers['content-type']).toContain('application/geo+json');
      const collection = JSON.parse(geo.body) as {
        features: { geometry: { coordinates: number[] }; properties: { name: string; day_number: number } }[];
      };
      expect(
        collection.features.map((f) => [f.properties.name, f.properties.day_number, f.geometry.coordinates]),
      ).toEqual([
        ['해운대', 1, [129.1604, 35.1587]],
        ['감천문화마을', 2, [129.0106, 35.0975]],
      ]);
      expect(readPlaceFile(Buffer.from(geo.body)).places.map((p) => p.dayNumber)).toEqual([1, 2]);
    });

    it('a private trip: owner, members and admins read it; a visitor and a stranger get 404', async () => {
      const trip = await sharedTrip();
      for (const format of ['gpx', 'kml', 'geojson']) {
        const url = `/api/itineraries/${trip.id}/places.${format}`;
        expect((await req('GET', url, null)).statusCode).toBe(404);
        expect((await req('GET', url, cast.other)).statusCode).toBe(404);
        expect((await req('GET', url, viewer)).statusCode).toBe(200);
        expect((await req('GET', url, cast.inactive)).statusCode).toBe(404);
        expect((await req('GET', url, cast.admin)).statusCode).toBe(200);
        expect((await req('GET', url, cast.owner)).statusCode).toBe(200);
      }
      expect((await req('GET', `/api/itineraries/${randomUUID()}/places.gpx`, cast.owner)).statusCode).toBe(
        404,
      );
    });
  });

  describe('calendar feeds', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('a public trip hidden by an admin: its files and calendars go to its owner, members and admins only (canSee)', async () => {
      const trip = await sharedTrip({ isPublic: true });
      const feed = (
        (await req('POST', `/api/itineraries/${trip.id}/calendar-feed`, viewer)).json() as CalendarFeedAnswer
      ).feed!;
      const userFeed = ((await req('POST', '/api/me/calendar-feed', viewer)).json() as CalendarFeedAnswer)
        .feed!;
      const summariesOf = async (url: string) => {
        const served = await req('GET', feedPath(url), null);
        expect(served.statusCode, served.body).toBe(200);
        return new ICAL.Component(ICAL.parse(served.body))
          .getAllSubcomponents('vevent')
          .map((event) => event.getFirstPropertyValue('summary'));
      };
      const files = ['places.gpx', 'places.kml', 'places.geojson', 'calendar.ics'].map(
        (file) => `/api/itineraries/${trip.id}/${file}`,
      );
      // Before: a public trip's files are anyone's.
      for (const url of files) expect((await req('GET', url, null)).statusCode, url).toBe(200);
      await ctx.database.db
        .update(itineraries)
        .set({ hiddenAt: new Date() })
        .where(eq(itineraries.id, trip.id));
      // Written outside the app: the kept reads drop it when the trigger's notification arrives.
      await ctx.database.sync();
      for (const url of files) {
        for (const user of [null, cast.other, cast.inactive])
          expect((await req('GET', url, user)).statusCode, `${url} as ${user?.id ?? 'a visitor'}`).toBe(404);
        for (const user of [cast.owner, viewer, editor, cast.admin])
          expect((await req('GET', url, user)).statusCode, `${url} as ${user.id}`).toBe(200);
      }
      // A member's secret feeds still carry it: canSee lets a companion see a hidden trip.
      expect(await summariesOf(feed.url)).toEqual(['숙소']);
      expect(await summariesOf(userFeed.url)).toContain('숙소');
      // A stranger may not subscribe to it: the trip is not there for them.
      expect((await req('POST', `/api/itineraries/${trip.id}/calendar-feed`, cast.other)).statusCode).toBe(
        404,
      );
    });

    it('per trip: members make, show and revoke it; others cannot', async () => {
      const trip = await sharedTrip({ isPublic: true });
      const url = `/api/itineraries/${trip.id}/calendar-feed`;
      expect((await req('POST', url, null)).statusCode).toBe(401);
      expect((await req('POST', url, cast.other)).statusCode).toBe(403); // public: seen, not a member
      expect((await req('POST', url, cast.admin)).statusCode).toBe(403);
      expect((await req('POST', url, cast.inactive)).statusCode).toBe(403);
      expect((await req('GET', url, cast.other)).statusCode).toBe(403);

      expect((await req('GET', url, viewer)).json()).toEqual({ feed: null });
      const made = await req('POST', url, viewer);
      expect(made.statusCode, made.body).toBe(201);
      const feed = (made.json() as CalendarFeedAnswer).feed!;
      expect(feed.webcal_url).toMatch(
        /^webcal:\/\/.+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/,
      );
      const again = await req('POST', url, viewer);
      expect(again.statusCode).toBe(200);
      expect((again.json() as CalendarFeedAnswer).feed!.url).toBe(feed.url);
      expect((await req('GET', url, viewer)).json()).toEqual({ feed });

      // Served by token, no cookie: the trip's events.
      const served = await req('GET', feedPath(feed.url), null);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.headers['content-type']).toContain('text/calendar');
      const events = new ICAL.Component(ICAL.parse(served.body)).getAllSubcomponents('vevent');
      expect(events.map((e) => e.getFirstPropertyValue('summary'))).toEqual(['숙소']);

      // The owner's feed is another address.
      const owners = ((await req('POST', url, cast.owner)).json() as CalendarFeedAnswer).feed!;
      expect(owners.url).not.toBe(feed.url);

      expect((await req('DELETE', url, viewer)).statusCode).toBe(204);
      expect((await req('GET', feedPath(feed.url), null)).statusCode).toBe(404);
      expect((await req('DELETE', url, viewer)).statusCode).toBe(404);
      const renewed = ((await req('POST', url, viewer)).json() as CalendarFeedAnswer).feed!;
      expect(renewed.url).not.toBe(feed.url);
    });

    it('stops when its owner leaves the trip or is deactivated; an unknown token is 404', async () => {
      const trip = await sharedTrip();
      const member = await makeUser(ctx);
      await join(cast.owner, trip.id, member, 'viewer');
      const feed = (
        (await req('POST', `/api/itineraries/${trip.id}/calendar-feed`, member)).json() as CalendarFeedAnswer
      ).feed!;
      expect((await req('GET', feedPath(feed.url), null)).statusCode).toBe(200);
      const removed = await req('DELETE', `/api/itineraries/${trip.id}/members/${member.id}`, cast.owner);
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await req('GET', feedPath(feed.url), null)).statusCode).toBe(404);

      const mine = await makeUser(ctx);
      await makeItinerary(ctx, mine);
      const userFeed = ((await req('POST', '/api/me/calendar-feed', mine)).json() as CalendarFeedAnswer)
        .feed!;
      expect((await req('GET', feedPath(userFeed.url), null)).statusCode).toBe(200);
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, mine.id));
      expect((await req('GET', feedPath(userFeed.url), null)).statusCode).toBe(404);

      expect((await req('GET', `/api/calendar-feeds/${'a'.repeat(43)}/calendar.ics`, null)).statusCode).toBe(
        404,
      );
      expect((await req('GET', '/api/calendar-feeds/short/calendar.ics', null)).statusCode).toBe(404);
    });

    it('per user: every trip they own or are on, each zone once; visitor 401', async () => {
      const user = await makeUser(ctx);
      await makeItinerary(ctx, user, {
        days: [
          { day_number: 1, plans: [{ time: '10:00', destination: '내 여행 일정' }] },
          { day_number: 2, plans: [] },
        ],
      });
      const theirs = await makeItinerary(ctx, cast.owner, {
        days: [
          { day_number: 1, plans: [{ time: '11:00', destination: '함께 가는 일정' }] },
          { day_number: 2, plans: [] },
        ],
      });
      await join(cast.owner, theirs.id, user, 'viewer');
      expect((await req('POST', '/api/me/calendar-feed', null)).statusCode).toBe(401);
      expect((await req('GET', '/api/me/calendar-feed', user)).json()).toEqual({ feed: null });
      const made = await req('POST', '/api/me/calendar-feed', user);
      expect(made.statusCode).toBe(201);
      const feed = (made.json() as CalendarFeedAnswer).feed!;
      const served = await req('GET', feedPath(feed.url), null);
      expect(served.statusCode).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(served.body));
      expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
      expect(
        calendar
          .getAllSubcomponents('vevent')
          .map((e) => e.getFirstPropertyValue('summary'))
          .sort(),
      ).toEqual(['내 여행 일정', '함께 가는 일정']);
      expect((await req('DELETE', '/api/me/calendar-feed', user)).statusCode).toBe(204);
      expect((await req('GET', feedPath(feed.url), null)).statusCode).toBe(404);
    });

    it(`answers 429 past ${feedReadsPerMinute} reads a minute`, async () => {
      const user = await makeUser(ctx);
      const feed = ((await req('POST', '/api/me/calendar-feed', user)).json() as CalendarFeedAnswer).feed!;
      let last = 0;
      for (let i = 0; i <= feedReadsPerMinute; i += 1)
        last = (await req('GET', feedPath(feed.url), null)).statusCode;
      expect(last).toBe(429);
    });
  });
});
