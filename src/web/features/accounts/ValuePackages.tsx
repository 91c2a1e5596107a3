import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { AppConfig } from '../../api/config';
import { packagesRules, variantOf } from '../../app/rules';
import { PackageIncludes } from '../../components/packages/PackageIncludes';

/** The Plus and Max value packages with their prices and read-more links. */
export function ValuePackages({ islamic, config }: { islamic: boolean; config?: AppConfig }) {
  const { t } = useTranslation(['pages', 'packages', 'common']);
  return (
    <Box as="section" aria-labelledby="value-packages" mt="12">
      <Heading as="h2" id="value-packages" size="xl" mb="2">
        {t('comparison.packagesTitle')}
      </Heading>
      <Text color="ink.700" mb="6">
        {t('comparison.packagesText')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="3xl">
        {packagesRules.map((plan) => {
          const name = t(`packages:${plan.key}.name`);
          const url = config?.[plan.readMoreConfigKeys[variantOf(islamic)]];
          return (
            <Box as="article" key={plan.key} aria-labelledby={`package-${plan.key}`} borderWidth="1px" borderColor="ink.200" borderRadius="lg" p="6">
              <Heading as="h3" id={`package-${plan.key}`} size="lg" mb="1">
                {name}
              </Heading>
              <Text fontSize="xl" fontWeight="bold" color="brand.700" mb="2">
                {t('packages:price', { cost: plan.cost })}
              </Text>
              {plan.mandatoryWith.length > 0 ? <Text color="ink.700">{t('packages:mandatoryWith')}</Text> : null}
              <PackageIncludes plan={plan} islamic={islamic} name={name} />
              {typeof url === 'string' && url ? (
                <chakra.a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.700"
                  fontWeight="semibold"
                  textDecoration="underline"
                  display="inline-block"
                  mt="3"
                >
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
