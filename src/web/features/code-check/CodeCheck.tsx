import { useId, useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { ApiError } from '../../api/http';
import type { OtpRecipient, OtpVerified } from '../../../core/api/otp';
import { attemptsLeftOf, retryAfterOf, sendOtp, verifyOtp } from '../../api/otp';
import { otpAtom } from '../../app/state/otp';
import { dismissNotification, useNotify } from '../../components/notifications/useNotify';
import { constants } from '../../app/rules';
import { useRegistry } from '../../forms/registry-context';
import { OtpInput } from './OtpInput';
import { useCountdown } from './use-countdown';

export interface CodeCheckProps {
  recipient: OtpRecipient;
  /**
   * where the page's words are: "applicant:otp" or "comeback:verify", each with submit, verifying,
   * resend, resendIn, resentTitle, resent and incomplete
   */
  words: string;
  idPrefix?: string;
  onVerified: (answer: OtpVerified) => void;
}

/** The topic of the "new code sent" notification. */
const SENT_TOPIC = 'codeSent';

/**
 * The one-time-code check of both code pages: the boxes, Confirm, and Resend, which waits as long
 * as the server says after a refused send (its Retry-After) and counts the wait down. The server's
 * sentences are shown as they come: each is whole (attempts left included where they matter).
 */
export function CodeCheck({ recipient, words, idPrefix, onVerified }: CodeCheckProps) {
  const { t } = useTranslation(['applicant', 'comeback']);
  const registry = useRegistry();
  const digitsCount = registry.rules<{ digits: number }>('otp').digits;
  const [otp, dispatch] = useAtom(otpAtom);
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: digitsCount }, () => ''));
  const [incomplete, setIncomplete] = useState(false);
  const [resending, setResending] = useState(false);
  const wait = useCountdown();
  // why the last send was refused: shown until the wait the server named is over
  const [refusal, setRefusal] = useState<string | null>(null);
  // a refused code: the Confirm button was busy (and so lost focus); the first box takes it back
  const [refocus, setRefocus] = useState(0);
  const errorId = useId();
  const word = (key: string, vars?: Record<string, unknown>) => t(`${words}.${key}`, vars);

  const edit = (next: string[]) => {
    setDigits(next);
    setIncomplete(false);
    if (otp.verificationError) dispatch({ type: 'clearError' });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (code.length !== digitsCount) {
      setIncomplete(true);
      return;
    }
    dispatch({ type: 'verify' });
    try {
      const answer = await verifyOtp(recipient, code);
      dispatch({ type: 'verified' });
      onVerified(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        dispatch({ type: 'verifyFailed', error: error.body.errors[0]?.message ?? error.message, attemptsLeft: attemptsLeftOf(error) });
        setRefocus((n) => n + 1);
      } else {
        dispatch({ type: 'verifyFailed', error: '' });
        handleError(error);
      }
    }
  };

  const resend = async () => {
    setResending(true);
    setRefusal(null);
    dispatch({ type: 'generate' });
    try {
      await sendOtp(recipient, 'resend');
      dispatch({ type: 'generated', at: Date.now() });
      setDigits(Array.from({ length: digitsCount }, () => ''));
      notify({ title: word('resentTitle'), message: word('resent'), status: 'success', delay: constants.notifications.briefMs, topic: SENT_TOPIC });
    } catch (error) {
      // a refusal contradicts an earlier "Code sent": only the refusal stays
      dismissNotification(SENT_TOPIC);
      const message = error instanceof ApiError ? error.body.errors[0]?.message : undefined;
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) {
        setRefusal(message ?? null);
        wait.start(retryAfter);
      }
      dispatch({ type: 'generateFailed', error: retryAfter === null ? (message ?? '') : '' });
      if (!(error instanceof ApiError && error.status === 429)) handleError(error);
    } finally {
      setResending(false);
    }
  };

  const error = incomplete ? word('incomplete', { total: digitsCount }) : otp.verificationError || (wait.done ? null : refusal);
  return (
    <form onSubmit={verify} noValidate>
      <Stack gap="5">
        <OtpInput
          value={digits}
          onChange={edit}
          invalid={!!error}
          describedBy={error ? errorId : undefined}
          disabled={otp.isPending}
          idPrefix={idPrefix}
          refocus={refocus}
        />
        {error && (
          <Text id={errorId} role="alert" color="red.700" data-testid="otp-error">
            {error}
          </Text>
        )}
        <Stack direction="row" gap="3" align="center" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={otp.isPending} loadingText={word('verifying')}>
            {word('submit')}
          </Button>
          <Button type="button" variant="outline" onClick={() => void resend()} loading={resending} disabled={!wait.done}>
            {word('resend')}
          </Button>
          {!wait.done && (
            <Text color="ink.700" fontSize="sm" aria-live="polite" data-testid="resend-wait">
              {word('resendIn', { time: wait.text })}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
