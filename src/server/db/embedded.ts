import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './lock-file';

/**
 * PostgreSQL settings of the embedded engine beyond PGlite's own. shared_buffers: the engine sets up
 * its whole buffer pool at every start; 32 MB instead of 128 MB took ~150 ms of CPU off a restart,
 * and an embedded installation's tables fit in it many times over.
 */
const pgliteSettings = ['-c', 'shared_buffers=32MB'];

/** The embedded engine starting, with the data folder's lock held. */
export interface EmbeddedEngine {
  lock?: DataDirLock;
  /** PGlite, starting: statements sent before it is ready wait for it (`waitReady`). */
  pglite: PGlite;
}

/**
 * Locks the data folder (DataDirLockedError when another server holds it) and starts PGlite on
 * DATA_DIR/pglite, or in memory without a folder. Light on purpose: server.ts calls it before it
 * loads the rest of the server, so the engine's start overlaps that loading.
 */
export function startEmbeddedEngine(dataDir: string | undefined): EmbeddedEngine {
  // The engine's 9 MB of WebAssembly run on V8's baseline code only: optimising it in the background
  // took ~0.6 s of a restart's ~2 s of CPU for ~10% of save throughput. V8 reads the flag when the
  // module is compiled, below; nothing else in the process is WebAssembly.
  v8.setFlagsFromString('--liftoff-only');
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  try {
    const pglite = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined, { startParams: [...PGlite.defaultStartParams, ...pgliteSettings] });
    return { lock, pglite };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
