import type { FastifyPluginAsync } from 'fastify';
import { agentRules, statusLabel } from '../../domain/agents';
import { group } from '../../domain/prospects/columns';
import { duplicateOfRecord } from '../../domain/prospects/duplicate';
import { findMany } from '../../domain/search';
import { ApiError } from '../../errors/api-error';
import { segmentsOf } from '../prospects/groups';
import { applicationListRoute, type ApplicationList } from '../../../core/api/applications';

/**
 * The come-back journey.
 *
 * Verifying: POST /otp {action: 'generate' | 'resend', email, countryCode, mobileNo} sends a code
 *   (answers the same whether or not applications exist), then POST /otp {action: 'verify',
 *   email, countryCode, mobileNo, otpToken} without prospectId → {verified: true, access_token}:
 *   a customer token naming ALL applications of that mobile AND e-mail.
 *
 * GET /usertypes/sme/prospects — My Applications (customer token only).
 *   200  {prospects: [{prospectId, accountType, islamicBanking, companyName, createdAt, updatedAt,
 *        status: Incomplete | Assessing | Documents needed | Need Additional Information/Documents |
 *        Account activated | Declined | Ineligible | Duplicate, statusNotes, duplicateOf (the application a
 *        duplicate continues in, rule DEDUPE-LIVE), viewId, roEditing}]} newest first.
 *        roEditing true: an agent holds it (resuming then shows the 12013 screen).
 *        Resume: GET /usertypes/sme/prospects/{id} and go to viewId.
 */
const comeback: FastifyPluginAsync = async (app) => {
  const segments = segmentsOf(app.bundle);

  app.get<{ Params: { userType: string }; Reply: ApplicationList }>(
    '/usertypes/:userType/prospects',
    { preHandler: app.requireAuth('customer'), schema: applicationListRoute },
    async (request) => {
      if (!segments.includes(request.params.userType)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      const ids = Array.isArray(request.auth?.prospects) ? request.auth.prospects.filter((id): id is string => typeof id === 'string') : [];
      const now = Date.now();
      const rules = agentRules(request.release.bundle);
      const rows = await findMany(app.db, ids);
      return {
        prospects: rows.map((row) => {
          const application = group(row.record, 'applicationInfo');
          return {
            prospectId: row.id,
            accountType: row.accountType,
            islamicBanking: application.islamicBanking === true,
            companyName: row.companyName,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
            status: statusLabel(rules, { status: row.status, bankStatus: row.bankStatus, record: row.record }),
            statusNotes: row.statusNotes,
            duplicateOf: row.status === 'duplicate' ? (duplicateOfRecord(row.record) ?? null) : null,
            viewId: row.viewId,
            roEditing: row.roEditingAgentId !== null && row.roEditingUntil !== null && row.roEditingUntil.getTime() > now,
          };
        }),
      };
    },
  );
};

export default comeback;
