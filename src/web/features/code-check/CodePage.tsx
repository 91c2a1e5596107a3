import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { OtpRecipient, OtpVerified } from '../../../core/api/otp';
import { PageTitle } from '../../components/PageTitle';
import { CodeCheck } from './CodeCheck';

export interface CodePageProps {
  /** the page title's key ("pages:verifyOtp.title") */
  titleKey: string;
  /** where the page's words are ("applicant:otp", "comeback:verify"): intro, sentTo and CodeCheck's */
  words: string;
  recipient: OtpRecipient;
  idPrefix?: string;
  onVerified: (answer: OtpVerified) => void;
}

/** 'Confirm that it's you': the frame both code pages share, around the one code check. */
export function CodePage({ titleKey, words, recipient, idPrefix, onVerified }: CodePageProps) {
  const { t } = useTranslation(['pages', 'applicant', 'comeback']);
  return (
    <Stack gap="5" maxW="36rem">
      <PageTitle>{t(titleKey)}</PageTitle>
      <Text color="ink.700">{t(`${words}.intro`)}</Text>
      <Text color="ink.700" fontSize="sm">
        {t(`${words}.sentTo`, { countryCode: recipient.countryCode, mobileNo: recipient.mobileNo, email: recipient.email })}
      </Text>
      <CodeCheck recipient={recipient} words={words} idPrefix={idPrefix} onVerified={onVerified} />
    </Stack>
  );
}
