/**
 * The server's validators of a release made from the texts a release thread generated
 * (./generate-server.ts): `new Function` over each text, one steps folder at a time with the event
 * loop free between them (the largest takes some 10–20 ms), instead of ajv compiling each on a
 * customer's request.
 */
import { setImmediate } from 'node:timers/promises';
import type { Bundle } from '../../../core/bundle';
import { datalistsOf } from '../../../core/schema/bundle-files';
import type { GeneratedFolder } from '../../../core/schema/compiled/precompiled';
import { modules } from '../../../core/schema/compiled/runtime';
import { keywordFunctions, type KeywordFunctions } from '../../../core/schema/keywords';
import { linearRegExp } from '../../../core/schema/linear-regexp';
import type { ValidateFn } from '../../../core/schema/schema-validators';
import { RECORD_FILES } from '../prospects/record-files';
import { NO_LISTS, type ServerSources } from './generate-server';

type Fns = Record<string, ValidateFn>;

/** What the generated code asks `rt` for: ajv's run-time helpers and the linear pattern engine. */
const RUNTIME = { ...modules, linearRegExp };

export interface LinkedValidators {
  /** step file id → its folder */
  files: Record<string, string>;
  folders: Map<string, GeneratedFolder>;
  /** every condition by schemaKey */
  conditions: Fns;
  /** the record's type check */
  records: ValidateFn;
  /** the documents rules' conditions by schemaKey of the condition with the rules' `$defs` attached */
  documents: Fns;
}

/**
 * Each function called once on an empty value: V8 compiles a function's body on its first call, some
 * milliseconds for a step's, which is then here, between two turns of the loop, not in a request.
 */
function called(fns: Fns): Fns {
  for (const fn of Object.values(fns)) fn({});
  return fns;
}

/** The function a generated text is the body of, called: its factory or its exports. */
function made<T>(text: string): T {
  // the server's own generated validators, made into functions as ajv itself makes those it compiles
  return new Function(text)() as T;
}

export async function linkServerValidators(bundle: Bundle, sources: ServerSources): Promise<LinkedValidators> {
  const kw = keywordFunctions(datalistsOf(bundle));
  const index = made<{ files: Record<string, string>; conditions(rt: typeof RUNTIME, kw: KeywordFunctions): Fns }>(sources.index);
  const conditions = called(index.conditions(RUNTIME, kw));
  const folders = new Map<string, GeneratedFolder>();
  for (const [folder, text] of Object.entries(sources.folders)) {
    await setImmediate();
    const fns = made<(rt: typeof RUNTIME, kw: KeywordFunctions) => GeneratedFolder>(text)(RUNTIME, kw);
    folders.set(folder, { draft: called(fns.draft), submit: fns.submit });
    await setImmediate();
    called(fns.submit);
  }
  await setImmediate();
  const records = called(made<(rt: typeof RUNTIME, kw: KeywordFunctions) => Fns>(sources.records)(RUNTIME, keywordFunctions(NO_LISTS)))[RECORD_FILES[0]];
  const documents = called(made<(rt: typeof RUNTIME) => Fns>(sources.documents)(RUNTIME));
  return { files: index.files, folders, conditions, records, documents };
}
