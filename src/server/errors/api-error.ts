import type { ErrorType } from '../../core/errors';

/** One item of an error answer; `message` is filled from content/en/errors.json when left out. */
export interface ApiErrorInput {
  errorCode: string;
  fieldPath?: string;
  message?: string;
  /** Values for the message template's {placeholders}. */
  params?: Record<string, string | number>;
}

/**
 * Throw this from a route to answer in the one error shape:
 * `throw new ApiError(404, 'NotFound', [{ errorCode: '12002' }])`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: ErrorType,
    readonly items: ApiErrorInput[],
  ) {
    super(`${errorType}: ${items.map((item) => item.errorCode).join(', ')}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
