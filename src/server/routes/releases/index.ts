import type { FastifyPluginAsync } from 'fastify';
import analysts from './analysts';
import publicReleases from './public';

/** Releases: the published forms, rules and words for the browser; analysts' publishing. */
const releases: FastifyPluginAsync = async (app) => {
  await app.register(publicReleases);
  // STUDIO_ENABLED=0: no analyst can log in, check, publish or restore through this server
  if (app.settings.studioEnabled) await app.register(analysts);
};

export default releases;
