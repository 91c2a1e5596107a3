import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

// Its journey step arrives with a later issue; the route, layout and heading are in place.
export default function ComeBackVerificationPage() {
  const { t } = useTranslation('pages');
  return <PageTitle>{t('comeBackVerification.title')}</PageTitle>;
}
