import { chakra, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { Link } from 'wouter';
import { pathOf } from '../../app/routes';
import { PageTitle } from '../../components/PageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="6" align="flex-start" maxW="2xl">
      <chakra.img src="/images/not-found.svg" alt={t('notFound.imageAlt')} maxW="320px" width="100%" height="auto" />
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text fontSize="lg" color="ink.700">
        {t('notFound.text')}
      </Text>
      <Link href={pathOf('accountsComparison')} style={{ color: 'var(--chakra-colors-brand-700)', fontWeight: 600, textDecoration: 'underline' }}>
        {t('notFound.link')}
      </Link>
    </Stack>
  );
}
