import type { FastifyPluginAsync } from 'fastify';
import assign from './assign';
import list from './list';

/** The officers' work queue, and giving an application to an officer's book. */
const queue: FastifyPluginAsync = async (app) => {
  await app.register(list);
  await app.register(assign);
};

export default queue;
