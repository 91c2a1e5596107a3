import { useTranslation } from '../../app/i18n';
import { variantOf, type AccountRule, type Tier } from '../../app/rules';

/** Display names of accounts: the tier's name in its variant's wording. */
export function useAccountNames() {
  const { t } = useTranslation('accounts');
  const tierName = (tier: Tier) => t(`tiers.${tier}.name`);
  const accountName = (account: Pick<AccountRule, 'tier' | 'islamicBanking'>) =>
    t(`variants.${variantOf(account.islamicBanking)}`, { name: tierName(account.tier) });
  return { tierName, accountName, t };
}
