import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
/** Its own audience: an upload token is never accepted as a session token, nor the reverse. */
const AUDIENCE = 'documents';

export interface UploadTokens {
  issue(prospectId: string): Promise<string>;
  /** The prospect a valid upload token is scoped to, or undefined. */
  verify(token: string): Promise<string | undefined>;
  readonly ttlSec: number;
}

/** Short-lived upload JWTs scoped to one application (spec 000 §7 "client token for documents"). */
export function createUploadTokens(options: { secret: string; issuer: string; ttlSec: number }): UploadTokens {
  const key = new TextEncoder().encode(`${options.secret}:documents`);
  return {
    ttlSec: options.ttlSec,
    async issue(prospectId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ prospectId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSec)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: options.issuer, audience: AUDIENCE });
        return typeof payload.prospectId === 'string' ? payload.prospectId : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
