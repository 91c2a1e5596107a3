import type { FastifyPluginAsync } from 'fastify';
import edit from './edit';
import login from './login';
import status from './status';

/** Agents: login, edit-application mode (RO_EDITING), the bank's status of an application. */
const agents: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(edit);
  await app.register(status);
};

export default agents;
