import { notFoundAnswer } from '../errors/error-answer';
import { errorMessagesOf } from '../errors/messages';
import { requestLanguage } from './request-language';
import { globalPlugin } from './global-plugin';
import { sendAppPage } from './route-pages';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Unknown API paths answer 404 in the error shape. With the built app served, any other GET
 * that is not a file answers the app's page for that path (index.html with the route's scripts
 * named, src/server/plugins/route-pages.ts; the app routes it and shows its own not-found page),
 * except a missing hashed asset, which must not come back as HTML.
 */
export const notFound = globalPlugin<{ spaFallback: boolean }>(async (app, { spaFallback }) => {
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (spaFallback && isRead && !isApiPath(request.url) && !request.url.startsWith('/assets/')) {
      return sendAppPage(app, request, reply);
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(
        notFoundAnswer(request.id, errorMessagesOf(request.release?.bundle ?? app.bundle, requestLanguage(request, request.release?.bundle ?? app.bundle))),
      );
  });
});
