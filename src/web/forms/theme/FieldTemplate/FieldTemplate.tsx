import { useMemo } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import type { FieldPathList, FieldTemplateProps } from '@rjsf/utils';
import { ErrorIcon } from '../shared/ErrorIcon';
import { FieldPathContext } from '../shared/field-path-context';
import { GROUP_WIDGETS, SELF_LABELLED_WIDGETS, widgetName } from '../shared/group-widgets';
import { errorId, hasErrors, helpId, helpOf, labelId } from '../shared/ids';
import { fieldText } from '../shared/text';

/** Label bound to the input, the input, its help and its errors (red, with an icon), in that order. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { registry, id, label, displayLabel, required, rawErrors, hideError, schema, uiSchema, children, hidden, fieldPathId, onChange } = props;
  const pathValue = useMemo(
    () => ({ path: fieldPathId.path, change: (value: unknown, path: FieldPathList) => onChange(value, path) }),
    [fieldPathId.path, onChange],
  );
  if (hidden) return <Box display="none">{children}</Box>;
  const widget = widgetName(uiSchema);
  const help = helpOf(schema, uiSchema);
  const showErrors = !hideError && hasErrors(rawErrors);
  const isContainer = schema.type === 'object' || (schema.type === 'array' && !GROUP_WIDGETS.has(widget ?? ''));
  const showLabel = displayLabel && !!label && !isContainer && !SELF_LABELLED_WIDGETS.has(widget ?? '');
  const LabelTag = GROUP_WIDGETS.has(widget ?? '') ? chakra.span : chakra.label;
  return (
    <FieldPathContext.Provider value={pathValue}>
      <Box mb={isContainer ? 2 : 4} data-field={id}>
        {showLabel && (
          <LabelTag
            id={labelId(id)}
            htmlFor={LabelTag === chakra.label ? id : undefined}
            display="block"
            fontWeight="medium"
            mb={1}
            // the required mark is drawn by CSS so it stays out of the accessible name
            _after={required ? { content: '" *"', color: 'red.700' } : undefined}
          >
            {fieldText(registry, label)}
          </LabelTag>
        )}
        {children}
        {help && !isContainer && (
          <Text id={helpId(id)} fontSize="sm" color="fg.muted" mt={1}>
            {fieldText(registry, help)}
          </Text>
        )}
        {showErrors && (
          <Box id={errorId(id)} color="red.700" fontSize="sm" mt={1}>
            {rawErrors!.map((error) => (
              <Box key={error} display="flex" gap={1} alignItems="flex-start">
                <ErrorIcon />
                <span>{error}</span>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </FieldPathContext.Provider>
  );
}
