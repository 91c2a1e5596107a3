import { isApiErrorBody, type ApiErrorBody, type ErrorType } from '../../core/errors';
import { pageLanguage } from '../app/language/page-language';

export const API_BASE = '/api/v1';
const DEVICE_ID_KEY = 'quickApply.deviceId';

/** Thrown for every non-2xx answer; carries the server's error body (src/core/errors.ts). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.errors.map((e) => e.message).join('; ') || body.errorType);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get errorType(): ErrorType {
    return this.body.errorType;
  }

  /** The first error code, the one the screens react to. */
  get errorCode(): string | undefined {
    return this.body.errors[0]?.errorCode;
  }
}

function statusType(status: number): ErrorType {
  if (status === 400) return 'BadRequest';
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 409) return 'Conflict';
  if (status === 429) return 'TooManyRequests';
  if (status === 503) return 'Unavailable';
  return 'Internal';
}

/**
 * The id kept under `key` in `storage`, made on first use; `fallback` where the storage refuses
 * (private mode, a sandboxed frame).
 */
export function storedId(storage: () => Storage, key: string, fallback: () => string): string {
  try {
    const stored = storage().getItem(key);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage().setItem(key, created);
    return created;
  } catch {
    return fallback();
  }
}

/** A stable id for this browser, kept in localStorage and sent on every call. */
export const deviceId = (): string =>
  storedId(
    () => localStorage,
    DEVICE_ID_KEY,
    () => crypto.randomUUID(),
  );

export type ResponseListener = (response: Response, request: { path: string; method: string }) => void;
const listeners = new Set<ResponseListener>();

/** Observe every answer (session code reads the `accesstoken` header and 401s here). Returns an unsubscribe. */
export function onResponse(listener: ResponseListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RequestOptions {
  method?: string;
  /** a JSON value, or FormData / URLSearchParams sent as they are */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls `/api/v1{path}` and answers the parsed JSON; non-2xx answers throw an ApiError. */
export async function http<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'cache-control': 'no-cache, no-store',
    pragma: 'no-cache',
    'x-request-id': crypto.randomUUID(),
    'x-device-id': deviceId(),
    // the server words its answers and messages (codes, confirmations) in the page's language
    'accept-language': pageLanguage(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = /^(https?:)?\/\/|^\/api\//.test(path) ? path : `${API_BASE}${path}`;
  const response = await fetch(url, { method, headers, body, signal: options.signal, cache: 'no-store' });
  for (const listener of listeners) listener(response, { path, method });

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const errorBody: ApiErrorBody = isApiErrorBody(parsed)
      ? parsed
      : {
          errorType: statusType(response.status),
          errors: [{ errorCode: String(response.status), message: response.statusText || `HTTP ${response.status}` }],
          requestId: headers['x-request-id'],
        };
    throw new ApiError(response.status, errorBody);
  }
  return parsed as T;
}

/** The SWR fetcher: the key is the path under /api/v1. */
export const fetcher = <T = unknown>(path: string): Promise<T> => http<T>(path);
