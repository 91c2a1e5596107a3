import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { documentsDomain, liveDocumentsSection } from '../../domain/documents';
import { lockProspect, moveDraft, registryOf, type ProspectRow } from '../../domain/prospects';
import type { Release } from '../../domain/releases';
import { reopenSteps, stepsToReopen } from '../../../core/wizard/reopen';
import { agentRules } from '../../domain/agents';
import { actorOf, recordEvent, trailOf } from '../../domain/trail';
import { ownedProspect } from './access';
import { segmentsOf } from './groups';
import { readProspectRoute, type StoredProspect } from '../../../core/api/prospects';

/**
 * A draft last checked against another release is checked against `release` (rule RELEASE-MOVE):
 * the steps it had completed that no longer pass are opened again, and why is kept for the
 * applicant. Under the row lock, so parallel reads and saves take turns; a row that changed in the
 * meantime is answered as it now is.
 */
async function movedToRelease(app: FastifyInstance, row: ProspectRow, release: Release): Promise<ProspectRow> {
  if (row.status !== 'draft' || row.releaseId === release.id) return row;
  return app.db.transaction(async (tx) => {
    const locked = await lockProspect(tx, row.id);
    if (!locked || locked.status !== 'draft' || locked.releaseId === release.id) return locked ?? row;
    const reopened = stepsToReopen(registryOf(release.bundle), locked.record);
    const record = reopenSteps(locked.record, reopened);
    // the release opened steps again: each is kept, with why, beside any answer it changed
    const trail = trailOf(agentRules(release.bundle), { actorKind: 'release', actorId: release.id }, 'reopen', locked.record, record, {
      note: reopened.flatMap((step) => step.reasons).join(' '),
    });
    trail.changes.push(...reopened.map((step) => ({ field: `steps.${step.flowId}.${step.step}`, old: 'COMPLETED', new: 'AVAILABLE' })));
    const moved = await moveDraft(tx, { id: locked.id, expectedVersion: locked.version, record, reopened, releaseId: release.id, at: new Date(), trail });
    return moved ? { ...locked, record, version: moved.version, releaseId: release.id, reopened } : locked;
  });
}

/**
 * GET /usertypes/{userType}/prospects/{id}: the record, with the `version` a save must send back;
 * its documents section as the server has it now (the files stored, rule SAVE-OWN); the release
 * it is held to (`releaseId`) and, when that release opened completed steps again, which and why
 * (`reopenedSteps`).
 */
const read: FastifyPluginAsync = async (app) => {
  const segments = segmentsOf(app.bundle);
  app.get<{ Params: { userType: string; id: string }; Reply: StoredProspect }>(
    '/usertypes/:userType/prospects/:id',
    { preHandler: app.requireAuth('customer', 'agent'), schema: readProspectRoute },
    async (request) => {
      if (!segments.includes(request.params.userType)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      const row = await movedToRelease(app, await ownedProspect(app, request, request.params.id), request.release);
      const documents = documentsDomain(request.release.bundle);
      // an officer's read is kept (rule TRAIL); the customer's own reads are not
      if (request.auth?.aud === 'agent') await recordEvent(app.db, { prospectId: row.id, ...actorOf(request.auth), action: 'read' });
      return {
        ...row.record,
        documents: await liveDocumentsSection(app.db, documents, row.id, row.record),
        version: row.version,
        releaseId: row.releaseId,
        reopenedSteps: row.reopened,
      };
    },
  );
};

export default read;
