import { useId, useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { ApiError } from '../../api/http';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { attemptsLeftOf, sendOtp, verifyOtp, type OtpRecipient } from '../../api/otp';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { prospectAtom } from '../../app/state/application';
import { otpAtom } from '../../app/state/otp';
import { prospectVersionAtom } from '../../app/state/save';
import { customerSessionAtom, otpVerifiedAtom } from '../../app/state/session';
import { useNotify } from '../../components/notifications/useNotify';
import { PageTitle } from '../../components/PageTitle';
import { useRegistry } from '../../forms/registry-context';
import { OtpInput } from './OtpInput';

type Json = Record<string, unknown>;

function recipientOf(record: Json | null): OtpRecipient | null {
  const applicant = (record?.applicantInfo ?? {}) as Json;
  const general = (record?.generalInfo ?? {}) as Json;
  if (!applicant.mobileNo || !applicant.email || !general.prospectId) return null;
  return {
    email: String(applicant.email),
    countryCode: String(applicant.countryCode ?? ''),
    mobileNo: String(applicant.mobileNo),
    prospectId: String(general.prospectId),
  };
}

/** 'Confirm that it's you' (spec 000 §4 One-time code): the code sent on creation, resend, verify. */
export default function VerifyOtpPage() {
  const { t } = useTranslation(['pages', 'applicant']);
  const registry = useRegistry();
  const digitsCount = registry.rules<{ digits: number }>('otp').digits;
  const record = useAtomValue(prospectAtom);
  const [otp, dispatch] = useAtom(otpAtom);
  const setSession = useSetAtom(customerSessionAtom);
  const setVerified = useSetAtom(otpVerifiedAtom);
  const setVersion = useSetAtom(prospectVersionAtom);
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const go = useNavigateWithEvent();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: digitsCount }, () => ''));
  const [incomplete, setIncomplete] = useState(false);
  const [resending, setResending] = useState(false);
  // a refused code: the Confirm button was busy (and so lost focus); the first box takes it back
  const [refocus, setRefocus] = useState(0);
  const errorId = useId();
  const recipient = recipientOf(record);
  if (!recipient) return <Redirect to={pathOf('applicantInfo')} replace />;

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
      setSession({ accessToken: answer.access_token, prospectId: recipient.prospectId!, countryCode: recipient.countryCode, mobileNo: recipient.mobileNo });
      setVersion(null);
      setVerified(true);
      go('companyInfo', pathOf('companyInfo'));
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
      notify({ title: t('applicant:otp.resentTitle'), message: t('applicant:otp.resent'), status: 'success', delay: 5000 });
    } catch (error) {
      const message = error instanceof ApiError ? error.body.errors[0]?.message : undefined;
      dispatch({ type: 'generateFailed', error: message ?? '' });
      if (!(error instanceof ApiError && error.status === 429)) handleError(error);
    } finally {
      setResending(false);
    }
  };

  const error = incomplete ? t('applicant:otp.incomplete', { total: digitsCount }) : otp.verificationError;
  return (
    <form onSubmit={verify} noValidate>
    <Stack gap="5" maxW="36rem">
      <PageTitle>{t('pages:verifyOtp.title')}</PageTitle>
      <Text color="ink.700">{t('applicant:otp.intro')}</Text>
      <Text color="ink.700" fontSize="sm">
        {t('applicant:otp.sentTo', { countryCode: recipient.countryCode, mobileNo: recipient.mobileNo, email: recipient.email })}
      </Text>
      <OtpInput value={digits} onChange={edit} invalid={!!error} describedBy={error ? errorId : undefined} disabled={otp.isPending} refocus={refocus} />
      {error && (
        <Text id={errorId} role="alert" color="red.700" data-testid="otp-error">
          {error}
          {otp.verificationError && otp.attemptsLeft !== null && !error.includes(String(otp.attemptsLeft)) && ` ${t('applicant:otp.attemptsLeft', { count: otp.attemptsLeft })}`}
        </Text>
      )}
      <Stack direction="row" gap="3">
        <Button type="submit" colorPalette="brand" loading={otp.isPending} loadingText={t('applicant:otp.verifying')}>
          {t('applicant:otp.verify')}
        </Button>
        <Button type="button" variant="outline" onClick={() => void resend()} loading={resending}>
          {t('applicant:otp.resend')}
        </Button>
      </Stack>
    </Stack>
    </form>
  );
}
