/**
 * What the app does to keep a browser safe: the response headers (helmet, with the content
 * security policy), Strict-Transport-Security on https requests only, Secure cookies when the
 * public address is https, and which origins may write (the cross-site check of http/edge.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { registerEdgeChecks } from './edge.js';

/** The Vite dev server's origin (`npm run dev`), allowed to write in development only. */
const viteDevOrigin = 'http://localhost:5173';

/** One year, subdomains included (helmet's own default). */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Whether cookies are Secure: the public address is https. */
export function usesSecureCookies(config: Config): boolean {
  return config.publicUrl.startsWith('https://');
}

/**
 * The edge checks (http/edge.ts): a write from a foreign origin is 403; PUBLIC_URL may write, and
 * the Vite dev server too in development.
 */
export function registerCrossSiteChecks(app: FastifyInstance, config: Config): void {
  registerEdgeChecks(app, {
    allowedOrigins: [config.publicUrl, ...(config.NODE_ENV === 'development' ? [viteDevOrigin] : [])],
  });
}

/** Where the Kakao JavaScript SDK is served from (loaded on demand by the share menu). */
export const kakaoSdkOrigin = 'https://t1.kakaocdn.net';
/** Where the SDK talks to when it builds a KakaoTalk link card. */
const kakaoApiOrigins = ['https://kapi.kakao.com', 'https://sharer.kakao.com'];

/** The origin map tiles come from (MAP_TILE_URL, its `{s}` subdomains as a wildcard). */
function tileOrigin(config: Config): string | undefined {
  try {
    const url = new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a'));
    return `${url.protocol}//${url.host.replace(/^a\./, '*.')}`;
  } catch {
    return undefined;
  }
}

/**
 * The content-security-policy source of each inline script in `html` that a browser would run
 * (`'sha256-…'` of its text): the built index.html's own (the theme applied before the first paint,
 * apps/web/vite.config.ts) run, and no other inline script does. A script with `src`, and a data
 * block (`type="application/json"`, the page's inlined queries), is not an inline script to allow.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    if (!text.trim()) continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/**
 * The security headers of every answer; `inlineScripts`, the index.html's inlineScriptSources. Strict-Transport-Security is sent only on a request that
 * arrived over https (`request.protocol`: the connection's, or X-Forwarded-Proto from a proxy in
 * TRUSTED_PROXIES): over plain http it means nothing to a browser and would pin a development
 * host to https.
 *
 * helmet's middleware is built once, here, and run on every request's raw response (it sets its
 * headers there, as the @fastify/helmet plugin did). The plugin built it again for every request
 * — the policy parsed, every header's middleware made anew — about 2 % of a cached read's CPU
 * (docs/decisions/0056).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  { inlineScripts = [] }: { inlineScripts?: string[] } = {},
): void {
  const tiles = tileOrigin(config);
  // The Kakao SDK is allowed only where the share menu may load it: with KAKAO_JS_KEY set.
  const kakao = Boolean(config.KAKAO_JS_KEY);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's own inline scripts by their hashes (inlineScriptSources), none other.
        scriptSrc: ["'self'", ...inlineScripts, ...(kakao ? [kakaoSdkOrigin] : [])],
        // Leaflet and Radix position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Destination images may be any https URL a user gave; tiles come from MAP_TILE_URL.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(kakao ? kakaoApiOrigins : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Shared links to Facebook and X open in new windows that need no opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error === undefined ? undefined : (error as Error)),
    ),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  });
}
