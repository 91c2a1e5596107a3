import { Worker } from 'node:worker_threads';

/**
 * A thread running one of the server's entry files. The bundle runs `dist-server/<name>.js` beside
 * it (src/cli/build-server.ts names each entry). The sources (`node --import tsx src/server/server.ts`,
 * as the end-to-end tests start the server, and the tests' buildApp) run `source`, the entry's .ts
 * file, through tsx's loader, which a thread does not inherit.
 */
export function startThread(name: string, source: URL, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
