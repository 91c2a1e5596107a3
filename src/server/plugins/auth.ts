import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors/api-error';
import { createTokenService, deny, isDenied, sessionRules, type Audience, type TokenClaims, type TokenService } from '../domain/tokens';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks session tokens. */
    tokens: TokenService;
    /** preHandler: a valid, not revoked token of one of these audiences, else 401. Sets request.auth. */
    requireAuth(...audiences: Audience[]): preHandlerAsyncHookHandler;
    /**
     * preHandler for a route whose first statement asks the deny list itself (the save's read): a valid
     * token of one of these audiences, else 401. Sets request.auth and request.revocationPending; the
     * route answers 401 when `revoked()` says the token or its session is revoked.
     */
    requireSignedToken(...audiences: Audience[]): preHandlerAsyncHookHandler;
    /** Revokes the caller's token and session (logout); the answer then carries no fresh token. */
    endSession(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The verified token of an authenticated call, null otherwise. */
    auth: TokenClaims | null;
    /** Set by requireSignedToken: the token and session ids the route's own statement checks against the deny list. */
    revocationPending: [string, string] | null;
  }
}

/** "Bearer x" or a bare "x" (the browser adds the prefix when it is missing, so do we). */
export function bearerToken(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() || undefined : value;
}

export const unauthorized = () => new ApiError(401, 'Unauthorized', [{ errorCode: 'UNAUTHORIZED' }]);

/**
 * Session tokens: checks `authorization`, the deny list and the audience, and slides the
 * session: every authenticated answer carries a fresh token in the `accesstoken` header.
 */
export const authPlugin = globalPlugin(async (app) => {
  const rules = sessionRules(app.bundle);
  const tokens = createTokenService({ keys: app.keys, ttlSec: rules.tokenTtlSec, issuer: rules.issuer, sessionMaxSec: rules.sessionMaxSec });
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);
  app.decorateRequest('revocationPending', null);

  const verified = async (request: FastifyRequest, audiences: Audience[]): Promise<TokenClaims> => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verify(token) : undefined;
    if (!claims || !audiences.includes(claims.aud)) throw unauthorized();
    return claims;
  };

  app.decorate('requireAuth', (...audiences: Audience[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      const claims = await verified(request, audiences);
      if (await isDenied(app.db, [claims.jti, claims.sid])) throw unauthorized();
      request.auth = claims;
    };
  });

  app.decorate('requireSignedToken', (...audiences: Audience[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      const claims = await verified(request, audiences);
      request.auth = claims;
      request.revocationPending = [claims.jti, claims.sid];
    };
  });

  app.decorate('endSession', async (request: FastifyRequest) => {
    const claims = request.auth;
    if (!claims) return;
    // Tokens slid from this session expire at most one lifetime from now.
    const until = new Date(Date.now() + tokens.ttlSec * 1000);
    await deny(app.db, [claims.jti, claims.sid], until);
    request.auth = null;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // a route that took the deny-list look-up over and answered without making it must not succeed
    if (request.revocationPending && reply.statusCode < 400) throw new Error('the deny list was not asked for this request');
    if (request.auth && reply.statusCode !== 401) reply.header('accesstoken', (await tokens.slide(request.auth)).token);
    return payload;
  });
});
