import type { FastifyPluginAsync } from 'fastify';
import { FileAnswer } from '../../../core/api/json';
import type { Bundle } from '../../../core/bundle';
import { ApiError } from '../../errors/api-error';
import type { SheetKind } from '../../domain/releases/check-messages';
import { pageLanguageOf } from '../../../core/layout/page-language';
import { languagesOf } from '../../../core/messages/languages';
import { perRelease } from '../../domain/releases';

/**
 * GET /key-facts/{file}: an account's key-facts statement (accounts.json `keyFacts` names it).
 * GET /sheets/{file}: the Express terms, a value package's sheet, the Service and Price Guide.
 * Each is made from the published release's figures and words, once per release, language and
 * file, in the page's language (`?lang=ar`, else the remembered choice, as for a page). No login:
 * every visitor reads them before applying. 404 for a file no sheet has. They are made in the
 * release thread (`app.releaseThread`): the first Arabic one loads PDFKit and its fonts.
 */
const keyFacts: FastifyPluginAsync = async (app) => {
  const serve = (route: SheetKind) => {
    const madeOf = perRelease((_bundle: Bundle) => new Map<string, Promise<Buffer | undefined>>());
    app.get<{ Params: { file: string } }>(`/${route}/:file`, { schema: FileAnswer }, async (request, reply) => {
      const { file } = request.params;
      const { bundle, id } = request.release;
      const { lang } = pageLanguageOf(request.url.split('?')[1] ?? '', request.headers.cookie, languagesOf(bundle));
      const sheets = madeOf(bundle);
      const key = `${lang}/${file}`;
      if (!sheets.has(key)) {
        const making = /^[a-z0-9-]+\.pdf$/.test(file) ? app.releaseThread.sheet(bundle, lang, route, file) : Promise.resolve(undefined);
        // a thread that stopped is asked again by the next request
        making.catch(() => sheets.delete(key));
        sheets.set(key, making);
      }
      const pdf = await sheets.get(key);
      if (!pdf) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'no-cache')
        .header('etag', `"${id}-${lang}-${file}"`)
        .header('vary', 'cookie')
        .header('content-language', lang)
        .send(pdf);
    });
  };
  serve('key-facts');
  serve('sheets');
};

export default keyFacts;
