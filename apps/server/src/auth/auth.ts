/**
 * better-auth on our database: email and password accounts, cookie sessions, verification and
 * reset mails, social sign-in when configured, optional two-factor sign-in (TOTP with backup
 * codes), and rate limits shared by every instance.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { APIError, createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  authMessages,
  isPasswordStrong,
  normalizeEmail,
  profileLimits,
  withoutControlCharacters,
} from '@pintrip/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import {
  accounts,
  adminUsers,
  profiles,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema.js';
import type { Mailer } from '../lib/mailer.js';

/** Where the server says what an operator must do (a pino logger in the app). */
export interface AuthLog {
  warn(message: string): void;
}

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  /** Off in most tests, which sign up many users from one address. */
  rateLimit?: boolean;
  /** Told how to finish an ADMIN_EMAILS account when no mail can verify it. */
  log?: AuthLog;
  /** How passwords are hashed and checked. Default: better-auth's scrypt (node:crypto). */
  passwordHasher?: PasswordHasher;
}

/** better-auth's `emailAndPassword.password`: both functions, or neither (its scrypt). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** The line the log shows when ADMIN_EMAILS cannot be verified by mail (no SMTP_URL). */
export function adminEmailsHint(email?: string): string {
  return email
    ? `ADMIN_EMAILS: ${email} signed up, not verified, and without SMTP_URL no verification mail ` +
        `goes out: run \`npm run admin -- grant ${email}\` to make it super admin`
    : 'ADMIN_EMAILS: super admin goes only to a verified address, and without SMTP_URL no ' +
        'verification mail goes out: sign up, then run `npm run admin -- grant EMAIL`';
}

/**
 * Grants super admin to every existing account listed in ADMIN_EMAILS whose address is verified
 * (a followed verification link, or a provider that vouched for it); run at start.
 */
export async function applyAdminEmails(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, [...emails]), eq(users.emailVerified, true)));
  for (const row of rows) await grantSuperAdmin(db, row.id);
}

async function grantSuperAdmin(db: Db, userId: string) {
  await db
    .insert(adminUsers)
    .values({ userId, isAdmin: true, isSuperAdmin: true })
    .onConflictDoUpdate({
      target: adminUsers.userId,
      set: { isAdmin: true, isSuperAdmin: true, updatedAt: new Date() },
    });
}

/**
 * ADMIN_EMAILS makes an account super admin only once its address is verified: the first person
 * to sign up with an address proves nothing (anyone can type it), the mailed link or a provider's
 * `email_verified` does.
 */
function isVerifiedAdminEmail(config: Config, user: { email: string; emailVerified?: boolean | null }) {
  return user.emailVerified === true && config.ADMIN_EMAILS.includes(normalizeEmail(user.email));
}

const profileNameMax = profileLimits.fullNameMax;

/** Sessions last 30 days; one in use is extended at most once a day (seconds, as better-auth counts). */
export const sessionLifetime = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 };

export const cookiePrefix = 'pintrip';

/** The session cookie's name: better-auth prefixes `__Secure-` when cookies are Secure. */
export const sessionCookieName = (secure: boolean) =>
  `${secure ? '__Secure-' : ''}${cookiePrefix}.session_token`;

export function createAuth({ config, db, mailer, secret, rateLimit = true, log, passwordHasher }: AuthDeps) {
  if (config.ADMIN_EMAILS.length > 0 && !config.SMTP_URL) log?.warn(adminEmailsHint());

  const socialProviders = {
    ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            accessType: 'offline' as const,
            prompt: 'consent' as const,
          },
        }
      : {}),
    ...(config.KAKAO_CLIENT_ID && config.KAKAO_CLIENT_SECRET
      ? { kakao: { clientId: config.KAKAO_CLIENT_ID, clientSecret: config.KAKAO_CLIENT_SECRET } }
      : {}),
    ...(config.NAVER_CLIENT_ID && config.NAVER_CLIENT_SECRET
      ? { naver: { clientId: config.NAVER_CLIENT_ID, clientSecret: config.NAVER_CLIENT_SECRET } }
      : {}),
  };

  // Any OpenID Connect provider, found through its discovery document; its id is "oidc".
  const oidcPlugins =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                name: 'OpenID Connect',
                discoveryUrl: `${config.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                clientId: config.OIDC_CLIENT_ID,
                clientSecret: config.OIDC_CLIENT_SECRET,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [];
  // Optional for every user: an authenticator app (TOTP) plus ten single-use backup codes.
  const plugins = [...oidcPlugins, twoFactor({ issuer: 'Pintrip' })];

  return betterAuth({
    appName: 'Pintrip',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
        lastLogin: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(passwordHasher ? { password: passwordHasher } : {}),
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignIn: false,
      // A reset signs the account out everywhere: whoever knew the old password loses access.
      revokeSessionsOnPasswordReset: true,
      // With verification on, a sign-up for a taken address answers exactly like a new one ("check
      // your email"), so nobody can probe which addresses have accounts; the owner gets a sign-in
      // link instead of a verification link.
      async onExistingUserSignUp({ user }) {
        const loginUrl = `${config.publicUrl}/?login=1&email=${encodeURIComponent(user.email)}`;
        await mailer.send({
          to: user.email,
          subject: '[핀트립] 이미 가입된 이메일입니다',
          text:
            `이 이메일로 핀트립 가입이 다시 시도되었습니다. 이미 계정이 있으니 아래 링크에서 로그인하세요.\n${loginUrl}\n\n` +
            '비밀번호가 기억나지 않으면 로그인 창의 "비밀번호 찾기"를 이용하세요. 직접 시도하지 않았다면 이 메일을 무시하세요.',
        });
      },
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: '[핀트립] 비밀번호 재설정 안내',
          text: `아래 링크에서 새 비밀번호를 설정해주세요.\n${url}\n\n요청하지 않았다면 이 메일을 무시하세요.`,
        });
      },
    },
    emailVerification: {
      // ADMIN_EMAILS addresses get their link in the sign-up's after hook (below) in any case.
      sendOnSignUp: config.REQUIRE_EMAIL_VERIFICATION,
      // An unverified login gets a fresh link along with the "check your email" answer.
      sendOnSignIn: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: '[핀트립] 이메일 인증을 완료해주세요',
          text: `핀트립에 가입해 주셔서 감사합니다. 아래 링크를 눌러 이메일 인증을 완료해주세요.\n${url}`,
        });
      },
    },
    socialProviders,
    plugins,
    // A failed social sign-in lands on the web app, which shows a message for `error` (see
    // features/auth: social-login-result).
    onAPIError: { errorURL: `${config.publicUrl}/?social_login=failed` },
    session: sessionLifetime,
    rateLimit: {
      enabled: rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/forget-password': { window: 300, max: 3 },
      },
    },
    advanced: {
      cookiePrefix,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: ['x-pintrip-client-ip'] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (body && typeof body.email === 'string') body.email = normalizeEmail(body.email);
        // The name given at sign-up is a placeholder until a nickname is chosen, but it is shown
        // as one meanwhile: no control characters, no longer than a nickname.
        if (ctx.path === '/sign-up/email' && body && typeof body.name === 'string') {
          body.name = [...withoutControlCharacters(body.name).trim()].slice(0, profileNameMax).join('');
        }
        // A new password signs every other session out, whatever the client asked: whoever knew
        // the old password (or holds a stolen cookie) must not stay signed in.
        if (ctx.path === '/change-password' && body) body.revokeOtherSessions = true;
        // Without verification there is nothing to mail, so a taken address is refused plainly
        // (better-auth would answer as if the account had been created, since autoSignIn is off).
        if (
          ctx.path === '/sign-up/email' &&
          !config.REQUIRE_EMAIL_VERIFICATION &&
          typeof body?.email === 'string'
        ) {
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, body.email))
            .limit(1);
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
              message: 'User already exists. Use another email.',
            });
          }
        }
        // The password policy holds wherever a password is chosen, not only at sign-up.
        const chosenPassword =
          ctx.path === '/sign-up/email'
            ? { value: body?.password }
            : ctx.path === '/reset-password' || ctx.path === '/change-password'
              ? { value: body?.newPassword }
              : null;
        if (chosenPassword) {
          const password = chosenPassword.value;
          if (typeof password !== 'string' || !isPasswordStrong(password)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_WEAK',
              message: authMessages.passwordPolicy,
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // An ADMIN_EMAILS sign-up is not verified yet: it gets its verification link even where
        // verification is not required (with REQUIRE_EMAIL_VERIFICATION it was sent already).
        if (ctx.path !== '/sign-up/email' || config.ADMIN_EMAILS.length === 0) return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string' || !config.ADMIN_EMAILS.includes(email)) return;
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        if (!user || user.emailVerified) return;
        if (!config.SMTP_URL) log?.warn(adminEmailsHint(email));
        if (!config.REQUIRE_EMAIL_VERIFICATION) await sendVerificationEmailFn(ctx, user);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await db.insert(profiles).values({ userId: user.id }).onConflictDoNothing();
            // A social provider may vouch for the address at creation.
            if (isVerifiedAdminEmail(config, user)) await grantSuperAdmin(db, user.id);
          },
        },
        update: {
          // Following the verification link (or a provider vouching at a later sign-in).
          async after(user) {
            if (isVerifiedAdminEmail(config, user)) await grantSuperAdmin(db, user.id);
          },
        },
      },
      session: {
        create: {
          async after(session) {
            const [user] = await db
              .update(users)
              .set({ lastLogin: new Date() })
              .where(eq(users.id, session.userId))
              .returning({ email: users.email, emailVerified: users.emailVerified });
            // An address verified before it was listed becomes super admin at its next sign-in.
            if (user && isVerifiedAdminEmail(config, user)) await grantSuperAdmin(db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
