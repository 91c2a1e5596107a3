import { describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { proveRelease } from '../../src/core/schema/prove-release';
import { repoBundle } from './helpers/load-bundle';
import { fileChanges, newFiles } from '../support/analyst-change';

/** The repository's release with the analyst's change made to it, file by file. */
async function changedBundle(): Promise<Bundle> {
  const bundle = structuredClone(await repoBundle());
  const put = (path: string, value: unknown) => {
    const [folder, ...rest] = path.split('/');
    bundle[folder as 'schemas' | 'content'][rest.join('/')] = value;
  };
  for (const [path, value] of Object.entries(newFiles)) put(path, structuredClone(value));
  for (const [path, change] of Object.entries(fileChanges)) {
    const [folder, ...rest] = path.split('/');
    change(bundle[folder as 'schemas' | 'content'][rest.join('/')] as Record<string, unknown>);
  }
  return bundle;
}

describe('an analyst adds a step, moves a page, asks a document and changes a fee', () => {
  it('passes the release check and its proof', async () => {
    const { findings, registry } = proveRelease(await changedBundle());
    expect(findings).toEqual([]);
    expect(registry!.wizard('companyInfo').steps.map((step) => step.id)).toContain('exports');
  });

  it('is refused while the sample cannot complete the new step', async () => {
    const bundle = await changedBundle();
    delete (bundle.schemas['samples/companyInfo.json'] as any).organizationInfo.exportMarkets;
    const { findings } = proveRelease(bundle);
    expect(findings.map((finding) => finding.file)).toContain('schemas/samples/companyInfo.json');
  });
});
