import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ServerSettings, serverSettings } from '../../src/server/server-settings';

describe('a server’s own settings (src/server/server-settings.json)', () => {
  it('hold the body limits and compression a server starts with, within their bounds', () => {
    expect(Value.Check(ServerSettings, serverSettings)).toBe(true);
    expect(serverSettings.requestBody.recordBodyMaxBytes).toBeLessThanOrEqual(serverSettings.requestBody.maxBytes);
    const past = structuredClone(serverSettings);
    past.requestBody.maxBytes = 64 * 1024 * 1024;
    expect(Value.Check(ServerSettings, past)).toBe(false);
    expect(Value.Check(ServerSettings, { ...serverSettings, pageCompression: { brotliQuality: 12, gzipLevel: 9 } })).toBe(false);
  });
});
