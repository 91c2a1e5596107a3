import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { hotStatement } from '../../db/hot-statement';
import { prospects, tokenDenylist } from '../../db/tables';
import { dedupeMatchesSql, matchesOf, type DedupeField, type DedupeMatch, type DedupeRow } from '../screening';
import { latestOf, type UploadRow } from '../documents/repository';
import type { Hold } from '../lock/hold';
import type { IndexedColumns } from './columns';
import type { ProspectRow } from './repository';

/**
 * Everything a save decides from, read in one statement without a lock: the application, who holds
 * it, its files, and what other applications share with its stored values. The write that follows
 * (guarded-save.ts) lands only while the row is still the one read here.
 */
export interface SaveFacts {
  row: ProspectRow;
  hold: Hold | undefined;
  /** uploads made so far (every row, replacements included), and the current file of each slot */
  uploads: { latest: Map<string, UploadRow>; count: number };
  /** the row's upload_count as read: an upload raises it, so the write can tell one came in between */
  uploadMark: number;
  /** the stored values the dedupe checks compare, and their matches */
  dedupe: { columns: Partial<IndexedColumns>; matches: DedupeMatch[] };
  /** whether the caller's token or session is on the deny list (the save's session check rides on this read) */
  revoked: boolean;
}

const p = alias(prospects, 'p');

/** What the read answers, column by column (node-postgres' own parsers: int8 as text, timestamptz as a Date). */
interface FoundRow extends ProspectRow {
  holder: string | null;
  heldUntil: Date | null;
  uploadCount: number;
  mobile: string;
  email: string;
  tradeLicence: string;
  uploads: UploadRow[];
  dedupe: DedupeRow[];
  revoked: boolean;
}

/** The statement, built once per database and set of compared fields: it runs on every save. */
function prepare(db: Db, fields: DedupeField[]) {
  const columns = {
    id: p.id,
    record: p.record,
    status: p.status,
    version: p.version,
    releaseId: p.releaseId,
    reopened: p.reopened,
    holder: p.roEditingAgentId,
    heldUntil: p.roEditingUntil,
    uploadCount: p.uploadCount,
    mobile: p.mobile,
    email: p.email,
    tradeLicence: p.tradeLicence,
    uploads: sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'documentKey', d.document_key,
        'documentType', d.document_type, 'owner', d.owner, 'fileName', d.file_name, 'storedName', d.stored_name, 'mime', d.mime,
        'sizeBytes', d.size_bytes) ORDER BY d.id DESC), '[]'::json) FROM documents d WHERE d.prospect_id = p.id)`,
    dedupe: sql`${sql.raw(dedupeMatchesSql(fields))}`,
    revoked: sql`EXISTS (SELECT 1 FROM ${tokenDenylist} WHERE ${tokenDenylist.jti} IN (${sql.placeholder('jti')}, ${sql.placeholder('sid')}))`,
  };
  const names = Object.keys(columns) as Array<keyof FoundRow>;
  const run = hotStatement(
    db,
    `save_read_${fields.join('_')}`,
    db
      .select(columns)
      .from(p)
      .where(eq(p.id, sql.placeholder('id'))),
  );
  // drizzle selects a flat selection's columns in the order of its keys
  return async (values: { id: string; jti: string; sid: string }): Promise<FoundRow | undefined> => {
    const [row] = await run(values);
    return row && (Object.fromEntries(names.map((name, i) => [name, row[i]])) as unknown as FoundRow);
  };
}
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();

/** `revocation`: the caller's token and session ids, asked of the deny list in the same statement. */
export async function readForSave(db: Db, id: string, dedupeFields: DedupeField[], now: Date, revocation: [string, string]): Promise<SaveFacts | undefined> {
  const statements = prepared.get(db) ?? new Map<string, ReturnType<typeof prepare>>();
  prepared.set(db, statements);
  const key = dedupeFields.join(',');
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = prepare(db, dedupeFields)));
  const found = await statement({ id, jti: revocation[0], sid: revocation[1] });
  if (!found) return undefined;
  const { holder, heldUntil } = found;
  return {
    row: { id: found.id, record: found.record, status: found.status, version: found.version, releaseId: found.releaseId, reopened: found.reopened },
    hold: holder !== null && heldUntil !== null && heldUntil.getTime() > now.getTime() ? { agentId: Number(holder), until: heldUntil } : undefined,
    uploads: { latest: latestOf(found.uploads), count: found.uploads.length },
    uploadMark: found.uploadCount,
    dedupe: { columns: { mobile: found.mobile, email: found.email, tradeLicence: found.tradeLicence }, matches: matchesOf(found.dedupe, dedupeFields) },
    revoked: found.revoked === true,
  };
}

/** The stored dedupe matches, when the record about to be written compares the same values; else undefined (screening then queries). */
export function sameDedupe(facts: SaveFacts, columns: IndexedColumns, fields: DedupeField[]): DedupeMatch[] | undefined {
  return fields.every((field) => (facts.dedupe.columns[field] ?? '') === (columns[field] ?? '')) ? facts.dedupe.matches : undefined;
}
