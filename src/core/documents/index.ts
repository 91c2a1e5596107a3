export * from './types';
export * from './rules';
export {
  deriveDocuments,
  documentsSection,
  findDocument,
  listDocuments,
  requestedCategories,
  stakeholderName,
  withUploaded,
  type DeriveOptions,
  type Translate,
} from './derive';
export { hasValidRoCode, isUploadComplete, isUploaded, missingDocuments, uploadableAfterSubmission } from './complete';
export {
  HEAD_BYTES,
  extensionOf,
  fileProblem,
  isAcceptableFileName,
  problemMessageKey,
  sizeWords,
  sniffMime,
  typeMatches,
  type FileFacts,
  type FileProblem,
} from './file-check';
