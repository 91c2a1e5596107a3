import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { sampleRecord } from '../../src/core/schema/bundle-files';
import { findingSayer } from '../../src/core/schema/finding-words';
import { proveRelease } from '../../src/core/schema/prove-release';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { answerPool, generatedAnswers } from '../../src/core/wizard/generated-answers';
import { unprovenSamples } from '../../src/core/wizard/samples-proof';
import { repoBundle, withFile } from './helpers/load-bundle';

type Json = Record<string, any>;

const BRANCHES = 'steps/finalQuestions/branches.schema.json';
const RELATIONSHIPS = 'steps/finalQuestions/businessRelationships.schema.json';

/** A wizard's shortest or fullest answers under `registry`, from the repository's samples. */
function answersOf(bundle: Bundle, registry: Registry, wizardId: string, kind: 'shortest' | 'fullest') {
  const samples = Object.entries(bundle.schemas)
    .filter(([file]) => file.startsWith('samples/'))
    .map(([, sample]) => sampleRecord(sample));
  const wizard = registry.wizard(wizardId);
  const sample = sampleRecord(bundle.schemas[`samples/${wizardId}.json`]);
  const start = wizard.root === 'person' ? { ...sample, othersShareTotal: 0 } : sample;
  const basePath = wizard.root === 'person' ? '$.signatoryInfo[0]' : '$';
  return generatedAnswers(registry, wizard, start, kind, { registry, pool: answerPool(samples), sample: start }, basePath);
}

describe("each wizard's shortest and fullest answers (rule RELEASE-CHECK)", () => {
  let bundle: Bundle;
  let registry: Registry;
  beforeAll(async () => {
    bundle = await repoBundle();
    registry = createRegistry(bundle);
  });

  it('complete every step of every wizard under the repository release', () => {
    for (const wizard of Object.keys(registry.wizards))
      for (const kind of ['shortest', 'fullest'] as const)
        expect([wizard, kind, answersOf(bundle, registry, wizard, kind).problems]).toEqual([wizard, kind, []]);
  });

  it('leave out what may be left out, and open what a condition opens', () => {
    const sample = sampleRecord(bundle.schemas['samples/finalQuestionsCompany.json']) as Json;
    const shortest = answersOf(bundle, registry, 'finalQuestionsCompany', 'shortest').value as Json;
    const fullest = answersOf(bundle, registry, 'finalQuestionsCompany', 'fullest').value as Json;
    // the sample gives a GIIN, which may be left out; it answers "no" to entities outside the UAE
    expect(sample.orgKYCDetails.giin).toBeDefined();
    expect(shortest.orgKYCDetails.giin).toBeUndefined();
    expect(JSON.stringify(shortest).length).toBeLessThan(JSON.stringify(sample).length);
    expect(sample.orgKYCDetails.hasEntityOutsideUAE).toBe('no');
    expect(fullest.orgKYCDetails.hasEntityOutsideUAE).toBe('yes');
    expect(fullest.orgKYCDetails.entityOutsideUAE).toEqual([{ companyName: expect.any(String), country: expect.any(String) }]);
    expect(registry.validateValue('finalQuestions/branches', fullest, 'submit')).toEqual([]);
  });

  it('refuse a list no answer can fill, on a branch the sample does not take, naming the file and place', () => {
    const broken = withFile(bundle, 'schemas', BRANCHES, (schema) => {
      schema.properties.orgKYCDetails.allOf[1].then.properties.entityOutsideUAE.minItems = 11;
      return schema;
    });
    // the sample alone passes: it answers "no"
    expect(unprovenSamples(broken, createRegistry(broken))).toEqual([]);
    const { findings } = proveRelease(broken);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      file: `schemas/${BRANCHES}`,
      at: 'properties.orgKYCDetails.allOf.1.then.properties.entityOutsideUAE',
    });
    expect(findings[0].message).toMatch(/^the fullest answers .* cannot complete the step "Branches and subsidiaries"/);
  });

  it("say the refusal in the analyst's language: the wizard, the step and the field's message in Arabic", () => {
    const broken = withFile(bundle, 'schemas', BRANCHES, (schema) => {
      schema.properties.orgKYCDetails.allOf[1].then.properties.entityOutsideUAE.minItems = 11;
      return schema;
    });
    const { findings } = proveRelease(broken, findingSayer(bundle.content, 'ar'));
    expect(findings).toHaveLength(1);
    const { finalQuestionsCompany: titles } = bundle.content['ar/wizards.json'] as Json;
    expect(findings[0].message).toContain(`"${titles.title}"`);
    expect(findings[0].message).toContain(`"${titles.branches}"`);
    // in Latin script only the field's path and JSON Schema's own keywords
    const latin = findings[0].message.replace(/\b(orgKYCDetails\.entityOutsideUAE|const|enum|examples|default)\b/g, '').match(/[A-Za-z]+/g);
    expect(latin).toBeNull();
  });

  it('refuse a rule that holds only while an optional question is answered', () => {
    // with no GIIN, "Designated non-financial business" would have to be an answer the list does not offer
    const broken = withFile(bundle, 'schemas', RELATIONSHIPS, (schema) => {
      schema.properties.orgKYCDetails.allOf.push({
        if: { not: { required: ['giin'] } },
        then: { properties: { isDnfbp: { const: 'maybe' } } },
      });
      return schema;
    });
    expect(unprovenSamples(broken, createRegistry(broken))).toEqual([]);
    const { findings } = proveRelease(broken);
    expect(findings.map((finding) => [finding.file, finding.at])).toEqual([[`schemas/${RELATIONSHIPS}`, 'properties.orgKYCDetails.properties.isDnfbp']]);
    expect(findings[0].message).toMatch(/^the shortest answers .*orgKYCDetails\.isDnfbp: /);
  });

  it('refuse a field no answer can pass', () => {
    const broken = withFile(bundle, 'schemas', BRANCHES, (schema) => {
      const country = schema.properties.orgKYCDetails.allOf[1].then.properties.entityOutsideUAE.items.properties.country;
      country.not = { type: 'string' };
      return schema;
    });
    expect(unprovenSamples(broken, createRegistry(broken))).toEqual([]);
    const { findings } = proveRelease(broken);
    expect(findings.map((finding) => finding.at)).toEqual(['properties.orgKYCDetails.allOf.1.then.properties.entityOutsideUAE.items.properties.country']);
  });
});
