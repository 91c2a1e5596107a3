import { isObject } from '../prospects/columns';

function isUploaded(value: Record<string, unknown>): boolean {
  return value.uploadStatus === 'Uploaded' || (typeof value.fileName === 'string' && value.fileName !== '');
}

/** Documents uploaded to an application, across every group of record.documents. */
export function countUploadedDocuments(documents: unknown): number {
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
