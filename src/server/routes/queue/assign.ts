import type { FastifyPluginAsync } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { agentRules, isKnownRoCode } from '../../domain/agents';
import { findProspect, indexedColumns, type JsonObject } from '../../domain/prospects';
import { prospects } from '../../db/tables';
import { ApiError } from '../../errors/api-error';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from '../agents/claims';
import { trailOf } from '../../domain/trail';
import { assignRoute, type Assigned } from '../../../core/api/agents';

/**
 * POST /agent/prospects/{id}/assign — the application joins an officer's book (agent token only).
 *   body  {roCode?}: without it, the caller's own code (an officer takes it); another officer's
 *         code only for a supervisor (reassigning). The code must be an active officer's.
 *   200   {prospectId, roCode, version}: the record's applicantInfo.roCode and the book it is listed
 *         in change together, kept in the trail as the officer's (rule TRAIL)
 *   400   FieldsValidation RO_CODE_UNKNOWN;   403 SUPERVISOR_ONLY;   404 12002;
 *   409   CONFLICT when the application changed while it was assigned (try again)
 */
const assign: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: { roCode?: string }; Reply: Assigned }>(
    '/agent/prospects/:id/assign',
    { preHandler: app.requireAuth('agent'), schema: assignRoute },
    async (request) => {
      const agent = currentAgent(request);
      const roCode = (request.body?.roCode ?? agent.roCode).trim();
      if (roCode !== agent.roCode && !agent.supervisor) throw new ApiError(403, 'Forbidden', [{ errorCode: 'SUPERVISOR_ONLY' }]);
      if (!(await isKnownRoCode(app.db, roCode))) throw new ApiError(400, 'FieldsValidation', [{ errorCode: 'RO_CODE_UNKNOWN', fieldPath: '$.roCode' }]);
      const row = await findProspect(app.db, request.params.id);
      if (!row) throw unknownProspect();
      const applicant = (row.record.applicantInfo ?? {}) as JsonObject;
      const record: JsonObject = { ...row.record, applicantInfo: { ...applicant, roCode } };
      const trail = trailOf(agentRules(request.release.bundle), { actorKind: 'officer', actorId: String(agent.agentId) }, 'assign', row.record, record);
      const [saved] = await app.db
        .update(prospects)
        .set({ record, ...indexedColumns(record), version: sql`${prospects.version} + 1`, updatedAt: new Date(), trailPending: trail })
        .where(and(eq(prospects.id, row.id), eq(prospects.version, row.version)))
        .returning({ version: prospects.version });
      if (!saved) throw new ApiError(409, 'Conflict', [{ errorCode: 'CONFLICT' }]);
      return { prospectId: row.id, roCode, version: saved.version };
    },
  );
};

export default assign;
