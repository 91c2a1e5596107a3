export { createTokenService, type Audience, type CustomerClaims, type IssuedToken, type TokenClaims, type TokenService } from './tokens';
export { deny, isDenied } from './denylist';
export { sessionRules, type SessionRules } from './rules';
export { databaseKeyRing, derivedSecret, kidOfSecret, secretFor, secretsKeyRing, type KeyRing, type KeyRingTiming } from './key-ring';
export { ensureKey, readKeys, rotateKeys, type SigningKey } from './key-store';
