import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { languagesOf } from '../../src/core/messages/languages';
import { checkSchemas } from '../../src/core/schema/check';
import { findingSayer } from '../../src/core/schema/finding-words';
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

  it('says a finding in English for the command line and in Arabic for the studio, with the same values filled in', () => {
    const broken = withFile(bundle, 'schemas', 'steps/companyInfo/companyDetails.ui.json', (ui) => ((ui.organizationInfo['ui:order'][0] = 'compnyName'), ui));
    const finding = checkSchemas(broken).find((problem) => problem.key === 'orderUnknownField');
    expect(finding?.message).toBe('"compnyName" in ui:order is not a field of the step\'s schema');
    const inArabic = checkSchemas(broken, 'en', findingSayer(bundle.content, 'ar')).find((problem) => problem.key === 'orderUnknownField');
    expect(inArabic).toMatchObject({ ...finding, message: '"\u2068compnyName\u2069" في ui:order ليس حقلًا في مخطط الخطوة' });
  });

  it("says in Arabic what the libraries the check runs say: the validator's sentences, a pattern RE2 cannot read, a keyword nobody knows", () => {
    const ar = findingSayer(bundle.content, 'ar');
    const DETAILS = 'steps/companyInfo/companyDetails.schema.json';
    const broken = withFile(bundle, 'schemas', DETAILS, (schema) => {
      const fields = schema.properties.organizationInfo.properties;
      fields.companyName.pattern = '^(ab$';
      fields.companyName.maxLenght = 40;
      return schema;
    });
    const said = checkSchemas(broken, 'en', ar);
    expect(said.map((finding) => finding.key)).toEqual(expect.arrayContaining(['patternNotLinear', 'schemaUnusable']));
    const messages = said.map((finding) => finding.message).join('\n');
    // what the analyst wrote is isolated (U+2068 … U+2069): it keeps its order inside the right-to-left sentence
    expect(messages).toContain('يوجد "(" لم يُغلق عند `\u2068^(ab$\u2069`');
    expect(messages).toContain('"\u2068maxLenght\u2069" ليست كلمة مفتاحية في JSON Schema');
    // a keyword of the meta-schema the check does not word itself (an empty allOf is below minItems): ajv-i18n's Arabic
    const noItems = withFile(bundle, 'schemas', DETAILS, (schema) => ((schema.properties.organizationInfo.allOf = []), schema));
    const [empty] = checkSchemas(noItems, 'en', ar);
    expect(empty.message).toMatch(/^هذا ليس JSON Schema صالحًا: "\u2068allOf\u2069": يجب أن لا يحوي أقل من 1 عنصر/);
    // what is left in Latin script is what the analyst wrote and the names of JSON Schema itself
    const latin = [...said, empty].flatMap((finding) => finding.message.replace(/`[^`]*`|"[^"]*"|JSON Schema/g, '').match(/[A-Za-z]+/g) ?? []);
    expect(latin).toEqual([]);
  });

  it('falls back to English where a language lacks a finding, and to its key where both do', () => {
    const content = structuredClone(bundle.content) as Record<string, { findings: Record<string, string> }>;
    delete content['ar/studio.json'].findings.orderTwice;
    delete content['ar/studio.json'].findings.orderLeavesOut;
    delete content['en/studio.json'].findings.orderLeavesOut;
    const say = findingSayer(content as Bundle['content'], 'ar');
    // the English sentence on a right-to-left page: what fills it in is isolated still
    expect(say('orderTwice', { name: 'a' }).message).toBe('"\u2068a\u2069" is twice in ui:order');
    expect(say('orderLeavesOut', { name: 'a' }).message).toBe('orderLeavesOut {"name":"a"}');
  });
});
