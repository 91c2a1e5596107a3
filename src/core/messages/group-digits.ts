/**
 * A number as en-US writes it, digits grouped by thousands ("1,234,567.5"), without Intl: a
 * browser's first Intl.NumberFormat or toLocaleString loads locale data (~35 ms on a fast machine,
 * four times that on a phone), which a page showing an amount should not pay. Numbers JavaScript
 * writes with an exponent (beyond 1e21, below 1e-6) are left to Intl.
 */
export function groupDigits(value: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || /e/i.test(text)) return value.toLocaleString('en-US', { maximumFractionDigits: 20 });
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
