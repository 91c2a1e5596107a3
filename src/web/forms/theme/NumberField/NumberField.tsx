import { useCallback, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { storedNumber } from './stored-number';

/**
 * Number and integer fields. A text-like widget hands over text, stored as a number when it is one
 * (stored-number.ts); the number widget (IntegerWidget) hands over numbers, stored as they are.
 * While the text typed still means the stored number ("5." for 5), the widget keeps showing it.
 *
 * RJSF's own NumberField asks the browser for its decimal separator on every render: a page's
 * first Intl.NumberFormat costs ~35 ms on a fast machine and four times that on a phone, on the way
 * to the first form, and a German browser's separator would turn "1,5" into 1.5.
 */
export function NumberField(props: FieldProps) {
  const { registry, formData, onChange } = props;
  const { StringField } = registry.fields;
  const [typed, setTyped] = useState<string>();
  const change = useCallback(
    (value: unknown, ...rest: unknown[]) => {
      const text = typeof value === 'string' ? value : undefined;
      setTyped(text);
      (onChange as (...args: unknown[]) => void)(text === undefined ? value : storedNumber(text), ...rest);
    },
    [onChange],
  );
  const shown = typed !== undefined && storedNumber(typed) === formData ? typed : formData;
  return <StringField {...props} formData={shown} onChange={change} />;
}
