import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './lock-file';

/** What PGlite's execProtocolStream answers: the answer's messages, parsed. */
export type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/**
 * What the server needs of the embedded engine: what PGlite's connection for node-postgres calls
 * (`waitReady`, `execProtocolStream`), and closing. A PGlite in this thread is one (embedded.ts);
 * the engine in a thread of its own is another (engine-thread-handle.ts).
 */
export interface EngineHandle {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  execProtocolStream(message: Uint8Array, options?: { throwOnError?: boolean }): Promise<BackendMessages>;
  close(): Promise<void>;
}

/** The embedded engine starting, with the data folder's lock held. */
export interface EmbeddedEngine {
  lock?: DataDirLock;
  /** The engine, starting: statements sent before it is ready wait for it (`waitReady`). */
  pglite: EngineHandle;
}

/** Locks the data folder (DataDirLockedError when another server holds it), then starts the engine. */
export function lockedEngine(dataDir: string | undefined, start: () => EngineHandle): EmbeddedEngine {
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  try {
    return { lock, pglite: start() };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
