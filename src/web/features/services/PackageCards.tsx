import { Box, Button, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { PackageCard } from '../../../core/services/packages';
import { PackageIncludes } from '../../components/packages/PackageIncludes';

export interface PackageCardsProps {
  cards: PackageCard[];
  /** read-more link of a card, for the banking variant */
  readMore: (card: PackageCard) => string | undefined;
  onToggle: (id: string) => void;
  /** an Islamic account: the cards word what the packages hold its way */
  islamic: boolean;
}

/** The Plus and Max cards: price, the select / selected toggle, or the card's note. */
export function PackageCards({ cards, readMore, onToggle, islamic }: PackageCardsProps) {
  const { t } = useTranslation(['services', 'packages', 'common']);
  return (
    <Box as="section" aria-labelledby="services-packages" mb="4">
      <Heading as="h3" id="services-packages" size="md" mb="1">
        {t('services:packages.title')}
      </Heading>
      <Text color="ink.700" mb="3">
        {t('services:packages.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {cards.map((card) => {
          const name = t(`packages:${card.pkg.key}.name`);
          const url = readMore(card);
          const headingId = `package-card-${card.pkg.key}`;
          return (
            <Box
              as="article"
              key={card.pkg.id}
              aria-labelledby={headingId}
              data-package={card.pkg.id}
              data-selected={card.selected || undefined}
              borderWidth={card.selected ? '2px' : '1px'}
              borderColor={card.selected ? 'brand.600' : 'ink.200'}
              borderRadius="lg"
              p="4"
              opacity={card.disabled ? 0.8 : 1}
            >
              <Heading as="h4" id={headingId} size="sm" mb="1">
                {name}
              </Heading>
              <Text fontWeight="bold" color="brand.700" mb="2">
                {t('packages:price', { cost: card.pkg.cost })}
              </Text>
              {card.label ? <Text mb="2">{t(`packages:${card.label}`)}</Text> : null}
              <PackageIncludes plan={card.pkg} islamic={islamic} name={name} />
              {card.selectable ? (
                <Button
                  type="button"
                  size="sm"
                  variant={card.selected ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={card.selected}
                  onClick={() => onToggle(card.pkg.id)}
                >
                  {card.selected ? `${t('packages:selected')}: ${name}` : t('packages:select', { name })}
                </Button>
              ) : null}
              {url ? (
                <chakra.a href={url} target="_blank" rel="noopener noreferrer" color="brand.700" textDecoration="underline" display="block" mt="2">
                  {t('packages:readMore', { name })}
                  <chakra.span srOnly> {t('common:externalLink')}</chakra.span>
                </chakra.a>
              ) : null}
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
