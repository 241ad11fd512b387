/**
 * Who may do what, written once for the server and the web app (STYLE.md "Policies live once").
 * The web app hides what these refuse; the server refuses it. Administrators include super admins.
 */

/** The signed-in user as a policy sees them; null is a visitor. */
export type Actor = {
  id: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isActive: boolean;
} | null;

/** Anything a user owns: a row with `userId` (server) or `user_id` (API answers). */
export type OwnedResource = { userId: string } | { user_id: string };

function ownerOf(resource: OwnedResource): string {
  return 'userId' in resource ? resource.userId : resource.user_id;
}

/** An administrator (a super admin is one too). */
export function isAdmin(actor: Actor): boolean {
  return Boolean(actor && (actor.isAdmin || actor.isSuperAdmin));
}

export function isSuperAdmin(actor: Actor): boolean {
  return Boolean(actor?.isSuperAdmin);
}

/** Write something new (a destination, a comment, an itinerary): a signed-in, active account. */
export function canCreate(actor: Actor): boolean {
  return Boolean(actor?.isActive);
}

function isOwnerOrAdmin(actor: NonNullable<Actor>, resource: OwnedResource): boolean {
  return ownerOf(resource) === actor.id || isAdmin(actor);
}

/** Edit a destination, comment or itinerary: an active user who owns it, or an active admin. */
export function canEdit(actor: Actor, resource: OwnedResource): boolean {
  return Boolean(actor?.isActive && isOwnerOrAdmin(actor, resource));
}

/** Delete it: its owner or an admin; a deactivated owner may still remove what they wrote. */
export function canDelete(actor: Actor, resource: OwnedResource): boolean {
  return Boolean(actor && isOwnerOrAdmin(actor, resource));
}
