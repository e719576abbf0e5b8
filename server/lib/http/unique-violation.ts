// A unique constraint violated on the request path (two parallel requests both passed the check that looks first)
// answers the worded error the check itself gives a sequential duplicate, never a 500 (docs/architecture.md, the
// request path: errors). The words are the business areas'; the app's table of them is server/unique-violation.ts.
import { forbidden, type ApiError } from './errors.ts';

/** The worded error of unique constraints (or unique indexes), by their names in the migrations. */
export type WordedConstraints = Record<string, () => ApiError>;

/** Any other unique constraint: the request repeated what another one did at the same moment. */
const ALREADY_DONE = () => forbidden('request', 'This was just done by another request; reload and try again.');

/**
 * The worded error of a unique-constraint violation (PostgreSQL's and PGlite's SQLSTATE 23505, on the error or on the
 * `cause` drizzle wraps it in) by `worded`, or null for any other error.
 */
export function uniqueViolationError(error: unknown, worded: WordedConstraints): ApiError | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const db = e.cause?.code ? e.cause : e;
  if (db.code !== '23505') return null;
  return (worded[db.constraint ?? ''] ?? ALREADY_DONE)();
}
