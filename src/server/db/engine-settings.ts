import path from 'node:path';
import v8 from 'node:v8';

/**
 * PostgreSQL settings of the embedded engine beyond PGlite's own. shared_buffers: the engine sets up
 * its whole buffer pool at every start; 32 MB instead of 128 MB took ~150 ms of CPU off a restart,
 * and an embedded installation's tables fit in it many times over.
 */
export const engineSettings = ['-c', 'shared_buffers=32MB'];

/** PGlite's folder in the data folder; undefined (in memory) without one. */
export function pgliteDir(dataDir: string | undefined): string | undefined {
  return dataDir ? path.join(dataDir, 'pglite') : undefined;
}

/**
 * The engine's 9 MB of WebAssembly run on V8's baseline code only: optimising it in the background
 * took ~0.6 s of a restart's ~2 s of CPU for ~10% of save throughput. Each function is validated
 * when it is first compiled (V8 compiles lazily), not all of them at start: most never run. V8
 * reads the flags when the module is compiled, so they are set before PGlite starts; nothing else in
 * the process is WebAssembly.
 */
export function baselineWebAssemblyOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--wasm-lazy-validation');
}
