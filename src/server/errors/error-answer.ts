import type { FastifyError } from 'fastify';
import type { ApiErrorBody, ApiErrorItem, ErrorType } from '../../core/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isApiError } from './api-error';
import type { ErrorMessages } from './messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const byStatus: Record<number, { errorType: ErrorType; errorCode: string }> = {
  400: { errorType: 'BadRequest', errorCode: 'BAD_REQUEST' },
  401: { errorType: 'Unauthorized', errorCode: 'UNAUTHORIZED' },
  403: { errorType: 'Forbidden', errorCode: 'FORBIDDEN' },
  404: { errorType: 'NotFound', errorCode: 'NOT_FOUND' },
  405: { errorType: 'BadRequest', errorCode: 'METHOD_NOT_ALLOWED' },
  409: { errorType: 'Conflict', errorCode: 'CONFLICT' },
  413: { errorType: 'BadRequest', errorCode: 'PAYLOAD_TOO_LARGE' },
  415: { errorType: 'BadRequest', errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
  429: { errorType: 'TooManyRequests', errorCode: 'TOO_MANY_REQUESTS' },
  503: { errorType: 'Unavailable', errorCode: 'UNAVAILABLE' },
};

const byFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

/** "/organizationInfo/addressInfo/0/country" → "$.organizationInfo.addressInfo[0].country". */
export function toFieldPath(instancePath: string, missingProperty?: string): string {
  const segments = instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (missingProperty) segments.push(missingProperty);
  return segments.reduce((out, segment) => (/^\d+$/.test(segment) ? `${out}[${segment}]` : `${out}.${segment}`), '$');
}

function validationItems(issues: ValidationIssue[], messages: ErrorMessages): ApiErrorItem[] {
  return issues.map((issue) => {
    const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined;
    const fieldPath = toFieldPath(issue.instancePath, missing);
    const field =
      fieldPath
        .replace(/\[\d+\]$/, '')
        .split('.')
        .pop() || fieldPath;
    const limit = issue.params.limit as number | undefined;
    return {
      errorCode: issue.keyword,
      fieldPath,
      message: messages.forValidation(issue.keyword, { field, ...(limit !== undefined ? { limit } : {}) }),
    };
  });
}

/** Any error a request can raise, as a status and the one error body. Bad input is 4xx, never 5xx. */
export function errorAnswer(error: unknown, requestId: string, messages: ErrorMessages): { statusCode: number; body: ApiErrorBody } {
  if (isApiError(error)) {
    return {
      statusCode: error.statusCode,
      body: {
        errorType: error.errorType,
        errors: error.items.map(({ errorCode, fieldPath, message, params }) => ({
          errorCode,
          ...(fieldPath ? { fieldPath } : {}),
          message: message ?? messages.forCode(errorCode, params),
        })),
        requestId,
      },
    };
  }

  const fastifyError = error as Partial<FastifyError> & { validation?: ValidationIssue[] };
  if (Array.isArray(fastifyError.validation)) {
    return {
      statusCode: 400,
      body: { errorType: 'FieldsValidation', errors: validationItems(fastifyError.validation, messages), requestId },
    };
  }

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = byStatus[status] ?? byStatus[400];
    const errorCode = (fastifyError.code && byFastifyCode[fastifyError.code]) || (error instanceof SyntaxError ? 'INVALID_JSON' : known.errorCode);
    return { statusCode: status, body: { errorType: known.errorType, errors: [{ errorCode, message: messages.forCode(errorCode) }], requestId } };
  }

  const unavailable = status === 503 || isDatabaseUnavailable(error);
  const errorCode = unavailable ? 'UNAVAILABLE' : 'INTERNAL';
  return {
    statusCode: unavailable ? 503 : 500,
    body: { errorType: unavailable ? 'Unavailable' : 'Internal', errors: [{ errorCode, message: messages.forCode(errorCode) }], requestId },
  };
}

export function notFoundAnswer(requestId: string, messages: ErrorMessages): ApiErrorBody {
  return { errorType: 'NotFound', errors: [{ errorCode: 'NOT_FOUND', message: messages.forCode('NOT_FOUND') }], requestId };
}
