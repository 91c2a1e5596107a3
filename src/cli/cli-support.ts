import path from 'node:path';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import type { Bundle } from '../core/bundle';
import { openDatabase, type Database } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock-file';
import { defaults } from '../server/env';
import { ErrorMessages } from '../server/errors/messages';
import type { DbOptions } from '../server/options';

/** A problem the command explains in a sentence of its own (no stack). */
export class Problem extends Error {}

/**
 * The database the server uses: DATABASE_URL, else the embedded one under DATA_DIR (default
 * ./data), which a running embedded server holds: then the command says so.
 */
export async function openServerDatabase(bundle: Bundle): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const db: DbOptions = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.resolve(process.env.DATA_DIR?.trim() || defaults.dataDir) };
  try {
    return await openDatabase(db);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Problem(new ErrorMessages(bundle).forServer('dataDirLocked', { dataDir: error.dataDir, pid: error.pid }));
    throw error;
  }
}

/** Runs a command: its exit code, or 1 with the problem's sentence. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}

/** Reads lines from stdin; while `hidden`, nothing typed is echoed. */
function prompter() {
  let hidden = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!hidden) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  return {
    async secret(question: string): Promise<string> {
      process.stdout.write(question);
      hidden = true;
      try {
        return await lines.question('');
      } finally {
        hidden = false;
        if (process.stdin.isTTY) process.stdout.write('\n');
      }
    },
    close: () => lines.close(),
  };
}

/**
 * A new staff account's password: `fromEnv` when set (scripts), else asked twice without echo.
 * Shorter than `minLength`, it is refused with `say('passwordTooShort')`. `say` words the
 * prompts (content/en/agents.json cli).
 */
export async function newPassword(
  fromEnv: string | undefined,
  userName: string,
  minLength: number,
  say: (key: string, vars?: Record<string, unknown>) => string,
): Promise<string> {
  const password =
    fromEnv ||
    (await askPassword({ prompt: say('passwordPrompt', { userName }), repeat: say('passwordRepeat'), mismatch: say('passwordMismatch'), minLength }));
  if (password.length < minLength) throw new Problem(say('passwordTooShort', { minLength }));
  return password;
}

/** A new password asked twice without echo; shorter than `minLength`, it is not asked again (the caller refuses it). */
async function askPassword(words: { prompt: string; repeat: string; mismatch: string; minLength: number }): Promise<string> {
  const ask = prompter();
  try {
    const password = await ask.secret(words.prompt);
    if (password.length >= words.minLength && (await ask.secret(words.repeat)) !== password) throw new Problem(words.mismatch);
    return password;
  } finally {
    ask.close();
  }
}
