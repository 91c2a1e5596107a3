import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { completedStepsAtom, prospectAtom } from '../../app/state/application';
import { editApplicationAtom } from '../../app/state/edit-mode';
import { PageTitle } from '../../components/PageTitle';

/**
 * /business/ApplicationSubmitted: the confirmation. Check status clears the application state and
 * goes to the come-back login; it is not shown in edit-application mode.
 */
export default function ApplicationSubmittedPage() {
  const { t } = useTranslation(['pages', 'submission']);
  const editApplication = useAtomValue(editApplicationAtom);
  const setProspect = useSetAtom(prospectAtom);
  const setCompleted = useSetAtom(completedStepsAtom);
  const go = useNavigateWithEvent();
  const checkStatus = () => {
    setProspect(null);
    setCompleted([]);
    go('comeBackLogin', pathOf('comeBackLogin'));
  };
  return (
    <Stack gap="4" align="start">
      <PageTitle>{t('pages:applicationSubmitted.title')}</PageTitle>
      <Text color="ink.700">{t('submission:submitted.text')}</Text>
      {!editApplication && (
        <Button colorPalette="brand" size="lg" onClick={checkStatus}>
          {t('submission:submitted.checkStatus')}
        </Button>
      )}
    </Stack>
  );
}
