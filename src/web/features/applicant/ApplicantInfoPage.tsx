import { useEffect, useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useSearch } from 'wouter';
import { recordTemplate } from '../../../core/schema/defaults';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useConfig } from '../../api/config';
import { toExtraErrors } from '../../api/field-errors';
import { createProspect } from '../../api/prospect';
import { useNavigateWithEvent } from '../../app/analytics';
import { redeemedInviteAtom } from '../../app/state/agent';
import { pathOf } from '../../app/routes';
import { accountChoiceAtom, prospectAtom } from '../../app/state/application';
import { pendingApplicationAtom } from '../../app/state/pending-code';
import { otpAtom } from '../../app/state/otp';
import { fieldErrorsAtom } from '../../app/state/save';
import { PageTitle } from '../../components/PageTitle';
import { StepForm } from '../../forms/StepForm';
import { useRegistry } from '../../forms/registry-context';
import { ServerFieldErrors } from './ServerFieldErrors';
import { loadRecaptcha, recaptchaToken } from './recaptcha';

type Json = Record<string, unknown>;
const STEP = 'applicantInfo/applicantInfo';

function group(record: Json | null | undefined, name: string): Json {
  const value = record?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

/** Basic Information: the applicant, then the application is created and a code sent. */
export default function ApplicantInfoPage() {
  const { t } = useTranslation(['pages', 'applicant']);
  const registry = useRegistry();
  const search = useSearch();
  const { config } = useConfig('customer');
  const choice = useAtomValue(accountChoiceAtom);
  const [prospect, setProspect] = useAtom(prospectAtom);
  const invited = useAtomValue(redeemedInviteAtom);
  const dispatchOtp = useSetAtom(otpAtom);
  const setPending = useSetAtom(pendingApplicationAtom);
  const [fieldErrors, setFieldErrors] = useAtom(fieldErrorsAtom);
  const handleError = useApiErrorHandler();
  const go = useNavigateWithEvent();
  const template = useMemo(() => recordTemplate(registry.bundle) as Json, [registry]);

  const [value, setValue] = useState<Json>(() => {
    const roCode = new URLSearchParams(search).get('rocode');
    const applicantInfo = { ...group(template, 'applicantInfo'), ...group(prospect, 'applicantInfo') };
    if (roCode !== null) applicantInfo.roCode = roCode;
    // an officer's invite: the name and e-mail they invited, as a start the applicant may change
    if (invited && invited.roCode === roCode) {
      if (!applicantInfo.fullName && invited.custName) applicantInfo.fullName = invited.custName;
      if (!applicantInfo.email && invited.custEmail) applicantInfo.email = invited.custEmail;
    }
    return { applicantInfo };
  });
  const [submitting, setSubmitting] = useState(false);

  const siteKey = config?.recaptchaEnable ? config.reCaptchaSiteKey : undefined;
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey);
  }, [siteKey]);

  const submit = async (next: unknown) => {
    if (!choice) return;
    setSubmitting(true);
    setFieldErrors({});
    try {
      const applicantInfo: Json = { ...group(template, 'applicantInfo'), ...group(next as Json, 'applicantInfo') };
      if (config?.leadSource) applicantInfo.LeadSource = config.leadSource;
      const applicationInfo = { accountType: choice.accountType, islamicBanking: choice.islamicBanking };
      const body: Json = { applicantInfo, applicationInfo };
      if (siteKey) body.recaptchaToken = await recaptchaToken(siteKey, 'applicantInfo');
      const answer = await createProspect(body);
      setProspect({
        ...template,
        applicantInfo: { ...applicantInfo, validRoCode: answer.validRoCode ?? 'N' },
        applicationInfo: { ...group(template, 'applicationInfo'), ...applicationInfo },
        generalInfo: { ...group(template, 'generalInfo'), prospectId: answer.prospectId },
      });
      // a reload of the code page keeps this application (rule CODE-RELOAD)
      setPending({
        email: String(applicantInfo.email ?? ''),
        countryCode: String(applicantInfo.countryCode ?? ''),
        mobileNo: String(applicantInfo.mobileNo ?? ''),
        prospectId: answer.prospectId,
      });
      // the server sent the first code with the creation
      dispatchOtp({ type: 'generate' });
      dispatchOtp({ type: 'generated', at: Date.now() });
      go('verifyOtp', pathOf('verifyOtp'));
    } catch (error) {
      handleError(error);
      setSubmitting(false);
    }
  };

  const extraErrors = toExtraErrors(fieldErrors);
  return (
    <Stack gap="4" maxW="40rem">
      <PageTitle>{t('pages:applicantInfo.title')}</PageTitle>
      <Text color="ink.700">{t('applicant:intro')}</Text>
      <ServerFieldErrors />
      <StepForm
        stepKey={STEP}
        value={value}
        onChange={(next) => setValue(next as Json)}
        onSubmit={(next) => void submit(next)}
        disabled={submitting}
        {...{ extraErrors }}
      >
        <Button type="submit" colorPalette="brand" mt="4" loading={submitting} loadingText={t('applicant:submitting')}>
          {t('applicant:submit')}
        </Button>
      </StepForm>
    </Stack>
  );
}
