import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, type I18n } from './instance';
import type { TFunction } from './translate';

const I18nContext = createContext<I18n | null>(null);

/** Makes `i18n` the words of every useTranslation below. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` for keys in the first of `ns` (others are written "ns:key"). Suspends (React Suspense) until
 * the words of every namespace of `ns` have arrived. `t` is the same function on every render for
 * the same first namespace.
 */
export function useTranslation(ns: string | readonly string[] = DEFAULT_NAMESPACE): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation: no <I18nProvider> above this component');
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  const arriving = i18n.loadNamespaces(namespaces);
  // thrown rather than use()d: a use() that suspends inside a test's synchronous render() (act)
  // never resumes, a thrown promise does (React Suspense retries either way in the browser)
  if (arriving) throw arriving;
  const t = i18n.getFixedT(namespaces[0] ?? DEFAULT_NAMESPACE);
  return useMemo(() => ({ t, i18n }), [t, i18n]);
}
