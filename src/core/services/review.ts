/**
 * The submission review: which stage a server error belongs to, and the answers
 * each stage shows. Stages, routes and answers are configured in rules/services.json.
 */
import { deriveDocuments, documentRules, isUploaded, listDocuments } from '../documents';
import type { DatalistItem, FieldError, FieldInfo, Registry } from '../schema/registry';
import type { Bundle } from '../bundle';
import type { StageDef } from './rules';
import { totalShares } from '../stakeholders/shares';
import type { Person } from '../stakeholders/types';

type Fields = Pick<Registry, 'wizard' | 'fields'>;

/** "$.signatoryInfo[2].kycDetails.isPEP" → ["signatoryInfo", "2", "kycDetails", "isPEP"] */
export function pathParts(path: string): string[] {
  return path
    .replace(/^\$\.?/, '')
    .split('.')
    .flatMap((part) => part.split(/\[(\d+)\]/))
    .filter((part) => part !== '');
}

const normalized = (parts: string[]) => parts.map((p) => (/^\d+$/.test(p) ? '*' : p)).join('.');

function fieldKeysOf(registry: Fields, wizardId: string): { person: boolean; keys: string[] } {
  let wizard;
  try {
    wizard = registry.wizard(wizardId);
  } catch {
    return { person: false, keys: [] };
  }
  const keys = wizard.steps.flatMap((step) => {
    let fields: ReadonlyMap<string, FieldInfo>;
    try {
      fields = registry.fields(step.step.replace(/^steps\//, ''));
    } catch {
      return [];
    }
    return [...fields.keys()].filter((key) => key !== '');
  });
  return { person: wizard.root === 'person', keys };
}

/** The stage a failing path belongs to: the one with the longest field path matching it; undefined when none does. */
export function stageOfPath(path: string, stages: readonly StageDef[], registry: Fields): StageDef | undefined {
  const parts = pathParts(path);
  const full = normalized(parts);
  const personPath = parts[0] === 'signatoryInfo' && parts.length > 2 ? normalized(parts.slice(2)) : undefined;
  // an exact field wins over a parent; among parents, the deepest (person fields count from signatoryInfo.*)
  let best: { stage: StageDef; score: number } | undefined;
  const consider = (stage: StageDef, key: string, candidate: string | undefined, depth: number) => {
    if (candidate === undefined || !(candidate === key || candidate.startsWith(`${key}.`))) return;
    const score = (candidate === key ? 10_000 : 0) + depth + key.length;
    if (!best || score > best.score) best = { stage, score };
  };
  for (const stage of stages) {
    for (const prefix of stage.paths ?? []) consider(stage, prefix, full, 0);
    for (const wizardId of stage.wizards ?? []) {
      const { person, keys } = fieldKeysOf(registry, wizardId);
      for (const key of keys) consider(stage, key, person ? personPath : full, person ? 'signatoryInfo.*.'.length : 0);
    }
  }
  return best?.stage;
}

/** Server errors grouped by stage id, in the order of the stages; errors of no stage under "". */
export function errorsByStage(errors: readonly Pick<FieldError, 'path' | 'message'>[], stages: readonly StageDef[], registry: Fields): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const error of errors) {
    const id = stageOfPath(error.path, stages, registry)?.id ?? '';
    const list = out.get(id) ?? [];
    if (!list.includes(error.message)) list.push(error.message);
    out.set(id, list);
  }
  return out;
}

/** The value at a dotted path ("accountInfo.0.accountCurrencies"). */
export function valueAtPath(record: unknown, dotted: string): unknown {
  let node = record;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export type ReviewValue = { kind: 'empty' } | { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string };

/** An answer as shown in the review: datalist labels for codes, yes/no for flags, lists joined. */
export function reviewValue(value: unknown, datalist?: readonly DatalistItem[]): ReviewValue {
  if (value === true) return { kind: 'yes' };
  if (value === false) return { kind: 'no' };
  const items = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '');
  if (items.length === 0) return { kind: 'empty' };
  const label = (code: unknown) => datalist?.find((item) => item.code === String(code))?.label ?? String(code);
  return { kind: 'text', text: items.map(label).join(', ') };
}

export interface ReviewSummary {
  /** the stakeholders as the review names them, in record order */
  people: string[];
  /** required document slots, and how many of them hold a file */
  documents: { uploaded: number; total: number };
  /** the percentages the shareholders among them hold, added up (two decimals), and what they add up to when
   * nobody else holds shares (the people wizard's `sharesTotal`); undefined with no shareholder */
  shares: { held: number; total: number } | undefined;
}

/** The share of the company all people hold between them: `people.sharesTotal` of the wizard that lists people. */
function sharesTotalOf(bundle: Bundle): number | undefined {
  for (const [path, file] of Object.entries(bundle.schemas)) {
    const total = path.startsWith('wizards/') ? (file as { people?: { sharesTotal?: unknown } } | null)?.people?.sharesTotal : undefined;
    if (typeof total === 'number') return total;
  }
  return undefined;
}

function sharesOf(people: readonly Person[], total: number | undefined): ReviewSummary['shares'] {
  if (total === undefined || !people.some((p) => p?.kycDetails?.isShareholder === true)) return undefined;
  return { held: totalShares(people), total };
}

/** What the review lists of a record beside its answers: the stakeholders, their shares and the documents uploaded. */
export function reviewSummary(record: Record<string, unknown>, registry: Pick<Registry, 'bundle' | 'text'>): ReviewSummary {
  const people = (Array.isArray(record.signatoryInfo) ? record.signatoryInfo : []) as Person[];
  const names = people.map((p) => [p.firstName, p.lastName].filter(Boolean).join(' ') || String(p.fullName ?? '')).filter(Boolean);
  const rules = documentRules(registry.bundle);
  const slots = listDocuments(deriveDocuments(record, rules, { title: (key, params) => registry.text('documents', key, params) })).filter(
    (d) => d.item.required,
  );
  return {
    people: names,
    documents: { uploaded: slots.filter((d) => isUploaded(d.item, rules)).length, total: slots.length },
    shares: sharesOf(people, sharesTotalOf(registry.bundle)),
  };
}
