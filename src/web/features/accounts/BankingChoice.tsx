import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';

/** Conventional / RAKislamic choice as a radio group (comparison page). */
export function BankingChoice({ islamic, onChange }: { islamic: boolean; onChange: (islamic: boolean) => void }) {
  const { t } = useTranslation('common');
  const options = [
    { value: false, label: t('banking.conventional') },
    { value: true, label: t('banking.islamic') },
  ];
  return (
    <chakra.fieldset border="none" p="0" m="0">
      <chakra.legend srOnly>{t('banking.groupLabel')}</chakra.legend>
      <Flex borderWidth="1px" borderColor="ink.400" borderRadius="full" p="1" gap="1" width="fit-content">
        {options.map((option) => {
          const checked = option.value === islamic;
          return (
            <chakra.label
              key={String(option.value)}
              px="4"
              py="1.5"
              borderRadius="full"
              fontWeight="semibold"
              cursor="pointer"
              bg={checked ? 'brand.600' : 'transparent'}
              color={checked ? 'white' : 'ink.800'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' }}
            >
              <chakra.input type="radio" name="banking-choice" checked={checked} onChange={() => onChange(option.value)} srOnly />
              {option.label}
            </chakra.label>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
}
