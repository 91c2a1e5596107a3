import { ApiError } from '../errors/api-error';
import { globalPlugin } from './global-plugin';

// NUL and unpaired UTF-16 surrogates: PostgreSQL text and jsonb cannot hold them (the write fails).
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path ($.a.b[0]) of the first string or key holding an unstorable character, or undefined. */
export function unstorablePath(value: unknown, path = '$', depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorablePath(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return `${path}.${key.replace(UNSTORABLE, '?')}`;
    const found = unstorablePath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Security suite finding: a body, query or path holding NUL or a broken Unicode
 * character reached the database and failed there (500). It is the sender's fault: 400.
 */
export const textGuard = globalPlugin(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const fieldPath = unstorablePath(value);
      if (fieldPath) throw new ApiError(400, 'BadRequest', [{ errorCode: 'BAD_REQUEST', fieldPath }]);
    }
  });
});
