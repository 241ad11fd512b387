/**
 * GET /api/metrics: Prometheus exposition text. Registered only when METRICS=true (otherwise the
 * path is an unknown route: 404). With METRICS_TOKEN set, the scraper must send it as a Bearer token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import type { AppMetrics } from '../../lib/metrics.js';

export interface MetricsRoutesOptions {
  metrics: AppMetrics;
  token?: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (through digests, so the lengths match). */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, { metrics, token }) => {
  app.get('/metrics', { config: { access: 'visitor' }, schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !sameToken(match[1], token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthorized', 'A valid metrics token is required.');
      }
    }
    const text = await metrics.text();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
};
