/**
 * Files the server hands out as they are: uploads under /uploads (from DATA_DIR or streamed from
 * the bucket), the built web app (hashed assets cached for a year; source maps only where
 * allowed), and the single-page app's page for every other GET address that is not the API's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { sendError } from '../lib/error-handler.js';
import { uploadsPrefix, type Storage } from '../lib/storage.js';

/** Where the built web app lives: WEB_DIST, or apps/web/dist found from this file. */
export function findWebDist(config: Config): string | undefined {
  if (config.WEB_DIST) return path.resolve(config.WEB_DIST);
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.resolve(here, '../../../web/dist'), // apps/server/src/http
    path.resolve(here, '../../web/dist'), // apps/server/dist (the bundle)
    path.resolve(process.cwd(), 'apps/web/dist'),
  ]) {
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}

/** /uploads/<key>: streamed from the bucket (s3 without S3_PUBLIC_URL), or files under DATA_DIR. */
export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  if (storage.get) {
    // Every instance streams /uploads/<key> from the shared bucket.
    const read = storage.get.bind(storage);
    app.get<{ Params: { '*': string } }>(
      `${uploadsPrefix}*`,
      { config: { access: 'visitor' }, schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const object = await read(key);
        if (!object) {
          return sendError(reply, 404, {
            error: { code: 'not_found', message: `No upload at ${uploadsPrefix}${key}` },
          });
        }
        reply
          .type(object.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable');
        if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
        return reply.send(object.body);
      },
    );
  }
  if (storage.localRoot) {
    // Stored names are content hashes: a file at a name never changes.
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: uploadsPrefix,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }
}

export interface WebPages {
  /** Answers a page address with the single-page app's page, its status and head tags. */
  send(request: FastifyRequest, reply: FastifyReply): unknown;
}

export interface WebAppOptions {
  config: Config;
  /** The built web app (findWebDist); without it only the API answers. */
  webDist: string | undefined;
  /** The server-written pages (modules/web/web-pages.ts), made from webDist. */
  pages: WebPages | undefined;
}

/**
 * The built web app and the fallback for every unknown address: a GET for a page gets the
 * single-page app (404 with the page for an unknown one); anything else, the contract's 404.
 * Source maps (`*.map`) are 404 in production unless SERVE_SOURCE_MAPS=true: they would hand out
 * the client's source as written.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { config, webDist, pages }: WebAppOptions,
): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (pathname) => config.serveSourceMaps || !pathname.endsWith('.map'),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.basename(filePath) === 'sw.js') {
          // The service worker fetches the images it caches for offline reading, and destination
          // images may be any https URL: its own policy lets it connect there, nothing more.
          reply.header(
            'content-security-policy',
            "default-src 'self'; script-src 'self'; connect-src 'self' https:; object-src 'none'",
          );
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      // A missing upload is never a page (image tags and caches must see a plain 404).
      !pathname.startsWith(uploadsPrefix) &&
      !path.extname(pathname);
    if (wantsPage && pages) {
      // The single-page app's page, with its status (404 for an unknown address) and head tags.
      return pages.send(request, reply);
    }
    return sendError(reply, 404, {
      error: { code: 'not_found', message: `No route for ${request.method} ${pathname}` },
    });
  });
}
