export { forgetOwners, moveFolderIn, newStoredName, storeUpload, uploadBytes, type StoreResult } from './bytes';
export { countUploads, insertUpload, latestUpload, latestUploads, storedUploads, type UploadRow } from './repository';
export { createUploadTokens, type UploadTokens } from './upload-token';
export { documentWords, documentsDomain, type DocumentsDomain } from './groups';
export { liveDocuments, liveDocumentsSection } from './section';
