import { chakra, HStack } from '@chakra-ui/react';
import { useSearch, useLocation } from 'wouter';
import { addressIn } from '../../../core/layout/page-language';
import { useTranslation } from '../i18n';
import { pageLanguage, pageLanguages } from './page-language';

/**
 * A language's name in itself ("العربية", "English"), from the browser's own list (CLDR): for a language the words do
 * not name. The browser's list is not read first: loading it is a long task on a phone (25 ms, 100 ms at a quarter speed).
 */
const ownName = (lang: string) => new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;

/**
 * The other languages of the release (the page names them), each a link to this page in it: the page loads again in that
 * language (the server remembers the choice), with the address carrying it so the link can be shared.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const [path] = useLocation();
  const search = useSearch();
  const current = pageLanguage();
  const others = pageLanguages().filter((lang) => lang !== current);
  if (others.length === 0) return null;
  return (
    <chakra.nav aria-label={t('languageLabel')}>
      <HStack gap="3">
        {others.map((lang) => (
          <chakra.a
            key={lang}
            href={addressIn(lang, path, search)}
            lang={lang}
            hrefLang={lang}
            dir="auto"
            fontSize="sm"
            fontWeight="semibold"
            color="brand.700"
            textDecoration="underline"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
          >
            {t(`languageNames.${lang}`, { defaultValue: '' }) || ownName(lang)}
          </chakra.a>
        ))}
      </HStack>
    </chakra.nav>
  );
}
