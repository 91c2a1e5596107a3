export { heldByOther, holdState, releaseAllHolds, releaseHold, renewHold, takeHold, type Hold, type HoldState, type TakeResult } from './hold';
export { agentIdOf, checkSaveAllowed, editRefusal, roEditing, type EditRefusal } from './gate';
