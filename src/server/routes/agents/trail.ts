import type { FastifyPluginAsync } from 'fastify';
import { agentRules } from '../../domain/agents';
import { findOne } from '../../domain/search';
import { listTrail } from '../../domain/trail';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from './claims';
import { trailRoute, type TrailPage } from '../../../core/api/agents';
import { registryOf } from '../../domain/prospects';
import { fieldLabel } from '../../../core/records/field-label';
import { parseJsonPath } from '../../../core/records/json-path';

/**
 * GET /agent/prospects/{id}/trail?before=&field= — who changed what in an application (rule TRAIL), agent
 * token only: each changed field with its old and new value, each officer's read, download, status
 * change and hold, newest first, trail.pageSize entries a page (schemas/rules/agents.json); `field`:
 * one answer's history alone.
 *   200  {entries: [{id, prospectId, at, actorKind, actorId, action, field, label, oldValue, newValue, note}],
 *        next?: the `before` of the next page}
 *   404  12002 unknown application
 * The trail has no route that changes it: it grows only with the actions it records.
 */
const trail: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: { before?: number; field?: string }; Reply: TrailPage }>(
    '/agent/prospects/:id/trail',
    { preHandler: app.requireAuth('agent'), schema: trailRoute },
    async (request) => {
      currentAgent(request);
      const { pageSize } = agentRules(request.release.bundle).trail;
      if (!(await findOne(app.db, request.params.id))) throw unknownProspect();
      const entries = await listTrail(app.db, { prospectId: request.params.id, field: request.query.field, before: request.query.before, limit: pageSize + 1 });
      const registry = registryOf(request.release.bundle);
      // each field under the label the officer knows it by
      const labelOf = (field: string | null) => {
        const path = field === null ? undefined : parseJsonPath(`$.${field}`);
        return (path && fieldLabel(registry, path)) ?? null;
      };
      const page = entries.slice(0, pageSize).map((entry) => ({ ...entry, label: labelOf(entry.field) }));
      return { entries: page, ...(entries.length > pageSize ? { next: page[page.length - 1].id } : {}) };
    },
  );
};

export default trail;
