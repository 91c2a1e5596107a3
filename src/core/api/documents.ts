import { Type, type Static } from 'typebox';
import type { DocumentGroups } from '../documents';
import { Instant } from './json';

/** GET /prospects/{id}/documents: the groups the record needs (core/documents), with completeness and the upload count. */
export const DocumentsListing = Type.Object(
  {
    complete: Type.Boolean(),
    uploadCount: Type.Integer(),
    uploadLimit: Type.Integer(),
    status: Type.String(),
    /** the bank's note to the customer, '' when none */
    bankNote: Type.String(),
  },
  { additionalProperties: true },
);
export type DocumentsListing = Static<typeof DocumentsListing> & DocumentGroups;
export const documentsListingRoute = { response: { 200: DocumentsListing } };

/** POST /onboarding/document/oauth2/token: the upload JWT (named twice: the bank's gateway reads `token`, its uploader `jwtToken`). */
export const UploadToken = Type.Object({ token: Type.String(), jwtToken: Type.String(), token_type: Type.String(), expires_in: Type.Integer() });
export type UploadToken = Static<typeof UploadToken>;
export const uploadTokenRoute = { response: { 200: UploadToken } };

/** POST /banks/{bank}/prospects/{id}/documents: the file is stored. */
export const DocumentUploaded = Type.Object({ fileName: Type.String(), documentKey: Type.String(), uploadStatus: Type.String() });
export type DocumentUploaded = Static<typeof DocumentUploaded>;
export const uploadDocumentRoute = { response: { 200: DocumentUploaded } };

/** GET /agent/prospects/{id}/files: the current files with what the document viewer shows about them. */
export const StoredFile = Type.Object({
  documentKey: Type.String(),
  /** the document's name in the officer's language (the record keeps the words it was made in) */
  title: Type.String(),
  fileName: Type.String(),
  mime: Type.String(),
  sizeBytes: Type.Integer(),
  uploadedAt: Instant,
  actorKind: Type.String(),
  actorId: Type.String(),
});
export const StoredFiles = Type.Object({ files: Type.Array(StoredFile) });
export type StoredFiles = Static<typeof StoredFiles>;
export const filesRoute = { response: { 200: StoredFiles } };
