/**
 * The OpenAPI document the server builds from its routes' zod schemas (plus better-auth's routes,
 * described by hand in auth/auth.openapi.ts): served at /api/openapi.json, readable at /api/docs.
 * Register before the routes, so that every route registered after it is described.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '@pintrip/shared';
import type { Config } from '../config.js';
import { authOpenApiPaths } from '../auth/auth.openapi.js';

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
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
  // Built on first use, when every route is registered.
  app.get('/api/openapi.json', { config: { access: 'visitor' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
