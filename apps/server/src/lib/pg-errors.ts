/** Recognises PostgreSQL errors through the drivers' and Drizzle's wrappers. */
const codes = {
  unique: '23505',
  foreign_key: '23503',
  serialization_failure: '40001',
  deadlock_detected: '40P01',
} as const;

/** The error and its causes (Drizzle wraps the driver's error; Node wraps a failed connect). */
function* chainOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    // A connect tried on several addresses (IPv4 and IPv6) fails with an AggregateError of each.
    for (const inner of (current as { errors?: unknown }).errors instanceof Array
      ? ((current as { errors: unknown[] }).errors as unknown[])
      : []) {
      if (inner && typeof inner === 'object') yield inner as { code?: unknown; message?: unknown };
    }
    current = (current as { cause?: unknown }).cause;
  }
}

function hasCode(error: unknown, code: string): boolean {
  for (const link of chainOf(error)) if (link.code === code) return true;
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

/** Socket errors of a database server that is down, restarting or unreachable. */
const connectionErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that cannot serve right now: class 08 (connection exception), an
 * administrator's or a crash's shutdown (57P01, 57P02), "starting up" (57P03), no connection slot
 * left (53300).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and its pool say when a connection dies or cannot be had. */
const connectionMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /is not currently accepting connections/,
];

/**
 * The database does not answer (down, restarting, unreachable, out of connections): not a bug,
 * and not the client's fault — the error handler answers 503 `unavailable` with Retry-After, and
 * the pool reconnects by itself when the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (connectionErrnos.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (connectionMessages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
