import type { FastifyRequest } from 'fastify';
import { requestLanguageOf } from '../../core/layout/page-language';
import { languagesOf } from '../../core/messages/languages';
import type { Bundle } from '../../core/bundle';

/** The language a request is answered in (src/core/layout/page-language.ts), among its release's languages. */
export function requestLanguage(request: FastifyRequest, bundle: Bundle = request.release.bundle): string {
  return requestLanguageOf(request.headers['accept-language'], languagesOf(bundle));
}
