import type { Worker } from 'node:worker_threads';
import type { Bundle } from '../../../core/bundle';
import type { Problem } from '../../../core/schema/check';
import type { GeneratedSources } from '../../../core/schema/compiled/generate';
import { startThread } from '../../thread-entry';
import type { ServerSources } from '../validators/generate-server';
import type { CheckAsk, CheckReply, CheckRequest, SheetKind } from './check-messages';

/** What an ask rejects with once the thread's app has closed it: the app is stopping, nothing failed. */
export class ReleaseThreadClosed extends Error {
  constructor() {
    super('the release thread is closed');
    this.name = 'ReleaseThreadClosed';
  }
}

interface Waiter {
  resolve(reply: CheckReply): void;
  reject(error: Error): void;
}

/**
 * A release's heavy work, in a thread of its own (check-thread.ts), started on the first ask: the
 * check of a release, the generation of its browser validators, its sheets. The server's thread only
 * sends the files and reads the answer, so none of them holds a customer's request. The thread keeps the
 * registry of each release it proved, to count the drafts the release would reopen; a thread that
 * stopped is started again on the next ask.
 */
export class ReleaseThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiter>();
  private nextId = 0;
  /** closed with its app: an ask after that starts no thread again */
  private closed = false;

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread('check-thread', new URL('./check-thread.ts', import.meta.url), undefined);
    worker.on('message', (reply: CheckReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      // an idle thread does not keep the process running
      if (this.waiting.size === 0) worker.unref();
      waiter?.resolve(reply);
    });
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      // a thread its app closed ends its asks as closed, not as failed
      const reason = this.closed ? new ReleaseThreadClosed() : error;
      for (const waiter of this.waiting.values()) waiter.reject(reason);
      this.waiting.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the release thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private ask(request: CheckAsk): Promise<CheckReply> {
    if (this.closed) return Promise.reject(new ReleaseThreadClosed());
    const id = ++this.nextId;
    return new Promise<CheckReply>((resolve, reject) => {
      const worker = this.thread();
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id } satisfies CheckRequest);
    });
  }

  /** The check of `files`, its findings in `lang`: whether they pass, or why the check could not read them (thrown). */
  async prove(key: string, files: Bundle, words: Bundle['content'], lang: string): Promise<{ findings: Problem[]; passed: boolean }> {
    const reply = await this.ask({ kind: 'prove', key, files, words, lang });
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'proven') throw new Error(`the release check answered ${reply.kind} to a check`);
    return reply;
  }

  /** For each record, the titles of the steps the release proven under `key` would open again; undefined when the thread has not proven it. */
  async reopenedTitles(key: string, records: unknown[]): Promise<string[][] | undefined> {
    const reply = await this.ask({ kind: 'reopens', key, records });
    if (reply.kind === 'unknown') return undefined;
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'reopens') throw new Error(`the release check answered ${reply.kind} to a count`);
    return reply.titles;
  }

  /** Throws naming the first screening check of `files` whose condition is not valid JSON Schema. */
  async checkScreening(files: Bundle): Promise<void> {
    const reply = await this.ask({ kind: 'check-screening', files });
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'screening-valid') throw new Error(`the release thread answered ${reply.kind} to a screening check`);
  }

  /** The server's own validators of `files` as code, generated in the thread (its screening conditions checked first). */
  async generateServer(files: Bundle): Promise<ServerSources> {
    const reply = await this.ask({ kind: 'generate-server', files });
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'generated-server') throw new Error(`the release thread answered ${reply.kind} to a generation`);
    return reply.sources;
  }

  /** The browser's validator modules of `files`, generated in the thread. */
  async generate(files: Bundle): Promise<GeneratedSources> {
    const reply = await this.ask({ kind: 'generate', files });
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'generated') throw new Error(`the release thread answered ${reply.kind} to a generation`);
    return reply.sources;
  }

  /** A sheet of `files` in `lang`, made in the thread; undefined when no sheet has that file name. */
  async sheet(files: Bundle, lang: string, sheet: SheetKind, file: string): Promise<Buffer | undefined> {
    const reply = await this.ask({ kind: 'sheet', files, lang, sheet, file });
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'sheet') throw new Error(`the release thread answered ${reply.kind} to a sheet`);
    return reply.pdf ? Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength) : undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
