import { Box, Button, chakra } from '@chakra-ui/react';
import type { ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { formsContext } from '../shared/forms-context';
import { fieldText } from '../shared/text';
import { canAddRow } from './rows';

/**
 * Repeatable rows. `ui:options`: `addLabel` (fields.json key of the add button's words),
 * `addWhenFilled` (default true: add stays disabled until the last row is filled), `addable` /
 * `removable` (RJSF's), `keepOneRow` (see ArrayField). The schema's `maxItems` caps the count.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, formData, schema, uiSchema, registry, fieldPathId, title, disabled, readonly } = props;
  const options = getUiOptions(uiSchema);
  const { t } = formsContext(registry);
  const itemSchema = (Array.isArray(schema.items) ? undefined : schema.items) as RJSFSchema | undefined;
  const enabled = canAddRow(formData, itemSchema, !!canAdd, options.addWhenFilled !== false) && !disabled && !readonly;
  const titleKey = typeof options.title === 'string' ? options.title : title;
  const legend = titleKey && options.label !== false ? fieldText(registry, titleKey) : '';
  const addText = typeof options.addLabel === 'string' ? fieldText(registry, options.addLabel) : t('forms:rows.add');
  return (
    <chakra.fieldset border={0} p={0} m={0} minW={0} mb={4}>
      {legend && (
        <chakra.legend fontWeight="semibold" mb={2}>
          {legend}
        </chakra.legend>
      )}
      <Box display="flex" flexDirection="column" gap={2}>
        {items}
      </Box>
      {options.addable !== false && (
        <Button id={buttonId(fieldPathId, 'add')} type="button" variant="outline" size="sm" mt={2} disabled={!enabled} onClick={onAddClick}>
          <span aria-hidden="true">+</span> {addText}
        </Button>
      )}
    </chakra.fieldset>
  );
}
