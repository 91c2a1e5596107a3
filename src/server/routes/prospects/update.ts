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
  saveProspect,
  validateRecord,
  withServerFields,
  type JsonObject,
} from '../../domain/prospects';
import { agentRules } from '../../domain/agents';
import { checkSaveAllowed } from '../../domain/lock';
import { createScreening } from '../../domain/screening';
import { servicesRulesOf } from '../../../core/services/rules';
import { missingDocumentErrors, submittedRecord } from '../../../core/services/submission';
import { documentRules } from '../../../core/documents';
import { ownedProspect } from './access';
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
 */
const update: FastifyPluginAsync = async (app) => {
  const registry = registryOf(app.bundle);
  const screening = createScreening(app.bundle);
  const groups = recordGroups(app.bundle);
  const servicesRules = servicesRulesOf(registry);
  const docRules = documentRules(app.bundle);
  const documentTitle = (key: string) => registry.text('documents', key);
  const notUploaded = (document: string) => registry.text('messages', 'documentNotUploaded', { document });
  const holdTtlSec = agentRules(app.bundle).lock.ttlSec;

  app.put<{ Params: { id: string }; Body: JsonObject }>(
    '/usertypes/sme/prospects/:id',
    {
      preHandler: app.requireAuth('customer', 'agent'),
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
      const row = await ownedProspect(app, request, id);
      if (row.status !== 'draft') throw blockEditing();
      // RO_EDITING: the customer waits (12013) while an agent holds it; the agent must hold it.
      await checkSaveAllowed(app.db, request.auth!, id, holdTtlSec);
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
      const typeErrors = groupTypeErrors(app.bundle, registry, overlay(row.record, part) as JsonObject);
      if (request.auth?.aud !== 'agent') for (const bankOwned of BANK_OWNED_GROUPS) delete part[bankOwned];
      const merged = overlay(row.record, part) as JsonObject;
      const applicant = (row.record.applicantInfo ?? {}) as JsonObject;
      const accountNo = accountNoOf(row.record) || (await nextAccountNumber(app.db));
      const record = withServerFields(merged, { prospectId: id, applicant, accountNo, saveType, actionType });

      // edit-application mode (an agent holds the application) brings in the KYC annexure
      const context = { editApplication: request.auth?.aud === 'agent' };
      const errors = validateRecord(registry, record, submitting ? 'submit' : 'draft', context);
      errors.unshift(...typeErrors); // security suite: groups keep their types
      if (submitting) errors.push(...missingDocumentErrors(record, docRules, documentTitle, notUploaded));
      if (errors.length > 0) throw fieldsValidation(errors);

      const preScreening = await screening.run({ record, prospectId: id }, app.db);
      const stops = screening.stops(preScreening);
      const stored = withServerFields(submitting && !stops ? submittedRecord(record, servicesRules) : record, { prospectId: id, applicant, accountNo, preScreening });
      const saved = await saveProspect(app.db, {
        id,
        expectedVersion: row.version,
        record: stored,
        columns: indexedColumns(stored),
        status: stops ? 'stopped' : submitting ? 'submitted' : 'draft',
        at: new Date(),
      });
      if (!saved) {
        const now = await findProspect(app.db, id);
        throw now && now.status !== 'draft' ? blockEditing() : stale();
      }
      return { prospectId: id, version: saved.version, accountInfo: accountInfoOf(stored), preScreening };
    },
  );
};

export default update;
