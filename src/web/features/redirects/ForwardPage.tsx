import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageTitle } from '../../components/PageTitle';

/** A redirect entry point (spec 000 §2): forwards to its target, keeping the search string (rocode, …). */
export default function ForwardPage({ to }: { to: string }) {
  const { t } = useTranslation('pages');
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    navigate(search ? `${to}?${search}` : to, { replace: true });
  }, [navigate, search, to]);
  return <PageTitle>{t('redirect.title')}</PageTitle>;
}
