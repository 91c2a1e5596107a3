import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Bundle } from '../../core/bundle';

// Only the words (content/<lang>/*.json), not the whole bundle: the landing route stays small.
const wordModules = import.meta.glob('/content/[a-z][a-z]/*.json', { eager: true, import: 'default' });
const words: Pick<Bundle, 'content'> = {
  content: Object.fromEntries(Object.entries(wordModules).map(([key, value]) => [key.slice('/content/'.length), value])),
};

/** content/<lang>/<namespace>.json of the bundle, as i18next resources. */
export function resourcesOf(bundle: Pick<Bundle, 'content'>): Resource {
  const resources: Resource = {};
  for (const [path, value] of Object.entries(bundle.content)) {
    const match = /^([a-z]{2}(?:-[A-Z]{2})?)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match;
    resources[lang] ??= {};
    resources[lang][ns] = value as Record<string, unknown>;
  }
  return resources;
}

/** A ready i18next instance over the bundle's words; content writes "{field}" for interpolation. */
export function createI18n(bundle: Pick<Bundle, 'content'> = words, lng = 'en'): i18n {
  const resources = resourcesOf(bundle);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(resources[lng] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
