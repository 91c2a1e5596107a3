import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { JWTPayload } from 'jose';

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
  /** The claims of a valid token (HS256 only, our issuer, a known audience), or undefined. */
  verify(token: string): Promise<TokenClaims | undefined>;
  readonly ttlSec: number;
}

const ALGORITHM = 'HS256';
const AUDIENCES: Audience[] = ['customer', 'agent'];
const OWN_CLAIMS = new Set(['aud', 'jti', 'sid', 'exp', 'iat', 'nbf', 'iss', 'sub']);
const REQUIRED_CLAIMS = ['jti', 'exp', 'sid', 'auth_time'] as const;
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]*$/;

function jsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * HS256 JSON Web Tokens (RFC 7519) with node's HMAC: signing and checking ran through Web Crypto
 * (jose) at ~0.3 ms each, twice on every authenticated request (check, then the slid token); this is
 * ~40× cheaper and checks what jose checked with our options: compact form, header alg HS256 and no
 * `crit`, the signature (constant time), issuer, one of our audiences, exp in the future, nbf/iat
 * numbers (nbf not in the future), jti, exp and sid present. tests/server/tokens.test.ts
 * cross-checks both ways against jose.
 */
function hs256(key: KeyObject) {
  const signature = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();
  return {
    sign(payload: Record<string, unknown>): string {
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${signingInput}.${signature(signingInput).toString('base64url')}`;
    },
    /** The payload of a token signed with this key, undefined when the form, header or signature is wrong. */
    verified(token: string): Record<string, unknown> | undefined {
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)) || !parts[0] || !parts[1]) return undefined;
      const header = jsonObject(parts[0]);
      if (!header || header.alg !== ALGORITHM || header.crit !== undefined || header.b64 !== undefined) return undefined;
      const given = Buffer.from(parts[2], 'base64url');
      const expected = signature(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return jsonObject(parts[1]);
    },
  };
}

/** Without a lifetime of its own, a session ends a day after it began. */
const DEFAULT_SESSION_MAX_SEC = 24 * 60 * 60;

export function createTokenService(options: { secret: string; ttlSec: number; issuer: string; sessionMaxSec?: Partial<Record<Audience, number>>; now?: () => Date }): TokenService {
  const jwt = hs256(createSecretKey(Buffer.from(options.secret, 'utf8')));
  const now = options.now ?? (() => new Date());
  const maxSec = (audience: Audience) => options.sessionMaxSec?.[audience] ?? DEFAULT_SESSION_MAX_SEC;

  async function issue(audience: Audience, claims: Record<string, unknown>, sessionId: string = randomUUID()): Promise<IssuedToken> {
    const iat = Math.floor(now().getTime() / 1000);
    // a new session begins now; a slid token keeps its session's beginning (claims.auth_time)
    const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : iat;
    const exp = Math.min(iat + options.ttlSec, authTime + maxSec(audience));
    const jti = randomUUID();
    const payload = { ...claims, sid: sessionId, auth_time: authTime };
    const token = jwt.sign({ ...payload, iss: options.issuer, aud: audience, jti, iat, exp });
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
      const payload = jwt.verified(token);
      if (!payload) return undefined;
      const seconds = Math.floor(now().getTime() / 1000);
      if (payload.iss !== options.issuer) return undefined;
      const audiences = typeof payload.aud === 'string' ? [payload.aud] : Array.isArray(payload.aud) ? payload.aud : undefined;
      if (!audiences || !audiences.some((aud) => AUDIENCES.includes(aud as Audience))) return undefined;
      if (REQUIRED_CLAIMS.some((claim) => !(claim in payload))) return undefined;
      if (typeof payload.exp !== 'number' || payload.exp <= seconds) return undefined;
      if (payload.iat !== undefined && typeof payload.iat !== 'number') return undefined;
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return undefined;
      const aud = audiences[0];
      if (!AUDIENCES.includes(aud as Audience) || typeof payload.sid !== 'string') return undefined;
      // the session's absolute end, whatever the token's own expiry says (rule SESSION-END)
      if (typeof payload.auth_time !== 'number' || payload.auth_time > seconds || seconds - payload.auth_time >= maxSec(aud as Audience)) return undefined;
      return { ...payload, aud } as TokenClaims;
    },
  };
}
