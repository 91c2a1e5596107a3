import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import {
  accountInfoOf,
  accountNoOf,
  findProspect,
  indexedColumns,
  nextAccountNumber,
  overlay,
  recordPart,
  registryOf,
  validateRecord,
  withServerFields,
  type JsonObject,
} from '../../domain/prospects';
import { agentRules } from '../../domain/agents';
import { checkSaveAllowed, roEditing } from '../../domain/lock';
import { saveStatements } from '../../domain/prospects/save-statements';
import { settleDenyList } from '../../plugins/auth';
import { createScreening } from '../../domain/screening';
import { servicesRulesOf } from '../../../core/services/rules';
import { missingDocumentErrors, submittedRecord } from '../../../core/services/submission';
import { documentRules } from '../../../core/documents';
import { forbidden, mayTouch, unknownProspect } from './access';
import { groupTypeErrors } from '../../domain/prospects/group-types';
import { fieldsValidation } from './field-errors';
import { recordGroups } from './groups';

/** Sections of the record only the bank (an agent or its systems) writes. */
const BANK_OWNED_GROUPS = ['kycAnnexure', 'status', 'prospectStatusInfo'] as const;

const blockEditing = () => new ApiError(423, 'Locked', [{ errorCode: 'BLOCK_EDITING' }]);
const stale = () => new ApiError(409, 'Conflict', [{ errorCode: 'CONFLICT' }]);

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * PUT /usertypes/sme/prospects/{id} (spec 000 §4 "Saving", DESIGN §4): a draft save checks types
 * and limits, a submit everything; screening runs every time; the write happens in one statement
 * and only over the version the caller read (else 409).
 *
 * Two statements in all (issue 8.1): one read (deny list, application, hold, dedupe matches:
 * domain/prospects/save-statements.ts) and the conditional write. The first save of an application
 * also draws its account number; a save that changes the trade licence runs dedupe on the new one.
 */
const update: FastifyPluginAsync = async (app) => {
  const registry = registryOf(app.bundle);
  const screening = createScreening(app.bundle);
  const statements = saveStatements(screening.dedupeFields);
  const groups = recordGroups(app.bundle);
  const servicesRules = servicesRulesOf(registry);
  const docRules = documentRules(app.bundle);
  const documentTitle = (key: string) => registry.text('documents', key);
  const notUploaded = (document: string) => registry.text('messages', 'documentNotUploaded', { document });
  const holdTtlSec = agentRules(app.bundle).lock.ttlSec;

  app.put<{ Params: { id: string }; Body: JsonObject }>(
    '/usertypes/sme/prospects/:id',
    {
      preHandler: app.requireAuthDenyListInRoute('customer', 'agent'),
      schema: {
        body: {
          type: 'object',
          required: ['version'],
          properties: { version: { type: 'integer', minimum: 1 }, saveType: { type: 'string', maxLength: 20 }, actionType: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const claims = request.auth!;
      const now = new Date();
      const read = await statements.read(app.sql, { id, tokenIds: [claims.jti, claims.sid], now });
      settleDenyList(request, read.denied);
      const row = read.row;
      if (!row) throw unknownProspect();
      if (!mayTouch(claims, id)) throw forbidden();
      if (row.status !== 'draft') throw blockEditing();
      // RO_EDITING: the customer waits (12013) while an agent holds it; the agent must hold it (and renews it).
      if (claims.aud === 'agent') await checkSaveAllowed(app.db, claims, id, holdTtlSec);
      else if (row.heldBy !== undefined) throw roEditing();
      const body = request.body;
      if (body.version !== row.version) throw stale();

      const application = (body.applicationInfo ?? {}) as JsonObject;
      const saveType = textOf(body.saveType) ?? textOf(application.saveType);
      const actionType = textOf(body.actionType) ?? textOf(application.actionType);
      const submitting = actionType === 'submit' || saveType === 'submit';

      const part = recordPart(body, groups);
      // The KYC annexure is the officer's (spec 001 §1), status and the documents asked for are the
      // bank's: a customer's save leaves them as stored.
      // sections keep their types even when the customer's copy of a bank section is then dropped
      // (only the groups' own types are checked: the shallow merge has the same ones as the deep)
      const typeErrors = groupTypeErrors(app.bundle, registry, { ...row.record, ...part });
      if (claims.aud !== 'agent') for (const bankOwned of BANK_OWNED_GROUPS) delete part[bankOwned];
      const merged = overlay(row.record, part) as JsonObject;
      const applicant = (row.record.applicantInfo ?? {}) as JsonObject;
      const accountNo = accountNoOf(row.record) || (await nextAccountNumber(app.db));
      const record = withServerFields(merged, { prospectId: id, applicant, accountNo, saveType, actionType });

      // edit-application mode (an agent holds the application) brings in the KYC annexure
      const context = { editApplication: claims.aud === 'agent' };
      const errors = validateRecord(registry, record, submitting ? 'submit' : 'draft', context);
      errors.unshift(...typeErrors); // security suite: groups keep their types
      if (submitting) errors.push(...missingDocumentErrors(record, docRules, documentTitle, notUploaded));
      if (errors.length > 0) throw fieldsValidation(errors);

      // The read's dedupe matches compare the stored values: still right when the save keeps them.
      const columns = indexedColumns(record);
      const unchanged = columns.mobile === row.columns.mobile && columns.email === row.columns.email && columns.tradeLicence === row.columns.tradeLicence;
      const preScreening = await screening.run({ record, prospectId: id, dedupeMatches: unchanged ? row.dedupe : undefined }, app.db);
      const stops = screening.stops(preScreening);
      const stored = withServerFields(submitting && !stops ? submittedRecord(record, servicesRules) : record, { prospectId: id, applicant, accountNo, preScreening });
      const saved = await statements.write(app.sql, {
        id,
        expectedVersion: row.version,
        record: stored,
        columns: indexedColumns(stored),
        status: stops ? 'stopped' : submitting ? 'submitted' : 'draft',
        at: now,
      });
      if (!saved) {
        const current = await findProspect(app.db, id);
        throw current && current.status !== 'draft' ? blockEditing() : stale();
      }
      return { prospectId: id, version: saved.version, accountInfo: accountInfoOf(stored), preScreening };
    },
  );
};

export default update;
