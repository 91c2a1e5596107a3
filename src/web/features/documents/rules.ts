import rulesJson from '../../../../schemas/rules/documents.json';
import { sizeWords, type DocumentRules } from '../../../core/documents';

/** schemas/rules/documents.json, the same file the server derives and checks with. */
export const documentRulesOfApp = rulesJson as unknown as DocumentRules;

/** The accept attribute of the file inputs: the accepted extensions and types. */
export const ACCEPT = documentRulesOfApp.upload.types.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

/** The kinds of file a drop zone names ("PDF, JPG, JPEG, PNG"). */
export const KINDS = documentRulesOfApp.upload.types.flatMap((t) => t.extensions.map((e) => e.toUpperCase())).join(', ');

/** The largest file, in megabytes, as the drop zone says it. */
export const MAX_MEGABYTES = sizeWords(documentRulesOfApp.upload).maxMegabytes;
