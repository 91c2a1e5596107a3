import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { schemaFile } from '../../../core/bundle';
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
import { createSaveCache, type CachedSave } from '../../domain/prospects/save-cache';
import type { ProspectStatus } from '../../db/tables';
import type { TokenClaims } from '../../domain/tokens';
import type { DedupeMatch } from '../../domain/screening';
import { settleDenyList } from '../../plugins/auth';
import { createScreening } from '../../domain/screening';
import { servicesRulesOf } from '../../../core/services/rules';
import { missingDocumentErrors, submittedRecord } from '../../../core/services/submission';
import { documentRules } from '../../../core/documents';
import { documentsDomain, forgetOwners, liveDocuments } from '../../domain/documents';
import { mayTouch, unknownProspect } from './access';
import { groupTypeErrors } from '../../domain/prospects/group-types';
import { fieldsValidation } from './field-errors';
import { closedAsDuplicate, statusAfterScreening } from '../../domain/prospects/duplicate';
import { droppedPeopleErrors, removalsOf } from '../../domain/prospects/kept-people';
import { recordGroups } from './groups';

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

/** What a save decides on: the stored application as read, or as this process last wrote it (save-cache.ts). */
type Base = Pick<CachedSave, 'record' | 'columns' | 'dedupe'>;

/**
 * PUT /usertypes/sme/prospects/{id} (spec 000 §4 "Saving", DESIGN §4): a draft save checks types
 * and limits, a submit everything; screening runs every time; the write happens in one statement
 * and only over the version the caller read (else 409).
 *
 * Two statements in all (issue 8.1): one read (deny list, application, hold, dedupe matches:
 * domain/prospects/save-statements.ts) and the conditional write. The first save of an application
 * also draws its account number; a save that changes the trade licence runs dedupe on the new one.
 *
 * One statement when this process wrote the version a customer's draft save is over: the record
 * comes from the save cache and the guarded write makes the read's checks in the database. When
 * it refuses, or the save has field errors or changes a compared value, the save runs as above, so
 * every answer (401, 409, 12013, the errors) is the one the read decides.
 */
const update: FastifyPluginAsync = async (app) => {
  const registry = registryOf(app.bundle);
  const screening = createScreening(app.bundle);
  const statements = saveStatements(screening.dedupeFields);
  const cache = createSaveCache(schemaFile<{ saveCache: { maxEntries: number } }>(app.bundle, 'rules/constants.json').saveCache.maxEntries);
  const groups = recordGroups(app.bundle);
  const servicesRules = servicesRulesOf(registry);
  const docRules = documentRules(app.bundle);
  const docDomain = documentsDomain(app.bundle);
  const documentTitle = (key: string) => registry.text('documents', key);
  const notUploaded = (document: string) => registry.text('messages', 'documentNotUploaded', { document });
  const holdTtlSec = agentRules(app.bundle).lock.ttlSec;

  /** The record the save would store, before screening, and its field errors. */
  async function merge(base: Base, body: JsonObject, claims: TokenClaims, id: string, intent: Intent) {
    const part = recordPart(body, groups);
    // The KYC annexure is the officer's (spec 001 §1), status and the documents asked for are the
    // bank's: a customer's save leaves them as stored.
    // sections keep their types even when the customer's copy of a bank section is then dropped
    // (only the groups' own types are checked: the shallow merge has the same ones as the deep)
    const typeErrors = groupTypeErrors(app.bundle, registry, { ...base.record, ...part });
    if (claims.aud !== 'agent') for (const bankOwned of BANK_OWNED_GROUPS) delete part[bankOwned];
    const merged = overlay(base.record, part) as JsonObject;
    // the documents section is the server's (rule SAVE-OWN): its slots follow the answers and its
    // uploads are the files stored, whatever a save says; the bank's own requests stay as stored
    const documents = await liveDocuments(app.db, docDomain, id, { ...merged, documents: base.record.documents });
    merged.documents = documents.section;
    const applicant = (base.record.applicantInfo ?? {}) as JsonObject;
    const accountNo = accountNoOf(base.record) || (await nextAccountNumber(app.db));
    const record = withServerFields(merged, { prospectId: id, applicant, accountNo, saveType: intent.saveType, actionType: intent.actionType });

    // edit-application mode (an agent holds the application) brings in the KYC annexure
    const context = { editApplication: claims.aud === 'agent' };
    const errors = validateRecord(registry, record, intent.submitting ? 'submit' : 'draft', context);
    errors.unshift(...typeErrors); // security suite: groups keep their types
    // a stakeholder leaves only through the delete action, which names them (rule SAVE-OWN)
    errors.unshift(...droppedPeopleErrors(registry, base.record, record, removalsOf(body)));
    if (intent.submitting) errors.push(...missingDocumentErrors(record, docRules, documentTitle, notUploaded));
    const columns = indexedColumns(record);
    // the base's dedupe matches compare the stored values: still right when the save keeps them
    const unchanged = columns.mobile === base.columns.mobile && columns.email === base.columns.email && columns.tradeLicence === base.columns.tradeLicence;
    return { record, applicant, accountNo, errors, unchanged, uploadCount: documents.uploadCount };
  }

  /** Screening, and the row to write. */
  async function screened(merged: Awaited<ReturnType<typeof merge>>, base: Base, id: string, intent: Intent) {
    const { record, applicant, accountNo } = merged;
    const { preScreening, duplicateOf } = await screening.run({ record, prospectId: id, dedupeMatches: merged.unchanged ? base.dedupe : undefined, saveType: intent.submitting ? 'submit' : intent.saveType, uploadCount: merged.uploadCount }, app.db);
    const stops = screening.stops(preScreening);
    const screenedRecord = duplicateOf ? closedAsDuplicate(record, duplicateOf) : record;
    const stored = withServerFields(intent.submitting && !stops ? submittedRecord(record, servicesRules) : screenedRecord, { prospectId: id, applicant, accountNo, preScreening });
    const status: ProspectStatus = statusAfterScreening(stops, duplicateOf, intent.submitting);
    return { stored, status, preScreening, columns: indexedColumns(stored) };
  }

  function remember(id: string, version: number, written: Awaited<ReturnType<typeof screened>>, dedupe: DedupeMatch[] | undefined) {
    const { stored, status, columns } = written;
    if (status === 'draft' && dedupe) cache.put(id, { version, record: stored, columns: { mobile: columns.mobile, email: columns.email, tradeLicence: columns.tradeLicence }, dedupe });
    else cache.forget(id);
  }

  const answer = (id: string, version: number, written: Awaited<ReturnType<typeof screened>>) => ({
    prospectId: id,
    version,
    accountInfo: accountInfoOf(written.stored),
    preScreening: written.preScreening,
  });

  /** The uploaded files of the stakeholders a save deleted go with them (rule NOTHING-KEPT). */
  async function forgetRemoved(id: string, body: JsonObject, saved: JsonObject) {
    const removals = removalsOf(body);
    if (removals.size === 0) return;
    const kept = new Set((Array.isArray(saved.signatoryInfo) ? saved.signatoryInfo : []).map((person) => (person as JsonObject)?.signatoryId));
    await forgetOwners(app.db, id, [...removals].filter((owner) => !kept.has(owner)));
  }

  /** The one-statement save over a cached version; undefined: decide with a read. */
  async function savedOverCache(request: FastifyRequest, cached: CachedSave, id: string, intent: Intent, now: Date) {
    const claims = request.auth!;
    const merged = await merge(cached, request.body as JsonObject, claims, id, intent);
    if (merged.errors.length > 0 || !merged.unchanged) return undefined;
    const written = await screened(merged, cached, id, intent);
    const saved = await statements.guardedWrite(
      app.sql,
      { id, expectedVersion: cached.version, record: written.stored, columns: written.columns, status: written.status, at: now },
      { tokenIds: [claims.jti, claims.sid], dedupe: cached.dedupe },
    );
    if (!saved) return undefined;
    settleDenyList(request, false); // the write found neither token id on the deny list
    remember(id, saved.version, written, cached.dedupe);
    await forgetRemoved(id, request.body as JsonObject, written.stored);
    return answer(id, saved.version, written);
  }

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
      const body = request.body;
      const intent = intentOf(body);

      const cached = claims.aud === 'customer' && !intent.submitting && mayTouch(claims, id) ? cache.get(id, body.version as number) : undefined;
      if (cached) {
        const done = await savedOverCache(request, cached, id, intent, now);
        if (done) return done;
      }

      const read = await statements.read(app.sql, { id, tokenIds: [claims.jti, claims.sid], now });
      settleDenyList(request, read.denied);
      const row = read.row;
      if (!row || !mayTouch(claims, id)) throw unknownProspect();
      if (row.status !== 'draft') throw blockEditing();
      // RO_EDITING: the customer waits (12013) while an agent holds it; the agent must hold it (and renews it).
      if (claims.aud === 'agent') await checkSaveAllowed(app.db, claims, id, holdTtlSec);
      else if (row.heldBy !== undefined) throw roEditing();
      if (body.version !== row.version) throw stale();

      const merged = await merge(row, body, claims, id, intent);
      if (merged.errors.length > 0) throw fieldsValidation(merged.errors);
      const written = await screened(merged, row, id, intent);
      const saved = await statements.write(app.sql, { id, expectedVersion: row.version, record: written.stored, columns: written.columns, status: written.status, at: now });
      if (!saved) {
        cache.forget(id);
        const current = await findProspect(app.db, id);
        throw current && current.status !== 'draft' ? blockEditing() : stale();
      }
      remember(id, saved.version, written, merged.unchanged ? row.dedupe : undefined);
      await forgetRemoved(id, body, written.stored);
      return answer(id, saved.version, written);
    },
  );
};

export default update;
