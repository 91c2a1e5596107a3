import { documentsSection } from '../../../core/documents';
import type { Db } from '../../db/client';
import type { DocumentsDomain } from './groups';
import { latestUploads, storedUploads } from './repository';

type Json = Record<string, unknown>;

/**
 * record.documents as the server has it (rule SAVE-OWN): the slots the record's answers call for,
 * each with the file stored for it, and the bank's own requests kept from the record. Every read and
 * every save uses this, whatever a save said of the section.
 */
export async function liveDocumentsSection(db: Db, domain: DocumentsDomain, prospectId: string, record: Json): Promise<Json> {
  const uploads = storedUploads(await latestUploads(db, prospectId));
  return documentsSection(domain.groupsOf(record, uploads));
}
