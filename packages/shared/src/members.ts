/**
 * Trip members and invites (issue 22, docs/API.md "Trip members", docs/decisions/0028-trip-members.md).
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema, userIdSchema } from './common.js';
import { itineraryAuthorSchema, itinerarySummarySchema } from './itineraries.js';
import { memberRoles } from './policies.js';

export const memberLimits = {
  /** Companions of one trip, its owner not counted (409 `conflict` past it). */
  membersPerTrip: 50,
  inviteDaysMin: 1,
  inviteDaysMax: 30,
  inviteDaysDefault: 7,
  /** Users a name search answers. */
  searchResults: 5,
  searchTextMax: 50,
} as const;

export const memberRoleSchema = z.enum(memberRoles);
export const tripRoleSchema = z.enum(['owner', 'editor', 'viewer']);

/** POST /api/itineraries/:id/invites: a link invite, or (with `user_id`) a direct one. */
export const inviteCreateSchema = z.object({
  role: memberRoleSchema,
  expires_in_days: z.coerce
    .number()
    .int()
    .min(memberLimits.inviteDaysMin)
    .max(memberLimits.inviteDaysMax)
    .default(memberLimits.inviteDaysDefault),
  user_id: userIdSchema.optional(),
});
export type InviteCreate = z.input<typeof inviteCreateSchema>;

/** An open invite as its trip's owner sees it (never the token: it is shown once, on creation). */
export const inviteSchema = z.object({
  id: z.string(),
  kind: z.enum(['link', 'direct']),
  role: memberRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  /** A direct invite's invitee; null for a link. */
  invitee: itineraryAuthorSchema.nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** The answer that creates an invite: a link invite's token and address, shown this once. */
export const inviteCreatedSchema = inviteSchema.extend({
  token: z.string().nullable(),
  url: z.string().nullable(),
});
export type InviteCreated = z.infer<typeof inviteCreatedSchema>;

export const inviteListSchema = z.object({ items: z.array(inviteSchema) });
export type InviteList = z.infer<typeof inviteListSchema>;

/** GET /api/invites/:token: what the accept page shows before anyone joins. */
export const invitePreviewSchema = z.object({
  itinerary: z.object({ id: z.string(), title: z.string() }),
  owner: itineraryAuthorSchema,
  role: memberRoleSchema,
  expires_at: z.string(),
  /** The reader's current role on the trip (null: none, or a visitor). */
  my_role: tripRoleSchema.nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** The answer to accepting an invite: the trip joined and the role held now. */
export const inviteAcceptedSchema = z.object({ itinerary_id: z.string(), role: memberRoleSchema });
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;

export const memberSchema = z.object({
  user: itineraryAuthorSchema,
  role: memberRoleSchema,
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/itineraries/:id/members. */
export const memberListSchema = z.object({
  owner: itineraryAuthorSchema,
  items: z.array(memberSchema),
  my_role: tripRoleSchema.nullable(),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const memberRoleChangeSchema = z.object({ role: memberRoleSchema });
export type MemberRoleChange = z.infer<typeof memberRoleChangeSchema>;

export const memberParamsSchema = z.object({ id: idSchema, user_id: userIdSchema });
export const inviteParamsSchema = z.object({ id: idSchema, invite_id: idSchema });
/** A link token: 32 random bytes in base64url (43 characters); anything else names nothing (404). */
export const inviteTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const myInviteParamsSchema = z.object({ invite_id: idSchema });

/** GET /api/itineraries/:id/member-search?name=. */
export const memberSearchQuerySchema = z.object({
  name: z.string().trim().min(1).max(memberLimits.searchTextMax),
});
export const memberSearchResultSchema = z.object({ items: z.array(itineraryAuthorSchema) });
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

/** GET /api/me/invites: direct invites waiting for the reader's answer. */
export const myInviteSchema = z.object({
  id: z.string(),
  role: memberRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  itinerary: z.object({ id: z.string(), title: z.string() }),
  owner: itineraryAuthorSchema,
});
export type MyInvite = z.infer<typeof myInviteSchema>;
export const myInviteListSchema = z.object({ items: z.array(myInviteSchema) });
export type MyInviteList = z.infer<typeof myInviteListSchema>;

/** GET /api/me/shared-itineraries: trips the reader is a member of, newest membership first. */
export const sharedItinerarySchema = itinerarySummarySchema.extend({
  my_role: memberRoleSchema,
  joined_at: z.string(),
});
export type SharedItinerary = z.infer<typeof sharedItinerarySchema>;
export const sharedItineraryPageSchema = z.object({
  items: z.array(sharedItinerarySchema),
  next_cursor: z.string().nullable(),
});
export type SharedItineraryPage = z.infer<typeof sharedItineraryPageSchema>;
export const sharedItineraryQuerySchema = pageQuerySchema;
