import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../src/cli/compress-assets';
import { tempDir } from './helpers/app';

describe('compress-assets', () => {
  const tmp = tempDir('compress');
  afterAll(() => tmp.remove());

  it('writes .br and .gz next to text files above 1 KB only', async () => {
    const big = 'body { color: red; }\n'.repeat(200);
    mkdirSync(path.join(tmp.dir, 'assets'), { recursive: true });
    writeFileSync(path.join(tmp.dir, 'assets/index-1a2b3c.css'), big);
    writeFileSync(path.join(tmp.dir, 'assets/tiny-1a2b3c.js'), 'export {};\n');
    writeFileSync(path.join(tmp.dir, 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(tmp.dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);

    const done = await compressAssets(tmp.dir);
    expect(done.map((f) => f.file.split(path.sep).join('/')).sort()).toEqual(['assets/index-1a2b3c.css', 'index.html']);

    const css = path.join(tmp.dir, 'assets/index-1a2b3c.css');
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${css}.gz`)).toString()).toBe(big);
    expect(readFileSync(`${css}.br`).length).toBeLessThan(big.length / 10);
    expect(existsSync(path.join(tmp.dir, 'assets/tiny-1a2b3c.js.br'))).toBe(false);
    expect(existsSync(path.join(tmp.dir, 'logo.png.gz'))).toBe(false);

    // Running again (a second build step) does not compress the compressed files.
    const again = await compressAssets(tmp.dir);
    expect(again).toHaveLength(2);
    expect(existsSync(`${css}.br.br`)).toBe(false);
  });
});
