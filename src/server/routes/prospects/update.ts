import type { FastifyPluginAsync } from 'fastify';
import { saveProspectRoute, type ProspectSaved, type SaveProspect } from '../../../core/api/prospects';
import { ApiError } from '../../errors/api-error';
import { schemaFile } from '../../../core/bundle';
import type { ConstantsRules } from '../../../core/rules/constants';
import {
  accountNumbersOf,
  accountNoOf,
  copyJson,
  indexedColumns,
  isObject,
  lockProspect,
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
import type { ProspectStatus } from '../../db/tables';
import type { TokenClaims } from '../../domain/tokens';
import type { Db } from '../../db/client';
import { createScreening } from '../../domain/screening';
import { servicesRulesOf } from '../../../core/services/rules';
import { missingDocumentErrors, submittedRecord } from '../../../core/services/submission';
import { documentRules } from '../../../core/documents';
import { documentsDomain, forgetOwners, liveDocuments } from '../../domain/documents';
import { mayTouch, unknownProspect } from './access';
import { recordTypeErrors } from '../../domain/prospects/record-types';
import { fieldsValidation } from './field-errors';
import { closedAsDuplicate, statusAfterScreening } from '../../domain/prospects/duplicate';
import { droppedPeopleErrors, removalsOf } from '../../domain/prospects/kept-people';
import { recordGroups } from './groups';
import { perRelease } from '../../domain/releases';
import type { Bundle } from '../../../core/bundle';
import { confirmationMessages } from '../../domain/submission/confirmation';
import { otpRules } from '../../domain/otp/rules';
import { appMailer } from '../app-mailer';

/** Sections of the record only the bank (an agent or its systems) writes. */
const BANK_OWNED_GROUPS = ['kycAnnexure', 'status', 'prospectStatusInfo'] as const;

const blockEditing = () => new ApiError(423, 'Locked', [{ errorCode: 'BLOCK_EDITING' }]);
const stale = () => new ApiError(409, 'Conflict', [{ errorCode: 'CONFLICT' }]);

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

interface Intent {
  saveType?: string;
  actionType?: string;
  submitting: boolean;
}

function intentOf(body: JsonObject): Intent {
  const application = (body.applicationInfo ?? {}) as JsonObject;
  const saveType = textOf(body.saveType) ?? textOf(application.saveType);
  const actionType = textOf(body.actionType) ?? textOf(application.actionType);
  return { saveType, actionType, submitting: actionType === 'submit' || saveType === 'submit' };
}

/** The stored application a save is over. */
interface Base {
  record: JsonObject;
}

/**
 * PUT /usertypes/sme/prospects/{id}: a draft save checks types
 * and limits, a submit everything; screening runs every time. One transaction reads the
 * application under its row lock, makes every check here (version, state, hold, fields,
 * screening) and writes over the version it read (else 409), with the deleted stakeholders' files
 * (rule NOTHING-KEPT): parallel saves, holds and uploads of the application take turns, on any
 * number of servers (rule ANY-SERVER).
 */
const update: FastifyPluginAsync = async (app) => {
  const forRelease = perRelease((bundle: Bundle) => {
    const registry = registryOf(bundle);
    const screening = createScreening(bundle);
    const groups = recordGroups(bundle);
    const servicesRules = servicesRulesOf(registry);
    const docRules = documentRules(bundle);
    const docDomain = documentsDomain(bundle);
    const documentTitle = (key: string, params?: Record<string, unknown>) => registry.text('documents', key, params);
    const notUploaded = (document: string) => registry.text('messages', 'documentNotUploaded', { document });
    const holdTtlSec = agentRules(bundle).lock.ttlSec;
    const { recordMaxBytes } = schemaFile<ConstantsRules>(bundle, 'rules/constants.json').requestBody;
    const mailer = appMailer(app, otpRules(bundle).emailFrom);

    const objectOf = (value: unknown): JsonObject => (isObject(value) ? value : {});
    /** The account type and banking of a stored record, as a save must leave them. */
    const accountOf = (record: JsonObject): JsonObject => {
      const { accountType, islamicBanking } = objectOf(record.applicationInfo);
      return { accountType, islamicBanking };
    };

    /** The record the save would store, before screening, and its field errors. */
    async function merge(db: Db, base: Base, body: JsonObject, claims: TokenClaims, id: string, intent: Intent) {
      const part = recordPart(body, groups);
      // The KYC annexure is the officer's, status and the documents asked for are the
      // bank's: a customer's save leaves them as stored.
      // what the body says keeps the record schemas' types, its copies of the server's and the bank's
      // sections too (they are then dropped or replaced)
      const merged = overlay(base.record, part) as JsonObject;
      const typeErrors = recordTypeErrors(bundle, registry, merged);
      if (claims.aud !== 'agent') {
        for (const bankOwned of BANK_OWNED_GROUPS) {
          if (base.record[bankOwned] === undefined) delete merged[bankOwned];
          else merged[bankOwned] = copyJson(base.record[bankOwned]);
        }
      }
      // the account type is the start's and the account-type route's: a save leaves it as stored
      if (isObject(merged.applicationInfo)) merged.applicationInfo = { ...merged.applicationInfo, ...accountOf(base.record) };
      // the documents section is the server's (rule SAVE-OWN): its slots follow the answers and its
      // uploads are the files stored, whatever a save says; the bank's own requests stay as stored
      const documents = await liveDocuments(db, docDomain, id, { ...merged, documents: base.record.documents });
      merged.documents = documents.section;
      const applicant = (base.record.applicantInfo ?? {}) as JsonObject;
      const accountNo = accountNoOf(base.record) || (await nextAccountNumber(db));
      const record = withServerFields(merged, { prospectId: id, applicant, accountNo, saveType: intent.saveType, actionType: intent.actionType });

      // saves add up (a deep merge): one that would make the record larger than its bound changes nothing
      if (Buffer.byteLength(JSON.stringify(record)) > recordMaxBytes) throw new ApiError(413, 'BadRequest', [{ errorCode: 'RECORD_TOO_LARGE' }]);

      // edit-application mode (an agent holds the application) brings in the KYC annexure
      const context = { editApplication: claims.aud === 'agent' };
      const errors = validateRecord(registry, record, intent.submitting ? 'submit' : 'draft', context);
      // security suite: the body, and what would be stored, keep the record schemas' types
      errors.unshift(...(typeErrors.length ? typeErrors : recordTypeErrors(bundle, registry, record)));
      // a stakeholder leaves only through the delete action, which names them (rule SAVE-OWN)
      errors.unshift(...droppedPeopleErrors(registry, base.record, record, removalsOf(body)));
      if (intent.submitting) errors.push(...missingDocumentErrors(record, docRules, documentTitle, notUploaded));
      return { record, applicant, accountNo, errors, uploadCount: documents.uploadCount };
    }

    /** Screening, and the row to write. */
    async function screened(db: Db, merged: Awaited<ReturnType<typeof merge>>, id: string, intent: Intent) {
      const { record, applicant, accountNo } = merged;
      const { preScreening, duplicateOf } = await screening.run(
        { record, prospectId: id, saveType: intent.submitting ? 'submit' : intent.saveType, uploadCount: merged.uploadCount },
        db,
      );
      const stops = screening.stops(preScreening);
      const screenedRecord = duplicateOf ? closedAsDuplicate(record, duplicateOf) : record;
      const stored = withServerFields(intent.submitting && !stops ? submittedRecord(record, servicesRules) : screenedRecord, {
        prospectId: id,
        applicant,
        accountNo,
        preScreening,
      });
      const status: ProspectStatus = statusAfterScreening(stops, duplicateOf, intent.submitting);
      return { stored, status, preScreening, columns: indexedColumns(stored) };
    }

    /** The uploaded files of the stakeholders a save deleted go with them (rule NOTHING-KEPT). */
    async function forgetRemoved(db: Db, id: string, body: JsonObject, saved: JsonObject) {
      const removals = removalsOf(body);
      if (removals.size === 0) return;
      const kept = new Set((Array.isArray(saved.signatoryInfo) ? saved.signatoryInfo : []).map((person) => (person as JsonObject)?.signatoryId));
      await forgetOwners(
        db,
        id,
        [...removals].filter((owner) => !kept.has(owner)),
      );
    }

    /** The applicant hears that the application is submitted, with its reference (rule SUBMIT-CONFIRM). */
    const confirm = (record: JsonObject, id: string) => mailer.deliver(confirmationMessages(bundle, record, id));

    return { merge, screened, forgetRemoved, holdTtlSec, confirm };
  });

  app.put<{ Params: { id: string }; Body: SaveProspect; Reply: ProspectSaved }>(
    '/usertypes/sme/prospects/:id',
    {
      preHandler: app.requireAuth('customer', 'agent'),
      schema: saveProspectRoute,
    },
    async (request) => {
      const id = request.params.id;
      const claims = request.auth!;
      const now = new Date();
      const body = request.body;
      const intent = intentOf(body);
      const { merge, screened, forgetRemoved, holdTtlSec, confirm } = forRelease(request.release.bundle);

      const done = await app.db.transaction(async (tx) => {
        const row = mayTouch(claims, id) ? await lockProspect(tx, id) : undefined;
        if (!row) throw unknownProspect();
        if (row.status !== 'draft') throw blockEditing();
        // RO_EDITING: the customer waits (12013) while an agent holds it; the agent must hold it (and renews it).
        await checkSaveAllowed(tx, claims, id, holdTtlSec, now);
        if (body.version !== row.version) throw stale();

        const merged = await merge(tx, row, body, claims, id, intent);
        if (merged.errors.length > 0) throw fieldsValidation(merged.errors);
        const written = await screened(tx, merged, id, intent);
        const saved = await saveProspect(tx, {
          id,
          expectedVersion: row.version,
          record: written.stored,
          columns: written.columns,
          status: written.status,
          at: now,
          // a submitted application keeps the release it was checked against in full
          ...(intent.submitting ? { releaseId: request.release.id } : {}),
        });
        if (!saved) throw stale(); // not while the row is locked; the write's own guard all the same
        await forgetRemoved(tx, id, body, written.stored);
        const answer = { prospectId: id, version: saved.version, accountInfo: accountNumbersOf(written.stored), preScreening: written.preScreening };
        return { answer, submitted: written.status === 'submitted' ? written.stored : undefined };
      });
      // told once the submission is stored: a submission that rolled back sends nothing
      if (done.submitted) await confirm(done.submitted, id);
      return done.answer;
    },
  );
};

export default update;
