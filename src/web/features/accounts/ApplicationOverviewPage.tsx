import { useEffect } from 'react';
import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Link, useSearch } from 'wouter';
import { pushEvent, useNavigateWithEvent } from '../../app/analytics';
import { accountBySlug, analyticsRules, journeyFlows } from '../../app/rules';
import { pathOf, withSearch } from '../../app/routes';
import { fromApplicationOverviewAtom, startApplicationAtom } from '../../app/state/application';
import { PageTitle } from '../../components/PageTitle';
import { useAccountNames } from './useAccountName';
import { TierNotice } from './TierNotice';

/** Application overview of one account slug: the journey's steps and "Start application". */
export default function ApplicationOverviewPage({ params }: { params?: { accountType?: string } }) {
  const { t } = useTranslation(['pages', 'layout']);
  const { accountName } = useAccountNames();
  const search = useSearch();
  const start = useSetAtom(startApplicationAtom);
  const markFromOverview = useSetAtom(fromApplicationOverviewAtom);
  const navigateWithEvent = useNavigateWithEvent();
  const account = accountBySlug(params?.accountType);

  useEffect(() => {
    if (account) pushEvent(analyticsRules.pageEvents.productReview, account.accountType);
  }, [account]);

  if (!account) return null;

  const onStart = () => {
    start({ slug: account.slug, accountType: account.accountType, islamicBanking: account.islamicBanking });
    pushEvent(analyticsRules.pageEvents.start, account.accountType);
    navigateWithEvent('applicantInfo', withSearch(pathOf('applicantInfo'), search), { productName: account.accountType });
  };

  return (
    <Flex gap="10" direction={{ base: 'column', lg: 'row' }}>
      <Stack gap="6" flex="1" maxW="2xl">
        <Link
          href={withSearch(pathOf('accountsComparison'), search)}
          onClick={() => markFromOverview(true)}
          style={{ color: 'var(--chakra-colors-brand-700)', fontWeight: 600, width: 'fit-content' }}
        >
          {t('overview.back')}
        </Link>
        <PageTitle>{t('overview.title')}</PageTitle>
        <Text fontSize="lg" color="ink.700">
          {t('overview.subtitle', { name: accountName(account) })}
        </Text>
        <TierNotice account={account} />
        <Heading as="h2" size="lg">
          {t('overview.stepsTitle')}
        </Heading>
        <chakra.ol pl="6" fontSize="lg" color="ink.800" display="flex" flexDirection="column" gap="2">
          {journeyFlows.application.steps.map((step) => (
            <li key={step.number}>{t(step.titleKey)}</li>
          ))}
        </chakra.ol>
        <Button colorPalette="brand" size="lg" width="fit-content" onClick={onStart}>
          {t('overview.start')}
        </Button>
      </Stack>
      <chakra.img src={account.images.overview} alt="" width="100%" maxW="420px" height="auto" alignSelf="center" />
    </Flex>
  );
}
