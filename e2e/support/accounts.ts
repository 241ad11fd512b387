import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';

export const e2ePassword = 'Travel123!';

/** A fresh address for each test, so tests never depend on each other's accounts. */
export const uniqueEmail = (prefix = 'traveller') =>
  `${prefix}-${randomBytes(4).toString('hex')}@pintrip.test`;

/**
 * Signs up and signs in through the API; the request context is the page's, so the page shares
 * the session cookie afterwards.
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = e2ePassword,
  /** The address `request` talks to, when not the suite's (E2E_BASE_URL). */
  baseURL = process.env.E2E_BASE_URL,
) {
  // As a browser's fetch does: better-auth asks a request that carries cookies (the page's
  // language cookie, say) for its Origin.
  const headers = baseURL ? { origin: new URL(baseURL).origin } : undefined;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0] },
    headers,
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return { email, password };
}

/** Screen sizes the specs take screenshots at. */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** The address of each context signedInContext opened on another address than the suite's. */
const contextBaseURLs = new WeakMap<BrowserContext, string>();

/**
 * The Origin header a browser's fetch sends (better-auth and the cross-site check ask for it): the
 * suite's address (E2E_BASE_URL), or that of `context` when it was opened on another one.
 */
export const originHeaders = (context?: BrowserContext) => {
  const baseURL = (context && contextBaseURLs.get(context)) ?? process.env.E2E_BASE_URL;
  return baseURL ? { origin: new URL(baseURL).origin } : undefined;
};

/** A browser context of its own, signed in as a new account. */
export async function signedInContext(
  browser: Browser,
  prefix: string,
  viewport = desktop,
  options: {
    /** A touch screen (`pointer: coarse`), as a phone has: what the send links look for. */
    hasTouch?: boolean;
    /** Another address than the suite's (e2e/scale: each user behind another nginx). */
    baseURL?: string;
  } = {},
): Promise<BrowserContext> {
  const { baseURL } = options;
  // Only when given: a key present (even undefined) hides the configuration's own baseURL.
  const context = await browser.newContext({
    viewport,
    hasTouch: options.hasTouch ?? false,
    ...(baseURL ? { baseURL } : {}),
  });
  if (baseURL) contextBaseURLs.set(context, baseURL);
  await signUpAndSignIn(context.request, uniqueEmail(prefix), e2ePassword, baseURL);
  return context;
}
