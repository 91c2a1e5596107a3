import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { loggableError } from '../../errors/loggable';
import { healthRoute, type Health } from '../../../core/api/health';

/** GET /health: the process answers and the database runs a query. */
const health: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Health }>('/health', { schema: healthRoute }, async (request) => {
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
