import { actorOf, trailOf } from '../../domain/trail';
import type { FastifyPluginAsync } from 'fastify';
import { switchAccountTypeRoute, type AccountTypeSwitched, type SwitchAccountType } from '../../../core/api/prospects';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '../../errors/api-error';
import { prospects } from '../../db/tables';
import { accountInfoOf, accountNumbersOf, findProspect, indexedColumns, withServerFields, type JsonObject } from '../../domain/prospects';
import { group } from '../../domain/prospects/columns';
import { statusAfterScreening } from '../../domain/prospects/duplicate';
import { createScreening, type PreScreening } from '../../domain/screening';
import { checkSaveAllowed } from '../../domain/lock';
import { agentRules } from '../../domain/agents';
import { mayTouch, unknownProspect } from './access';

const blockEditing = () => new ApiError(423, 'Locked', [{ errorCode: 'BLOCK_EDITING' }]);
const stale = () => new ApiError(409, 'Conflict', [{ errorCode: 'CONFLICT' }]);

/**
 * POST /usertypes/sme/prospects/{id}/account-type {version, accountType} (rule STARTER-EARLY): the
 * same application, every answer kept, moves to another account type that screening offers it (a
 * check's `switchTo`): a draft, or one stopped by such checks alone. Screening runs again on the
 * switched record, so the application is a draft again unless something else stops it.
 *   200 {prospectId, version, accountType, accountInfo, preScreening}
 *   400 the account type is not one screening offers this application; 409 stale version;
 *   423 the application is submitted or stopped for another reason.
 */
const switchAccount: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: SwitchAccountType; Reply: AccountTypeSwitched }>(
    '/usertypes/sme/prospects/:id/account-type',
    {
      preHandler: app.requireAuth('customer', 'agent'),
      schema: switchAccountTypeRoute,
    },
    async (request) => {
      const { id } = request.params;
      const claims = request.auth!;
      if (!mayTouch(claims, id)) throw unknownProspect();
      const screening = createScreening(request.release.bundle);
      const holdTtlSec = agentRules(request.release.bundle).lock.ttlSec;
      const row = await findProspect(app.db, id);
      if (!row) throw unknownProspect();
      await checkSaveAllowed(app.db, claims, id, holdTtlSec);
      if (row.status !== 'draft' && row.status !== 'stopped') throw blockEditing();
      if (request.body.version !== row.version) throw stale();
      const before = group(row.record, 'organizationInfo').screeningInfo as PreScreening | undefined;
      const offered = before !== undefined && screening.switchable(before, request.body.accountType) && before.screeningResults.some((line) => line.fired);
      if (!offered) throw new ApiError(400, 'FieldsValidation', [{ errorCode: 'ACCOUNT_TYPE_NOT_OFFERED', fieldPath: '$.applicationInfo.accountType' }]);
      if (row.status === 'stopped' && !screening.stops(before)) throw blockEditing();

      const switched: JsonObject = { ...row.record, applicationInfo: { ...group(row.record, 'applicationInfo'), accountType: request.body.accountType } };
      const { preScreening, duplicateOf } = await screening.run({ record: switched, prospectId: id, saveType: 'save' }, app.db);
      const stored = withServerFields(switched, {
        prospectId: id,
        applicant: group(row.record, 'applicantInfo'),
        accountNo: String((accountInfoOf(row.record)[0] as JsonObject | undefined)?.accountNo ?? ''),
        preScreening,
      });
      const status = statusAfterScreening(screening.stops(preScreening), duplicateOf, false);
      const [saved] = await app.db
        .update(prospects)
        .set({
          record: stored,
          ...indexedColumns(stored),
          status,
          version: sql`${prospects.version} + 1`,
          updatedAt: new Date(),
          trailPending: trailOf(agentRules(request.release.bundle), actorOf(claims), 'accountType', row.record, stored),
        })
        .where(and(eq(prospects.id, id), eq(prospects.version, row.version), inArray(prospects.status, ['draft', 'stopped'])))
        .returning({ version: prospects.version });
      if (!saved) throw stale();
      return { prospectId: id, version: saved.version, accountType: request.body.accountType, accountInfo: accountNumbersOf(stored), preScreening };
    },
  );
};

export default switchAccount;
