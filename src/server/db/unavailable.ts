/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped, restarting,
 * out of connections, the pool's wait for a connection timed out) rather than a fault of ours:
 * such requests answer 503 `Unavailable`, and the same process serves again once it is back.
 */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection exceptions.
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps the driver's error in DrizzleQueryError.cause
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (unreachableCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = cause;
  }
  return false;
}
