/**
 * One visibility rule at every way out (issue 18, "One visibility rule"): a destination, comment
 * or itinerary a moderator hid — and a private itinerary — is seen by its owner and admins only,
 * through the API, the server-written pages, the event stream, itinerary plans and previews, and
 * `copied_from`. Everyone else is told it does not exist. Also the admin rights that go with it:
 * admin edits of other people's items are audited, and admins never publish a private itinerary.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../helpers.js';
import { makeAdmin, makeCast, makeDestination, makeUser, type TestUser } from '../builders.js';

const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>Pintrip 핀트립</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

type Cast = Awaited<ReturnType<typeof makeCast>>;

describe('hidden and private items, at every way out', () => {
  let ctx: TestContext;
  let webDist: string;
  let baseUrl: string;
  let cast: Cast;
  let moderator: TestUser;
  let reporter: TestUser;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'pintrip-web-'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    ctx = await createTestContext({ WEB_DIST: webDist, PUBLIC_URL: 'https://pintrip.example' });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    cast = await makeCast(ctx);
    [moderator, reporter] = await Promise.all([makeAdmin(ctx), makeUser(ctx)]);
    // Several accounts (each a real sign-up, with password hashing) on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  const call = (method: string, url: string, who: TestUser | null, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Reports the item and has a moderator hide it, as in production. */
  async function hide(type: 'destination' | 'comment' | 'itinerary', id: string) {
    const report = await call('POST', '/api/reports', reporter, {
      target_type: type,
      target_id: id,
      reason: '부적절',
    });
    expect(report.statusCode, report.body).toBe(201);
    const decision = await call('POST', `/api/admin/reports/${report.json().id}/decision`, moderator, {
      decision: 'hide',
    });
    expect(decision.statusCode, decision.body).toBe(200);
  }

  async function hiddenDestination(
    overrides: Parameters<typeof makeDestination>[2] = {},
  ): Promise<Destination> {
    const destination = await makeDestination(ctx, cast.owner, overrides);
    await hide('destination', destination.id);
    return destination;
  }

  async function commentOn(destinationId: string, who: TestUser, parentId?: string): Promise<string> {
    const res = await call('POST', `/api/destinations/${destinationId}/comments`, who, {
      content: '좋은 곳이네요',
      ...(parentId ? { parent_id: parentId } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  const tripWith = (destinationId: string | null, title = '숨김 테스트 여행') => ({
    title,
    start_date: '2026-05-01',
    end_date: '2026-05-01',
    days: [
      {
        day_number: 1,
        plans: [
          { destination: '숨겨질 여행지', destination_id: destinationId, location: '제주', cost: 1000 },
        ],
      },
    ],
  });

  async function itineraryOf(who: TestUser, body: object, isPublic = true): Promise<string> {
    const res = await call('POST', '/api/itineraries', who, body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    if (isPublic) {
      const made = await call('PATCH', `/api/itineraries/${id}/visibility`, who, { is_public: true });
      expect(made.statusCode, made.body).toBe(200);
    }
    return id;
  }

  describe('a hidden destination', () => {
    it('answers 404 to others on detail, like, bookmark, edit and delete; its author and admins go on', async () => {
      const d = await hiddenDestination();
      for (const who of [null, cast.other, cast.inactive]) {
        expect((await call('GET', `/api/destinations/${d.id}`, who)).statusCode).toBe(404);
      }
      for (const action of ['like', 'bookmark']) {
        const res = await call('POST', `/api/destinations/${d.id}/${action}`, cast.other);
        expect(res.statusCode, action).toBe(404);
        expect(res.json().error.code).toBe('not_found');
        expect((await call('POST', `/api/destinations/${d.id}/${action}`, cast.owner)).statusCode).toBe(200);
        expect((await call('POST', `/api/destinations/${d.id}/${action}`, cast.admin)).statusCode).toBe(200);
      }
      const edit = await call('PATCH', `/api/destinations/${d.id}`, cast.other, { title: '남의 것' });
      expect(edit.statusCode).toBe(404);
      expect((await call('DELETE', `/api/destinations/${d.id}`, cast.other)).statusCode).toBe(404);
      expect((await call('GET', `/api/destinations/${d.id}`, cast.owner)).json().likes_count).toBe(2);
    });

    it('its thread answers 404 to others: reading, commenting, reacting, reporting, deleting', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const mine = await commentOn(d.id, cast.owner);
      const theirs = await commentOn(d.id, cast.other);
      await hide('destination', d.id);

      const read = await call('GET', `/api/destinations/${d.id}/comments`, cast.other);
      expect(read.statusCode).toBe(404);
      const post = await call('POST', `/api/destinations/${d.id}/comments`, cast.other, {
        content: '여기요',
      });
      expect(post.statusCode).toBe(404);
      const react = await call('POST', `/api/comments/${mine}/reaction`, cast.other, { is_like: true });
      expect(react.statusCode).toBe(404);
      for (const [type, id] of [
        ['destination', d.id],
        ['comment', mine],
      ] as const) {
        const report = await call('POST', '/api/reports', cast.other, {
          target_type: type,
          target_id: id,
          reason: '스팸',
        });
        expect(report.statusCode, type).toBe(404);
      }
      // Even their own comment under it: the thread is gone for them.
      expect((await call('DELETE', `/api/comments/${theirs}`, cast.other)).statusCode).toBe(404);
      // The count did not move for the refused post.
      const seen = await call('GET', `/api/destinations/${d.id}`, cast.owner);
      expect(seen.json().comments_count).toBe(2);

      // Its author and admins still read and write the thread.
      expect((await call('GET', `/api/destinations/${d.id}/comments`, cast.owner)).json().items).toHaveLength(
        2,
      );
      expect((await call('GET', `/api/destinations/${d.id}/comments`, cast.admin)).statusCode).toBe(200);
      expect(
        (await call('POST', `/api/destinations/${d.id}/comments`, cast.admin, { content: '관리자 메모' }))
          .statusCode,
      ).toBe(201);
      expect(
        (await call('POST', `/api/comments/${mine}/reaction`, cast.owner, { is_like: true })).statusCode,
      ).toBe(200);
    });

    it('its server-written page answers 404 with the not-found title to all but its author and admins', async () => {
      const d = await hiddenDestination({
        title: '숨긴비밀여행지',
        description: '숨긴설명문',
        image_url: 'https://images.example.com/secret-hidden.jpg',
      });
      const page = (who: TestUser | null) =>
        ctx.app.inject({
          method: 'GET',
          url: `/destinations/${d.id}`,
          headers: { accept: 'text/html', ...(who ? { cookie: who.cookie } : {}) },
        });
      for (const who of [null, cast.other, cast.inactive]) {
        const res = await page(who);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<title>페이지를 찾을 수 없습니다 | Pintrip 핀트립</title>');
        for (const secret of ['숨긴비밀여행지', '숨긴설명문', 'secret-hidden.jpg'])
          expect(res.body).not.toContain(secret);
      }
      for (const who of [cast.owner, cast.admin]) {
        const res = await page(who);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('숨긴비밀여행지');
      }
    });
  });

  describe('a hidden comment', () => {
    it('takes no replies or reactions from anyone; someone else deleting it gets 404, its author 204', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const hidden = await commentOn(d.id, cast.other);
      await hide('comment', hidden);
      for (const who of [cast.owner, cast.other, cast.admin]) {
        const reply = await call('POST', `/api/destinations/${d.id}/comments`, who, {
          content: '답글',
          parent_id: hidden,
        });
        expect(reply.statusCode).toBe(400);
        expect(reply.json().error.code).toBe('parent_invalid');
        const react = await call('POST', `/api/comments/${hidden}/reaction`, who, { is_like: false });
        expect(react.statusCode).toBe(404);
      }
      // As for a comment that does not exist: 404, not a 403 that confirms it is there.
      const byOwnerOfDestination = await call('DELETE', `/api/comments/${hidden}`, cast.owner);
      expect(byOwnerOfDestination.statusCode).toBe(404);
      expect((await call('DELETE', `/api/comments/${randomUUID()}`, cast.owner)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/comments/${hidden}`, cast.other)).statusCode).toBe(204);
    });
  });

  describe('the event stream', () => {
    /** A raw SSE reader: the named events received so far. */
    async function openStream(who: TestUser | null) {
      const controller = new AbortController();
      const res = await fetch(`${baseUrl}/api/events`, {
        headers: who ? { cookie: who.cookie } : {},
        signal: controller.signal,
      });
      const events: { event: string; data: Record<string, unknown> }[] = [];
      let connected = false;
      const pump = (async () => {
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.includes(': connected')) connected = true;
              const name = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (name && data)
                events.push({ event: name, data: JSON.parse(data) as Record<string, unknown> });
            }
          }
        } catch {
          // Aborted by the test.
        }
      })();
      const until = async (predicate: () => boolean) => {
        for (let i = 0; i < 250 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
        expect(predicate()).toBe(true);
      };
      await until(() => connected);
      return {
        events,
        until,
        close: async () => {
          controller.abort();
          await pump;
        },
      };
    }

    it('an event about a hidden destination or comment reaches only who may see it', async () => {
      const d = await hiddenDestination({ title: '숨긴 실시간' });
      const visibleOne = await makeDestination(ctx, cast.other);
      const hiddenComment = await commentOn(visibleOne.id, cast.other);
      await hide('comment', hiddenComment);
      // An account a super admin deletes, with a hidden destination.
      const [leaving, superAdmin] = await Promise.all([makeUser(ctx), makeAdmin(ctx, { superAdmin: true })]);
      const leavingHidden = await makeDestination(ctx, leaving);
      await hide('destination', leavingHidden.id);

      const streams = {
        visitor: await openStream(null),
        other: await openStream(cast.other),
        owner: await openStream(cast.owner),
        admin: await openStream(cast.admin),
      };
      // The author edits, likes and comments on the hidden destination; a hidden comment is deleted.
      expect(
        (await call('PATCH', `/api/destinations/${d.id}`, cast.owner, { title: '숨긴 실시간 2' })).statusCode,
      ).toBe(200);
      expect((await call('POST', `/api/destinations/${d.id}/like`, cast.owner)).statusCode).toBe(200);
      const comment = await commentOn(d.id, cast.owner);
      expect((await call('DELETE', `/api/comments/${hiddenComment}`, cast.other)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admin/users/${leaving.id}`, superAdmin)).statusCode).toBe(204);
      // Then something everyone may see: once it arrives, everything before it has been decided.
      const marker = await makeDestination(ctx, cast.other, { title: '공개 표시' });

      for (const stream of Object.values(streams)) {
        await stream.until(() => stream.events.some((e) => e.data.id === marker.id));
      }
      const about = (events: { data: Record<string, unknown> }[]) =>
        events
          .filter((e) => [d.id, comment, hiddenComment, leavingHidden.id].includes(e.data.id as string))
          .map((e) => e.data.id);
      expect(about(streams.visitor.events)).toEqual([]);
      expect(JSON.stringify(streams.visitor.events)).not.toContain('숨긴 실시간');
      // The hidden comment's author may see it; the other user is that author here.
      expect(about(streams.other.events)).toEqual([hiddenComment]);
      expect(about(streams.owner.events)).toEqual([d.id, d.id, comment]);
      expect(about(streams.admin.events)).toEqual([d.id, d.id, comment, hiddenComment, leavingHidden.id]);
      // The audience never reaches a client.
      expect(JSON.stringify(streams.admin.events)).not.toContain('isHidden');
      for (const stream of Object.values(streams)) await stream.close();
    });
  });

  describe('itinerary plans and previews', () => {
    it('a plan may not point at a hidden destination: the same answer as for a missing one, unless the saver may see it', async () => {
      const d = await hiddenDestination();
      const hiddenAnswer = await call('POST', '/api/itineraries', cast.other, tripWith(d.id));
      const missingAnswer = await call('POST', '/api/itineraries', cast.other, tripWith(randomUUID()));
      expect(hiddenAnswer.statusCode).toBe(400);
      expect(hiddenAnswer.json()).toEqual(missingAnswer.json());
      expect(hiddenAnswer.json().error.fields).toEqual({ 'days.0.plans.0.destination_id': 'unknown' });
      // Updating an existing itinerary is refused the same way.
      const mine = await itineraryOf(cast.other, tripWith(null), false);
      const put = await call('PUT', `/api/itineraries/${mine}`, cast.other, tripWith(d.id));
      expect(put.json()).toEqual(missingAnswer.json());
      // Its author and admins may still link it.
      expect((await call('POST', '/api/itineraries', cast.owner, tripWith(d.id))).statusCode).toBe(201);
      expect((await call('POST', '/api/itineraries', cast.admin, tripWith(d.id))).statusCode).toBe(201);
    });

    it('a plan whose destination is hidden afterwards shows others no image, coordinates or title, nor og:image', async () => {
      const d = await makeDestination(ctx, cast.owner, {
        title: '나중에숨김',
        image_url: 'https://images.example.com/later-hidden.jpg',
        lat: 33.1,
        lng: 126.2,
      });
      const trip = await itineraryOf(cast.other, tripWith(d.id, '나중에 숨겨지는 여행'));
      const before = await call('GET', `/api/itineraries/${trip}`, null);
      expect(before.json().days[0].plans[0]).toMatchObject({
        destination_id: d.id,
        image_url: d.image_url,
        lat: 33.1,
      });
      await hide('destination', d.id);

      for (const who of [null, cast.other, cast.inactive]) {
        const res = await call('GET', `/api/itineraries/${trip}`, who);
        expect(res.statusCode).toBe(200);
        expect(res.json().days[0].plans[0]).toMatchObject({
          destination: '',
          destination_id: null,
          image_url: null,
          lat: null,
          lng: null,
          location: '제주',
          cost: 1000,
        });
        expect(res.body).not.toContain('later-hidden.jpg');
      }
      for (const who of [cast.owner, cast.admin]) {
        const plan = (await call('GET', `/api/itineraries/${trip}`, who)).json().days[0].plans[0];
        expect(plan).toMatchObject({ destination_id: d.id, image_url: d.image_url, lat: 33.1 });
      }
      // A copy made by someone who may not see it keeps the plan unlinked.
      const copy = await call('POST', `/api/itineraries/${trip}/copy`, reporter);
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json().days[0].plans[0]).toMatchObject({ destination_id: null, image_url: null });
      // The itinerary's page: the hidden destination's image never becomes og:image.
      for (const who of [null, cast.owner]) {
        const page = await ctx.app.inject({
          method: 'GET',
          url: `/itineraries/${trip}`,
          headers: { accept: 'text/html', ...(who ? { cookie: who.cookie } : {}) },
        });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('나중에 숨겨지는 여행');
        expect(page.body).not.toContain('later-hidden.jpg');
      }
    });

    it('the calendar export and the cached first page follow the rule right after a visitor read them', async () => {
      const d = await makeDestination(ctx, cast.owner, { title: '달력에서숨김' });
      const trip = await itineraryOf(cast.other, tripWith(d.id, '달력 여행'));
      const ics = (who: TestUser | null) => call('GET', `/api/itineraries/${trip}/calendar.ics`, who);
      const first = await ics(null);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('SUMMARY:숨겨질 여행지');
      const idsOf = async (url: string, who: TestUser | null = null) =>
        ((await call('GET', url, who)).json().items as { id: string }[]).map((i) => i.id);
      const pageOne = () => idsOf('/api/destinations');
      // Every visitor read that repeats is kept in memory: a search and a page after a cursor too.
      const search = `/api/destinations?q=${encodeURIComponent('달력에서숨김')}`;
      await makeDestination(ctx, cast.owner, { title: '달력 다음' }); // d is then on page 2 of one
      const latestFirst = (await call('GET', '/api/destinations?limit=1', null)).json();
      const pageTwo = `/api/destinations?limit=1&cursor=${encodeURIComponent(latestFirst.next_cursor)}`;
      for (let round = 0; round < 2; round += 1) {
        expect(await pageOne()).toContain(d.id);
        expect(await idsOf(search)).toEqual([d.id]);
        expect(await idsOf(pageTwo)).toEqual([d.id]);
      }

      // The plan is named after the destination; once that is hidden, others get no name.
      await hide('destination', d.id);
      for (const who of [null, null, cast.other]) {
        const res = await ics(who);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('달력 여행');
        expect(res.body).not.toContain('SUMMARY:숨겨질 여행지');
      }
      for (const who of [cast.owner, cast.admin])
        expect((await ics(who)).body).toContain('SUMMARY:숨겨질 여행지');
      // The visitors' cached first page drops it at once too, and so do every cached search and page.
      expect(await pageOne()).not.toContain(d.id);
      for (const who of [null, cast.other, cast.inactive]) {
        expect(await idsOf(search, who)).toEqual([]);
        expect(await idsOf(pageTwo, who)).not.toContain(d.id);
      }
      for (const who of [cast.owner, cast.admin]) expect(await idsOf(search, who)).toEqual([d.id]);
    });

    it('copied_from does not show the title of a hidden or private source to who may not see it', async () => {
      const source = await itineraryOf(cast.owner, tripWith(null, '원본비밀제목'));
      const copy = await call('POST', `/api/itineraries/${source}/copy`, cast.other);
      expect(copy.statusCode).toBe(201);
      const copyId = copy.json().id as string;
      expect(copy.json().copied_from).toEqual({ id: source, title: '원본비밀제목' });

      await hide('itinerary', source);
      // (The copy's own title, which its owner chose, still starts with it.)
      const detail = await call('GET', `/api/itineraries/${copyId}`, cast.other);
      expect(detail.json().copied_from).toBeNull();
      const mine = await call('GET', '/api/itineraries?scope=mine&limit=100', cast.other);
      const listed = (mine.json().items as { id: string; copied_from: unknown }[]).find(
        (item) => item.id === copyId,
      );
      expect(listed?.copied_from).toBeNull();
      // Who may see the source still sees where the copy came from.
      const byAdmin = await call('GET', `/api/itineraries/${copyId}`, cast.admin);
      expect(byAdmin.json().copied_from).toEqual({ id: source, title: '원본비밀제목' });

      // A private source, likewise.
      const privateSource = await itineraryOf(cast.owner, tripWith(null, '비공개원본제목'));
      const copy2 = await call('POST', `/api/itineraries/${privateSource}/copy`, cast.other);
      const made = await call('PATCH', `/api/itineraries/${privateSource}/visibility`, cast.owner, {
        is_public: false,
      });
      expect(made.statusCode).toBe(200);
      const seen = await call('GET', `/api/itineraries/${copy2.json().id}`, cast.other);
      expect(seen.json().copied_from).toBeNull();
    });
  });

  describe('admin rights on other people’s items', () => {
    const auditActions = async () =>
      (await call('GET', '/api/admin/audit?limit=100', moderator)).json().items as {
        action: string;
        target_id: string;
        actor_id: string;
      }[];

    it('an admin’s edit and deletion of someone else’s destination, comment and itinerary are audited; an owner’s are not', async () => {
      const edited = await makeDestination(ctx, cast.owner);
      const deleted = await makeDestination(ctx, cast.owner);
      const ownEdit = await makeDestination(ctx, cast.owner);
      const comment = await commentOn(edited.id, cast.owner);
      const ownComment = await commentOn(edited.id, cast.owner);
      const trip = await itineraryOf(cast.owner, tripWith(null));
      const ownTrip = await itineraryOf(cast.owner, tripWith(null));

      expect(
        (await call('PATCH', `/api/destinations/${edited.id}`, cast.admin, { title: '관리자 수정' }))
          .statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/destinations/${deleted.id}`, cast.admin)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/comments/${comment}`, cast.admin)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/itineraries/${trip}`, cast.admin)).statusCode).toBe(204);
      // The owners' own edits and deletions.
      expect(
        (await call('PATCH', `/api/destinations/${ownEdit.id}`, cast.owner, { title: '내 수정' })).statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/destinations/${ownEdit.id}`, cast.owner)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/comments/${ownComment}`, cast.owner)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/itineraries/${ownTrip}`, cast.owner)).statusCode).toBe(204);

      const entries = await auditActions();
      const find = (action: string, id: string) =>
        entries.find((entry) => entry.action === action && entry.target_id === id);
      expect(find('destination.update', edited.id)).toMatchObject({ actor_id: cast.admin.id });
      expect(find('destination.delete', deleted.id)).toMatchObject({ actor_id: cast.admin.id });
      expect(find('comment.delete', comment)).toMatchObject({ actor_id: cast.admin.id });
      expect(find('itinerary.delete', trip)).toMatchObject({ actor_id: cast.admin.id });
      const update = (await call('GET', '/api/admin/audit?limit=100', moderator))
        .json()
        .items.find((entry: { action: string; target_id: string }) => entry.target_id === edited.id);
      expect(update).toMatchObject({ before: { title: edited.title }, after: { title: '관리자 수정' } });
      for (const id of [ownEdit.id, ownComment, ownTrip]) {
        expect(entries.filter((entry) => entry.target_id === id)).toEqual([]);
      }
    });

    it('an admin may make someone else’s public itinerary private but never publish a private one', async () => {
      const privateTrip = await itineraryOf(cast.owner, tripWith(null), false);
      const publish = await call('PATCH', `/api/itineraries/${privateTrip}/visibility`, cast.admin, {
        is_public: true,
      });
      expect(publish.statusCode).toBe(403);
      expect(publish.json().error.code).toBe('forbidden');
      expect((await call('GET', `/api/itineraries/${privateTrip}`, null)).statusCode).toBe(404);

      const publicTrip = await itineraryOf(cast.owner, tripWith(null));
      const unpublish = await call('PATCH', `/api/itineraries/${publicTrip}/visibility`, cast.admin, {
        is_public: false,
      });
      expect(unpublish.statusCode).toBe(200);
      expect(unpublish.json().is_public).toBe(false);
      // The owner, either way.
      for (const isPublic of [true, false, true]) {
        const res = await call('PATCH', `/api/itineraries/${publicTrip}/visibility`, cast.owner, {
          is_public: isPublic,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().is_public).toBe(isPublic);
      }
    });
  });
});
