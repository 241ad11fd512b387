import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createFormatters,
  createTranslate,
  defaultLanguage,
  languageEntry,
  languages,
  loadMessages,
  matchWebRoute,
  webRouteTitleKeys,
  type Language,
  type Translate,
  type WebRouteName,
} from '@pintrip/shared';
import { canSeeRow } from '../../lib/visibility.js';
import type { ItineraryPreview } from '../itineraries/itineraries.service.js';
import type { WebRepository } from './web.repository.js';

/** Every language's texts, from the same files the app shows (read once, when the server starts). */
const translations = new Map<Language, Translate>(
  await Promise.all(
    languages.map(
      async (language) =>
        [
          language,
          createTranslate(language, await loadMessages(language), await loadMessages(defaultLanguage)),
        ] as const,
    ),
  ),
);
const translate = (language: Language) =>
  translations.get(language) ?? (translations.get(defaultLanguage) as Translate);

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

export interface WebPagesOptions {
  webDist: string;
  publicUrl: string;
  repository: WebRepository;
  /** An itinerary's preview as `request`'s viewer may see it; null when missing or private to them. */
  itineraryPreview?: (id: string, request: FastifyRequest) => Promise<ItineraryPreview | null>;
}

/** "2026-05-01 ~ 2026-05-03 · 3일 · 총 150,000원", in the reader's language. */
export function itineraryDescription(preview: ItineraryPreview, language: Language): string {
  const t = translate(language);
  const format = createFormatters(language, t);
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
export function createWebPages({ webDist, publicUrl, repository, itineraryPreview }: WebPagesOptions) {
  let template: Promise<string> | undefined;
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
  ): Promise<{ status: number; head: PageHead }> {
    const route = matchWebRoute(pathname);
    if (!route) return { status: 404, head: { title: pageTitle(language, 'notFound') } };
    if (route.name === 'itinerary' && itineraryPreview) {
      // A private itinerary reveals nothing, not even that it exists, to anyone but its owner and admins.
      const itinerary = await itineraryPreview(route.params.id ?? '', request);
      if (!itinerary) return { status: 404, head: { title: pageTitle(language, 'notFound') } };
      const description = itineraryDescription(itinerary, language);
      return {
        status: 200,
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
    if (route.name === 'destination') {
      const destination = await repository.findDestinationPreview(route.params.id ?? '');
      // A hidden destination reveals nothing, not even that it exists, to anyone but its author and
      // admins (the session is read only when a visitor could not see it).
      const seen =
        destination &&
        (canSeeRow(null, destination) || canSeeRow(await request.server.resolveViewer(request), destination));
      if (!destination || !seen) return { status: 404, head: { title: pageTitle(language, 'notFound') } };
      const description = shorten(destination.description, descriptionMaxLength);
      return {
        status: 200,
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
    return { status: 200, head: { title: pageTitle(language, route.name) } };
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const language = languageOf(request.headers['accept-language']);
      const [html, { status, head }] = await Promise.all([
        loadTemplate(),
        headFor(pathname, language, request),
      ]);
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(renderIndexHtml(html, language, head));
    },
  };
}
