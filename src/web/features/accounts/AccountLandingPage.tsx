import { useEffect } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { Link, useSearch } from 'wouter';
import { pushEvent } from '../../app/analytics';
import { accountBySlug, analyticsRules } from '../../app/rules';
import { pathOf, withSearch } from '../../app/routes';
import { PageTitle } from '../../components/PageTitle';
import { TierNotice } from './TierNotice';
import { useAccountNames } from './useAccountName';

/** Detailed account landing page of one slug; the guard has checked the slug. */
export default function AccountLandingPage({ slug, params }: { slug?: string; params?: { accountType?: string } }) {
  const { t } = useTranslation(['pages', 'common']);
  const { accountName, t: ta } = useAccountNames();
  const search = useSearch();
  const account = accountBySlug(slug ?? params?.accountType);

  useEffect(() => {
    if (account) pushEvent(analyticsRules.pageEvents.productPage, account.accountType);
  }, [account]);

  if (!account) return null;
  const name = accountName(account);
  const overview = withSearch(pathOf('applicationOverview', { accountType: account.slug }), search);

  return (
    <Flex gap="10" direction={{ base: 'column', lg: 'row' }} align={{ lg: 'center' }}>
      <Stack gap="5" flex="1" maxW="2xl">
        <PageTitle>{name}</PageTitle>
        <Text fontSize="xl" color="ink.800" fontWeight="semibold">
          {ta(`tiers.${account.tier}.subtitle`)}
        </Text>
        <Text fontSize="lg" color="ink.700">
          {ta(`tiers.${account.tier}.description`)}
        </Text>
        <TierNotice account={account} />
        <Flex gap="6" align="center" wrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <Link href={overview} onClick={() => pushEvent(analyticsRules.pageEvents.apply, account.accountType)}>
              {t('accountLanding.applyNow')}
            </Link>
          </Button>
          <chakra.a href={account.keyFacts} target="_blank" rel="noopener" color="brand.700" fontWeight="semibold" textDecoration="underline">
            {t('accountLanding.keyFacts', { name })}
            <chakra.span srOnly> {t('common:externalLink')}</chakra.span>
          </chakra.a>
        </Flex>
      </Stack>
      <chakra.img src={account.images.landing} alt={t('accountLanding.imageAlt')} width="100%" maxW="420px" height="auto" />
    </Flex>
  );
}
