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
  // The demo agent of a first embedded start: its password is printed once on the server's output
  // ("Demo agent: user demo.agent, password …", content/en/agents.json demoAgent.printed), which
  // only this setup can read; tests that log in as an agent get it from inject('demoAgent').
  const demo = /Demo agent: user (\S+), password (\S+)/.exec(server.output());
  if (demo) project.provide('demoAgent', { userName: demo[1], password: demo[2] });
  // and the demo analyst, printed the same way (content/en/releases.json demoAnalyst.printed)
  const analyst = /Demo analyst: user (\S+), password (\S+)/.exec(server.output());
  if (analyst) project.provide('demoAnalyst', { userName: analyst[1], password: analyst[2] });
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** the demo agent printed on the server's first start (absent if it printed none) */
    demoAgent?: { userName: string; password: string };
    /** the demo analyst printed on the server's first start */
    demoAnalyst?: { userName: string; password: string };
  }
}
