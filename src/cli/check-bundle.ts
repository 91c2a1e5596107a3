/**
 * After `vite build`: fails when a script in dist/ could evaluate text as code (`Function(…)`,
 * `new Function`, `eval(`), holds ajv's code generator, or holds React's development build. The server's CSP has no 'unsafe-eval'
 * (validators are generated at build time: src/cli/precompiled-validators-plugin.ts), so such code
 * would break in the browser; this names the file at build time instead.
 * Usage: node --import tsx src/cli/check-bundle.ts [dir]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /(?<![\w$.])(?:new\s+)?Function\s*\(/, what: 'builds a function from text (Function / new Function)' },
  { pattern: /(?<![\w$.])eval\s*\(/, what: 'calls eval' },
  { pattern: /CodeGen: /, what: "holds ajv's code generator" },
  // a build run with NODE_ENV set to something else (a test runner's `test`) bundles React's development build: twice the size, several times slower
  { pattern: /cannot be a child of|unstable_act is not supported in production/, what: "holds React's development build (NODE_ENV was not production)" },
];

export interface Finding {
  file: string;
  what: string;
  excerpt: string;
}

export async function findEvalInScripts(dir: string): Promise<Finding[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const scripts = entries.filter((e) => e.isFile() && /\.m?js$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const findings: Finding[] = [];
  for (const file of scripts) {
    const text = await readFile(file, 'utf8');
    for (const { pattern, what } of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match) findings.push({ file: path.relative(dir, file), what, excerpt: text.slice(Math.max(0, match.index - 40), match.index + 60) });
    }
  }
  return findings;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  findEvalInScripts(dir).then(
    (findings) => {
      if (findings.length === 0) {
        console.log(`check-bundle: no eval, no ajv compiler and no development React in the scripts of ${dir}`);
        return;
      }
      for (const f of findings) console.error(`check-bundle: ${f.file} ${f.what}: …${f.excerpt}…`);
      process.exit(1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
