import { chakra } from '@chakra-ui/react';
import { useTranslation } from '../i18n';

export const MAIN_ID = 'main-content';

/** First focusable element: jumps to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      position="absolute"
      left="2"
      top="-100px"
      zIndex="skipNav"
      bg="white"
      color="brand.700"
      px="4"
      py="2"
      borderRadius="md"
      fontWeight="bold"
      boxShadow="md"
      _focus={{ top: '2' }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('skipToContent')}
    </chakra.a>
  );
}
