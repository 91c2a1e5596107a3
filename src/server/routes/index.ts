import type { FastifyPluginAsync } from 'fastify';
import { declaredAnswersOnly } from '../plugins/declared-answers';
import agents from './agents/index';
import auth from './auth/index';
import clientErrors from './client-errors/index';
import comeback from './comeback/index';
import config from './config/index';
import dev from './dev/index';
import documents from './documents/index';
import health from './health/index';
import invites from './invites/index';
import keyFacts from './key-facts/index';
import otp from './otp/index';
import prospects from './prospects/index';
import queue from './queue/index';
import releases from './releases/index';
import search from './search/index';

/** Every API resource, mounted under /api/v1 by app.ts. One folder per resource. */
const routes: FastifyPluginAsync = async (app) => {
  declaredAnswersOnly(app);
  await app.register(health);
  await app.register(config);
  await app.register(releases);
  await app.register(keyFacts);
  await app.register(otp);
  await app.register(auth);
  await app.register(prospects);
  await app.register(documents);
  await app.register(agents);
  await app.register(search);
  await app.register(queue);
  await app.register(invites);
  await app.register(comeback);
  await app.register(dev);
  await app.register(clientErrors);
};

export default routes;
