export { createScreening, type PreScreening, type Screening, type ScreeningResult, type ScreeningSubject } from './run';
export { countUploadedDocuments } from './uploaded-documents';
export { dedupeKeyOf, dedupeKeysSql, dedupeMatchesSql, matchesOf, type DedupeField, type DedupeMatch, type DedupeRow } from './dedupe';
export { screeningLines } from './lines';
