// The embedded PostgreSQL (PGlite) in a worker thread of the server process (see pglite-bridge.ts):
// it starts while the main thread loads the server, and runs each statement while the main
// thread serves other requests. It speaks the PostgreSQL wire protocol: messages in, answers out.
// Plain JavaScript so node runs it as it is, from src/ (dev, tests) and from dist-server/ alike.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// The engine's 9 MB of WebAssembly run on V8's baseline code only: optimising it in the background
// took ~0.6 s of a restart's ~2 s of CPU (restart under 2 s) for ~10% of save throughput.
// V8 reads the flag when the module is compiled, below; it concerns nothing else in the process.
v8.setFlagsFromString('--liftoff-only');

/** @type {{ dataDir?: string, startParams: string[] }} */
const options = workerData;

let db;
try {
  db = await PGlite.create(options.dataDir, { startParams: [...PGlite.defaultStartParams, ...options.startParams] });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

// One statement batch at a time, answered in the order received.
let queue = Promise.resolve();

parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    if (message.type === 'close') {
      await db.close();
      parentPort.postMessage({ type: 'closed' });
      return;
    }
    try {
      // The acknowledgement leaves only once the engine has written the statement's changes.
      const answer = await db.execProtocolRaw(message.bytes);
      const bytes = answer.slice();
      parentPort.postMessage({ type: 'answer', id: message.id, bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
});

parentPort.postMessage({ type: 'ready' });
