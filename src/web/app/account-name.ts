import type { TFunction } from './i18n';
import { pageLocale } from './language/page-language';
import { accountsRules, variantOf } from './rules';

/** Display name of an application's account (account rules + content/en/accounts.json); undefined when unknown. */
export function accountNameOf(t: TFunction, accountType: string | null | undefined, islamic: boolean | undefined): string | undefined {
  const account = accountsRules.accounts.find((a) => a.accountType === accountType && a.islamicBanking === (islamic === true));
  if (!account) return undefined;
  return t('accounts:variants.' + variantOf(account.islamicBanking), { name: t(`accounts:tiers.${account.tier}.name`) });
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape: the first Intl format of a locale loads its data, so it is kept. */
function formatOf(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    // day before month, as the UAE writes dates, in either language; a 24-hour clock
    const options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
    formats.set(key, (format = new Intl.DateTimeFormat(locale, withTime ? { ...options, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : options)));
  }
  return format;
}

/** "25/11/2026" (local date, in the page's locale: ar-AE marks the order for right-to-left text); '' when there is none. */
export function displayDate(iso: string | undefined | null, locale = pageLocale()): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : formatOf(locale, false).format(date);
}

/** "25/11/2026, 14:05" (local time, in the page's locale); '' when there is none. */
export function displayDateTime(iso: string | undefined | null, locale = pageLocale()): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : formatOf(locale, true).format(date);
}
