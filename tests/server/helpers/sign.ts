import type { FastifyInstance } from 'fastify';
import type { SignJWT } from 'jose';
import { derivedSecret } from '../../../src/server/domain/tokens';

/**
 * Signs a token as the app would, with its current key and the key id in the header, for tests
 * that need a token the app's own routes would never issue (expired, aged, forged claims). jose signs
 * it, not the app's own library: a token of any conforming implementation is taken.
 */
export async function signAsApp(app: FastifyInstance, purpose: 'session' | 'documents', token: SignJWT): Promise<string> {
  const key = await app.keys.signing();
  return token.setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid }).sign(derivedSecret(key, purpose));
}
