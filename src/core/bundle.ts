/**
 * The data an analyst owns, as one value: every JSON file under `schemas/` and `content/`,
 * keyed by its path relative to that folder ("steps/companyInfo/companyDetails.schema.json",
 * "en/messages.json", "datalists/countries.json").
 *
 * The server reads it from disk (src/server/content/load-bundle.ts), the browser through
 * Vite's import.meta.glob (src/web/app/bundle.ts), tests from a temporary copy. Core code
 * only ever receives it: it never reads files itself.
 */
export interface Bundle {
  schemas: Record<string, unknown>;
  content: Record<string, unknown>;
}

export function contentFile<T = unknown>(bundle: Bundle, path: string): T {
  const value = bundle.content[path];
  if (value === undefined) throw new Error(`content/${path} is missing`);
  return value as T;
}

export function schemaFile<T = unknown>(bundle: Bundle, path: string): T {
  const value = bundle.schemas[path];
  if (value === undefined) throw new Error(`schemas/${path} is missing`);
  return value as T;
}
