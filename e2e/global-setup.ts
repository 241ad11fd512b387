/**
 * Starts one built server per Playwright worker, each on a free loopback port with a fresh data
 * folder (so the demo seed runs), and stops them after the suite. Workers inherit
 * E2E_BASE_URL_<n> from this process; playwright.config.ts gives worker n
 * its own as E2E_BASE_URL, so no two test files running at once share a database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { freePort } from '../apps/server/test/free-port.js';
import { e2ePassword } from './support/accounts';
import { oidcClient, startOidcProvider } from './support/oidc-provider';

/** The super admin of the suite (support/a11y.ts signs in as it). */
const superAdmin = { email: 'admin@pintrip.test', password: e2ePassword };

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}

export default async function globalSetup(config: FullConfig) {
  if (process.env.E2E_BASE_URL) return undefined;
  const count = Math.max(1, config.workers);
  const ports: number[] = [];
  while (ports.length < count + 1) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const oidcPort = ports.pop()!;
  const baseUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  // A real OpenID provider for tests/oidc.spec.ts; it must be up before the apps read its discovery.
  const oidc = await startOidcProvider({ port: oidcPort, appUrls: baseUrls });
  const servers = await Promise.all(baseUrls.map((baseUrl) => startApp(baseUrl, oidc.issuer)));
  servers.forEach(({ baseUrl }, index) => {
    process.env[`E2E_BASE_URL_${index}`] = baseUrl;
  });
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await oidc.close();
  };
}

/** Starts one app on a fresh data folder with its super admin granted; resolves once it is granted. */
async function startApp(baseUrl: string, oidcIssuer: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-e2e-'));
  const authSecret = randomBytes(48).toString('base64url');
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const serverEnv = {
    ...env,
    NODE_ENV: 'production',
    PORT: new URL(baseUrl).port,
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The suite signs up many users and writes a lot from one address; the limits themselves are
    // covered by the server's integration tests.
    AUTH_RATE_LIMIT: 'false',
    WRITE_RATE_LIMIT: '0',
    WRITE_RATE_LIMIT_PER_ADDRESS: '0',
    UPLOAD_RATE_LIMIT: '0',
    UPLOAD_RATE_LIMIT_PER_ADDRESS: '0',
    OPS_RATE_LIMIT: '0',
    OPS_RATE_LIMIT_PER_ADDRESS: '0',
    CONTACT_EMAIL: 'hello@pintrip.kr',
    // Known here, so the suite can make the super admin's verification link (below).
    AUTH_SECRET: authSecret,
    ADMIN_EMAILS: superAdmin.email,
    OIDC_ISSUER: oidcIssuer,
    OIDC_CLIENT_ID: oidcClient.id,
    OIDC_CLIENT_SECRET: oidcClient.secret,
  };
  const startServer = () =>
    spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: serverEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const stopServer = async (child: ChildProcess) => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };

  // ADMIN_EMAILS grants super admin to a verified address only, and this server sends no mail: the
  // suite signs up and follows the verification link the mail would carry (made as better-auth makes
  // it, with the server's AUTH_SECRET); the app's own verification marks the address verified and
  // grants the super admin (auth.ts, the user update hook). No stop, no `npm run admin`, no restart.
  const server = startServer();
  // The first start migrates and seeds: on a loaded 2-core machine that took over a minute.
  await waitForHealth(baseUrl, 180_000);
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ ...superAdmin, name: 'admin' }),
  });
  if (!signUp.ok)
    throw new Error(`the super admin's sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const token = await createEmailVerificationToken(authSecret, superAdmin.email);
  const verified = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}&callbackURL=/`, {
    redirect: 'manual',
  });
  const landing = verified.headers.get('location') ?? '';
  if (verified.status !== 302 || landing.includes('error='))
    throw new Error(`the super admin's verification failed: ${verified.status} ${landing}`);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
