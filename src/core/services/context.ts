/**
 * The wizard context: facts about the session rather than the record (edit-application mode: an
 * agent holds the application). A wizard step's `when` reads them at `_context` of the root value,
 * e.g. `{"properties": {"_context": {"properties": {"editApplication": {"const": true}}, "required": ["editApplication"]}}, "required": ["_context"]}`.
 * They are never stored: `withoutContext` removes them before a save.
 */
export const CONTEXT_KEY = '_context';

export interface WizardContext {
  /** an agent holds the application (the KYC annexure step exists) */
  editApplication?: boolean;
  [key: string]: unknown;
}

/** `value` with the context at `_context` (for evaluating `when`); a non-object value is kept as it is. */
export function withContext<T>(value: T, context: WizardContext | undefined): T {
  if (!context || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  return { ...(value as Record<string, unknown>), [CONTEXT_KEY]: context } as T;
}

/** `value` without `_context`. */
export function withoutContext<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !(CONTEXT_KEY in (value as object))) return value;
  const { [CONTEXT_KEY]: _dropped, ...rest } = value as Record<string, unknown>;
  return rest as T;
}
