import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error';
import type { Bundle } from '../../../core/bundle';
import { perRelease } from '../../domain/releases';
import { sessionRules } from '../../domain/tokens';
import { createUploadTokens, documentsDomain, moveFolderIn, type DocumentsDomain, type UploadTokens } from '../../domain/documents';

/** What the document routes share: each release's rules and words, the upload tokens. The bytes live in the database. */
export interface DocumentServices {
  /** the rules and words of a release (a request's: `request.release.bundle`) */
  domainOf(bundle: Bundle): DocumentsDomain;
  uploadTokens: UploadTokens;
}

export async function documentServices(app: FastifyInstance): Promise<DocumentServices> {
  // an upload token's lifetime is the deployed one: a token outlives no release change it would notice
  const domain = documentsDomain(app.bundle);
  // files an earlier version kept in DATA_DIR/documents move into the database once
  app.addHook('onReady', async () => {
    const moved = await moveFolderIn(app.db, app.settings.documentsDir);
    if (moved > 0) app.log.info({ moved }, 'uploaded files moved from the documents folder into the database');
  });
  const uploadTokens = createUploadTokens({ keys: app.keys, issuer: sessionRules(app.bundle).issuer, ttlSec: domain.rules.upload.tokenTtlSec });
  return { domainOf: perRelease(documentsDomain), uploadTokens };
}

/** A refusal whose sentence comes from content/en/documents.json ("messages.<key>"). */
export function documentError(
  domain: DocumentsDomain,
  status: number,
  errorType: string,
  errorCode: string,
  messageKey: string,
  fieldPath?: string,
  params?: Record<string, string | number>,
): ApiError {
  return new ApiError(status, errorType, [{ errorCode, message: domain.words(`messages.${messageKey}`, params), ...(fieldPath ? { fieldPath } : {}) }]);
}

/** documentKey of the path: a type and its running number, nothing else (no dots, no slashes). */
export const DOCUMENT_KEY = /^[A-Za-z][A-Za-z0-9_]{0,60}_\d{1,4}$/;
export const BANK = /^[A-Za-z0-9_-]{1,40}$/;
