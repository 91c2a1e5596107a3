import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A root folder like this checkout's whose schemas/ differ by `changes` (file under schemas/ →
 * a function of its parsed JSON), as an analyst's release would: content/, dist/ and the rest are
 * this checkout's own. For end-to-end runs that need a rule with a shorter clock than the bank's.
 */
export function rootWithRules(changes: Record<string, (json: Record<string, unknown>) => void>): string {
  const here = process.cwd();
  const root = mkdtempSync(join(tmpdir(), 'qa-e2e-root-'));
  cpSync(join(here, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const name of ['content', 'dist', 'node_modules', 'package.json', 'tsconfig.json']) symlinkSync(join(here, name), join(root, name));
  for (const [file, change] of Object.entries(changes)) {
    const path = join(root, 'schemas', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  }
  return root;
}
