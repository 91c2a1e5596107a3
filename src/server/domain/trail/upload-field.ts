/** The field an upload's trail entry names: `documents.<documentKey>` (its value is the file's own name). */
const UPLOADED = 'documents.';

export const uploadField = (documentKey: string): string => `${UPLOADED}${documentKey}`;

/** The document key of an upload's entry; undefined for any other field. */
export const uploadedDocumentOf = (field: string | null): string | undefined => (field?.startsWith(UPLOADED) ? field.slice(UPLOADED.length) : undefined);
