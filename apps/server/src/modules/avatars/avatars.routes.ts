import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderDefaultAvatar } from '../../lib/avatars.js';

const paramsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, { error: 'seed_invalid' }),
});

/** GET /api/avatars/:seed.svg — the generated default avatar of a seed (usually a user id). */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:file',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['profile'],
        summary: 'A generated default avatar (SVG); the same seed always gives the same image',
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const seed = request.params.file.slice(0, -'.svg'.length);
      return (
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          // An SVG opened on its own is a document: it may draw, never run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type('image/svg+xml; charset=utf-8')
          .send(renderDefaultAvatar(seed))
      );
    },
  );
};
