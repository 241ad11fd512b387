/*
 * How the web app downloads a language's texts (docs/decisions/0027-page-weight.md, third pass): in
 * sections, by the top-level keys of the translation file. The core (every key no section names) comes
 * before the first render; a section comes with the code of the pages and dialogs that use it. The
 * translation files stay whole: the server, the seed and the tests read them as they are, and the web
 * build serves each section of a file as a module of its own (apps/web/vite-plugin-texts.ts).
 *
 * No zod and no imports: the web build's configuration reads this file.
 */
import type { Messages } from './languages.js';

/** Each section and the top-level keys of the translation files it holds. */
export const textSections = {
  /** The trip workspace: the planner, money, lists and bookings pages (/itineraries/:id/plan, …). */
  workspace: [
    'planner',
    'tripLive',
    'money',
    'moneyPool',
    'lists',
    'bookings',
    'routing',
    'imports',
    'tripNav',
    'members',
  ],
  /** The admin pages (/admin). */
  admin: ['admin'],
  /** The guides page (/guides) with the news sign-up and unsubscribe. */
  guides: ['guides', 'news'],
  /** Comment threads: the destinations page (its detail dialog holds them). */
  comments: ['comments'],
} as const satisfies Record<string, readonly string[]>;

export type TextSection = keyof typeof textSections;

/** What the first render needs: every key that no section names. */
export const coreTexts = 'core';

/** The core and the sections: the parts of a translation file the web app loads one by one. */
export type TextPart = typeof coreTexts | TextSection;

export const textSectionNames = Object.keys(textSections) as TextSection[];

export function isTextSection(value: unknown): value is TextSection {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(textSections, value);
}

/** The part of the translation files that holds the top-level key `key`. */
export function textPartOf(key: string): TextPart {
  for (const section of textSectionNames) {
    if ((textSections[section] as readonly string[]).includes(key)) return section;
  }
  return coreTexts;
}

/** The texts of `part` in one language's file (its top-level keys that belong to `part`). */
export function pickTextPart(messages: Messages, part: TextPart): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => textPartOf(key) === part));
}
