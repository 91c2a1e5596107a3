export { createTokenService, type Audience, type CustomerClaims, type IssuedToken, type TokenClaims, type TokenService } from './tokens';
export { deny, isDenied } from './denylist';
export { sessionRules, type SessionRules } from './rules';
