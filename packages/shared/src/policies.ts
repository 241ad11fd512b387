/**
 * Who may do what, decided once and used by the server (which enforces it) and the web app (which
 * only hides what the server would refuse). Super admin implies admin.
 */

/** The signed-in user a rule is asked about; null for a visitor. */
export interface Actor {
  id: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isActive: boolean;
}

/**
 * Anything owned by one user: a destination, a comment, an itinerary (`userId` on the server,
 * `user_id` in API answers; null when the account is gone).
 */
export type Owned = { userId: string | null } | { user_id: string | null };
export type OwnedResource = Owned;

const ownerOf = (resource: Owned) => ('userId' in resource ? resource.userId : resource.user_id);

export const isSuperAdmin = (actor: Actor | null | undefined): boolean => Boolean(actor?.isSuperAdmin);

export const isAdmin = (actor: Actor | null | undefined): boolean =>
  Boolean(actor && (actor.isAdmin || actor.isSuperAdmin));

export const isOwner = (actor: Actor | null | undefined, resource: Owned): boolean =>
  Boolean(actor && actor.id === ownerOf(resource));

/**
 * A signed-in account an admin deactivated: it may read everything it could, and write nothing —
 * no new or edited content, no likes, bookmarks, reactions, copies, reports or profile changes
 * (the server answers 403 `account_inactive`). The web hides or disables those controls and says
 * why; a visitor is not deactivated (their controls ask them to sign in).
 */
export const isDeactivated = (actor: Actor | null | undefined): boolean => Boolean(actor && !actor.isActive);

/** Write something new (a destination, a comment, an itinerary): a signed-in, active account. */
export const canCreate = (actor: Actor | null | undefined): boolean => Boolean(actor?.isActive);

/** The author edits; an admin may too (spec 1 §6). A deactivated account writes nothing. */
export const canEdit = (actor: Actor | null | undefined, resource: Owned): boolean =>
  Boolean(actor?.isActive) && (isOwner(actor, resource) || isAdmin(actor));

/** The author or an admin deletes. */
export const canDelete = canEdit;

/**
 * A companion's place on a trip (issue 22, docs/decisions/0028-trip-members.md): the owner is the
 * itinerary's author; members are editors (they plan with the owner) or viewers (they read).
 */
export type TripRole = 'owner' | 'editor' | 'viewer';
export const memberRoles = ['editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** One companion of a trip: who, and with which role. */
export interface TripMember {
  userId: string;
  role: MemberRole;
}

/** An itinerary as the trip rules read it: its owner, and its members when they matter. */
export type Trip = Owned & { members?: readonly TripMember[] };

/** The actor's role on a trip, or null when they have none (a visitor, a stranger, an admin). */
export const tripRoleOf = (actor: Actor | null | undefined, trip: Trip): TripRole | null => {
  if (!actor) return null;
  if (isOwner(actor, trip)) return 'owner';
  return trip.members?.find((member) => member.userId === actor.id)?.role ?? null;
};

/**
 * Edit a trip's days and plans (the planner's operations, PUT): its owner and its editors, active.
 * An admin moderates (hides, makes private) but does not plan someone else's trip.
 */
export const canEditItinerary = (actor: Actor | null | undefined, trip: Trip): boolean => {
  const role = tripRoleOf(actor, trip);
  return Boolean(actor?.isActive) && (role === 'owner' || role === 'editor');
};

/**
 * Read a trip's money — expenses, balances, settle-ups, the CSV (docs/decisions/0034-trip-money.md):
 * its owner and members, deactivated or not (deactivation stops writing, not reading). Money is
 * the companions' business: an admin who is not on the trip does not read it.
 */
export const canReadTripMoney = (actor: Actor | null | undefined, trip: Trip): boolean =>
  tripRoleOf(actor, trip) !== null;

/** Add, change and delete expenses, record and undo settle-ups: as planning, the owner and editors, active. */
export const canWriteTripMoney = (actor: Actor | null | undefined, trip: Trip): boolean =>
  canEditItinerary(actor, trip);

/**
 * Store one's own bank account or KakaoPay link on a trip (send links, docs/decisions/0048): every
 * person on the trip who may be paid, viewers too (a viewer can be owed money), while active.
 */
export const canSetOwnPaymentAccount = (actor: Actor | null | undefined, trip: Trip): boolean =>
  Boolean(actor?.isActive) && tripRoleOf(actor, trip) !== null;

/** Offer the send links of a suggested transfer: to the one who pays it, on their own screen. */
export const canSendTransfer = (
  actor: Actor | null | undefined,
  transfer: { from_user_id: string },
): boolean => Boolean(actor) && actor?.id === transfer.from_user_id;

/**
 * Read a trip's packing list and to-dos (docs/decisions/0037-trip-lists.md): its owner and members,
 * deactivated or not, as its money. An admin who is not on the trip does not read them.
 */
export const canReadTripLists = (actor: Actor | null | undefined, trip: Trip): boolean =>
  tripRoleOf(actor, trip) !== null;

/** Add, change, check, delete list items and apply templates: the owner and editors, active. */
export const canWriteTripLists = (actor: Actor | null | undefined, trip: Trip): boolean =>
  canEditItinerary(actor, trip);

/** Read a trip's reservations: as its lists, the owner and members (deactivated or not). */
export const canReadTripBookings = (actor: Actor | null | undefined, trip: Trip): boolean =>
  canReadTripLists(actor, trip);

/** Add, change and delete reservations: as its lists, the owner and editors, active. */
export const canWriteTripBookings = (actor: Actor | null | undefined, trip: Trip): boolean =>
  canWriteTripLists(actor, trip);

/** Invite, change and remove members, revoke invites: the owner alone, active. */
export const canManageMembers = (actor: Actor | null | undefined, trip: Trip): boolean =>
  Boolean(actor?.isActive) && isOwner(actor, trip);

/** Leave a trip: a member (not the owner, who deletes the trip instead), active. */
export const canLeaveTrip = (actor: Actor | null | undefined, trip: Trip): boolean => {
  const role = tripRoleOf(actor, trip);
  return Boolean(actor?.isActive) && (role === 'editor' || role === 'viewer');
};

/** What decides whether an item may be seen: hidden by a moderator, or (itineraries) private. */
export interface Visibility {
  isHidden: boolean;
  /** Itineraries only; anything else is public. */
  isPublic?: boolean;
  /**
   * Itineraries only: the trip's companions, who see it even when it is private or hidden (they
   * plan it). Every way out that shows a trip passes them (API, pages, the event stream, exports).
   */
  members?: readonly TripMember[];
}

/**
 * Who may see an item — a destination, a comment, an itinerary — at every way out: the API, the
 * server-written pages, the event stream, exports, previews and counts. A hidden or private item is
 * seen by its owner, admins and (a trip) its members only; everyone else is told it does not exist. A deactivated author's
 * content stays visible: deactivation stops writing, not reading.
 */
export const canSee = (actor: Actor | null | undefined, item: Owned & Visibility): boolean =>
  (!item.isHidden && item.isPublic !== false) ||
  isOwner(actor, item) ||
  isAdmin(actor) ||
  tripRoleOf(actor, item) !== null;

/**
 * Make an itinerary public or private: its owner either way; an admin may only make someone else's
 * public itinerary private, never publish a private one (spec 2: admins have the toggle on public
 * itineraries only).
 */
export const canSetVisibility = (
  actor: Actor | null | undefined,
  itinerary: Owned & { isPublic: boolean },
  makePublic: boolean,
): boolean =>
  Boolean(actor?.isActive) &&
  (isOwner(actor, itinerary) || (isAdmin(actor) && itinerary.isPublic && !makePublic));

/** Copy someone else's itinerary into one's own account: an active account, never one's own. */
export const canCopyItinerary = (actor: Actor | null | undefined, itinerary: Owned): boolean =>
  canCreate(actor) && !isOwner(actor, itinerary);

/** Report what someone else wrote (a destination, a comment): an active account, not the author. */
export const canReport = (actor: Actor | null | undefined, item: Owned): boolean =>
  canCreate(actor) && !isOwner(actor, item);

/** Whether `account` is the actor's own (admins never change their own status or rights). */
export const isSelf = (actor: Actor | null | undefined, account: { id: string }): boolean =>
  Boolean(actor && actor.id === account.id);

/**
 * Change another account's status or admin rights: an admin, never on themselves, and only a super
 * admin touches a super admin (API.md: admin routes; the server also keeps one super admin).
 */
export const canManageAccount = (
  actor: Actor | null | undefined,
  account: { id: string; isSuperAdmin: boolean },
): boolean => isAdmin(actor) && !isSelf(actor, account) && (isSuperAdmin(actor) || !account.isSuperAdmin);
