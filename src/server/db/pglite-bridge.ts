import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread (pglite-worker.mjs), reached by node-postgres as if over a socket: the
 * server talks to the embedded database and to a PostgreSQL server through one driver. Issue 8:
 * PGlite's start (~1 s of CPU) overlaps the main thread's loading of the server, and each
 * statement runs beside the main thread's request handling instead of blocking it.
 *
 * PGlite has one session: the pool over this bridge has one connection. Its session was opened by
 * PGlite itself, so the bridge answers node-postgres's startup message on its own (as trust
 * authentication would) instead of making the engine set up a second backend.
 */
export interface PgliteBridge {
  /** Resolves once the engine has started (statements sent before wait for it); rejects if it cannot. */
  ready: Promise<void>;
  /** A new connection for node-postgres (`stream` option of pg.Pool). */
  connection(): Duplex;
  /** Stops the engine cleanly (a checkpoint) and ends the worker. */
  close(): Promise<void>;
}

type WorkerAnswer =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; bytes: Uint8Array }
  | { type: 'error'; id: number; message: string }
  | { type: 'closed' };

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** Protocol message type bytes after which the batch so far goes to the engine. */
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'

function backendMessage(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0, 'latin1');
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

/** What a server answers a startup message with: authentication ok, its settings, ready for a query. */
function startupAnswer(): Buffer {
  const setting = (name: string, value: string) => backendMessage('S', Buffer.from(`${name}\0${value}\0`, 'utf8'));
  return Buffer.concat([
    backendMessage('R', Buffer.from([0, 0, 0, 0])),
    setting('client_encoding', 'UTF8'),
    setting('server_encoding', 'UTF8'),
    setting('DateStyle', 'ISO, MDY'),
    setting('integer_datetimes', 'on'),
    setting('standard_conforming_strings', 'on'),
    setting('TimeZone', 'UTC'),
    backendMessage('K', Buffer.alloc(8)),
    backendMessage('Z', Buffer.from('I', 'latin1')),
  ]);
}

/** Starts the engine in its worker; the bridge is usable at once (statements wait for `ready`). */
export function startPgliteWorker(options: { dataDir?: string; startParams: string[] }): PgliteBridge {
  const worker = new Worker(workerUrl, { workerData: options });
  let nextId = 0;
  const waiting = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();
  let failure: Error | undefined;
  let onClosed: (() => void) | undefined;

  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.type === 'ready') resolve();
      else if (answer.type === 'failed') reject(new Error(answer.message));
      else if (answer.type === 'closed') onClosed?.();
      else {
        const pending = waiting.get(answer.id);
        waiting.delete(answer.id);
        if (answer.type === 'answer') pending?.resolve(answer.bytes);
        else pending?.reject(new Error(`PGlite: ${answer.message}`));
      }
    });
    worker.on('error', (error) => {
      fail(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`PGlite worker stopped (exit ${code}): Connection terminated`);
      fail(error);
      reject(error);
    });
  });
  ready.catch(() => undefined); // whoever uses the bridge sees the failure through `ready` or a statement
  let started = false;
  ready.then(
    () => (started = true),
    () => undefined,
  );

  const send = (bytes: Uint8Array): Promise<Uint8Array> => {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ type: 'exec', id, bytes }, [bytes.buffer as ArrayBuffer]);
    });
  };
  const exec = (bytes: Uint8Array): Promise<Uint8Array> => (started ? send(bytes) : ready.then(() => send(bytes)));

  return {
    ready,
    connection: () => new BridgeConnection(exec),
    async close() {
      await ready.catch(() => undefined);
      if (!failure) {
        const closed = new Promise<void>((resolve) => (onClosed = resolve));
        worker.postMessage({ type: 'close' });
        await closed;
      }
      await worker.terminate();
    },
  };
}

/** One node-postgres connection: complete protocol messages go to the engine in batches ending at Sync. */
class BridgeConnection extends Duplex {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly exec: (bytes: Uint8Array) => Promise<Uint8Array>) {
    super();
  }

  // The socket methods node-postgres calls.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    // The startup message has no type byte: length, then protocol 3.0.
    if (this.pending.length >= 8 && this.pending[0] === 0 && this.pending.readInt32BE(4) === 196608) {
      const length = this.pending.readInt32BE(0);
      if (this.pending.length < length) return done();
      this.pending = this.pending.subarray(length);
      this.push(startupAnswer());
      return done();
    }
    let offset = 0;
    let batchEnd = 0;
    let terminate = false;
    while (offset + 5 <= this.pending.length) {
      const type = this.pending[offset];
      const end = offset + 1 + this.pending.readInt32BE(offset + 1);
      if (end > this.pending.length) break;
      if (type === TERMINATE) {
        terminate = true;
        batchEnd = offset;
        offset = end;
        break;
      }
      offset = end;
      if (type === SYNC || type === QUERY || type === FLUSH) batchEnd = offset;
    }
    if (batchEnd > 0) {
      const batch = new Uint8Array(this.pending.subarray(0, batchEnd)); // a copy: it is transferred to the worker
      this.exec(batch).then(
        (answer) => {
          if (answer.length) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.length));
        },
        (error: Error) => this.destroy(error),
      );
    }
    this.pending = this.pending.subarray(terminate ? offset : batchEnd);
    if (terminate) this.push(null);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.push(null);
    done();
  }
}
