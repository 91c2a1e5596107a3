import { lazy, Suspense } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { PageTitle } from '../../components/PageTitle';
import { ReopenedNotice } from '../../components/ReopenedNotice';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { FirstPaintOutline } from '../../components/first-paint-outline';

// the forms, their schemas and the application arrive after the page's words have painted
const CompanyInfoWizard = lazy(() => import('./CompanyInfoWizard'));

/** Company Information: the page's words at once, then the wizard. */
export default function CompanyInfoPage() {
  const { t } = useTranslation('pages');
  const painted = useAfterFirstPaint();
  // the wizard as the server's first paint showed it, else the spinner, until the wizard is here
  const loading = <FirstPaintOutline name="companyInfo" loadingText={t('companyInfo.loading')} />;
  return (
    <Stack gap="4">
      <PageTitle>{t('companyInfo.title')}</PageTitle>
      <Text color="ink.700">{t('companyInfo.intro')}</Text>
      <ReopenedNotice />
      {painted ? (
        <Suspense fallback={loading}>
          <CompanyInfoWizard loading={loading} />
        </Suspense>
      ) : (
        loading
      )}
    </Stack>
  );
}
