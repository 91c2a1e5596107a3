import { screensRules as rules } from '../app/rules';
import { ApiError, http } from './http';
import { mapFieldErrors, type MappedFieldError } from './field-errors';

/** What a failed call means for the screen. */
export type ErrorOutcome =
  | { kind: 'screen'; code: string }
  | { kind: 'recaptcha'; messages: string[] }
  | { kind: 'fields'; firstMessage: string | undefined; fields: MappedFieldError[] }
  | { kind: 'conflict' }
  | { kind: 'expired' }
  | { kind: 'tooMany'; message: string | undefined }
  | { kind: 'default'; report: boolean };

/** The catalogue codes that replace the form with an error screen. */
export const errorScreenCodes = (): string[] => Object.keys(rules.errorScreens);

/** Classify any thrown value; `invite` marks invite-creation failures, which are never reported. */
export function classifyError(error: unknown, options: { page?: 'login' | 'search' | 'form'; invite?: boolean } = {}): ErrorOutcome {
  if (!(error instanceof ApiError)) return { kind: 'default', report: !options.invite };
  const code = error.errorCode;
  if (code && Object.hasOwn(rules.errorScreens, code)) return { kind: 'screen', code };
  if (error.errorType === 'ReCaptchaError') return { kind: 'recaptcha', messages: error.body.errors.map((e) => e.message) };
  if (error.errorType === 'FieldsValidation') {
    return { kind: 'fields', firstMessage: error.body.errors[0]?.message, fields: mapFieldErrors(error.body.errors, options.page) };
  }
  if (error.status === 401) return { kind: 'expired' };
  if (error.status === 409) return { kind: 'conflict' };
  if (error.status === 429) return { kind: 'tooMany', message: error.body.errors[0]?.message };
  const silent = options.invite || (code !== undefined && rules.notReported.includes(code));
  return { kind: 'default', report: !silent };
}

/** POST /client-errors with the joined messages and the stack. Never throws. */
export async function reportClientError(error: unknown): Promise<void> {
  const messages =
    error instanceof ApiError ? error.body.errors.map((e) => e.message).filter(Boolean) : [error instanceof Error ? error.message : String(error)];
  const body = {
    messages: messages.join('; ').slice(0, 2000),
    stack: (error instanceof Error ? (error.stack ?? '') : '').slice(0, 8000),
    url: typeof location === 'undefined' ? '' : location.pathname.slice(0, 2000),
    requestId: error instanceof ApiError ? error.body.requestId?.slice(0, 128) : undefined,
  };
  try {
    await http('/client-errors', { method: 'POST', body });
  } catch {
    // reporting must never raise a second error
  }
}
