import type { FastifyPluginAsync } from 'fastify';
import { agentRules } from '../../domain/agents';
import { findOne } from '../../domain/search';
import { listTrail, wordedEntries } from '../../domain/trail';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from './claims';
import { trailRoute, type TrailPage } from '../../../core/api/agents';
import { registryIn } from '../../domain/prospects/validation';
import { requestLanguage } from '../../plugins/request-language';
import { documentsDomain } from '../../domain/documents';
import { listDocuments } from '../../../core/documents';
import { perRelease } from '../../domain/releases';

/**
 * GET /agent/prospects/{id}/trail?before=&field= — who changed what in an application (rule TRAIL), agent
 * token only: each changed field with its old and new value, each officer's read, download, status
 * change and hold, newest first, trail.pageSize entries a page (schemas/rules/agents.json); `field`:
 * one answer's history alone.
 *   200  {entries: [{id, prospectId, at, actorKind, actorId, action, field, label, oldValue, newValue, oldWords, newWords, note}],
 *        next?: the `before` of the next page}
 *   404  12002 unknown application
 * The trail has no route that changes it: it grows only with the actions it records.
 */
const trail: FastifyPluginAsync = async (app) => {
  const domainOf = perRelease(documentsDomain);
  app.get<{ Params: { id: string }; Querystring: { before?: number; field?: string }; Reply: TrailPage }>(
    '/agent/prospects/:id/trail',
    { preHandler: app.requireAuth('agent'), schema: trailRoute },
    async (request) => {
      currentAgent(request);
      const { pageSize } = agentRules(request.release.bundle).trail;
      const row = await findOne(app.db, request.params.id);
      if (!row) throw unknownProspect();
      const entries = await listTrail(app.db, { prospectId: request.params.id, field: request.query.field, before: request.query.before, limit: pageSize + 1 });
      // each field under the label the officer knows it by, its values in words, in the officer's language;
      // an upload under its document's title (the slots the answers ask for, whatever was uploaded)
      const lang = requestLanguage(request);
      const groups = domainOf(request.release.bundle).groupsOf(row.record as Record<string, unknown>, {}, lang);
      const titles = new Map(listDocuments(groups).map(({ item }) => [item.documentKey, item.documentTitle]));
      const page = wordedEntries(registryIn(request.release.bundle, lang), entries.slice(0, pageSize), row.record, titles);
      return { entries: page, ...(entries.length > pageSize ? { next: page[page.length - 1].id } : {}) };
    },
  );
};

export default trail;
