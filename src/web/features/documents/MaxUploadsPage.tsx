import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { PageTitle } from '../../components/PageTitle';

/** The maximum-uploads page: limit reached, a callback within one day, Explore Now → the comparison. */
export default function MaxUploadsPage() {
  const { t } = useTranslation('documents');
  const go = useNavigateWithEvent();
  return (
    <Stack gap="4" align="start" data-testid="max-uploads">
      <PageTitle>{t('maxUploads.title')}</PageTitle>
      <Text>{t('maxUploads.message')}</Text>
      <Button colorPalette="brand" onClick={() => go('accountsComparison', pathOf('accountsComparison'))}>
        {t('maxUploads.explore')}
      </Button>
    </Stack>
  );
}
