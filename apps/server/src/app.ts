/**
 * Builds the Fastify app from its parts. Importing this file does nothing; main.ts and the tests
 * call buildApp with a config and an open database, and own the lifecycle.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { appVersion, isId, type DestinationPage } from '@pintrip/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler, sendError } from './lib/error-handler.js';
import { uploadsPrefix, type Storage } from './lib/storage.js';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.js';
import { createMetrics } from './lib/metrics.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createAuth, type Auth } from './auth/auth.js';
import { authRoutes } from './auth/auth.routes.js';
import { authOpenApiPaths } from './auth/auth.openapi.js';
import { createViewerResolver } from './auth/viewer.js';
import { createUnitOfWork } from './db/unit-of-work.js';
import { registerAccess } from './http/access.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerEdgeChecks } from './http/edge.js';
import { createRepositories } from './repositories.js';
import { createPageCache, type PageCache } from './lib/page-cache.js';
import type { Mailer } from './lib/mailer.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { avatarsRoutes } from './modules/avatars/avatars.routes.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { createCommentsService } from './modules/comments/comments.service.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createDestinationsService } from './modules/destinations/destinations.service.js';
import { destinationsRoutes } from './modules/destinations/destinations.routes.js';
import { createItinerariesService } from './modules/itineraries/itineraries.service.js';
import { itinerariesRoutes } from './modules/itineraries/itineraries.routes.js';
import { createEventHub, pgNotifyPublisher } from './modules/events/event-bus.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createPlacesProvider } from './modules/places/places.providers.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createWebPages } from './modules/web/web-pages.js';
import { createWebRepository } from './modules/web/web.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The visitor's first pages of the destinations list (lib/page-cache.ts). */
    sharedPages: PageCache<DestinationPage>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** The session signing secret (see auth/secret.ts). */
  authSecret: string;
  /** A pino logger, logger options, or nothing (silent, as in tests). */
  logger?: FastifyBaseLogger | FastifyServerOptions['logger'];
  /** The process's phase (main.ts); health answers 503 outside `ready`. Default: ready. */
  lifecycle?: Lifecycle;
  /** The HTTP server the app answers on, when main.ts made it before the app (see http/server.ts). */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** The Vite dev server's origin (`npm run dev`), allowed to write in development only. */
const viteDevOrigin = 'http://localhost:5173';

/** Where the built web app lives: WEB_DIST, or apps/web/dist found from this file. */
function findWebDist(config: Config): string | undefined {
  if (config.WEB_DIST) return path.resolve(config.WEB_DIST);
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.resolve(here, '../../web/dist'), // apps/server/src or apps/server/dist
    path.resolve(process.cwd(), 'apps/web/dist'),
  ]) {
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}

function tileOrigin(config: Config): string | undefined {
  try {
    const url = new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a'));
    return `${url.protocol}//${url.host.replace(/^a\./, '*.')}`;
  } catch {
    return undefined;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const logger = deps.logger;
  const isInstance =
    typeof logger === 'object' && logger !== null && 'child' in logger && typeof logger.child === 'function';
  const app = Fastify({
    ...(isInstance
      ? { loggerInstance: logger as FastifyBaseLogger }
      : { logger: (logger as FastifyServerOptions['logger']) ?? false }),
    // X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES (none by
    // default): otherwise any client could pick the address the auth rate limits see.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    // Generated ids make each request's log lines findable together.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any route or hook runs, answered with the contract's body
    // instead of Fastify's own: a path that is not valid percent-encoded UTF-8 is 400; a path
    // segment longer than any id (maxParamLength) names nothing, as a malformed id does.
    frameworkErrors: (error, _request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') {
        return sendError(reply, 400, {
          error: { code: 'validation_failed', message: 'The address is not valid UTF-8.' },
        });
      }
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return sendError(reply, 404, { error: { code: 'not_found', message: 'Nothing has this id.' } });
      }
      return sendError(reply, 500, {
        error: { code: 'internal_error', message: 'Something went wrong on our side.' },
      });
    },
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
  });
  const lifecycle = deps.lifecycle ?? createLifecycle('ready');
  const metrics = config.METRICS ? createMetrics(deps.database) : undefined;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern (/api/destinations/:id), never the raw URL: label values stay few.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The request pipeline: foreign-origin writes refused (onRequest), access checked before the body
  // is parsed (preParsing), unstorable text refused before validation (preValidation).
  registerEdgeChecks(app, {
    allowedOrigins: [config.publicUrl, ...(config.NODE_ENV === 'development' ? [viteDevOrigin] : [])],
  });
  registerAccess(app);
  registerRateLimits(app, { db: deps.database.db, config });

  const tiles = tileOrigin(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet and Radix position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Destination images may be any https URL a user gave; tiles come from MAP_TILE_URL.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pintrip API',
        description: 'The HTTP API of Pintrip, a Korean-language travel community.',
        version: appVersion,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pintrip.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : {};
      return { ...openapi, paths: { ...authOpenApiPaths, ...openapi.paths } } as unknown as typeof openapi;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const db = deps.database.db;
  // The visitor's first pages, dropped on every write: here when it commits, on other instances
  // when the event bus delivers it (below).
  const sharedPages = createPageCache<DestinationPage>({ fence: () => deps.database.sync() });
  app.decorate('sharedPages', sharedPages);
  const uow = createUnitOfWork(db, createRepositories, pgNotifyPublisher, {
    afterCommit: () => sharedPages.clear(),
  });
  const auth: Auth = createAuth({
    config,
    db,
    mailer: deps.mailer,
    secret: deps.authSecret,
    rateLimit: config.AUTH_RATE_LIMIT,
  });
  app.decorate(
    'resolveViewer',
    createViewerResolver({
      auth,
      db,
      secret: deps.authSecret,
      secureCookies: config.publicUrl.startsWith('https://'),
    }),
  );
  app.decorateRequest('viewer', null);
  await app.register(authRoutes, { auth, db });

  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(profilesRoutes, {
    prefix: '/api',
    service: createProfilesService(uow),
  });
  await api.register(avatarsRoutes, { prefix: '/api' });
  await api.register(uploadsRoutes, { prefix: '/api', service: createUploadsService(deps.storage) });
  await api.register(commentsRoutes, {
    prefix: '/api',
    service: createCommentsService(uow),
  });
  await api.register(categoriesRoutes, {
    prefix: '/api',
    service: createCategoriesService(uow),
  });
  await api.register(adminRoutes, { prefix: '/api', service: createAdminService(uow) });
  await api.register(destinationsRoutes, {
    prefix: '/api',
    service: createDestinationsService(uow, sharedPages),
  });
  const itinerariesService = createItinerariesService(uow, { publicUrl: config.publicUrl });
  await api.register(itinerariesRoutes, {
    prefix: '/api',
    service: itinerariesService,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await api.register(placesRoutes, {
    prefix: '/api',
    provider: createPlacesProvider(config, {
      onFailure: (error) =>
        app.log.warn({ err: error }, 'place search provider failed; answered from the gazetteer'),
    }),
  });
  // One LISTEN per app on the shared channel; every open stream is fed from it.
  const eventHub = createEventHub(deps.database, {
    onError: (error) => app.log.warn({ err: error }, 'event bus'),
  });
  await eventHub.start();
  eventHub.subscribe(() => sharedPages.clear());
  app.addHook('onClose', async () => eventHub.stop());
  await api.register(eventsRoutes, {
    prefix: '/api',
    hub: eventHub,
    lifecycle,
    ...(metrics ? { onClientCount: (count: number) => metrics.setSseClients(count) } : {}),
  });
  if (metrics) await api.register(metricsRoutes, { prefix: '/api', metrics, token: config.METRICS_TOKEN });
  await api.register(healthRoutes, {
    prefix: '/api',
    database: deps.database,
    storage: deps.storage,
    lifecycle,
    appInfo: () => ({
      contact_email: config.CONTACT_EMAIL,
      map_tile_url: config.MAP_TILE_URL,
      social_providers: [
        ...(config.GOOGLE_CLIENT_ID ? ['google'] : []),
        ...(config.KAKAO_CLIENT_ID ? ['kakao'] : []),
        ...(config.NAVER_CLIENT_ID ? ['naver'] : []),
        ...(config.OIDC_ISSUER ? ['oidc'] : []),
      ],
      require_email_verification: config.REQUIRE_EMAIL_VERIFICATION,
    }),
  });
  api.get('/api/openapi.json', { config: { access: 'visitor' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  const storage = deps.storage;
  if (storage.get) {
    // s3 without S3_PUBLIC_URL: every instance streams /uploads/<key> from the shared bucket.
    const read = storage.get.bind(storage);
    app.get<{ Params: { '*': string } }>(
      '/uploads/*',
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
  if (deps.storage.localRoot) {
    // Stored names are content hashes: a file at a name never changes.
    await app.register(fastifyStatic, {
      root: deps.storage.localRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  const webDist = findWebDist(config);
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
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

  const webPages = webDist
    ? createWebPages({
        webDist,
        publicUrl: config.publicUrl,
        repository: createWebRepository(deps.database),
        itineraryPreview: async (id, request) =>
          isId(id) ? itinerariesService.preview(id, await app.resolveViewer(request)) : null,
      })
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      // A missing upload is never a page (image tags and caches must see a plain 404).
      !pathname.startsWith(uploadsPrefix) &&
      !path.extname(pathname);
    if (wantsPage && webPages) {
      // The single-page app's page, with its status (404 for an unknown address) and head tags.
      return webPages.send(request, reply);
    }
    return sendError(reply, 404, {
      error: { code: 'not_found', message: `No route for ${request.method} ${pathname}` },
    });
  });

  return app;
}
