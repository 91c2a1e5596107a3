/**
 * `node --import tsx src/cli/schemas-check.ts [rootDir]`: checks schemas/ and content/ under rootDir
 * (default: the current folder). Prints each problem as "file at place: what is wrong" and exits 1,
 * or prints one summary line and exits 0.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Bundle } from '../core/bundle';
import { formatProblem, type Problem } from '../core/schema/check';
import { proveRelease } from '../core/schema/prove-release';
import { canonicalJson } from '../core/schema/compiled/schema-key';
import { EDITOR_SCHEMAS_DIR, editorSchemas } from '../core/schema/file-schemas';
import { loadBundle } from '../server/content/load-bundle';

/** The editors' JSON Schemas under public/json-schemas/ that differ from what the files call for. */
async function staleEditorSchemas(root: string, bundle: Bundle): Promise<Problem[]> {
  const stale: Problem[] = [];
  for (const [name, schema] of Object.entries(editorSchemas(bundle))) {
    const file = `${EDITOR_SCHEMAS_DIR}/${name}`;
    const written = await readFile(path.join(root, file), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, unknown>,
      () => undefined,
    );
    const { $comment: _comment, ...current } = written ?? {};
    if (!written || canonicalJson(current) !== canonicalJson(schema))
      stale.push({ file, at: '', message: 'is not the JSON Schema the files call for: npm run schemas:json writes it' });
  }
  return stale;
}

async function main(): Promise<number> {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  let bundle;
  try {
    bundle = await loadBundle(root);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const problems = [...proveRelease(bundle).findings, ...(await staleEditorSchemas(root, bundle))];
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
