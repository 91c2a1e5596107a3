import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { globalPlugin } from './global-plugin';

const acceptable = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The browser sends an x-request-id with every call; keep it when it looks like
 * an id so logs on both sides match, otherwise make one.
 */
export function requestIdFor(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && acceptable.test(value) ? value : randomUUID();
}

/** Echoes the request id on every answer. */
export const requestIdHeader = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
