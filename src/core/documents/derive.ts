import { compileDocumentCondition } from '../schema/document-conditions';
import { COMPANY_GROUPS, STAKEHOLDER_GROUPS, type DocumentRule, type DocumentRules, type GroupRule } from './rules';
import { uploadKeyOf } from './types';
import type { DocumentGroup, DocumentGroups, DocumentItem, LocatedDocument, StakeholderDocuments, StoredUpload } from './types';

type Json = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface DeriveOptions {
  /** words of content/<lang>/documents.json by key */
  title: Translate;
  /**
   * Uploads the server holds, by documentKey. Given: a slot is Uploaded only when its key AND owner
   * match a stored upload. Left out (the browser): the slot keeps what the record already says.
   */
  uploads?: Record<string, StoredUpload>;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const groupOf = (value: unknown, name: string): Json => (isObject(value) && isObject(value[name]) ? (value[name] as Json) : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

type Condition = (value: unknown) => boolean;

const compiled = new WeakMap<DocumentRules, Map<unknown, Condition>>();

/**
 * A condition of the rules as a function over its context; `$ref`s point into the rules' $defs.
 * Compiled by ajv at run time, or generated at build time in the browser bundle (see schema-validators.ts).
 */
function conditionOf(rules: DocumentRules, schema: Record<string, unknown>, made?: (combined: object) => Condition | undefined): Condition {
  let cache = compiled.get(rules);
  if (!cache) {
    cache = new Map();
    compiled.set(rules, cache);
  }
  let validate = cache.get(schema);
  if (!validate) {
    const combined = { ...schema, $defs: rules.$defs ?? {} };
    validate = made?.(combined) ?? compileDocumentCondition(combined);
    cache.set(schema, validate);
  }
  return validate;
}

/**
 * Every condition of the rules made now, one at a time, `turn` awaited between two: the server does
 * this before a release's first request, so no save compiles them. `made`: a condition (its `$defs`
 * attached) generated already, where there is one; the others are compiled.
 */
export async function prepareDocumentConditions(
  rules: DocumentRules,
  turn: () => Promise<unknown>,
  made?: (combined: object) => Condition | undefined,
): Promise<void> {
  const groups: GroupRule[] = [...COMPANY_GROUPS.map((name) => rules.companyGroups[name]), ...STAKEHOLDER_GROUPS.map((name) => rules.stakeholderGroups[name])];
  for (const group of groups) {
    for (const rule of group?.documents ?? []) {
      for (const schema of [rule.required, rule.when]) {
        if (!isObject(schema)) continue;
        conditionOf(rules, schema, made);
        await turn();
      }
    }
  }
}
/** A stakeholder's listed name (or first and last name); "" when it is not listed. */
export function stakeholderName(person: unknown): string {
  if (!isObject(person)) return '';
  const full = text(person.fullName);
  if (full) return full;
  const first = text(person.firstName);
  const last = text(person.lastName);
  return first && last ? [first, text(person.middleName), last].filter(Boolean).join(' ') : '';
}

/** Categories the bank asked for: record.prospectStatusInfo.documentsRequested. */
export function requestedCategories(record: Json): string[] {
  return listOf(groupOf(record, 'prospectStatusInfo').documentsRequested).filter((c): c is string => typeof c === 'string');
}

const OTHER_TYPE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_OTHER_TITLE = 120;

/**
 * The document groups an application needs, derived from the record by the rules
 * (pure: the browser and the server derive the same slots and the same documentKeys).
 */
export function deriveDocuments(record: Json, rules: DocumentRules, options: DeriveOptions): DocumentGroups {
  const counters = new Map<string, number>();
  const nextKey = (type: string) => {
    const n = (counters.get(type) ?? 0) + 1;
    counters.set(type, n);
    return `${type}_${n}`;
  };
  const requested = requestedCategories(record);
  const stored = groupOf(record, 'documents');

  const previous = (storedGroup: Json, key: string, type: string): DocumentItem | undefined => {
    const found = listOf(storedGroup.documents).find((d) => isObject(d) && d.documentKey === key && d.documentType === type);
    return found as DocumentItem | undefined;
  };

  // each owner's slots of a type counted apart: an upload belongs to its owner's n-th slot of the type
  const ownerCounters = new Map<string, number>();
  const nextSlotKey = (owner: string, type: string) => {
    const counter = `${owner}|${type}`;
    const n = (ownerCounters.get(counter) ?? 0) + 1;
    ownerCounters.set(counter, n);
    return `${type}_${n}`;
  };

  const status = (key: string, type: string, owner: string, storedGroup: Json, slotKey: string): Pick<DocumentItem, 'uploadStatus' | 'fileName'> => {
    if (options.uploads) {
      const upload = options.uploads[uploadKeyOf(owner, slotKey)];
      return upload ? { uploadStatus: rules.uploadedStatus, fileName: upload.fileName } : { uploadStatus: '', fileName: '' };
    }
    const before = previous(storedGroup, key, type);
    const fileName = text(before?.fileName);
    return before?.uploadStatus === rules.uploadedStatus && fileName ? { uploadStatus: rules.uploadedStatus, fileName } : { uploadStatus: '', fileName: '' };
  };

  const makeGroup = (groupRule: GroupRule, context: Json, owner: string, storedGroup: Json, titleParams: Record<string, string | number>): DocumentGroup => {
    const documents: DocumentItem[] = [];
    const add = (rule: DocumentRule, titleKey: string, params: Record<string, string | number>) => {
      if (documents.length >= groupRule.limit) return;
      const key = nextKey(rule.type);
      const slotKey = nextSlotKey(owner, rule.type);
      const required = typeof rule.required === 'boolean' ? rule.required : conditionOf(rules, rule.required)(context) === true;
      const item: DocumentItem = {
        documentKey: key,
        documentType: rule.type,
        documentTitle: options.title(titleKey, params),
        required,
        slotKey,
        ...status(key, rule.type, owner, storedGroup, slotKey),
      };
      if (rule.category) item.category = rule.category;
      if (rule.category && requested.includes(rule.category)) item.asked = true;
      if (rule.minBytes !== undefined) item.minBytes = rule.minBytes;
      documents.push(item);
    };
    for (const rule of groupRule.documents) {
      if (rule.when && conditionOf(rules, rule.when)(context) !== true) continue;
      if (rule.perPassport) {
        const person = context.person;
        const passports = Math.max(1, listOf(groupOf(person, 'kycDetails').passportDetails).length);
        for (let i = 1; i <= passports; i += 1) {
          const key = passports > 1 && rule.numberedTitleKey ? rule.numberedTitleKey : rule.titleKey;
          add(rule, key, { ...titleParams, index: i });
        }
      } else {
        add(rule, rule.titleKey, { ...titleParams, index: documents.length + 1 });
      }
    }
    const uploaded = documents.some((d) => d.uploadStatus === rules.uploadedStatus);
    return { documents, isDocUpdate: storedGroup.isDocUpdate === true || uploaded, limit: groupRule.limit };
  };

  const company = { record };
  const groups = {} as Record<(typeof COMPANY_GROUPS)[number], DocumentGroup>;
  for (const name of COMPANY_GROUPS) groups[name] = makeGroup(rules.companyGroups[name], company, '', groupOf(stored, name), {});

  // Documents the bank asked for one by one: kept from the record, keyed like every other slot.
  const other = groups.otherDocuments;
  const storedOther = groupOf(stored, 'otherDocuments');
  for (const entry of listOf(storedOther.documents)) {
    if (other.documents.length >= other.limit) break;
    if (!isObject(entry) || !OTHER_TYPE.test(text(entry.documentType))) continue;
    const type = text(entry.documentType);
    const key = nextKey(type);
    const slotKey = nextSlotKey('', type);
    const title = text(entry.documentTitle).slice(0, MAX_OTHER_TITLE) || options.title('types.other');
    other.documents.push({
      documentKey: key,
      documentType: type,
      documentTitle: title,
      required: entry.required !== false,
      asked: true,
      slotKey,
      ...status(key, type, '', storedOther, slotKey),
    });
  }
  other.isDocUpdate = other.isDocUpdate || other.documents.some((d) => d.uploadStatus === rules.uploadedStatus);

  const storedPeople = listOf(stored.stakeholdersDocuments);
  const stakeholdersDocuments: StakeholderDocuments[] = [];
  listOf(record.signatoryInfo).forEach((person, index) => {
    const name = stakeholderName(person);
    if (!name || !isObject(person)) return;
    const signatoryId = text(person.signatoryId) || `#${index + 1}`;
    const storedPerson = (storedPeople.find((p) => isObject(p) && p.signatoryId === signatoryId) ?? {}) as Json;
    const context = { record, person };
    const entry = { signatoryId, name } as StakeholderDocuments;
    for (const group of STAKEHOLDER_GROUPS)
      entry[group] = makeGroup(rules.stakeholderGroups[group], context, signatoryId, groupOf(storedPerson, group), { name });
    stakeholdersDocuments.push(entry);
  });

  const isCompanyDocUpdate = stored.isCompanyDocUpdate === true || COMPANY_GROUPS.some((name) => groups[name].isDocUpdate);
  return { ...groups, stakeholdersDocuments, isCompanyDocUpdate };
}

/** record.documents as the groups say: the slots with their uploads, isDocUpdate set. */
export function documentsSection(groups: DocumentGroups): Json {
  const out: Json = { stakeholdersDocuments: groups.stakeholdersDocuments, isCompanyDocUpdate: groups.isCompanyDocUpdate };
  for (const name of COMPANY_GROUPS) out[name] = groups[name];
  return out;
}

/** Every slot with its owner and group, company groups first. */
export function listDocuments(groups: DocumentGroups): LocatedDocument[] {
  const out: LocatedDocument[] = [];
  for (const name of COMPANY_GROUPS) for (const item of groups[name].documents) out.push({ item, owner: '', group: name });
  for (const person of groups.stakeholdersDocuments) {
    for (const name of STAKEHOLDER_GROUPS) for (const item of person[name].documents) out.push({ item, owner: person.signatoryId, group: name });
  }
  return out;
}

export function findDocument(groups: DocumentGroups, documentKey: string): LocatedDocument | undefined {
  return listDocuments(groups).find((d) => d.item.documentKey === documentKey);
}

/** The groups with one slot changed (immutably): what the browser writes into record.documents after an upload. */
export function withUploaded(groups: DocumentGroups, documentKey: string, fileName: string, uploadedStatus: string): DocumentGroups {
  const mark = (group: DocumentGroup): DocumentGroup => {
    if (!group.documents.some((d) => d.documentKey === documentKey)) return group;
    return {
      ...group,
      isDocUpdate: true,
      documents: group.documents.map((d) => (d.documentKey === documentKey ? { ...d, fileName, uploadStatus: uploadedStatus } : d)),
    };
  };
  const next = { ...groups } as DocumentGroups;
  for (const name of COMPANY_GROUPS) next[name] = mark(groups[name]);
  next.stakeholdersDocuments = groups.stakeholdersDocuments.map((p) => ({
    ...p,
    documents: mark(p.documents),
    personalBankStatements: mark(p.personalBankStatements),
    personalBackground: mark(p.personalBackground),
  }));
  next.isCompanyDocUpdate = COMPANY_GROUPS.some((name) => next[name].isDocUpdate);
  return next;
}
