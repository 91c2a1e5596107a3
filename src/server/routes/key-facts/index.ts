import type { FastifyPluginAsync } from 'fastify';
import { FileAnswer } from '../../../core/api/json';
import type { Bundle } from '../../../core/bundle';
import { ApiError } from '../../errors/api-error';
import { keyFactsSheet } from '../../domain/key-facts/sheet';
import { registryOf } from '../../domain/prospects';
import { perRelease } from '../../domain/releases';

/**
 * GET /key-facts/{file}: an account's key-facts statement (accounts.json `keyFacts` names it), made
 * from the published release's figures and words, once per release and file. No login: every
 * visitor reads it before applying. 404 for a file no account names.
 */
const keyFacts: FastifyPluginAsync = async (app) => {
  const sheetsOf = perRelease((_bundle: Bundle) => new Map<string, Buffer | undefined>());
  app.get<{ Params: { file: string } }>('/key-facts/:file', { schema: FileAnswer }, async (request, reply) => {
    const { file } = request.params;
    const { bundle, id } = request.release;
    const sheets = sheetsOf(bundle);
    if (!sheets.has(file)) sheets.set(file, /^[a-z0-9-]+\.pdf$/.test(file) ? keyFactsSheet(bundle, registryOf(bundle), file) : undefined);
    const sheet = sheets.get(file);
    if (!sheet) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file}"`)
      .header('cache-control', 'no-cache')
      .header('etag', `"${id}-${file}"`)
      .send(sheet);
  });
};

export default keyFacts;
