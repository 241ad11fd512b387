import { describe, expect, it } from 'vitest';
import { errorStatus } from '@pintrip/shared';
import ko from '@pintrip/shared/locales/ko.json';
import { ApiError } from './api-client';
import {
  errorContexts,
  errorMessageKey,
  fieldFailure,
  hasOwnMessage,
  needsSignIn,
  type ErrorContext,
} from './error-messages';

type Tree = { [key: string]: string | Tree };
const korean = (key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      ko,
    );

const fail = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError(status, code, 'an English message the web never reads', fields);

describe('error messages', () => {
  it('gives every context a Korean sentence for every contract code, a network failure and a bare code', () => {
    const failures = [
      ...Object.entries(errorStatus).map(([code, status]) => fail(status, code)),
      fail(0, 'network_error'),
      fail(503, 'http_503'),
      new Error('boom'),
      'unknown_code',
      null,
    ];
    for (const context of errorContexts) {
      for (const failure of failures) {
        const key = errorMessageKey(context, failure);
        expect(typeof korean(key), `${context} → ${key}`).toBe('string');
      }
    }
  });

  it('reads the code, never the English message', () => {
    const depth = new ApiError(400, 'reply_depth_exceeded', 'whatever');
    expect(errorMessageKey('comments.post', depth)).toBe('comments.messages.reply_depth_exceeded');
    const worded = new ApiError(400, 'validation_failed', 'Replies go at most 6 levels deep');
    expect(errorMessageKey('comments.post', worded)).toBe('comments.messages.post_failed');
  });

  it.each<[ErrorContext, unknown, string]>([
    // The same code reads differently by what the user was doing.
    ['destinations.update', fail(403, 'forbidden'), 'destinations.errors.forbidden'],
    ['destinations.delete', fail(403, 'forbidden'), 'destinations.messages.deleteForbidden'],
    ['profile.upload', fail(415, 'image_only'), 'profile.errors.imageOnly'],
    ['destinations.upload', fail(415, 'image_only'), 'destinations.messages.imageOnly'],
    // better-auth's codes and statuses in the sign-in dialogs.
    ['auth.login', fail(401, 'INVALID_EMAIL_OR_PASSWORD'), 'auth.errors.invalidCredentials'],
    ['auth.login', fail(403, 'EMAIL_NOT_VERIFIED'), 'auth.errors.emailNotConfirmed'],
    ['auth.login', fail(429, 'HTTP_429'), 'auth.errors.rateLimited'],
    ['auth.login', fail(500, 'HTTP_500'), 'auth.errors.loginException'],
    ['auth.login', fail(0, 'network_error'), 'auth.errors.loginException'],
    ['auth.login', fail(400, 'SOMETHING_ELSE'), 'auth.errors.loginFailed'],
    ['auth.signup', fail(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), 'auth.errors.emailTaken'],
    ['auth.socialReturn', 'access_denied', 'auth.errors.socialCancelled'],
    ['auth.socialReturn', null, 'auth.errors.socialFailed'],
  ])('%s: %o → %s', (context, failure, key) => {
    expect(errorMessageKey(context, failure)).toBe(key);
  });

  it('finds a rule named inside the fields of a validation failure', () => {
    const failure = fail(400, 'validation_failed', { category: 'category_unknown' });
    expect(errorMessageKey('destinations.create', failure)).toBe('destinations.errors.category_unknown');
    expect(hasOwnMessage('destinations.field', 'field.too_long')).toBe(true);
    expect(hasOwnMessage('destinations.field', 'validation_failed')).toBe(false);
  });

  it('does not treat inherited object keys as codes', () => {
    const context: ErrorContext = 'profile.update';
    expect(errorMessageKey(context, 'toString')).toBe('profile.errors.updateFailed');
    expect(errorMessageKey(context, fail(400, 'constructor'))).toBe('profile.errors.updateFailed');
  });

  it.each<[ErrorContext, unknown, string]>([
    // Itineraries (spec 2 §8): the rule's own text, access texts by code, else the action's text.
    ['itineraries.like', fail(401, 'unauthorized'), 'itineraries.errors.loginRequired'],
    ['itineraries.create', fail(401, 'unauthorized'), 'itineraries.errors.createLoginRequired'],
    ['itineraries.create', fail(400, 'day_out_of_range'), 'itineraries.errors.day_out_of_range'],
    ['itineraries.update', fail(500, 'internal_error'), 'itineraries.errors.updateFailed'],
    ['itineraries.like', fail(0, 'network_error'), 'itineraries.errors.offline'],
    ['itineraries.like', new Error('boom'), 'itineraries.errors.likeFailed'],
    ['itineraries.copy', fail(404, 'not_found'), 'itineraries.errors.copySourceMissing'],
    ['itineraries.visibilityAdmin', fail(403, 'forbidden'), 'itineraries.errors.adminVisibilityFailed'],
    ['itineraries.load', fail(404, 'not_found'), 'itineraries.errors.notFound'],
    ['itineraries.load', fail(0, 'network_error'), 'itineraries.errors.detailFailed'],
    ['itineraries.field', 'validation_failed', 'itineraries.errors.invalidPlans'],
    // Admin: the codes with their own sentence, a too-long name among the fields, else the action.
    ['admin.userStatus', fail(403, 'forbidden'), 'admin.messages.self'],
    ['admin.adminAdd', fail(409, 'conflict'), 'admin.messages.already_admin'],
    ['admin.categoryCreate', fail(400, 'validation_failed', { name: 'too_long' }), 'admin.messages.too_long'],
    ['admin.categoryDelete', fail(500, 'internal_error'), 'admin.messages.categoryDeleteFailed'],
  ])('%s: %o → %s', (context, failure, key) => {
    expect(errorMessageKey(context, failure)).toBe(key);
  });

  it('names the form field a refusal belongs to, and tells when signing in would help', () => {
    const phone = fail(400, 'phone_invalid', { phone: 'phone_invalid', full_name: 'bad' });
    expect(fieldFailure('profile.field', phone, ['phone'])).toEqual({
      field: 'phone',
      code: 'phone_invalid',
    });
    expect(fieldFailure('profile.field', phone, ['full_name'])).toBeNull();
    expect(fieldFailure('profile.field', new Error('x'), ['phone'])).toBeNull();
    expect(needsSignIn(fail(401, 'unauthorized'))).toBe(true);
    expect(needsSignIn(fail(403, 'forbidden'))).toBe(false);
  });
});
