import { CloseButton, Flex, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { constants } from '../rules';
import { mobileBannerClosedAtom } from '../state/ui';

/** "Use the desktop…" notice, only on screens narrower than the mobile breakpoint; stays closed once closed. */
export function MobileBanner() {
  const { t } = useTranslation('layout');
  const [closed, setClosed] = useAtom(mobileBannerClosedAtom);
  if (closed) return null;
  return (
    <Flex
      role="region"
      aria-label={t('mobileBanner.text')}
      data-part="mobile-banner"
      align="center"
      justify="space-between"
      gap="3"
      bg="ink.900"
      color="white"
      px="4"
      py="2"
      css={{ [`@media (min-width: ${constants.mobileBannerBreakpoint}px)`]: { display: 'none' } }}
    >
      <Text fontSize="sm">{t('mobileBanner.text')}</Text>
      <CloseButton size="sm" color="white" _hover={{ bg: 'ink.700' }} aria-label={t('mobileBanner.close')} onClick={() => setClosed(true)} />
    </Flex>
  );
}
