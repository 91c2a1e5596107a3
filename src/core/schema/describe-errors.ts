/**
 * Turns ajv errors into finished sentences: the template of the failing keyword from
 * content/<lang>/messages.json (or the key a schema's `errorMessage` names), filled with the
 * field's label from fields.json and the rule's numbers.
 */
import { interpolate, lookup } from '../messages/format';
import { normalizePath } from './field-index';
import type { FieldError, FieldInfo } from './registry';

export interface RawError {
  /** path segments of the failing field (already including a missing property) */
  segments: string[];
  keyword: string;
  params: Record<string, unknown>;
  /** messages.json key named by an `errorMessage` override */
  overrideKey?: string;
}

export interface AjvLikeError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Keywords whose own error only summarises errors reported elsewhere. */
const SUMMARY_KEYWORDS = new Set(['if', 'allOf', '$ref']);

export function splitPointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** One ajv error (ajv-errors' `errorMessage` errors included) as a RawError; undefined for summaries. */
export function rawFromAjv(error: AjvLikeError, segments = splitPointer(error.instancePath)): RawError | undefined {
  let { keyword, params } = error;
  let overrideKey: string | undefined;
  if (keyword === 'errorMessage') {
    const original = (params.errors as AjvLikeError[] | undefined)?.[0];
    overrideKey = error.message;
    keyword = original?.keyword ?? 'errorMessage';
    params = original?.params ?? {};
    // ajv-errors reports an object-level `required` message on the object: move it onto the property
    if (original?.keyword === 'required' && segments.length === splitPointer(error.instancePath).length) {
      segments = [...segments, String(original.params.missingProperty)];
    }
  } else if ((keyword === 'required' || keyword === 'dependentRequired') && params.missingProperty !== undefined) {
    segments = [...segments, String(params.missingProperty)];
  }
  if (SUMMARY_KEYWORDS.has(keyword)) return undefined;
  // a custom keyword's rule may name its sentence (oneTicked's `message`)
  if (overrideKey === undefined && typeof params.messageKey === 'string') {
    const { messageKey, ...rest } = params;
    return { segments, keyword, params: rest, overrideKey: messageKey };
  }
  return { segments, keyword, params: { ...params }, overrideKey };
}

/** messages.json key of a keyword's template. */
export function templateKey(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'required':
    case 'dependentRequired':
    case 'pairedRequired':
      return 'keywords.required';
    case 'oneTicked':
      return 'keywords.oneTicked';
    case 'filled':
      return params.reason === 'blank' ? 'keywords.blank' : 'keywords.required';
    case 'digits':
      return params.min === params.max ? 'keywords.digitsExactly' : 'keywords.digits';
    default:
      return `keywords.${keyword}`;
  }
}

/** The keyword an API client sees: presence failures are all "required". */
function publicKeyword(keyword: string): string {
  return keyword === 'filled' || keyword === 'pairedRequired' || keyword === 'dependentRequired' ? 'required' : keyword;
}

export function jsonPath(segments: readonly string[], base = '$'): string {
  return segments.reduce(
    (path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `${path}.${s}` : `${path}[${JSON.stringify(s)}]`),
    base,
  );
}

export interface Texts {
  messages: unknown;
  fields: unknown;
}

export function labelOf(segments: readonly string[], fields: ReadonlyMap<string, FieldInfo> | undefined, texts: Texts): string {
  const info = fields?.get(normalizePath(segments));
  const label = info?.titleKey ? lookup(texts.fields, info.titleKey) : undefined;
  return label ?? info?.titleKey ?? segments.filter((s) => !/^\d+$/.test(s)).at(-1) ?? '';
}

export function describe(raw: RawError, fields: ReadonlyMap<string, FieldInfo> | undefined, texts: Texts, base = '$'): FieldError {
  const field = labelOf(raw.segments, fields, texts);
  const vars: Record<string, unknown> = { ...raw.params, field };
  let messageKey = raw.overrideKey ?? templateKey(raw.keyword, raw.params);
  let template = lookup(texts.messages, messageKey);
  if (template === undefined && raw.overrideKey === undefined) {
    messageKey = 'keywords.default';
    template = lookup(texts.messages, messageKey);
  }
  return {
    path: jsonPath(raw.segments, base),
    keyword: publicKeyword(raw.keyword),
    message: interpolate(template ?? messageKey, vars),
    messageKey,
    params: vars,
  };
}

/** Errors as FieldErrors, in order, without repeats of the same sentence on the same path. */
export function describeAll(errors: readonly AjvLikeError[], fields: ReadonlyMap<string, FieldInfo> | undefined, texts: Texts, base = '$'): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const raw = rawFromAjv(error);
    if (!raw) continue;
    const described = describe(raw, fields, texts, base);
    const key = `${described.path}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(described);
  }
  return out;
}
