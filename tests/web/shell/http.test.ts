// @vitest-environment-options {"url": "http://127.0.0.1:41736/"}
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError, deviceId, http } from '../../../src/web/api/http';
import { configKey, roleOfPath } from '../../../src/web/api/config';
import { realServerForFile } from '../real-server';

// The http client against the real API server (tests/web/real-server.ts). What the client put on the
// wire is read from its fetch call; what the server made of it, from its answer.
const real = realServerForFile(41736);
const sentHeaders = () => real.calls.mock.calls.map(([, init]) => new Headers(init?.headers));
const lastAnswer = () => real.calls.mock.results.at(-1)!.value as Promise<Response>;

describe('http client', () => {
  it('sends request id, device id and no-cache headers; the server answers under the same request id', async () => {
    const config = await http<{ role: string; datalist: object }>(configKey('agent'));
    expect(config.role).toBe('agent');
    expect(config.datalist).toBeTypeOf('object');
    const headers = sentHeaders().at(-1)!;
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await lastAnswer()).headers.get('x-request-id')).toBe(headers.get('x-request-id'));
    expect(headers.get('x-device-id')).toBe(deviceId());
    expect(headers.get('cache-control')).toContain('no-cache');
    expect(headers.get('pragma')).toBe('no-cache');
  });

  it('gives each request its own id and keeps the device id in localStorage', async () => {
    await http('/health');
    await http('/health');
    const [a, b] = sentHeaders().slice(-2);
    expect(a.get('x-request-id')).not.toBe(b.get('x-request-id'));
    expect(a.get('x-device-id')).toBe(b.get('x-device-id'));
    expect(localStorage.getItem('quickApply.deviceId')).toBe(a.get('x-device-id'));
  });

  it("sends a body as JSON, and throws an ApiError carrying the server's error body", async () => {
    const error = await http('/users/sme/prospects', { body: { prospect: { applicantInfo: { fullName: 'A'.repeat(500) } } } }).catch((e: unknown) => e);
    expect(sentHeaders().at(-1)!.get('content-type')).toBe('application/json');
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.errorType).toBe('FieldsValidation');
    expect(apiError.body.requestId).toBe(sentHeaders().at(-1)!.get('x-request-id'));
    const first = apiError.body.errors[0];
    expect(first.fieldPath).toMatch(/^\$\./);
    expect(apiError.errorCode).toBe(first.errorCode);
    expect(apiError.message).toBe(apiError.body.errors.map((e) => e.message).join('; '));
  });

  it('answers an unknown API path with the not-found error of the catalogue', async () => {
    const error = (await http('/no-such-resource').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
  });

  it('turns a failure that is not JSON (a gateway in front of the API, not our server) into an ApiError of the status', async () => {
    const gateway: Server = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const error = (await http(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v1/health`).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(502);
      expect(error.errorType).toBe('Internal');
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});

describe('configuration key', () => {
  it('asks for the agent role on /agent paths', () => {
    expect(roleOfPath('/agent/SearchProspect')).toBe('agent');
    expect(roleOfPath('/business/CompanyInfo')).toBe('customer');
    expect(configKey('agent')).toBe('/config?segment=sme&product=&role=agent');
  });
});
