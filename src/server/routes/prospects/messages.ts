import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { listHistory } from '../../domain/trail';
import { ownedProspect } from './access';
import { segmentsOf } from './groups';
import { historyRoute, type History } from '../../../core/api/agents';

/**
 * GET /usertypes/{userType}/prospects/{id}/messages — what the bank told the customer about their
 * application (rule NOTES), oldest first: the notes an officer wrote for them and each status
 * change with its note; never the officers' internal notes, nor which officer wrote.
 */
const messages: FastifyPluginAsync = async (app) => {
  const segments = segmentsOf(app.bundle);
  app.get<{ Params: { userType: string; id: string }; Reply: History }>(
    '/usertypes/:userType/prospects/:id/messages',
    { preHandler: app.requireAuth('customer'), schema: historyRoute },
    async (request) => {
      if (!segments.includes(request.params.userType)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      const row = await ownedProspect(app, request, request.params.id);
      const lines = await listHistory(app.db, row.id, { customerOnly: true });
      return { lines: lines.filter((line) => line.kind === 'customer' || line.text !== '').map((line) => ({ ...line, actorId: '' })) };
    },
  );
};

export default messages;
