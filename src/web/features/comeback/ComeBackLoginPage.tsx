import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { recordTemplate } from '../../../core/schema/defaults';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { ApiError } from '../../api/http';
import { sendOtp } from '../../api/otp';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { comeBackRecipientAtom } from '../../app/state/comeback';
import { otpAtom } from '../../app/state/otp';
import { PageTitle } from '../../components/PageTitle';
import { StepForm } from '../../forms/StepForm';
import { useRegistry } from '../../forms/registry-context';

type Json = Record<string, unknown>;
const STEP = 'comeBackLogin/comeBackLogin';

/** 'Good to see you back!': e-mail and mobile, then a one-time code to both. */
export default function ComeBackLoginPage() {
  const { t } = useTranslation(['pages', 'comeback']);
  const registry = useRegistry();
  const [recipient, setRecipient] = useAtom(comeBackRecipientAtom);
  const dispatchOtp = useSetAtom(otpAtom);
  const handleError = useApiErrorHandler();
  const go = useNavigateWithEvent();
  const defaults = useMemo(() => ((recordTemplate(registry.bundle) as Json).applicantInfo ?? {}) as Json, [registry]);
  const [value, setValue] = useState<Json>(() => ({
    applicantInfo: { email: recipient?.email ?? '', countryCode: recipient?.countryCode ?? defaults.countryCode, mobileNo: recipient?.mobileNo ?? '' },
  }));
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (next: Json) => {
    const applicant = (next.applicantInfo ?? {}) as Json;
    const who = {
      email: String(applicant.email ?? '').trim(),
      countryCode: String(applicant.countryCode ?? defaults.countryCode ?? ''),
      mobileNo: String(applicant.mobileNo ?? ''),
    };
    setSending(true);
    setRefusal(null);
    dispatchOtp({ type: 'generate' });
    try {
      await sendOtp(who, 'generate');
      dispatchOtp({ type: 'generated', at: Date.now() });
      setRecipient(who);
      go('comeBackLoginVerification', pathOf('comeBackLoginVerification'));
    } catch (error) {
      const message = error instanceof ApiError ? error.body.errors[0]?.message : undefined;
      dispatchOtp({ type: 'generateFailed', error: message ?? '' });
      // too many codes: the server's sentence ("You have exceeded your maximum attempts")
      if (error instanceof ApiError && error.status === 429 && message) setRefusal(message);
      else handleError(error);
      setSending(false);
    }
  };

  return (
    <Stack gap="4" maxW="40rem">
      <PageTitle>{t('pages:comeBackLogin.title')}</PageTitle>
      <Text color="ink.700">{t('comeback:login.intro')}</Text>
      {refusal && (
        <Text role="alert" color="red.700">
          {refusal}
        </Text>
      )}
      <StepForm stepKey={STEP} value={value} onChange={(next) => setValue(next as Json)} onSubmit={(next) => void submit(next as Json)} disabled={sending}>
        <Button type="submit" colorPalette="brand" mt="4" loading={sending} loadingText={t('comeback:login.submitting')}>
          {t('comeback:login.submit')}
        </Button>
      </StepForm>
    </Stack>
  );
}
