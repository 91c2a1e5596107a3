/**
 * The generator of the browser's validators, run by the server once per release: ajv *standalone*
 * code (no compiler in the browser, so no `new Function` and no CSP 'unsafe-eval') for
 * - every step schema file in both modes, one module per steps folder (loaded when first needed),
 *   with the parts of the step RJSF asks `isValid` about (found by @rjsf/utils' schemaParser);
 * - every condition: wizard steps' `when`, ui schemas' `if` (index module);
 * - every condition of schemas/rules/documents.json (index module).
 * The server serves the modules under the release's id (src/server/routes/releases); tests/core
 * checks that they answer as ajv compiling at run time does.
 *
 * Custom keywords: ajv's standalone code cannot name a keyword's validate function by itself, so
 * each one is registered in ajv's scope beforehand as `kw["<name>"]`; the generated modules are
 * factories called with the keyword functions of the registry (keywords.ts), the very functions the
 * run-time ajv calls.
 */
import Ajv, { _, type Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import type { Bundle } from '../../bundle';
import { documentRules } from '../../documents/rules';
import type { WizardDef } from '../../wizard/types';
import { createAjv } from '../ajv-setup';
import { datalistsOf, isStepSchema, schemaFilesOf } from '../bundle-files';
import { buildRegistry } from '../build-registry';
import { CUSTOM_KEYWORDS, keywordFunctions, type KeywordFunctions } from '../keywords';
import { linearRegExp } from '../linear-regexp';
import { schemaForMode } from '../modes';
import type { Mode } from '../registry';
import type { SchemaValidators } from '../schema-validators';
import { RUNTIME_MODULES } from './runtime';
import { canonicalJson, schemaKey } from './schema-key';
import { switchingChecksOf } from '../../services/account-switch';

/**
 * The generated modules of one release, as JavaScript source. None imports anything: each exports
 * factories that take ajv's run-time helpers (`rt`, ./runtime.ts) and our keyword functions (`kw`),
 * so the server can hand them to the browser as they are (./link.ts puts them together).
 */
export interface GeneratedSources {
  /** `files` (step file id → its folder) and `conditions(rt, kw)`: every condition by key */
  index: string;
  /** default export `(rt)`: the documents rules' conditions by key */
  documents: string;
  /** per steps folder, default export `(rt, kw)`: that folder's validators in both modes */
  folders: Record<string, string>;
}

const FORMATS = _`require("ajv-formats/dist/formats").fullFormats`;

/**
 * Who runs the generated code. The browser imports each as an ES module, whose patterns run on
 * JavaScript's engine (they only ever read the person's own typing). The server makes each a function
 * with `new Function` (./link-server.ts), whose patterns run in linear time on `rt.linearRegExp`, as
 * its run-time ajv's do (../linear-regexp.ts).
 */
export type Target = 'browser' | 'server';

/** ajv's `code.regExp` for the server's generated code: the linear engine, named as the linker hands it over. */
const serverPattern = Object.assign((pattern: string) => linearRegExp(pattern), { code: 'rt.linearRegExp' });

/** Options of the generating ajv: ours (ajv-setup.ts), with the source code kept and formats named for the generated code. */
export function codeOptions(target: Target): Options {
  return { code: { source: true, formats: FORMATS, ...(target === 'server' ? { regExp: serverPattern } : {}) } };
}

/** Every condition `registry.holds` is asked about: wizard steps' `when`, ui schemas' `if` and switching screening checks, by key. */
export function conditionsOf(bundle: Bundle): Map<string, object> {
  const found = new Map<string, object>();
  const add = (schema: unknown) => {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
    const key = schemaKey(schema);
    const known = found.get(key);
    if (known && canonicalJson(known) !== canonicalJson(schema)) throw new Error(`two conditions share the key ${key}`);
    found.set(key, schema);
  };
  const walkUi = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walkUi);
    else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'if') add(v);
        walkUi(v);
      }
    }
  };
  for (const [path, value] of Object.entries(bundle.schemas)) {
    if (/^wizards\/.+\.json$/.test(path)) for (const step of (value as WizardDef).steps ?? []) add(step.when);
    else if (/^steps\/.+\.ui\.json$/.test(path)) walkUi(value);
  }
  // screening checks that offer a switch: the form tells the applicant as soon as one holds (rule STARTER-EARLY)
  for (const check of switchingChecksOf(bundle)) add(check.condition);
  return found;
}

/** Every documents-rule condition (`required` as a schema, `when`) with the rules' `$defs` attached, by key. */
export function documentConditionsOf(bundle: Bundle): Map<string, object> {
  const found = new Map<string, object>();
  if (!bundle.schemas['rules/documents.json']) return found;
  const rules = documentRules(bundle);
  const groups = [...Object.values(rules.companyGroups ?? {}), ...Object.values(rules.stakeholderGroups ?? {})];
  for (const group of groups) {
    for (const rule of group.documents ?? []) {
      for (const schema of [rule.required, rule.when]) {
        if (schema === null || typeof schema !== 'object') continue;
        const combined = { ...schema, $defs: rules.$defs ?? {} };
        found.set(schemaKey(combined), combined);
      }
    }
  }
  return found;
}

/** RJSF's parts of each step (what it may call `isValid` on), by RJSF key, the step's own root left out. */
export function rjsfPartsOf(bundle: Bundle): Map<string, Map<string, object>> {
  const registry = buildRegistry(bundle, 'en', NO_VALIDATORS);
  const out = new Map<string, Map<string, object>>();
  for (const step of registry.steps()) {
    const parts = new Map<string, object>();
    for (const [key, identified] of Object.entries(schemaParser(step.schema as RJSFSchema))) {
      if (key === step.schemaId) continue;
      // the parser names each part by its key in `$id`; ajv gets the key as the id instead
      const { $id: _named, ...schema } = identified as Record<string, unknown>;
      parts.set(key, schema);
    }
    out.set(step.schemaId, parts);
  }
  return out;
}

/** The registry's structure only (steps, fields): the generator reads schemas, it validates nothing. */
const NO_VALIDATORS: SchemaValidators = {
  file: () => {
    throw new Error('not for validating');
  },
  hasFile: () => false,
  condition: () => {
    throw new Error('not for validating');
  },
  part: () => {
    throw new Error('not for validating');
  },
  ready: () => undefined,
  prefetch: () => undefined,
};

/** Standalone code of `ids` in `ajv` as the body of a function returning its exports. */
export function standaloneBody(ajv: Ajv, ids: readonly string[]): string {
  if (ids.length === 0) return 'return {};';
  let code = standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])));
  code = code.replace(/^"use strict";/, '');
  code = code.replace(/require\(("(?:[^"\\]|\\.)*")\)/g, (_match, quoted: string) => {
    const name = JSON.parse(quoted) as string;
    if (!RUNTIME_MODULES.includes(name)) {
      throw new Error(`generated validators need "${name}", which src/core/schema/compiled/runtime.ts does not provide: add it there`);
    }
    return `rt[${quoted}]`;
  });
  if (/\brequire\(|\bnew Function\b|\beval\(/.test(code)) throw new Error('generated validators still call require, new Function or eval');
  // `self` is ajv's `this` for keyword functions (ours never read it); never the browser's global
  return `const self = undefined;const exports = {};${code}\nreturn exports;`;
}

/** An ajv that generates code for `target` with our options (`options` laid over them), its keyword functions named `kw[…]`. */
export function generatingAjv(target: Target, datalists: Parameters<typeof createAjv>[0], kw: KeywordFunctions, options: Options = {}): Ajv {
  const ajv = createAjv(datalists, { ...options, ...codeOptions(target) }, kw);
  // name each keyword function in the generated code before anything is compiled (see top)
  for (const name of CUSTOM_KEYWORDS) ajv.scope.value('keyword', { ref: kw[name], code: _`kw[${name}]` });
  return ajv;
}

function ajvOf(bundle: Bundle, mode: Mode, kw: KeywordFunctions, target: Target): Ajv {
  const ajv = generatingAjv(target, datalistsOf(bundle), kw);
  for (const [id, schema] of schemaFilesOf(bundle)) ajv.addSchema(schemaForMode(schema, mode), id);
  return ajv;
}

/** How each generated text begins its exports: an ES module's for the browser, a function body's for the server. */
const EXPORTS: Record<Target, { factory: string; index: (files: string, conditions: string) => string }> = {
  browser: {
    factory: 'export default function',
    index: (files, conditions) => `export const files = ${files};\nexport function conditions(rt, kw) {${conditions}}`,
  },
  server: {
    factory: 'return function',
    index: (files, conditions) => `return { files: ${files}, conditions: function (rt, kw) {${conditions}} };`,
  },
};

export function generateValidators(bundle: Bundle, target: Target = 'browser'): GeneratedSources {
  const kw = keywordFunctions(datalistsOf(bundle));
  const draft = ajvOf(bundle, 'draft', kw, target);
  const submit = ajvOf(bundle, 'submit', kw, target);
  const exported = EXPORTS[target];
  const stepIds = [...schemaFilesOf(bundle).keys()].filter(isStepSchema);
  const folderOf = (id: string) => id.split('/')[1];

  // RJSF's parts go into the submit ajv (both modes share them: parts are not rewritten per mode)
  // the server never asks about parts: RJSF does, in the browser
  const parts = target === 'browser' ? rjsfPartsOf(bundle) : new Map<string, Map<string, object>>();
  const partKeys = new Map<string, string[]>();
  const added = new Map<string, string>();
  for (const [rootId, map] of parts) {
    const keys: string[] = [];
    for (const [key, schema] of map) {
      const text = canonicalJson(schema);
      if (added.has(key)) {
        if (added.get(key) !== text) throw new Error(`two RJSF parts share the key ${key}`);
      } else {
        submit.addSchema(schema, key);
        added.set(key, text);
      }
      keys.push(key);
    }
    partKeys.set(rootId, keys);
  }

  const conditions = conditionsOf(bundle);
  for (const [key, schema] of conditions) submit.addSchema(schema, key);

  const documentsAjv = new Ajv({ strict: false, allErrors: false, ...codeOptions(target) });
  const documentConditions = documentConditionsOf(bundle);
  for (const [key, schema] of documentConditions) documentsAjv.addSchema(schema, key);

  const folders: Record<string, string> = {};
  for (const folder of [...new Set(stepIds.map(folderOf))].sort()) {
    const ids = stepIds.filter((id) => folderOf(id) === folder);
    const submitIds = [...new Set([...ids, ...ids.flatMap((id) => partKeys.get(id) ?? [])])];
    folders[folder] = [
      `// Generated by src/core/schema/compiled/generate.ts from schemas/steps/${folder}: do not edit.`,
      `${exported.factory} (rt, kw) {`,
      `function draft(kw) {${standaloneBody(draft, ids)}}`,
      `function submit(kw) {${standaloneBody(submit, submitIds)}}`,
      `return { draft: draft(kw), submit: submit(kw) };`,
      `}`,
      '',
    ].join('\n');
  }

  const files = Object.fromEntries(stepIds.map((id) => [id, folderOf(id)]));
  const index = [
    '// Generated by src/core/schema/compiled/generate.ts from schemas/: do not edit.',
    exported.index(JSON.stringify(files), standaloneBody(submit, [...conditions.keys()])),
    '',
  ].join('\n');
  const documents = [
    '// Generated by src/core/schema/compiled/generate.ts from schemas/rules/documents.json: do not edit.',
    `${exported.factory} (rt) {${standaloneBody(documentsAjv, [...documentConditions.keys()])}}`,
    '',
  ].join('\n');
  return { index, documents, folders };
}
