import { describe, expect, it } from 'vitest';
import { canCreate, canDelete, canEdit, isAdmin, isSuperAdmin, type Actor } from './policies.js';

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
});
