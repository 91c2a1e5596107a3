import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEvalInScripts } from '../../src/cli/check-bundle';

/** The build's guard (npm run build) against scripts that need CSP 'unsafe-eval'. */
describe('check-bundle', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'qa-check-bundle-'));
    await mkdir(path.join(dir, 'assets'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('names each script that builds code from text or holds ajv compiler, and passes clean ones', async () => {
    await writeFile(path.join(dir, 'assets/clean.js'), 'const f=function(a){return a};x.eval(1);const y=typeof z=="function";');
    await writeFile(path.join(dir, 'assets/minified.js'), 'let i=Function(`self`,`scope`,g)(this,t);');
    await writeFile(path.join(dir, 'assets/new.js'), 'const v = new Function("a", "return a");');
    await writeFile(path.join(dir, 'assets/eval.js'), 'const r=eval("1+1");');
    await writeFile(path.join(dir, 'assets/ajv.js'), 'throw Error(`CodeGen: name must be a valid identifier`)');
    await writeFile(path.join(dir, 'assets/styles.css'), 'a{b:eval(1)}');
    await writeFile(path.join(dir, 'assets/react-dev.js'), 'console.error("In HTML, %s cannot be a child of %s.%s")');
    const findings = await findEvalInScripts(dir);
    expect(findings.map((f) => f.file).sort()).toEqual(['assets/ajv.js', 'assets/eval.js', 'assets/minified.js', 'assets/new.js', 'assets/react-dev.js']);
  });

  it("refuses a script that holds a sentence of the analysts' content: the release is fetched at run time", async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'qa-check-bundle-copy-'));
    try {
      const bundle = { schemas: {}, content: { 'en/pages.json': { landing: { intro: 'Open a business account in minutes, from anywhere.' }, short: 'Next' } } };
      await writeFile(path.join(copy, 'baked.js'), 'const w={intro:"Open a business account in minutes, from anywhere."};');
      await writeFile(path.join(copy, 'fine.js'), 'const label=t("pages:landing.intro"),n="Next";');
      const findings = await findEvalInScripts(copy, bundle);
      expect(findings.map((f) => [f.file, f.what])).toEqual([['baked.js', 'holds a copy of content/en/pages.json (the release is fetched at run time)']]);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
