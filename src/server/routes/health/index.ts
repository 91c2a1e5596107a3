import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { loggableError } from '../../errors/loggable';
import { healthRoute, type Health } from '../../../core/api/health';

/** GET /health: the process answers and the database runs a query. */
const health: FastifyPluginAsync = async (app) => {
  // a restart is measured to this answer: it does not wait for the release's checks to be made
  app.get<{ Reply: Health }>('/health', { schema: healthRoute, config: { answersUnprepared: true } }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ fault: loggableError(error) }, 'database check failed');
      throw new ApiError(503, 'Unavailable', [{ errorCode: 'UNAVAILABLE' }]);
    }
    return { status: 'ok', db: app.dbKind };
  });
};

export default health;
