import { globalPlugin } from './global-plugin';

/** How often, while the app closes, connections that have become idle are closed. */
const IDLE_SWEEP_MS = 25;

/**
 * A stop (SIGTERM → app.close()) finishes what it has begun and then ends quickly. Fastify stops
 * accepting connections, answers 503 to new requests and waits for the open connections to end; a
 * keep-alive connection (every browser's) would then hold the stop until its idle timeout, over a
 * minute. So while closing, each connection is closed as soon as its request in flight is answered.
 * The database closes after that (its onClose runs once the server has closed), so no save is cut.
 */
export const gracefulStop = globalPlugin(async (app) => {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    app.server.closeIdleConnections();
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
});
