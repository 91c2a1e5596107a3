import type { FastifyPluginAsync } from 'fastify';
import create from './create';
import read from './read';
import update from './update';

/** The application record (spec 000 §7): create, read, save. */
const prospects: FastifyPluginAsync = async (app) => {
  await app.register(create);
  await app.register(read);
  await app.register(update);
};

export default prospects;
