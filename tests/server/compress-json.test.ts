import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingFor } from '../../src/server/plugins/compress-json';
import { testApp, type TestApp } from './helpers/app';

const CONFIG = '/api/v1/config?segment=sme&product=&role=customer';

describe('compressed JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' });
  });
  afterAll(async () => t.close());

  it('sends the configuration answer in brotli or gzip to a client that takes it, the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: CONFIG });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await t.app.inject({ method: 'GET', url: CONFIG, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await t.app.inject({ method: 'GET', url: CONFIG, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
  });
});
