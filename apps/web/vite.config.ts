import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { textsPlugin } from './vite-plugin-texts.js';

/**
 * Offline on the road (issue 11): Workbox precaches the app shell (the page offline when a page
 * was never read); pages are network-first (server-rendered HTML); an itinerary the user opened
 * (GET /api/itineraries/:id) and the images it shows are cached network-first, so they stay
 * readable without a network. Writes are never queued: the app says it is offline instead.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'itinerary-fallback.svg'],
  manifest: {
    name: 'Pintrip 핀트립',
    short_name: 'Pintrip',
    description: 'Korean travel community: destinations and day-by-day itineraries',
    lang: 'ko',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // Pages come from the network (the server renders them, docs/decisions/0026); offline, the
    // copy of a page read before, else the precached app shell.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|uploads)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin && request.method === 'GET' && /^\/api\/itineraries\/[^/]+$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'itineraries',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'images',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
});

/**
 * Every zod schema the shared package names (`const fooSchema = …`), and its helper building page
 * schemas: calls rooted at them are as free of side effects as `z.…` itself (see treeshake below).
 */
const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const sharedSchemaNames = readdirSync(sharedSource)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) =>
    [...readFileSync(sharedSource + file, 'utf8').matchAll(/\bconst (\w+Schema)\b/g)].map(
      (match) => match[1]!,
    ),
  );

/**
 * theme-init.js written into index.html's head: it must run before the first paint, and as a file
 * it was a request that held the first paint back (render-blocking, ~0.3 s of a phone's slow 4G).
 * The server allows it by its hash in the content security policy, read from the built index.html
 * (apps/server/src/http/security.ts, inlineScriptSources), so no other inline script runs.
 */
function inlineThemeInit(): Plugin {
  const file = fileURLToPath(new URL('./theme-init.js', import.meta.url));
  const tag = '<script src="/theme-init.js"></script>';
  return {
    name: 'pintrip:inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
        // Comments and indentation dropped: a few hundred bytes in every page's head.
        const code = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/\*)/.test(line))
          .map((line) => line.trim())
          .join('\n')
          .trim();
        return html.replace(tag, () => `<script>${code}</script>`);
      },
    },
  };
}

/** The libraries every page runs before its first render. */
const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/;
const isFramework = (id: string) => frameworkPackages.test(id);
/** The app's own modules and the shared package's, but the entry (main.tsx). */
const isAppModule = (id: string) =>
  /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id);

/** The pages anyone may read: a phone's first screen of each is rendered on the server. */
const publicPages =
  /[\\/]src[\\/](app[\\/]routes[\\/](destinations|itineraries|itinerary-detail)\.tsx|features[\\/]destinations[\\/]components[\\/]destination-detail-dialog\.tsx)$/;
const landingPage = /[\\/]src[\\/]app[\\/]routes[\\/]landing\.tsx$/;

/**
 * The public pages' code in two chunks instead of some twenty (issue 21, decision 0068). Left to
 * the imports, every small module a few of the app's chunks share is a chunk of its own:
 * `/destinations` ran 32 scripts, 22 of them under 1 kB of gzip, and a phone pays a main-thread
 * task for each one's arrival. A first build, in memory and with the chunks left to the imports,
 * tells which of the app's modules each page loads at once (after tree shaking: a feature's index
 * re-exports more than a page uses); the real build then puts
 * - `landingReads`, what the landing loads beyond the entry's chunks (every page needs it), and
 * - `publicReads`, what the destinations, itineraries and itinerary pages and the destination
 *   dialog load beyond those, in a chunk of each.
 * What a page loads later (a form, a dialog, the editors) and every library stay where they were.
 */
async function surveyPublicPages(
  mode: string,
): Promise<{ landingReads: Set<string>; publicReads: Set<string> }> {
  process.env.PINTRIP_CHUNK_SURVEY = '1';
  const result = await build({
    configFile: fileURLToPath(import.meta.url),
    mode,
    logLevel: 'silent',
    build: { write: false, sourcemap: false, minify: false },
  }).finally(() => delete process.env.PINTRIP_CHUNK_SURVEY);
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
  const chunks = outputs.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: Rollup.OutputChunk[]) => {
    const seen = new Set<Rollup.OutputChunk>();
    const next = [...starts];
    for (let chunk = next.pop(); chunk; chunk = next.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) next.push(imported);
      }
    }
    return seen;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry));
  const facade = (pattern: RegExp) => chunks.filter((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
  const modulesOf = (set: Iterable<Rollup.OutputChunk>, skip: Set<Rollup.OutputChunk>) =>
    new Set(
      [...set].filter((chunk) => !skip.has(chunk)).flatMap((chunk) => chunk.moduleIds.filter(isAppModule)),
    );
  const landing = facade(landingPage);
  const pages = facade(publicPages);
  const landingChunks = closure(landing);
  return {
    landingReads: modulesOf(landingChunks, new Set([...initial, ...landing])),
    publicReads: modulesOf(closure(pages), new Set([...initial, ...landingChunks, ...pages])),
  };
}

/** The groups (below) whose code a public page runs as it starts. */
const startGroups = new Set(['framework', 'app', 'landing-reads', 'public-reads']);

/**
 * `//# allFunctionsCalledOnLoad` atop the chunks a public page runs as it starts: the entry, the
 * groups above and the public pages' own chunks (decision 0069). V8 (Chrome 136 and later) then
 * compiles all of a hinted script's functions on the thread that streams it in, instead of each one
 * on the main thread at its first call, which on a phone was much of hydration's long tasks.
 * Elsewhere it is a comment. After minification, which would drop it.
 */
function compileHint(chunk: Rollup.RenderedChunk): string {
  const page = chunk.facadeModuleId ?? '';
  const starts =
    chunk.isEntry || startGroups.has(chunk.name) || publicPages.test(page) || landingPage.test(page);
  return starts ? '//# allFunctionsCalledOnLoad' : '';
}

/** Set in the survey's own build (surveyPublicPages), which must not survey again. */
const surveying = process.env.PINTRIP_CHUNK_SURVEY === '1';

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => {
  const pageChunks =
    command === 'build' && !isSsrBuild && !surveying
      ? await surveyPublicPages(mode)
      : { landingReads: new Set<string>(), publicReads: new Set<string>() };
  return {
    // The survey writes nothing, so it makes no service worker either.
    plugins: [react(), tailwindcss(), textsPlugin(), inlineThemeInit(), ...(surveying ? [] : [pwa])],
    server: {
      port: 5173,
      proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
    },
    build: {
      outDir: 'dist',
      sourcemap: true,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        treeshake: {
          /*
           * The shared package builds its zod schemas at module level, beside the constants and
           * helpers the pages use (sort lists, cache keys). Building a schema has no effect but its
           * value, so one that nothing here reads is dropped, and with it zod from the pages that
           * validate nothing (docs/decisions/0027-page-weight.md).
           */
          manualPureFunctions: ['z', 'pageSchema', ...sharedSchemaNames],
        },
        output: {
          postBanner: compileHint,
          /*
           * Chunks by need (docs/decisions/0027-page-weight.md): what every page runs (React, the
           * router, TanStack Query) in one long-cached chunk; Leaflet only where a map is on
           * screen; the editors' libraries (dnd-kit, react-hook-form, zod) in chunks named after
           * them, which only the lazily loaded forms import. Everything else follows the imports.
           */
          codeSplitting: {
            groups: [
              { name: 'framework', test: isFramework, priority: 6 },
              { name: 'leaflet', test: /[\\/]node_modules[\\/]leaflet[\\/]/, priority: 5 },
              {
                name: 'leaflet-markercluster',
                test: /[\\/]node_modules[\\/]leaflet\.markercluster[\\/]/,
                priority: 5,
              },
              // Split further by who imports them (entriesAware): zod's core settings, which the
              // entry sets, stay apart from the schema builders only forms use.
              {
                name: 'dnd-kit',
                test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/,
                priority: 5,
                entriesAware: true,
              },
              {
                name: 'react-hook-form',
                test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/,
                priority: 5,
                entriesAware: true,
              },
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4, entriesAware: true },
              // What the entry imports (the layout, the header, the session, the kit's pieces they
              // use): one chunk instead of some thirty small ones, each a request and a gzip stream of
              // its own. Not the entry itself: it awaits the page's chunk (main.tsx), which imports
              // this one, so this one must have finished running by then.
              { name: 'app', test: isAppModule, tags: ['$initial'], priority: 3 },
              // The public pages' modules (surveyPublicPages), by name, not with what they
              // import: a module a page uses but a little of (a shared schema file) would pull in
              // what only forms need, zod among it. Priorities stay above 0: with -1 and -2 these
              // took React and the router before the framework's group did.
              {
                name: 'landing-reads',
                test: (id: string) => pageChunks.landingReads.has(id),
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                name: 'public-reads',
                test: (id: string) => pageChunks.publicReads.has(id),
                includeDependenciesRecursively: false,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
