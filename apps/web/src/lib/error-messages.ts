/**
 * The one place that turns a failure into the i18n key of its message. A failure is an ApiError
 * (its contract code, see packages/shared/src/errors.ts and /api/openapi.json), a bare code (a
 * field code from a zod schema, a `fields` entry, a provider's `error` parameter) or anything
 * else (treated like a lost connection). The context says what the user was doing, because the
 * same code reads differently there ("forbidden" while saving vs. while deleting). The server's
 * English `message` is never read.
 */
import { useTranslation } from '../i18n';
import {
  commentMessageCodes,
  destinationMessageCodes,
  itineraryMessageCodes,
  placeImportRefusals,
  type TranslateValues,
} from '@pintrip/shared';
import { ApiError } from './api-client';

interface MessageRule {
  /** Code → key. Looked up first, then in `fields` of a validation failure. */
  codes: Readonly<Record<string, string>>;
  /** Status → key, when no code matched (e.g. 429 for better-auth's rate limit). */
  statuses?: Readonly<Record<number, string>>;
  /** No answer (network) or an answer ≥ 500. Defaults to `fallback`. */
  unavailable?: string;
  /** No answer at all (offline), when it reads differently from `unavailable`. */
  offline?: string;
  fallback: string;
}

const keysOf = <K extends string>(codes: readonly K[], prefix: string): Record<K, string> =>
  Object.fromEntries(codes.map((code) => [code, `${prefix}${code}`])) as Record<K, string>;

/** The comment codes that have their own sentence (spec 1 §8). */
const commentCodes = keysOf(commentMessageCodes, 'comments.messages.');

const destinationSaveCodes = keysOf(
  [...destinationMessageCodes, 'account_inactive', 'unauthorized', 'forbidden', 'not_found', 'rate_limited'],
  'destinations.errors.',
);

/** The itinerary rules' own sentences and the access failures every itinerary action shares. */
const itineraryCodes = {
  ...keysOf(itineraryMessageCodes, 'itineraries.errors.'),
  unauthorized: 'itineraries.errors.loginRequired',
  admin_required: 'itineraries.errors.adminRequired',
  account_inactive: 'itineraries.errors.accountInactive',
};
/** An itinerary action (spec 2 §8): the rule's own text, else the action's `fallback`. */
const itineraryAction = (fallback: string): MessageRule => ({
  codes: itineraryCodes,
  offline: 'itineraries.errors.offline',
  fallback: `itineraries.errors.${fallback}`,
});

/** Admin codes with a sentence of their own; anything else reads as the action's failure. */
const adminCodes = {
  admin_required: 'admin.messages.adminRequired',
  super_admin_required: 'admin.messages.super_admin_required',
  two_factor_required: 'admin.messages.two_factor_required',
  last_super_admin: 'admin.messages.last_super_admin',
  forbidden: 'admin.messages.self',
  category_exists: 'admin.messages.category_exists',
  category_in_use: 'admin.messages.category_in_use',
  name_required: 'admin.messages.name_required',
  email_required: 'admin.messages.email_required',
  conflict: 'admin.messages.already_admin',
  // A field of a validation failure (a category name over its length).
  too_long: 'admin.messages.too_long',
};
const adminAction = (fallback: string): MessageRule => ({ codes: adminCodes, fallback });

/** Trip members and invites (docs/API.md "Trip members"). */
const memberCodes = keysOf(
  ['invite_expired', 'not_found', 'conflict', 'forbidden', 'account_inactive', 'unauthorized'],
  'members.errors.',
);
const memberAction = (fallback: string): MessageRule => ({
  codes: memberCodes,
  fallback: `members.errors.${fallback}`,
});

/** A trip's packing list and to-dos (docs/API.md "Trip lists"). */
const listCodes = {
  forbidden: 'lists.errors.forbidden',
  account_inactive: 'itineraries.errors.accountInactive',
  unauthorized: 'itineraries.errors.loginRequired',
  conflict: 'lists.errors.tooMany',
  list_empty: 'lists.errors.listEmpty',
};
const listAction = (fallback: string): MessageRule => ({
  codes: listCodes,
  offline: 'lists.errors.offline',
  fallback: `lists.errors.${fallback}`,
});

/** A trip's reservations (docs/API.md "Trip reservations"). */
const bookingAction = (fallback: string): MessageRule => ({
  codes: {
    forbidden: 'bookings.errors.forbidden',
    account_inactive: 'itineraries.errors.accountInactive',
    unauthorized: 'itineraries.errors.loginRequired',
    conflict: 'bookings.errors.tooMany',
    before_start: 'bookings.errors.endBeforeStart',
  },
  offline: 'bookings.errors.offline',
  fallback: `bookings.errors.${fallback}`,
});

/** better-auth's codes for a wrong email or password. */
const badCredentials = keysOf(
  ['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL', 'INVALID_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND'],
  '',
);

/** The trip's access failures every money action shares. */
const moneyAccessCodes = keysOf(
  ['forbidden', 'account_inactive', 'not_found', 'rate_limited'],
  'money.errors.',
);

/** Saving an expense (features/money): the form's codes, then the server's. */
const moneyExpense: MessageRule = {
  codes: {
    ...keysOf(
      [
        'title_required',
        'title_too_long',
        'amount_invalid',
        'rate_invalid',
        'date_required',
        'payer_required',
        'payer_sum_mismatch',
        'split_empty',
        'value_invalid',
        'exact_sum_mismatch',
        'percent_sum_mismatch',
        'note_too_long',
        'not_a_member',
        'duplicate_member',
        'not_in_trip',
        'pool_more_than_amount',
      ],
      'money.errors.',
    ),
    // The server's `fields.pool_amount` when the pool's part is more than the amount.
    more_than_amount: 'money.errors.pool_more_than_amount',
    ...moneyAccessCodes,
  },
  offline: 'money.errors.offline',
  fallback: 'money.errors.saveFailed',
};

/**
 * A write made offline that the server refused once back online, so it was dropped: someone no
 * longer on the trip (404 on a private one, 403 on a public one) or no longer an editor is told
 * plainly, since nothing on the screen shows why the change vanished.
 */
const queuedRefusal = (rule: MessageRule, refused: string): MessageRule => ({
  ...rule,
  codes: { ...rule.codes, forbidden: refused, not_found: refused },
});

const rules = {
  /** Zod message codes of the shared auth form schemas. */
  'auth.field': {
    codes: {
      credentials_required: 'auth.errors.credentialsRequired',
      email_required: 'auth.errors.emailRequired',
      email_invalid: 'auth.errors.emailInvalid',
      password_required: 'auth.errors.passwordRequired',
      password_weak: 'auth.errors.passwordWeak',
      password_mismatch: 'auth.errors.passwordMismatch',
    },
    fallback: 'auth.errors.invalidInput',
  },
  'auth.login': {
    codes: {
      ...Object.fromEntries(
        Object.keys(badCredentials).map((code) => [code, 'auth.errors.invalidCredentials']),
      ),
      EMAIL_NOT_VERIFIED: 'auth.errors.emailNotConfirmed',
    },
    statuses: { 429: 'auth.errors.rateLimited' },
    unavailable: 'auth.errors.loginException',
    fallback: 'auth.errors.loginFailed',
  },
  'auth.signup': {
    codes: {
      PASSWORD_WEAK: 'auth.errors.passwordWeak',
      PASSWORD_TOO_SHORT: 'auth.errors.passwordWeak',
      PASSWORD_TOO_LONG: 'auth.errors.passwordWeak',
      USER_ALREADY_EXISTS: 'auth.errors.emailTaken',
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.emailTaken',
      INVALID_EMAIL: 'auth.errors.emailInvalid',
    },
    statuses: { 429: 'auth.errors.rateLimited' },
    unavailable: 'auth.errors.signupException',
    fallback: 'auth.errors.signupFailed',
  },
  /** Starting a social sign-in failed. */
  'auth.socialStart': {
    codes: {},
    unavailable: 'auth.errors.socialException',
    fallback: 'auth.errors.socialFailed',
  },
  /** The `error` a provider or better-auth put on the way back from a social sign-in. */
  'auth.socialReturn': {
    codes: { access_denied: 'auth.errors.socialCancelled' },
    fallback: 'auth.errors.socialFailed',
  },
  /** The second step of a sign-in (two-factor): better-auth's codes. */
  'auth.twoFactor': {
    codes: {
      INVALID_CODE: 'auth.twoFactor.errors.invalidCode',
      INVALID_BACKUP_CODE: 'auth.twoFactor.errors.invalidBackupCode',
      INVALID_TWO_FACTOR_COOKIE: 'auth.twoFactor.errors.expired',
      TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.twoFactor.errors.expired',
      ACCOUNT_TEMPORARILY_LOCKED: 'auth.twoFactor.errors.locked',
    },
    statuses: { 429: 'auth.errors.rateLimited' },
    fallback: 'auth.twoFactor.errors.failed',
  },
  /** Turning two-factor sign-in on or off on My Page. */
  'profile.twoFactor': {
    codes: {
      INVALID_PASSWORD: 'profile.twoFactor.errors.wrongPassword',
      INVALID_CODE: 'profile.twoFactor.errors.invalidCode',
      TOTP_ALREADY_ENABLED: 'profile.twoFactor.errors.alreadyOn',
    },
    statuses: { 429: 'auth.errors.rateLimited', 401: 'profile.twoFactor.errors.signIn' },
    fallback: 'profile.twoFactor.errors.failed',
  },
  'auth.resetRequest': {
    codes: {},
    statuses: { 429: 'auth.errors.rateLimited' },
    fallback: 'auth.errors.resetRequestFailed',
  },
  'auth.reset': {
    codes: { INVALID_TOKEN: 'auth.reset.invalidLink', PASSWORD_WEAK: 'auth.errors.passwordWeak' },
    fallback: 'auth.reset.failed',
  },
  'comments.post': { codes: commentCodes, fallback: 'comments.messages.post_failed' },
  /** A rule of the pinpoint form: its own code, or `field.<code>` from validation_failed's fields. */
  'destinations.field': {
    codes: {
      ...keysOf(destinationMessageCodes, 'destinations.errors.'),
      ...Object.fromEntries(
        ['too_long', 'invalid_url', 'not_integer', 'too_large', 'out_of_range', 'too_many'].map((code) => [
          `field.${code}`,
          `destinations.errors.fields.${code}`,
        ]),
      ),
    },
    fallback: 'destinations.errors.invalid',
  },
  'destinations.create': { codes: destinationSaveCodes, fallback: 'destinations.messages.createFailed' },
  'destinations.update': { codes: destinationSaveCodes, fallback: 'destinations.messages.updateFailed' },
  'destinations.delete': {
    codes: {
      not_found: 'destinations.messages.notFound',
      forbidden: 'destinations.messages.deleteForbidden',
    },
    fallback: 'destinations.messages.deleteFailed',
  },
  'destinations.upload': {
    codes: {
      image_only: 'destinations.messages.imageOnly',
      file_too_large: 'destinations.messages.fileTooLarge',
    },
    fallback: 'destinations.messages.imageUploadFailed',
  },
  /** A rule of the itinerary form (the shared ordered rules' code). */
  'itineraries.field': {
    codes: keysOf(itineraryMessageCodes, 'itineraries.errors.'),
    fallback: 'itineraries.errors.invalidPlans',
  },
  /** A planner operation the server refused (features/planner): the rule's own text, or the planner's. */
  'planner.op': {
    codes: {
      ...itineraryCodes,
      forbidden: 'planner.errors.forbidden',
      not_found: 'planner.errors.notFound',
      conflict: 'planner.errors.conflict',
      too_many: 'planner.errors.dayFull',
    },
    statuses: { 429: 'planner.errors.rateLimited' },
    offline: 'itineraries.errors.offline',
    fallback: 'planner.errors.opFailed',
  },
  /**
   * A change of the trip's title or dates in the planner: the form's own sentences, and shortening
   * past a day with plans (`conflict`, fields.end_date `days_with_plans`) read by its field code.
   */
  'planner.trip': {
    codes: {
      ...itineraryCodes,
      days_with_plans: 'planner.errors.daysWithPlans',
      forbidden: 'planner.errors.forbidden',
    },
    statuses: { 429: 'planner.errors.rateLimited' },
    offline: 'itineraries.errors.offline',
    fallback: 'planner.errors.opFailed',
  },
  'itineraries.load': {
    codes: {},
    statuses: { 404: 'itineraries.errors.notFound' },
    fallback: 'itineraries.errors.detailFailed',
  },
  'itineraries.create': {
    ...itineraryAction('saveFailed'),
    codes: { ...itineraryCodes, unauthorized: 'itineraries.errors.createLoginRequired' },
  },
  'itineraries.update': itineraryAction('updateFailed'),
  'itineraries.delete': itineraryAction('deleteFailed'),
  'itineraries.like': itineraryAction('likeFailed'),
  'itineraries.copy': {
    ...itineraryAction('copyFailed'),
    statuses: { 404: 'itineraries.errors.copySourceMissing' },
  },
  /** The visibility toggle: on a list card, on the detail, or an admin's (spec 2 §8's three texts). */
  'itineraries.visibility': itineraryAction('visibilityFailed'),
  'itineraries.visibilityDetail': itineraryAction('visibilityStateFailed'),
  'itineraries.visibilityAdmin': itineraryAction('adminVisibilityFailed'),
  'members.load': memberAction('loadFailed'),
  /** "일정에 추가" (one plan.add operation): the itinerary rules' sentences, then the trip's access. */
  'tripLive.add': {
    codes: {
      ...itineraryCodes,
      ...keysOf(['forbidden', 'not_found', 'rate_limited'], 'tripLive.errors.'),
    },
    offline: 'itineraries.errors.offline',
    fallback: 'tripLive.errors.addFailed',
  },
  'tripLive.load': { codes: {}, fallback: 'tripLive.errors.loadFailed' },
  'members.action': memberAction('failed'),
  'admin.userStatus': adminAction('admin.messages.userStatusFailed'),
  'admin.userDelete': adminAction('admin.messages.userDeleteFailed'),
  'admin.adminAdd': adminAction('admin.messages.adminAddFailed'),
  'admin.adminUpdate': adminAction('admin.messages.adminUpdateFailed'),
  'admin.categoryCreate': adminAction('admin.messages.categoryCreateFailed'),
  'admin.categoryUpdate': adminAction('admin.messages.categoryUpdateFailed'),
  'admin.categoryDelete': adminAction('admin.messages.categoryDeleteFailed'),
  'admin.reportDecide': adminAction('admin.reports.decideFailed'),
  /** Sending a report (moderation): the report rules' own sentences. */
  'moderation.report': {
    codes: {
      already_reported: 'moderation.messages.already_reported',
      reason_required: 'moderation.messages.reason_required',
      not_found: 'moderation.messages.not_found',
      account_inactive: 'moderation.messages.account_inactive',
    },
    statuses: { 429: 'moderation.messages.rate_limited' },
    fallback: 'moderation.messages.failed',
  },
  'profile.field': {
    codes: { phone_invalid: 'profile.errors.phoneInvalid', too_long: 'profile.errors.tooLong' },
    fallback: 'profile.errors.updateFailed',
  },
  'profile.update': {
    codes: { account_inactive: 'profile.errors.accountInactive' },
    fallback: 'profile.errors.updateFailed',
  },
  'profile.upload': {
    codes: { image_only: 'profile.errors.imageOnly', file_too_large: 'profile.errors.fileTooLarge' },
    fallback: 'profile.errors.uploadFailed',
  },
  /** The /guides news sign-up: the shared schema's field codes and the server's answer. */
  'news.subscribe': {
    codes: {
      email_required: 'auth.errors.emailRequired',
      email_invalid: 'auth.errors.emailInvalid',
      account_inactive: 'news.form.accountInactive',
      rate_limited: 'news.form.rateLimited',
    },
    statuses: { 429: 'news.form.rateLimited' },
    fallback: 'news.form.failed',
  },
  'news.unsubscribe': {
    codes: { rate_limited: 'news.form.rateLimited' },
    fallback: 'news.unsubscribe.failed',
  },
  /** Saving an expense (features/money): the form's codes, then the server's. */
  'money.expense': moneyExpense,
  /** An expense or outing saved offline that the server refused on reconnect (it is dropped). */
  'money.queued': queuedRefusal(moneyExpense, 'money.errors.queuedRefused'),
  /** Deleting an expense, recording or undoing a settle-up, the home currency (features/money). */
  'money.action': {
    codes: {
      ...moneyAccessCodes,
      conflict: 'money.errors.conflict',
      not_a_member: 'money.errors.not_a_member',
    },
    offline: 'money.errors.offline',
    fallback: 'money.errors.actionFailed',
  },
  /** Storing or removing where I take transfers on a trip (features/money, send links). */
  'money.account': {
    codes: {
      ...keysOf(['bank', 'number', 'kakaoPay', 'empty'], 'money.account.errors.'),
      ...moneyAccessCodes,
    },
    offline: 'money.errors.offline',
    fallback: 'money.errors.saveFailed',
  },
  /** Saving a 환전 record or a contribution to the common pool (features/money). */
  'money.record': {
    codes: {
      ...keysOf(
        [
          'amount_invalid',
          'date_required',
          'person_required',
          'same_as_home',
          'note_too_long',
          'not_a_member',
        ],
        'money.errors.',
      ),
      ...moneyAccessCodes,
    },
    offline: 'money.errors.offline',
    fallback: 'money.errors.saveFailed',
  },
  /** Attaching, replacing or removing a receipt photo (features/money). */
  'money.receipt': {
    codes: {
      file_too_large: 'money.errors.receiptTooLarge',
      image_only: 'money.errors.receiptImageOnly',
      ...moneyAccessCodes,
      not_found: 'money.errors.receiptExpenseGone',
    },
    statuses: { 413: 'money.errors.receiptTooLarge', 415: 'money.errors.receiptImageOnly' },
    offline: 'money.errors.offline',
    fallback: 'money.errors.receiptFailed',
  },
  'lists.save': listAction('saveFailed'),
  'lists.delete': listAction('deleteFailed'),
  'lists.apply': listAction('applyFailed'),
  'lists.template': listAction('templateFailed'),
  'bookings.save': bookingAction('saveFailed'),
  'bookings.delete': bookingAction('deleteFailed'),
  /** A reservation write made offline that the server refused on reconnect (it is dropped). */
  'bookings.queued': queuedRefusal(bookingAction('queuedFailed'), 'bookings.errors.queuedRefused'),
  /** A reservation's attachment refused: why (`fields.file`), else what the status says. */
  'bookings.attachment': {
    codes: {
      forbidden: 'bookings.errors.forbidden',
      account_inactive: 'itineraries.errors.accountInactive',
      unauthorized: 'itineraries.errors.loginRequired',
      conflict: 'bookings.files.errors.tooMany',
      file_too_large: 'bookings.files.errors.tooLarge',
      empty: 'bookings.files.errors.empty',
      name_invalid: 'bookings.files.errors.nameInvalid',
      type_mismatch: 'bookings.files.errors.typeMismatch',
      pdf_invalid: 'bookings.files.errors.pdfInvalid',
      image_invalid: 'bookings.files.errors.imageInvalid',
      unsupported: 'bookings.files.errors.unsupported',
    },
    statuses: { 415: 'bookings.files.errors.unsupported' },
    offline: 'bookings.errors.offline',
    fallback: 'bookings.files.errors.failed',
  },
  /** Places in and out (docs/API.md): a refused file says why (`fields.file`), else the action failed. */
  'imports.preview': {
    codes: {
      ...keysOf(placeImportRefusals, 'imports.errors.'),
      file_too_large: 'imports.errors.fileTooLarge',
      required: 'imports.errors.noFile',
      forbidden: 'imports.errors.forbidden',
      account_inactive: 'itineraries.errors.accountInactive',
    },
    offline: 'itineraries.errors.offline',
    fallback: 'imports.errors.failed',
  },
  'imports.confirm': {
    codes: { forbidden: 'imports.errors.forbidden', account_inactive: 'itineraries.errors.accountInactive' },
    offline: 'itineraries.errors.offline',
    fallback: 'imports.errors.failed',
  },
  'imports.feed': {
    codes: { account_inactive: 'itineraries.errors.accountInactive' },
    offline: 'itineraries.errors.offline',
    fallback: 'imports.feed.failed',
  },
} satisfies Record<string, MessageRule>;

export type ErrorContext = keyof typeof rules;

/** Every context, for tests that check each has a sentence for every code. */
export const errorContexts = Object.keys(rules) as ErrorContext[];

/** Every key `context` can answer with, for tests (which text section each lives in). */
export function messageKeysOf(context: ErrorContext): string[] {
  const rule: MessageRule = rules[context];
  const keys = [
    ...Object.values(rule.codes),
    ...Object.values(rule.statuses ?? {}),
    rule.unavailable,
    rule.offline,
    rule.fallback,
  ];
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}

const own = (table: Readonly<Record<string, string>>, code: string) =>
  Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;

/** The i18n key of the message for `failure` while doing `context`. */
export function errorMessageKey(context: ErrorContext, failure: unknown): string {
  const rule: MessageRule = rules[context];
  if (typeof failure === 'string') return own(rule.codes, failure) ?? rule.fallback;
  if (failure instanceof ApiError && failure.status === 0) {
    return rule.offline ?? rule.unavailable ?? rule.fallback;
  }
  if (!(failure instanceof ApiError)) return rule.unavailable ?? rule.fallback;
  const byCode = own(rule.codes, failure.code);
  if (byCode) return byCode;
  for (const code of Object.values(failure.fields ?? {})) {
    const byField = own(rule.codes, code);
    if (byField) return byField;
  }
  const byStatus = rule.statuses?.[failure.status];
  if (byStatus) return byStatus;
  if (failure.status >= 500 && rule.unavailable) return rule.unavailable;
  return rule.fallback;
}

/** Whether signing in would fix `failure` (the server answered 401): the screen may open the login. */
export function needsSignIn(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 401;
}

/**
 * The form field a server refusal names, with the code of its message in `context`: the first
 * `fields` entry whose field is one of `fieldNames` and whose code has a message of its own there.
 * Null when none does (the form then shows the failure as a whole).
 */
export function fieldFailure<F extends string>(
  context: ErrorContext,
  failure: unknown,
  fieldNames: readonly F[],
): { field: F; code: string } | null {
  if (!(failure instanceof ApiError)) return null;
  const isField = (name: string): name is F => (fieldNames as readonly string[]).includes(name);
  for (const [name, code] of Object.entries(failure.fields ?? {})) {
    if (isField(name) && hasOwnMessage(context, code)) return { field: name, code };
  }
  return null;
}

/** Is there a message of its own for `code` in `context` (not just the fallback)? */
export function hasOwnMessage(context: ErrorContext, code: string): boolean {
  return own(rules[context].codes, code) !== undefined;
}

/** `t(errorMessageKey(...))`, for components. `values` fill the message's placeholders. */
export function useErrorMessage() {
  const { t } = useTranslation();
  return (context: ErrorContext, failure: unknown, values?: TranslateValues): string =>
    t(errorMessageKey(context, failure), values);
}
