import { requestLanguage } from '../../plugins/request-language';
import type { FastifyPluginAsync } from 'fastify';
import { declaredShape, noteDropped, withoutUndeclared } from '../../domain/prospects/declared-shape';
import { saveProspectRoute, type ProspectSaved, type SaveProspect } from '../../../core/api/prospects';
import { ApiError } from '../../errors/api-error';
import { schemaFile } from '../../../core/bundle';
import type { ConstantsRules } from '../../../core/rules/constants';
import {
  accountNumbersOf,
  accountNoOf,
  copyJson,
  guardedSave,
  indexedColumns,
  isObject,
  lockProspect,
  nextAccountNumber,
  overlay,
  readForSave,
  sameDedupe,
  recordPart,
  registryOf,
  saveProspect,
  validateRecord,
  withServerFields,
  type JsonObject,
  type SaveGuard,
  type SavedRow,
} from '../../domain/prospects';
import { agentRules } from '../../domain/agents';
import { agentIdOf, checkSaveAllowed, roEditing } from '../../domain/lock';
import type { ProspectStatus } from '../../db/tables';
import { isDenied, type TokenClaims } from '../../domain/tokens';
import type { Db } from '../../db/client';
import { createScreening } from '../../domain/screening';
import { servicesRulesOf } from '../../../core/services/rules';
import { missingDocumentErrors, submittedRecord } from '../../../core/services/submission';
import { documentRules } from '../../../core/documents';
import { documentsDomain, forgetOwners, sectionOf, uploadsOf, type UploadRow } from '../../domain/documents';
import type { DedupeMatch } from '../../domain/screening';
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
import { bodyLimits } from '../../plugins/json-body';
import { unauthorized } from '../../plugins/auth';
import { reopenSteps, stepsToReopen, type ReopenedStep } from '../../../core/wizard/reopen';
import { recordWithStepIds, stepIdsOf } from '../../../core/wizard/step-ids';
import { actorOf, trailOf } from '../../domain/trail';

const blockEditing = () => new ApiError(423, 'Locked', [{ errorCode: 'BLOCK_EDITING' }]);
const editRequired = () => new ApiError(423, 'Locked', [{ errorCode: 'RO_EDIT_REQUIRED' }]);
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
  /** the release it was last checked against */
  releaseId: string | null;
}

/** Its uploads: how many were made, and the current file of each slot. */
interface Uploads {
  latest: Map<string, UploadRow>;
  count: number;
}

/**
 * PUT /usertypes/sme/prospects/{id}: a draft save checks types
 * and limits, a submit everything; screening runs every time. Every check here (version, state,
 * hold, fields, screening) is made on what one read found, and the write lands only over that
 * version, that hold and those files (else the locked path decides again, and answers 409 when the
 * version moved). A save that deletes stakeholders takes the row lock first and drops their files
 * in the write's transaction (rule NOTHING-KEPT). Parallel saves, holds and uploads of the
 * application take turns, on any number of servers (rule ANY-SERVER).
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
    // the KYC annexure, the status and what the bank asked for are the bank's (agents.json bankOwnedGroups)
    const { bankOwnedGroups } = agentRules(bundle);
    const { recordMaxBytes } = schemaFile<ConstantsRules>(bundle, 'rules/constants.json');
    const mailer = appMailer(app, otpRules(bundle).emailFrom);
    const shape = declaredShape(bundle, registry);

    const objectOf = (value: unknown): JsonObject => (isObject(value) ? value : {});
    /** The account type and banking of a stored record, as a save must leave them. */
    const accountOf = (record: JsonObject): JsonObject => {
      const { accountType, islamicBanking } = objectOf(record.applicationInfo);
      return { accountType, islamicBanking };
    };

    /** The record the save would store, before screening, and its field errors, from the stored record, its files and its account number. */
    /** `releaseId`: the release the save is checked against; a draft last checked against another has its completed steps that fail now opened again. */
    function merge(base: Base, body: JsonObject, claims: TokenClaims, id: string, intent: Intent, uploads: Uploads, accountNo: string, releaseId: string) {
      // keys no schema declares are dropped (docs/decisions/0013): what is stored is only what is declared
      const dropped: string[] = [];
      const part = withoutUndeclared(recordPart(body, groups), shape, dropped) as JsonObject;
      // The KYC annexure is the officer's, status and the documents asked for are the
      // bank's: a customer's save leaves them as stored.
      // what the body says keeps the record schemas' types, its copies of the server's and the bank's
      // sections too (they are then dropped or replaced)
      const merged = overlay(base.record, part) as JsonObject;
      const typeErrors = recordTypeErrors(bundle, registry, merged);
      if (claims.aud !== 'agent') {
        for (const bankOwned of bankOwnedGroups) {
          if (base.record[bankOwned] === undefined) delete merged[bankOwned];
          else merged[bankOwned] = copyJson(base.record[bankOwned]);
        }
      }
      // the account type is the start's and the account-type route's: a save leaves it as stored
      if (isObject(merged.applicationInfo)) merged.applicationInfo = { ...merged.applicationInfo, ...accountOf(base.record) };
      // the documents section is the server's (rule SAVE-OWN): its slots follow the answers and its
      // uploads are the files stored, whatever a save says; the bank's own requests stay as stored
      merged.documents = sectionOf(docDomain, { ...merged, documents: base.record.documents }, uploads.latest);
      const applicant = (base.record.applicantInfo ?? {}) as JsonObject;
      // a page loaded before steps were named by id sends them by position: they are named by id here
      const saved = recordWithStepIds(
        withServerFields(merged, { prospectId: id, applicant, accountNo, saveType: intent.saveType, actionType: intent.actionType }),
        stepIdsOf(registry.wizards),
      );
      // a page opened before a release saves under it: its completed steps that fail now are opened again, and it is told (rule RELEASE-MOVE)
      const reopened = base.releaseId === releaseId ? [] : stepsToReopen(registry, saved);
      const record = reopenSteps(saved, reopened);

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
      return { record, applicant, accountNo, errors, uploadCount: uploads.count, dropped, reopened };
    }

    /** Screening (with the dedupe matches the caller read, when it has them), and the row to write. */
    async function screened(db: Db, merged: ReturnType<typeof merge>, id: string, intent: Intent, dedupeMatches?: DedupeMatch[]) {
      const { record, applicant, accountNo } = merged;
      const saveType = intent.submitting ? 'submit' : intent.saveType;
      const { preScreening, duplicateOf } = await screening.run({ record, prospectId: id, saveType, uploadCount: merged.uploadCount, dedupeMatches }, db);
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
    const confirm = (record: JsonObject, id: string, lang: string) => mailer.deliver(confirmationMessages(bundle, record, id, lang));

    const rules = agentRules(bundle);
    return { merge, screened, forgetRemoved, holdTtlSec, confirm, dedupeFields: screening.dedupeFields, rules };
  });

  app.put<{ Params: { id: string }; Body: SaveProspect; Reply: ProspectSaved }>(
    '/usertypes/sme/prospects/:id',
    {
      // the deny-list look-up rides on the save's read (one statement fewer on every save)
      preHandler: app.requireSignedToken('customer', 'agent'),
      schema: saveProspectRoute,
      // the record is sent whole: a body larger than the largest record is refused before it is read (413)
      bodyLimit: bodyLimits.recordBodyMaxBytes,
    },
    async (request) => {
      const id = request.params.id;
      const claims = request.auth!;
      const revocation = request.revocationPending!;
      const now = new Date();
      const body = request.body;
      const intent = intentOf(body);
      const release = request.release;
      const { merge, screened, forgetRemoved, holdTtlSec, confirm, dedupeFields, rules } = forRelease(release.bundle);
      /** The row a save writes over the `version` of `base`: checked against this release (a submitted application keeps it), with the steps it opened again, and who changed what. */
      const rowOf = (
        base: { version: number; record: JsonObject },
        written: { stored: JsonObject; columns: SavedRow['columns']; status: ProspectStatus },
        reopened: ReopenedStep[],
      ): SavedRow => ({
        id,
        expectedVersion: base.version,
        record: written.stored,
        columns: written.columns,
        status: written.status,
        at: now,
        releaseId: release.id,
        reopened,
        trail: trailOf(rules, actorOf(claims), written.status === 'submitted' ? 'submit' : 'save', base.record, written.stored),
      });
      type Done = { answer: ProspectSaved; submitted?: JsonObject };
      const done = (
        version: number,
        stored: JsonObject,
        status: ProspectStatus,
        preScreening: ProspectSaved['preScreening'],
        reopened: ReopenedStep[],
      ): Done => ({
        answer: { prospectId: id, version, accountInfo: accountNumbersOf(stored), preScreening, ...(reopened.length ? { reopenedSteps: reopened } : {}) },
        submitted: status === 'submitted' ? stored : undefined,
      });

      /**
       * Most saves: one read of the application with its hold, files and dedupe facts, then one
       * write on the condition that none of them changed (guarded-save). undefined: the locked path
       * below decides (a deletion, an application without an account number, or a row that changed
       * since the read).
       */
      async function readThenWrite(): Promise<Done | undefined> {
        if (!mayTouch(claims, id) || removalsOf(body).size > 0) return undefined;
        const facts = await readForSave(app.db, id, dedupeFields, now, revocation);
        if (!facts) return undefined;
        if (facts.revoked) throw unauthorized();
        request.revocationPending = null;
        const { row } = facts;
        if (row.status !== 'draft') throw blockEditing();
        const agentId = agentIdOf(claims);
        if (agentId === undefined && facts.hold) throw roEditing();
        if (agentId !== undefined && facts.hold?.agentId !== agentId) throw editRequired();
        if (body.version !== row.version) throw stale();
        const accountNo = accountNoOf(row.record);
        if (!accountNo) return undefined;

        const merged = merge(row, body, claims, id, intent, facts.uploads, accountNo, release.id);
        noteDropped(request, merged.dropped);
        if (merged.errors.length > 0) throw fieldsValidation(merged.errors);
        const written = await screened(app.db, merged, id, intent, sameDedupe(facts, indexedColumns(merged.record), dedupeFields));
        const guard: SaveGuard =
          agentId === undefined
            ? { uploadCount: facts.uploadMark, by: 'customer' }
            : { uploadCount: facts.uploadMark, by: 'agent', agentId, until: new Date(now.getTime() + holdTtlSec * 1000) };
        const saved = await guardedSave(app.db, { ...rowOf(row, written, merged.reopened), guard });
        return saved && done(saved.version, written.stored, written.status, written.preScreening, merged.reopened);
      }

      /**
       * One transaction: reads the application under its row lock, makes every check, and writes over
       * the version it read with the deleted stakeholders' files.
       */
      const underLock = async () => {
        if (request.revocationPending) {
          if (await isDenied(app.db, revocation)) throw unauthorized();
          request.revocationPending = null;
        }
        return app.db.transaction(async (tx): Promise<Done> => {
          const row = mayTouch(claims, id) ? await lockProspect(tx, id) : undefined;
          if (!row) throw unknownProspect();
          if (row.status !== 'draft') throw blockEditing();
          // RO_EDITING: the customer waits (12013) while an agent holds it; the agent must hold it (and renews it).
          await checkSaveAllowed(tx, claims, id, holdTtlSec, now);
          if (body.version !== row.version) throw stale();

          const uploads = await uploadsOf(tx, id);
          const accountNo = accountNoOf(row.record) || (await nextAccountNumber(tx));
          const merged = merge(row, body, claims, id, intent, uploads, accountNo, release.id);
          noteDropped(request, merged.dropped);
          if (merged.errors.length > 0) throw fieldsValidation(merged.errors);
          const written = await screened(tx, merged, id, intent);
          const saved = await saveProspect(tx, rowOf(row, written, merged.reopened));
          if (!saved) throw stale(); // not while the row is locked; the write's own guard all the same
          await forgetRemoved(tx, id, body, written.stored);
          return done(saved.version, written.stored, written.status, written.preScreening, merged.reopened);
        });
      };

      const result = (await readThenWrite()) ?? (await underLock());
      // told once the submission is stored: a submission that rolled back sends nothing
      if (result.submitted) await confirm(result.submitted, id, requestLanguage(request));
      return result.answer;
    },
  );
};

export default update;
