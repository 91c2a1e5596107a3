import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { organizationModel, recordTemplate, signatoryModel } from '../../../core/schema/defaults';
import { datalistEntries } from '../../../core/schema/bundle-files';

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
    // the browser's forms read their choices from here (src/web/app/release/load.ts)
    datalist: datalistEntries(bundle.content),
    studioEnabled: settings.studioEnabled,
  };
  // the environment wins over the analysts' file
  const fromEnv = settings.externalSiteUrl ? { externalSiteUrl: settings.externalSiteUrl } : {};
  return ({ segment, role, product = '' }) => {
    const override = product && Object.hasOwn(appConfig.products, product) ? appConfig.products[product] : undefined;
    return { ...fixed, ...(override ? mergeOverride(flags, override) : flags), ...fromEnv, role, segment, product };
  };
}
