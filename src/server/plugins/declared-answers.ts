import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the API is declared in src/core/api/ (where the web client's types come from too)
 * and serialized from that declaration, so a field no contract names never leaves the server. A
 * route registered after this without `schema.response` stops the server from starting.
 */
export function declaredAnswersOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.schema?.response) return;
    throw new Error(`${String(route.method)} ${route.url} declares no answer (schema.response, src/core/api/)`);
  });
}
