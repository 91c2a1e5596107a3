/** The one ajv configuration of the product (browser, server, RJSF, schema check). */
import Ajv, { type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { addCustomKeywords } from './keywords';

/** Same defaults as @rjsf/validator-ajv8 (so RJSF behaves as documented), plus $data and allErrors. */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
  $data: true,
};

/** RJSF marks additional properties with this keyword; registering it keeps strict mode quiet. */
const RJSF_FLAG = '__additional_property';

export function createAjv(datalists: (name: string) => { code: string }[] | undefined, options: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addKeyword(RJSF_FLAG);
  addCustomKeywords(ajv, datalists);
  return ajv;
}
