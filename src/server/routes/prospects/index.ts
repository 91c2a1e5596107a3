import type { FastifyPluginAsync } from 'fastify';
import create from './create';
import read from './read';
import update from './update';
import switchAccount from './switch-account';

/** The application record: create, read, save, and the switch of account type screening offers. */
const prospects: FastifyPluginAsync = async (app) => {
  await app.register(create);
  await app.register(read);
  await app.register(update);
  await app.register(switchAccount);
};

export default prospects;
