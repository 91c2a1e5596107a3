import type { Worker } from 'node:worker_threads';
import { startThread } from '../thread-entry';
import { lockedEngine, type BackendMessages, type EmbeddedEngine, type EngineHandle } from './engine-handle';
import { baselineWebAssemblyOnly, pgliteDir } from './engine-settings';
import type { EngineReply, EngineRequest, EngineThreadData } from './engine-messages';

/**
 * PGlite on DATA_DIR/pglite in a thread of its own (engine-thread.ts), what the server runs: its
 * start (~0.5 s of WebAssembly) runs beside the loading of the rest of the server instead of after
 * it, and its statements beside request handling (docs/decisions/0020). Light on purpose: the
 * server starts it before it loads anything else.
 */
export function startEngineThread(dataDir: string | undefined): EmbeddedEngine {
  return lockedEngine(dataDir, () => new EngineThread(pgliteDir(dataDir)));
}

/**
 * The extended-query messages a client sends one after another before it waits (Parse, Bind,
 * Describe, Execute, Close: P, B, D, E and C, their first byte): they go to the engine with the
 * Sync (or Flush) that follows them, one exchange instead of five, as they would in one write to a
 * server's socket.
 */
const sentWithTheNext = new Set([0x50, 0x42, 0x44, 0x45, 0x43]);

interface Waiter {
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

class EngineThread implements EngineHandle {
  readonly waitReady: Promise<void>;
  closed = false;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiter>();
  private nextId = 0;
  private gone: Error | undefined;
  private held: Uint8Array[] = [];
  private onClosed: (() => void) | undefined;
  // PGlite's own parser reads the answers; its module loads here while the engine starts there
  private readonly protocol = import('@electric-sql/pglite').then((pglite) => pglite.protocol);

  constructor(dataDir: string | undefined) {
    baselineWebAssemblyOnly();
    this.worker = startThread('engine-thread', new URL('./engine-thread.ts', import.meta.url), { dataDir } satisfies EngineThreadData);
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.worker.on('message', (reply: EngineReply) => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'failed') reject(new Error(reply.message));
        else if (reply.kind === 'closed') this.onClosed?.();
        else this.answer(reply);
      });
      const end = (error: Error) => {
        this.gone ??= error;
        reject(error);
        for (const waiter of this.waiting.values()) waiter.reject(error);
        this.waiting.clear();
      };
      this.worker.on('error', end);
      this.worker.on('exit', (code) => end(new Error(`the embedded engine's thread ended (exit code ${code})`)));
    }).then(() => this.protocol.then(() => undefined));
    this.waitReady.catch(() => undefined); // seen by whoever awaits it
  }

  private answer(reply: Extract<EngineReply, { kind: 'answer' }>): void {
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (reply.error !== undefined) waiter?.reject(new Error(reply.error));
    else waiter?.resolve(reply.bytes ?? new Uint8Array(0));
  }

  private exec(messages: Uint8Array[]): Promise<Uint8Array> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // copied into one buffer, which moves: node-postgres may reuse the buffers it wrote in
      const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
      let offset = 0;
      for (const message of messages) {
        bytes.set(message, offset);
        offset += message.length;
      }
      this.worker.postMessage({ kind: 'protocol', id, bytes } satisfies EngineRequest, [bytes.buffer]);
    });
  }

  /**
   * As PGlite's own: the answer's messages, a database error among them unless throwOnError. The
   * answers to held messages come with the answer to the message that sends them.
   */
  async execProtocolStream(message: Uint8Array, options: { throwOnError?: boolean } = {}): Promise<BackendMessages> {
    if (sentWithTheNext.has(message[0])) {
      this.held.push(message.slice());
      return [];
    }
    const messages = [...this.held, message];
    this.held = [];
    const [bytes, protocol] = await Promise.all([this.exec(messages), this.protocol]);
    const parsed: BackendMessages = [];
    new protocol.Parser().parse(bytes, (backendMessage) => parsed.push(backendMessage));
    const error = parsed.find((backendMessage) => backendMessage instanceof protocol.messages.DatabaseError);
    if (error && options.throwOnError !== false) throw error;
    return parsed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.gone) {
      const done = new Promise<void>((resolve) => {
        this.onClosed = resolve;
        this.worker.once('exit', () => resolve());
      });
      this.worker.postMessage({ kind: 'close' } satisfies EngineRequest);
      await done;
    }
    await this.worker.terminate();
  }
}
