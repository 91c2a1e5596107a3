import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';
import { tempDir } from './helpers/app';

describe('readEnv', () => {
  const tmp = tempDir('env');
  afterAll(() => tmp.remove());

  it('uses the defaults and keeps a generated JWT secret in DATA_DIR with mode 0600', () => {
    const dataDir = path.join(tmp.dir, 'data');
    const env = readEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir, nodeEnv: 'development', studioEnabled: true, jwtSecretFromFile: true });
    expect(env.databaseUrl).toBeUndefined();
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(env.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(env.jwtSecret!.length).toBeGreaterThanOrEqual(32);
    expect(readEnv({ DATA_DIR: dataDir }).jwtSecret).toBe(env.jwtSecret);
  });

  it('reads every setting', () => {
    const env = readEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: tmp.dir,
      DATABASE_URL: 'postgres://u@db/qa',
      JWT_SECRET: 's'.repeat(40),
      EXTERNAL_SITE_URL: 'https://bank.example',
      SMTP_URL: 'smtp://mail:25',
      NODE_ENV: 'production',
      STUDIO_ENABLED: 'true',
    });
    expect(env).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: tmp.dir,
      databaseUrl: 'postgres://u@db/qa',
      jwtSecret: 's'.repeat(40),
      jwtSecretFromFile: false,
      externalSiteUrl: 'https://bank.example',
      smtpUrl: 'smtp://mail:25',
      nodeEnv: 'production',
      studioEnabled: true,
      devOutbox: false,
      logFormat: 'json',
    });
  });

  it('reads NODE_ENV without case, and logs lines a person reads outside production unless LOG_FORMAT=json', () => {
    const base = { DATA_DIR: tmp.dir, JWT_SECRET: 's'.repeat(40) };
    expect(readEnv({ ...base, NODE_ENV: 'PRODUCTION' })).toMatchObject({ nodeEnv: 'production', logFormat: 'json' });
    expect(readEnv({ ...base }).logFormat).toBe('human');
    expect(readEnv({ ...base, LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
  });

  it('keeps the analyst studio (behind the analysts’ login) on in production unless STUDIO_ENABLED=0', () => {
    expect(readEnv({ DATA_DIR: tmp.dir, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) }).studioEnabled).toBe(true);
    expect(readEnv({ DATA_DIR: tmp.dir, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), STUDIO_ENABLED: '0' }).studioEnabled).toBe(false);
    expect(readEnv({ DATA_DIR: tmp.dir, NODE_ENV: 'test', JWT_SECRET: 's'.repeat(40) }).studioEnabled).toBe(true);
  });

  it('refuses a port that is not a number', () => {
    expect(() => readEnv({ PORT: 'eighty', DATA_DIR: tmp.dir })).toThrow(/PORT/);
  });
});
