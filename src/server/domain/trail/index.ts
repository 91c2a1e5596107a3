export { actorOf, trailOf } from './actor';
export { listTrail, recordEvent, type TrailEntry } from './read';
export { listHistory, type HistoryLine } from './history';
