import { isObject } from '../prospects/columns';

/** Documents uploaded to an application, across every group of record.documents; `uploadedStatus` is documents.json's word for one. */
export function countUploadedDocuments(documents: unknown, uploadedStatus: string): number {
  const isUploaded = (value: Record<string, unknown>) => value.uploadStatus === uploadedStatus || (typeof value.fileName === 'string' && value.fileName !== '');
  let count = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) return;
    if (typeof node.documentKey === 'string' || typeof node.documentType === 'string') {
      if (isUploaded(node)) count += 1;
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(documents);
  return count;
}
