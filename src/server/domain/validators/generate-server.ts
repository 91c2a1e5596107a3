/**
 * The server's validators of a release as code, generated in a release thread (check-thread.ts):
 * what the server's thread would otherwise compile with ajv on a customer's request (every step in
 * both modes, every condition, the record's types), 0.1–0.2 s at a time. The server's thread only
 * makes functions of the text (./link-server.ts), some milliseconds per steps folder.
 */
import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { generateValidators, generatingAjv, standaloneBody, type GeneratedSources } from '../../../core/schema/compiled/generate';
import { keywordFunctions } from '../../../core/schema/keywords';
import { RECORD_CHECK_OPTIONS, RECORD_FILES } from '../prospects/record-files';
import { checkScreeningConditions } from '../screening/conditions';

/** The generated texts; each is the body of a function answering its factory (or, for `index`, the files and the conditions' factory). */
export interface ServerSources extends GeneratedSources {
  /** `function (rt, kw)` answering the record's type check by its first file's id */
  records: string;
}

/** The record schemas' check takes no lists: its keywords' functions are made with none. */
export const NO_LISTS = () => undefined;

export function generateServerValidators(bundle: Bundle): ServerSources {
  // the server's thread compiles them without this check (it compiles the meta-schema first: 40–100 ms)
  checkScreeningConditions(bundle);
  const ajv = generatingAjv('server', NO_LISTS, keywordFunctions(NO_LISTS), RECORD_CHECK_OPTIONS);
  for (const file of RECORD_FILES) ajv.addSchema(schemaFile<object>(bundle, file), file);
  const records = `return function (rt, kw) {${standaloneBody(ajv, [RECORD_FILES[0]])}};`;
  return { ...generateValidators(bundle, 'server'), records };
}
