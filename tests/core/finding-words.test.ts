import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { languagesOf } from '../../src/core/messages/languages';
import { checkSchemas } from '../../src/core/schema/check';
import { findingSayer, sayAgain } from '../../src/core/schema/finding-words';
import { repoBundle, repoRoot, withFile } from './helpers/load-bundle';

/** Every key the check's code says a finding with (`say('…'`), from its sources. */
function keysSaidInCode(): Set<string> {
  const keys = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (file.endsWith('.ts')) for (const match of readFileSync(file, 'utf8').matchAll(/\bsay\('(\w+)'/g)) keys.add(match[1]);
    }
  };
  visit(path.join(repoRoot, 'src/core'));
  return keys;
}

describe("the check's findings in every language", () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });

  it('has the words of every finding the code says, in every language of the release', () => {
    const keys = keysSaidInCode();
    expect(keys.size).toBeGreaterThan(50);
    for (const lang of languagesOf(bundle)) {
      const findings = (bundle.content[`${lang}/studio.json`] as { findings?: Record<string, string> }).findings ?? {};
      expect(
        [...keys].filter((key) => typeof findings[key] !== 'string'),
        lang,
      ).toEqual([]);
    }
  });

  it('says a finding in English for the command line and again in Arabic for the studio, with the same values filled in', () => {
    const broken = withFile(bundle, 'schemas', 'steps/companyInfo/companyDetails.ui.json', (ui) => ((ui.organizationInfo['ui:order'][0] = 'compnyName'), ui));
    const finding = checkSchemas(broken).find((problem) => problem.key === 'orderUnknownField');
    expect(finding?.message).toBe('"compnyName" in ui:order is not a field of the step\'s schema');
    expect(sayAgain(finding!, findingSayer(bundle.content, 'ar')).message).toBe('"compnyName" في ui:order ليس حقلًا في مخطط الخطوة');
  });

  it('falls back to English where a language lacks a finding, and to its key where both do', () => {
    const content = structuredClone(bundle.content) as Record<string, { findings: Record<string, string> }>;
    delete content['ar/studio.json'].findings.orderTwice;
    delete content['ar/studio.json'].findings.orderLeavesOut;
    delete content['en/studio.json'].findings.orderLeavesOut;
    const say = findingSayer(content as Bundle['content'], 'ar');
    expect(say('orderTwice', { name: 'a' }).message).toBe('"a" is twice in ui:order');
    expect(say('orderLeavesOut', { name: 'a' }).message).toBe('orderLeavesOut {"name":"a"}');
  });
});
