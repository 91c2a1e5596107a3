import { Alert, List } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../app/i18n';
import { reopenedStepsAtom } from '../app/state/application';

/**
 * Told when the application was opened under a newly published release that no longer accepts
 * answers of steps completed before: which steps are open again, and why (rule RELEASE-MOVE).
 */
export function ReopenedNotice() {
  const reopened = useAtomValue(reopenedStepsAtom);
  const { t } = useTranslation(['common', 'wizards']);
  if (reopened.length === 0) return null;
  return (
    <Alert.Root status="info" variant="surface" alignItems="start" role="region" aria-label={t('reopened.title')} data-testid="reopened-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{t('reopened.title')}</Alert.Title>
        <Alert.Description>{t('reopened.intro')}</Alert.Description>
        <List.Root mt="2" ps="5">
          {reopened.map((step) => (
            <List.Item key={`${step.flowId}|${step.step}`}>
              {t('reopened.step', { step: t(`wizards:${step.titleKey}`), reasons: step.reasons.join(' ') })}
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
