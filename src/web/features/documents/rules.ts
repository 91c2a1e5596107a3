import { sizeWords } from '../../../core/documents';
import { documentRules } from '../../app/rules';

export { documentRules as documentRulesOfApp };

/** The accept attribute of the file inputs: the accepted extensions and types. */
export const acceptedTypes = () => documentRules.upload.types.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

/** The kinds of file a drop zone names ("PDF, JPG, JPEG, PNG"). */
export const acceptedKinds = () => documentRules.upload.types.flatMap((t) => t.extensions.map((e) => e.toUpperCase())).join(', ');

/** The largest file, in megabytes, as the drop zone says it. */
export const maxMegabytes = () => sizeWords(documentRules.upload).maxMegabytes;
