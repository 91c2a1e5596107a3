import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerToken } from '../../src/server/plugins/auth';
import { createTokenService, derivedSecret, kidOfSecret, secretsKeyRing } from '../../src/server/domain/tokens';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, readProspect } from './applicant/support';

describe('session tokens (unit)', () => {
  const secret = 'x'.repeat(40);
  it('adds the Bearer prefix when it is missing', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('abc')).toBe('abc');
    expect(bearerToken('  ')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('signs HS256 tokens with audience, jti, session and a 15-minute life', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const tokens = createTokenService({ keys: secretsKeyRing([secret]), ttlSec: 900, issuer: 'quick-apply', now: () => now });
    const { token, claims } = await tokens.issue('customer', { prospects: ['QA1'], mobile: '+971500000001', email: 'a@b.co' });
    expect(claims.exp - (claims.iat as number)).toBe(900);
    const checked = await tokens.verify(token);
    expect(checked).toMatchObject({ aud: 'customer', prospects: ['QA1'], mobile: '+971500000001', sid: claims.sid, jti: claims.jti });
    now = new Date(now.getTime() + 901_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('a slid token keeps claims and session, with a new id and expiry', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const tokens = createTokenService({ keys: secretsKeyRing([secret]), ttlSec: 900, issuer: 'quick-apply', now: () => now });
    const first = await tokens.issue('customer', { prospects: ['QA1'] });
    now = new Date(now.getTime() + 600_000);
    const slid = await tokens.slide(first.claims);
    expect(slid.claims).toMatchObject({ aud: 'customer', prospects: ['QA1'], sid: first.claims.sid });
    expect(slid.claims.jti).not.toBe(first.claims.jti);
    expect(slid.claims.exp).toBe(first.claims.exp + 600);
  });

  it('refuses other algorithms, other secrets, other issuers and unknown audiences', async () => {
    const tokens = createTokenService({ keys: secretsKeyRing([secret]), ttlSec: 900, issuer: 'quick-apply' });
    const key = createSecretKey(derivedSecret({ kid: kidOfSecret(secret), secret, signsFrom: new Date(0) }, 'session'));
    /** A token of `alg`, `issuer` and `audience`, signed with `signKey`. */
    const signed = (alg: string, issuer: string, audience: string, signKey: KeyObject | Uint8Array = key) =>
      new SignJWT({ sid: 's', auth_time: Math.floor(Date.now() / 1000) })
        .setJti('j')
        .setIssuedAt()
        .setExpirationTime('10m')
        .setProtectedHeader({ alg, kid: kidOfSecret(secret) })
        .setIssuer(issuer)
        .setAudience(audience)
        .sign(signKey);
    expect(await tokens.verify(await signed('HS512', 'quick-apply', 'customer'))).toBeUndefined();
    expect(await tokens.verify(await signed('HS256', 'elsewhere', 'customer'))).toBeUndefined();
    expect(await tokens.verify(await signed('HS256', 'quick-apply', 'admin'))).toBeUndefined();
    const other = new TextEncoder().encode('y'.repeat(40));
    expect(await tokens.verify(await signed('HS256', 'quick-apply', 'customer', other))).toBeUndefined();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"aud":"customer","sid":"s","jti":"j"}').toString('base64url')}.`;
    expect(await tokens.verify(unsigned)).toBeUndefined();
    expect(await tokens.verify(await signed('HS256', 'quick-apply', 'customer'))).toMatchObject({ aud: 'customer' });
  });
});

describe.each(databases())('session tokens over the API ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('the verify token is a customer token naming the application', async () => {
    const { token, prospectId, applicant } = await applicantWithToken(t.app);
    const claims = await t.app.tokens.verify(token);
    expect(claims).toMatchObject({ aud: 'customer', prospects: [prospectId], mobile: `+971${applicant.mobileNo}`, email: applicant.email });
  });

  it('every authenticated answer carries a fresh token that works, also without the Bearer prefix', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    const res = await readProspect(t.app, token, prospectId);
    expect(res.statusCode).toBe(200);
    const fresh = res.headers.accesstoken as string;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: { authorization: fresh } });
    expect(again.statusCode).toBe(200);
  });

  it('sliding keeps a busy session alive past 15 minutes; an idle one expires with 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, prospectId } = await applicantWithToken(t.app);
    vi.setSystemTime(Date.now() + 600_000);
    const mid = await readProspect(t.app, token, prospectId);
    expect(mid.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 600_000);
    expect((await readProspect(t.app, token, prospectId)).statusCode).toBe(401);
    expect((await readProspect(t.app, mid.headers.accesstoken as string, prospectId)).statusCode).toBe(200);
  });

  it('no token, a bad token or a forged one answers 401 in the error shape', async () => {
    const { prospectId } = await applicantWithToken(t.app);
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ errorType: 'Unauthorized', errors: [{ errorCode: 'UNAUTHORIZED' }] });
    expect(none.headers.accesstoken).toBeUndefined();
    expect((await readProspect(t.app, 'not-a-token', prospectId)).statusCode).toBe(401);
    const forged = await createTokenService({ keys: secretsKeyRing(['z'.repeat(40)]), ttlSec: 900, issuer: 'quick-apply' }).issue('customer', {
      prospects: [prospectId],
    });
    expect((await readProspect(t.app, forged.token, prospectId)).statusCode).toBe(401);
  });

  it('logout denies the token and every token slid from its session', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    const read = await readProspect(t.app, token, prospectId);
    const slid = read.headers.accesstoken as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${slid}` } });
    expect(out.statusCode).toBe(204);
    expect(out.headers.accesstoken).toBeUndefined();
    expect((await readProspect(t.app, slid, prospectId)).statusCode).toBe(401);
    expect((await readProspect(t.app, token, prospectId)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${slid}` } })).statusCode).toBe(401);
  });

  it('logout of one session leaves another session of the same person working', async () => {
    const first = await applicantWithToken(t.app);
    const second = await t.app.tokens.issue('customer', { prospects: [first.prospectId] });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${first.token}` } });
    expect((await readProspect(t.app, second.token, first.prospectId)).statusCode).toBe(200);
  });
});
