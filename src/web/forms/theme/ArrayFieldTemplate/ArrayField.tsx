import { useCallback, useMemo } from 'react';
import type { FieldPathList, FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';

const BaseArrayField = getDefaultRegistry().fields.ArrayField;

const samePath = (a: FieldPathList, b: FieldPathList) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * RJSF's array field, plus `ui:options.keepOneRow`: the list always shows one row, so deleting the
 * last row leaves one empty row (industry rows) and an empty list starts with one.
 */
export function ArrayField(props: FieldProps) {
  const { uiSchema, formData, onChange, fieldPathId, registry, schema } = props;
  const keepOne = getUiOptions(uiSchema).keepOneRow === true;
  const emptyRow = useMemo(() => {
    if (!keepOne || Array.isArray(schema.items) || typeof schema.items !== 'object') return undefined;
    return registry.schemaUtils.getDefaultFormState(schema.items, undefined) ?? (schema.items.type === 'object' ? {} : undefined);
  }, [keepOne, schema.items, registry.schemaUtils]);
  const rows = keepOne && (!Array.isArray(formData) || formData.length === 0) ? [emptyRow] : formData;
  const handleChange = useCallback<FieldProps['onChange']>(
    (value, path, errors, id) => {
      const emptied = keepOne && samePath(path, fieldPathId.path) && Array.isArray(value) && value.length === 0;
      onChange(emptied ? [structuredClone(emptyRow)] : value, path, errors, id);
    },
    [keepOne, fieldPathId.path, onChange, emptyRow],
  );
  return <BaseArrayField {...props} formData={rows} onChange={handleChange} />;
}
