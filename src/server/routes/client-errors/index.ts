import type { FastifyPluginAsync } from 'fastify';
import { sessionRules } from '../../domain/tokens';
import { NoContent } from '../../../core/api/json';

interface ClientErrorReport {
  messages?: string | string[];
  stack?: string;
  url?: string;
  requestId?: string;
}

/** POST /client-errors: the browser reports an error it met; it lands in the log with both request ids. */
const clientErrors: FastifyPluginAsync = async (app) => {
  const { clientErrors: limits } = sessionRules(app.bundle);
  app.post<{ Body: ClientErrorReport }>(
    '/client-errors',
    { bodyLimit: limits.maxBytes, schema: { body: limits.request, ...NoContent } },
    async (request, reply) => {
      const { messages, stack, url, requestId } = request.body ?? {};
      request.log.warn({ clientRequestId: requestId, url, messages: Array.isArray(messages) ? messages : messages ? [messages] : [], stack }, 'client error');
      return reply.code(204).send();
    },
  );
};

export default clientErrors;
