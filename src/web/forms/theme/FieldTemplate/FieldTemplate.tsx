import { useMemo } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import type { FieldPathList, FieldTemplateProps } from '@rjsf/utils';
import { ErrorIcon } from '../shared/ErrorIcon';
import { FieldPathContext } from '../shared/field-path-context';
import { sameList, useHeldValue } from '../shared/layout-hold';
import { GROUP_WIDGETS, LIST_INPUT_WIDGETS, SELF_LABELLED_WIDGETS, widgetName } from '../shared/group-widgets';
import { errorId, hasErrors, helpId, helpOf, labelId } from '../shared/ids';
import { fieldText } from '../shared/text';

const NO_ERRORS: string[] = [];

/** Label bound to the input, the input, its help and its errors (red, with an icon), in that order. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { registry, id, label, displayLabel, required, rawErrors, hideError, schema, uiSchema, children, hidden, fieldPathId, onChange } = props;
  const pathValue = useMemo(
    () => ({ path: fieldPathId.path, change: (value: unknown, path: FieldPathList) => onChange(value, path) }),
    [fieldPathId.path, onChange],
  );
  // the error lines stay as they were while a pointer is pressed (a click must not miss its target)
  const shownErrors = useHeldValue(!hideError && hasErrors(rawErrors) ? rawErrors! : NO_ERRORS, sameList);
  if (hidden) return <Box display="none">{children}</Box>;
  const widget = widgetName(uiSchema);
  const help = helpOf(schema, uiSchema);
  const showErrors = shownErrors.length > 0;
  const isContainer = schema.type === 'object' || (schema.type === 'array' && !GROUP_WIDGETS.has(widget ?? '') && !LIST_INPUT_WIDGETS.has(widget ?? ''));
  const showLabel = displayLabel && !!label && !isContainer && !SELF_LABELLED_WIDGETS.has(widget ?? '');
  const LabelTag = GROUP_WIDGETS.has(widget ?? '') ? chakra.span : chakra.label;
  return (
    <FieldPathContext.Provider value={pathValue}>
      <Box mb={isContainer ? 2 : 4} data-field={id}>
        {showLabel && (
          <Box mb={1}>
            <LabelTag id={labelId(id)} htmlFor={LabelTag === chakra.label ? id : undefined} fontWeight="medium">
              {fieldText(registry, label)}
            </LabelTag>
            {/* visible, but outside the label and aria-hidden: the name stays "Company name"; the input carries `required` */}
            {required && (
              <chakra.span aria-hidden="true" color="red.700" fontWeight="medium" ms={1} data-required-mark="">
                *
              </chakra.span>
            )}
          </Box>
        )}
        {children}
        {help && !isContainer && (
          <Text id={helpId(id)} fontSize="sm" color="fg.muted" mt={1}>
            {fieldText(registry, help)}
          </Text>
        )}
        {showErrors && (
          <Box id={errorId(id)} color="red.700" fontSize="sm" mt={1}>
            {shownErrors.map((error) => (
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
