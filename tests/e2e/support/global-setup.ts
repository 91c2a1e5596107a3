import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  // `npm start` = build, then serve. Build once for the whole suite (E2E_SKIP_BUILD=1 reuses dist/).
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  }
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
