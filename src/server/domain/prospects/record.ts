import type { PreScreening } from '../screening';
import { group, isObject, type JsonObject } from './columns';

/** Fields a request carries beside the record, never stored at the top of the record. */
export const transportFields = ['saveType', 'actionType', 'version', 'recaptchaToken', 'removeStakeholders'] as const;

/** Sets a key as an own property, "__proto__" included (plain assignment would change the prototype). */
function put(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** A deep copy of a JSON value (records come from JSON: no dates, maps or cycles). ~10× cheaper than structuredClone. */
export function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value)) put(out, key, copyJson(value[key]));
  return out;
}

/**
 * `patch` laid over `base`: objects merge key by key, anything else (lists included) replaces.
 * Groups a save leaves out keep their stored answers. The result shares nothing with either.
 */
export function overlay(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return copyJson(base);
  if (!isObject(base) || !isObject(patch)) return copyJson(patch);
  const out: JsonObject = {};
  for (const key of Object.keys(base)) put(out, key, Object.hasOwn(patch, key) ? overlay(base[key], patch[key]) : copyJson(base[key]));
  for (const key of Object.keys(patch)) if (!Object.hasOwn(base, key)) put(out, key, overlay(undefined, patch[key]));
  return out;
}

/** The record part of a request body: only the groups the record schema knows. */
export function recordPart(body: JsonObject, groups: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const name of groups) if (body[name] !== undefined) out[name] = body[name];
  return out;
}

export interface ServerFields {
  prospectId: string;
  /** the applicant as created (and proven by the one-time code): a save cannot change who applies */
  applicant: JsonObject;
  accountNo: string;
  preScreening?: PreScreening;
  saveType?: string;
  actionType?: string;
}

/** The record with every field only the server decides put back (ids, codes, screening). */
export function withServerFields(record: JsonObject, fields: ServerFields): JsonObject {
  const out: JsonObject = { ...record };
  out.generalInfo = { ...group(record, 'generalInfo'), prospectId: fields.prospectId };
  const applicant = fields.applicant;
  out.applicantInfo = {
    ...group(record, 'applicantInfo'),
    countryCode: applicant.countryCode,
    mobileNo: applicant.mobileNo,
    email: applicant.email,
    validRoCode: applicant.validRoCode ?? 'N',
  };
  const accounts = Array.isArray(record.accountInfo) ? [...record.accountInfo] : [];
  accounts[0] = { ...(isObject(accounts[0]) ? accounts[0] : {}), accountNo: fields.accountNo };
  out.accountInfo = accounts;
  const application = { ...group(record, 'applicationInfo') };
  if (fields.saveType !== undefined) application.saveType = fields.saveType;
  if (fields.actionType !== undefined) application.actionType = fields.actionType;
  out.applicationInfo = application;
  if (fields.preScreening) out.organizationInfo = { ...group(record, 'organizationInfo'), screeningInfo: fields.preScreening };
  return out;
}

/** accountInfo[0].accountNo of a stored record, '' before the first save. */
export function accountNoOf(record: JsonObject): string {
  const first = Array.isArray(record.accountInfo) ? record.accountInfo[0] : undefined;
  return isObject(first) && typeof first.accountNo === 'string' ? first.accountNo : '';
}

/** The answer's accountInfo list. */
export function accountInfoOf(record: JsonObject): unknown[] {
  return Array.isArray(record.accountInfo) ? record.accountInfo : [];
}

/** The account numbers of accountInfo[], in order: what a save answers of the accounts. */
export function accountNumbersOf(record: JsonObject): { accountNo?: string }[] {
  return accountInfoOf(record).map((account) => {
    const accountNo = (account as JsonObject | null)?.accountNo;
    return typeof accountNo === 'string' ? { accountNo } : {};
  });
}
