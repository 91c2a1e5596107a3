import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from './rules';

/**
 * Password hashes: "scrypt$N$r$p$salt$hash" (salt and hash base64url). The cost is stored with
 * each hash, so raising it in schemas/rules/agents.json leaves older hashes working.
 */
function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number; keyLength: number }): Promise<Buffer> {
  const maxmem = 256 * params.N * params.r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(params.saltBytes);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const key = Buffer.from(hash, 'base64url');
  return { ...params, keyLength: key.length, salt: Buffer.from(salt, 'base64url'), key };
}

/** true when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

const dummies = new Map<string, Promise<string>>();

/**
 * A hash no password matches, of the current cost: checked when the user name is unknown, so
 * an unknown user takes as long as a wrong password.
 */
export function dummyHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}:${params.r}:${params.p}:${params.keyLength}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64url'), params);
    dummies.set(key, hash);
  }
  return hash;
}
