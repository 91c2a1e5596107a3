import Ajv from 'ajv';
import type { Bundle } from '../bundle';
import { findingSayer, type FindingVars, type Said, type Say } from '../schema/finding-words';
import { validatorWords } from '../schema/library-words';
import { declaredRules } from './index';

export interface RulesProblem {
  file: string;
  at: string[];
  message: string;
  key?: string;
  vars?: FindingVars;
}

/** A finding of a declaration: where, and its words (finding-words.ts). */
export interface DeclarationProblem {
  at: string[];
  message: string;
  key?: string;
  vars?: FindingVars;
}

interface CheckError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * A value that matches none of a union's shapes gets errors from every shape. Only the shape it comes
 * closest to (fewest errors) is told, as an analyst would read it: a check with `builtin: "dedupe"`
 * hears about the dedupe parameters, not that it lacks a `condition`. A choice between plain values
 * (every shape failing on its value alone) is told once, by the union.
 */
function closestShapes(errors: CheckError[]): CheckError[] {
  let kept = errors;
  for (const union of errors.filter((e) => e.keyword === 'anyOf')) {
    // ajv names the union "#/…/anyOf" and each shape's errors "#/…/anyOf/<n>/…"
    const prefix = `${union.schemaPath}/`;
    const inside = kept.filter((e) => e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(union.instancePath));
    if (inside.length === 0) continue;
    const byShape = new Map<string, CheckError[]>();
    for (const e of inside) {
      const shape = e.schemaPath.slice(prefix.length).split('/')[0];
      byShape.set(shape, [...(byShape.get(shape) ?? []), e]);
    }
    const closest = [...byShape.values()].sort((a, b) => a.length - b.length)[0];
    const valuesOnly = closest.every((e) => e.keyword === 'const');
    kept = kept.filter((e) => (e === union ? valuesOnly : !inside.includes(e) || (!valuesOnly && closest.includes(e))));
  }
  return kept;
}

/** A JSON type in an analyst's words (the check's sentences about rules files and schema files): content/<lang>/studio.json findings. */
export function kindWords(say: Say, type: string): Said | string {
  const key = { integer: 'kindInteger', number: 'kindNumber', string: 'kindText', boolean: 'kindBoolean', array: 'kindList', object: 'kindObject' }[type];
  return key ? say(key) : type;
}

const pathOf = (pointer: string) => (pointer ? pointer.slice(1).split('/') : []);

/** One error of the declaration in plain words; undefined for one that only repeats another. */
function inWords(error: CheckError, say: Say): DeclarationProblem | undefined {
  const at = pathOf(error.instancePath);
  const { params } = error;
  switch (error.keyword) {
    case 'additionalProperties':
      return { at, ...say('settingUnknown', { name: String(params.additionalProperty) }) };
    case 'required':
      return { at, ...say('settingMissing', { name: String(params.missingProperty) }) };
    case 'type':
      return { at, ...say('valueOfKind', { kind: kindWords(say, String(params.type)) }) };
    case 'const':
      return undefined; // a choice between literals: reported once, by anyOf
    case 'anyOf':
      return { at, ...say('valueNotAllowed') };
    case 'not':
      return { at, ...say('valueNotHere') };
    case 'minimum':
      return { at, ...say('valueAtLeast', { limit: String(params.limit) }) };
    case 'maximum':
      return { at, ...say('valueAtMost', { limit: String(params.limit) }) };
    case 'enum':
      return { at, ...say('valueOneOf', { values: (params.allowedValues as unknown[]).map((v) => `"${String(v)}"`).join(', ') }) };
    case 'minItems':
      return { at, ...say('listAtLeast', { limit: String(params.limit) }) };
    case 'minLength':
      return { at, ...say('valueNotEmpty') };
    default:
      return { at, message: validatorWords(error, say.lang) };
  }
}

const ajv = new Ajv({ allErrors: true, strict: false });

/** Every declared rules file held to its declaration (src/core/rules/): wrong types, missing and unknown settings. */
export function checkRules(bundle: Bundle, say: Say = findingSayer(bundle.content)): RulesProblem[] {
  const problems: RulesProblem[] = [];
  for (const [name, declaration] of Object.entries(declaredRules)) {
    const file = `schemas/${name}`;
    const data = bundle.schemas[name];
    if (data === undefined) {
      problems.push({ file, at: [], ...say('rulesFileMissing') });
      continue;
    }
    const validate = ajv.compile(declaration);
    if (validate(data)) continue;
    for (const error of closestShapes((validate.errors ?? []) as CheckError[])) {
      const described = inWords(error, say);
      if (described) problems.push({ file, ...described });
    }
  }
  return problems;
}

/** A value held to a declaration (a JSON Schema): its problems in the words a rules file's get. */
export function declarationProblems(declaration: object, value: unknown, say: Say): DeclarationProblem[] {
  const validate = ajv.compile(declaration);
  if (validate(value)) return [];
  return closestShapes((validate.errors ?? []) as CheckError[]).flatMap((error) => inWords(error, say) ?? []);
}
