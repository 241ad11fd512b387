/** Recognises PostgreSQL errors through the drivers' and Drizzle's wrappers. */
const codes = {
  unique: '23505',
  foreign_key: '23503',
  serialization_failure: '40001',
  deadlock_detected: '40P01',
} as const;

function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function isConstraintViolation(error: unknown, kind: 'unique' | 'foreign_key'): boolean {
  return hasCode(error, codes[kind]);
}

/**
 * A failure PostgreSQL asks the client to answer by running the transaction again: a deadlock it
 * broke by aborting this side, or a serialization failure.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  return hasCode(error, codes.serialization_failure) || hasCode(error, codes.deadlock_detected);
}
