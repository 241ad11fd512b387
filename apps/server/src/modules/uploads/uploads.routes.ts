import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, limits, uploadQuerySchema, uploadResultSchema } from '@pintrip/shared';
import { AppError } from '../../lib/errors.js';
import type { UploadsService } from './uploads.service.js';

/** The multipart field `file` as read: its bytes, the name and the media type the client gave. */
export interface FilePart {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

/**
 * The multipart field `file`. A body the multipart parser cannot read (cut short, a boundary that
 * never comes) is the client's fault: 400, not the parser's bare error as a 500. The plugin's own
 * errors keep their status (413 `file_too_large` past the size limit).
 */
export async function readFile(request: FastifyRequest): Promise<FilePart> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw new AppError('validation_failed', 'Send the file in the field "file".', {
        file: 'required',
      });
    }
    return { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500))
      throw error;
    throw new AppError('validation_failed', 'The multipart body could not be read.', { file: 'unreadable' });
  }
}

/** The bytes of the multipart field `file` (see readFile). */
export async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  return (await readFile(request)).bytes;
}

/** POST /api/uploads?kind=avatar|destination, multipart with one field `file`. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  // Registered here, so multipart bodies are accepted by this route only. Going over fileSize makes
  // toBuffer() throw a 413, which the error handler answers as `file_too_large`.
  await app.register(multipart, {
    limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });

  app.post(
    '/uploads',
    {
      config: { access: 'active_user', rateLimit: 'upload' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture (JPEG, PNG, WebP, GIF, AVIF, HEIC; at most 10 MB)',
        description:
          'The type is read from the bytes. The picture is turned upright, stripped of all metadata ' +
          '(GPS included) and stored as WebP: `url` is at most 1600 px on its long edge, ' +
          '`thumbnail_url` at most 400 px.',
        querystring: uploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          'validation_failed',
          'Send the picture as multipart/form-data in the field "file".',
          {
            file: 'required',
          },
        );
      }
      const bytes = await readFilePart(request);
      if (bytes.length === 0) throw new AppError('image_only', 'The file is empty.');
      const result = await service.upload(request.query.kind, bytes);
      return reply.status(201).send(result);
    },
  );
};
