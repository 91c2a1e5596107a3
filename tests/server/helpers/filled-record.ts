import companyInfo from '../../../schemas/samples/companyInfo.json';
import finalCompany from '../../../schemas/samples/finalQuestionsCompany.json';
import services from '../../../schemas/samples/selectServices.json';
import { overlay } from '../../../src/server/domain/prospects';

type Json = Record<string, any>;

/** A sample of schemas/samples without its note to analysts. */
export const sampleOf = (sample: Json): Json => {
  const { $comment: _comment, ...rest } = sample;
  return structuredClone(rest);
};

/**
 * `record` (as the server answered it) with every stage answered from the samples analysts keep:
 * Company Information, the company's Final Questions and Select Services; no stakeholders yet (their
 * stages have their own tests) and no KYC annexure (a customer's record).
 */
export function everyStageAnswered(record: Json): Json {
  const filled = [companyInfo, finalCompany, services].map(sampleOf).reduce((out, sample) => overlay(out, sample) as Json, record);
  filled.applicationInfo = { ...filled.applicationInfo, accountType: record.applicationInfo.accountType, rakValuePackage: '' };
  filled.signatoryInfo = [];
  filled.applicantInfo = record.applicantInfo;
  delete filled.kycAnnexure;
  return filled;
}
