import { List, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { PackageRule } from '../../../core/rules/packages';

/**
 * What a value package holds (rules/packages.json `includes`), in the words of content/<lang>/packages.json:
 * an Islamic account's card takes `featuresIslamic` where it words a feature differently.
 */
export function PackageIncludes({ plan, islamic, name }: { plan: Pick<PackageRule, 'key' | 'includes'>; islamic: boolean; name: string }) {
  const { t } = useTranslation('packages');
  const listId = `package-includes-${plan.key}`;
  const feature = (key: string) => {
    const plain = t(`features.${key}`);
    return islamic ? t(`featuresIslamic.${key}`, { defaultValue: plain }) : plain;
  };
  return (
    <>
      <Text id={listId} fontWeight="semibold" mb="1">
        {t('includesTitle', { name })}
      </Text>
      <List.Root aria-labelledby={listId} ps="5" mb="2" gap="1">
        {plan.includes.map((key) => (
          <List.Item key={key}>{feature(key)}</List.Item>
        ))}
      </List.Root>
    </>
  );
}
