import type { FastifyPluginAsync } from 'fastify';
import { FileAnswer } from '../../../core/api/json';
import type { Bundle } from '../../../core/bundle';
import { ApiError } from '../../errors/api-error';
import { productSheet } from '../../domain/key-facts/product-sheets';
import { keyFactsSheet } from '../../domain/key-facts/sheet';
import { registryOf } from '../../domain/prospects';
import { perRelease } from '../../domain/releases';

type Make = (bundle: Bundle, registry: ReturnType<typeof registryOf>, file: string) => Buffer | undefined;

/**
 * GET /key-facts/{file}: an account's key-facts statement (accounts.json `keyFacts` names it).
 * GET /sheets/{file}: the Express terms, a value package's sheet, the Service and Price Guide.
 * Each is made from the published release's figures and words, once per release and file. No
 * login: every visitor reads them before applying. 404 for a file no sheet has.
 */
const keyFacts: FastifyPluginAsync = async (app) => {
  const serve = (route: string, make: Make) => {
    const madeOf = perRelease((_bundle: Bundle) => new Map<string, Buffer | undefined>());
    app.get<{ Params: { file: string } }>(`/${route}/:file`, { schema: FileAnswer }, async (request, reply) => {
      const { file } = request.params;
      const { bundle, id } = request.release;
      const made = madeOf(bundle);
      if (!made.has(file)) made.set(file, /^[a-z0-9-]+\.pdf$/.test(file) ? make(bundle, registryOf(bundle), file) : undefined);
      const pdf = made.get(file);
      if (!pdf) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'no-cache')
        .header('etag', `"${id}-${file}"`)
        .send(pdf);
    });
  };
  serve('key-facts', keyFactsSheet);
  serve('sheets', productSheet);
};

export default keyFacts;
