export { criteriaOf, type Criteria, type SearchInfo } from './criteria';
export { findMany, findOne, findProspects, type FoundRow } from './query';
export { searchLine } from './summary';
