import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { signAsApp } from '../server/helpers/sign';
import { sessionRules } from '../../src/server/domain/tokens';

/** Shared helpers of the security suite. */

export interface AppRoute {
  method: string;
  /** the full path as registered, with its :params */
  url: string;
}

/**
 * Every route the app has, read from the app itself (fastify's route tree), so a route added
 * later cannot escape the access matrix. HEAD routes are listed too (fastify adds them for GET).
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const rest = line.slice(at + 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(rest);
    if (!match) throw new Error(`unreadable route line: ${line}`);
    stack.length = depth;
    const url = (depth > 0 ? stack[depth - 1] : '') + match[1];
    stack.push(url);
    if (match[2]) for (const method of match[2].split(',').map((m) => m.trim())) routes.push({ method, url });
  }
  if (routes.length === 0) throw new Error('no routes found in the app');
  return routes;
}

export const routeKey = (route: AppRoute) => `${route.method} ${route.url}`;

/** A session token the app would accept but for its expiry: signed with the app's key, exp in the past. */
export async function expiredToken(app: FastifyInstance, audience: 'customer' | 'agent' | 'analyst', claims: Record<string, unknown>): Promise<string> {
  const { issuer } = sessionRules(app.bundle);
  const iat = Math.floor(Date.now() / 1000) - 3600;
  const token = new SignJWT({ ...claims, sid: `expired-${Math.random().toString(16).slice(2)}` })
    .setIssuer(issuer)
    .setAudience(audience)
    .setJti(`jti-${Math.random().toString(16).slice(2)}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 60);
  return signAsApp(app, 'session', token);
}

/** An upload token (documents audience) for this application that expired an hour ago. */
export async function expiredUploadToken(app: FastifyInstance, prospectId: string): Promise<string> {
  const { issuer } = sessionRules(app.bundle);
  const iat = Math.floor(Date.now() / 1000) - 3600;
  const token = new SignJWT({ prospectId })
    .setIssuer(issuer)
    .setAudience('documents')
    .setJti(`jti-${Math.random().toString(16).slice(2)}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 60);
  return signAsApp(app, 'documents', token);
}

/** The claims part of a JWT (not verified: the test only reads what it was given). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A pino destination that keeps every line in memory. */
export function memoryLog(): { stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
