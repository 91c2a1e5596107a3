import type { FastifyPluginAsync } from 'fastify';
import { readOutbox } from '../../domain/mail';
import { outboxRoute, type OutboxEntry } from '../../../core/api/health';

/** How many outbox messages the dev tools show. */
const SHOWN = 50;

/**
 * GET /dev/outbox: the messages the server sent, newest first, codes included. Only when DEV_OUTBOX
 * asks for it (the end-to-end tests read codes here as a person reads their phone); absent (404)
 * otherwise, and never in production (the server refuses to start with both).
 */
const dev: FastifyPluginAsync = async (app) => {
  if (!app.settings.devOutbox) return;
  app.get<{ Reply: OutboxEntry[] }>('/dev/outbox', { schema: outboxRoute }, async () => readOutbox(app.db, SHOWN));
};

export default dev;
