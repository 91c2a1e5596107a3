import { useId, useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { ApiError } from '../../api/http';
import { attemptsLeftOf, sendOtp, verifyOtp } from '../../api/otp';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { comeBackRecipientAtom, comeBackSessionAtom } from '../../app/state/comeback';
import { otpAtom } from '../../app/state/otp';
import { useNotify } from '../../components/notifications/useNotify';
import { PageTitle } from '../../components/PageTitle';
import { useRegistry } from '../../forms/registry-context';
// the one-time-code boxes of Basic Information: the same rules (DESIGN §7), the same widget
import { OtpInput } from '../applicant/OtpInput';

/** The come-back code check ('Confirm that it's you'): verify, resend; then My Applications. */
export default function ComeBackVerificationPage() {
  const { t } = useTranslation(['pages', 'comeback', 'applicant']);
  const registry = useRegistry();
  const digitsCount = registry.rules<{ digits: number }>('otp').digits;
  const recipient = useAtomValue(comeBackRecipientAtom);
  const setSession = useSetAtom(comeBackSessionAtom);
  const [otp, dispatch] = useAtom(otpAtom);
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const go = useNavigateWithEvent();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: digitsCount }, () => ''));
  const [incomplete, setIncomplete] = useState(false);
  const [resending, setResending] = useState(false);
  // a refused code: the Verify button was busy (and so lost focus); the first box takes it back
  const [refocus, setRefocus] = useState(0);
  const errorId = useId();
  if (!recipient) return <Redirect to={pathOf('comeBackLogin')} replace />;

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
      setSession({ ...recipient, accessToken: answer.access_token });
      go('myApplications', pathOf('myApplications'));
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
    dispatch({ type: 'generate' });
    try {
      await sendOtp(recipient, 'resend');
      dispatch({ type: 'generated', at: Date.now() });
      setDigits(Array.from({ length: digitsCount }, () => ''));
      notify({ title: t('comeback:verify.resentTitle'), message: t('comeback:verify.resent'), status: 'success', delay: 5000 });
    } catch (error) {
      const message = error instanceof ApiError ? error.body.errors[0]?.message : undefined;
      dispatch({ type: 'generateFailed', error: message ?? '' });
      if (!(error instanceof ApiError && error.status === 429)) handleError(error);
    } finally {
      setResending(false);
    }
  };

  const error = incomplete ? t('comeback:verify.incomplete', { total: digitsCount }) : otp.verificationError;
  return (
    <form onSubmit={verify} noValidate>
      <Stack gap="5" maxW="36rem">
        <PageTitle>{t('pages:comeBackVerification.title')}</PageTitle>
        <Text color="ink.700">{t('comeback:verify.intro')}</Text>
        <Text color="ink.700" fontSize="sm">
          {t('comeback:verify.sentTo', { countryCode: recipient.countryCode, mobileNo: recipient.mobileNo, email: recipient.email })}
        </Text>
        <OtpInput value={digits} onChange={edit} invalid={!!error} describedBy={error ? errorId : undefined} disabled={otp.isPending} idPrefix="comeback-otp" refocus={refocus} />
        {error && (
          <Text id={errorId} role="alert" color="red.700" data-testid="otp-error">
            {error}
          </Text>
        )}
        <Stack direction="row" gap="3">
          <Button type="submit" colorPalette="brand" loading={otp.isPending} loadingText={t('comeback:verify.verifying')}>
            {t('comeback:verify.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={() => void resend()} loading={resending}>
            {t('comeback:verify.resend')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
