import path from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './lock-file';
import { startPgliteWorker, type PgliteBridge } from './pglite-bridge';

/**
 * PostgreSQL settings of the embedded engine beyond PGlite's own. shared_buffers: the engine sets up
 * its whole buffer pool at every start; 32 MB instead of 128 MB took ~150 ms of CPU off a restart
 * (restart under 2 s), and an embedded installation's tables fit in it many times over.
 */
const pgliteSettings = ['-c', 'shared_buffers=32MB'];

/** The embedded engine starting in its worker thread, with the data folder's lock held. */
export interface EmbeddedEngine {
  lock?: DataDirLock;
  bridge: PgliteBridge;
}

/**
 * Locks the data folder (DataDirLockedError when another server holds it) and starts PGlite on
 * DATA_DIR/pglite, or in memory without a folder. Light on purpose: server.ts calls it before it
 * loads the rest of the server.
 */
export function startEmbeddedEngine(dataDir: string | undefined): EmbeddedEngine {
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  try {
    return { lock, bridge: startPgliteWorker({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined, startParams: pgliteSettings }) };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
