import { recordEvent } from '../../domain/trail';
import type { FastifyPluginAsync } from 'fastify';
import { agentRules, isForceStopped, statusLabel } from '../../domain/agents';
import { documentsDomain, liveDocumentsSection } from '../../domain/documents';
import { editRefusal, type HoldState } from '../../domain/lock';
import { group, isObject, type JsonObject } from '../../domain/prospects/columns';
import { findOne, searchLine, type FoundRow } from '../../domain/search';
import { currentAgent } from '../agents/claims';
import { unknownProspect } from '../prospects/access';
import { screeningLines } from '../../domain/screening';
import { requestLanguage } from '../../plugins/request-language';
import { overviewRoute, type ProspectOverview } from '../../../core/api/search';

/** A stakeholder counts as filled once any of their names is. */
function filled(person: unknown): boolean {
  if (!isObject(person)) return false;
  return ['fullName', 'firstName', 'lastName'].some((name) => typeof person[name] === 'string' && (person[name] as string).trim() !== '');
}

function holdOfRow(row: FoundRow, now: Date): HoldState {
  const live = row.roEditingAgentId !== null && row.roEditingUntil !== null && row.roEditingUntil.getTime() > now.getTime();
  return {
    id: row.id,
    status: row.status,
    bankStatus: row.bankStatus,
    version: row.version,
    hold: live ? { agentId: Number(row.roEditingAgentId), until: row.roEditingUntil as Date } : undefined,
  };
}

/**
 * GET /usertypes/agent/prospects/{id} — read-only overview for /agent/SearchedAppInfo/{id} (agent token only).
 *   200  {prospectId, status, statusNotes, version, createdAt, updatedAt,
 *         summary: the search line (fullName, companyName, accountType, islamicBanking, …),
 *         applicant: applicantInfo, application: applicationInfo, company: organizationInfo
 *         (without screeningInfo), companyKyc: orgKYCDetails,
 *         stakeholders: the filled items of signatoryInfo (each with its signatoryId…),
 *         documents: the record's documents (download: GET /banks/{bank}/prospects/{id}/documents/{documentKey}
 *         with the agent token), screening: organizationInfo.screeningInfo {statusOverAll, screeningResults},
 *         screeningLines: those results in the officer's language [{check, status, reason, fired}],
 *         edit: {allowed, reason?: BLOCK_EDITING | SCREENING_STOPPED | FORCE_STOPPED | RO_EDITING_OTHER},
 *         statusChange: {allowed}: whether the bank's status may be set (a submitted application the
 *         bank has not closed), so the page offers the form only then,
 *         roEditing: {held, byMe, until?, by?: the holding officer's name, since?: when they took it}}
 *   404  12002 unknown application
 */
const overview: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Reply: ProspectOverview }>(
    '/usertypes/agent/prospects/:id',
    { preHandler: app.requireAuth('agent'), schema: overviewRoute },
    async (request) => {
      const agent = currentAgent(request);
      const rules = agentRules(request.release.bundle);
      const documents = documentsDomain(request.release.bundle);
      const row = await findOne(app.db, request.params.id);
      if (!row) throw unknownProspect();
      await recordEvent(app.db, { prospectId: row.id, actorKind: 'officer', actorId: String(agent.agentId), action: 'read' });
      const record = row.record;
      const organization: JsonObject = { ...group(record, 'organizationInfo') };
      const screening = organization.screeningInfo ?? null;
      delete organization.screeningInfo;
      const state = holdOfRow(row, new Date());
      const reason = editRefusal(rules, state, agent.agentId);
      return {
        prospectId: row.id,
        status: statusLabel(rules, { status: row.status, bankStatus: row.bankStatus, record }),
        statusNotes: row.statusNotes,
        version: row.version,
        releaseId: row.status === 'draft' ? null : row.releaseId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        summary: searchLine(rules, row),
        applicant: group(record, 'applicantInfo'),
        application: group(record, 'applicationInfo'),
        company: organization,
        companyKyc: group(record, 'orgKYCDetails'),
        stakeholders: (Array.isArray(record.signatoryInfo) ? record.signatoryInfo : []).filter(filled),
        documents: await liveDocumentsSection(app.db, documents, row.id, record),
        screening,
        screeningLines: screeningLines(request.release.bundle, requestLanguage(request), isObject(screening) ? screening.screeningResults : undefined),
        edit: reason ? { allowed: false, reason } : { allowed: true },
        statusChange: { allowed: row.status === 'submitted' && !isForceStopped(rules, row.bankStatus) },
        roEditing: {
          held: state.hold !== undefined,
          byMe: state.hold?.agentId === agent.agentId,
          ...(state.hold ? { until: state.hold.until.toISOString() } : {}),
          ...(state.hold ? { by: row.roEditingName ?? '', since: row.roEditingSince?.toISOString() ?? null } : {}),
        },
      };
    },
  );
};

export default overview;
