import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useSearch } from 'wouter';
import { useConfig } from '../../api/config';
import { accountsRules, type Tier } from '../../app/rules';
import { pathOf, withSearch } from '../../app/routes';
import { accountChoiceAtom, fromApplicationOverviewAtom } from '../../app/state/application';
import { PageTitle } from '../../components/PageTitle';
import { BankingChoice } from './BankingChoice';
import { ComparisonTable } from './ComparisonTable';
import { ValuePackages } from './ValuePackages';

/** Accounts comparison, the home page of the product. */
export default function ComparisonPage() {
  const { t } = useTranslation('pages');
  const search = useSearch();
  const { config } = useConfig('customer');
  const choice = useAtomValue(accountChoiceAtom);
  const fromOverview = useAtomValue(fromApplicationOverviewAtom);
  const [islamic, setIslamic] = useState(choice?.islamicBanking ?? false);
  const chosenTier = accountsRules.accounts.find((a) => a.slug === choice?.slug)?.tier;
  const [selected, setSelected] = useState<Tier>(chosenTier ?? accountsRules.defaultSelectedTier);

  const hrefOf = (slug: string) => withSearch(pathOf(fromOverview ? 'applicationOverview' : 'accountLanding', { accountType: slug }), search);

  return (
    <Stack gap="6">
      <PageTitle>{t('comparison.title')}</PageTitle>
      <Text fontSize="lg" color="ink.700">
        {t('comparison.subtitle')}
      </Text>
      <BankingChoice islamic={islamic} onChange={setIslamic} />
      <ComparisonTable islamic={islamic} selected={selected} onSelect={setSelected} hrefOf={hrefOf} />
      <ValuePackages islamic={islamic} config={config} />
    </Stack>
  );
}
