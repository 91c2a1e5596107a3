import type { TFunction } from '../../app/i18n';
import { accountsRules, variantOf } from '../../app/rules';

/** "RAKstarter (RAKislamic)"-style display name of an application's account, from the account rules and content/en/accounts.json. */
export function accountNameOf(t: TFunction, accountType: string | null | undefined, islamic: boolean): string | undefined {
  const account = accountsRules.accounts.find((a) => a.accountType === accountType && a.islamicBanking === islamic);
  if (!account) return undefined;
  return t('accounts:variants.' + variantOf(islamic), { name: t(`accounts:tiers.${account.tier}.name`) });
}

/** dd/MM/yyyy. */
export function displayDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
