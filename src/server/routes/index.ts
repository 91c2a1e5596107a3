import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/index';
import clientErrors from './client-errors/index';
import config from './config/index';
import dev from './dev/index';
import health from './health/index';
import otp from './otp/index';
import prospects from './prospects/index';

/** Every API resource, mounted under /api/v1 by app.ts. One folder per resource. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(config);
  await app.register(otp);
  await app.register(auth);
  await app.register(prospects);
  await app.register(dev);
  await app.register(clientErrors);
};

export default routes;
