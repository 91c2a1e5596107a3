import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_PARAM } from '../../../core/layout/page-language';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { pageLanguage } from './page-language';

/**
 * Keeps the page's language in the address as the visitor moves about (`?lang=ar`), so any address
 * copied from the bar opens in the same language. The source language needs none.
 */
export function useLanguageInAddress(): void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const lang = pageLanguage();
    const params = new URLSearchParams(search);
    if (lang === SOURCE_LANGUAGE || params.get(LANGUAGE_PARAM) === lang) return;
    params.set(LANGUAGE_PARAM, lang);
    navigate(`${path}?${params.toString()}`, { replace: true });
  }, [path, search, navigate]);
}
