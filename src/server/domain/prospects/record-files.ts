import type { Options } from 'ajv';

/** The record schemas (schemas/record/): the first is the whole record, the others its parts it refers to. */
export const RECORD_FILES = ['record/prospect.schema.json', 'record/organization.schema.json', 'record/signatory.schema.json'];

/** Every breach named, without copies of the schema and data in the errors, and nothing filled in. */
export const RECORD_CHECK_OPTIONS: Options = { allErrors: true, verbose: false, useDefaults: false };
