import { chakra, Stack } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';

/** Navigation dots, shown once the user has left the first section. */
export function SectionDots({ titles, index, onSelect }: { titles: string[]; index: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('pages');
  if (index === 0) return null;
  return (
    <chakra.nav aria-label={t('landing.sectionsLabel')} position="fixed" right="6" top="50%" transform="translateY(-50%)" zIndex="docked">
      <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
        {titles.map((title, position) => (
          <li key={title}>
            <chakra.button
              type="button"
              aria-label={t('landing.goToSection', { number: position + 1, title })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => onSelect(position)}
              display="block"
              boxSize="14px"
              borderRadius="full"
              borderWidth="2px"
              borderColor="brand.700"
              bg={position === index ? 'brand.700' : 'white'}
              cursor="pointer"
            />
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
