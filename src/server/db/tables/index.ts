export { prospects, type ProspectStatus } from './prospects';
export { otpCodes, otpSends } from './otp';
export { limitCounters } from './limits';
export { outbox, type OutboxChannel } from './outbox';
export { tokenDenylist } from './token-denylist';
export { signingKeys } from './signing-keys';
export { releases, releasePublications } from './releases';
export { trail } from './trail';
