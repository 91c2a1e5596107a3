import helmet from '@fastify/helmet';
import { globalPlugin } from './global-plugin';

/**
 * Helmet with our CSP: scripts only from our origin, never inline and never evaluated from text
 * (no 'unsafe-eval': the browser validates with ajv code generated at build time, see
 * src/core/schema/schema-validators.ts; the build fails if a script could eval, src/cli/check-bundle.ts),
 * inline styles allowed because Emotion (Chakra) injects <style> elements at run time,
 * never framed (clickjacking), HSTS for a year.
 */
export const securityHeaders = globalPlugin<{ production: boolean }>(async (app, { production }) => {
  await app.register(helmet, {
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
  });
});
