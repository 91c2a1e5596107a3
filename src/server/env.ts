import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the server reads from its environment (README "Configuration"). */
export interface ServerEnv {
  port: number;
  /**
   * 127.0.0.1 by default: the embedded mode keeps applications and a demo agent on this
   * machine, so nothing listens on other interfaces unless asked. Set HOST=0.0.0.0 in a
   * container or behind a reverse proxy.
   */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** JWT_SECRET; else DATA_DIR/jwt-secret (embedded); with DATABASE_URL, undefined: the database keeps one for every server. */
  jwtSecret?: string;
  /** true when JWT_SECRET was not set and the secret came from (or was written to) DATA_DIR/jwt-secret. */
  jwtSecretFromFile: boolean;
  externalSiteUrl?: string;
  smtpUrl?: string;
  nodeEnv: string;
  studioEnabled: boolean;
  /** 'human': lines a person reads (the default outside production); 'json': one JSON object per line */
  logFormat: 'human' | 'json';
  devOutbox: boolean;
  trustProxy?: number | string[];
}

export const defaults = { port: 3000, host: '127.0.0.1', dataDir: './data' } as const;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (0-65535), got "${value}"`);
  return port;
}

/** TRUST_PROXY: a number of hops ("1"), or the proxies' addresses or ranges ("10.0.0.0/8,127.0.0.1"). */
function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  const text = nonEmpty(value);
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseFlag(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
}

/**
 * The JWT signing secret kept in DATA_DIR/jwt-secret (mode 0600) so tokens survive a restart.
 * Several processes sharing one PostgreSQL must set JWT_SECRET instead.
 */
export function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? defaults.dataDir);
  const explicitSecret = nonEmpty(env.JWT_SECRET);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  return {
    port: parsePort(env.PORT, 'PORT', defaults.port),
    host: nonEmpty(env.HOST) ?? defaults.host,
    dataDir,
    databaseUrl,
    // several servers on one PostgreSQL share the secret the first of them kept in it (src/server/db/shared-secret.ts)
    jwtSecret: explicitSecret ?? (databaseUrl ? undefined : persistedJwtSecret(dataDir)),
    jwtSecretFromFile: explicitSecret === undefined && !databaseUrl,
    externalSiteUrl: nonEmpty(env.EXTERNAL_SITE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    // compared without case: NODE_ENV=PRODUCTION is production
    nodeEnv: (nonEmpty(env.NODE_ENV) ?? 'development').toLowerCase(),
    // The analyst studio (behind the analysts' login) is on; STUDIO_ENABLED=0 turns it off.
    studioEnabled: env.STUDIO_ENABLED === undefined || env.STUDIO_ENABLED.trim() === '' || parseFlag(env.STUDIO_ENABLED),
    devOutbox: parseFlag(env.DEV_OUTBOX),
    // production logs are JSON lines for the log collector; LOG_FORMAT=json asks for them anywhere
    logFormat: /^json$/i.test(env.LOG_FORMAT?.trim() ?? '') || /^production$/i.test(env.NODE_ENV?.trim() ?? '') ? 'json' : 'human',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export { parsePort };
