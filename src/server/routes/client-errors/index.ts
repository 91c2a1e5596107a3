import type { FastifyPluginAsync } from 'fastify';
import { sessionRules } from '../../domain/tokens';
import { NoContent } from '../../../core/api/json';
import { reserve } from '../../domain/limits';
import { ApiError } from '../../errors/api-error';

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
      // anonymous, so bounded per client address: a flood of reports never floods the log
      const rate = await reserve(app.db, `client-errors:${request.ip}`, { max: limits.perMinute, windowSec: 60 });
      if (!rate.ok) {
        reply.header('retry-after', String(rate.retryAfterSec));
        throw new ApiError(429, 'TooManyRequests', [{ errorCode: 'TOO_MANY_REQUESTS' }]);
      }
      const { messages, stack, url, requestId } = request.body ?? {};
      request.log.warn({ clientRequestId: requestId, url, messages: Array.isArray(messages) ? messages : messages ? [messages] : [], stack }, 'client error');
      return reply.code(204).send();
    },
  );
};

export default clientErrors;
