import type { FastifyPluginAsync } from 'fastify';
import create from './create';
import messages from './messages';
import read from './read';
import update from './update';
import switchAccount from './switch-account';

/** The application record: create, read, save, and the switch of account type screening offers, and what the bank told the customer. */
const prospects: FastifyPluginAsync = async (app) => {
  await app.register(create);
  await app.register(read);
  await app.register(update);
  await app.register(switchAccount);
  await app.register(messages);
};

export default prospects;
