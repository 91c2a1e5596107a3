import { useCallback, useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../app/i18n';
import { fieldErrorsAtom } from '../app/state/save';
import { errorCodeAtom } from '../app/state/screening';
import { sessionExpiredAtom } from '../app/state/session';
import { constants } from '../app/rules';
import { useNotify } from '../components/notifications/useNotify';
import { classifyError, reportClientError, type ErrorOutcome } from './client-errors';
import { cleanMessage, groupByPath } from './field-errors';

/** The topic of the server's field-errors notification. */
export const FIELDS_TOPIC = 'fieldsValidation';

/**
 * Shows a failed call the way says: an error-code screen, a ReCaptchaError or
 * "Validation Error On Server" notification (field errors applied to the form after the
 * debounce), an expired session, or the default "Oops!" notification reported to the server.
 * Answers what it decided, so callers can react further (a conflict reloads the record).
 */
export function useApiErrorHandler() {
  const { t } = useTranslation('errors');
  const notify = useNotify();
  const setErrorCode = useSetAtom(errorCodeAtom);
  const setFieldErrors = useSetAtom(fieldErrorsAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (error: unknown, options: { page?: 'login' | 'search' | 'form'; invite?: boolean } = {}): ErrorOutcome => {
      const outcome = classifyError(error, options);
      switch (outcome.kind) {
        case 'screen':
          setErrorCode(outcome.code);
          break;
        case 'recaptcha':
          notify({ title: t('reCaptcha.title'), message: outcome.messages.join(', ') });
          break;
        case 'fields': {
          notify({
            title: t('fieldsValidation.titleOnServer'),
            message: outcome.firstMessage ? cleanMessage(outcome.firstMessage) : t('fieldsValidation.title'),
            // a later save that goes through takes it away (src/web/features/session/saving.ts)
            topic: FIELDS_TOPIC,
          });
          clearTimeout(timer.current);
          const grouped = groupByPath(outcome.fields);
          timer.current = setTimeout(() => setFieldErrors(grouped), Number(constants.fieldErrorDebounceMs));
          break;
        }
        case 'expired':
          setExpired(true);
          break;
        case 'conflict':
          notify({ title: t('errors-screens:conflict.title'), message: t('errors-screens:conflict.message'), status: 'warning' });
          break;
        case 'tooMany':
          notify({ title: t('errors-screens:tooMany.title'), message: outcome.message ?? t('codes.TOO_MANY_REQUESTS') });
          break;
        case 'default':
          notify({ title: t('defaultTitle'), message: t('defaultMessage') });
          if (outcome.report) void reportClientError(error);
          break;
      }
      return outcome;
    },
    [t, notify, setErrorCode, setFieldErrors, setExpired],
  );
}
