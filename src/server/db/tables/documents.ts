import { bigserial, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One upload (migration 0003_documents.sql); the newest row of a (prospect, documentKey) is the current file. */
export const documents = pgTable(
  'documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prospectId: text('prospect_id').notNull(),
    documentKey: text('document_key').notNull(),
    documentType: text('document_type').notNull(),
    /** signatoryId of a stakeholder's document, '' for the company's */
    owner: text('owner').notNull().default(''),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_prospect_idx').on(t.prospectId, t.documentKey, t.id.desc())],
);

/** The server always sees a Buffer (node-postgres reads bytea as one; a Uint8Array is wrapped). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The bytes of an upload (migration 0010), by its stored name, in parts (migration 0014, in order
 * of `part`); none for a replaced or deleted one.
 */
export const documentBytes = pgTable(
  'document_bytes',
  {
    storedName: text('stored_name').notNull(),
    part: integer('part').notNull().default(0),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storedName, t.part] })],
);
