/**
 * Builds the Fastify app from its parts, in the order they must be registered. Importing this
 * file does nothing; main.ts and the tests call buildApp with a config and an open database, and
 * own the lifecycle.
 *
 * 1. the request pipeline: errors, cross-site writes and headers (http/security.ts), access
 *    (http/access.ts), compression, the OpenAPI document (http/openapi.ts);
 * 2. the unit of work, auth and the viewer;
 * 3. the API's modules (modules/*: routes → service → repositories);
 * 4. files as they are: uploads, the built web app and its pages (http/static.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isId, type CommentList, type DestinationPage } from '@pintrip/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler, sendError } from './lib/error-handler.js';
import type { Storage } from './lib/storage.js';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.js';
import { createMetrics } from './lib/metrics.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createAuth, type Auth, type PasswordHasher } from './auth/auth.js';
import { authRoutes } from './auth/auth.routes.js';
import { createViewerResolver } from './auth/viewer.js';
import { createViewerCache, viewerChannel } from './auth/viewer-cache.js';
import { createViewerMarksCache, marksChannel } from './auth/viewer-marks.js';
import { createUnitOfWork } from './db/unit-of-work.js';
import { registerAccess } from './http/access.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerOpenApi } from './http/openapi.js';
import { createResponseSerializerCompiler } from './http/serializers.js';
import {
  inlineScriptSources,
  registerCrossSiteChecks,
  registerSecurityHeaders,
  usesSecureCookies,
} from './http/security.js';
import { findWebDist, registerUploads, registerWebApp } from './http/static.js';
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
import { adminReadsChannel, createAdminReads } from './modules/admin/admin-reads.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createDestinationsService } from './modules/destinations/destinations.service.js';
import { destinationsRoutes } from './modules/destinations/destinations.routes.js';
import type { DestinationRow } from './modules/destinations/destinations.repository.js';
import {
  createItinerariesService,
  createItineraryReads,
  itineraryReadsChannel,
  viewsCountedIn,
  type ItineraryReads,
} from './modules/itineraries/itineraries.service.js';
import { createViewCounter, type ViewCounter } from './modules/itineraries/view-counter.js';
import { createCalendarCache } from './modules/itineraries/itinerary-calendar.js';
import { itinerariesRoutes } from './modules/itineraries/itineraries.routes.js';
import { tripOpsRoutes } from './modules/trip-ops/trip-ops.routes.js';
import { createTripOpsService } from './modules/trip-ops/trip-ops.service.js';
import { createEventHub, pgNotifyPublisher } from './modules/events/event-bus.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createStreamLimits } from './modules/events/stream-limits.js';
import { createPlacesProvider } from './modules/places/places.providers.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createRequestBudget, createTravelProvider } from './modules/routing/routing.providers.js';
import { routingRoutes } from './modules/routing/routing.routes.js';
import { createRoutingService } from './modules/routing/routing.service.js';
import { createTravelTimes } from './modules/routing/travel-times.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { createActivityService } from './modules/activity/activity.service.js';
import { expensesRoutes } from './modules/expenses/expenses.routes.js';
import { createExpensesService } from './modules/expenses/expenses.service.js';
import { createHttpRateProvider } from './modules/expenses/exchange-rate-provider.js';
import { moneyExtrasRoutes } from './modules/expenses/money-extras.routes.js';
import { createMoneyExtrasService } from './modules/expenses/money-extras.service.js';
import { listsRoutes } from './modules/lists/lists.routes.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { createListsService } from './modules/lists/lists.service.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { placesIoRoutes } from './modules/places-io/places-io.routes.js';
import { createPlacesIoService } from './modules/places-io/places-io.service.js';
import { createMembersService } from './modules/members/members.service.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { createNewsService } from './modules/news/news.service.js';
import { createWebPages, type PageFragment } from './modules/web/web-pages.js';
import {
  findRendererEntry,
  inProcessFetch,
  loadRendererEntry,
  type PageRendererModule,
} from './modules/web/page-renderer.js';
import { createWebRepository } from './modules/web/web.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The visitor's first pages of the destinations list (lib/page-cache.ts). */
    sharedPages: PageCache<DestinationPage>;
    /** Visitors' destination details (the rows), dropped with the pages. */
    destinationDetails: PageCache<DestinationRow>;
    /** The itinerary reads kept in memory: visitor list pages, recommendations, details. */
    itineraryReads: ItineraryReads;
    /** Itinerary views waiting to be written (flushed every second and on close). */
    itineraryViews: ViewCounter;
    /** `METHOD url status` of each response serialized by a compiled serializer (http/serializers.ts). */
    compiledResponses: ReadonlySet<string>;
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
  /**
   * The web app's server renderer (modules/web/page-renderer.ts). Default: the built one
   * (apps/server/dist/ssr) when there is one; null: none, every page is the app shell.
   */
  pageRenderer?: PageRendererModule | null;
  /** How passwords are hashed (auth/auth.ts); default better-auth's scrypt. Tests pass a cheap one. */
  passwordHasher?: PasswordHasher;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(deps);
  const lifecycle = deps.lifecycle ?? createLifecycle('ready');
  const metrics = config.METRICS ? createMetrics(deps.database) : undefined;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern (/api/destinations/:id), never the raw URL: label values stay few.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  // 1. The request pipeline: foreign-origin writes refused (onRequest), access checked before the
  // body is parsed (preParsing), unstorable text refused before validation (preValidation).
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from each route's response schema; outside production every answer is also checked
  // against zod's serialization and for fields the schema lacks (http/serializers.ts).
  const serializers = createResponseSerializerCompiler({ checked: config.NODE_ENV !== 'production' });
  app.setSerializerCompiler(serializers);
  app.decorate('compiledResponses', serializers.compiled);
  registerErrorHandler(app);
  registerCrossSiteChecks(app, config);
  registerAccess(app, { adminRequiresTwoFactor: config.ADMIN_REQUIRE_2FA });
  registerRateLimits(app, { db: deps.database.db, config });
  // The built web app's index.html, read once here: its inline scripts are allowed by hash, and
  // its pages are written from it (modules/web/web-pages.ts).
  const webDist = findWebDist(config);
  const indexHtml = webDist
    ? await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;
  registerSecurityHeaders(app, config, { inlineScripts: indexHtml ? inlineScriptSources(indexHtml) : [] });
  await app.register(compress, { global: true, threshold: 1024 });
  // Before the routes: it describes every route registered after it.
  await registerOpenApi(app, config);

  // 2. The unit of work, auth and the viewer.
  const db = deps.database.db;
  // The visitor's first pages, dropped on every write: here when it commits, on other instances
  // when the event bus delivers it (below).
  const sharedPages = createPageCache<DestinationPage>({ epoch: () => deps.database.listenEpoch() });
  app.decorate('sharedPages', sharedPages);
  // Visitors' destination details (the rows), dropped with the pages.
  const destinationDetails = createPageCache<DestinationRow>({
    epoch: () => deps.database.listenEpoch(),
    maxEntries: 10_000,
  });
  app.decorate('destinationDetails', destinationDetails);
  const calendars = createCalendarCache();
  // Server-rendered pages hold the same rows: dropped with them.
  const renderedPages = createPageCache<PageFragment>({
    epoch: () => deps.database.listenEpoch(),
    maxEntries: 200,
  });
  // Itinerary reads (lists, recommendations, details): dropped with the others, and on every
  // change to what they show, which triggers announce on their own channel (migration 0025).
  const itineraryReads = createItineraryReads({ epoch: () => deps.database.listenEpoch() });
  app.decorate('itineraryReads', itineraryReads);
  // Comment thread pages as everyone reads them (modules/comments), dropped with them.
  const commentThreads = createPageCache<CommentList>({ epoch: () => deps.database.listenEpoch() });
  const dropCaches = () => {
    sharedPages.clear();
    destinationDetails.clear();
    commentThreads.clear();
    calendars.clear();
    renderedPages.clear();
    itineraryReads.clear();
  };
  const stopItineraryNotifications = await deps.database.listen(itineraryReadsChannel, (payload) => {
    // New views (`views:<id>=<count>,…`, migration 0030) change only what shows those counts.
    const counted = viewsCountedIn(payload);
    if (counted) itineraryReads.viewsCounted(counted);
    else {
      itineraryReads.clear();
      calendars.clear();
    }
    renderedPages.clear();
  });
  app.addHook('onClose', async () => stopItineraryNotifications());
  const uow = createUnitOfWork(db, createRepositories, pgNotifyPublisher, { afterCommit: dropCaches });
  const auth: Auth = createAuth({
    config,
    db,
    mailer: deps.mailer,
    secret: deps.authSecret,
    rateLimit: config.AUTH_RATE_LIMIT,
    log: { warn: (message) => app.log.warn(message) },
    passwordHasher: deps.passwordHasher,
  });
  // Resolved viewers, forgotten on every instance when a trigger reports a change to an account
  // (migration 0014, docs/decisions/0024).
  const viewers = createViewerCache({ epoch: () => deps.database.listenEpoch() });
  const stopViewerNotifications = await deps.database.listen(viewerChannel, (userId) =>
    viewers.forgetUser(userId),
  );
  app.addHook('onClose', async () => stopViewerNotifications());
  // A write is answered only once this instance has received the notifications it caused: the
  // writer's own instance then already refuses a session it revoked or an account it deactivated.
  // One round trip on the LISTEN connection (shared by concurrent writes); none when embedded.
  // Bounded: a LISTEN connection that hangs must not hold writes (its caches are then distrusted).
  const heardOwnWrites = () => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      deps.database.sync(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 1000);
      }),
    ]).finally(() => clearTimeout(timer));
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite || request.url.startsWith('/api/auth/')) await heardOwnWrites();
    return payload;
  });
  app.decorate(
    'resolveViewer',
    createViewerResolver({
      auth,
      db,
      secret: deps.authSecret,
      secureCookies: usesSecureCookies(config),
      cache: viewers,
    }),
  );
  app.decorateRequest('viewer', null);
  await app.register(authRoutes, { auth, db, config });

  // 3. The API's modules.
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(profilesRoutes, {
    prefix: '/api',
    service: createProfilesService(uow),
  });
  await api.register(avatarsRoutes, { prefix: '/api' });
  await api.register(uploadsRoutes, { prefix: '/api', service: createUploadsService(deps.storage) });
  // Signed-in readers' likes, bookmarks, reactions and hidden-authorship, forgotten on every
  // instance when a trigger reports a change (migrations 0024, 0030, 0031; docs/decisions/0047).
  const viewerMarks = createViewerMarksCache({ epoch: () => deps.database.listenEpoch() });
  const stopMarksNotifications = await deps.database.listen(marksChannel, (payload) => {
    viewerMarks.forget(payload);
    itineraryReads.forgetReaders(payload);
  });
  app.addHook('onClose', async () => stopMarksNotifications());
  await api.register(commentsRoutes, {
    prefix: '/api',
    service: createCommentsService(uow, commentThreads, viewerMarks),
  });
  await api.register(categoriesRoutes, {
    prefix: '/api',
    service: createCategoriesService(uow),
  });
  // The admin lists' pages, dropped on every instance when a trigger reports a change to what a
  // list shows (migration 0032, docs/decisions/0062). Read only by the admin routes.
  const adminReads = createAdminReads({ epoch: () => deps.database.listenEpoch() });
  const stopAdminNotifications = await deps.database.listen(adminReadsChannel, (list) =>
    adminReads.changed(list),
  );
  app.addHook('onClose', async () => stopAdminNotifications());
  await api.register(adminRoutes, { prefix: '/api', service: createAdminService(uow, adminReads) });
  const destinationsService = createDestinationsService(uow, sharedPages, viewerMarks, destinationDetails);
  await api.register(destinationsRoutes, {
    prefix: '/api',
    service: destinationsService,
  });
  // Views are recorded in memory and written in batches; the last ones on close, before the
  // database goes (main.ts closes the app first).
  const itineraryViews = createViewCounter({
    write: (batch) => uow.read.itineraries.flushViews(batch),
    // A write of 50 views holds the embedded engine, and with it every request, about 27 ms (each
    // counted view updates an itineraries row and its 13 indexes): ten a statement, with requests
    // read between the statements (db/engine-turns.ts). PostgreSQL holds no request: 50 (0059, 0064).
    maxPerWrite: deps.database.kind === 'embedded' ? 10 : 50,
    // The kept reads of what was counted hold the stored counts: told the new ones here before
    // the views stop showing as pending (the rest is kept: decisions 0050, 0059).
    onCounted: (counts) => itineraryReads.viewsCounted(counts),
    onError: (error) => app.log.warn({ err: error }, 'itinerary views not written; tried again'),
  });
  app.decorate('itineraryViews', itineraryViews);
  app.addHook('onClose', async () => itineraryViews.close());
  const itinerariesService = createItinerariesService(uow, {
    publicUrl: config.publicUrl,
    calendars,
    reads: itineraryReads,
    views: itineraryViews,
    marks: viewerMarks,
  });
  await api.register(itinerariesRoutes, {
    prefix: '/api',
    service: itinerariesService,
    secureCookies: usesSecureCookies(config),
  });
  const tripOpsService = createTripOpsService(uow);
  await api.register(tripOpsRoutes, { prefix: '/api', service: tripOpsService });
  await api.register(activityRoutes, { prefix: '/api', service: createActivityService(uow) });
  await api.register(membersRoutes, {
    prefix: '/api',
    service: createMembersService(uow, { publicUrl: config.publicUrl }),
  });
  await api.register(expensesRoutes, { prefix: '/api', service: createExpensesService(uow) });
  await api.register(moneyExtrasRoutes, {
    prefix: '/api',
    service: createMoneyExtrasService(uow, {
      rateProvider: config.EXCHANGE_RATE_URL ? createHttpRateProvider(config.EXCHANGE_RATE_URL) : undefined,
    }),
  });
  await api.register(listsRoutes, { prefix: '/api', service: createListsService(uow) });
  await api.register(bookingsRoutes, { prefix: '/api', service: createBookingsService(uow) });
  await api.register(placesIoRoutes, {
    prefix: '/api',
    service: createPlacesIoService(uow, {
      itineraries: itinerariesService,
      destinations: destinationsService,
      tripOps: tripOpsService,
      secret: deps.authSecret,
      publicUrl: config.publicUrl,
    }),
  });
  await api.register(newsRoutes, {
    prefix: '/api',
    service: createNewsService(uow, {
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
      onMailError: (error) => app.log.warn({ err: error }, 'news sign-up mail'),
    }),
  });
  await api.register(routingRoutes, {
    prefix: '/api',
    service: createRoutingService({
      readTrip: (viewer, id) => itinerariesService.read(viewer, id),
      travel: createTravelTimes({
        provider: createTravelProvider(config),
        budget: createRequestBudget(config.ROUTING_REQUESTS_PER_MINUTE),
        timeoutMs: config.ROUTING_TIMEOUT_MS,
        cache: () => uow.read.routing,
        onFailure: (error) => app.log.warn({ err: error }, 'routing provider failed; answered the estimate'),
      }),
    }),
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
  eventHub.subscribe(dropCaches);
  app.addHook('onClose', async () => eventHub.stop());
  await api.register(eventsRoutes, {
    prefix: '/api',
    hub: eventHub,
    viewerChanges: viewers.onForget,
    lifecycle,
    limits: createStreamLimits({
      perAddress: config.EVENT_STREAMS_PER_ADDRESS,
      total: config.EVENT_STREAMS_MAX,
    }),
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
      kakao_js_key: config.KAKAO_JS_KEY ?? null,
    }),
  });

  // 4. Files as they are: uploads, the built web app and its pages.
  await registerUploads(app, deps.storage);
  const rendererEntry = deps.pageRenderer === undefined ? findRendererEntry() : undefined;
  const rendererModule =
    deps.pageRenderer ?? (webDist && rendererEntry ? await loadRendererEntry(rendererEntry) : null);
  let renderer: ReturnType<PageRendererModule['createPageRenderer']> | undefined;
  const pages = webDist
    ? createWebPages({
        webDist,
        template: indexHtml,
        publicUrl: config.publicUrl,
        repository: createWebRepository(deps.database),
        itineraryPreview: async (id, request) =>
          isId(id) ? itinerariesService.preview(request ? await app.resolveViewer(request) : null, id) : null,
        render: rendererModule
          ? {
              module: rendererModule,
              renderer: () =>
                (renderer ??= rendererModule
                  .createPageRenderer({
                    // An itinerary read for a page counts no view: the reader's own request does.
                    fetch: inProcessFetch(app, (pathname) => {
                      const id = /^\/api\/itineraries\/([^/]+)$/.exec(pathname)?.[1];
                      return id && isId(id) ? () => itinerariesService.get(null, id, []) : undefined;
                    }),
                  })
                  .catch((error: unknown) => {
                    // A renderer that failed to start is tried again by the next page, not kept.
                    renderer = undefined;
                    throw error;
                  })),
              cache: renderedPages,
              onError: (error, url) => {
                app.log.warn({ err: error, url }, 'server rendering failed');
                metrics?.countRenderFailure();
              },
            }
          : undefined,
      })
    : undefined;
  await registerWebApp(app, { config, webDist, pages });

  return app;
}

/** The Fastify instance: logger, proxies believed, body limit, and the router's own errors. */
function createFastify(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  const logger = deps.logger;
  const isInstance =
    typeof logger === 'object' && logger !== null && 'child' in logger && typeof logger.child === 'function';
  return Fastify({
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
}
