import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, deviceId, http } from '../../../src/web/api/http';
import { configKey, roleOfPath } from '../../../src/web/api/config';

// A real HTTP listener standing in for any endpoint: it answers what each path asks for and records headers.
let server: Server;
let base = '';
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/api/v1/ok') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ echo: body ? JSON.parse(body) : null, method: req.method }));
      } else if (req.url === '/api/v1/invalid') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errorType: 'FieldsValidation', errors: [{ errorCode: 'required', fieldPath: '$.organizationInfo.companyName', message: 'Company name is not filled' }], requestId: 'r1' }));
      } else {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>bad gateway</html>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('http client', () => {
  it('sends JSON with request id, device id and no-cache headers', async () => {
    const answer = await http<{ echo: unknown; method: string }>(`${base}/api/v1/ok`, { body: { a: 1 } });
    expect(answer).toEqual({ echo: { a: 1 }, method: 'POST' });
    const headers = seen.at(-1)!;
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-device-id']).toBe(deviceId());
    expect(headers['cache-control']).toContain('no-cache');
    expect(headers.pragma).toBe('no-cache');
    expect(headers['content-type']).toBe('application/json');
  });

  it('gives each request its own id and keeps the device id in localStorage', async () => {
    await http(`${base}/api/v1/ok`);
    await http(`${base}/api/v1/ok`);
    const [a, b] = seen.slice(-2);
    expect(a['x-request-id']).not.toBe(b['x-request-id']);
    expect(a['x-device-id']).toBe(b['x-device-id']);
    expect(localStorage.getItem('quickApply.deviceId')).toBe(a['x-device-id']);
  });

  it('throws an ApiError carrying the error body', async () => {
    const error = await http(`${base}/api/v1/invalid`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.errorType).toBe('FieldsValidation');
    expect(apiError.errorCode).toBe('required');
    expect(apiError.body.errors[0].fieldPath).toBe('$.organizationInfo.companyName');
    expect(apiError.message).toBe('Company name is not filled');
  });

  it('turns a non-JSON failure into an ApiError of the status', async () => {
    const error = (await http(`${base}/elsewhere`).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.errorType).toBe('Internal');
  });
});

describe('configuration key', () => {
  it('asks for the agent role on /agent paths', () => {
    expect(roleOfPath('/agent/SearchProspect')).toBe('agent');
    expect(roleOfPath('/business/CompanyInfo')).toBe('customer');
    expect(configKey('agent')).toBe('/config?segment=sme&product=&role=agent');
  });
});
