import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';
import type { Release } from '../domain/releases';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release an API request is answered under: the published one when it arrived. */
    release: Release;
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
  });
});

/**
 * The hook of the routes that check an application's answers: what their release checks with is made
 * once, while its first such requests wait (domain/releases/prepared.ts). The others (health, the
 * release's files, codes, sign-in) answer at once.
 */
export async function preparedRelease(request: FastifyRequest): Promise<void> {
  await request.server.prepareRelease(request.release);
}
