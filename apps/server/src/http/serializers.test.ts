/**
 * The compiled response serializers (http/serializers.ts) write exactly what zod's path wrote, on
 * fixtures with nulls, Korean and astral text, characters JSON must escape, ISO dates, nested arrays,
 * records and free-form values; the hot routes are compiled; outside production a field the schema
 * lacks fails the answer instead of being dropped.
 */
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditPageSchema,
  commentListSchema,
  destinationPageSchema,
  errorBodySchema,
  itinerarySchema,
  type AuditEntry,
  type Comment,
  type Destination,
  type Itinerary,
} from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { makeAdmin, makeComment, makeDestination, makeItinerary, makeUser } from '../../test/builders.js';
import { createResponseSerializerCompiler, plainJsonSchema, undeclaredFields } from './serializers.js';

const tricky = '제주 "성산" \\ 일출봉 🌅 tab\there\nnew line \u0001 \u2028 ｶﾀｶﾅ';

const destination = (n: number, overrides: Partial<Destination> = {}): Destination => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  user_id: 'gen-user-000001',
  title: n === 0 ? tricky : `해운대 해변 ${n}`,
  description: '바다와 산이 가까워서 하루 종일 걷기 좋아요.'.repeat(n + 1),
  image_url: '/uploads/destinations/a.webp',
  location: '부산 해운대구',
  lat: n === 1 ? null : 35.1587 + n,
  lng: n === 1 ? null : -129.1604,
  category: '바다',
  budget_min: 0,
  budget_max: 2_000_000_000,
  rating: 10,
  hashtags: n === 2 ? [] : ['#해변', '#야경', tricky],
  likes_count: 1234,
  comments_count: 0,
  bookmarks_count: 7,
  created_at: new Date(Date.UTC(2026, 10, 24, 1, 2, 3, 456)).toISOString(),
  updated_at: '2026-11-24T01:02:03.456Z',
  is_liked: n % 2 === 0,
  is_bookmarked: false,
  author: { id: 'gen-user-000001', display_name: tricky, avatar_url: n === 0 ? null : '/avatars/x.svg' },
  ...(n === 3 ? {} : { is_hidden: n === 0 }),
  ...overrides,
});

const itinerary: Itinerary = {
  id: '00000000-0000-4000-8000-000000000010',
  title: '부산 2박 3일 여행 🚄',
  user_id: 'gen-user-000002',
  is_public: true,
  is_liked: false,
  likes_count: 0,
  views_count: 42,
  share_count: 3,
  copy_count: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-03',
  day_count: 3,
  destination_count: 2,
  total_cost: 150_000,
  location: null,
  copied_from: { id: '00000000-0000-4000-8000-000000000011', title: tricky },
  created_at: '2026-11-24T01:02:03.456Z',
  updated_at: '2026-11-24T01:02:03.456Z',
  author: { id: 'gen-user-000002', display_name: '김민준', avatar_url: null },
  days: [
    { id: 'd1', day_number: 1, estimated_cost: 0, plans: [] },
    {
      id: 'd2',
      day_number: 2,
      estimated_cost: 150_000,
      plans: [
        {
          id: 'p1',
          time: '09:00',
          destination: tricky,
          destination_id: null,
          location: null,
          note: null,
          duration: 90,
          cost: 150_000,
          image_url: null,
          lat: 33.45,
          lng: 126.57,
          position: 0,
        },
        {
          id: 'p2',
          time: null,
          destination: '광안리',
          destination_id: '00000000-0000-4000-8000-000000000001',
          location: '부산 수영구',
          note: '',
          duration: 0,
          cost: 0,
          image_url: '/uploads/x.webp',
          lat: null,
          lng: null,
          position: 1,
        },
      ],
    },
  ],
};

const comment = (n: number): Comment => ({
  id: `c${n}`,
  destination_id: 'd',
  user_id: n === 0 ? null : 'gen-user-000003',
  parent_id: n === 0 ? null : 'c0',
  depth: n + 1,
  content: n === 0 ? '' : tricky,
  created_at: '2026-11-24T01:02:03.456Z',
  display_name: '알 수 없음',
  avatar_url: null,
  likes_count: n,
  dislikes_count: 0,
  user_like: n === 0 ? null : n === 1,
  is_deleted: n === 0,
  ...(n === 2 ? { is_hidden: true } : {}),
});

const audit: AuditEntry = {
  id: 'a1',
  actor_id: null,
  actor_email: 'admin@pintrip.test',
  action: 'destination.update',
  target_type: 'destination',
  target_id: 'x',
  target_label: null,
  before: { title: tricky, hashtags: ['#a', null], nested: { n: 1.5, ok: true } },
  after: null,
  created_at: '2026-11-24T01:02:03.456Z',
};

function serializers(schema: z.ZodType, checked = false) {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return {
    compiled: createResponseSerializerCompiler({ checked })(route),
    zod: zodSerializerCompiler(route),
  };
}

describe('compiled response serializers', () => {
  const fixtures: [string, z.ZodType, unknown][] = [
    [
      'destination page',
      destinationPageSchema,
      { items: [0, 1, 2, 3].map((n) => destination(n)), next_cursor: 'WyJsYXRlc3QiLDEsImEiXQ' },
    ],
    ['empty destination page', destinationPageSchema, { items: [], next_cursor: null }],
    ['itinerary with days and plans', itinerarySchema, itinerary],
    ['comments', commentListSchema, { items: [0, 1, 2].map(comment), next_cursor: null }],
    ['audit log with free-form before/after', auditPageSchema, { items: [audit], next_cursor: null }],
    [
      'error with fields',
      errorBodySchema,
      { error: { code: 'validation_failed', message: tricky, fields: { title: 'too_long', 제목: 'x' } } },
    ],
  ];

  for (const [name, schema, data] of fixtures) {
    it(`writes what zod wrote, byte for byte: ${name}`, () => {
      expect(plainJsonSchema(schema)).not.toBeNull();
      const { compiled, zod } = serializers(schema);
      const out = compiled(data);
      expect(out).toBe(zod(data));
      expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(schema.parse(data))));
      // The checked mode agrees too.
      expect(serializers(schema, true).compiled(data)).toBe(out);
    });
  }

  it('names every field a schema lacks, at any depth', () => {
    const schema = plainJsonSchema(destinationPageSchema);
    if (!schema) throw new Error('not compiled');
    const page = {
      items: [
        destination(0),
        { ...destination(1), email: 'x@y', author: { ...destination(1).author, role: 'a' } },
      ],
      next_cursor: null,
      total: 2,
    };
    expect(undeclaredFields(schema, page)).toEqual(['items[1].author.role', 'items[1].email', 'total']);
    expect(undeclaredFields(schema, { items: [destination(0)], next_cursor: null })).toEqual([]);
  });

  it('checked: an answer with a field its schema lacks fails instead of losing the field', () => {
    const { compiled } = serializers(destinationPageSchema, true);
    const page = { items: [{ ...destination(0), secret: 'kept?' }], next_cursor: null };
    expect(() => compiled(page)).toThrow(/lacks.*items\[0\]\.secret/);
  });

  it('checked: a value of the wrong type fails as zod failed, never coerced', () => {
    const { compiled } = serializers(destinationPageSchema, true);
    const unchecked = serializers(destinationPageSchema).compiled;
    const page = { items: [destination(1, { title: null as unknown as string })], next_cursor: null };
    // What fast-json-stringify alone would do: a silent "".
    expect(JSON.parse(unchecked(page)).items[0].title).toBe('');
    expect(() => compiled(page)).toThrow();
  });

  it('keeps zod for a schema it cannot write exactly', () => {
    expect(plainJsonSchema(z.union([z.string(), z.number()]))).toBeNull();
    expect(plainJsonSchema(z.string().transform((s) => s.length))).toBeNull();
    const { compiled, zod } = serializers(z.object({ v: z.union([z.string(), z.number()]) }));
    expect(compiled({ v: 3 })).toBe(zod({ v: 3 }));
  });

  it('through Fastify: a route answering an undeclared field is a 500 outside production', async () => {
    const app = Fastify();
    app.setSerializerCompiler(createResponseSerializerCompiler({ checked: true }));
    app.get('/x', { schema: { response: { 200: z.object({ a: z.string() }) } } }, async () => ({
      a: '1',
      b: 2,
    }));
    app.get('/y', { schema: { response: { 200: z.object({ a: z.string() }) } } }, async () => ({ a: '한' }));
    try {
      expect((await app.inject('/x')).statusCode).toBe(500);
      const ok = await app.inject('/y');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('{"a":"한"}');
    } finally {
      await app.close();
    }
  });
});

describe('the app serializes its hot routes with compiled serializers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('compiles the lists and details, and they answer as before', async () => {
    for (const route of [
      'GET /api/destinations 200',
      'GET /api/destinations/:id 200',
      'GET /api/destinations/:id/comments 200',
      'GET /api/itineraries 200',
      'GET /api/itineraries/:id 200',
      'GET /api/admin/users 200',
      'GET /api/admin/audit 200',
      'GET /api/admin/reports 200',
      'POST /api/destinations/:id/like 200',
    ]) {
      expect([...ctx.app.compiledResponses], route).toContain(route);
    }
    // Every answer below also went through zod and was compared (checked mode in tests).
    const user = await makeUser(ctx);
    const admin = await makeAdmin(ctx, { superAdmin: true });
    const place = await makeDestination(ctx, user, { title: tricky, hashtags: ['#바다', '#🌊'] });
    await makeComment(ctx, admin, place.id, { content: tricky });
    const trip = await makeItinerary(ctx, user, { isPublic: true });
    for (const [url, who] of [
      ['/api/destinations?sort=rating', user],
      [`/api/destinations/${place.id}`, null],
      [`/api/destinations/${place.id}/comments`, user],
      ['/api/itineraries?scope=public', null],
      [`/api/itineraries/${trip.id}`, user],
      ['/api/admin/users', admin],
      ['/api/admin/audit', admin],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/destinations/${place.id}` });
    expect(detail.json().title).toBe(tricky);
  });

  it('leaves the OpenAPI document to the zod schemas (is_hidden still optional, nullables kept)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema =
      doc.paths['/api/destinations/{id}'].get.responses['200'].content['application/json'].schema;
    expect(schema.required).not.toContain('is_hidden');
    expect(schema.properties.is_hidden).toEqual({ type: 'boolean' });
    expect(JSON.stringify(schema.properties.lat)).toMatch(/null/);
  });
});
