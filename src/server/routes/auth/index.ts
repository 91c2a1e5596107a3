import type { FastifyPluginAsync } from 'fastify';
import { agentIdOf, releaseAllHolds } from '../../domain/lock';
import { NoContent } from '../../../core/api/json';

/** POST /auth/logout (any session: customer, agent, analyst): the token and every token slid from its session stop working; an agent also lets go of the applications they hold (RO_EDITING). */
const auth: FastifyPluginAsync = async (app) => {
  app.post('/auth/logout', { preHandler: app.requireAuth('customer', 'agent', 'analyst'), schema: NoContent }, async (request, reply) => {
    const agentId = agentIdOf(request.auth);
    if (agentId !== undefined) await releaseAllHolds(app.db, agentId);
    await app.endSession(request);
    return reply.code(204).send();
  });
};

export default auth;
