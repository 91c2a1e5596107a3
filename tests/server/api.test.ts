import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody, type ApiErrorBody } from '../../src/core/errors';
import { organizationModel, recordTemplate, signatoryModel } from '../../src/core/schema/defaults';
import { loadBundle } from '../../src/server/content/load-bundle';
import { databases, repoRoot, testApp, type TestApp } from './helpers/app';

const appConfig = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/rules/app-config.json'), 'utf8'));
const errorTexts = JSON.parse(readFileSync(path.join(repoRoot, 'content/en/errors.json'), 'utf8'));

function expectErrorShape(body: unknown, errorType: string): ApiErrorBody {
  expect(isApiErrorBody(body)).toBe(true);
  const error = body as ApiErrorBody;
  expect(error.errorType).toBe(errorType);
  expect(error.errors.length).toBeGreaterThan(0);
  for (const item of error.errors) {
    expect(typeof item.errorCode).toBe('string');
    expect(item.message.length).toBeGreaterThan(0);
  }
  expect(error.requestId).toMatch(/\S{8,}/);
  return error;
}

describe.each(databases())('API basics on $name', ({ name, db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers health after running a query', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: name });
  });

  it.each(['customer', 'agent'])('hands out the configuration for role %s', async (role) => {
    const res = await t.app.inject({ url: `/api/v1/config?segment=sme&product=&role=${role}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const bundle = await loadBundle(repoRoot);
    expect(body.role).toBe(role);
    expect(body.segment).toBe('sme');
    expect(body.product).toBe('');
    expect(body.prospect).toEqual(recordTemplate(bundle));
    expect(body.signatoryModel).toEqual(signatoryModel(bundle));
    expect(body.organizationModel).toEqual(organizationModel(bundle));
    const datalistFiles = readdirSync(path.join(repoRoot, 'content/datalists'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.json'))
      .map((file) =>
        file
          .split(path.sep)
          .join('/')
          .replace(/\.json$/, ''),
      );
    expect(Object.keys(body.datalist).sort()).toEqual(datalistFiles.sort());
    for (const key of [
      'reCaptchaSiteKey',
      'recaptchaEnable',
      'lemniskEnable',
      'chatEnabled',
      'comebackJourney',
      'iskycInitialEdit',
      'servicePricingGuideUrl',
      'leadSource',
      'roCode',
      'links',
      'initialProspectTableCheck',
      'additionalConfigs',
    ]) {
      expect(body[key], key).toEqual(appConfig[key]);
    }
    expect(Object.keys(body.initialProspectTableCheck).sort()).toEqual(['clientDealingCountry', 'goAmlIndustry', 'poaCountry', 'riskIndustries']);
    expect(body).not.toHaveProperty('products');
    expect(body).not.toHaveProperty('roles');
  });

  it('hands out the external site of the rules file, or EXTERNAL_SITE_URL when set', async () => {
    const res = await t.app.inject({ url: '/api/v1/config?segment=sme&role=customer' });
    expect(res.json().externalSiteUrl).toBe(appConfig.externalSiteUrl);
    // the rules file's notes to analysts and editors stay in the file
    expect(Object.keys(res.json()).filter((key) => key.startsWith('$'))).toEqual([]);
    const other = await testApp({ kind: 'pglite' }, { externalSiteUrl: 'https://bank.example' });
    try {
      const answer = await other.app.inject({ url: '/api/v1/config?segment=sme&role=customer' });
      expect(answer.json().externalSiteUrl).toBe('https://bank.example');
      expect(answer.json().studioEnabled).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('echoes a product', async () => {
    const res = await t.app.inject({ url: '/api/v1/config?segment=sme&product=starter&role=customer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toBe('starter');
  });

  it.each([
    ['a role other than customer or agent', '/api/v1/config?segment=sme&role=admin', '$.role'],
    ['a segment other than sme', '/api/v1/config?segment=retail&role=customer', '$.segment'],
    ['a missing role', '/api/v1/config?segment=sme', '$.role'],
  ])('refuses %s with 400 in the error shape', async (_, url, fieldPath) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    const error = expectErrorShape(res.json(), 'FieldsValidation');
    expect(error.errors.map((item) => item.fieldPath)).toContain(fieldPath);
    expect(error.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/health'],
      ['GET', '/api/unknown'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      const error = expectErrorShape(res.json(), 'NotFound');
      expect(error.errors[0]).toEqual({ errorCode: 'NOT_FOUND', message: errorTexts.codes.NOT_FOUND });
    }
  });

  it('answers a bad JSON body with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/config', headers: { 'content-type': 'application/json' }, payload: '{"prospect": ' });
    expect(res.statusCode).toBe(400);
    const error = expectErrorShape(res.json(), 'BadRequest');
    expect(error.errors[0]).toEqual({ errorCode: 'INVALID_JSON', message: errorTexts.codes.INVALID_JSON });
  });

  it('answers an oversized body with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/config',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'BadRequest');
  });

  it('sends security headers and no-store on API answers', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nothing-here']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // validators are generated at build time: neither eval nor inline script
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps a well-formed x-request-id and makes one otherwise', async () => {
    const kept = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'web-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('web-1234abcd');
    const replaced = await t.app.inject({ url: '/api/v1/nope', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
    expect(replaced.json().requestId).toBe(replaced.headers['x-request-id']);
  });
});
