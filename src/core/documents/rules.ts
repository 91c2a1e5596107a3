import type { Bundle } from '../bundle';
import { schemaFile } from '../bundle';

/** One document an application may need (schemas/rules/documents.json, its $comment explains each field). */
export interface DocumentRule {
  type: string;
  category?: string;
  titleKey: string;
  numberedTitleKey?: string;
  required: boolean | Record<string, unknown>;
  when?: Record<string, unknown>;
  perPassport?: boolean;
  minBytes?: number;
}

export interface GroupRule {
  limit: number;
  documents: DocumentRule[];
}

export interface UploadRules {
  bankCode: string;
  maxBytes: number;
  minBytes: number;
  types: Array<{ mime: string; extensions: string[] }>;
  maxUploadsPerApplication: number;
  ratePerMinute: number;
  tokenTtlSec: number;
  maxFileNameLength: number;
}

export const COMPANY_GROUPS = ['companyDocuments', 'companyBankStatements', 'companyAddressProof', 'companyInvoices', 'otherDocuments'] as const;
export const STAKEHOLDER_GROUPS = ['documents', 'personalBankStatements', 'personalBackground'] as const;
export type CompanyGroupName = (typeof COMPANY_GROUPS)[number];
export type StakeholderGroupName = (typeof STAKEHOLDER_GROUPS)[number];

export interface DocumentRules {
  uploadedStatus: string;
  categories: string[];
  upload: UploadRules;
  companyGroups: Record<CompanyGroupName, GroupRule>;
  stakeholderGroups: Record<StakeholderGroupName, GroupRule>;
  $defs?: Record<string, unknown>;
}

/** schemas/rules/documents.json of a bundle. */
export function documentRules(bundle: Bundle): DocumentRules {
  return schemaFile<DocumentRules>(bundle, 'rules/documents.json');
}
