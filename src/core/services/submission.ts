/** What submitting changes in the record: the status label and the confirmation view. */
import { deriveDocuments, isUploadComplete, missingDocuments, type DocumentRules, type Translate } from '../documents';
import type { FieldError } from '../schema/registry';
import { objectOf, type Json } from './record';
import type { ServicesRules } from './rules';

export function submittedRecord(record: Json, rules: ServicesRules): Json {
  return {
    ...record,
    applicationInfo: { ...objectOf(record.applicationInfo), viewId: rules.submission.viewId },
    prospectStatusInfo: { ...objectOf(record.prospectStatusInfo), status: rules.submission.status },
  };
}

/**
 * Documents completeness on submit: unless the valid RO code is Y, every required slot
 * the record needs must be Uploaded. One FieldsValidation item per missing slot, at its group.
 */
export function missingDocumentErrors(record: Json, rules: DocumentRules, t: Translate, message: (document: string) => string): FieldError[] {
  const groups = deriveDocuments(record, rules, { title: t });
  if (isUploadComplete(groups, record, rules)) return [];
  return missingDocuments(groups, rules).map((item) => {
    const title = String(item.documentTitle ?? item.documentType);
    const ownerIndex = groups.stakeholdersDocuments.findIndex((p) =>
      [p.documents, p.personalBankStatements, p.personalBackground].some((g) => g.documents.includes(item)),
    );
    const base = ownerIndex >= 0 ? `$.documents.stakeholdersDocuments[${ownerIndex}]` : `$.documents`;
    return {
      path: `${base}.${item.documentKey}`,
      keyword: 'documentMissing',
      message: message(title),
      messageKey: 'documentNotUploaded',
      params: { document: title },
    };
  });
}
