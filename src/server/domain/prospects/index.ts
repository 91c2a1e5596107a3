export { emailKey, indexedColumns, isObject, phoneKey, type IndexedColumns, type JsonObject } from './columns';
export { accountInfoOf, accountNoOf, accountNumbersOf, copyJson, overlay, recordPart, transportFields, withServerFields } from './record';
export {
  findProspect,
  insertProspect,
  lockProspect,
  moveDraft,
  nextAccountNumber,
  newProspectId,
  type LeadNumberFormat,
  prospectIdsOf,
  saveProspect,
  type ProspectRow,
  type SavedRow,
} from './repository';
export { accountTypesOf, registryIn, registryOf, validateApplicant, validateRecord } from './validation';
export { readForSave, sameDedupe, type SaveFacts } from './save-read';
export { guardedSave, type SaveGuard } from './guarded-save';
