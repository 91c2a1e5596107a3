import type { FastifyPluginAsync } from 'fastify';
import answers from './answers';
import edit from './edit';
import login from './login';
import notes from './notes';
import status from './status';
import trail from './trail';

/** Agents: login, edit-application mode (RO_EDITING), the bank's status of an application, its trail, the whole application, notes and status history. */
const agents: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(edit);
  await app.register(status);
  await app.register(trail);
  await app.register(answers);
  await app.register(notes);
};

export default agents;
