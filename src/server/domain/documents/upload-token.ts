import { randomUUID } from 'node:crypto';
import { secretFor, signerFor, verifierFor, type KeyRing } from '../tokens/key-ring';

const ALGORITHM = 'HS256';
/** Its own audience: an upload token is never accepted as a session token, nor the reverse. */
const AUDIENCE = 'documents';
const documentsSecret = secretFor('documents');

/** Who asked for the token, as the trail names them (rule TRAIL). */
export interface Uploader {
  actorKind: 'customer' | 'officer';
  actorId: string;
}

/** The session an upload token belongs to: its id, and when the session's token expires (seconds). */
export interface UploadSession {
  sid: string;
  until: number;
  by: Uploader;
}

export interface UploadTokens {
  issue(prospectId: string, session: UploadSession): Promise<string>;
  /** The application and session of a valid upload token, or undefined. */
  verify(token: string): Promise<{ prospectId: string; sid: string; by: Uploader } | undefined>;
  readonly ttlSec: number;
}

/**
 * Short-lived upload JWTs scoped to one application,
 * and to the session that asked for one: never valid past that session's token, and dead with it
 * at logout (the upload route looks its session up in the deny list; rule SESSION-END).
 */
export function createUploadTokens(options: { keys: KeyRing; issuer: string; ttlSec: number }): UploadTokens {
  const signerOf = signerFor(documentsSecret);
  const verifier = verifierFor(options.keys, documentsSecret, {
    algorithms: [ALGORITHM],
    allowedIss: options.issuer,
    allowedAud: AUDIENCE,
    // fast-jwt checks the issuer and audience only of a token that names them
    requiredClaims: ['iss', 'aud', 'exp'],
  });
  return {
    ttlSec: options.ttlSec,
    async issue(prospectId, session) {
      const now = Math.floor(Date.now() / 1000);
      const key = await options.keys.signing();
      const exp = Math.min(now + options.ttlSec, session.until);
      return signerOf(key)({ prospectId, sid: session.sid, by: session.by, iss: options.issuer, aud: AUDIENCE, jti: randomUUID(), iat: now, exp });
    },
    async verify(token) {
      try {
        const payload = (await verifier(token)) as Record<string, unknown>;
        const by = payload.by as Partial<Uploader> | undefined;
        const uploader: Uploader | undefined =
          (by?.actorKind === 'customer' || by?.actorKind === 'officer') && typeof by.actorId === 'string'
            ? { actorKind: by.actorKind, actorId: by.actorId }
            : undefined;
        return typeof payload.prospectId === 'string' && typeof payload.sid === 'string' && uploader
          ? { prospectId: payload.prospectId, sid: payload.sid, by: uploader }
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
