import { globalPlugin } from './global-plugin';
import type { Release } from '../domain/releases';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release an API request is answered under: the published one when it arrived. */
    release: Release;
  }
  interface FastifyContextConfig {
    /** The route checks nothing of the release (GET /health): it answers while the release is being prepared. */
    answersUnprepared?: boolean;
  }
}

/** The header every API answer names the published release in: a page opened under another loads it. */
export const RELEASE_HEADER = 'quick-apply-release';

/**
 * Every API request is answered under the release the database names as published (asked at most
 * once per poll interval), whichever server it reaches; its answer says which one that was.
 */
export const releasePerRequest = globalPlugin(async (app) => {
  app.decorateRequest('release', null as unknown as Release);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url !== '/api' && !request.url.startsWith('/api/')) return;
    request.release = await app.releases.current();
    reply.header(RELEASE_HEADER, request.release.id);
    // the release's checks are made once, while its first requests wait (domain/releases/prepared.ts)
    if (request.routeOptions.config.answersUnprepared) return;
    await app.prepareRelease(request.release);
  });
});
