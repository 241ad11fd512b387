/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `vite build --ssr` into
 * apps/server/dist/ssr/) and the in-process API it reads through: every request it makes is
 * answered by this app as a visitor's would be (no cookie), so a rendered page holds exactly what
 * the API shows anybody, filtered by the same rules (docs/decisions/0026-server-rendering.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@pintrip/shared';
import { AppError } from '../../lib/errors.js';

/** The renderer's contract (entry-server.tsx); the server does not import web code. */
export interface RenderedPage {
  html: string;
  state: unknown;
}
export interface PageRenderer {
  render(request: { url: string; language: Language; isVisitor: boolean }): Promise<RenderedPage>;
}
export interface PageRendererModule {
  createPageRenderer(options: { fetch: typeof fetch }): Promise<PageRenderer>;
  /** Which pages it renders (landing, lists and details), by address. */
  renderedPageOf(pathname: string): { name: string; id: string } | null;
}

/** Where the built renderer is: beside the server bundle, or apps/server/dist/ssr from the sources. */
export function findRendererEntry(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.resolve(here, 'ssr/entry-server.js'), // apps/server/dist (the bundle)
    path.resolve(here, '../../../dist/ssr/entry-server.js'), // apps/server/src/modules/web
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const loadRendererEntry = (file: string) =>
  import(pathToFileURL(file).href) as Promise<PageRendererModule>;

/**
 * fetch for the renderer, answered by `app` in-process as a visitor. `overrides` answer a path
 * themselves (an itinerary read without counting a view: only the reader's own request counts one).
 */
export function inProcessFetch(
  app: FastifyInstance,
  overrides: (pathname: string) => (() => Promise<unknown>) | undefined = () => undefined,
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`the renderer only reads (${method} ${url})`);
    const override = overrides(url.split('?')[0] ?? url);
    if (override) {
      try {
        return Response.json(await override());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return Response.json(
          { error: { code: error.code, message: error.message } },
          { status: error.status },
        );
      }
    }
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
