export { decideRoCode, inviteExpired, type RoCodeDecision } from './create-hook';
export { inviteLink, inviteMessage, type InviteMessageInput } from './message';
export {
  claimInvite,
  findInvite,
  insertInvite,
  listInvites,
  openInvite,
  renewInvite,
  revokeInvite,
  type NewInvite,
  type OpenInvite,
  type TrackedInvite,
} from './repository';
export { inviteTokenHash, newInviteToken } from './tokens';
