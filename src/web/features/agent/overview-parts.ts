type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export interface StoredDocument {
  documentKey: string;
  title: string;
  fileName: string;
}

/** Every document slot holding a file, wherever it sits in record.documents (company and stakeholder groups). */
export function storedDocuments(documents: unknown): StoredDocument[] {
  const out: StoredDocument[] = [];
  const seen = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    if (typeof node.documentKey === 'string' && typeof node.fileName === 'string' && node.fileName !== '' && !seen.has(node.documentKey)) {
      seen.add(node.documentKey);
      out.push({ documentKey: node.documentKey, fileName: node.fileName, title: String(node.documentTitle || node.documentType || node.documentKey) });
      return;
    }
    Object.values(node).forEach(walk);
  };
  walk(documents);
  return out;
}

/** A stakeholder's name as the overview shows it: full name, else first, middle and last. */
export function personName(person: Json): string {
  if (typeof person.fullName === 'string' && person.fullName.trim()) return person.fullName.trim();
  return ['firstName', 'middleName', 'lastName']
    .map((name) => (typeof person[name] === 'string' ? (person[name] as string).trim() : ''))
    .filter(Boolean)
    .join(' ');
}

export function kycOf(person: Json): Json {
  return isObject(person.kycDetails) ? person.kycDetails : {};
}

export const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
