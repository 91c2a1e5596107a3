// `node --import tsx tests/bench/step-speed.ts`: only the mount and keystroke figures of the largest step,
// against the app already built in dist/ (run `npm run build` first). `npm run bench` prints the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../e2e/support/server';
import { demoAnalystOf } from '../e2e/support/studio';
import { stepTimings } from './keystroke';
import { largestStep } from './largest-step';

const dataDir = mkdtempSync(join(tmpdir(), 'qa-step-speed-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const target = await largestStep(process.cwd());
  const runs = Number(process.env.RUNS ?? 1);
  for (let i = 0; i < runs; i++) {
    for (const frames of ['unthrottled', 'vsync'] as const) {
      const t = await stepTimings(server.baseUrl, target, frames, demoAnalystOf(server.output()));
      console.log(
        `${t.step}, ${t.fields} fields, ${t.frames} frames: mount ${t.mountMs.toFixed(1)} ms; ${t.keystrokes} keys median ${t.medianMs.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms`,
      );
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
