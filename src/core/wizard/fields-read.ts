/**
 * The fields of the record the code names (rule RELEASE-CHECK). Select Services' behaviours, the
 * review, screening facts and the officer's views read fields by name; a release that renames or
 * drops one would leave that code reading nothing, quietly. `npm run schemas:json` finds them by
 * reading the code (src/cli/scan-words-read.ts: every name the code holds that a schema of the
 * repository declares as a property) and keeps them in fields-read-by-code.json with the files on
 * both sides; the check refuses a release in which no record, step or definition schema declares one.
 */
import type { Bundle } from '../bundle';

/** A field's name → the code files that name it and the schema files that declared it. */
export type FieldsReadByCode = Record<string, { code: string[]; declared: string[] }>;

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Schema files that declare the record's fields: the record's, the steps' and the shared definitions. */
const DECLARING = /^(record\/.+|steps\/.+\.schema|defs\/.+)\.json$/;

/** Every property name the release's record, step and definition schemas declare, with the files that do. */
export function declaredFields(bundle: Bundle): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  for (const [file, schema] of Object.entries(bundle.schemas)) {
    if (!DECLARING.test(file)) continue;
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!isObject(node)) return;
      if (isObject(node.properties))
        for (const name of Object.keys(node.properties)) {
          const files = declared.get(name) ?? [];
          if (!files.includes(`schemas/${file}`)) files.push(`schemas/${file}`);
          declared.set(name, files);
        }
      Object.values(node).forEach(visit);
    };
    visit(schema);
  }
  return declared;
}

/** The fields the code names that the release no longer declares. */
export function undeclaredFieldsReadByCode(bundle: Bundle, byCode: FieldsReadByCode): [string, FieldsReadByCode[string]][] {
  const declared = declaredFields(bundle);
  return Object.entries(byCode).filter(([name]) => !declared.has(name));
}
