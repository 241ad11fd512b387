import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema, meSchema, profileSchema, profileUpdateSchema } from '@pintrip/shared';
import { requireActiveUser, requireUser, viewerOf } from '../../auth/viewer.js';
import { AppError } from '../../lib/errors.js';
import type { ProfilesService } from './profiles.service.js';

/**
 * One field → one code. A phone in the wrong shape answers with its own code, `phone_invalid`
 * (API.md), even when other fields are wrong too; anything else is `validation_failed`.
 */
function profileError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = 'unrecognized_key';
      continue;
    }
    const name = issue.path.map(String).join('.') || 'body';
    // Our schemas name each problem with a code as the message; zod's own messages are prose.
    fields[name] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : issue.code;
  }
  return fields.phone === 'phone_invalid'
    ? new AppError('phone_invalid', 'The phone must be "+82 " followed by digits and hyphens.', fields)
    : new AppError('validation_failed', 'The profile does not match the expected shape.', fields);
}

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['session'],
        summary: 'The signed-in user with flags and profile',
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.me(viewerOf(request)),
  );

  app.patch(
    '/me/profile',
    {
      preHandler: requireActiveUser,
      // Validation problems are turned into the contract's codes below, not by the generic handler.
      attachValidation: true,
      schema: {
        tags: ['session'],
        summary: 'Update the signed-in user’s profile (any subset of the fields; "" or null clears one)',
        description:
          'A deactivated account gets 403 account_inactive: its name and picture appear next to its ' +
          'old posts, so it may not change them.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      if (request.validationError) {
        const parsed = profileUpdateSchema.safeParse(request.body);
        if (!parsed.success) throw profileError(parsed.error);
        throw new AppError('validation_failed', 'The profile does not match the expected shape.');
      }
      return service.update(viewerOf(request), request.body);
    },
  );
};
