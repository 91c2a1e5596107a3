import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/app';

/**
 * The routes' validators and serializers are compiled on first use or by compileRest
 * (route-schemas.ts): a request answers the same before and after they are compiled.
 */
describe('routes whose schemas compile when first used', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' });
  });
  afterAll(async () => t.close());

  const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
  const requests = [
    // a body of the wrong types: the validator's field errors
    { method: 'POST', url: '/api/v1/otp', payload: { action: 'generate', mobileNo: 5, email: ['x'], countryCode: {} } },
    // an unknown action: the validator's enum
    { method: 'POST', url: '/api/v1/otp', payload: { action: 'steal' } },
    // a 200 shaped by its response serializer
    { method: 'GET', url: '/api/v1/health' },
  ] as const;

  it('compile none while the app is made, and all with compileRest', async () => {
    const before = t.app.routeSchemas.pending();
    expect(before).toBeGreaterThan(50);
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/otp', payload: { action: 'steal' } });
    expect(first.statusCode).toBe(400);
    // the route's body validator (and the error answer's serializer) were compiled by that request
    expect(t.app.routeSchemas.pending()).toBeLessThan(before);
    await t.app.routeSchemas.compileRest();
    expect(t.app.routeSchemas.pending()).toBe(0);
  });

  it('answer a request alike before and after compileRest', async () => {
    const fresh = await testApp({ kind: 'pglite' });
    try {
      const early = [];
      for (const request of requests) early.push(await fresh.app.inject(request));
      await fresh.app.routeSchemas.compileRest();
      for (const [i, request] of requests.entries()) {
        const late = await fresh.app.inject(request);
        expect(late.statusCode).toBe(early[i].statusCode);
        expect(withoutRequestId(late.json())).toEqual(withoutRequestId(early[i].json()));
      }
      expect(early.map((answer) => answer.statusCode)).toEqual([400, 400, 200]);
      expect(early[0].json().errors.length).toBeGreaterThan(1);
    } finally {
      await fresh.close();
    }
  });
});
