import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  InviteCreated,
  InviteList,
  InvitePreview,
  Itinerary,
  MemberList,
  MemberSearchResult,
  MyInviteList,
  SharedItineraryPage,
} from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeCastContext,
  makeItinerary,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import { itineraryInvites, itineraryMembers, profiles, users } from '../../db/schema.js';
import { rowsOf } from '../../db/raw-sql.js';
import { createEventHub, notifyEvent, type EventHub, type HubEvent } from '../events/event-bus.js';
import { mayReceive } from '../events/events.routes.js';
import { tripAudience } from '../itineraries/trip-members.js';

describe('trip members and invites', () => {
  let ctx: TestContext;
  let cast: Cast;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
  });
  afterAll(async () => ctx?.close());

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  const linkInvite = async (owner: TestUser, tripId: string, body: object = { role: 'editor' }) => {
    const res = await req('POST', `/api/itineraries/${tripId}/invites`, owner, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as InviteCreated;
  };
  const accept = (user: TestUser | null, token: string) => req('POST', `/api/invites/${token}/accept`, user);

  /** A private trip of `cast.owner` with `member` joined as `role` through a link. */
  async function tripWithMember(member: TestUser, role: 'editor' | 'viewer' = 'editor') {
    const trip = await makeItinerary(ctx, cast.owner);
    const invite = await linkInvite(cast.owner, trip.id, { role });
    const res = await accept(member, invite.token!);
    expect(res.statusCode, res.body).toBe(200);
    return trip;
  }

  describe('link invites', () => {
    it('the owner creates one: a 43-character token shown once, stored only as its sha256, 7 days by default', async () => {
      const trip = await makeItinerary(ctx, cast.owner);
      const invite = await linkInvite(cast.owner, trip.id, { role: 'viewer' });
      expect(invite).toMatchObject({ kind: 'link', role: 'viewer', invitee: null });
      expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(invite.url).toMatch(new RegExp(`/invites/${invite.token}$`));
      const days = (Date.parse(invite.expires_at) - Date.parse(invite.created_at)) / 86_400_000;
      expect(days).toBeCloseTo(7, 3);
      const [row] = await ctx.database.db
        .select()
        .from(itineraryInvites)
        .where(eq(itineraryInvites.id, invite.id));
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(invite.token);
      // The list never shows a token again.
      const list = await req('GET', `/api/itineraries/${trip.id}/invites`, cast.owner);
      expect(list.statusCode).toBe(200);
      const items = (list.json() as InviteList).items;
      expect(items.map((i) => i.id)).toEqual([invite.id]);
      expect(list.body).not.toContain(invite.token);
    });

    it('expiry is 1–30 days and the role editor or viewer (400 otherwise)', async () => {
      const trip = await makeItinerary(ctx, cast.owner);
      for (const body of [
        { role: 'editor', expires_in_days: 0 },
        { role: 'editor', expires_in_days: 31 },
        { role: 'owner' },
        {},
      ]) {
        const res = await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      const month = await linkInvite(cast.owner, trip.id, { role: 'editor', expires_in_days: 30 });
      expect((Date.parse(month.expires_at) - Date.parse(month.created_at)) / 86_400_000).toBeCloseTo(30, 3);
    });

    it('who may create, list and revoke: the owner only', async () => {
      const privateTrip = await makeItinerary(ctx, cast.owner);
      const publicTrip = await makeItinerary(ctx, cast.owner, { isPublic: true });
      const editor = await makeUser(ctx);
      const withEditor = await tripWithMember(editor, 'editor');
      const body = { role: 'viewer' };
      expect((await req('POST', `/api/itineraries/${privateTrip.id}/invites`, null, body)).statusCode).toBe(
        401,
      );
      expect((await req('GET', `/api/itineraries/${privateTrip.id}/invites`, null)).statusCode).toBe(401);
      // A stranger: a private trip does not exist for them; a public one is not theirs to manage.
      expect(
        (await req('POST', `/api/itineraries/${privateTrip.id}/invites`, cast.other, body)).statusCode,
      ).toBe(404);
      expect(
        (await req('POST', `/api/itineraries/${publicTrip.id}/invites`, cast.other, body)).statusCode,
      ).toBe(403);
      expect((await req('GET', `/api/itineraries/${publicTrip.id}/invites`, cast.other)).statusCode).toBe(
        403,
      );
      // An editor plans the trip but does not invite.
      expect((await req('POST', `/api/itineraries/${withEditor.id}/invites`, editor, body)).statusCode).toBe(
        403,
      );
      // An admin moderates but does not manage someone else's companions.
      expect(
        (await req('POST', `/api/itineraries/${privateTrip.id}/invites`, cast.admin, body)).statusCode,
      ).toBe(403);
      const inactive = await req('POST', `/api/itineraries/${publicTrip.id}/invites`, cast.inactive, body);
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json().error.code).toBe('account_inactive');
      // Revoking: the owner, idempotent; then the link answers 410.
      const invite = await linkInvite(cast.owner, publicTrip.id);
      const url = `/api/itineraries/${publicTrip.id}/invites/${invite.id}`;
      expect((await req('DELETE', url, cast.other)).statusCode).toBe(403);
      expect((await req('DELETE', url, cast.owner)).statusCode).toBe(204);
      expect((await req('DELETE', url, cast.owner)).statusCode).toBe(204);
      const gone = await accept(cast.other, invite.token!);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error.code).toBe('invite_expired');
      expect((await req('GET', `/api/invites/${invite.token}`, null)).statusCode).toBe(410);
      const listed = (
        await req('GET', `/api/itineraries/${publicTrip.id}/invites`, cast.owner)
      ).json() as InviteList;
      expect(listed.items.map((i) => i.id)).not.toContain(invite.id);
      // An invite of another trip is not found under this one.
      const other = await linkInvite(cast.owner, privateTrip.id);
      expect(
        (await req('DELETE', `/api/itineraries/${publicTrip.id}/invites/${other.id}`, cast.owner)).statusCode,
      ).toBe(404);
    });

    it('the accept page reads the trip, owner and role for anyone holding the link; unknown tokens are 404', async () => {
      const trip = await makeItinerary(ctx, cast.owner, { title: '비공개 부산 여행' });
      const invite = await linkInvite(cast.owner, trip.id, { role: 'viewer' });
      const res = await req('GET', `/api/invites/${invite.token}`, null);
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json() as InvitePreview;
      expect(preview).toMatchObject({
        itinerary: { id: trip.id, title: '비공개 부산 여행' },
        owner: { id: cast.owner.id },
        role: 'viewer',
        my_role: null,
      });
      expect(res.body).not.toContain('@');
      expect(
        ((await req('GET', `/api/invites/${invite.token}`, cast.owner)).json() as InvitePreview).my_role,
      ).toBe('owner');
      expect((await req('GET', `/api/invites/${'x'.repeat(43)}`, null)).statusCode).toBe(404);
      expect((await req('GET', '/api/invites/short', null)).statusCode).toBe(404);
      expect((await accept(cast.other, 'y'.repeat(43))).statusCode).toBe(404);
    });

    it('accepting: a visitor 401, deactivated 403, the owner 409, anyone else joins; the link stays usable', async () => {
      const trip = await makeItinerary(ctx, cast.owner);
      const invite = await linkInvite(cast.owner, trip.id, { role: 'viewer' });
      expect((await accept(null, invite.token!)).statusCode).toBe(401);
      const inactive = await accept(cast.inactive, invite.token!);
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json().error.code).toBe('account_inactive');
      const own = await accept(cast.owner, invite.token!);
      expect(own.statusCode).toBe(409);
      expect(own.json().error.code).toBe('conflict');
      const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
      for (const user of [a, b]) {
        const res = await accept(user, invite.token!);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ itinerary_id: trip.id, role: 'viewer' });
      }
      // An admin may join like anyone else.
      expect((await accept(cast.admin, invite.token!)).json()).toEqual({
        itinerary_id: trip.id,
        role: 'viewer',
      });
      const members = (
        await req('GET', `/api/itineraries/${trip.id}/members`, cast.owner)
      ).json() as MemberList;
      expect(members.items.map((m) => m.user.id).sort()).toEqual([a.id, b.id, cast.admin.id].sort());
    });

    it('a member who accepts again keeps the higher role', async () => {
      const member = await makeUser(ctx);
      const trip = await tripWithMember(member, 'viewer');
      const editorLink = await linkInvite(cast.owner, trip.id, { role: 'editor' });
      const viewerLink = await linkInvite(cast.owner, trip.id, { role: 'viewer' });
      expect((await accept(member, editorLink.token!)).json()).toEqual({
        itinerary_id: trip.id,
        role: 'editor',
      });
      expect((await accept(member, viewerLink.token!)).json()).toEqual({
        itinerary_id: trip.id,
        role: 'editor',
      });
    });

    it('an expired link answers 410 invite_expired', async () => {
      const trip = await makeItinerary(ctx, cast.owner);
      const invite = await linkInvite(cast.owner, trip.id);
      await ctx.database.db
        .update(itineraryInvites)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(itineraryInvites.id, invite.id));
      const res = await accept(cast.other, invite.token!);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.code).toBe('invite_expired');
    });

    it('a trip has at most 50 members: the 51st is refused 409, and so is a new invite', async () => {
      const trip = await makeItinerary(ctx, cast.owner);
      const invite = await linkInvite(cast.owner, trip.id, { role: 'viewer' });
      // 50 members written directly (signing up 50 accounts through the API would be slow).
      const ids = Array.from(
        { length: 50 },
        (_, n) => `cap${trip.id.slice(0, 8)}${String(n).padStart(21, '0')}`,
      );
      await ctx.database.db
        .insert(users)
        .values(ids.map((id) => ({ id, name: 'cap', email: `${id}@cap.test`, emailVerified: true })));
      await ctx.database.db
        .insert(itineraryMembers)
        .values(ids.map((userId) => ({ itineraryId: trip.id, userId, role: 'viewer' as const })));
      const res = await accept(cast.other, invite.token!);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('conflict');
      expect(
        (await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, { role: 'viewer' })).statusCode,
      ).toBe(409);
    });
  });

  it('concurrent accepts never pass the cap: with 49 members, one of five at once joins', async () => {
    const trip = await makeItinerary(ctx, cast.owner);
    const invite = await linkInvite(cast.owner, trip.id, { role: 'viewer' });
    const ids = Array.from(
      { length: 49 },
      (_, n) => `race${trip.id.slice(0, 8)}${String(n).padStart(20, '0')}`,
    );
    await ctx.database.db
      .insert(users)
      .values(ids.map((id) => ({ id, name: 'race', email: `${id}@race.test`, emailVerified: true })));
    await ctx.database.db
      .insert(itineraryMembers)
      .values(ids.map((userId) => ({ itineraryId: trip.id, userId, role: 'viewer' as const })));
    const racers = await Promise.all(Array.from({ length: 5 }, () => makeUser(ctx)));
    const answers = await Promise.all(racers.map((user) => accept(user, invite.token!)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [row] = rowsOf<{ count: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as count from itinerary_members where itinerary_id = ${trip.id}`,
      ),
    );
    expect(row?.count).toBe(50);
  });

  describe('members', () => {
    it('the list: owner, members and admins; a stranger 403 on a public trip, 404 on a private one', async () => {
      const member = await makeUser(ctx);
      const trip = await tripWithMember(member, 'viewer');
      const res = await req('GET', `/api/itineraries/${trip.id}/members`, member);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as MemberList;
      expect(list.owner.id).toBe(cast.owner.id);
      expect(list.my_role).toBe('viewer');
      expect(list.items).toEqual([
        expect.objectContaining({ role: 'viewer', user: expect.objectContaining({ id: member.id }) }),
      ]);
      expect(res.body).not.toContain(member.email);
      expect(
        ((await req('GET', `/api/itineraries/${trip.id}/members`, cast.admin)).json() as MemberList).my_role,
      ).toBe(null);
      expect((await req('GET', `/api/itineraries/${trip.id}/members`, null)).statusCode).toBe(404);
      expect((await req('GET', `/api/itineraries/${trip.id}/members`, cast.other)).statusCode).toBe(404);
      const publicTrip = await makeItinerary(ctx, cast.owner, { isPublic: true });
      expect((await req('GET', `/api/itineraries/${publicTrip.id}/members`, cast.other)).statusCode).toBe(
        403,
      );
      expect((await req('GET', `/api/itineraries/${publicTrip.id}/members`, null)).statusCode).toBe(403);
      // A deactivated member still reads (deactivation stops writing, not reading).
      const inactiveMember = await makeUser(ctx);
      await accept(inactiveMember, (await linkInvite(cast.owner, trip.id)).token!);
      await ctx.database.db.execute(sql`update users set is_active = false where id = ${inactiveMember.id}`);
      await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
      expect((await req('GET', `/api/itineraries/${trip.id}/members`, inactiveMember)).statusCode).toBe(200);
    });

    it('the owner changes a role; nobody else does', async () => {
      const [editor, viewer] = [await makeUser(ctx), await makeUser(ctx)];
      const trip = await tripWithMember(editor, 'editor');
      await accept(viewer, (await linkInvite(cast.owner, trip.id, { role: 'viewer' })).token!);
      const url = `/api/itineraries/${trip.id}/members/${viewer.id}`;
      expect((await req('PATCH', url, null, { role: 'editor' })).statusCode).toBe(401);
      expect((await req('PATCH', url, editor, { role: 'editor' })).statusCode).toBe(403);
      expect((await req('PATCH', url, viewer, { role: 'editor' })).statusCode).toBe(403);
      expect((await req('PATCH', url, cast.admin, { role: 'editor' })).statusCode).toBe(403);
      expect((await req('PATCH', url, cast.other, { role: 'editor' })).statusCode).toBe(404);
      expect((await req('PATCH', url, cast.owner, { role: 'owner' })).statusCode).toBe(400);
      const res = await req('PATCH', url, cast.owner, { role: 'editor' });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as MemberList).items.find((m) => m.user.id === viewer.id)?.role).toBe('editor');
      // Someone who is not a member: 404.
      expect(
        (
          await req('PATCH', `/api/itineraries/${trip.id}/members/${cast.other.id}`, cast.owner, {
            role: 'viewer',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('the owner removes a member, a member leaves; a member removes nobody else, the owner cannot leave', async () => {
      const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
      const trip = await tripWithMember(a, 'editor');
      await accept(b, (await linkInvite(cast.owner, trip.id)).token!);
      expect((await req('DELETE', `/api/itineraries/${trip.id}/members/${b.id}`, a)).statusCode).toBe(403);
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/members/${cast.owner.id}`, cast.owner)).statusCode,
      ).toBe(403);
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/members/${a.id}`, cast.admin)).statusCode,
      ).toBe(403);
      expect((await req('DELETE', `/api/itineraries/${trip.id}/members/${a.id}`, null)).statusCode).toBe(401);
      expect((await req('DELETE', `/api/itineraries/${trip.id}/members/${b.id}`, b)).statusCode).toBe(204);
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/members/${a.id}`, cast.owner)).statusCode,
      ).toBe(204);
      // Gone from the trip: it is private again to both.
      expect((await req('GET', `/api/itineraries/${trip.id}`, a)).statusCode).toBe(404);
      expect((await req('GET', `/api/itineraries/${trip.id}`, b)).statusCode).toBe(404);
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/members/${a.id}`, cast.owner)).statusCode,
      ).toBe(404);
    });
  });

  describe('direct invites', () => {
    it('the owner finds an active account by name (no emails, no inactive, no members) and invites it', async () => {
      const name = `동행${Date.now().toString(36)}`;
      const friend = await makeUser(ctx, { name: `${name}-민지` });
      const inactive = await makeUser(ctx, { name: `${name}-잠김` });
      await ctx.database.db.execute(sql`update users set is_active = false where id = ${inactive.id}`);
      const byProfile = await makeUser(ctx, { name: 'plain' });
      await ctx.database.db
        .insert(profiles)
        .values({ userId: byProfile.id, fullName: `${name}-프로필` })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { fullName: `${name}-프로필` },
        });
      const member = await makeUser(ctx, { name: `${name}-멤버` });
      const trip = await tripWithMember(member, 'viewer');
      const url = `/api/itineraries/${trip.id}/member-search?name=${encodeURIComponent(name)}`;
      expect((await req('GET', url, null)).statusCode).toBe(401);
      expect((await req('GET', url, member)).statusCode).toBe(403);
      expect((await req('GET', url, cast.other)).statusCode).toBe(404);
      const res = await req('GET', url, cast.owner);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json() as MemberSearchResult).items.map((u) => u.id).sort();
      expect(found).toEqual([friend.id, byProfile.id].sort());
      expect(res.body).not.toContain('@');
      expect(
        (await req('GET', `/api/itineraries/${trip.id}/member-search?name=`, cast.owner)).statusCode,
      ).toBe(400);

      const invite = await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
        role: 'editor',
        user_id: friend.id,
      });
      expect(invite.statusCode, invite.body).toBe(201);
      expect(invite.json()).toMatchObject({
        kind: 'direct',
        token: null,
        url: null,
        invitee: { id: friend.id },
      });
      // Twice, to a member, to an inactive or unknown account: refused.
      const again = await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
        role: 'editor',
        user_id: friend.id,
      });
      expect(again.statusCode).toBe(409);
      expect(
        (
          await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
            role: 'viewer',
            user_id: member.id,
          })
        ).statusCode,
      ).toBe(409);
      const locked = await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
        role: 'viewer',
        user_id: inactive.id,
      });
      expect(locked.statusCode).toBe(400);
      expect(locked.json().error.fields).toEqual({ user_id: 'unknown' });
    });

    it('the invitee sees it on /api/me/invites and accepts; another user can neither see nor answer it', async () => {
      const friend = await makeUser(ctx);
      const trip = await makeItinerary(ctx, cast.owner, { title: '초대받은 여행' });
      const created = await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
        role: 'viewer',
        user_id: friend.id,
      });
      const inviteId = (created.json() as InviteCreated).id;
      expect((await req('GET', '/api/me/invites', null)).statusCode).toBe(401);
      const mine = (await req('GET', '/api/me/invites', friend)).json() as MyInviteList;
      expect(mine.items).toEqual([
        expect.objectContaining({
          id: inviteId,
          role: 'viewer',
          itinerary: { id: trip.id, title: '초대받은 여행' },
          owner: expect.objectContaining({ id: cast.owner.id }),
        }),
      ]);
      expect(((await req('GET', '/api/me/invites', cast.other)).json() as MyInviteList).items).toEqual([]);
      expect((await req('POST', `/api/me/invites/${inviteId}/accept`, cast.other)).statusCode).toBe(404);
      expect((await req('POST', `/api/me/invites/${inviteId}/accept`, null)).statusCode).toBe(401);
      const ok = await req('POST', `/api/me/invites/${inviteId}/accept`, friend);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ itinerary_id: trip.id, role: 'viewer' });
      expect(((await req('GET', '/api/me/invites', friend)).json() as MyInviteList).items).toEqual([]);
      expect((await req('POST', `/api/me/invites/${inviteId}/accept`, friend)).statusCode).toBe(410);
      expect((await req('GET', `/api/itineraries/${trip.id}`, friend)).statusCode).toBe(200);
    });

    it('declining leaves the trip closed; a revoked direct invite is 410', async () => {
      const friend = await makeUser(ctx);
      const trip = await makeItinerary(ctx, cast.owner);
      const first = (
        await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
          role: 'viewer',
          user_id: friend.id,
        })
      ).json() as InviteCreated;
      expect((await req('POST', `/api/me/invites/${first.id}/decline`, friend)).statusCode).toBe(204);
      expect((await req('GET', `/api/itineraries/${trip.id}`, friend)).statusCode).toBe(404);
      const second = (
        await req('POST', `/api/itineraries/${trip.id}/invites`, cast.owner, {
          role: 'viewer',
          user_id: friend.id,
        })
      ).json() as InviteCreated;
      await req('DELETE', `/api/itineraries/${trip.id}/invites/${second.id}`, cast.owner);
      const res = await req('POST', `/api/me/invites/${second.id}/accept`, friend);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.code).toBe('invite_expired');
    });
  });

  describe('every door lets a member in, and shuts after removal', () => {
    it('detail (with my_role and member_count), calendar, like, recommendations; 404 again once removed', async () => {
      const [editor, viewer] = [await makeUser(ctx), await makeUser(ctx)];
      const trip = await tripWithMember(editor, 'editor');
      await accept(viewer, (await linkInvite(cast.owner, trip.id, { role: 'viewer' })).token!);
      const detail = await req('GET', `/api/itineraries/${trip.id}`, viewer);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ my_role: 'viewer', member_count: 2 });
      expect(
        ((await req('GET', `/api/itineraries/${trip.id}`, cast.owner)).json() as Itinerary).my_role,
      ).toBe('owner');
      expect(
        ((await req('GET', `/api/itineraries/${trip.id}`, cast.admin)).json() as Itinerary).my_role,
      ).toBe(null);
      expect((await req('GET', `/api/itineraries/${trip.id}/calendar.ics`, viewer)).statusCode).toBe(200);
      expect((await req('GET', `/api/itineraries/${trip.id}/recommendations`, viewer)).statusCode).toBe(200);
      expect((await req('POST', `/api/itineraries/${trip.id}/like`, viewer)).statusCode).toBe(200);

      await req('DELETE', `/api/itineraries/${trip.id}/members/${viewer.id}`, cast.owner);
      expect((await req('GET', `/api/itineraries/${trip.id}`, viewer)).statusCode).toBe(404);
      expect((await req('GET', `/api/itineraries/${trip.id}/calendar.ics`, viewer)).statusCode).toBe(404);
      expect((await req('POST', `/api/itineraries/${trip.id}/like`, viewer)).statusCode).toBe(404);
      expect((await req('GET', `/api/itineraries/${trip.id}`, editor)).json()).toMatchObject({
        my_role: 'editor',
        member_count: 1,
      });
    });

    it('an editor saves the trip (PUT); a viewer may not (403); neither deletes it nor changes its visibility', async () => {
      const [editor, viewer] = [await makeUser(ctx), await makeUser(ctx)];
      const trip = await tripWithMember(editor, 'editor');
      await accept(viewer, (await linkInvite(cast.owner, trip.id, { role: 'viewer' })).token!);
      const body = {
        title: '함께 고친 여행',
        start_date: trip.start_date,
        end_date: trip.end_date,
        days: [{ day_number: 1, plans: [{ destination: '광안리' }] }],
      };
      const saved = await req('PUT', `/api/itineraries/${trip.id}`, editor, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ title: '함께 고친 여행', my_role: 'editor' });
      expect((await req('PUT', `/api/itineraries/${trip.id}`, viewer, body)).statusCode).toBe(403);
      expect((await req('DELETE', `/api/itineraries/${trip.id}`, editor)).statusCode).toBe(403);
      expect(
        (await req('PATCH', `/api/itineraries/${trip.id}/visibility`, editor, { is_public: true }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('trips shared with me', () => {
    it('newest membership first, one keyset page at a time; a removed trip leaves the list', async () => {
      const member = await makeUser(ctx);
      const trips = [];
      for (let n = 0; n < 3; n += 1) trips.push(await tripWithMember(member, n === 1 ? 'editor' : 'viewer'));
      expect((await req('GET', '/api/me/shared-itineraries', null)).statusCode).toBe(401);
      const first = await req('GET', '/api/me/shared-itineraries?limit=2', member);
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json() as SharedItineraryPage;
      expect(page1.items.map((t) => t.id)).toEqual([trips[2]!.id, trips[1]!.id]);
      expect(page1.items.map((t) => t.my_role)).toEqual(['viewer', 'editor']);
      expect(page1.next_cursor).not.toBeNull();
      const page2 = (
        await req('GET', `/api/me/shared-itineraries?limit=2&cursor=${page1.next_cursor}`, member)
      ).json() as SharedItineraryPage;
      expect(page2.items.map((t) => t.id)).toEqual([trips[0]!.id]);
      expect(page2.next_cursor).toBeNull();
      expect((await req('GET', '/api/me/shared-itineraries?cursor=nonsense', member)).statusCode).toBe(400);
      await req('DELETE', `/api/itineraries/${trips[2]!.id}/members/${member.id}`, member);
      const after = (await req('GET', '/api/me/shared-itineraries', member)).json() as SharedItineraryPage;
      expect(after.items.map((t) => t.id)).toEqual([trips[1]!.id, trips[0]!.id]);
      expect(
        ((await req('GET', '/api/me/shared-itineraries', cast.other)).json() as SharedItineraryPage).items,
      ).toEqual([]);
    });
  });
});

describe('trip members: the server-written page and its link preview', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'pintrip-members-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>Pintrip 핀트립</title></head><body><div id="root"></div></body></html>',
    );
    ctx = await createTestContext({ WEB_DIST: webDist, PUBLIC_URL: 'https://pintrip.example' });
  });
  afterAll(async () => {
    await ctx?.close();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  it('a member of a private trip gets its page and preview tags; once removed, the 404 page with nothing of it', async () => {
    const [owner, member, other] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    const trip = await makeItinerary(ctx, owner, { title: '우리끼리 제주' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip.id}/invites`,
      headers: { cookie: owner.cookie },
      payload: { role: 'viewer' },
    });
    const token = (created.json() as InviteCreated).token!;
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      headers: { cookie: member.cookie },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const page = (user: TestUser) =>
      ctx.app.inject({
        method: 'GET',
        url: `/itineraries/${trip.id}`,
        headers: { accept: 'text/html', cookie: user.cookie },
      });
    const seen = await page(member);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('property="og:title" content="우리끼리 제주"');
    expect((await page(other)).statusCode).toBe(404);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/itineraries/${trip.id}/members/${member.id}`,
      headers: { cookie: owner.cookie },
    });
    const after = await page(member);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('우리끼리');
  });
});

describe('trip members: the event stream lets a trip’s members receive its events', () => {
  let ctx: TestContext;
  let hub: EventHub;
  beforeAll(async () => {
    ctx = await createTestContext();
    hub = createEventHub(ctx.database);
    await hub.start();
  });
  afterAll(async () => {
    await hub?.stop();
    await ctx?.close();
  });

  it('an event about a private trip reaches its owner and members, not a stranger; a removed member no longer', async () => {
    const [owner, member, stranger] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    const trip = await makeItinerary(ctx, owner);
    await ctx.database.db
      .insert(itineraryMembers)
      .values({ itineraryId: trip.id, userId: member.id, role: 'viewer' });
    const actor = (user: TestUser) => ({ id: user.id, isAdmin: false, isSuperAdmin: false, isActive: true });
    const row = { id: trip.id, userId: owner.id, hiddenAt: null, isPublic: false };

    /** Publishes an event about the trip, as a write would, and returns it as the hub received it. */
    const publishOnce = async (tag: string) => {
      const received = new Promise<HubEvent>((resolve) => {
        const stop = hub.subscribe((event) => {
          if (event.data.id === tag) {
            stop();
            resolve(event);
          }
        });
      });
      await notifyEvent(
        ctx.database.db,
        'destination.deleted',
        { id: tag },
        await tripAudience(ctx.database.db, row),
      );
      return received;
    };

    const first = await publishOnce(`trip-${trip.id}-1`);
    expect(mayReceive(actor(owner), first)).toBe(true);
    expect(mayReceive(actor(member), first)).toBe(true);
    expect(mayReceive(actor(stranger), first)).toBe(false);
    expect(mayReceive(null, first)).toBe(false);

    await ctx.database.db.delete(itineraryMembers).where(eq(itineraryMembers.userId, member.id));
    const second = await publishOnce(`trip-${trip.id}-2`);
    expect(mayReceive(actor(member), second)).toBe(false);
    expect(mayReceive(actor(owner), second)).toBe(true);
  });
});
