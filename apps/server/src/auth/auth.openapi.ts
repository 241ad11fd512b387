/**
 * The auth routes belong to better-auth and are mounted by one catch-all handler, so the OpenAPI
 * generator cannot see them. These are the ones the product uses (docs/API.md "Session, profile"),
 * described by hand so the reference at /api/docs covers the whole API.
 */
const json = (properties: Record<string, unknown>, required: string[] = []) => ({
  'application/json': { schema: { type: 'object', properties, required } },
});

const email = { type: 'string', format: 'email' };
const password = {
  type: 'string',
  description: 'At least 8 characters with a letter, a digit and one of @$!%*#?&; nothing else.',
};

export const authOpenApiPaths = {
  '/api/auth/sign-up/email': {
    post: {
      tags: ['auth'],
      summary: 'Create an account with email and password (the password policy is enforced)',
      requestBody: {
        required: true,
        content: json({ email, password, name: { type: 'string' } }, ['email', 'password']),
      },
      responses: {
        '200': { description: 'Account created' },
        '400': { description: 'Weak password or bad input' },
        '429': { description: 'Rate limited' },
      },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      tags: ['auth'],
      summary: 'Sign in; sets the HttpOnly session cookie',
      requestBody: { required: true, content: json({ email, password }, ['email', 'password']) },
      responses: {
        '200': { description: 'Signed in; Set-Cookie carries pintrip.session_token' },
        '401': { description: 'INVALID_EMAIL_OR_PASSWORD' },
        '403': { description: 'EMAIL_NOT_VERIFIED (when verification is required)' },
        '429': { description: 'Rate limited' },
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      tags: ['auth'],
      summary: 'End the current session',
      responses: { '200': { description: 'Signed out' } },
    },
  },
  '/api/auth/get-session': {
    get: {
      tags: ['auth'],
      summary: 'The current session and user, or null',
      responses: { '200': { description: 'Session or null' } },
    },
  },
  '/api/auth/sign-in/social': {
    post: {
      tags: ['auth'],
      summary: 'Start a social sign-in (google, kakao, naver when configured)',
      requestBody: {
        required: true,
        content: json({ provider: { type: 'string' }, callbackURL: { type: 'string' } }, ['provider']),
      },
      responses: { '200': { description: '{url, redirect}: where to send the browser' } },
    },
  },
  '/api/auth/sign-in/oauth2': {
    post: {
      tags: ['auth'],
      summary: 'Start a sign-in with the OpenID Connect provider of OIDC_ISSUER (providerId "oidc")',
      requestBody: {
        required: true,
        content: json({ providerId: { type: 'string' }, callbackURL: { type: 'string' } }, ['providerId']),
      },
      responses: { '200': { description: '{url, redirect}: where to send the browser' } },
    },
  },
  '/api/auth/request-password-reset': {
    post: {
      tags: ['auth'],
      summary: 'Mail a password-reset link (logged when SMTP_URL is unset)',
      requestBody: { required: true, content: json({ email, redirectTo: { type: 'string' } }, ['email']) },
      responses: { '200': { description: 'Accepted (the same answer whether the address exists or not)' } },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: ['auth'],
      summary: 'Set a new password with the token from the mail',
      requestBody: {
        required: true,
        content: json({ token: { type: 'string' }, newPassword: password }, ['token', 'newPassword']),
      },
      responses: {
        '200': { description: 'Password changed; other sessions end' },
        '400': { description: 'Bad token or weak password' },
      },
    },
  },
  '/api/auth/update-user': {
    post: {
      tags: ['auth'],
      summary: 'Change the account name or picture, under the profile rules (docs/decisions/0019)',
      description:
        'name: trimmed, 1–30 characters, no control characters; image: an upload of this site ' +
        '(/uploads/…, or the bucket of S3_PUBLIC_URL), a generated avatar, or null. Errors use the ' +
        "contract's body: 401 unauthorized, 403 account_inactive, 400 validation_failed with fields.",
      requestBody: {
        required: true,
        content: json({ name: { type: 'string' }, image: { type: 'string', nullable: true } }),
      },
      responses: {
        '200': { description: 'Updated' },
        '400': { description: 'validation_failed / name_required, with fields' },
        '401': { description: 'unauthorized' },
        '403': { description: 'account_inactive' },
      },
    },
  },
  '/api/auth/two-factor/enable': {
    post: {
      tags: ['auth'],
      summary: 'Start turning on two-factor sign-in: answers the otpauth:// URI and ten backup codes',
      description: 'Two-factor sign-in is on only after a first code is confirmed (verify-totp).',
      requestBody: { required: true, content: json({ password: { type: 'string' } }, ['password']) },
      responses: {
        '200': { description: '{totpURI, backupCodes}' },
        '400': { description: 'INVALID_PASSWORD or TOTP_ALREADY_ENABLED' },
        '401': { description: 'Not signed in' },
      },
    },
  },
  '/api/auth/two-factor/verify-totp': {
    post: {
      tags: ['auth'],
      summary: 'Confirm an authenticator code: turns two-factor on, or finishes a sign-in',
      description:
        'With a session: confirms the setup started by enable. Without one: the second step of a ' +
        'sign-in that answered {twoFactorRedirect: true} (the pintrip.two_factor cookie); sets the session cookie.',
      requestBody: {
        required: true,
        content: json({ code: { type: 'string' }, trustDevice: { type: 'boolean' } }, ['code']),
      },
      responses: {
        '200': { description: 'Verified' },
        '401': { description: 'INVALID_CODE or INVALID_TWO_FACTOR_COOKIE' },
      },
    },
  },
  '/api/auth/two-factor/verify-backup-code': {
    post: {
      tags: ['auth'],
      summary: 'The second step of a sign-in with a backup code (each code works once)',
      requestBody: { required: true, content: json({ code: { type: 'string' } }, ['code']) },
      responses: {
        '200': { description: 'Signed in' },
        '401': { description: 'INVALID_BACKUP_CODE or INVALID_TWO_FACTOR_COOKIE' },
      },
    },
  },
  '/api/auth/two-factor/disable': {
    post: {
      tags: ['auth'],
      summary: 'Turn two-factor sign-in off (the password again)',
      requestBody: { required: true, content: json({ password: { type: 'string' } }, ['password']) },
      responses: {
        '200': { description: 'Off' },
        '400': { description: 'INVALID_PASSWORD' },
        '401': { description: 'Not signed in' },
      },
    },
  },
};
