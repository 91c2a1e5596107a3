/**
 * `node --import tsx src/cli/schemas-check.ts [rootDir]`: checks schemas/ and content/ under rootDir
 * (default: the current folder). Prints each problem as "file at place: what is wrong" and exits 1,
 * or prints one summary line and exits 0.
 */
import path from 'node:path';
import { checkSchemas, formatProblem } from '../core/schema/check';
import { loadBundle } from '../server/content/load-bundle';

async function main(): Promise<number> {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  let bundle;
  try {
    bundle = await loadBundle(root);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const problems = checkSchemas(bundle);
  if (problems.length) {
    for (const problem of problems) console.error(formatProblem(problem));
    console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} found in ${root}`);
    return 1;
  }
  const count = (prefix: string) => Object.keys(bundle.schemas).filter((k) => k.startsWith(prefix)).length;
  console.log(
    `schemas ok: ${count('wizards/')} wizards, ${count('steps/') / 2} steps, ${count('defs/')} defs files, ${Object.keys(bundle.content).length} content files checked`,
  );
  return 0;
}

main().then((code) => process.exit(code));
