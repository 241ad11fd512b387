/**
 * The server's renderer of the public pages (docs/decisions/0026-server-rendering.md): the app as
 * main.tsx mounts it, routed statically, with the page's queries run first through the server's
 * own API, rendered with React's streaming renderer once everything (the lazy page included) is
 * ready. Built by `vite build --ssr` (scripts/build.mjs) and loaded by apps/server's web pages.
 */
import './zod-config';
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { Language } from '@pintrip/shared';
import { translationsOfEveryLanguage } from './i18n';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPages } from './app/router';
import { prefetchPage, renderedPageOf } from './app/prefetch-page';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { itineraryKeys } from './features/itineraries';

export { renderedPageOf };

export interface RenderRequest {
  /** The page's address: path and query (`/destinations?sort=likes`). */
  url: string;
  language: Language;
  /** No session: the visitor's view is final (`me` is null); otherwise the browser refreshes it. */
  isVisitor: boolean;
}

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The query cache the HTML came from, for the browser's first render. */
  state: DehydratedState;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** How long a render may wait for its data and lazy page before it is abandoned. */
const renderTimeoutMs = 5_000;

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: React outlines big ones behind an inline script that
      // swaps them in, which the CSP (script-src 'self') would refuse.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Piped once all is ready: complete HTML, no fallbacks to swap.
      onAllReady: () => (failure ? reject(failure as Error) : stream.pipe(sink)),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), renderTimeoutMs).unref();
  });
}

/**
 * The renderer. `fetch` answers the app's API requests in-process, as a visitor (no cookie): every
 * page it renders is one anybody may be served.
 */
export async function createPageRenderer({
  fetch,
}: {
  fetch: typeof globalThis.fetch;
}): Promise<PageRenderer> {
  setApiTransport(fetch);
  // Every section of every language: the server renders what the browser renders, which
  // src/i18n/text-sections.test.ts keeps to the texts the browser has loaded by then.
  const translations = await translationsOfEveryLanguage();

  return {
    async render({ url, language, isVisitor }) {
      const address = new URL(url, 'http://pintrip.invalid');
      const queryClient = createQueryClient();
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false },
      });
      await Promise.all([prefetchPage(queryClient, address, isVisitor), preloadPages(address.pathname)]);
      const html = await renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient} translation={translations.get(language)}>
            <StaticRouter location={address.pathname + address.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      );
      const state = dehydrate(queryClient);
      for (const query of state.queries) {
        // Stale in the browser, so fetched again at once: a signed-in reader's own flags, and an
        // itinerary's view, which only its API counts.
        const isDetail = query.queryHash.startsWith(JSON.stringify(itineraryKeys.details()).slice(0, -1));
        if (!isVisitor || isDetail) query.state.dataUpdatedAt = 0;
      }
      queryClient.clear();
      return { html, state };
    },
  };
}
