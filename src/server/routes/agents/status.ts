import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Bundle } from '../../../core/bundle';
import { listDocuments } from '../../../core/documents';
import { interpolate, lookup } from '../../../core/messages/format';
import { documentsDomain } from '../../domain/documents';
import { registryOf } from '../../domain/prospects';
import { agentRules, agentWords, bodyChecker, setBankStatus, textField } from '../../domain/agents';
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
 *   400   FieldsValidation; STATUS_INVALID (a status agents may not set); DOC_NOT_APPLICABLE (a
 *         category of which the application has no document, such as personal bank statements
 *         with no stakeholder)
 *   404   12002;   409 STATUS_NOT_ALLOWED: the application is not submitted, or the bank closed it
 */
/**
 * A category the application has no document of (personal bank statements with no stakeholder) is
 * refused: the customer would be told the bank asked for something the page cannot show.
 */
async function refuseInapplicable(app: FastifyInstance, bundle: Bundle, id: string, categories: string[]): Promise<void> {
  const row = await findOne(app.db, id);
  if (!row) throw unknownProspect();
  const record = row.record as Record<string, unknown>;
  const statusInfo = typeof record.prospectStatusInfo === 'object' && record.prospectStatusInfo !== null ? record.prospectStatusInfo : {};
  const groups = documentsDomain(bundle).groupsOf({ ...record, prospectStatusInfo: { ...statusInfo, documentsRequested: categories } }, {});
  const offered = new Set(listDocuments(groups).map((d) => d.item.category));
  const missing = categories.filter((category) => !offered.has(category));
  if (missing.length === 0) return;
  const labels = new Map(
    registryOf(bundle)
      .datalist('documentCategories')
      .map((item) => [String(item.code), String(item.label)]),
  );
  const words = agentWords(bundle);
  throw new ApiError(
    400,
    'FieldsValidation',
    missing.map((category) => ({
      errorCode: 'DOC_NOT_APPLICABLE',
      fieldPath: '$.documentsRequested',
      message: interpolate(lookup(words, 'messages.documentsRequested.notApplicable') ?? '{category}', { category: labels.get(category) ?? category }),
    })),
  );
}

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
      if (documentsRequested?.length) await refuseInapplicable(app, request.release.bundle, id, documentsRequested);
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
