import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { globalPlugin } from './global-plugin';
import { serverSettings, type CompressionLevels } from '../server-settings';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type { CompressionLevels };

/** `payload` in `encoding` at the levels given. */
export function compress(payload: string, encoding: 'br' | 'gzip', levels: CompressionLevels): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: levels.brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) } })
    : gzipAsync(payload, { level: levels.gzipLevel });
}

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses the API's JSON answers (the built app's files are precompressed at build time): on a
 * phone's line the configuration answer, which carries every datalist, is the largest download of a
 * wizard page after its scripts. Limits: src/server/server-settings.json apiCompression.
 */
export const compressJson = globalPlugin(async (app) => {
  const rules = serverSettings.apiCompression;
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < rules.minBytes) return payload;
    if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding, rules);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});
