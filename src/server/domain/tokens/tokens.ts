import { randomUUID } from 'node:crypto';
import { secretFor, signerFor, verifierFor, type KeyRing } from './key-ring';

export type Audience = 'customer' | 'agent' | 'analyst';

/** What a customer token says: the applications it may touch and who proved the code. */
export interface CustomerClaims {
  prospects: string[];
  mobile: string;
  email: string;
}

export interface TokenClaims {
  aud: Audience;
  iss?: string;
  iat?: number;
  jti: string;
  /** the session: stays the same across the tokens slid from one login, so logout can end them all */
  sid: string;
  /** when the session began (seconds): no token of it is valid past its audience's sessionMaxSec */
  auth_time: number;
  exp: number;
  prospects?: string[];
  mobile?: string;
  email?: string;
  [claim: string]: unknown;
}

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export interface TokenService {
  issue(audience: Audience, claims: Record<string, unknown>, sessionId?: string): Promise<IssuedToken>;
  /** A fresh token with the same claims and session, valid ttl from now (sliding expiry). */
  slide(claims: TokenClaims): Promise<IssuedToken>;
  /** The claims of a valid token (HS256 with one of our keys, our issuer, a known audience), or undefined. */
  verify(token: string): Promise<TokenClaims | undefined>;
  readonly ttlSec: number;
}

const ALGORITHM = 'HS256';
const AUDIENCES: Audience[] = ['customer', 'agent', 'analyst'];
const OWN_CLAIMS = new Set(['aud', 'jti', 'sid', 'exp', 'iat', 'nbf', 'iss', 'sub']);
// fast-jwt checks the issuer and audience only of a token that names them: both are required
const REQUIRED_CLAIMS = ['iss', 'aud', 'jti', 'exp', 'sid', 'auth_time'];
const sessionSecret = secretFor('session');

/** Without a lifetime of its own, a session ends a day after it began. */
const DEFAULT_SESSION_MAX_SEC = 24 * 60 * 60;

/**
 * Session tokens: HS256 JSON Web Tokens made and checked by fast-jwt (node:crypto's HMAC: WebCrypto's
 * cost a save 0.06–0.2 ms more, docs/decisions/0015), each naming the key it was signed with (`kid`),
 * so keys rotate without ending sessions.
 */
export function createTokenService(options: {
  keys: KeyRing;
  ttlSec: number;
  issuer: string;
  sessionMaxSec?: Partial<Record<Audience, number>>;
  now?: () => Date;
}): TokenService {
  const now = options.now ?? (() => new Date());
  const maxSec = (audience: Audience) => options.sessionMaxSec?.[audience] ?? DEFAULT_SESSION_MAX_SEC;
  const signerOf = signerFor(sessionSecret);
  // expiry is checked below against `now` (a test's clock too), not here against the machine's
  const verifier = verifierFor(options.keys, sessionSecret, {
    algorithms: [ALGORITHM],
    allowedIss: options.issuer,
    allowedAud: AUDIENCES,
    requiredClaims: REQUIRED_CLAIMS,
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });

  async function issue(audience: Audience, claims: Record<string, unknown>, sessionId: string = randomUUID()): Promise<IssuedToken> {
    const iat = Math.floor(now().getTime() / 1000);
    // a new session begins now; a slid token keeps its session's beginning (claims.auth_time)
    const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : iat;
    const exp = Math.min(iat + options.ttlSec, authTime + maxSec(audience));
    const jti = randomUUID();
    const payload = { ...claims, sid: sessionId, auth_time: authTime };
    const key = await options.keys.signing();
    const token = signerOf(key)({ ...payload, iss: options.issuer, aud: audience, jti, iat, exp });
    return { token, claims: { ...payload, aud: audience, jti, exp, iat, iss: options.issuer } };
  }

  return {
    ttlSec: options.ttlSec,
    issue,
    slide(claims) {
      const own: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(claims)) if (!OWN_CLAIMS.has(name)) own[name] = value;
      return issue(claims.aud, own, claims.sid);
    },
    async verify(token) {
      const at = now();
      let payload: Record<string, unknown> & { aud?: string | string[]; exp?: unknown; nbf?: unknown; iat?: unknown };
      try {
        payload = (await verifier(token)) as typeof payload;
      } catch {
        return undefined;
      }
      const seconds = Math.floor(at.getTime() / 1000);
      if (typeof payload.exp !== 'number' || seconds >= payload.exp) return undefined;
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || seconds < payload.nbf)) return undefined;
      if (payload.iat !== undefined && typeof payload.iat !== 'number') return undefined;
      // the first audience names the token's kind: one of ours, or none
      const aud = typeof payload.aud === 'string' ? payload.aud : payload.aud?.[0];
      if (!AUDIENCES.includes(aud as Audience) || typeof payload.sid !== 'string') return undefined;
      // the session's absolute end, whatever the token's own expiry says (rule SESSION-END)
      const authTime = payload.auth_time;
      if (typeof authTime !== 'number' || authTime > seconds || seconds - authTime >= maxSec(aud as Audience)) return undefined;
      return { ...payload, aud } as unknown as TokenClaims;
    },
  };
}
