import type { FastifyPluginAsync } from 'fastify';
import { readOutbox } from '../../domain/mail';

/** How many outbox messages the dev tools show. */
const SHOWN = 50;

/** GET /dev/outbox: the messages the server sent, newest first. Absent in production (404). */
const dev: FastifyPluginAsync = async (app) => {
  if (app.settings.nodeEnv === 'production') return;
  app.get('/dev/outbox', async () => readOutbox(app.db, SHOWN));
};

export default dev;
