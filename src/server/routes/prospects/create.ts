import { requestLanguage } from '../../plugins/request-language';
import type { FastifyPluginAsync } from 'fastify';
import { recordTemplate } from '../../../core/schema/defaults';
import { schemaFile } from '../../../core/bundle';
import { ApiError } from '../../errors/api-error';
import {
  accountTypesOf,
  indexedColumns,
  insertProspect,
  nextAccountNumber,
  newProspectId,
  type LeadNumberFormat,
  overlay,
  recordPart,
  registryOf,
  validateApplicant,
  withServerFields,
  type JsonObject,
} from '../../domain/prospects';
import { decideRoCode } from '../../domain/invites';
import { createScreening } from '../../domain/screening';
import { sendLimitAnswer } from '../otp/answers';
import { otpService } from '../otp/service';
import { recordTypeErrors } from '../../domain/prospects/record-types';
import { fieldsValidation } from './field-errors';
import { closedAsDuplicate, statusAfterScreening } from '../../domain/prospects/duplicate';
import { recordGroups, segmentsOf } from './groups';
import { bodyLimits } from '../../plugins/json-body';
import { createProspectRoute, type ProspectCreated } from '../../../core/api/prospects';

/**
 * POST /users/{userType}/prospects: checks the applicant in full,
 * creates the application with a new lead number, screens it and sends the first one-time code.
 */
const create: FastifyPluginAsync = async (app) => {
  const segments = segmentsOf(app.bundle);

  app.post<{ Params: { userType: string }; Body: JsonObject; Reply: ProspectCreated }>(
    '/users/:userType/prospects',
    { schema: createProspectRoute, bodyLimit: bodyLimits.recordBodyMaxBytes },
    async (request, reply) => {
      if (!segments.includes(request.params.userType)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      const bundle = request.release.bundle;
      const { leadNumber } = schemaFile<{ leadNumber: LeadNumberFormat }>(bundle, 'rules/constants.json');
      const registry = registryOf(bundle);
      const screening = createScreening(bundle);
      const accountTypes = accountTypesOf(bundle);
      const record = overlay(recordTemplate(bundle), recordPart(request.body, recordGroups(bundle))) as JsonObject;

      const errors = validateApplicant(registry, record);
      errors.unshift(...recordTypeErrors(bundle, registry, record)); // security suite: groups keep their types
      if (errors.length > 0) throw fieldsValidation(errors);
      const application = (record.applicationInfo ?? {}) as JsonObject;
      if (!accountTypes.includes(application.accountType as string)) {
        throw new ApiError(400, 'FieldsValidation', [{ errorCode: 'ACCOUNT_TYPE_INVALID', fieldPath: '$.applicationInfo.accountType' }]);
      }

      // An invite's officer code (validRoCode Y), or a typed code checked against the agents.
      const ro = await decideRoCode(app.db, request.body, record);
      const applicant = record.applicantInfo as JsonObject;
      const sent = await otpService(app, bundle).send(
        { countryCode: String(applicant.countryCode), mobileNo: String(applicant.mobileNo), email: String(applicant.email) },
        request.ip,
        requestLanguage(request),
      );
      if (!sent.ok) return sendLimitAnswer(bundle, request, reply, sent, requestLanguage(request));

      const prospectId = newProspectId(leadNumber);
      await ro.claim(prospectId);
      const base = withServerFields(record, {
        prospectId,
        applicant: { ...applicant, validRoCode: ro.validRoCode },
        accountNo: await nextAccountNumber(app.db),
      });
      const { preScreening, duplicateOf } = await screening.run({ record: base, prospectId }, app.db);
      const stored = withServerFields(duplicateOf ? closedAsDuplicate(base, duplicateOf) : base, {
        prospectId,
        applicant: base.applicantInfo as JsonObject,
        accountNo: (base.accountInfo as JsonObject[])[0].accountNo as string,
        preScreening,
      });
      await insertProspect(app.db, {
        id: prospectId,
        record: stored,
        columns: indexedColumns(stored),
        status: statusAfterScreening(screening.stops(preScreening), duplicateOf, false),
        at: new Date(),
        releaseId: request.release.id,
        // the applicant, before any session: the start itself is the entry (rule TRAIL)
        trail: { actorKind: 'customer', actorId: '', action: 'start', changes: [], always: true },
      });
      return { prospectId, validRoCode: ro.validRoCode };
    },
  );
};

export default create;
