import { Box, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';

export interface ExpressTermsProps {
  /** the terms PDF for the banking variant (configuration links.expressTermsAndConditions) */
  href?: string;
  amount: number;
  currency: string;
  /** express is chosen and the terms were not opened yet: their box stays read-only and this says why */
  notice: boolean;
  onOpened: () => void;
}

/** The Express Service charge and its terms link; the terms must be opened before the box can be ticked. */
export function ExpressTerms({ href, amount, currency, notice, onOpened }: ExpressTermsProps) {
  const { t } = useTranslation(['services', 'messages']);
  return (
    <Box mb="4">
      <Text mb="2">{t('services:express.charge', { amount, currency })}</Text>
      {href ? (
        <chakra.a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.700"
          fontWeight="semibold"
          textDecoration="underline"
          onClick={onOpened}
          onAuxClick={onOpened}
        >
          {t('services:express.termsLink')} <chakra.span fontWeight="normal">{t('services:express.opensInNewTab')}</chakra.span>
        </chakra.a>
      ) : null}
      {notice ? (
        <Text role="status" color="red.700" mt="2">
          {t('messages:expressTermsNotRead')}
        </Text>
      ) : null}
    </Box>
  );
}
