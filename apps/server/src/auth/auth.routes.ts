/**
 * Mounts better-auth's handler at /api/auth/*: the Fastify request becomes a web Request and the
 * web Response is copied back, cookies included.
 */
import type { FastifyPluginAsync } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { isDatabaseDown, sendDatabaseUnavailable, sendError } from '../lib/error-handler.js';
import { checkAccountUpdate } from './account-update.js';
import { createSignUpTiming } from './sign-up-timing.js';

export const authRoutes: FastifyPluginAsync<{ auth: Auth; db: Db; config: Config }> = async (
  app,
  { auth, db, config },
) => {
  const signUpTiming = createSignUpTiming(db);

  // Some providers post their callback as a form; better-auth reads the raw text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      let url: URL;
      try {
        url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      } catch {
        // A Host header no URL can be built from ("exa mple", "[::1") is the client's error.
        return sendError(reply, 400, {
          error: { code: 'validation_failed', message: 'The Host header is not valid.' },
        });
      }
      const headers = fromNodeHeaders(request.headers);
      // Rate limits key on the connection's address, never on a header a client can forge.
      headers.set('x-pintrip-client-ip', request.ip);
      // The account's name and picture follow the profile's rules here too (account-update.ts).
      const checked =
        url.pathname === '/api/auth/update-user' && request.method === 'POST'
          ? await checkAccountUpdate(request, config)
          : request.body;
      const body =
        request.method === 'GET' || checked === undefined || checked === null
          ? undefined
          : typeof checked === 'string'
            ? checked
            : JSON.stringify(checked);
      const startedAt = performance.now();
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      if (url.pathname === '/api/auth/sign-up/email' && response.status === 200) {
        // A taken address (verification on) must not answer sooner than a new account.
        const answer = (await response
          .clone()
          .json()
          .catch(() => null)) as { user?: { id?: unknown } } | null;
        await signUpTiming.settle(answer?.user?.id, startedAt);
      }
      // The library answers its own failures with 500; a database that is down is the contract's 503.
      if (response.status >= 500 && (await isDatabaseDown(db))) return sendDatabaseUnavailable(reply);
      if (response.status === 429) {
        // The contract's body and a standard Retry-After, instead of the library's own answer.
        const retryAfter = Number(
          response.headers.get('x-retry-after') ?? response.headers.get('retry-after'),
        );
        reply.header(
          'retry-after',
          String(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60),
        );
        return sendError(reply, 429, {
          error: { code: 'rate_limited', message: 'Too many attempts; try again later.' },
        });
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
};
