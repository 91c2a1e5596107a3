/**
 * In place of src/core/schema/document-conditions.ts in the built browser app (vite.config.ts
 * swaps the module): the documents rules' conditions from the modules the server generated for the
 * releases fetched so far (./validators.ts).
 */
import { precompiledDocumentConditions } from '../../../core/schema/compiled/precompiled';
import { documentConditionFns } from './validators';

export const compileDocumentCondition = precompiledDocumentConditions(documentConditionFns);
