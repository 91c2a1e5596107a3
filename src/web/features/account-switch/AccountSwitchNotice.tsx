import { Alert, Button, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { accountsRules } from '../../app/rules';
import { prospectAtom } from '../../app/state/application';
import { useAccountNames } from '../accounts';
import { useAccountSwitch } from './use-account-switch';

type Json = Record<string, unknown>;

/**
 * Told as soon as the answers call for it (rule STARTER-EARLY): a starter application of a business a
 * year old or older learns it at once, with the tier's notice, and can move the same application to
 * the account screening offers, every answer kept.
 */
export function AccountSwitchNotice() {
  const { tierName, t } = useAccountNames();
  const record = useAtomValue(prospectAtom);
  const { offer, switching, switchTo } = useAccountSwitch();
  if (!offer) return null;
  const tierOf = (accountType: unknown) => accountsRules.tiers.find((tier) => tier.accountType === accountType);
  const from = tierOf(((record?.applicationInfo ?? {}) as Json).accountType);
  const to = tierOf(offer.switchTo);
  const name = from ? tierName(from.tier) : '';
  const target = to ? tierName(to.tier) : offer.switchTo;
  return (
    <Alert.Root status="warning" variant="surface" alignItems="start" role="region" aria-label={t('switchNotice.title')} data-testid="account-switch-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{t('switchNotice.title')}</Alert.Title>
        <Stack gap="3" mt="1">
          {from?.noticeKey && <Alert.Description>{t(from.noticeKey)}</Alert.Description>}
          <Alert.Description>{t('switchNotice.found', { name, target })}</Alert.Description>
          <Button
            colorPalette="brand"
            width="fit-content"
            loading={switching}
            loadingText={t('switchNotice.switching')}
            onClick={() => void switchTo(offer.switchTo)}
          >
            {t('switchNotice.button', { target })}
          </Button>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
