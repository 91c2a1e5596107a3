import { PGlite } from '@electric-sql/pglite';
import { lockedEngine, type EmbeddedEngine } from './engine-handle';
import { baselineWebAssemblyOnly, engineSettings, pgliteDir } from './engine-settings';

/**
 * PGlite on DATA_DIR/pglite (or in memory without a folder) in this thread: what `buildApp` starts
 * when it is given no engine (the tests, the command-line tools). The server runs it in a thread of
 * its own (engine-thread-handle.ts).
 */
export function startEmbeddedEngine(dataDir: string | undefined): EmbeddedEngine {
  baselineWebAssemblyOnly();
  return lockedEngine(dataDir, () => new PGlite(pgliteDir(dataDir), { startParams: [...PGlite.defaultStartParams, ...engineSettings] }));
}
