import type { ReactNode } from 'react';
import { useMemo } from 'react';
import useSWR from 'swr';
import { createI18n, I18nProvider } from '../i18n';
import { fetchRelease } from './load';
import { useAppRelease } from './use-release';

/**
 * Words of the release `releaseId` for what is inside (a submitted application shown with the
 * release it was submitted under); the release in use when it is that one, or none is named. Until
 * the other release has arrived, `pending` is shown; should it not arrive, the release in use.
 */
export function ReleaseScope({ releaseId, pending, children }: { releaseId: string | null | undefined; pending: ReactNode; children: ReactNode }) {
  const current = useAppRelease();
  const other = releaseId && releaseId !== current.id ? releaseId : null;
  const read = useSWR(other ? ['release', other] : null, () => fetchRelease(other!), { revalidateOnFocus: false, revalidateIfStale: false });
  const i18n = useMemo(() => (read.data ? createI18n(read.data.bundle) : undefined), [read.data]);
  if (!other || read.error) return <>{children}</>;
  if (!i18n) return <>{pending}</>;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
