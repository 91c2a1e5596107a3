/**
 * The schema check (`npm run schemas:check`, src/cli/schemas-check.ts): every mistake an analyst
 * can make in schemas/ and content/ that would break a form, named by file and place, in words.
 * Isomorphic, so the studio can run it in the browser too.
 */
import type { Bundle } from '../bundle';
import { hasKey } from '../messages/format';
import { checkRules, declarationProblems } from '../rules/check-rules';
import type { JourneyRules } from '../rules/journey';
import { journeyProblems } from '../routes/journey-check';
import type { WizardDef } from '../wizard/types';
import { missingNamedIds } from '../wizard/named-by-code';
import { stepsRulesProblems } from '../wizard/steps-rules-check';
import { createAjv } from './ajv-setup';
import { CONTEXT_KEY } from '../services/context';
import { datalistsOf, schemaFilesOf, stepKeyOf } from './build-registry';
import { isPlainFileName, sampleRecord } from './bundle-files';
import { schemaForMode } from './modes';
import { followRef, inlineRefs } from './refs';
import { errorMessageKeys, knownPlaceholders, templateOf, unknownPlaceholders } from './placeholders';
import { expectedSchemaRef, sampleRecordSchema } from './file-schemas';
import { MESSAGES_READ_BY_CODE } from '../messages/read-by-code';
import { unreadWords } from '../messages/words-read';
import { missingWords } from '../messages/languages';
import { findingSayer, saidOf, type FindingVars, type Said, type Say } from './finding-words';
import wordsReadByCode from '../messages/words-read-by-code.json';
import fieldsReadByCode from '../wizard/fields-read-by-code.json';
import { undeclaredFieldsReadByCode } from '../wizard/fields-read';
import { linearRegExp } from './linear-regexp';
import { patternProblem, thrownWords, validatorWords } from './library-words';
import { RE2JSSyntaxException } from 're2js';
import { isNoteKey, optionsFor, widgetDeclarations } from './widget-options';
import { schemaErrorLines } from './schema-errors';
import type { Mode } from './registry';

export interface Problem {
  /** "schemas/steps/companyInfo/companyDetails.schema.json" */
  file: string;
  /** where in the file, as a dotted path ("properties.organizationInfo.properties.companyName"); "" = the whole file */
  at: string;
  /** what is wrong, in plain words */
  message: string;
  /** the words it is said with (finding-words.ts), so the studio says it again in the analyst's language */
  key?: string;
  vars?: FindingVars;
}

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const dotted = (segments: readonly (string | number)[]) => segments.join('.');

/** Walks every object inside a JSON value, with its path. */
function walk(value: unknown, visit: (node: Node, path: (string | number)[]) => void, path: (string | number)[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, [...path, i]));
  else if (isObject(value)) {
    visit(value, path);
    for (const [k, v] of Object.entries(value)) {
      if (k === 'const' || k === 'enum' || k === 'default' || k === 'examples') continue;
      walk(v, visit, [...path, k]);
    }
  }
}

/** Keys an `errorMessage` value names (string, or object of strings / objects of strings). */
function messageKeys(errorMessage: unknown): string[] {
  if (typeof errorMessage === 'string') return [errorMessage];
  if (!isObject(errorMessage)) return [];
  return Object.values(errorMessage).flatMap((v) =>
    typeof v === 'string' ? [v] : isObject(v) ? Object.values(v).filter((x): x is string => typeof x === 'string') : [],
  );
}

/** A message that fills in what its rule does not give, in words. */
function placeholderWords(say: Say, key: string, unknown: string[], keyword: string | undefined): Said {
  const braces = (names: string[]) => names.map((name) => `{${name}}`).join(', ');
  const rule = keyword && keyword !== 'default' ? say('placeholderRuleNamed', { keyword }) : say('placeholderRuleOwn');
  return say('placeholdersUnknown', { key, unknown: braces(unknown), rule, known: braces(knownPlaceholders(keyword === 'default' ? undefined : keyword)) });
}

/** Whether a schema (inlined) can hold property `name`: directly or in one of its branches. */
function childSchemas(schema: unknown, name: string): Node[] {
  if (!isObject(schema)) return [];
  const out: Node[] = [];
  if (name === 'items' && schema.items !== undefined) out.push(isObject(schema.items) ? schema.items : {});
  if (isObject(schema.properties) && isObject(schema.properties[name])) out.push(schema.properties[name] as Node);
  for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(schema[key])) for (const s of schema[key] as unknown[]) out.push(...childSchemas(s, name));
  for (const key of ['then', 'else']) out.push(...childSchemas(schema[key], name));
  if (schema.additionalProperties && isObject(schema.additionalProperties)) out.push(schema.additionalProperties);
  return out;
}

/** The property names an object schema declares, itself or in its branches. */
function declaredNames(node: Node): string[] {
  const names = isObject(node.properties) ? Object.keys(node.properties) : [];
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(node[key])) for (const b of node[key] as unknown[]) if (isObject(b)) names.push(...declaredNames(b));
  for (const key of ['then', 'else']) if (isObject(node[key])) names.push(...declaredNames(node[key] as Node));
  return names;
}

/** The schema files a schema's `$ref`s lead into, by id (resolved against its own id, as ajv does). */
function referencedFiles(id: string, schema: unknown): Set<string> {
  const found = new Set<string>();
  walk(schema, (node) => {
    if (typeof node.$ref !== 'string' || node.$ref.startsWith('#')) return;
    const file = node.$ref.split('#')[0];
    if (file) found.add(new URL(file, `file:///${id}`).pathname.slice(1));
  });
  return found;
}

/** The `_context` facts a condition reads (its `properties._context.properties` anywhere in it). */
function contextFactsNamed(condition: unknown): string[] {
  const found: string[] = [];
  walk(condition, (node) => {
    const context = isObject(node.properties) ? (node.properties as Node)[CONTEXT_KEY] : undefined;
    if (isObject(context) && isObject(context.properties)) found.push(...Object.keys(context.properties));
  });
  return found;
}

/** The fields a UI file's widgets write beside their own (`ui:options.codeField`). */
function companionFields(ui: unknown): Set<string> {
  const found = new Set<string>();
  walk(ui, (node) => {
    const options = node['ui:options'];
    if (isObject(options) && typeof options.codeField === 'string') found.add(options.codeField);
  });
  return found;
}

/** Why RE2 cannot run a pattern, in words, or undefined when it can. */
function linearRefusal(pattern: string, say: Say): Said | string | undefined {
  try {
    linearRegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof RE2JSSyntaxException ? patternProblem(error, say) : thrownWords(error, say);
  }
}

/** The check of `bundle`'s schemas and of its words in `lang`, its findings said by `say` (in English unless asked). */
export function checkSchemas(bundle: Bundle, lang = 'en', say: Say = findingSayer(bundle.content)): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, at: (string | number)[] | string, said: string | Said | { message: string; key?: string; vars?: FindingVars }) => {
    const words = typeof said === 'string' ? said : saidOf(said);
    problems.push({ file, at: typeof at === 'string' ? at : dotted(at), ...(typeof words === 'string' ? { message: words } : words) });
  };
  const files = schemaFilesOf(bundle);
  const datalists = datalistsOf(bundle);
  const messages = bundle.content[`${lang}/messages.json`];
  const fields = bundle.content[`${lang}/fields.json`];
  const wizardTexts = bundle.content[`${lang}/wizards.json`];
  const widgetList = (bundle.schemas['defs/widgets.json'] as { widgets?: { name: string }[] } | undefined)?.widgets;
  const widgets = new Set((widgetList ?? []).map((w) => w.name));
  const declarations = widgetDeclarations(bundle);
  const factList = (bundle.schemas['defs/widgets.json'] as { contextFacts?: unknown } | undefined)?.contextFacts;
  const knownFacts = new Set(isObject(factList) ? Object.keys(factList) : []);
  // what a condition may name at its top: the parts of an application and of a person, and the context
  const rootNames = new Set([
    CONTEXT_KEY,
    ...['record/prospect.schema.json', 'record/signatory.schema.json'].flatMap((id) => {
      const record = bundle.schemas[id] as Node | undefined;
      return isObject(record?.properties) ? Object.keys(record.properties as Node) : [];
    }),
  ]);
  /** A condition a page decides on (a step's `when`, a UI file's `ui:when`): valid, naming real answers and declared facts. */
  const checkCondition = (file: string, at: (string | number)[], condition: unknown) => {
    if (!isObject(condition)) return add(file, at, say('conditionNotObject'));
    try {
      createAjv(datalists).compile(condition);
    } catch (error) {
      return add(file, at, say('conditionInvalid', { detail: thrownWords(error, say) }));
    }
    const named = [...declaredNames(condition), ...(Array.isArray(condition.required) ? (condition.required as unknown[]) : [])];
    for (const name of new Set(named)) if (typeof name === 'string' && !rootNames.has(name)) add(file, at, say('conditionNamesUnknown', { name }));
    for (const fact of new Set(contextFactsNamed(condition))) if (!knownFacts.has(fact)) add(file, at, say('conditionReadsUnknownFact', { fact }));
  };

  // a release's files are named by their path in their folder: nothing that climbs out of it or starts at the root
  for (const [folder, names] of [
    ['schemas', Object.keys(bundle.schemas)],
    ['content', Object.keys(bundle.content)],
  ] as const) {
    for (const name of names) {
      if (!isPlainFileName(name)) {
        add(`${folder}/${name}`, '', say('fileNameNotPlain', { folder }));
      }
    }
  }
  if (messages === undefined) add(`content/${lang}/messages.json`, '', say('messagesFileMissing'));
  if (fields === undefined) add(`content/${lang}/fields.json`, '', say('fieldsFileMissing'));
  if (!widgetList) add('schemas/defs/widgets.json', '', say('widgetListMissing'));
  // each option's declaration is a JSON Schema the UI files' values are held to
  const optionDeclarations: Array<[(string | number)[], object]> = [
    ...Object.entries(declarations?.options ?? {}).map(([name, d]): [(string | number)[], object] => [['options', name], d]),
    ...(declarations?.widgets ?? []).flatMap((w, i) =>
      Object.entries(w.options ?? {}).map(([name, d]): [(string | number)[], object] => [['widgets', i, 'options', name], d]),
    ),
  ];
  for (const [where, declared] of optionDeclarations) {
    try {
      declarationProblems(declared, undefined, say);
    } catch (error) {
      add('schemas/defs/widgets.json', where, say('optionDeclarationInvalid', { detail: thrownWords(error, say) }));
    }
  }

  // placeholders the keyword templates cannot fill ({feild}, {max}…)
  const keywordTemplates = isObject(messages) && isObject(messages.keywords) ? messages.keywords : {};
  for (const [keyword, template] of Object.entries(keywordTemplates)) {
    if (typeof template !== 'string') continue;
    const unknown = unknownPlaceholders(template, keyword === 'default' ? undefined : keyword);
    if (unknown.length > 0) add(`content/${lang}/messages.json`, ['keywords', keyword], placeholderWords(say, `keywords.${keyword}`, unknown, keyword));
  }

  // the messages the schemas name: with the keyword templates and what code reads, every message is read
  const namedMessages = new Set<string>(MESSAGES_READ_BY_CODE);

  const brokenRefs = new Set<string>();
  // 1. references, label keys, message keys, datalists inside schema files
  for (const [id, schema] of files) {
    const file = `schemas/${id}`;
    walk(schema, (node, path) => {
      if (typeof node.$ref === 'string' && !followRef(files, id, node.$ref)) {
        brokenRefs.add(id);
        add(file, path, say('referenceLeadsNowhere', { ref: node.$ref }));
      }
      if (typeof node.title === 'string' && id.startsWith('steps/') && !hasKey(fields, node.title)) {
        add(file, [...path, 'title'], say('labelKeyMissing', { key: node.title, lang }));
      }
      if (isObject(node.oneTicked) && typeof node.oneTicked.message === 'string') namedMessages.add(node.oneTicked.message);
      for (const key of messageKeys(node.errorMessage)) {
        namedMessages.add(key);
        if (!hasKey(messages, key)) add(file, [...path, 'errorMessage'], say('messageKeyMissing', { key, lang }));
      }
      for (const { key, keyword } of errorMessageKeys(node.errorMessage)) {
        const template = templateOf(messages, key);
        const unknown = template === undefined ? [] : unknownPlaceholders(template, keyword);
        if (unknown.length > 0) add(file, [...path, 'errorMessage'], placeholderWords(say, key, unknown, keyword));
      }
      // patterns run on RE2 (./linear-regexp.ts): one it cannot run is refused here, not at the first save
      const patterns = [
        ...(typeof node.pattern === 'string' ? [{ pattern: node.pattern, at: [...path, 'pattern'] }] : []),
        ...(isObject(node.patternProperties) ? Object.keys(node.patternProperties).map((pattern) => ({ pattern, at: [...path, 'patternProperties'] })) : []),
      ];
      for (const { pattern, at } of patterns) {
        const refusal = linearRefusal(pattern, say);
        if (refusal) add(file, at, say('patternNotLinear', { pattern, reason: refusal }));
      }
      if (typeof node.datalist === 'string' && !datalists(node.datalist)) {
        add(file, [...path, 'datalist'], say('datalistMissing', { list: node.datalist }));
      }
    });
  }

  // 2. valid JSON Schema: strict about unknown keywords (typos), in both modes
  const strict = createAjv(datalists, { strictSchema: true, strictTypes: false, strictTuples: false, strictRequired: false });
  for (const [id, schema] of files) {
    // the meta-schema's own errors, one sentence a place (schema-errors.ts)
    if (!strict.validateSchema(schema as object) && strict.errors?.length) {
      for (const line of schemaErrorLines(strict.errors, schema, say)) add(`schemas/${id}`, line.at, say('schemaInvalid', { detail: saidOf(line) }));
      brokenRefs.add(id);
      continue;
    }
    try {
      strict.addSchema(schema, id);
    } catch (error) {
      add(`schemas/${id}`, '', say('schemaInvalid', { detail: thrownWords(error, say) }));
      brokenRefs.add(id);
    }
  }
  // each shared definition on its own, so a mistake is reported where it is written (draft-07's
  // meta-schema does not look inside $defs: each one is checked against it here)
  for (const [id, schema] of files) {
    if (brokenRefs.has(id) || !isObject(schema.$defs)) continue;
    for (const [name, definition] of Object.entries(schema.$defs)) {
      if (isObject(definition) && !strict.validateSchema(definition) && strict.errors?.length) {
        for (const line of schemaErrorLines(strict.errors, definition, say))
          add(`schemas/${id}`, ['$defs', name, ...(line.at ? line.at.split('.') : [])], say('schemaInvalid', { detail: saidOf(line) }));
        brokenRefs.add(id);
        continue;
      }
      try {
        strict.getSchema(`${id}#/$defs/${name}`);
      } catch (error) {
        add(`schemas/${id}`, ['$defs', name], say('definitionUnusable', { detail: thrownWords(error, say) }));
        brokenRefs.add(id);
      }
    }
  }
  // a schema that reads a broken one fails with it: the mistake is named once, where it is written
  const readsBroken = (id: string, seen = new Set<string>()): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    return [...referencedFiles(id, files.get(id))].some((other) => brokenRefs.has(other) || readsBroken(other, seen));
  };
  const followOn = new Set<string>();
  for (const id of files.keys()) if (!brokenRefs.has(id) && readsBroken(id)) followOn.add(id);
  for (const id of followOn) brokenRefs.add(id);
  for (const id of files.keys()) {
    if (brokenRefs.has(id)) continue;
    try {
      strict.getSchema(id);
    } catch (error) {
      add(`schemas/${id}`, '', say('schemaUnusable', { detail: thrownWords(error, say) }));
      brokenRefs.add(id);
    }
  }
  // every schema file in draft mode, kept for the samples' check (6b)
  let draftSchemas: ReturnType<typeof createAjv> | undefined;
  for (const mode of ['draft', 'submit'] as Mode[]) {
    const ajv = createAjv(datalists);
    if (mode === 'draft') draftSchemas = ajv;
    for (const [id, schema] of files) {
      if (brokenRefs.has(id)) continue;
      try {
        ajv.addSchema(schemaForMode(schema, mode), id);
      } catch {
        /* reported above */
      }
    }
    for (const id of files.keys()) {
      if (brokenRefs.has(id)) continue;
      try {
        ajv.getSchema(id);
      } catch (error) {
        add(`schemas/${id}`, '', say('schemaUnusableInMode', { mode, detail: thrownWords(error, say) }));
        brokenRefs.add(id);
      }
    }
  }

  // 3. wizards
  for (const [path, value] of Object.entries(bundle.schemas)) {
    if (!/^wizards\/.+\.json$/.test(path)) continue;
    const file = `schemas/${path}`;
    const wizard = value as WizardDef;
    if (!isObject(wizard) || !Array.isArray(wizard.steps)) {
      add(file, '', say('wizardIncomplete'));
      continue;
    }
    if (typeof wizard.titleKey === 'string' && !hasKey(wizardTexts, wizard.titleKey))
      add(file, 'titleKey', say('titleKeyMissing', { key: wizard.titleKey, lang }));
    if (typeof wizard.flowId !== 'string' || wizard.flowId === '') add(file, 'flowId', say('wizardWithoutFlowId'));
    wizard.steps.forEach((step, i) => {
      const at = ['steps', i];
      if (!step || typeof step.step !== 'string') return add(file, at, say('stepIncomplete'));
      if (!files.has(`${step.step}.schema.json`)) add(file, [...at, 'step'], say('stepFileMissing', { step: step.step }));
      if (bundle.schemas[`${step.step}.ui.json`] === undefined) add(file, [...at, 'step'], say('stepUiFileMissing', { path: `${step.step}.ui.json` }));
      if (!hasKey(wizardTexts, step.titleKey)) add(file, [...at, 'titleKey'], say('titleKeyMissing', { key: String(step.titleKey), lang }));
      if (typeof step.event !== 'string' || step.event === '') add(file, [...at, 'event'], say('stepWithoutEvent'));
      if (step.when !== undefined) checkCondition(file, [...at, 'when'], step.when);
      // applications remember the steps they completed by id (core/wizard/step-ids.ts)
      if (wizard.steps.findIndex((other) => other?.id === step.id) < i) add(file, [...at, 'id'], say('stepIdTwice', { id: String(step.id) }));
    });
  }

  // 3b. the fields of the record the code names are still declared (src/core/wizard/fields-read.ts)
  for (const [name, { code, declared }] of undeclaredFieldsReadByCode(bundle, fieldsReadByCode))
    add(declared[0], '', say('fieldReadByCodeGone', { name, code: code.join(', ') }));

  // 3a. the wizards and steps the code names by id are there (src/core/wizard/named-by-code.ts)
  const wizardIds = new Map<string, string[]>();
  const wizardFileOf = new Map<string, string>();
  for (const [path, value] of Object.entries(bundle.schemas)) {
    const wizard = value as WizardDef;
    if (!/^wizards\/.+\.json$/.test(path) || !isObject(wizard) || !Array.isArray(wizard.steps)) continue;
    wizardIds.set(
      String(wizard.id),
      wizard.steps.map((step) => String(step?.id)),
    );
    wizardFileOf.set(String(wizard.id), `schemas/${path}`);
  }
  for (const { wizard, step } of missingNamedIds(wizardIds)) {
    if (step === undefined) add('schemas/wizards', '', say('wizardReadByCodeGone', { wizard }));
    else add(wizardFileOf.get(wizard) ?? 'schemas/wizards', 'steps', say('stepReadByCodeGone', { step }));
  }

  // 3b. the completed-steps rules name flows the wizards make
  const stepsRules = bundle.schemas['rules/steps.json'];
  if (isObject(stepsRules))
    for (const problem of stepsRulesProblems(
      stepsRules,
      Object.entries(bundle.schemas)
        .filter(([path, w]) => /^wizards\//.test(path) && isObject(w))
        .map(([, w]) => w as WizardDef),
      say,
    ))
      add('schemas/rules/steps.json', problem.at, problem);

  // 3c. the officer's overview facts name words that exist
  const agents = bundle.schemas['rules/agents.json'];
  if (isObject(agents) && Array.isArray(agents.overviewFacts))
    agents.overviewFacts.forEach((fact, i) => {
      if (isObject(fact) && typeof fact.labelKey === 'string' && !hasKey(bundle.content[`${lang}/agent.json`], fact.labelKey))
        add('schemas/rules/agents.json', ['overviewFacts', i, 'labelKey'], say('agentLabelKeyMissing', { key: fact.labelKey, lang }));
    });

  // 3c'. the trail's values no step shows name a label, a datalist and words that exist
  const trailRules = isObject(agents) && isObject(agents.trail) ? agents.trail : undefined;
  if (isObject(trailRules?.unshownFields))
    for (const [path, field] of Object.entries(trailRules.unshownFields)) {
      if (!isObject(field)) continue;
      const at = ['trail', 'unshownFields', path];
      if (typeof field.labelKey === 'string' && !hasKey(bundle.content[`${lang}/agent.json`], field.labelKey))
        add('schemas/rules/agents.json', [...at, 'labelKey'], say('agentLabelKeyMissing', { key: field.labelKey, lang }));
      if (typeof field.datalist === 'string' && !datalists(field.datalist))
        add('schemas/rules/agents.json', [...at, 'datalist'], say('trailDatalistMissing', { list: field.datalist }));
      const words = typeof field.words === 'string' ? /^([A-Za-z]+):([^{]*)/.exec(field.words) : null;
      // the words' namespace, and the part of the key before {value} (words, or a group of them), exist
      const fixed = words?.[2].replace(/\.$/, '');
      const file = words ? bundle.content[`${lang}/${words[1]}.json`] : undefined;
      const present = (key: string) => key.split('.').reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), file) !== undefined;
      if (words && (!file || (fixed && !present(fixed))))
        add('schemas/rules/agents.json', [...at, 'words'], say('trailWordsMissing', { words: String(field.words), lang, file: words[1] }));
    }

  // 3d. the screening checks' names and the notes their outcomes name are words that exist
  const screeningFile = bundle.schemas['rules/screening.json'];
  if (isObject(screeningFile) && Array.isArray(screeningFile.checks))
    screeningFile.checks.forEach((check, i) => {
      if (!isObject(check)) return;
      const keys: Array<[(string | number)[], unknown]> = [[['nameKey'], check.nameKey]];
      if (isObject(check.outcome)) for (const name of ['notesKey', 'reasonNotesKey']) keys.push([['outcome', name], check.outcome[name]]);
      for (const [at, key] of keys)
        if (typeof key === 'string' && !hasKey(bundle.content[`${lang}/screening.json`], key))
          add('schemas/rules/screening.json', ['checks', i, ...at], say('screeningWordsMissing', { key, lang }));
    });

  // 4. step files: ui file present, ui names only existing fields, known widgets, datalists, keys
  for (const id of files.keys()) {
    if (!id.startsWith('steps/')) continue;
    const key = stepKeyOf(id);
    const uiPath = `steps/${key}.ui.json`;
    const ui = bundle.schemas[uiPath];
    if (ui === undefined) {
      add(`schemas/${id}`, '', say('stepUiFileMissing', { path: uiPath }));
      continue;
    }
    if (brokenRefs.has(id)) continue;
    let inlined: unknown;
    try {
      inlined = inlineRefs(files, id, files.get(id));
    } catch {
      continue;
    }
    checkUi(ui, inlined, [], `schemas/${uiPath}`);
    checkReachable(inlined, [], `schemas/${id}`, [], companionFields(ui));
  }

  /**
   * What would stop every applicant on a step: a `required` that names no field of its object (the
   * field cannot be seen, so never filled), or a `not` that refuses every value. `same`: the other
   * schemas that describe the same object (the branches beside this one); `companions`: fields a
   * widget writes beside its own (a phone's `codeField`), declared in the UI file.
   */
  function checkReachable(node: unknown, at: (string | number)[], file: string, same: Node[], companions: ReadonlySet<string>) {
    if (!isObject(node)) return;
    const all = [node, ...same];
    const here = new Set([...companions, ...all.flatMap(declaredNames)]);
    if (Array.isArray(node.required)) {
      node.required.forEach((name, i) => {
        if (typeof name === 'string' && !here.has(name)) {
          add(file, [...at, 'required', i], say('requiredNotOnStep', { name }));
        }
      });
    }
    if (node.not === true || (isObject(node.not) && Object.keys(node.not).length === 0)) {
      add(file, [...at, 'not'], say('notRefusesAll'));
    }
    // obligations only: a `required` inside `if` is a condition, inside anyOf/oneOf one choice among others
    if (Array.isArray(node.allOf)) (node.allOf as unknown[]).forEach((b, i) => checkReachable(b, [...at, 'allOf', i], file, all, companions));
    for (const key of ['then', 'else']) checkReachable(node[key], [...at, key], file, all, companions);
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        const others = all.flatMap((schema) => childSchemas(schema, name)).filter((other) => other !== child);
        checkReachable(child, [...at, 'properties', name], file, others, companions);
      }
    }
    if (isObject(node.items)) checkReachable(node.items, [...at, 'items'], file, [], companions);
  }
  for (const path of Object.keys(bundle.schemas)) {
    if (/^steps\/.+\.ui\.json$/.test(path) && !files.has(path.replace(/\.ui\.json$/, '.schema.json'))) {
      add(`schemas/${path}`, '', say('uiWithoutSchema', { path: path.replace(/\.ui\.json$/, '.schema.json') }));
    }
  }

  function checkTextKey(file: string, at: (string | number)[], value: unknown) {
    if (typeof value === 'string' && !hasKey(fields, value)) add(file, at, say('textKeyMissing', { key: value, lang }));
  }
  function checkDatalist(file: string, at: (string | number)[], value: unknown) {
    if (typeof value === 'string' && !datalists(value)) add(file, at, say('datalistMissing', { list: value }));
  }
  /** Each option is one the field's widget (or, where it names none, some widget) reads, of the declared type (schemas/defs/widgets.json). */
  function checkDeclaredOptions(options: Node, widget: string | undefined, file: string, at: (string | number)[]) {
    if (!declarations) return;
    const allowed = optionsFor(declarations, widget);
    for (const [option, value] of Object.entries(options)) {
      if (isNoteKey(option)) continue;
      const declared = allowed.get(option);
      if (declared) {
        for (const problem of declarationProblems(declared, value, say))
          add(file, [...at, option, ...problem.at], say('optionProblem', { option, detail: saidOf(problem) }));
      } else if (widget !== undefined && optionsFor(declarations).has(option)) {
        add(file, [...at, option], say('optionNotOfWidget', { option, widget }));
      } else {
        add(file, [...at, option], say('optionUnknown', { option }));
      }
    }
  }
  function checkOptions(options: Node, file: string, at: (string | number)[]) {
    for (const k of ['placeholder', 'help', 'addLabel', 'title', 'label', 'description'])
      if (typeof options[k] === 'string') checkTextKey(file, [...at, k], options[k]);
    checkDatalist(file, [...at, 'datalist'], options.datalist);
    if (Array.isArray(options.datalistWhen))
      options.datalistWhen.forEach((w, i) => checkDatalist(file, [...at, 'datalistWhen', i, 'datalist'], (w as Node)?.datalist));
    for (const [k, v] of Object.entries(options)) if (isObject(v)) checkOptions(v, file, [...at, k]);
  }
  /**
   * RJSF shows a raw "invalid object field" box for an order that names a field the schema lacks or,
   * without "*", leaves out one it has: both are found here, before an applicant meets them.
   */
  function checkOrder(order: unknown, schema: unknown, at: (string | number)[], file: string) {
    if (!Array.isArray(order)) return add(file, at, say('orderNotList'));
    const seen = new Set<string>();
    order.forEach((entry, i) => {
      if (typeof entry !== 'string') return add(file, [...at, i], say('orderNotList'));
      if (seen.has(entry)) add(file, [...at, i], say('orderTwice', { name: entry }));
      seen.add(entry);
      if (entry !== '*' && childSchemas(schema, entry).length === 0) add(file, [...at, i], say('orderUnknownField', { name: entry }));
    });
    const own = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
    if (!seen.has('*')) for (const name of own) if (!seen.has(name)) add(file, at, say('orderLeavesOut', { name }));
  }
  /** Every field a layout grid places (a dotted path through nested objects) is a field of the step's schema. */
  function checkLayoutGrid(grid: unknown, schema: unknown, at: (string | number)[], file: string) {
    const visit = (node: unknown, where: (string | number)[]) => {
      if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...where, i]));
      const name = typeof node === 'string' ? node : isObject(node) && typeof node.name === 'string' && !('render' in node) ? node.name : undefined;
      if (name !== undefined) {
        const found = name.split('.').reduce<unknown[]>((schemas, part) => schemas.flatMap((s) => childSchemas(s, part)), [schema]);
        if (found.length === 0) add(file, where, say('gridUnknownField', { name }));
        return;
      }
      if (isObject(node)) for (const [key, child] of Object.entries(node)) visit(child, [...where, key]);
    };
    visit(grid, at);
  }
  function checkUi(ui: unknown, schema: unknown, path: (string | number)[], file: string) {
    if (!isObject(ui)) return;
    for (const [k, v] of Object.entries(ui)) {
      const at = [...path, k];
      if (k === 'ui:widget') {
        if (typeof v === 'string' && !widgets.has(v)) add(file, at, say('widgetUnknown', { name: v }));
      } else if (k === 'ui:field') {
        if (typeof v === 'string' && !widgets.has(v)) add(file, at, say('uiFieldUnknown', { name: v }));
      } else if (k === 'ui:options') {
        if (isObject(v)) {
          const named = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : typeof ui['ui:field'] === 'string' ? ui['ui:field'] : undefined;
          checkDeclaredOptions(v, named !== undefined && widgets.has(named) ? named : undefined, file, at);
          checkOptions(v, file, at);
        }
      } else if (k === 'ui:order') {
        checkOrder(v, schema, at, file);
      } else if (k === 'ui:layoutGrid') {
        checkLayoutGrid(v, schema, at, file);
      } else if (k === 'ui:when') {
        if (!Array.isArray(v)) {
          add(file, at, say('whenNotList'));
          continue;
        }
        v.forEach((rule, i) => {
          if (!isObject(rule) || rule.if === undefined) return add(file, [...at, i], say('whenEntryIncomplete'));
          for (const key of Object.keys(rule))
            if (!['if', 'then', 'else', '$comment'].includes(key)) add(file, [...at, i, key], say('whenEntryUnknownKey', { key }));
          checkCondition(file, [...at, i, 'if'], rule.if);
          for (const branch of ['then', 'else'] as const) {
            if (rule[branch] === undefined) continue;
            if (!isObject(rule[branch])) add(file, [...at, i, branch], say('whenBranchNotObject', { branch }));
            else checkUi(rule[branch], schema, [...at, i, branch], file);
          }
        });
      } else if (k === 'ui:placeholder' || k === 'ui:help' || k === 'ui:title' || k === 'ui:description') {
        checkTextKey(file, at, v);
      } else if (k.startsWith('ui:') || k.startsWith('$')) {
        continue;
      } else {
        const children = childSchemas(schema, k);
        if (children.length === 0) {
          add(file, at, say('uiUnknownField', { name: k }));
          continue;
        }
        checkUi(v, children.length === 1 ? children[0] : { allOf: children }, at, file);
      }
    }
  }

  // 5. the rules files declared in src/core/rules/: types, missing and unknown settings
  const rulesProblems = checkRules(bundle, say);
  for (const problem of rulesProblems) add(problem.file, problem.at, problem);

  // the pages journey.json names, their order and the navigation list that shows it
  const journey = bundle.schemas['rules/journey.json'];
  if (isObject(journey) && !rulesProblems.some((problem) => problem.file === 'schemas/rules/journey.json'))
    for (const problem of journeyProblems(journey as unknown as JourneyRules, say)) add('schemas/rules/journey.json', problem.at, problem);

  // a screening check that would fire for an application with no answers stops every applicant
  const screening = bundle.schemas['rules/screening.json'] as { checks?: unknown[]; lists?: Record<string, unknown> } | undefined;
  const recordGroups = new Set(Object.keys(((bundle.schemas['record/prospect.schema.json'] as Node | undefined)?.properties as Node | undefined) ?? {}));
  // the sections only the bank writes are sections of the record
  const bankOwned = (bundle.schemas['rules/agents.json'] as { bankOwnedGroups?: unknown } | undefined)?.bankOwnedGroups;
  (Array.isArray(bankOwned) ? bankOwned : []).forEach((group, i) => {
    if (!recordGroups.has(String(group))) add('schemas/rules/agents.json', ['bankOwnedGroups', i], say('bankOwnedUnknown', { group: String(group) }));
  });
  (Array.isArray(screening?.checks) ? screening.checks : []).forEach((check, i) => {
    if (!isObject(check) || check.builtin !== undefined || !isObject(check.condition)) return;
    const at = ['checks', i, 'condition'];
    const named = [...declaredNames(check.condition), ...(Array.isArray(check.condition.required) ? (check.condition.required as unknown[]) : [])];
    for (const name of new Set(named)) {
      if (typeof name === 'string' && !recordGroups.has(name)) add('schemas/rules/screening.json', at, say('screeningNamesUnknown', { name }));
    }
    try {
      const holds = createAjv(datalists)
        .addKeyword({ keyword: 'inList', schemaType: 'string', validate: () => true })
        .compile(check.condition);
      if (holds({})) add('schemas/rules/screening.json', at, say('screeningFiresForAll'));
    } catch (error) {
      add('schemas/rules/screening.json', at, say('conditionInvalid', { detail: thrownWords(error, say) }));
    }
  });

  // 6. a message no rule and no page reads
  const leaves = (node: unknown, prefix: string): string[] =>
    isObject(node)
      ? Object.entries(node).flatMap(([key, value]) => (key.startsWith('$') || (prefix === '' && key === 'keywords') ? [] : leaves(value, `${prefix}${key}.`)))
      : [prefix.slice(0, -1)];
  for (const key of leaves(messages, '')) {
    if (!namedMessages.has(key)) add(`content/${lang}/messages.json`, key, say('messageUnread', { key }));
  }

  // 6a. every word of the other namespaces is read by a page, a rule or a message
  for (const [file, key] of unreadWords(bundle, lang, wordsReadByCode)) {
    add(`content/${file}`, key, say('wordUnread', { key }));
  }

  // 6a'. every other language holds every word, plural form and datalist label of the source's
  for (const missing of missingWords(bundle, say)) add(missing.file, missing.at, missing);

  // 6b. a sample is a record its record schema accepts (the studio starts a preview from it)
  for (const [path, sample] of Object.entries(bundle.schemas)) {
    const record = sampleRecordSchema(path, bundle);
    if (!record || brokenRefs.has(record) || !files.has(record)) continue;
    let validate;
    try {
      validate = draftSchemas?.getSchema(record);
    } catch {
      continue; // the record schema's own problem is reported above
    }
    if (!validate || validate(sampleRecord(sample))) continue;
    for (const error of validate.errors ?? []) {
      const at = error.instancePath.split('/').slice(1).join('.');
      add(
        `schemas/${path}`,
        at,
        say('sampleDoesNotFit', {
          record,
          at: at || say('sampleWholeRecord'),
          detail: error.message ? validatorWords(error, say.lang) : say('sampleNotAllowed'),
        }),
      );
    }
  }

  // 7. each file names its JSON Schema, so an editor checks it too
  for (const folder of ['schemas', 'content'] as const) {
    for (const [file, value] of Object.entries(bundle[folder])) {
      const expected = expectedSchemaRef(`${folder}/${file}`, bundle);
      if (!expected || (isObject(value) && value.$schema === expected)) continue;
      add(`${folder}/${file}`, '$schema', say('schemaRefExpected', { expected }));
    }
  }

  return problems;
}

/** One line per problem, for people. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.at ? ` at ${problem.at}` : ''}: ${problem.message}`;
}
