import type { FastifyPluginAsync } from 'fastify';
import config from './config/index';
import health from './health/index';

/** Every API resource, mounted under /api/v1 by app.ts. One folder per resource. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(config);
};

export default routes;
