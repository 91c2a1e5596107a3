import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { createRegistry, type FieldError, type Registry } from '../../../core/schema/registry';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { schemaValidatorsOf } from '../validators/server-validators';
import type { JsonObject } from './columns';

const registries = new WeakMap<Bundle, Registry>();

/** The core registry of a bundle, built once: the server validates with the browser's schemas (its validators: ../validators). */
export function registryOf(bundle: Bundle): Registry {
  let registry = registries.get(bundle);
  if (!registry) {
    registry = createRegistry(bundle, { validators: schemaValidatorsOf(bundle) });
    registries.set(bundle, registry);
  }
  return registry;
}

const wordedRegistries = new WeakMap<Bundle, Map<string, Registry>>();

/**
 * A registry of a bundle whose words and choice labels are in `lang` (what an officer reads in
 * Arabic), built once per bundle and language; the source language's is registryOf's.
 */
export function registryIn(bundle: Bundle, lang: string): Registry {
  if (lang === SOURCE_LANGUAGE) return registryOf(bundle);
  let byLanguage = wordedRegistries.get(bundle);
  if (!byLanguage) wordedRegistries.set(bundle, (byLanguage = new Map()));
  if (!byLanguage.has(lang)) byLanguage.set(lang, createRegistry(bundle, { lang, validators: schemaValidatorsOf(bundle) }));
  return byLanguage.get(lang)!;
}

/** The applicant step in full. */
export function validateApplicant(registry: Registry, record: JsonObject): FieldError[] {
  return registry.validateValue('applicantInfo', record, 'submit');
}

export { validateRecord } from '../../../core/wizard/validate-record';

/** The account types applications may be opened for (schemas/rules/accounts.json). */
export function accountTypesOf(bundle: Bundle): string[] {
  const accounts = schemaFile<{ tiers?: Array<{ accountType: string }> }>(bundle, 'rules/accounts.json');
  return (accounts.tiers ?? []).map((tier) => tier.accountType);
}
