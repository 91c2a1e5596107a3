import { listDocuments } from './derive';
import type { DocumentRules } from './rules';
import type { DocumentGroups, DocumentItem } from './types';

type Json = Record<string, unknown>;

/** applicantInfo.validRoCode of the record: "Y" when a valid officer code came with the application. */
export function hasValidRoCode(record: Json): boolean {
  const applicant = record.applicantInfo;
  return typeof applicant === 'object' && applicant !== null && (applicant as Json).validRoCode === 'Y';
}

export function isUploaded(item: DocumentItem, rules: DocumentRules): boolean {
  return item.uploadStatus === rules.uploadedStatus;
}

/** Required slots not yet Uploaded. */
export function missingDocuments(groups: DocumentGroups, rules: DocumentRules): DocumentItem[] {
  return listDocuments(groups)
    .map((d) => d.item)
    .filter((item) => item.required && !isUploaded(item, rules));
}

/** The upload step is complete when every required document is Uploaded, or when the valid RO code is Y. */
export function isUploadComplete(groups: DocumentGroups, record: Json, rules: DocumentRules): boolean {
  return hasValidRoCode(record) || missingDocuments(groups, rules).length === 0;
}

/**
 * Whether a submitted application may still upload this slot (/business/ReUploadDocuments): the
 * bank asked for it, or it is required and still missing.
 */
export function uploadableAfterSubmission(item: DocumentItem, rules: DocumentRules): boolean {
  return item.asked === true || (item.required && !isUploaded(item, rules));
}
