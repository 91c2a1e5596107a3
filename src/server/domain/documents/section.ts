import { documentsSection } from '../../../core/documents';
import type { Db } from '../../db/client';
import type { DocumentsDomain } from './groups';
import { storedUploads, uploadsOf, type UploadRow } from './repository';

type Json = Record<string, unknown>;

/**
 * record.documents as the server has it (rule SAVE-OWN): the slots the record's answers call for,
 * each with the file stored for it, and the bank's own requests kept from the record. Every read and
 * every save uses this, whatever a save said of the section.
 */
export async function liveDocumentsSection(db: Db, domain: DocumentsDomain, prospectId: string, record: Json): Promise<Json> {
  return (await liveDocuments(db, domain, prospectId, record)).section;
}

/** liveDocumentsSection, and how many uploads the application made (what the uploads check counts). */
export async function liveDocuments(db: Db, domain: DocumentsDomain, prospectId: string, record: Json): Promise<{ section: Json; uploadCount: number }> {
  const { latest, count } = await uploadsOf(db, prospectId);
  return { section: sectionOf(domain, record, latest), uploadCount: count };
}

/** The documents section of a record, given the current file of each slot (documents/repository.ts latestOf). */
export function sectionOf(domain: DocumentsDomain, record: Json, latest: Map<string, UploadRow>): Json {
  return documentsSection(domain.groupsOf(record, storedUploads(latest)));
}
