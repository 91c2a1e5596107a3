import type { DocumentsListing, DocumentUploaded, UploadToken } from '../../core/api/documents';
import type { CustomerSession } from '../app/state/session';
import { API_BASE, ApiError, deviceId, http } from './http';
import { isApiErrorBody, type ApiErrorBody } from '../../core/errors';
import { customerHeaders } from './session';
import { pageLanguage } from '../app/language/page-language';

type Auth = Pick<CustomerSession, 'accessToken' | 'mobileNo' | 'prospectId'>;

export function getDocuments(auth: Auth): Promise<DocumentsListing> {
  return http<DocumentsListing>(`/prospects/${encodeURIComponent(auth.prospectId)}/documents`, { headers: customerHeaders(auth) });
}

/** POST /onboarding/document/oauth2/token (form-encoded client credentials, module DAO): the upload JWT. */
export async function getUploadToken(auth: Auth): Promise<UploadToken> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', module: 'DAO', prospectId: auth.prospectId });
  return http(`/onboarding/document/oauth2/token`, {
    method: 'POST',
    body,
    headers: { ...customerHeaders(auth), 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export interface UploadRequest {
  bank: string;
  prospectId: string;
  jwtToken: string;
  documentKey: string;
  file: File;
  /** 0–100 as the bytes leave the browser */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the applicant cancelled an upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

function errorOf(status: number, text: string): ApiError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const body: ApiErrorBody = isApiErrorBody(parsed) ? parsed : { errorType: 'Internal', errors: [{ errorCode: String(status), message: '' }], requestId: '' };
  return new ApiError(status, body);
}

/**
 * POST /banks/{bank}/prospects/{id}/documents with XMLHttpRequest (fetch reports no upload
 * progress): the fields first, then the file. Answers the stored fileName; cancel with `signal`.
 */
export function uploadDocument(request: UploadRequest): Promise<DocumentUploaded> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/banks/${encodeURIComponent(request.bank)}/prospects/${encodeURIComponent(request.prospectId)}/documents`);
    xhr.setRequestHeader('x-request-id', crypto.randomUUID());
    xhr.setRequestHeader('x-device-id', deviceId());
    xhr.setRequestHeader('accept-language', pageLanguage());
    xhr.setRequestHeader('cache-control', 'no-cache, no-store');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(100);
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(errorOf(xhr.status, ''));
        }
      } else {
        reject(errorOf(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(errorOf(0, ''));
    xhr.onabort = () => reject(new UploadCancelled());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('jwtToken', request.jwtToken);
    form.append('documentKey', request.documentKey);
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}

/** GET /banks/{bank}/prospects/{id}/documents/{documentKey}: the file as a Blob. */
export async function downloadDocument(auth: Auth, bank: string, documentKey: string): Promise<Blob> {
  const path = `${API_BASE}/banks/${encodeURIComponent(bank)}/prospects/${encodeURIComponent(auth.prospectId)}/documents/${encodeURIComponent(documentKey)}`;
  const response = await fetch(path, {
    headers: { ...customerHeaders(auth), 'x-request-id': crypto.randomUUID(), 'x-device-id': deviceId() },
    cache: 'no-store',
  });
  if (!response.ok) throw errorOf(response.status, await response.text());
  return response.blob();
}

/** Saves a Blob under its file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
