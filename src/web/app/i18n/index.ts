import type { Bundle } from '../../../core/bundle';
import { appRelease } from '../release/current';
import { createInstance, type I18n } from './instance';
import { resourcesOf } from './words';
import { pageLanguage } from '../language/page-language';

export { I18nProvider, useTranslation } from './react';
export type { I18n } from './instance';
export type { TFunction, TOptions } from './translate';
export { resourcesOf } from './words';

/**
 * The words of `lng` (by default the page's language) in a release's content (by default the release
 * in use: every namespace arrived with it); content writes "{field}" for interpolation.
 */
export function createI18n(bundle: Pick<Bundle, 'content'> = appRelease().bundle, lng = pageLanguage()): I18n {
  return createInstance({ resources: resourcesOf(bundle), lng });
}
