import rulesJson from '../../../../schemas/rules/documents.json';
import type { DocumentRules } from '../../../core/documents';

/** schemas/rules/documents.json, the same file the server derives and checks with. */
export const documentRulesOfApp = rulesJson as unknown as DocumentRules;

/** The accept attribute of the file inputs: the accepted extensions and types. */
export const ACCEPT = documentRulesOfApp.upload.types.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');
