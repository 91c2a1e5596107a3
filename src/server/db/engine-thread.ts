import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { EngineReply, EngineRequest, EngineThreadData } from './engine-messages';
import { baselineWebAssemblyOnly, engineSettings } from './engine-settings';

/**
 * The embedded engine's own thread (started by engine-thread-handle.ts): PGlite runs here so
 * that its start, and every statement, runs beside the server's JavaScript on the second core. It
 * only passes PostgreSQL's wire-protocol bytes to PGlite's `execProtocolRaw` and back; the server's
 * thread speaks the protocol with node-postgres and parses the answers with PGlite's own parser
 * (engine-thread-handle.ts).
 */
const port = parentPort!;
const { dataDir } = workerData as EngineThreadData;

baselineWebAssemblyOnly();
const reply = (message: EngineReply) => port.postMessage(message);

const ready = (async () => {
  const pglite = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...engineSettings] });
  await pglite.waitReady;
  return pglite;
})();
ready.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
);

port.on('message', (request: EngineRequest) => {
  if (request.kind === 'close') {
    ready
      .then((pglite) => (pglite.closed ? undefined : pglite.close()))
      .then(
        () => reply({ kind: 'closed' }),
        () => reply({ kind: 'closed' }),
      );
    return;
  }
  ready
    .then((pglite) => pglite.execProtocolRaw(request.bytes))
    .then(
      // copied, not transferred: the answer's bytes are PGlite's to keep or reuse
      (bytes) => reply({ kind: 'answer', id: request.id, bytes }),
      (error: unknown) => reply({ kind: 'answer', id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
});
