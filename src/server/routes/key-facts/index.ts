import type { FastifyPluginAsync } from 'fastify';
import { FileAnswer } from '../../../core/api/json';
import type { Bundle } from '../../../core/bundle';
import { ApiError } from '../../errors/api-error';
import { productSheetFiles } from '../../domain/key-facts/product-sheets';
import { keyFactsFiles } from '../../domain/key-facts/sheet';
import type { SheetKind } from '../../domain/releases/check-messages';
import { pageLanguageOf } from '../../../core/layout/page-language';
import { languagesOf } from '../../../core/messages/languages';
import { perRelease } from '../../domain/releases';
import { madeOnce } from '../../domain/releases/made-once';

/**
 * GET /key-facts/{file}: an account's key-facts statement (accounts.json `keyFacts` names it).
 * GET /sheets/{file}: the Express terms, a value package's sheet, the Service and Price Guide.
 * Each is made from the published release's figures and words, once per release, language and
 * file, in the page's language (`?lang=ar`, else the remembered choice, as for a page). No login:
 * every visitor reads them before applying. 404 for a file no sheet has. They are made in the
 * release thread (`app.releaseThread`): the first Arabic one loads PDFKit and its fonts.
 */
const noSheet = () => new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);

const keyFacts: FastifyPluginAsync = async (app) => {
  // the names a release has sheets under: any other is answered 404 here, never sent to the thread or kept
  const namesOf = perRelease((bundle: Bundle): Record<SheetKind, Set<string>> => ({
    'key-facts': new Set(keyFactsFiles(bundle)),
    sheets: new Set(productSheetFiles(bundle)),
  }));
  const serve = (route: SheetKind) => {
    const madeOf = perRelease((_bundle: Bundle) => new Map<string, Promise<Buffer | undefined>>());
    app.get<{ Params: { file: string } }>(`/${route}/:file`, { schema: FileAnswer }, async (request, reply) => {
      const { file } = request.params;
      const { bundle, id } = request.release;
      const { lang } = pageLanguageOf(request.url.split('?')[1] ?? '', request.headers.cookie, languagesOf(bundle));
      if (!namesOf(bundle)[route].has(file)) throw noSheet();
      const pdf = await madeOnce(madeOf(bundle), `${lang}/${file}`, () => app.releaseThread.sheet(bundle, lang, route, file));
      if (!pdf) throw noSheet();
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
