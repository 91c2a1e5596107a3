/**
 * `npm start`: runs the built server, building first only when there is no build or the sources
 * are newer than it (and saying which), so a restart by a process manager takes seconds. Plain
 * JavaScript, so it runs with node alone; the build itself needs the dev dependencies.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** What the two builds are made from. */
const SOURCES = ['src', 'schemas', 'content', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** What they make: the app (`npm run build` writes dist/.built when it has finished) and the server bundle. */
const OUTPUTS = ['dist/.built', 'dist-server/server.js'];

const words = JSON.parse(readFileSync(path.join(root, 'content/en/errors.json'), 'utf8')).server;
const say = (key, vars = {}) => console.log(words[key].replace(/\{(\w+)\}/g, (_all, name) => String(vars[name] ?? '')));

/** The newest file under `entry` and when it changed. */
function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return { file: entry, at: 0 };
  const stat = statSync(full);
  if (!stat.isDirectory()) return { file: entry, at: stat.mtimeMs };
  let best = { file: entry, at: 0 };
  for (const child of readdirSync(full)) {
    const found = newest(path.join(entry, child));
    if (found.at > best.at) best = found;
  }
  return best;
}

const built = OUTPUTS.map((file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0));
const changed = SOURCES.map(newest).reduce((a, b) => (b.at > a.at ? b : a));
const oldestBuild = Math.min(...built);
if (oldestBuild === 0) say('buildMissing');
else if (changed.at > oldestBuild) say('buildStale', { changed: changed.file });
if (oldestBuild === 0 || changed.at > oldestBuild) {
  for (const script of ['build', 'build:server']) {
    const run = spawnSync('npm', ['run', '-s', script], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
} else {
  say('buildCurrent');
}
await import(path.join(root, 'dist-server/server.js'));
