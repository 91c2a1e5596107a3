import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What the log keeps of a server fault. */
export interface LoggedError {
  type: string;
  /** the database's error code (23505…), when the fault is the database's */
  code?: string;
  /** the statement that failed, with its placeholders and never its values */
  query?: string;
  message?: string;
  /** the frames of the stack, without the message the first line repeats */
  stack?: string;
}

const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A fault as the log keeps it. A failed statement's parameters (a phone, an e-mail, a code's hash)
 * and the database's own message, which may quote a value, are left out: the statement, the error
 * code and the stack say where it failed.
 */
export function loggableError(error: unknown): LoggedError {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause;
    return { type: cause?.name ?? error.name, code: codeOf(cause), query: error.query, stack: framesOf(error) };
  }
  if (error instanceof Error) return { type: error.name, code: codeOf(error), message: error.message, stack: framesOf(error) };
  return { type: typeof error };
}
