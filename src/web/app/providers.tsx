import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { pageLocale } from './language/page-language';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '../api/http';
import { Confirmations } from '../components/confirm/Confirmations';
import { Notifications } from '../components/notifications/Notifications';
import { createI18n, I18nProvider, type I18n } from './i18n';
import { useAppRelease } from './release';
import { appSystem } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** a jotai store (tests pass their own to read and seed atoms) */
  store?: ReturnType<typeof createStore>;
  /** SWR options merged over the defaults (tests pass `fallback` with a configuration fixture) */
  swr?: SWRConfiguration;
  i18n?: I18n;
}

/** Theme, words, client state and server reads; also hosts the notification stack and the confirm dialog. */
export function AppProviders({ children, store, swr, i18n }: AppProvidersProps) {
  const [ownStore] = useState(() => store ?? createStore());
  // the words of the release in use: another release put in use re-renders every text
  const release = useAppRelease();
  const ownI18n = useMemo(() => i18n ?? createI18n(release.bundle), [i18n, release]);
  return (
    <ChakraProvider value={appSystem()}>
      {/* the components' direction and formats follow the page's language (right to left in Arabic) */}
      <LocaleProvider locale={pageLocale()}>
        <I18nProvider i18n={ownI18n}>
          <JotaiProvider store={ownStore}>
            <SWRConfig value={{ fetcher, ...swr }}>
              {/* words of a namespace not bundled with the shell are fetched on first use */}
              <Suspense fallback={null}>
                {children}
                <Notifications />
                <Confirmations />
              </Suspense>
            </SWRConfig>
          </JotaiProvider>
        </I18nProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
