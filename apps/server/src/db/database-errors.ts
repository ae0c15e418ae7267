import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The SQLSTATE of a failed query, whether or not drizzle wrapped it. */
export const sqlStateOf = (error: unknown): string | undefined => {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The name of the constraint a failed query broke (unique index, check). */
export const constraintOf = (error: unknown): string | undefined => {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  const name = (cause as { constraint?: unknown } | undefined)?.constraint;
  return typeof name === 'string' ? name : undefined;
};

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
