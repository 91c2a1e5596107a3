import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/http';
import { openInvite, rememberInvite } from '../../api/invite';
import { redeemedInviteAtom } from '../../app/state/agent';
import { errorCodeAtom } from '../../app/state/screening';
import { PageTitle } from '../../components/PageTitle';
import { useApiErrorHandler } from '../../api/client-errors-handler';

/**
 * A redirect entry point: forwards to its target, keeping the search string (rocode, …).
 * An invite link (`?rocode=…&invite=…`) is opened first: its officer code stays in the search
 * string for Basic Information (which starts with the invited name and e-mail), its token is kept for
 * the application's creation (which uses it up),
 * and an expired or used link shows the EXP101 screen. Opening it again changes nothing.
 */
export default function ForwardPage({ to }: { to: string }) {
  const { t } = useTranslation('pages');
  const [, navigate] = useLocation();
  const search = useSearch();
  const setInvite = useSetAtom(redeemedInviteAtom);
  const setErrorCode = useSetAtom(errorCodeAtom);
  const handleError = useApiErrorHandler();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const invite = query.get('invite');
    if (!invite) {
      navigate(search ? `${to}?${search}` : to, { replace: true });
      return;
    }
    openInvite(invite).then(
      (redeemed) => {
        rememberInvite({ roCode: redeemed.roCode, invite });
        setInvite({ roCode: redeemed.roCode, invite, custName: redeemed.custName, custEmail: redeemed.custEmail });
        query.delete('invite');
        query.set('rocode', redeemed.roCode);
        navigate(`${to}?${query.toString()}`, { replace: true });
      },
      (error) => {
        if (error instanceof ApiError && error.errorCode === 'EXP101') setErrorCode('EXP101');
        else handleError(error);
      },
    );
  }, [navigate, search, to, setInvite, setErrorCode, handleError]);
  return <PageTitle>{t('redirect.title')}</PageTitle>;
}
