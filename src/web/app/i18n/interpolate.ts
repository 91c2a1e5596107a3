import { valueAt } from './words';
import { isolatedIn } from '../../../core/messages/bidi';

/** "{name}" or "{name, format}"; no escaping (React escapes what it renders). */
const PLACEHOLDER = /\{(.+?)\}/g;

const numberFormats = new Map<string, Intl.NumberFormat>();

function formatted(value: unknown, format: string, lng: string): unknown {
  if (format !== 'number' || value == null) return value;
  let numbers = numberFormats.get(lng);
  if (!numbers) numberFormats.set(lng, (numbers = new Intl.NumberFormat(lng)));
  return numbers.format(Number(value));
}

/**
 * Fills "{name}" (a dotted path into `values`): a name given as undefined or null becomes "", a
 * name not given at all stays as written, and a filled value is never read again for placeholders.
 * "{name, number}" groups digits for `lng`; any other format leaves the value as it is. In a
 * right-to-left language a value of another script is isolated.
 */
export function interpolate(text: string, values: Record<string, unknown>, lng: string): string {
  return text.replace(PLACEHOLDER, (whole, inside: string) => {
    const comma = inside.indexOf(',');
    const name = (comma < 0 ? inside : inside.slice(0, comma)).trim();
    let value = valueAt(values, name);
    if (value === undefined && !Object.hasOwn(values, name)) return whole;
    if (comma >= 0) value = formatted(value, inside.slice(comma + 1).trim(), lng);
    return value == null ? '' : isolatedIn(String(value), lng);
  });
}
