export { LanguageSwitch } from './LanguageSwitch';
export { pageDirection, pageLanguage, pageLocale } from './page-language';
export { useLanguageInAddress } from './use-language-in-address';
