export { decideRoCode, inviteExpired, type RoCodeDecision } from './create-hook';
export { inviteLink, inviteMessage, type InviteMessageInput } from './message';
export { claimInvite, insertInvite, openRedeemedInvite, redeemInvite, type NewInvite, type RedeemedInvite } from './repository';
export { inviteTokenHash, newInviteToken } from './tokens';
