import companyInfo from '../../../schemas/samples/companyInfo.json';
import finalCompany from '../../../schemas/samples/finalQuestionsCompany.json';
import services from '../../../schemas/samples/selectServices.json';
import { overlay } from '../../../src/server/domain/prospects';
import { sampleRecord } from '../../../src/core/schema/bundle-files';

type Json = Record<string, any>;

/** The record of a sample of schemas/samples. */
export const sampleOf = (sample: Json): Json => sampleRecord(sample);

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
