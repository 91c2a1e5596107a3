export { actorOf, trailOf } from './actor';
export { lastChanges, listTrail, recordEvent, type TrailEntry } from './read';
export { listHistory, type HistoryLine } from './history';
export { wordedEntries, type WordedEntry } from './worded';
export { uploadField } from './upload-field';
