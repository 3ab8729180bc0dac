const UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed on a unique index: what a check before the write cannot rule out when two requests
 * race. The driver's error may come wrapped in the query builder's, so its cause is read too.
 */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === UNIQUE_VIOLATION);
}
