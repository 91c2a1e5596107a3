import type { TFunction } from './i18n';
import { accountsRules, variantOf } from './rules';

/** Display name of an application's account (account rules + content/en/accounts.json); undefined when unknown. */
export function accountNameOf(t: TFunction, accountType: string | null | undefined, islamic: boolean | undefined): string | undefined {
  const account = accountsRules.accounts.find((a) => a.accountType === accountType && a.islamicBanking === (islamic === true));
  if (!account) return undefined;
  return t('accounts:variants.' + variantOf(account.islamicBanking), { name: t(`accounts:tiers.${account.tier}.name`) });
}

/** dd/MM/yyyy. */
export function displayDate(iso: string | undefined | null): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** "25/11/2026 14:05" (local time) for an ISO time; '' when there is none. */
export function displayDateTime(iso: string | undefined | null): string {
  const day = displayDate(iso);
  if (!day) return '';
  const date = new Date(iso!);
  return `${day} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
