import { globalPlugin } from './global-plugin';

/** API answers hold personal data: never kept by the browser or a proxy. */
export const noStoreOnApi = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
});
