/**
 * The conditions of schemas/rules/documents.json (`required` as a schema, `when`), compiled by ajv
 * at run time (server, tests, dev). `vite build` replaces this module by
 * src/web/app/release/document-conditions.ts, with the same export over the modules the server
 * generates (./compiled/), so the browser bundle holds no ajv compiler.
 */
import Ajv from 'ajv';
import { linearRegExp } from './linear-regexp';

let documentsAjv: Ajv | undefined;

/** A condition of the documents rules (their `$defs` attached) as a predicate. */
export function compileDocumentCondition(schema: object): (value: unknown) => boolean {
  documentsAjv ??= new Ajv({ strict: false, allErrors: false, code: { regExp: linearRegExp } });
  const fn = documentsAjv.compile(schema);
  return (value) => fn(value) === true;
}
