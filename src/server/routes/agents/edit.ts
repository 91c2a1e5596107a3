import type { FastifyPluginAsync } from 'fastify';
import { agentRules } from '../../domain/agents';
import { editRefusal, releaseHold, renewHold, takeHold } from '../../domain/lock';
import { ApiError } from '../../errors/api-error';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from './claims';
import { renewHoldRoute, takeHoldRoute, type HoldRenewed, type HoldTaken } from '../../../core/api/agents';
import { NoContent } from '../../../core/api/json';

/**
 * Edit-application mode (RO_EDITING). Agent token only.
 *
 * POST /agent/prospects/{id}/edit — the agent takes (or renews) the application.
 *   200  {prospectId, version, roEditingUntil, heartbeatSec}  — `version` is new: read the record again
 *        (GET /usertypes/sme/prospects/{id}) and save with PUT /usertypes/sme/prospects/{id}
 *        and the agent token (kycAnnexure included). Each save renews the hold for lock.ttlSec
 *        (schemas/rules/agents.json); while it is held, the customer's saves answer 423 12013.
 *   404  12002 unknown application
 *   423  Locked with errorCode BLOCK_EDITING (submitted), SCREENING_STOPPED, FORCE_STOPPED
 *        (closed by the bank) or RO_EDITING_OTHER (another agent holds it)
 *
 * POST /agent/prospects/{id}/edit/heartbeat — the holder's page is still open: the hold runs
 *   lock.ttlSec more. 200 {roEditingUntil, heartbeatSec}: the page sends the next one after
 *   heartbeatSec (the server sets the pace, so both numbers live in one file; rule HOLD-LAPSE).
 *   409 RO_EDIT_LAPSED when the agent does not hold it any more (it lapsed, or they let go).
 *
 * DELETE /agent/prospects/{id}/edit — the agent lets go (leaving edit mode). 204, also when
 *   they did not hold it. POST /auth/logout with the agent token lets go of all their holds.
 */
const edit: FastifyPluginAsync = async (app) => {
  const onlyAgents = { preHandler: app.requireAuth('agent') };

  app.post<{ Params: { id: string }; Reply: HoldTaken }>('/agent/prospects/:id/edit', { ...onlyAgents, schema: takeHoldRoute }, async (request) => {
    const agent = currentAgent(request);
    const rules = agentRules(request.release.bundle);
    const taken = await takeHold(app.db, { id: request.params.id, agentId: agent.agentId, ttlSec: rules.lock.ttlSec, forceStopped: rules.forceStopped });
    if (taken.ok)
      return { prospectId: request.params.id, version: taken.version, roEditingUntil: taken.until.toISOString(), heartbeatSec: rules.lock.heartbeatSec };
    if (!taken.state) throw unknownProspect();
    const refusal = editRefusal(rules, taken.state, agent.agentId) ?? 'BLOCK_EDITING';
    throw new ApiError(423, 'Locked', [{ errorCode: refusal }]);
  });

  app.post<{ Params: { id: string }; Reply: HoldRenewed }>(
    '/agent/prospects/:id/edit/heartbeat',
    { ...onlyAgents, schema: renewHoldRoute },
    async (request) => {
      const rules = agentRules(request.release.bundle);
      const until = await renewHold(app.db, { id: request.params.id, agentId: currentAgent(request).agentId, ttlSec: rules.lock.ttlSec });
      if (!until) throw new ApiError(409, 'Conflict', [{ errorCode: 'RO_EDIT_LAPSED' }]);
      return { roEditingUntil: until.toISOString(), heartbeatSec: rules.lock.heartbeatSec };
    },
  );

  app.delete<{ Params: { id: string } }>('/agent/prospects/:id/edit', { ...onlyAgents, schema: NoContent }, async (request, reply) => {
    await releaseHold(app.db, request.params.id, currentAgent(request).agentId);
    return reply.code(204).send();
  });
};

export default edit;
