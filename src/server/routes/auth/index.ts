import type { FastifyPluginAsync } from 'fastify';

/** POST /auth/logout: the token and every token slid from its session stop working. */
const auth: FastifyPluginAsync = async (app) => {
  app.post('/auth/logout', { preHandler: app.requireAuth('customer', 'agent') }, async (request, reply) => {
    await app.endSession(request);
    return reply.code(204).send();
  });
};

export default auth;
