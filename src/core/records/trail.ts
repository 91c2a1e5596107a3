import type { Segment } from './json-path';
import { sameJson } from './merge';
import { normalizedSegment } from '../schema/field-index';

/** Who acts on an application: the applicant, an officer, the server on its own, or a release. */
export type ActorKind = 'customer' | 'officer' | 'system' | 'release';

/** One field's change: its path as a person reads it (`signatoryInfo[0].firstName`), before and after (absent: not there). */
export interface TrailChange {
  field: string;
  old?: unknown;
  new?: unknown;
}

/**
 * What a write of an application names for the trail (rule TRAIL): who, what they did, and the
 * fields it changes. `always`: kept as the action alone when no field changes (a start).
 */
export interface TrailPending {
  actorKind: ActorKind;
  actorId: string;
  action: string;
  note?: string;
  changes: TrailChange[];
  always?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isObjectList = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isObject);

/** `organizationInfo.companyName`, `signatoryInfo[0].firstName`. */
export function pathText(segments: readonly Segment[]): string {
  return segments.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
}

/** `notRecorded` as a tree of segments: a path is left out where the walk down it reaches an `end`. */
interface RuleNode {
  end: boolean;
  next: Map<string, RuleNode>;
}

const ruleTrees = new WeakMap<readonly string[], RuleNode>();

/** Made once per list of rules (a release's), as every save of it walks with them. */
function ruleTree(notRecorded: readonly string[]): RuleNode {
  const made = ruleTrees.get(notRecorded);
  if (made) return made;
  const root: RuleNode = { end: false, next: new Map() };
  for (const rule of notRecorded) {
    let node = root;
    for (const segment of rule.split('.')) {
      let child = node.next.get(segment);
      if (!child) node.next.set(segment, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  ruleTrees.set(notRecorded, root);
  return root;
}

/**
 * The fields `after` changes from `before`, one per value a person answers: objects and lists of
 * objects are walked into, anything else (a text, a number, a list of choices) is one value. Paths
 * listed in `notRecorded` (bookkeeping every save rewrites; a path, or a path's start such as
 * `organizationInfo.screeningInfo`, each list position written as *) are left out.
 *
 * It runs on every save over the whole record: the rules are followed down as a tree beside the
 * walk (none below a path no rule starts with), and one stack of segments serves the whole walk, so
 * a value costs no copy of its path unless it changed.
 */
export function changedFields(before: unknown, after: unknown, notRecorded: readonly string[] = []): TrailChange[] {
  const out: TrailChange[] = [];
  const at: Segment[] = [];
  const into = (a: unknown, b: unknown, segment: Segment, rules: RuleNode | undefined) => {
    const next = rules?.next.get(normalizedSegment(segment));
    if (next?.end) return;
    at.push(segment);
    walk(a, b, next);
    at.pop();
  };
  const walk = (a: unknown, b: unknown, rules: RuleNode | undefined) => {
    if ((isObject(a) || a === undefined) && (isObject(b) || b === undefined) && (isObject(a) || isObject(b))) {
      const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
      for (const key of keys) into((a as Record<string, unknown> | undefined)?.[key], (b as Record<string, unknown> | undefined)?.[key], key, rules);
      return;
    }
    // a list of people (objects), also when the other side is empty or missing
    if ((Array.isArray(a) || a === undefined) && (Array.isArray(b) || b === undefined) && (isObjectList(a) || isObjectList(b))) {
      const length = Math.max(a?.length ?? 0, b?.length ?? 0);
      for (let i = 0; i < length; i += 1) into(a?.[i], b?.[i], i, rules);
      return;
    }
    if (sameJson(a, b)) return;
    out.push({ field: pathText(at), ...(a === undefined ? {} : { old: a }), ...(b === undefined ? {} : { new: b }) });
  };
  walk(before, after, notRecorded.length > 0 ? ruleTree(notRecorded) : undefined);
  return out;
}
