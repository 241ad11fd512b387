/**
 * The upload every trip file shares (a reservation's attachment, an expense's receipt): one
 * multipart field `file`, accepted by that route only (its own encapsulated context), at most
 * tripFileLimits.maxBytes (413 past it), answered 201 with what the service stored.
 */
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema } from '@pintrip/shared';
import { viewerOf, type Viewer } from '../auth/viewer.js';
import { AppError } from '../lib/errors.js';
import { acceptTripFileUploads } from '../modules/trip-files/trip-files.js';
import { readFile, type FilePart } from '../modules/uploads/uploads.routes.js';
import { errorResponses } from './route-answers.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface TripFileUpload<P extends z.ZodType, A extends z.ZodType> {
  tags: string[];
  summary: string;
  description: string;
  params: P;
  /** What the upload made (201). */
  answer: A;
}

/**
 * Registers `POST path` taking multipart/form-data, for an active user at the upload rate limit;
 * a body that is not multipart is 400 `fields.file: "required"`. `save` gets the file as sent
 * (the service checks and re-encodes it).
 */
export async function postTripFile<P extends z.ZodType, A extends z.ZodType>(
  app: ZodApp,
  path: string,
  route: TripFileUpload<P, A>,
  save: (viewer: Viewer, params: z.output<P>, file: FilePart) => Promise<z.output<A>>,
) {
  // Typed as Fastify's plain schema: the zod compilers still use these, but the type provider
  // cannot resolve types through the generics `P` and `A` (hence the cast of the params).
  const schema: FastifySchema = {
    tags: route.tags,
    summary: route.summary,
    description: route.description,
    params: route.params,
    consumes: ['multipart/form-data'],
    response: { 201: route.answer, ...errorResponses, 413: errorBodySchema, 415: errorBodySchema },
  };
  await app.register(async (context) => {
    await acceptTripFileUploads(context);
    context.post(
      path,
      { config: { access: 'active_user', rateLimit: 'upload' }, schema },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(
            'validation_failed',
            'Send the file as multipart/form-data in the field "file".',
            {
              file: 'required',
            },
          );
        const file = await readFile(request);
        return reply.status(201).send(await save(viewerOf(request), request.params as z.output<P>, file));
      },
    );
  });
}
