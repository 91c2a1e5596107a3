import { lazy, Suspense } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Loading } from '../../components/Loading';
import { useTranslation } from '../../app/i18n';
import { PageTitle } from '../../components/PageTitle';
import { ReopenedNotice } from '../../components/ReopenedNotice';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';

// the forms, their schemas and the application arrive after the page's words have painted
const CompanyInfoWizard = lazy(() => import('./CompanyInfoWizard'));

/** Company Information: the page's words at once, then the wizard. */
export default function CompanyInfoPage() {
  const { t } = useTranslation('pages');
  const painted = useAfterFirstPaint();
  const loading = <Loading text={t('companyInfo.loading')} py="12" />;
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
