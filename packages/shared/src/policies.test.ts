import { describe, expect, it } from 'vitest';
import {
  canCopyItinerary,
  canCreate,
  canDelete,
  canManageAccount,
  canReport,
  canEdit,
  canEditItinerary,
  canReadTripMoney,
  canWriteTripMoney,
  canLeaveTrip,
  canManageMembers,
  canSee,
  tripRoleOf,
  canSetVisibility,
  isAdmin,
  isDeactivated,
  isSelf,
  isSuperAdmin,
  type Actor,
} from './policies.js';

const user = (over: Partial<NonNullable<Actor>> = {}): Actor => ({
  id: 'u1',
  isAdmin: false,
  isSuperAdmin: false,
  isActive: true,
  ...over,
});
const mine = { user_id: 'u1' };
const theirs = { userId: 'u2' };

describe('policies', () => {
  it('a visitor is no admin and may neither edit nor delete', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
    expect(canEdit(null, mine)).toBe(false);
    expect(canDelete(null, mine)).toBe(false);
    expect(canCreate(null)).toBe(false);
  });

  it('an active user may create, a deactivated one may not', () => {
    expect(canCreate(user())).toBe(true);
    expect(canCreate(user({ isActive: false }))).toBe(false);
    expect(canCreate(user({ isActive: false, isAdmin: true }))).toBe(false);
  });

  it('only a signed-in, deactivated account is deactivated (a visitor is asked to sign in instead)', () => {
    expect(isDeactivated(null)).toBe(false);
    expect(isDeactivated(user())).toBe(false);
    expect(isDeactivated(user({ isActive: false }))).toBe(true);
    expect(isDeactivated(user({ isActive: false, isSuperAdmin: true }))).toBe(true);
  });

  it('an owner may edit and delete what they own, not what others own', () => {
    expect(canEdit(user(), mine)).toBe(true);
    expect(canDelete(user(), mine)).toBe(true);
    expect(canEdit(user(), theirs)).toBe(false);
    expect(canDelete(user(), theirs)).toBe(false);
  });

  it('a deactivated owner may neither edit nor delete (a deactivated account writes nothing)', () => {
    expect(canEdit(user({ isActive: false }), mine)).toBe(false);
    expect(canDelete(user({ isActive: false }), mine)).toBe(false);
  });

  it('an admin and a super admin may edit and delete anything', () => {
    for (const actor of [user({ isAdmin: true }), user({ isSuperAdmin: true })]) {
      expect(isAdmin(actor)).toBe(true);
      expect(canEdit(actor, theirs)).toBe(true);
      expect(canDelete(actor, theirs)).toBe(true);
    }
    expect(isSuperAdmin(user({ isAdmin: true }))).toBe(false);
    expect(isSuperAdmin(user({ isSuperAdmin: true }))).toBe(true);
  });

  it('a hidden or private item is seen by its owner and admins only', () => {
    const hidden = { userId: 'u2', isHidden: true };
    const privateTrip = { userId: 'u2', isHidden: false, isPublic: false };
    for (const item of [hidden, privateTrip]) {
      expect(canSee(null, item)).toBe(false);
      expect(canSee(user(), item)).toBe(false);
      expect(canSee(user({ id: 'u2' }), item)).toBe(true);
      expect(canSee(user({ isAdmin: true }), item)).toBe(true);
    }
    expect(canSee(null, { userId: 'u2', isHidden: false })).toBe(true);
    expect(canSee(null, { userId: null, isHidden: false, isPublic: true })).toBe(true);
  });

  it('an admin may make a public itinerary private but never publish a private one', () => {
    const admin = user({ id: 'a1', isAdmin: true });
    expect(canSetVisibility(admin, { userId: 'u2', isPublic: true }, false)).toBe(true);
    expect(canSetVisibility(admin, { userId: 'u2', isPublic: false }, true)).toBe(false);
    expect(canSetVisibility(user(), { userId: 'u1', isPublic: false }, true)).toBe(true);
    expect(canSetVisibility(user(), { userId: 'u2', isPublic: true }, false)).toBe(false);
    expect(canSetVisibility(user({ isActive: false }), { userId: 'u1', isPublic: true }, false)).toBe(false);
  });
});

describe('policies the web reads (copy, report, manage an account)', () => {
  const member = (over: Partial<Actor> = {}): Actor => ({
    id: 'u1',
    isAdmin: false,
    isSuperAdmin: false,
    isActive: true,
    ...over,
  });

  it('copies and reports only what others own, from an active account', () => {
    expect(canCopyItinerary(member(), { user_id: 'u2' })).toBe(true);
    expect(canCopyItinerary(member(), { user_id: 'u1' })).toBe(false);
    expect(canCopyItinerary(member({ isActive: false }), { user_id: 'u2' })).toBe(false);
    expect(canCopyItinerary(null, { user_id: 'u2' })).toBe(false);
    expect(canReport(member(), { userId: 'u2' })).toBe(true);
    expect(canReport(member(), { userId: 'u1' })).toBe(false);
    expect(canReport(member({ isActive: false }), { userId: 'u2' })).toBe(false);
    expect(canReport(null, { userId: 'u2' })).toBe(false);
  });

  it('an admin manages other accounts, never their own, and a super admin only as a super admin', () => {
    const admin = member({ id: 'a1', isAdmin: true });
    const superAdmin = member({ id: 's1', isSuperAdmin: true });
    expect(isSelf(admin, { id: 'a1' })).toBe(true);
    expect(isSelf(null, { id: 'a1' })).toBe(false);
    expect(canManageAccount(admin, { id: 'u2', isSuperAdmin: false })).toBe(true);
    expect(canManageAccount(admin, { id: 'a1', isSuperAdmin: false })).toBe(false);
    expect(canManageAccount(admin, { id: 's2', isSuperAdmin: true })).toBe(false);
    expect(canManageAccount(superAdmin, { id: 's2', isSuperAdmin: true })).toBe(true);
    expect(canManageAccount(member(), { id: 'u2', isSuperAdmin: false })).toBe(false);
  });

  describe('trips and their companions', () => {
    const trip = {
      userId: 'owner',
      members: [
        { userId: 'ed', role: 'editor' as const },
        { userId: 'vw', role: 'viewer' as const },
      ],
    };
    const privateTrip = { ...trip, isHidden: false, isPublic: false };
    const owner = user({ id: 'owner' });
    const editor = user({ id: 'ed' });
    const viewer = user({ id: 'vw' });
    const stranger = user({ id: 'x' });
    const admin = user({ id: 'adm', isAdmin: true });

    it('knows each role, and none for a visitor, a stranger or an admin', () => {
      expect(tripRoleOf(owner, trip)).toBe('owner');
      expect(tripRoleOf(editor, trip)).toBe('editor');
      expect(tripRoleOf(viewer, trip)).toBe('viewer');
      expect(tripRoleOf(stranger, trip)).toBeNull();
      expect(tripRoleOf(admin, trip)).toBeNull();
      expect(tripRoleOf(null, trip)).toBeNull();
      // Without the members loaded, only the owner is known.
      expect(tripRoleOf(editor, { userId: 'owner' })).toBeNull();
    });

    it('the owner and editors plan; viewers, strangers, admins and deactivated members do not', () => {
      expect(canEditItinerary(owner, trip)).toBe(true);
      expect(canEditItinerary(editor, trip)).toBe(true);
      expect(canEditItinerary(viewer, trip)).toBe(false);
      expect(canEditItinerary(stranger, trip)).toBe(false);
      expect(canEditItinerary(admin, trip)).toBe(false);
      expect(canEditItinerary(user({ id: 'ed', isActive: false }), trip)).toBe(false);
    });

    it('members read the money, deactivated or not; the owner and active editors write it; admins neither', () => {
      const inactiveEditor = user({ id: 'ed', isActive: false });
      for (const reader of [owner, editor, viewer, inactiveEditor])
        expect(canReadTripMoney(reader, trip)).toBe(true);
      for (const outsider of [stranger, admin, null]) expect(canReadTripMoney(outsider, trip)).toBe(false);
      expect(canWriteTripMoney(owner, trip)).toBe(true);
      expect(canWriteTripMoney(editor, trip)).toBe(true);
      for (const other of [viewer, inactiveEditor, stranger, admin, null])
        expect(canWriteTripMoney(other, trip)).toBe(false);
    });

    it('the owner alone manages members; members (not the owner) may leave', () => {
      expect(canManageMembers(owner, trip)).toBe(true);
      expect(canManageMembers(editor, trip)).toBe(false);
      expect(canManageMembers(admin, trip)).toBe(false);
      expect(canLeaveTrip(editor, trip)).toBe(true);
      expect(canLeaveTrip(viewer, trip)).toBe(true);
      expect(canLeaveTrip(owner, trip)).toBe(false);
      expect(canLeaveTrip(stranger, trip)).toBe(false);
    });

    it('members see a private trip; strangers and visitors do not', () => {
      expect(canSee(editor, privateTrip)).toBe(true);
      expect(canSee(viewer, privateTrip)).toBe(true);
      expect(canSee(stranger, privateTrip)).toBe(false);
      expect(canSee(null, privateTrip)).toBe(false);
      expect(canSee(viewer, { ...privateTrip, members: [] })).toBe(false);
    });
  });
});
