/** One document slot of record.documents. */
export interface DocumentItem {
  documentKey: string;
  documentType: string;
  documentTitle: string;
  required: boolean;
  /** "Uploaded" once a file is stored for the slot, "" before */
  uploadStatus: string;
  fileName: string;
  fileDescription?: string;
  category?: string;
  /** the bank asked for it (a requested category or an entry of otherDocuments): a submitted application may still upload it */
  asked?: boolean;
  /** the smallest accepted file, when the rule sets its own */
  minBytes?: number;
  /**
   * the slot among its owner's documents of its type ("Passport_2": the owner's second passport):
   * what an upload is stored under, so that a file stays with its owner's slot when the
   * application's running numbers move (another stakeholder deleted or a passport added before it)
   */
  slotKey: string;
}

export interface DocumentGroup {
  documents: DocumentItem[];
  isDocUpdate: boolean;
  limit: number;
}

export interface StakeholderDocuments {
  signatoryId: string;
  /** the stakeholder's name as listed (full name, or first and last name) */
  name: string;
  documents: DocumentGroup;
  personalBankStatements: DocumentGroup;
  personalBackground: DocumentGroup;
}

export interface DocumentGroups {
  companyDocuments: DocumentGroup;
  companyBankStatements: DocumentGroup;
  companyAddressProof: DocumentGroup;
  companyInvoices: DocumentGroup;
  otherDocuments: DocumentGroup;
  stakeholdersDocuments: StakeholderDocuments[];
  isCompanyDocUpdate: boolean;
}

/** What the server stored for one slot (by uploadKeyOf); `owner` is the signatoryId of a stakeholder's document, "" for the company's. */
export interface StoredUpload {
  fileName: string;
  owner: string;
}

/** A document slot with where it sits: its owner ("" = company) and group. */
export interface LocatedDocument {
  item: DocumentItem;
  owner: string;
  group: string;
}

/** The key of a slot's file among an application's uploads: its owner and its slotKey. */
export function uploadKeyOf(owner: string, slotKey: string): string {
  return `${owner}|${slotKey}`;
}
