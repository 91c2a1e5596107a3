import type { FastifyPluginAsync } from 'fastify';
import { declaredAnswersOnly } from '../plugins/declared-answers';
import { preparedRelease } from '../plugins/release';
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
  for (const resource of [health, config, releases, keyFacts, otp, auth]) await app.register(resource);
  // the routes of applications check their answers: they wait for what their release checks with
  await app.register(async (applications) => {
    applications.addHook('onRequest', preparedRelease);
    for (const resource of [prospects, documents, agents, search, queue, invites, comeback]) await applications.register(resource);
  });
  for (const resource of [dev, clientErrors]) await app.register(resource);
};

export default routes;
