/** The one error shape every API answer uses. */
export type ErrorType =
  | 'FieldsValidation'
  | 'ReCaptchaError'
  | 'BadRequest'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'TooManyRequests'
  | 'Unavailable'
  | 'Internal'
  | (string & {});

export interface ApiErrorItem {
  errorCode: string;
  fieldPath?: string;
  message: string;
}

export interface ApiErrorBody {
  errorType: ErrorType;
  errors: ApiErrorItem[];
  requestId: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).errorType === 'string' && Array.isArray((value as ApiErrorBody).errors);
}
