import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/lock-file';
import { tempDir } from './helpers/app';

describe('DATA_DIR lock', () => {
  const tmp = tempDir('lock');
  afterAll(() => tmp.remove());
  const file = path.join(tmp.dir, 'server.lock');

  it('is held once, refused while held, and removed on release', () => {
    const lock = acquireDataDirLock(tmp.dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(tmp.dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock whose owner is gone, even an empty one', () => {
    writeFileSync(file, '2147483646\n');
    const first = acquireDataDirLock(tmp.dir);
    first.release();
    writeFileSync(file, '');
    const second = acquireDataDirLock(tmp.dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    second.release();
  });

  it('does not remove a lock another process took after ours', () => {
    const lock = acquireDataDirLock(tmp.dir);
    writeFileSync(file, '1\n');
    lock.release();
    expect(readFileSync(file, 'utf8').trim()).toBe('1');
    try {
      acquireDataDirLock(tmp.dir);
      expect.unreachable('pid 1 is alive');
    } catch (error) {
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).pid).toBe(1);
    }
  });
});
