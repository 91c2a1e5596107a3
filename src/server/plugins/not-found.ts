import { notFoundAnswer } from '../errors/error-answer';
import { globalPlugin } from './global-plugin';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Unknown API paths answer 404 in the error shape. With the built app served, any other GET
 * that is not a file answers index.html (the app routes it and shows its own not-found page),
 * except a missing hashed asset, which must not come back as HTML.
 */
export const notFound = globalPlugin<{ spaFallback: boolean }>(async (app, { spaFallback }) => {
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (spaFallback && isRead && !isApiPath(request.url) && !request.url.startsWith('/assets/')) {
      reply.code(200).header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('application/json; charset=utf-8').send(notFoundAnswer(request.id, app.errorMessages));
  });
});
