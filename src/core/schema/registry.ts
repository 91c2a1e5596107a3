/**
 * The schema registry: one object that knows every form of the product, built from the
 * analyst-owned bundle (every JSON file under `schemas/` and `content/`). Browser and server
 * create it from the same bundle and therefore validate with the same compiled schemas.
 *
 * ## Files it reads (paths relative to `schemas/` or `content/`)
 * - `defs/*.json`                      shared `$defs` (text patterns, phone, dates, EID, GIIN…)
 * - `record/*.schema.json`             the application record
 * - `steps/<wizard>/<step>.schema.json` JSON Schema of one step, rooted at the record (or the person)
 * - `steps/<wizard>/<step>.ui.json`    its UI schema (widgets, options); words are keys, never text
 * - `wizards/<id>.json`                {@link WizardDef}: steps, order, `when`, analytics event, flow id
 * - `rules/*.json`                     tunable business numbers (e.g. rules/steps.json)
 * - `en/messages.json`, `en/fields.json`, `en/wizards.json`, `datalists/*.json` in content
 *
 * ## `$ref` scheme
 * Every schema file's `$id` is its path under `schemas/` ("defs/text.json"); a file without one
 * gets it. References are ordinary relative URIs resolved against that id, exactly as an editor
 * resolves them on disk: from `steps/companyInfo/companyDetails.schema.json` write
 * `"$ref": "../../defs/text.json#/$defs/companyName"`.
 *
 * ## Words
 * - A property's `title` in a step schema is a key into `content/en/fields.json` (dotted, nested:
 *   "companyInfo.companyName" → fields.json {"companyInfo": {"companyName": "Company Name"}}).
 *   UI options `placeholder` and `help` are keys into the same file. Step titles
 *   (`titleKey` of a wizard step) are keys into `content/en/wizards.json`.
 * - Messages: `content/en/messages.json`. Keyword templates live under `keywords`
 *   ("keywords.required" = "{field} is not filled"); a schema overrides one with `errorMessage`
 *   naming a key of messages.json (`"errorMessage": {"type": "notValidNumber"}`).
 *   Templates use single braces: `{field}`, `{limit}`, `{limit, number}`, `{limit, date}`.
 *
 * ## Modes
 * - `submit`: everything. A property named in `required` must also be *filled* (not "" / []),
 *   because the record template holds empty strings.
 * - `draft`: types, formats, lengths, patterns, ranges only: `required` and conditional
 *   requirements are dropped and an empty string passes every string rule.
 *
 * The RJSF validators live in `./rjsf-validator.ts` (`createRjsfValidator(registry, mode)`), kept
 * apart so the server never loads RJSF.
 *
 * ## Validate functions
 * They come from a {@link SchemaValidators} (./schema-validators.ts): compiled by ajv at run time
 * (server, tests, `npm run dev`), or generated at build time as ajv standalone code (the production
 * browser bundle, so its CSP needs no 'unsafe-eval'). The generated ones load per steps folder: a
 * page awaits `registry.ready(stepOrWizard)` (StepForm suspends on it) before validating.
 */
import type { Bundle } from '../bundle';
import type { WizardDef, WizardStepDef } from '../wizard/types';
import { buildRegistry } from './build-registry';
import { createSchemaValidators } from './compile-at-runtime';
import type { SchemaValidators } from './schema-validators';

export type Mode = 'draft' | 'submit';

export type JsonSchema = Record<string, unknown>;

/** RJSF-compatible UI schema; `ui:options` carry our options (see schemas/defs/README.md). */
export type UiSchema = Record<string, unknown>;

/** One failing field, as the API answers it and as the form shows it. */
export interface FieldError {
  /** JSON path into the validated value: "$.organizationInfo.companyName", "$.orgKYCDetails.industryMultiSelect[0].subCategory[1]" */
  path: string;
  /** the JSON Schema / custom keyword that failed ("required", "maxLength", "noEdgeSpaces"…) */
  keyword: string;
  /** the finished sentence, e.g. "Company Name is not filled" */
  message: string;
  /** the messages.json key the sentence came from ("keywords.required", "notValidNumber") */
  messageKey: string;
  /** the values the template was filled with ({field, limit…}) */
  params: Record<string, unknown>;
}

/** One wizard step, ready to render. */
export interface StepEntry {
  /** "companyInfo/companyDetails" (path under schemas/steps without extension) */
  key: string;
  /** `$id` of the step's schema file: "steps/companyInfo/companyDetails.schema.json" */
  schemaId: string;
  /**
   * The step schema for RJSF: every `$ref` inlined (RJSF resolves only local refs), submit
   * version (so `required` shows), `$id` kept so the RJSF validators pick the compiled original.
   */
  schema: JsonSchema;
  /** The schema file as written by the analyst (refs not resolved). */
  source: JsonSchema;
  uiSchema: UiSchema;
}

/** Label and override info of one field of a step, by normalized path ("organizationInfo.companyName", arrays as "*"). */
export interface FieldInfo {
  path: string;
  /** key into content/en/fields.json */
  titleKey?: string;
}

export interface DatalistItem {
  code: string;
  label: string;
  [key: string]: unknown;
}

export interface ValidateOptions {
  /** prefix of every error path, e.g. "$.signatoryInfo[2]" for a person wizard; default "$" */
  basePath?: string;
}

export interface Registry {
  readonly bundle: Bundle;
  /** content language folder, "en" */
  readonly lang: string;
  /** Every wizard, by id ("companyInfo"). */
  readonly wizards: Readonly<Record<string, WizardDef>>;
  wizard(id: string): WizardDef;
  /** A step by key "companyInfo/companyDetails" (also accepts "steps/companyInfo/companyDetails"). */
  step(key: string): StepEntry;
  /** The step of a wizard step definition. */
  stepOf(def: WizardStepDef): StepEntry;
  /** Every step found under schemas/steps. */
  steps(): StepEntry[];
  /** Fields of a step with their label keys, by normalized path. */
  fields(stepKey: string): ReadonlyMap<string, FieldInfo>;
  /** schemas/rules/<name>.json */
  rules<T = unknown>(name: string): T;
  /** content/datalists/<name>.json, [] when the file does not exist */
  datalist(name: string): DatalistItem[];
  /** Known widget names (schemas/defs/widgets.json). */
  readonly widgets: readonly string[];
  /** A sentence from content/<lang>/<namespace>.json by dotted key, {placeholders} filled; the key itself when missing. */
  text(namespace: string, key: string, vars?: Record<string, unknown>): string;
  /** Whether `value` satisfies a condition schema (a wizard step's `when`); undefined holds. */
  holds(condition: unknown, value: unknown): boolean;
  /** The validate functions of every schema file, condition and RJSF part. Shared by the RJSF validators. */
  readonly validators: SchemaValidators;
  /**
   * Resolves once the validators of a step ("companyInfo/companyDetails") or of every step of a
   * wizard ("companyInfo") can be used; undefined when they already can (always, outside the
   * production browser build). Until then validating them throws a thenable (React Suspense).
   */
  ready(target: string): Promise<void> | undefined;
  /** Fetches what `ready(target)` would load without running it: a later `ready` needs no network. */
  prefetch(target: string): void;
  /**
   * Validate `value` against one step ("companyInfo/companyDetails") or a whole wizard ("companyInfo":
   * every step whose `when` holds) and answer finished messages. An empty array means valid.
   */
  validateValue(target: string, value: unknown, mode: Mode, options?: ValidateOptions): FieldError[];
}

/**
 * Build a registry from a bundle. Throws when a schema cannot be compiled (run the schema check to
 * learn why). `validators`: where validate functions come from; default the module
 * ./compile-at-runtime.ts (which the production browser build replaces by generated code).
 */
export function createRegistry(bundle: Bundle, options: { lang?: string; validators?: SchemaValidators } = {}): Registry {
  return buildRegistry(bundle, options.lang ?? 'en', options.validators ?? createSchemaValidators(bundle));
}
