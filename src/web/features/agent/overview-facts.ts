import type { TFunction } from '../../app/i18n';
import type { AgentRules } from '../../../core/rules/agents';
import type { ProspectOverview } from '../../../core/api/search';
import { accountNameOf, displayDate } from '../../app/account-name';
import { text } from './overview-parts';

type Json = Record<string, unknown>;
type Fact = AgentRules['overviewFacts'][number];

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The object holding the value at a dotted path of the overview, and the value's name in it. */
function holderOf(overview: ProspectOverview, path: string): { holder: Json; name: string } {
  const parts = path.split('.');
  let node: unknown = overview;
  for (const part of parts.slice(0, -1)) node = isObject(node) ? node[part] : undefined;
  return { holder: isObject(node) ? node : {}, name: parts[parts.length - 1] };
}

/** One fact as an officer reads it: the first of its values given, shown the way it declares. */
function shown(fact: Fact, overview: ProspectOverview, t: TFunction): string {
  for (const path of fact.from) {
    const { holder, name } = holderOf(overview, path);
    const value = text(holder[name]);
    if (!value) continue;
    switch (fact.as) {
      case 'date':
        return displayDate(value);
      case 'phone':
        return holder.countryCode ? `+${text(holder.countryCode)} ${value}` : value;
      case 'accountType':
        return accountNameOf(t, value, holder.islamicBanking === true) ?? value;
      default:
        return value;
    }
  }
  return '';
}

/** The facts at the top of the overview (schemas/rules/agents.json `overviewFacts`): label and value, in order. */
export function overviewFacts(facts: readonly Fact[], overview: ProspectOverview, t: TFunction): [string, string][] {
  return facts.map((fact) => [t(`agent:${fact.labelKey}`), shown(fact, overview, t)]);
}
