import { createHash, hkdfSync } from 'node:crypto';
import { createSigner, createVerifier, type VerifierOptions } from 'fast-jwt';
import type { Db } from '../../db/client';
import { ensureKey, readKeys, type SigningKey } from './key-store';

/**
 * The keys tokens are signed and checked with. Each token names its key (`kid`), so keys can be
 * rotated: one key signs, every key that may still have live tokens checks (rule KEYS-SHARED).
 */
export interface KeyRing {
  /** the key new tokens are signed with now */
  signing(): Promise<SigningKey>;
  /** the key a token names, when it is one of ours */
  find(kid: unknown): Promise<SigningKey | undefined>;
  close(): void;
}

/** How a database key ring keeps up with rotations (schemas/rules/session.json `signingKeys`). */
export interface KeyRingTiming {
  /** every server reads the keys again this often */
  refreshSec: number;
  /** a token naming a key this server does not know makes it read the keys again, at most this often */
  recheckSec: number;
}

/** A key's id for a configured secret: derived from it, so every server given the secret names it alike. */
export function kidOfSecret(secret: string): string {
  return `env-${createHash('sha256').update(secret).digest('base64url').slice(0, 12)}`;
}

/** The keys of JWT_SECRET: the first signs, all check (a rotation lists the new one first, then the old). */
export function secretsKeyRing(secrets: string[]): KeyRing {
  const keys = secrets.map((secret) => ({ kid: kidOfSecret(secret), secret, signsFrom: new Date(0) }));
  return {
    signing: async () => keys[0],
    find: async (kid) => keys.find((key) => key.kid === kid),
    close: () => undefined,
  };
}

/**
 * The keys kept in the database (signing_keys), shared by every server on it. They are read when
 * first needed (after `ready`: the embedded engine may still be starting) and again every
 * `refreshSec`; a rotation's new key signs only after every server has read it.
 */
export function databaseKeyRing(db: Db, ready: Promise<unknown>, timing: KeyRingTiming, now: () => Date = () => new Date()): KeyRing {
  let keys: SigningKey[] = [];
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const read = () => {
    reading ??= readKeys(db)
      .then((found) => {
        keys = found;
        readAt = now().getTime();
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const loaded = ready.then(() => ensureKey(db)).then(read);
  loaded.catch(() => undefined); // awaited (and so thrown) by the first token that needs a key
  const timer = setInterval(() => void read().catch(() => undefined), timing.refreshSec * 1000);
  timer.unref();
  return {
    async signing() {
      await loaded;
      const at = now().getTime();
      return keys.filter((key) => key.signsFrom.getTime() <= at).at(-1) ?? keys[0];
    },
    async find(kid) {
      if (typeof kid !== 'string') return undefined;
      await loaded;
      const known = keys.find((key) => key.kid === kid);
      if (known || now().getTime() - readAt < timing.recheckSec * 1000) return known;
      await read();
      return keys.find((key) => key.kid === kid);
    },
    close: () => clearInterval(timer),
  };
}

/**
 * The HMAC key of a signing key for one use ("session", "documents"), derived with HKDF: a token
 * made for one use never checks for another, whatever its claims say. Derived once per key.
 */
export function secretFor(purpose: string): (key: SigningKey) => Buffer {
  const made = new Map<string, Buffer>();
  return (key) => {
    let secret = made.get(key.kid);
    if (!secret) made.set(key.kid, (secret = Buffer.from(derivedSecret(key, purpose))));
    return secret;
  };
}

/**
 * An HS256 signer for each signing key (they rotate), made once per key: the token names its key
 * (`kid`), and every claim, iat and exp included, is the payload's.
 */
export function signerFor(secretOf: (key: SigningKey) => Buffer): (key: SigningKey) => (payload: Record<string, unknown>) => string {
  const made = new Map<string, (payload: Record<string, unknown>) => string>();
  return (key) => {
    let signer = made.get(key.kid);
    if (!signer) made.set(key.kid, (signer = createSigner({ key: secretOf(key), algorithm: 'HS256', kid: key.kid })));
    return signer;
  };
}

/** The bytes of the HMAC key of `key` for one use. */
export function derivedSecret(key: SigningKey, purpose: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(hkdfSync('sha256', key.secret, '', purpose, 32));
}

/** The `kid` a token's header names, or undefined when its header is not one. */
function kidOf(token: string): unknown {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  try {
    const header: unknown = JSON.parse(Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'));
    return typeof header === 'object' && header !== null ? (header as { kid?: unknown }).kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The check of tokens of one use: the key the token's header names (else a refusal), and a fast-jwt
 * verifier made once for each key, so its HMAC key is prepared once rather than on every token (a
 * key function would make fast-jwt prepare it per token). Throws as fast-jwt does for a token that
 * is not valid.
 */
export function verifierFor(
  keys: KeyRing,
  secretOf: (key: SigningKey) => Buffer,
  options: Omit<Partial<VerifierOptions>, 'key'>,
): (token: string) => Promise<Record<string, unknown>> {
  const made = new Map<string, (token: string) => Record<string, unknown>>();
  return async (token) => {
    const key = await keys.find(kidOf(token));
    if (!key) throw new Error('not one of our keys');
    let verify = made.get(key.kid);
    if (!verify) made.set(key.kid, (verify = createVerifier({ ...options, key: secretOf(key) }) as (token: string) => Record<string, unknown>));
    return verify(token);
  };
}
