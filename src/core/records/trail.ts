import type { Segment } from './json-path';
import { normalizePath } from '../schema/field-index';
import { sameJson } from './merge';

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

/**
 * Whether a path is one of `notRecorded` (a path, or a path's start such as `organizationInfo.screeningInfo`),
 * each list position written as * (`signatoryInfo.*.stakeholdersDocuments`).
 */
function skipped(segments: readonly Segment[], notRecorded: readonly string[]): boolean {
  const path = normalizePath(segments.map(String));
  return notRecorded.some((rule) => path === rule || path.startsWith(`${rule}.`));
}

/**
 * The fields `after` changes from `before`, one per value a person answers: objects and lists of
 * objects are walked into, anything else (a text, a number, a list of choices) is one value. Paths
 * listed in `notRecorded` (bookkeeping every save rewrites) are left out.
 */
export function changedFields(before: unknown, after: unknown, notRecorded: readonly string[] = []): TrailChange[] {
  const out: TrailChange[] = [];
  const walk = (a: unknown, b: unknown, at: Segment[]) => {
    if (at.length > 0 && skipped(at, notRecorded)) return;
    if ((isObject(a) || a === undefined) && (isObject(b) || b === undefined) && (isObject(a) || isObject(b))) {
      const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
      for (const key of keys) walk((a as Record<string, unknown> | undefined)?.[key], (b as Record<string, unknown> | undefined)?.[key], [...at, key]);
      return;
    }
    // a list of people (objects), also when the other side is empty or missing
    if ((Array.isArray(a) || a === undefined) && (Array.isArray(b) || b === undefined) && (isObjectList(a) || isObjectList(b))) {
      const length = Math.max(a?.length ?? 0, b?.length ?? 0);
      for (let i = 0; i < length; i += 1) walk(a?.[i], b?.[i], [...at, i]);
      return;
    }
    if (sameJson(a, b)) return;
    out.push({ field: pathText(at), ...(a === undefined ? {} : { old: a }), ...(b === undefined ? {} : { new: b }) });
  };
  walk(before, after, []);
  return out;
}
