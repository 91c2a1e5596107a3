import { Box, Button } from '@chakra-ui/react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { buttonId } from '@rjsf/utils';
import { formsContext } from '../shared/forms-context';

/** One row with its delete button (rows are not reordered or copied in our forms). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, registry, disabled, readonly } = props;
  const { t } = formsContext(registry);
  return (
    <Box display="flex" gap={3} alignItems="flex-end" data-row={index}>
      <Box flex="1" minW={0}>
        {children}
      </Box>
      {buttonsProps.hasRemove && (
        <Button
          id={buttonId(buttonsProps.fieldPathId, 'remove')}
          type="button"
          variant="ghost"
          size="sm"
          mb={4}
          disabled={disabled || readonly}
          aria-label={t('forms:rows.deleteRow', { row: index + 1 })}
          onClick={buttonsProps.onRemoveItem}
        >
          {t('forms:rows.delete')}
        </Button>
      )}
    </Box>
  );
}
