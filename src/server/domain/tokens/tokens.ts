import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export type Audience = 'customer' | 'agent';

/** What a customer token says: the applications it may touch and who proved the code. */
export interface CustomerClaims {
  prospects: string[];
  mobile: string;
  email: string;
}

export interface TokenClaims extends JWTPayload {
  aud: Audience;
  jti: string;
  /** the session: stays the same across the tokens slid from one login, so logout can end them all */
  sid: string;
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
  /** The claims of a valid token (HS256 only, our issuer, a known audience), or undefined. */
  verify(token: string): Promise<TokenClaims | undefined>;
  readonly ttlSec: number;
}

const ALGORITHM = 'HS256';
const AUDIENCES: Audience[] = ['customer', 'agent'];
const OWN_CLAIMS = new Set(['aud', 'jti', 'sid', 'exp', 'iat', 'nbf', 'iss', 'sub']);

export function createTokenService(options: { secret: string; ttlSec: number; issuer: string; now?: () => Date }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());

  async function issue(audience: Audience, claims: Record<string, unknown>, sessionId: string = randomUUID()): Promise<IssuedToken> {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + options.ttlSec;
    const jti = randomUUID();
    const payload = { ...claims, sid: sessionId };
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(audience)
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: AUDIENCES,
          currentDate: now(),
          requiredClaims: ['jti', 'exp', 'sid'],
        });
        const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
        if (!AUDIENCES.includes(aud as Audience) || typeof payload.sid !== 'string') return undefined;
        return { ...payload, aud } as TokenClaims;
      } catch {
        return undefined;
      }
    },
  };
}
