/** Recognises PostgreSQL constraint violations through the drivers' and Drizzle's wrappers. */
const codes = { unique: '23505', foreign_key: '23503' } as const;

export function isConstraintViolation(error: unknown, kind: keyof typeof codes): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === codes[kind]) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
