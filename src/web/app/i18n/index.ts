import type { Bundle } from '../../../core/bundle';
import { createInstance, type I18n } from './instance';
import { resourcesOf } from './words';

export { I18nProvider, useTranslation } from './react';
export type { I18n } from './instance';
export type { TFunction, TOptions } from './translate';
export { resourcesOf } from './words';

// The public pages' words ship with the first script; every other namespace (a wizard's fields,
// messages, screens…) is fetched the first time a component asks for it, so the landing route
// stays small however many words the analysts add.
const shellModules = import.meta.glob('/content/en/{common,layout,pages,accounts,packages,session}.json', { eager: true, import: 'default' });
const lazyModules = import.meta.glob('/content/[a-z][a-z]/*.json', { import: 'default' });

const shellWords: Pick<Bundle, 'content'> = {
  content: Object.fromEntries(Object.entries(shellModules).map(([key, value]) => [key.slice('/content/'.length), value])),
};

/**
 * The words of `lng`; content writes "{field}" for interpolation. With an explicit bundle (tests,
 * the studio) every namespace is present at once; otherwise only the shell's are, and components
 * asking for another namespace suspend until it arrives.
 */
export function createI18n(bundle?: Pick<Bundle, 'content'>, lng = 'en'): I18n {
  return createInstance({
    resources: resourcesOf(bundle ?? shellWords),
    lng,
    load: bundle ? undefined : (code, ns) => lazyModules[`/content/${code}/${ns}.json`]?.(),
  });
}
