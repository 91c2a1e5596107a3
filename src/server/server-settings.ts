import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { Count, Settings } from '../core/rules/declare';
import settings from './server-settings.json';

const Level = { brotliQuality: Type.Integer({ minimum: 0, maximum: 11 }), gzipLevel: Type.Integer({ minimum: 1, maximum: 9 }) };

/** src/server/server-settings.json, with the bounds a server starts within. */
export const ServerSettings = Settings({
  requestBody: Settings({ maxBytes: Count(1024, 8 * 1024 * 1024), maxDepth: Count(8, 64), recordBodyMaxBytes: Count(1024, 1024 * 1024) }),
  apiCompression: Settings({ minBytes: Count(), ...Level }),
  pageCompression: Settings(Level),
});
export type ServerSettings = Static<typeof ServerSettings>;
export type CompressionLevels = ServerSettings['pageCompression'];

/** The settings, checked once: a server does not start on settings past their bounds. */
export const serverSettings: ServerSettings = (() => {
  const errors = [...Value.Errors(ServerSettings, settings)];
  if (errors.length > 0)
    throw new Error(`src/server/server-settings.json: ${errors.map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ')}`);
  return settings as ServerSettings;
})();
