import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { fileSchemaOf } from '../../src/core/schema/file-schemas';
import { repoBundle } from './helpers/load-bundle';

// The studio's editor checks a file against its kind's JSON Schema as the analyst types: every file
// of the repository passes its own, and the mistakes the editor is there for are named.
describe('the JSON Schema of each kind of file', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });

  it('accepts every file of the repository', async () => {
    const bundle = await repoBundle();
    const failures: string[] = [];
    for (const [folder, files] of Object.entries(bundle)) {
      for (const [file, value] of Object.entries(files as Record<string, unknown>)) {
        const path = `${folder}/${file}`;
        const validate = ajv.compile(fileSchemaOf(path, bundle));
        if (!validate(value)) failures.push(`${path}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a ui:order entry that is not a field, a widget nobody knows, and text where a rule wants a number', async () => {
    const bundle = await repoBundle();
    const ui = structuredClone(bundle.schemas['steps/companyInfo/companyDetails.ui.json']) as Record<string, any>;
    ui.organizationInfo['ui:order'][0] = 'compnyName';
    ui.organizationInfo.companyName['ui:widget'] = 'sparkles';
    const uiValid = ajv.compile(fileSchemaOf('schemas/steps/companyInfo/companyDetails.ui.json', bundle));
    expect(uiValid(ui)).toBe(false);
    expect(uiValid.errors!.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(['/organizationInfo/ui:order/0', '/organizationInfo/companyName/ui:widget']),
    );

    const otp = structuredClone(bundle.schemas['rules/otp.json']) as Record<string, any>;
    otp.sendLimit.perAddress.max = 'lots';
    const otpValid = ajv.compile(fileSchemaOf('schemas/rules/otp.json', bundle));
    expect(otpValid(otp)).toBe(false);
    expect(otpValid.errors!.map((e) => e.instancePath)).toContain('/sendLimit/perAddress/max');
  });
});
