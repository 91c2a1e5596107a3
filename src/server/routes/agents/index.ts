import type { FastifyPluginAsync } from 'fastify';
import answers from './answers';
import edit from './edit';
import login from './login';
import status from './status';
import trail from './trail';

/** Agents: login, edit-application mode (RO_EDITING), the bank's status of an application, its trail, the whole application. */
const agents: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(edit);
  await app.register(status);
  await app.register(trail);
  await app.register(answers);
};

export default agents;
