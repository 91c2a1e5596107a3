import { Box, Button, chakra } from '@chakra-ui/react';
import type { ErrorSchema, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { buttonId, getUiOptions, getWidget } from '@rjsf/utils';
import { datalistName } from '../shared/choices';
import { ErrorIcon } from '../shared/ErrorIcon';
import { useRootSelection } from '../shared/field-path-context';
import { formsContext } from '../shared/forms-context';
import { errorId } from '../shared/ids';
import { fieldText } from '../shared/text';
import { addRow, deleteRow, isRowFilled, rowCount, setCell } from './rows-model';

interface RowsOptions {
  columns?: string[];
  max?: number;
  addLabel?: string;
  keepOneRow?: boolean;
  addWhenFilled?: boolean;
}

type Row = Record<string, unknown>;

/**
 * Repeatable rows over parallel lists (`ui:field: "rows"`), options under
 * `ui:options.rows`: `columns` (the lists), `max` (else the lists' maxItems), `addLabel` (fields.json
 * key), `keepOneRow` (deleting the last row leaves one empty row), `addWhenFilled` (add stays
 * disabled until the last row is filled). A column's item UI may name `dependsOn` (another column)
 * with `datalistPath` (choices are that entry's sub-list) and `uniqueWithin` (a code used in another
 * row with the same parent is not offered again); changing the parent clears the dependent cell.
 */
export function RowsField(props: FieldProps) {
  const { formData, schema, uiSchema = {}, registry, fieldPathId, onChange, onBlur, onFocus, errorSchema, disabled, readonly } = props;
  const context = formsContext(registry);
  const rows = (getUiOptions(uiSchema).rows ?? {}) as RowsOptions;
  const columns = rows.columns ?? Object.keys(schema.properties ?? {});
  // the datalist each column reads, chosen on the root value (joined, so the selection compares by value)
  const listNames = useRootSelection((root) =>
    columns.map((c) => datalistName(getUiOptions(((uiSchema[c] as UiSchema | undefined)?.items ?? {}) as UiSchema), root, context) ?? '').join('\u0000'),
  ).split('\u0000');
  const keepOne = rows.keepOneRow === true;
  const value = (formData ?? {}) as Row;
  const n = rowCount(value, columns, keepOne);
  const colSchema = (c: string) => (schema.properties?.[c] ?? {}) as RJSFSchema;
  const itemSchema = (c: string) => (colSchema(c).items ?? {}) as RJSFSchema;
  const itemUi = (c: string) => ((uiSchema[c] as UiSchema | undefined)?.items ?? {}) as UiSchema;
  const limits = columns.map((c) => colSchema(c).maxItems).filter((m): m is number => typeof m === 'number');
  const max = rows.max ?? (limits.length ? Math.min(...limits) : Infinity);
  const canAdd = !disabled && !readonly && n < max && (rows.addWhenFilled === false || n === 0 || isRowFilled(value, columns, n - 1));
  const dependents = (parent: string) => columns.filter((c) => getUiOptions(itemUi(c)).dependsOn === parent);
  const change = (next: Row) => onChange(next, fieldPathId.path);
  const cellId = (c: string, i: number) => `${fieldPathId.$id}${registry.globalFormOptions.idSeparator}${c}${registry.globalFormOptions.idSeparator}${i}`;
  const cellErrors = (c: string, i: number) =>
    ((errorSchema as Record<string, ErrorSchema> | undefined)?.[c] as Record<number, ErrorSchema> | undefined)?.[i]?.__errors ?? [];
  // A list-level error ("Industry is not filled") belongs to the list's first empty cell, so the input
  // itself is marked invalid and described by it (not only a message above the rows).
  const columnErrors = (c: string) => ((errorSchema as Record<string, ErrorSchema> | undefined)?.[c]?.__errors ?? []) as string[];
  const firstEmptyRow = (c: string) => {
    const cells = (value[c] as unknown[] | undefined) ?? [];
    const index = Array.from({ length: Math.max(n, 1) }, (_, i) => i).find((i) => cells[i] === undefined || cells[i] === '');
    return index ?? 0;
  };
  const errorsAt = (c: string, i: number) => [...(i === firstEmptyRow(c) ? columnErrors(c) : []), ...(cellErrors(c, i) as string[])];
  const listErrors = n === 0 ? columns.flatMap(columnErrors) : [];

  const choicesFor = (c: string, i: number) => {
    const options = getUiOptions(itemUi(c));
    const parent = typeof options.dependsOn === 'string' ? options.dependsOn : undefined;
    if (!parent) return undefined;
    const parentCode = (value[parent] as unknown[] | undefined)?.[i];
    const listName = listNames[columns.indexOf(c)] || undefined;
    const entry = listName ? context.datalist(listName).find((item) => item.code === parentCode) : undefined;
    const path = typeof options.datalistPath === 'string' ? options.datalistPath : undefined;
    const list = (path && Array.isArray(entry?.[path]) ? entry![path] : []) as { code: string; label: string }[];
    const unique = typeof options.uniqueWithin === 'string' ? options.uniqueWithin : undefined;
    const used = new Set(
      unique
        ? ((value[c] as unknown[] | undefined) ?? [])
            .filter((code, j) => j !== i && code && (value[unique] as unknown[] | undefined)?.[j] === parentCode)
            .map(String)
        : [],
    );
    return list.filter((item) => !used.has(String(item.code))).map((item) => ({ value: String(item.code), label: String(item.label) }));
  };

  return (
    <Box mb={4}>
      {listErrors.length > 0 && (
        <Box color="red.700" fontSize="sm" mb={2}>
          {listErrors.map((error) => (
            <Box key={error} display="flex" gap={1}>
              <ErrorIcon />
              <span>{error}</span>
            </Box>
          ))}
        </Box>
      )}
      <Box display="flex" flexDirection="column" gap={3}>
        {Array.from({ length: n }, (_, i) => (
          <Box key={i} display="flex" flexWrap="wrap" gap={3} alignItems="flex-start" data-rows-row={i}>
            {columns.map((c) => {
              const ui = itemUi(c);
              const options = getUiOptions(ui);
              const Widget = getWidget(itemSchema(c), typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : 'text', registry.widgets);
              const id = cellId(c, i);
              const errors = errorsAt(c, i);
              const choices = choicesFor(c, i);
              const label = fieldText(registry, itemSchema(c).title ?? c);
              return (
                <Box key={c} flex="1" minW="14rem" data-field={id}>
                  <chakra.label htmlFor={id} display="block" fontWeight="medium" mb={1}>
                    {label}
                  </chakra.label>
                  <Widget
                    id={id}
                    name={`${c}-${i}`}
                    value={(value[c] as unknown[] | undefined)?.[i] ?? ''}
                    schema={itemSchema(c)}
                    uiSchema={ui}
                    options={{ ...options, ...(choices ? { choices } : {}) }}
                    label={typeof itemSchema(c).title === 'string' ? (itemSchema(c).title as string) : c}
                    hideLabel
                    placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
                    registry={registry}
                    disabled={disabled}
                    readonly={readonly}
                    rawErrors={errors}
                    onBlur={onBlur}
                    onFocus={onFocus}
                    onChange={(cell: unknown) => change(setCell(value, columns, n, i, c, cell ?? '', dependents(c)))}
                  />
                  {errors.length > 0 && (
                    <Box id={errorId(id)} color="red.700" fontSize="sm" mt={1}>
                      {errors.map((error) => (
                        <Box key={error} display="flex" gap={1}>
                          <ErrorIcon />
                          <span>{error}</span>
                        </Box>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
            <Button
              id={buttonId(cellId('row', i), 'remove')}
              type="button"
              variant="ghost"
              size="sm"
              mt={7}
              disabled={disabled || readonly}
              aria-label={context.t('forms:rows.deleteRow', { row: i + 1 })}
              onClick={() => change(deleteRow(value, columns, n, i, keepOne))}
            >
              {context.t('forms:rows.delete')}
            </Button>
          </Box>
        ))}
      </Box>
      <Button
        id={buttonId(fieldPathId, 'add')}
        type="button"
        variant="outline"
        size="sm"
        mt={3}
        disabled={!canAdd}
        onClick={() => change(addRow(value, columns, n))}
      >
        <span aria-hidden="true">+</span> {rows.addLabel ? fieldText(registry, rows.addLabel) : context.t('forms:rows.add')}
      </Button>
    </Box>
  );
}
