import { describe, expect, it } from 'vitest';
import { errorStatus } from '@pintrip/shared';
import ko from '@pintrip/shared/locales/ko.json';
import { ApiError } from './api-client';
import { errorContexts, errorMessageKey, hasOwnMessage, type ErrorContext } from './error-messages';

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
});
