export { createDocumentStore, type DocumentStore } from './storage';
export { countUploads, deleteUpload, insertUpload, latestUpload, latestUploads, storedUploads, type UploadRow } from './repository';
export { createUploadTokens, type UploadTokens } from './upload-token';
export { documentWords, documentsDomain, type DocumentsDomain } from './groups';
export { liveDocuments, liveDocumentsSection } from './section';
