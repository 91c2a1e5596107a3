import type { FastifyPluginAsync } from 'fastify';
import { agentRules } from '../../domain/agents';
import { registryIn } from '../../domain/prospects';
import { requestLanguage } from '../../plugins/request-language';
import { findOne } from '../../domain/search';
import { lastChanges, recordEvent } from '../../domain/trail';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from './claims';
import { wholeApplicationRoute, type WholeApplication } from '../../../core/api/agents';
import { wholeApplication } from '../../../core/records/whole-application';

/**
 * GET /agent/prospects/{id}/answers — the whole application, read-only (rule WHOLE-APP), agent token
 * only, without a hold: every wizard's answers under their labels, each person's, laid out from the
 * schemas of the release the application was last saved under (a submitted one: the release it was
 * submitted with), wizards in rules/agents.json wholeApplication order. The read is in the trail.
 *   200  {prospectId, releaseId, sections: [{wizardId, title, person?, steps: [{id, title, rows: [{path, label, value,
 *        changed?: {at, actorKind, actorId} (its last change)}]}]}]}
 *   404  12002 unknown application
 */
const answers: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Reply: WholeApplication }>(
    '/agent/prospects/:id/answers',
    { preHandler: app.requireAuth('agent'), schema: wholeApplicationRoute },
    async (request) => {
      const agent = currentAgent(request);
      const row = await findOne(app.db, request.params.id);
      if (!row) throw unknownProspect();
      const own = row.releaseId ? await app.releases.byId(row.releaseId) : undefined;
      const release = own ?? request.release;
      // labels and choices in the officer's language: the answers themselves as they are stored
      const registry = registryIn(release.bundle, requestLanguage(request, release.bundle));
      const words = agentRules(request.release.bundle).wholeApplication;
      const personLabel = (index: number) => registry.text('agent', 'wholeApplication.person', { n: index + 1 });
      const changed = await lastChanges(app.db, row.id);
      // each answer with its last change, as the trail names it
      const sections = wholeApplication(registry, (row.record ?? {}) as Record<string, unknown>, words.wizards, personLabel).map((section) => ({
        ...section,
        steps: section.steps.map((step) => ({ ...step, rows: step.rows.map((r) => (changed.has(r.path) ? { ...r, changed: changed.get(r.path) } : r)) })),
      }));
      await recordEvent(app.db, { prospectId: row.id, actorKind: 'officer', actorId: String(agent.agentId), action: 'readWhole' });
      return { prospectId: row.id, releaseId: own ? own.id : null, sections };
    },
  );
};

export default answers;
