/**
 * After `vite build`: writes name.br (brotli, quality 11) and name.gz (gzip, level 9) next to
 * every text asset above 1 KB in dist/, which the server sends as they are (@fastify/static
 * preCompressed). Usage: node --import tsx src/cli/compress-assets.ts [dir]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.xml', '.webmanifest']);
export const minBytes = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressAssets(dir: string): Promise<CompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const done: CompressedFile[] = [];
  for (const file of files) {
    if ((await stat(file)).size <= minBytes) continue;
    const data = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    done.push({ file: path.relative(dir, file), bytes: data.length, brotliBytes: br.length, gzipBytes: gzipped.length });
  }
  return done;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  compressAssets(dir).then(
    (files) => {
      const total = files.reduce((sum, f) => ({ raw: sum.raw + f.bytes, br: sum.br + f.brotliBytes }), { raw: 0, br: 0 });
      console.log(`compress-assets: ${files.length} files in ${dir}, ${Math.round(total.raw / 1024)} KB → ${Math.round(total.br / 1024)} KB brotli`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
