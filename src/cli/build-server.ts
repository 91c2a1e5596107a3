/**
 * `npm run build:server`: the server as one plain-JavaScript file, dist-server/server.js, that
 * `npm start` and `npm run serve` run with node alone: no TypeScript transpiling and no module
 * resolution over hundreds of files at every start (measured: tsx start ≈ 2× the CPU of the
 * bundle). PGlite stays outside the bundle (it finds its wasm and data files next to itself);
 * the SQL migrations are copied beside the bundle, where src/server/db/migrate.ts looks for them.
 * `npm run dev` and the tests keep running the TypeScript sources.
 * Usage: node --import tsx src/cli/build-server.ts [outDir]
 */
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
export const serverBundleDir = path.join(root, 'dist-server');

/**
 * Modules left to node: PGlite and PDFKit read files relative to their own module (PGlite its wasm,
 * PDFKit its standard fonts' metrics); pg-native is pg's optional native binding.
 */
const external = ['@electric-sql/pglite', 'pdfkit', 'pg-native'];

// Bundled CommonJS packages (fastify, pg…) call require() for node's own modules: an ES module has none.
const requireShim = "import { createRequire as __serverRequire } from 'node:module'; const require = __serverRequire(import.meta.url);";

/**
 * Builds into a fresh folder and then puts it in place of outDir, so a server starting from
 * outDir meanwhile never finds half a bundle.
 */
export async function buildServer(outDir: string = serverBundleDir): Promise<{ file: string; bytes: number }> {
  const staging = `${outDir}.building-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const file = path.join(staging, 'server.js');
  const result = await build({
    absWorkingDir: root,
    // the embedded engine's thread (src/server/db/embedded.ts) runs engine-thread.js beside server.js
    entryPoints: {
      server: 'src/server/server.ts',
      'engine-thread': 'src/server/db/engine-thread.ts',
      'check-thread': 'src/server/domain/releases/check-thread.ts',
    },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // what server.ts imports dynamically is a file of its own, read only when imported: node reads
    // the few modules that start the engine first, and the rest while the engine starts
    splitting: true,
    chunkNames: '[name]-[hash]',
    target: 'node20',
    external,
    banner: { js: requireShim },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
  const bytes = result.metafile.outputs[path.relative(root, file)]?.bytes ?? 0;
  const old = `${outDir}.old-${process.pid}`;
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
  return { file: path.join(outDir, 'server.js'), bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : serverBundleDir;
  buildServer(outDir).then(
    ({ file, bytes }) => console.log(`server bundle: ${path.relative(process.cwd(), file)} (${(bytes / 1024).toFixed(0)} KB)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
