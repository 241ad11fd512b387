/*
 * A trip's packing list and to-dos through the HTTP layer on a real database: who reads and
 * writes them, idempotent writes under the client's id, partial changes, assignees among the
 * trip's people, templates (built-in in each language and the user's own) applied without
 * duplicates, and the event that reaches members only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Itinerary, ListApplyResult, ListItem, ListItems, ListTemplates } from '@pintrip/shared';
import {
  makeCastContext,
  makeCastTrip,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import type { TestContext } from '../../../test/helpers.js';
import { expectTripPeopleOnly, nextTripEvent, publicTripWithMember } from '../../../test/trip-events.js';
import { itineraryMembers } from '../../db/schema.js';
import { createEventHub, type EventHub } from '../events/event-bus.js';

describe('trip lists', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;
  let privateTrip: Itinerary;
  let publicTrip: Itinerary;

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  const addMember = async (trip: Itinerary, user: TestUser, role: 'editor' | 'viewer') => {
    await ctx.database.db.insert(itineraryMembers).values({ itineraryId: trip.id, userId: user.id, role });
  };

  /** A trip of `cast.owner` with editor, viewer and the deactivated user (an editor) on it. */
  const makeTrip = (isPublic = false) => makeCastTrip(ctx, cast, { editor, viewer }, isPublic);

  const itemUrl = (trip: Itinerary, id: string) => `/api/itineraries/${trip.id}/list-items/${id}`;
  const put = (trip: Itinerary, user: TestUser | null, body: unknown, id: string = randomUUID()) =>
    req('PUT', itemUrl(trip, id), user, body);
  const items = async (trip: Itinerary, user: TestUser = cast.owner) => {
    const res = await req('GET', `/api/itineraries/${trip.id}/list-items`, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ListItems).items;
  };

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
    privateTrip = await makeTrip(false);
    publicTrip = await makeTrip(true);
  });
  afterAll(async () => ctx?.close());

  describe('who may read and write', () => {
    it('a visitor gets 401 at every route', async () => {
      const id = randomUUID();
      for (const [method, url] of [
        ['GET', `/api/itineraries/${publicTrip.id}/list-items`],
        ['PUT', itemUrl(publicTrip, id)],
        ['PATCH', itemUrl(publicTrip, id)],
        ['DELETE', itemUrl(publicTrip, id)],
        ['POST', `/api/itineraries/${publicTrip.id}/list-items/apply-template`],
        ['GET', '/api/list-templates'],
        ['PUT', `/api/list-templates/${id}`],
        ['DELETE', `/api/list-templates/${id}`],
      ] as const) {
        const res = await req(method, url, null, ['PUT', 'PATCH', 'POST'].includes(method) ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('a stranger and an admin not on the trip get 403 on a public trip, 404 on a private one', async () => {
      for (const user of [cast.other, cast.admin]) {
        const read = await req('GET', `/api/itineraries/${publicTrip.id}/list-items`, user);
        expect(read.statusCode).toBe(403);
        expect(read.json().error.code).toBe('forbidden');
        expect((await put(publicTrip, user, { kind: 'packing', text: '여권' })).statusCode).toBe(403);
      }
      expect((await req('GET', `/api/itineraries/${privateTrip.id}/list-items`, cast.other)).statusCode).toBe(
        404,
      );
      expect((await put(privateTrip, cast.other, { kind: 'packing', text: '여권' })).statusCode).toBe(404);
      expect(await items(privateTrip)).toEqual([]);
    });

    it('a viewer reads but gets 403 on every write; a deactivated editor reads, and writing is refused', async () => {
      const id = randomUUID();
      expect((await put(privateTrip, cast.owner, { kind: 'packing', text: '선크림' }, id)).statusCode).toBe(
        201,
      );
      expect((await items(privateTrip, viewer)).map((i) => i.text)).toContain('선크림');
      expect((await items(privateTrip, cast.inactive)).map((i) => i.text)).toContain('선크림');
      for (const [method, url, body] of [
        ['PUT', itemUrl(privateTrip, randomUUID()), { kind: 'todo', text: '환전' }],
        ['PATCH', itemUrl(privateTrip, id), { is_checked: true }],
        ['DELETE', itemUrl(privateTrip, id), undefined],
        ['POST', `/api/itineraries/${privateTrip.id}/list-items/apply-template`, { template: 'camping' }],
      ] as const) {
        const res = await req(method, url, viewer, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
        const inactive = await req(method, url, cast.inactive, body);
        expect(inactive.statusCode, `${method} ${url}`).toBe(403);
        expect(inactive.json().error.code).toBe('account_inactive');
      }
      const [stored] = (await items(privateTrip)).filter((i) => i.id === id);
      expect(stored?.is_checked).toBe(false);
    });
  });

  describe('items', () => {
    it('an editor creates (201) and replays (200, unchanged) an item; a new one goes last in its list', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      const body = { kind: 'packing', text: ' 여권 ', category: '서류', assignee_id: editor.id };
      const created = await put(trip, editor, body, id);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json() as ListItem;
      expect(item).toMatchObject({
        id,
        itinerary_id: trip.id,
        kind: 'packing',
        text: '여권',
        category: '서류',
        assignee_id: editor.id,
        is_checked: false,
        position: 0,
        created_by: editor.id,
      });
      const replay = await put(trip, editor, body, id);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(item);
      const second = await put(trip, cast.owner, { kind: 'packing', text: '충전기' });
      expect((second.json() as ListItem).position).toBe(1);
      const todo = await put(trip, cast.owner, { kind: 'todo', text: '환전하기' });
      expect((todo.json() as ListItem).position).toBe(0);
      expect((await items(trip, viewer)).map((i) => i.text)).toEqual(['여권', '충전기', '환전하기']);
    });

    it('PATCH changes only the fields sent (checking keeps the text), moves and unassigns', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      await put(trip, cast.owner, { kind: 'packing', text: '텐트', assignee_id: viewer.id }, id);
      const checked = await req('PATCH', itemUrl(trip, id), editor, { is_checked: true });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json()).toMatchObject({ text: '텐트', is_checked: true, assignee_id: viewer.id });
      const moved = await req('PATCH', itemUrl(trip, id), editor, {
        assignee_id: null,
        position: 7,
        text: '큰 텐트',
      });
      expect(moved.json()).toMatchObject({
        text: '큰 텐트',
        is_checked: true,
        assignee_id: null,
        position: 7,
      });
      expect((await req('PATCH', itemUrl(trip, randomUUID()), editor, { is_checked: true })).statusCode).toBe(
        404,
      );
    });

    it('DELETE answers 204, again 204 when it is gone', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      await put(trip, cast.owner, { kind: 'todo', text: '캠핑장 예약' }, id);
      expect((await req('DELETE', itemUrl(trip, id), editor)).statusCode).toBe(204);
      expect((await req('DELETE', itemUrl(trip, id), editor)).statusCode).toBe(204);
      expect(await items(trip)).toEqual([]);
    });

    it('refuses bad input with 400 and fields, an outsider as assignee, and an id of another trip (409)', async () => {
      const trip = await makeTrip();
      for (const body of [
        {},
        { kind: 'shopping', text: 'x' },
        { kind: 'packing', text: '   ' },
        { kind: 'packing', text: 'x'.repeat(201) },
        { kind: 'packing', text: 'x', category: 'c'.repeat(41) },
        { kind: 'packing', text: 'x', position: -1 },
        { kind: 'packing', text: 'x', assignee_id: 'not an id' },
      ]) {
        const res = await put(trip, cast.owner, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      const outsider = await put(trip, cast.owner, {
        kind: 'packing',
        text: 'x',
        assignee_id: cast.other.id,
      });
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json().error.fields).toEqual({ assignee_id: 'not_a_member' });
      const patchOutsider = await req('PATCH', itemUrl(trip, randomUUID()), cast.owner, {
        is_checked: 'yes',
      });
      expect(patchOutsider.statusCode).toBe(400);
      const id = randomUUID();
      expect((await put(privateTrip, cast.owner, { kind: 'packing', text: '우산' }, id)).statusCode).toBe(
        201,
      );
      const taken = await put(trip, cast.owner, { kind: 'packing', text: '우산' }, id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('conflict');
      expect((await req('GET', '/api/itineraries/not-a-uuid/list-items', cast.owner)).statusCode).toBe(404);
      expect(await items(trip)).toEqual([]);
    });
  });

  describe('templates', () => {
    it('GET /api/list-templates answers the built-in templates in the language asked', async () => {
      const ko = (await req('GET', '/api/list-templates', editor)).json() as ListTemplates;
      expect(ko.builtin.map((b) => b.name)).toEqual(['해외여행', '캠핑', '겨울 산행']);
      expect(ko.builtin[0]?.items[0]).toEqual({ kind: 'packing', text: '여권', category: '서류' });
      const ja = (await req('GET', '/api/list-templates?lang=ja', editor)).json() as ListTemplates;
      expect(ja.builtin.map((b) => b.name)).toEqual(['海外旅行', 'キャンプ', '冬山登山']);
      const en = (await req('GET', '/api/list-templates?lang=en', editor)).json() as ListTemplates;
      expect(en.builtin[2]?.items.map((i) => i.text)).toContain('Crampons');
      expect(en.own).toEqual([]);
    });

    it('applying a built-in template adds its items once, skipping exact duplicates', async () => {
      const trip = await makeTrip();
      await put(trip, cast.owner, { kind: 'packing', text: '여권', is_checked: true });
      const url = `/api/itineraries/${trip.id}/list-items/apply-template`;
      const first = await req('POST', url, editor, { template: 'abroad' });
      expect(first.statusCode, first.body).toBe(200);
      const result = first.json() as ListApplyResult;
      expect(result.added).toBe(11);
      expect(result.items.filter((i) => i.text === '여권')).toHaveLength(1);
      expect(result.items.filter((i) => i.kind === 'todo').map((i) => i.text)).toEqual([
        '환전하기',
        '로밍·eSIM 준비',
        '온라인 체크인',
      ]);
      const again = (await req('POST', url, editor, { template: 'abroad' })).json() as ListApplyResult;
      expect(again.added).toBe(0);
      expect(again.items).toHaveLength(12);
      const inEnglish = (await req('POST', url, editor, { template: 'abroad', lang: 'en' })).json();
      expect(inEnglish.added).toBe(12);
      for (const template of ['mountains', randomUUID()]) {
        const res = await req('POST', url, editor, { template });
        expect(res.statusCode, template).toBe(template === 'mountains' ? 400 : 404);
      }
    });

    it("a member saves a trip's lists as a template, applies it to another trip; others cannot use or delete it", async () => {
      const source = await makeTrip();
      await put(source, cast.owner, { kind: 'packing', text: '보온병', category: '취사' });
      await put(source, cast.owner, { kind: 'todo', text: '일몰 시간 확인' });
      const templateId = randomUUID();
      const save = (user: TestUser, body: unknown) =>
        req('PUT', `/api/list-templates/${templateId}`, user, body);
      const saved = await save(viewer, {
        name: '나의 겨울 여행',
        itinerary_id: source.id,
        kinds: ['packing'],
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({
        id: templateId,
        name: '나의 겨울 여행',
        items: [{ kind: 'packing', text: '보온병', category: '취사' }],
      });
      const renamed = await save(viewer, { name: '겨울 여행', itinerary_id: source.id });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().items).toHaveLength(2);
      expect((await save(cast.other, { name: 'x', itinerary_id: source.id })).statusCode).toBe(404);
      const stolen = await req('PUT', `/api/list-templates/${templateId}`, editor, {
        name: 'x',
        itinerary_id: source.id,
      });
      expect(stolen.statusCode).toBe(409);
      const empty = await makeTrip();
      const nothing = await req('PUT', `/api/list-templates/${randomUUID()}`, viewer, {
        name: 'x',
        itinerary_id: empty.id,
      });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().error.fields).toEqual({ itinerary_id: 'list_empty' });

      const mine = (await req('GET', '/api/list-templates', viewer)).json() as ListTemplates;
      expect(mine.own.map((t) => t.name)).toEqual(['겨울 여행']);
      expect(((await req('GET', '/api/list-templates', editor)).json() as ListTemplates).own).toEqual([]);

      // The viewer owns the template but cannot write the other trip; an editor there cannot use it.
      const target = await makeTrip();
      const url = `/api/itineraries/${target.id}/list-items/apply-template`;
      expect((await req('POST', url, viewer, { template: templateId })).statusCode).toBe(403);
      expect((await req('POST', url, editor, { template: templateId })).statusCode).toBe(404);
      await addMember(target, cast.other, 'editor');
      expect((await req('POST', url, cast.other, { template: templateId })).statusCode).toBe(404);

      expect((await req('DELETE', `/api/list-templates/${templateId}`, editor)).statusCode).toBe(404);
      expect((await req('DELETE', `/api/list-templates/${templateId}`, viewer)).statusCode).toBe(204);
      expect((await req('DELETE', `/api/list-templates/${templateId}`, viewer)).statusCode).toBe(204);
      expect(((await req('GET', '/api/list-templates', viewer)).json() as ListTemplates).own).toEqual([]);
    });

    it("the owner's own template applies to their trip", async () => {
      const source = await makeTrip();
      await put(source, cast.owner, { kind: 'packing', text: '아이젠', category: '장비' });
      const templateId = randomUUID();
      await req('PUT', `/api/list-templates/${templateId}`, cast.owner, {
        name: '산',
        itinerary_id: source.id,
      });
      const target = await makeTrip();
      const res = await req('POST', `/api/itineraries/${target.id}/list-items/apply-template`, cast.owner, {
        template: templateId,
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as ListApplyResult).items.map((i) => [i.text, i.category])).toEqual([
        ['아이젠', '장비'],
      ]);
    });
  });
});

describe('trip list events', () => {
  let ctx: TestContext;
  let cast: Cast;
  let hub: EventHub;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    hub = createEventHub(ctx.database);
    await hub.start();
  });
  afterAll(async () => {
    await hub?.stop();
    await ctx?.close();
  });

  it('itinerary.lists goes to the owner and a member of a public trip, not a stranger or a visitor', async () => {
    const { trip, member } = await publicTripWithMember(ctx, cast.owner);
    const received = nextTripEvent(hub, 'itinerary.lists', trip.id);
    const itemId = randomUUID();
    const res = await requestAs(ctx, 'PUT', `/api/itineraries/${trip.id}/list-items/${itemId}`, cast.owner, {
      kind: 'packing',
      text: '비밀 준비물',
    });
    expect(res.statusCode).toBe(201);
    const event = await received;
    expect(event.data).toMatchObject({
      id: trip.id,
      kind: 'item.saved',
      item_id: itemId,
      user_id: cast.owner.id,
    });
    expect(JSON.stringify(event.data)).not.toContain('비밀');
    expectTripPeopleOnly(event, { owner: cast.owner, member, stranger: cast.other });
  });
});
