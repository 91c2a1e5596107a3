import type { ApiErrorItem } from '../../core/errors';

/** Which page the errors arrived on: it decides the root their paths are placed under. */
export type ErrorPage = 'login' | 'search' | 'form';

export interface MappedFieldError {
  /** dotted form path: "prospect.organizationInfo.companyName", "prospect.signatoryInfo.0.firstName", "login.userName" */
  path: string;
  message: string;
}

const ROOTS: Record<ErrorPage, string> = { login: 'login', search: 'searchInfo', form: 'prospect' };

/** "$.a.b[0].c" / "a.b[0].c" / "/a/b/0/c" → ["a","b","0","c"] */
export function pathParts(fieldPath: string): string[] {
  const trimmed = fieldPath.trim().replace(/^\$\.?/, '');
  const separated = trimmed.includes('/') && !trimmed.includes('.') ? trimmed.replace(/^\//, '').split('/') : trimmed.split('.');
  return separated.flatMap((part) => part.split(/\[(\d+)\]/).filter((p) => p !== '')).filter(Boolean);
}

/** Leading dollar signs and one trailing period removed. */
export function cleanMessage(message: string): string {
  return message.replace(/^\$+/, '').replace(/\.$/, '').trim();
}

/**
 * Server field errors → form paths: a path already starting with prospect is kept;
 * on the login page it goes under login, on the search page under searchInfo, otherwise under
 * prospect. Items without a field path are left out.
 */
export function mapFieldErrors(errors: readonly ApiErrorItem[], page: ErrorPage = 'form'): MappedFieldError[] {
  const out: MappedFieldError[] = [];
  for (const error of errors) {
    if (!error.fieldPath) continue;
    const parts = pathParts(error.fieldPath);
    if (parts.length === 0) continue;
    const path = parts[0] === 'prospect' ? parts.join('.') : [ROOTS[page], ...parts].join('.');
    out.push({ path, message: cleanMessage(error.message ?? '') });
  }
  return out;
}

/** The mapped errors grouped by path, messages in order and without repeats. */
export function groupByPath(errors: readonly MappedFieldError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { path, message } of errors) {
    const list = (out[path] ??= []);
    if (message && !list.includes(message)) list.push(message);
  }
  return out;
}

/** RJSF's ErrorSchema: nested objects with `__errors` lists. */
export interface ErrorSchema {
  __errors?: string[];
  [key: string]: ErrorSchema | string[] | undefined;
}

/**
 * The errors under `base` ("prospect" for a record wizard, "prospect.signatoryInfo.2" for one
 * person) as an RJSF extraErrors object rooted at the form's value.
 */
export function toExtraErrors(grouped: Record<string, string[]>, base = 'prospect'): ErrorSchema | undefined {
  const prefix = `${base}.`;
  let root: ErrorSchema | undefined;
  for (const [path, messages] of Object.entries(grouped)) {
    if (!path.startsWith(prefix) || messages.length === 0) continue;
    root ??= {};
    let node: ErrorSchema = root;
    for (const part of path.slice(prefix.length).split('.')) node = (node[part] ??= {}) as ErrorSchema;
    node.__errors = [...(node.__errors ?? []), ...messages];
  }
  return root;
}
