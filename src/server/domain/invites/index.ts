export { decideRoCode, inviteExpired, type RoCodeDecision } from './create-hook';
export { inviteLink, inviteMessage, type InviteMessageInput } from './message';
export { claimInvite, insertInvite, openInvite, type NewInvite, type OpenInvite } from './repository';
export { inviteTokenHash, newInviteToken } from './tokens';
