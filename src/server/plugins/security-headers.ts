import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { globalPlugin } from './global-plugin';

/**
 * Helmet's headers with our CSP: scripts only from our origin, never inline and never evaluated
 * from text (no 'unsafe-eval': the browser validates with ajv code generated at build time, see
 * src/core/schema/schema-validators.ts; the build fails if a script could eval, src/cli/check-bundle.ts),
 * inline styles allowed because Emotion (Chakra) injects <style> elements at run time,
 * never framed (clickjacking), HSTS for a year.
 */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only in production: on http://localhost it would send the browser to https.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/**
 * The headers helmet sets with these options. They are the same on every answer, so helmet runs
 * once here instead of once per request (as @fastify/helmet does: it parsed the CSP again on every
 * request, 4% of a save's CPU).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  return headers;
}

export const securityHeaders = globalPlugin<{ production: boolean }>(async (app, { production }) => {
  const headers = helmetHeaders(helmetOptions(production));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
