import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { isCompany, isSignatory, shareOf, type Person } from '../../../core/stakeholders';

/** Signatory / shareholder (with %) / company badges and the person's progress. */
export function RoleBadges({ person, done }: { person: Person; done: boolean }) {
  const { t } = useTranslation('stakeholders');
  const share = shareOf(person);
  return (
    <HStack gap="2" flexWrap="wrap">
      {isCompany(person) && <Badge colorPalette="purple">{t('badges.company')}</Badge>}
      {isSignatory(person) && <Badge colorPalette="blue">{t('badges.signatory')}</Badge>}
      {person?.kycDetails?.isShareholder === true && <Badge colorPalette="teal">{t('badges.shareholder', { percent: share })}</Badge>}
      <Badge colorPalette={done ? 'green' : 'gray'}>{done ? t('badges.done') : t('badges.inProgress')}</Badge>
    </HStack>
  );
}
