import type { Bundle } from '../bundle';
import { schemaFile } from '../bundle';

import type { DocumentRule, DocumentRules, GroupRule, UploadRules } from '../rules/documents';

export type { DocumentRule, DocumentRules, GroupRule, UploadRules };

export const COMPANY_GROUPS = ['companyDocuments', 'companyBankStatements', 'companyAddressProof', 'companyInvoices', 'otherDocuments'] as const;
export const STAKEHOLDER_GROUPS = ['documents', 'personalBankStatements', 'personalBackground'] as const;
export type CompanyGroupName = (typeof COMPANY_GROUPS)[number];
export type StakeholderGroupName = (typeof STAKEHOLDER_GROUPS)[number];

/** schemas/rules/documents.json of a bundle. */
export function documentRules(bundle: Bundle): DocumentRules {
  return schemaFile<DocumentRules>(bundle, 'rules/documents.json');
}
