/** What the server's thread and the embedded engine's thread (engine-thread.ts) say to each other. */
export interface EngineThreadData {
  /** PGlite's folder; undefined: in memory. */
  dataDir: string | undefined;
}

export type EngineRequest = { kind: 'protocol'; id: number; bytes: Uint8Array } | { kind: 'close' };

export type EngineReply =
  { kind: 'ready' } | { kind: 'failed'; message: string } | { kind: 'answer'; id: number; bytes?: Uint8Array; error?: string } | { kind: 'closed' };
