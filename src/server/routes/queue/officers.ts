import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { agents } from '../../db/tables/agents';
import { agentRules } from '../../domain/agents';
import { listTrail, wordedEntries } from '../../domain/trail';
import { registryIn } from '../../domain/prospects/validation';
import { requestLanguage } from '../../plugins/request-language';
import { ApiError } from '../../errors/api-error';
import { currentAgent } from '../agents/claims';
import { officerTrailRoute, officersRoute, type Officers, type TrailPage } from '../../../core/api/agents';

const supervisorOnly = () => new ApiError(403, 'Forbidden', [{ errorCode: 'SUPERVISOR_ONLY' }]);

/**
 * What each officer did (rule TRAIL), for a supervisor.
 *
 * GET /agent/officers — the bank's active officers: {officers: [{agentId, name, roCode}]}; 403 SUPERVISOR_ONLY.
 * GET /agent/officers/{agentId}/trail?before= — that officer's entries across every application (their
 *   reads, downloads, searches, saves, status changes, holds, notes), newest first, trail.pageSize a
 *   page: {entries, next?}. A supervisor reads anyone's, an officer their own; 403 SUPERVISOR_ONLY.
 */
const officers: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Officers }>('/agent/officers', { preHandler: app.requireAuth('agent'), schema: officersRoute }, async (request) => {
    if (!currentAgent(request).supervisor) throw supervisorOnly();
    const rows = await app.db
      .select({ agentId: agents.id, name: agents.name, roCode: agents.roCode })
      .from(agents)
      .where(and(eq(agents.active, true), eq(agents.role, 'agent')))
      .orderBy(asc(agents.name));
    return { officers: rows.map((row) => ({ agentId: String(row.agentId), name: row.name, roCode: row.roCode })) };
  });

  app.get<{ Params: { agentId: string }; Querystring: { before?: number }; Reply: TrailPage }>(
    '/agent/officers/:agentId/trail',
    { preHandler: app.requireAuth('agent'), schema: officerTrailRoute },
    async (request) => {
      const agent = currentAgent(request);
      if (!agent.supervisor && request.params.agentId !== String(agent.agentId)) throw supervisorOnly();
      const { pageSize } = agentRules(request.release.bundle).trail;
      const entries = await listTrail(app.db, {
        actor: { actorKind: 'officer', actorId: request.params.agentId },
        before: request.query.before,
        limit: pageSize + 1,
      });
      const page = wordedEntries(registryIn(request.release.bundle, requestLanguage(request)), entries.slice(0, pageSize));
      return { entries: page, ...(entries.length > pageSize ? { next: page[page.length - 1].id } : {}) };
    },
  );
};

export default officers;
