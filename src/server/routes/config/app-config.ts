import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { organizationModel, recordTemplate, signatoryModel } from '../../../core/schema/defaults';
import { datalistItems } from '../../../core/schema/bundle-files';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** schemas/rules/app-config.json */
export interface AppConfigFile extends JsonObject {
  segments: string[];
  roles: string[];
  products: Record<string, JsonObject>;
}

export interface ConfigQuery {
  segment: string;
  role: string;
  product?: string;
}

/** The flags and links an answer carries (everything in app-config.json but the request rules). */
const requestRules = new Set(['$comment', '$schema', 'segments', 'roles', 'products']);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; lists and plain values of the override replace the base. */
export function mergeOverride(base: JsonObject, override: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? mergeOverride(current, value) : value;
  }
  return out;
}

export function readAppConfig(bundle: Bundle): AppConfigFile {
  const file = schemaFile<Partial<AppConfigFile>>(bundle, 'rules/app-config.json');
  return { ...file, segments: file.segments ?? [], roles: file.roles ?? [], products: file.products ?? {} } as AppConfigFile;
}

/** content/datalists/<name>.json keyed by <name> (sub-folders keep their path: "islamic/industries"). */
export function datalistsOf(bundle: Bundle): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(bundle.content)) {
    if (key.startsWith('datalists/')) out[key.slice('datalists/'.length).replace(/\.json$/, '')] = datalistItems(value) ?? [];
  }
  return out;
}

/**
 * Builds the configuration answer from the bundle.
 * The parts that do not depend on the request are computed once.
 */
export function configBuilder(bundle: Bundle, settings: { studioEnabled: boolean; externalSiteUrl?: string }): (query: ConfigQuery) => Record<string, unknown> {
  const appConfig = readAppConfig(bundle);
  const flags: JsonObject = {};
  for (const [key, value] of Object.entries(appConfig)) if (!requestRules.has(key)) flags[key] = value as Json;
  const fixed = {
    prospect: recordTemplate(bundle),
    signatoryModel: signatoryModel(bundle),
    organizationModel: organizationModel(bundle),
    datalist: datalistsOf(bundle),
    studioEnabled: settings.studioEnabled,
  };
  // the environment wins over the analysts' file
  const fromEnv = settings.externalSiteUrl ? { externalSiteUrl: settings.externalSiteUrl } : {};
  return ({ segment, role, product = '' }) => {
    const override = product && Object.hasOwn(appConfig.products, product) ? appConfig.products[product] : undefined;
    return { ...fixed, ...(override ? mergeOverride(flags, override) : flags), ...fromEnv, role, segment, product };
  };
}
