/**
 * Checks every request meets at the edge, before any route code runs:
 * - a cross-site write: an unsafe method whose Origin is present and foreign is 403 `forbidden`
 *   (the second layer after SameSite=Lax cookies; requests without Origin, such as scripts and
 *   mobile clients, are not affected);
 * - text PostgreSQL cannot store or that is not valid Unicode: NUL (U+0000) and lone surrogates
 *   anywhere in the body, the query string or the path are 400 `validation_failed`.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const badText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (or object key) in `value` holding bad text, or null. */
export function findBadText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return badText.test(value) ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (badText.test(key)) return at;
      const found = findBadText(item, at);
      if (found) return found;
    }
  }
  return null;
}

export function registerEdgeChecks(app: FastifyInstance, options: { allowedOrigins: string[] }) {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError('forbidden', 'Cross-site requests may not change anything.');
    }
  });

  // Runs after the access hook (preParsing) and before schema validation.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findBadText(value);
      if (at) {
        throw new AppError(
          'validation_failed',
          'Text may not contain NUL or unpaired surrogate characters.',
          {
            [part === 'body' ? at : `${part}.${at}`]: 'invalid_text',
          },
        );
      }
    }
  });
}
