import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import {
  defaultLanguage,
  languageEntry,
  languages,
  matchWebRoute,
  webRouteTitleKeys,
  type Language,
  type WebRouteName,
} from '@pintrip/shared';
import { encodeBody, preferredEncoding } from '../../lib/compression.js';
import { canSeeRow } from '../../lib/visibility.js';
import { formattersOf, translate } from '../../lib/translations.js';
import type { PageCache } from '../../lib/page-cache.js';
import type { ItineraryPreview } from '../itineraries/itineraries.service.js';
import type { WebRepository } from './web.repository.js';
import type { PageRendererModule, RenderedPage } from './page-renderer.js';

/** "<page> | <brand>", the landing's own title, or the brand alone for a page without a name. */
function pageTitle(language: Language, page: WebRouteName | 'notFound', custom?: string): string {
  const t = translate(language);
  if (page === 'landing') return t('titles.landing');
  const key = page === 'notFound' ? 'notFound.title' : webRouteTitleKeys[page];
  const name = custom ?? (key ? t(key) : undefined);
  return name ? t('titles.page', { page: name, brand: t('titles.brand') }) : t('titles.brand');
}

const siteName = (language: Language) => translate(language)('titles.brand');
const descriptionMaxLength = 200;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` (no `</script>` or `<!--` can close or
 * bend it) and U+2028/U+2029 written as escapes. JSON.parse reads them back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The first language of the list the browser (or crawler) asks for; Korean otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const base = tag.split('-')[0];
    const match = languages.find((language) => language === base);
    if (match) return match;
  }
  return defaultLanguage;
}

/** The cookie the web app keeps the reader's language choice in (apps/web/src/i18n/index.ts). */
export const languageCookie = 'pintrip.language';

/**
 * The page's language, as the web app picks it: the reader's choice (its cookie), else the first
 * language of Accept-Language we have, else Korean. A rendered page must be in the language the
 * app starts in, or its first render would not meet the HTML.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie;
  const chosen = cookie ? parseCookie(cookie)[languageCookie] : undefined;
  const match = languages.find((language) => language === chosen);
  return match ?? languageOf(request.headers['accept-language']);
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

interface PageHead {
  title: string;
  description?: string;
  /** Open Graph and Twitter card tags for a shared link. */
  preview?: { url: string; image: string; description: string; title: string };
}

/** index.html with the page's title, language and link-preview tags written into its head. */
export function renderIndexHtml(template: string, language: Language, head: PageHead): string {
  // Replacer functions throughout: a string replacement would expand `$&`, `$'` or `$1` written by
  // a user in a title or description into pieces of the template.
  let html = template.replace(/<html([^>]*)\slang="[^"]*"/, (_match, attributes: string) => {
    return `<html${attributes} lang="${language}"`;
  });
  html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  const tags: string[] = [];
  if (head.description) {
    html = html.replace(/<meta\s+name="description"[^>]*>/, '');
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  }
  if (head.preview) {
    const { url, image, description, title } = head.preview;
    const meta = (attribute: 'property' | 'name', key: string, content: string) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:type', 'article'),
      meta('property', 'og:site_name', siteName(language)),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:image', image),
      meta('property', 'og:url', url),
      meta('property', 'og:locale', languageEntry(language).openGraphLocale),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    );
  }
  return tags.length > 0 ? html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`) : html;
}

/** The id of the data block the web app reads (apps/web/src/lib/page-data.ts). */
const pageDataElementId = 'pintrip-page';

/** A rendered page as the document carries it: resource hints for the head, #root's content, the data block. */
export interface PageFragment {
  head: string;
  root: string;
  data: string;
}

/**
 * The data block: the language, whether #root holds rendered HTML, and the queries it was rendered
 * from. JSON in a non-executable script element: the CSP allows no inline script. The resource
 * hints React writes before the content (preloads of the first images) go into the head.
 */
export function pageFragment(language: Language, rendered: RenderedPage | null): PageFragment {
  const data = scriptSafeJson({
    language,
    rendered: Boolean(rendered),
    ...(rendered ? { state: rendered.state } : {}),
  });
  const html = rendered?.html ?? '';
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return {
    head: hints,
    root: html.slice(hints.length),
    data: `<script type="application/json" id="${pageDataElementId}">${data}</script>`,
  };
}

/** React's preload of a picture (the page's LCP: an `<img fetchPriority="high">`). */
const imagePreload = /<link rel="preload" as="image"[^>]*>/g;

/**
 * The document with the hints in its head, #root's content and the data block after it. A picture's
 * preload goes first in the head, right after the charset: behind the app's thirty-odd
 * modulepreloads and its stylesheet, a phone on HTTP/1.1 (six connections) fetched the LCP picture
 * last (issue 21, decision 0031). Every other hint stays at the end of the head, after the app's
 * stylesheet, as React's order of stylesheets requires.
 */
export function renderBody(template: string, fragment: PageFragment): string {
  const images = fragment.head.match(imagePreload)?.join('') ?? '';
  const others = fragment.head.replace(imagePreload, '');
  let html = others ? template.replace('</head>', () => `${others}</head>`) : template;
  if (images) {
    const charset = /<meta charset="[^"]*"\s*\/?>/i;
    html = charset.test(html)
      ? html.replace(charset, (meta) => `${meta}${images}`)
      : html.replace('<head>', () => `<head>${images}`);
  }
  return html.replace(
    /<div id="root">\s*<\/div>/,
    () => `<div id="root">${fragment.root}</div>${fragment.data}`,
  );
}

export interface WebRenderer {
  module: PageRendererModule;
  /** The renderer, made once (it reads the API in-process, so the app must be ready first). */
  renderer: () => Promise<Awaited<ReturnType<PageRendererModule['createPageRenderer']>>>;
  /** Rendered documents, dropped with the other shared pages on every write. */
  cache: PageCache<PageFragment>;
  onError: (error: unknown, url: string) => void;
}

export interface WebPagesOptions {
  webDist: string;
  /** index.html as already read (app.ts); read from `webDist` when missing. */
  template?: string;
  publicUrl: string;
  repository: WebRepository;
  /**
   * An itinerary's preview as `request`'s viewer may see it (a visitor's for null); null when
   * missing or private to them.
   */
  itineraryPreview?: (id: string, request: FastifyRequest | null) => Promise<ItineraryPreview | null>;
  /** Server rendering of the public pages; without it every page is the app shell. */
  render?: WebRenderer;
}

/** "2026-05-01 ~ 2026-05-03 · 3일 · 총 150,000원", in the reader's language. */
export function itineraryDescription(preview: ItineraryPreview, language: Language): string {
  const t = translate(language);
  const format = formattersOf(language);
  return t('titles.itinerarySummary', {
    start: preview.start_date,
    end: preview.end_date,
    days: format.dayCount(preview.day_count),
    amount: format.won(preview.total_cost),
  });
}

/**
 * Serves the single-page app's index.html for a page address: 404 for an address the app has no
 * page for and for a destination that does not exist (the app shows its not-found page either
 * way), with a localized <title>, and for a destination the tags link previews read (crawlers run
 * no JavaScript).
 */
export function createWebPages({
  webDist,
  template: indexHtml,
  publicUrl,
  repository,
  itineraryPreview,
  render,
}: WebPagesOptions) {
  let template: Promise<string> | undefined =
    indexHtml === undefined ? undefined : Promise.resolve(indexHtml);
  // Read once; a failed read is tried again on the next request.
  const loadTemplate = () => {
    template ??= readFile(path.join(webDist, 'index.html'), 'utf8').catch((error: unknown) => {
      template = undefined;
      throw error;
    });
    return template;
  };
  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

  async function headFor(
    pathname: string,
    language: Language,
    request: FastifyRequest,
  ): Promise<{ status: number; head: PageHead; isPublic: boolean; location?: string }> {
    const route = matchWebRoute(pathname);
    const notFound = { status: 404, head: { title: pageTitle(language, 'notFound') }, isPublic: false };
    if (!route) return notFound;
    if (route.name === 'itinerary' && itineraryPreview) {
      // A private itinerary reveals nothing, not even that it exists, to anyone but its owner and
      // admins (the session is read only when a visitor could not see it).
      const id = route.params.id ?? '';
      const forVisitor = await itineraryPreview(id, null);
      const itinerary = forVisitor ?? (await itineraryPreview(id, request));
      if (!itinerary) return notFound;
      const description = itineraryDescription(itinerary, language);
      return {
        status: 200,
        isPublic: forVisitor !== null,
        head: {
          title: pageTitle(language, 'itinerary', itinerary.title),
          description,
          preview: {
            title: itinerary.title,
            description,
            image: absolute(itinerary.image_url ?? '/itinerary-fallback.svg'),
            url: itinerary.url,
          },
        },
      };
    }
    if (route.name === 'planner' && itineraryPreview) {
      // The planner is its companions'. Whoever else may see the trip (a public one: a visitor, a
      // stranger, an admin) is sent to the trip's page; a private or hidden trip stays not found,
      // so its address tells nobody it exists.
      const id = route.params.id ?? '';
      const itinerary = await itineraryPreview(id, request);
      if (!itinerary) return notFound;
      if (itinerary.my_role === null) {
        return { ...notFound, status: 302, location: `/itineraries/${encodeURIComponent(id)}` };
      }
      return { status: 200, isPublic: false, head: { title: pageTitle(language, 'planner') } };
    }
    if (route.name === 'destination') {
      const destination = await repository.findDestinationPreview(route.params.id ?? '');
      // A hidden destination reveals nothing, not even that it exists, to anyone but its author and
      // admins (the session is read only when a visitor could not see it).
      const seen =
        destination &&
        (canSeeRow(null, destination) || canSeeRow(await request.server.resolveViewer(request), destination));
      if (!destination || !seen) return notFound;
      const description = shorten(destination.description, descriptionMaxLength);
      return {
        status: 200,
        isPublic: canSeeRow(null, destination),
        head: {
          title: pageTitle(language, 'destination', destination.title),
          description,
          preview: {
            title: destination.title,
            description,
            image: absolute(destination.imageUrl),
            url: `${publicUrl}/destinations/${encodeURIComponent(destination.id)}`,
          },
        },
      };
    }
    return { status: 200, head: { title: pageTitle(language, route.name) }, isPublic: true };
  }

  /**
   * The page as a visitor sees it, rendered by the web app (or from the cache of rendered pages),
   * for a public page the renderer knows; null for every other page (the app shell), and when
   * rendering fails (the browser then renders the page itself).
   */
  async function renderedPage(
    request: FastifyRequest,
    pathname: string,
    language: Language,
    isPublic: boolean,
  ): Promise<PageFragment | null> {
    if (!render || !isPublic || !render.module.renderedPageOf(pathname)) return null;
    // A signed-in reader gets the app shell, as before: a visitor's page would offer them the
    // visitor's buttons (log in to create…) until their session answered (decision 0026).
    if ((await request.server.resolveViewer(request)) !== null) return null;
    const url = request.url;
    const key = `${language}\u0001${url}`;
    try {
      const page = await render.cache.get(key, async () => {
        const renderer = await render.renderer();
        return pageFragment(language, await renderer.render({ url, language, isVisitor: true }));
      });
      return page.value;
    } catch (error) {
      render.onError(error, url);
      return null;
    }
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const language = requestLanguage(request);
      const [html, { status, head, isPublic, location }] = await Promise.all([
        loadTemplate(),
        headFor(pathname, language, request),
      ]);
      if (location) {
        return reply
          .status(status)
          .header('location', location)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language, cookie, accept-encoding')
          .send();
      }
      const rendered = status === 200 ? await renderedPage(request, pathname, language, isPublic) : null;
      const fragment = rendered ?? pageFragment(language, null);
      // Compressed here: @fastify/compress only reaches routes, and pages come through the
      // not-found handler. A rendered list is ~170 kB of HTML, ~20 kB in brotli (issue 21).
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await encodeBody(renderBody(renderIndexHtml(html, language, head), fragment), encoding);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie, accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    },
  };
}
