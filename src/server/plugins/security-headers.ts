import helmet from '@fastify/helmet';
import { globalPlugin } from './global-plugin';

/**
 * Helmet with our CSP: scripts only from our origin (no inline script). 'unsafe-eval' is allowed
 * because ajv (and RJSF's ajv validator) compile the analysts' JSON Schemas into functions in the
 * browser; build-time standalone validators would remove it (open item of the quality issue).
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
        scriptSrc: ["'self'", "'unsafe-eval'"],
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
