import { Alert, chakra } from '@chakra-ui/react';
import { accountsRules, type AccountRule } from '../../app/rules';
import { useAccountNames } from './useAccountName';

/** The tier's notice (accounts.json `noticeKey`), with its key-facts sheet to learn more; nothing for a tier without one. */
export function TierNotice({ account }: { account: AccountRule }) {
  const { accountName, t } = useAccountNames();
  const noticeKey = accountsRules.tiers.find((tier) => tier.tier === account.tier)?.noticeKey;
  if (!noticeKey) return null;
  return (
    <Alert.Root status="info" variant="subtle" alignItems="start" data-testid="tier-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {t(noticeKey)}{' '}
          <chakra.a href={account.keyFacts} target="_blank" rel="noopener" color="brand.700" fontWeight="semibold" textDecoration="underline">
            {t('noticeLearnMore', { name: accountName(account) })}
          </chakra.a>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
