import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { Link, useSearch } from 'wouter';
import { pushEvent } from '../../app/analytics';
import { analyticsRules, journeyFlows } from '../../app/rules';
import { pathOf, withSearch } from '../../app/routes';
import { PageTitle } from '../../components/PageTitle';
import { SectionDots } from './SectionDots';
import { useSectionPagination } from './useSectionPagination';

const SECTIONS = ['hero', 'accounts', 'howItWorks'] as const;

/** Landing at / and /business: full-height sections turned by keys and wheel. */
export default function LandingPage() {
  const { t } = useTranslation(['pages', 'common', 'layout']);
  const search = useSearch();
  const { index, goTo, sectionRef, containerRef } = useSectionPagination(SECTIONS.length);
  const comparison = withSearch(pathOf('accountsComparison'), search);
  const titles = [t('landing.hero.title'), t('landing.accounts.title'), t('landing.howItWorks.title')];
  const linkButton = (label: string, onClick?: () => void) => (
    <Button asChild colorPalette="brand" size="lg" width="fit-content">
      <Link href={comparison} onClick={onClick}>
        {label}
      </Link>
    </Button>
  );

  return (
    <Box ref={containerRef}>
      <Stack as="section" ref={sectionRef(0)} aria-labelledby="landing-hero" minH="85vh" justify="center" gap="6">
        <PageTitle id="landing-hero" documentTitle={t('landing.documentTitle')} size={{ base: '3xl', md: '5xl' }}>
          {t('landing.welcome')} <chakra.span color="brand.700">{t('common:productName')}</chakra.span>
        </PageTitle>
        <Text fontSize={{ base: 'lg', md: '2xl' }} color="ink.700" maxW="2xl">
          {t('landing.subline')}
        </Text>
        {linkButton(t('landing.hero.cta'))}
      </Stack>

      <Stack as="section" ref={sectionRef(1)} aria-labelledby="landing-accounts" minH="85vh" justify="center" gap="6">
        <Heading as="h2" id="landing-accounts" size="3xl">
          {t('landing.accounts.title')}
        </Heading>
        <Text fontSize="lg" color="ink.700" maxW="2xl">
          {t('landing.accounts.text')}
        </Text>
        {linkButton(t('landing.accounts.cta'), () => pushEvent(analyticsRules.pageEvents.landingBusinessAccount))}
      </Stack>

      <Stack as="section" ref={sectionRef(2)} aria-labelledby="landing-how" minH="85vh" justify="center" gap="6">
        <Heading as="h2" id="landing-how" size="3xl">
          {t('landing.howItWorks.title')}
        </Heading>
        <Text fontSize="lg" color="ink.700" maxW="2xl">
          {t('landing.howItWorks.text')}
        </Text>
        <chakra.ol pl="6" fontSize="lg" color="ink.800">
          {journeyFlows.application.steps.map((step) => (
            <li key={step.number}>{t(step.titleKey)}</li>
          ))}
        </chakra.ol>
        {linkButton(t('landing.howItWorks.cta'))}
      </Stack>

      <SectionDots titles={titles} index={index} onSelect={goTo} />
    </Box>
  );
}
