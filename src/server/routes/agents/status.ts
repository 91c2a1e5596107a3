import type { FastifyPluginAsync } from 'fastify';
import { agentRules, bodyChecker, setBankStatus, textField } from '../../domain/agents';
import { findOne } from '../../domain/search';
import { perRelease } from '../../domain/releases';
import { errorMessagesOf } from '../../errors/messages';
import { ApiError } from '../../errors/api-error';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from './claims';
import { bankStatusRoute, type BankStatusSet } from '../../../core/api/agents';

/**
 * POST /agent/prospects/{id}/status — the bank asks the customer for more (agent token only).
 *   body  {status: one of agentSettable in schemas/rules/agents.json ('Documents needed',
 *         'Need Additional Information/Documents'), statusNotes?: text ≤ 500,
 *         documentsRequested?: document categories the customer is asked for}
 *   200   {prospectId, status, statusNotes, version}; the customer's My Applications
 *         (GET /usertypes/sme/prospects) then shows this status and note, and the record's
 *         status.statusNotes holds the note
 *   400   FieldsValidation; STATUS_INVALID (a status agents may not set)
 *   404   12002;   409 STATUS_NOT_ALLOWED: the application is not submitted, or the bank closed it
 */
const status: FastifyPluginAsync = async (app) => {
  const forRelease = perRelease((bundle) => {
    const rules = agentRules(bundle);
    return { rules, check: bodyChecker(bundle, errorMessagesOf(bundle))(rules.requests.status) };
  });

  app.post<{ Params: { id: string }; Reply: BankStatusSet }>(
    '/agent/prospects/:id/status',
    { preHandler: app.requireAuth('agent'), schema: bankStatusRoute },
    async (request) => {
      const agent = currentAgent(request);
      const { rules, check } = forRelease(request.release.bundle);
      check(request.body);
      const wanted = textField(request.body, 'status');
      if (!rules.agentSettable.includes(wanted)) throw new ApiError(400, 'FieldsValidation', [{ errorCode: 'STATUS_INVALID', fieldPath: '$.status' }]);
      const statusNotes = textField(request.body, 'statusNotes');
      const id = request.params.id;
      const asked = (request.body as { documentsRequested?: unknown }).documentsRequested;
      const documentsRequested = Array.isArray(asked) ? asked.map(String) : undefined;
      const saved = await setBankStatus(app.db, rules, { id, status: wanted, notes: statusNotes, documentsRequested, at: new Date(), agentId: agent.agentId });
      if (!saved) {
        if (!(await findOne(app.db, id))) throw unknownProspect();
        throw new ApiError(409, 'Conflict', [{ errorCode: 'STATUS_NOT_ALLOWED' }]);
      }
      return { prospectId: id, status: wanted, statusNotes, version: saved.version };
    },
  );
};

export default status;
