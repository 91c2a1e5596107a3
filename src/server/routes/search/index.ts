import type { FastifyPluginAsync } from 'fastify';
import overview from './overview';
import search from './search';

/** The agents' search of applications and the overview of one. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  await app.register(search);
  await app.register(overview);
};

export default searchRoutes;
