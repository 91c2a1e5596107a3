export { forgetOwners, moveFolderIn, newStoredName, storeUpload, uploadBytes, type StoreResult } from './bytes';
export { countUploads, insertUpload, latestOf, latestUpload, latestUploads, storedUploads, uploadsOf, type UploadRow } from './repository';
export { createUploadTokens, type UploadTokens } from './upload-token';
export { documentWords, documentsDomain, type DocumentsDomain } from './groups';
export { liveDocuments, liveDocumentsSection, sectionOf } from './section';
export { uploadFacts, type UploadFacts } from './files';
