import { useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { prepareValidators } from '../../../core/schema/compile-at-runtime';
import { createI18n, I18nProvider } from '../../app/i18n';
import { fetchRelease } from '../../app/release';
import { appRegistry } from '../../forms/app-registry';
import { RegistryProvider } from '../../forms/registry-context';

/**
 * What is inside, under the release `releaseId` as a customer would get it from the server: its
 * files, its generated validators, its words. `pending` until they are here.
 */
export function PreviewRelease({ releaseId, pending, children }: { releaseId: string; pending: ReactNode; children: ReactNode }) {
  const read = useSWR(['release', releaseId], () => fetchRelease(releaseId), { revalidateOnFocus: false, revalidateIfStale: false });
  const release = read.data;
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (!release) return;
    let live = true;
    const preparing = prepareValidators(release.bundle, release.id);
    if (!preparing) setReady(release.id);
    else void preparing.then(() => live && setReady(release.id));
    return () => {
      live = false;
    };
  }, [release]);
  const scope = useMemo(
    () => (release && ready === release.id ? { registry: appRegistry(release.bundle), i18n: createI18n(release.bundle) } : undefined),
    [release, ready],
  );
  if (!scope) return <>{pending}</>;
  return (
    <I18nProvider i18n={scope.i18n}>
      <RegistryProvider registry={scope.registry}>{children}</RegistryProvider>
    </I18nProvider>
  );
}
