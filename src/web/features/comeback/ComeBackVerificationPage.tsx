import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import type { VerifyAnswer } from '../../api/otp';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { comeBackRecipientAtom, comeBackSessionAtom } from '../../app/state/comeback';
import { PageTitle } from '../../components/PageTitle';
import { CodeCheck } from '../code-check/CodeCheck';

/** The come-back code check ('Confirm that it's you'): verify, resend; then My Applications. */
export default function ComeBackVerificationPage() {
  const { t } = useTranslation(['pages', 'comeback']);
  const recipient = useAtomValue(comeBackRecipientAtom);
  const setSession = useSetAtom(comeBackSessionAtom);
  const go = useNavigateWithEvent();
  if (!recipient) return <Redirect to={pathOf('comeBackLogin')} replace />;

  const verified = (answer: VerifyAnswer) => {
    setSession({ ...recipient, accessToken: answer.access_token });
    go('myApplications', pathOf('myApplications'));
  };

  return (
    <Stack gap="5" maxW="36rem">
      <PageTitle>{t('pages:comeBackVerification.title')}</PageTitle>
      <Text color="ink.700">{t('comeback:verify.intro')}</Text>
      <Text color="ink.700" fontSize="sm">
        {t('comeback:verify.sentTo', { countryCode: recipient.countryCode, mobileNo: recipient.mobileNo, email: recipient.email })}
      </Text>
      <CodeCheck recipient={recipient} words="comeback:verify" idPrefix="comeback-otp" onVerified={verified} />
    </Stack>
  );
}
