import type { FastifyPluginAsync } from 'fastify';
import assign from './assign';
import list from './list';
import officers from './officers';

/** The officers' work queue, giving an application to an officer's book, and what each officer did (supervisors). */
const queue: FastifyPluginAsync = async (app) => {
  await app.register(list);
  await app.register(assign);
  await app.register(officers);
};

export default queue;
