import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { servicesRules } from '../../app/rules';
import { completedStepsAtom, prospectAtom } from '../../app/state/application';
import { editApplicationAtom } from '../../app/state/edit-mode';
import { customerSessionAtom } from '../../app/state/session';
import { PageTitle } from '../../components/PageTitle';

/** The reference of the application this window submitted, if it holds one. */
function referenceOf(record: Record<string, unknown> | null, sessionId: string | undefined): string | undefined {
  const general = (record?.generalInfo ?? {}) as { prospectId?: unknown };
  const id = typeof general.prospectId === 'string' && general.prospectId ? general.prospectId : sessionId;
  return record ? id : undefined;
}

/**
 * /business/ApplicationSubmitted: the confirmation, with the application's reference and what
 * happens next and when (rule SUBMIT-CONFIRM). Opened without an application in this window it says
 * so and offers My Applications instead of a confirmation of nothing. Check status clears the
 * application state and goes to the come-back login; it is not shown in edit-application mode.
 */
export default function ApplicationSubmittedPage() {
  const { t } = useTranslation(['pages', 'submission']);
  const editApplication = useAtomValue(editApplicationAtom);
  const record = useAtomValue(prospectAtom);
  const session = useAtomValue(customerSessionAtom);
  const setProspect = useSetAtom(prospectAtom);
  const setCompleted = useSetAtom(completedStepsAtom);
  const go = useNavigateWithEvent();
  const reference = referenceOf(record, session?.prospectId);
  const checkStatus = () => {
    setProspect(null);
    setCompleted([]);
    go('comeBackLogin', pathOf('comeBackLogin'));
  };
  if (!reference)
    return (
      <Stack gap="4" align="start">
        <PageTitle>{t('pages:applicationSubmitted.titleNone')}</PageTitle>
        <Text color="ink.700">{t('submission:submitted.noApplication')}</Text>
        <Button colorPalette="brand" size="lg" onClick={checkStatus}>
          {t('submission:submitted.logIn')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="4" align="start">
      <PageTitle>{t('pages:applicationSubmitted.title')}</PageTitle>
      <Text color="ink.700">{t('submission:submitted.text')}</Text>
      <Text fontWeight="semibold" data-testid="application-reference">
        {t('submission:submitted.reference', { reference })}
      </Text>
      <Text color="ink.700">{t('submission:submitted.next', { days: servicesRules.submission.answerWithinWorkingDays })}</Text>
      {!editApplication && (
        <Button colorPalette="brand" size="lg" onClick={checkStatus}>
          {t('submission:submitted.checkStatus')}
        </Button>
      )}
    </Stack>
  );
}
