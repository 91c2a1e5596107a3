import type { AccountsRules } from '../rules/accounts';
import type { AgentRules } from '../rules/agents';
import type { JourneyRules } from '../rules/journey';
import { BASE } from '../routes/route-table';
import { normalizePath } from '../schema/field-index';
import type { Registry } from '../schema/registry';
import type { Segment } from './json-path';

type UnshownField = AgentRules['trail']['unshownFields'][string];

/** Words named as `namespace:key` (content/<lang>/<namespace>.json); undefined when that language has none there. */
function namedWords(registry: Registry, named: string, vars: Record<string, unknown> = {}): string | undefined {
  const at = named.indexOf(':');
  if (at < 1) return undefined;
  const key = named.slice(at + 1);
  const words = registry.text(named.slice(0, at), key, vars);
  return words === key ? undefined : words;
}

/** What agents.json trail.unshownFields says of the value at `segments`: a value the record keeps that no step shows. */
function declared(registry: Registry, segments: readonly Segment[]): UnshownField | undefined {
  const fields = registry.rules<AgentRules>('agents').trail.unshownFields;
  const path = normalizePath(segments.map(String));
  return Object.hasOwn(fields, path) ? fields[path] : undefined;
}

/** The label of a value no step shows (the application's state, the page reached, an address's type), in the registry's language. */
export function unshownFieldLabel(registry: Registry, segments: readonly Segment[]): string | undefined {
  const field = declared(registry, segments);
  return field && namedWords(registry, `agent:${field.labelKey}`);
}

/** One code in words: its datalist's label, the title of the page it names, its account's name, or the words its template names. */
function codeWords(registry: Registry, field: UnshownField, code: string): string | undefined {
  if (field.datalist) return registry.datalist(field.datalist).find((item) => item.code === code)?.label;
  if (field.account) {
    const tier = registry.rules<AccountsRules>('accounts').tiers.find((one) => one.accountType === code)?.tier;
    if (tier) return namedWords(registry, `accounts:tiers.${tier}.name`);
  }
  if (field.page) {
    const steps = Object.values(registry.rules<JourneyRules>('journey').flows).flatMap((flow) => flow.steps);
    // an application's page is kept relative to the applicant's pages ("/FinalQuestions")
    const paths = [code, `${BASE}${code}`];
    const step = steps.find((one) => paths.includes(one.path) || (one.relatedPath !== undefined && paths.includes(one.relatedPath)));
    if (step) return namedWords(registry, step.titleKey);
  }
  return field.words === undefined ? undefined : namedWords(registry, field.words.replaceAll('{value}', code), { value: code });
}

/**
 * A value no step shows, in words (agents.json trail.unshownFields): "draft" → "Not submitted", a page's
 * address → its title, "AE" → the country's name, a list item by item. Undefined where no words are
 * declared for it: the reader then sees it as stored.
 */
export function unshownValueWords(registry: Registry, segments: readonly Segment[], value: unknown): string | undefined {
  const field = declared(registry, segments);
  if (!field || value === null || value === undefined || value === '') return undefined;
  const codes = Array.isArray(value) ? value : [value];
  if (!codes.every((code) => ['string', 'number', 'boolean'].includes(typeof code))) return undefined;
  const words = codes.map((code) => codeWords(registry, field, String(code)));
  return words.every((one) => one !== undefined) ? words.join(', ') : undefined;
}
