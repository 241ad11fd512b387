import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  /** Where uploads live; reachable when the answer is 200. */
  storage: z.enum(['local', 's3']),
  version: z.string(),
});
