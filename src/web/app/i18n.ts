import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Bundle } from '../../core/bundle';

// The public pages' words ship with the first script; every other namespace (a wizard's fields,
// messages, screens…) is fetched the first time a component asks for it, so the landing route
// stays small however many words the analysts add.
const shellModules = import.meta.glob('/content/en/{common,layout,pages,accounts,packages,session}.json', { eager: true, import: 'default' });
const lazyModules = import.meta.glob('/content/[a-z][a-z]/*.json', { import: 'default' });

const shellWords: Pick<Bundle, 'content'> = {
  content: Object.fromEntries(Object.entries(shellModules).map(([key, value]) => [key.slice('/content/'.length), value])),
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

/** Loads a namespace that is not bundled with the shell (content/<lang>/<ns>.json) on demand. */
const lazyWords: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const load = lazyModules[`/content/${lang}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (words) => callback(null, words as Record<string, unknown>),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * A ready i18next instance; content writes "{field}" for interpolation. With an explicit bundle
 * (tests, the studio) every namespace is present at once; otherwise only the shell's are, and
 * components asking for another namespace suspend until it arrives.
 */
export function createI18n(bundle?: Pick<Bundle, 'content'>, lng = 'en'): i18n {
  const resources = resourcesOf(bundle ?? shellWords);
  const instance = i18next.createInstance();
  if (!bundle) instance.use(lazyWords);
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    partialBundledLanguages: true,
    ns: Object.keys(resources[lng] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    react: { useSuspense: true },
  });
  return instance;
}
