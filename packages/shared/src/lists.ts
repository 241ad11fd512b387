/**
 * The HTTP contract of a trip's packing list and to-dos (issue 23, docs/API.md "Trip lists",
 * docs/decisions/0037-trip-lists.md): items written whole under the client's id, templates of
 * the user's own and built-in ones whose texts live in the locale files (`lists.builtin.*`).
 */
import { z } from 'zod';
import { idSchema, userIdSchema } from './common.js';

export const listKinds = ['packing', 'todo'] as const;
export type ListKind = (typeof listKinds)[number];

export const listLimits = {
  textMax: 200,
  categoryMax: 40,
  /** Items of one trip, both lists together (409 `conflict` past it). */
  itemsPerTrip: 500,
  templateNameMax: 60,
  /** Templates one user keeps (409 `conflict` past it). */
  templatesPerUser: 50,
  positionMax: 1_000_000,
} as const;

/**
 * The built-in templates: each item names its text and category by key; the words are
 * `lists.builtin.<template>.items.<item>` and `lists.builtin.categories.<category>` in every
 * language, so a template applied in Japanese adds Japanese items.
 */
export const builtinListTemplates = {
  abroad: [
    { key: 'passport', kind: 'packing', category: 'documents' },
    { key: 'tickets', kind: 'packing', category: 'documents' },
    { key: 'insurance', kind: 'packing', category: 'documents' },
    { key: 'card', kind: 'packing', category: 'documents' },
    { key: 'adapter', kind: 'packing', category: 'electronics' },
    { key: 'charger', kind: 'packing', category: 'electronics' },
    { key: 'powerBank', kind: 'packing', category: 'electronics' },
    { key: 'medicine', kind: 'packing', category: 'health' },
    { key: 'clothes', kind: 'packing', category: 'clothes' },
    { key: 'exchange', kind: 'todo', category: null },
    { key: 'roaming', kind: 'todo', category: null },
    { key: 'checkIn', kind: 'todo', category: null },
  ],
  camping: [
    { key: 'tent', kind: 'packing', category: 'gear' },
    { key: 'sleepingBag', kind: 'packing', category: 'gear' },
    { key: 'mat', kind: 'packing', category: 'gear' },
    { key: 'lantern', kind: 'packing', category: 'gear' },
    { key: 'stove', kind: 'packing', category: 'kitchen' },
    { key: 'cookware', kind: 'packing', category: 'kitchen' },
    { key: 'firstAid', kind: 'packing', category: 'health' },
    { key: 'reserveSite', kind: 'todo', category: null },
    { key: 'weather', kind: 'todo', category: null },
  ],
  winterHike: [
    { key: 'crampons', kind: 'packing', category: 'gear' },
    { key: 'gaiters', kind: 'packing', category: 'gear' },
    { key: 'headlamp', kind: 'packing', category: 'gear' },
    { key: 'thermos', kind: 'packing', category: 'kitchen' },
    { key: 'layers', kind: 'packing', category: 'clothes' },
    { key: 'gloves', kind: 'packing', category: 'clothes' },
    { key: 'sunset', kind: 'todo', category: null },
    { key: 'shareRoute', kind: 'todo', category: null },
  ],
} as const satisfies Record<string, readonly { key: string; kind: ListKind; category: string | null }[]>;

export type BuiltinListTemplateKey = keyof typeof builtinListTemplates;
export const builtinListTemplateKeys = Object.keys(builtinListTemplates) as BuiltinListTemplateKey[];

const textSchema = z.string().trim().min(1).max(listLimits.textMax);
const categorySchema = z.string().trim().max(listLimits.categoryMax);
const positionSchema = z.number().int().min(0).max(listLimits.positionMax);

/**
 * PUT /api/itineraries/:id/list-items/:item_id: the whole item, created under the client's id or
 * replacing it. Without `position` a new item goes last in its list and a stored one keeps its place.
 */
export const listItemInputSchema = z.object({
  kind: z.enum(listKinds),
  text: textSchema,
  category: categorySchema.nullish(),
  assignee_id: userIdSchema.nullish(),
  is_checked: z.boolean().default(false),
  position: positionSchema.optional(),
});
export type ListItemInput = z.input<typeof listItemInputSchema>;

/**
 * PATCH /api/itineraries/:id/list-items/:item_id: only the fields sent change (a check box does
 * not overwrite the text another member is editing).
 */
export const listItemPatchSchema = z
  .object({
    text: textSchema,
    category: categorySchema.nullable(),
    assignee_id: userIdSchema.nullable(),
    is_checked: z.boolean(),
    position: positionSchema,
  })
  .partial();
export type ListItemPatch = z.infer<typeof listItemPatchSchema>;

export const listItemParamsSchema = z.object({ id: idSchema, item_id: idSchema });

export const listItemSchema = z.object({
  id: z.string(),
  itinerary_id: z.string(),
  kind: z.enum(listKinds),
  text: z.string(),
  category: z.string().nullable(),
  assignee_id: z.string().nullable(),
  is_checked: z.boolean(),
  position: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** GET /api/itineraries/:id/list-items: both lists, each in its order. */
export const listItemsSchema = z.object({ items: z.array(listItemSchema) });
export type ListItems = z.infer<typeof listItemsSchema>;

export const listTemplateItemSchema = z.object({
  kind: z.enum(listKinds),
  text: z.string(),
  category: z.string().nullable(),
});
export type ListTemplateItem = z.infer<typeof listTemplateItemSchema>;

export const listTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(listTemplateItemSchema),
  created_at: z.string(),
});
export type ListTemplate = z.infer<typeof listTemplateSchema>;

/** GET /api/list-templates?lang=: the built-in templates in `lang` and the user's own. */
export const listTemplatesSchema = z.object({
  builtin: z.array(z.object({ key: z.string(), name: z.string(), items: z.array(listTemplateItemSchema) })),
  own: z.array(listTemplateSchema),
});
export type ListTemplates = z.infer<typeof listTemplatesSchema>;

export const langQuerySchema = z.object({ lang: z.string().max(10).default('ko') });

/** PUT /api/list-templates/:template_id: save a trip's lists (one kind or both) as my template. */
export const listTemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(listLimits.templateNameMax),
  itinerary_id: idSchema,
  kinds: z
    .array(z.enum(listKinds))
    .min(1)
    .max(2)
    .default([...listKinds]),
});
export type ListTemplateInput = z.input<typeof listTemplateInputSchema>;

export const listTemplateParamsSchema = z.object({ template_id: idSchema });

/**
 * POST /api/itineraries/:id/list-items/apply-template: a built-in template by key (its texts in
 * `lang`) or one of mine by id. Items already on the trip (same list, same text) are skipped, so
 * applying twice adds nothing the second time.
 */
export const listApplyInputSchema = z.object({
  template: z.union([z.enum(builtinListTemplateKeys as [BuiltinListTemplateKey]), idSchema]),
  lang: z.string().max(10).default('ko'),
});
export type ListApplyInput = z.input<typeof listApplyInputSchema>;

export const listApplyResultSchema = z.object({
  added: z.number().int(),
  items: z.array(listItemSchema),
});
export type ListApplyResult = z.infer<typeof listApplyResultSchema>;
