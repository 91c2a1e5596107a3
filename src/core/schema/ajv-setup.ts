/** The one ajv configuration of the product (server, schema check, dev browser, build-time generator). */
import Ajv, { type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { addCustomKeywords, keywordFunctions, type KeywordFunctions } from './keywords';
import { linearRegExp } from './linear-regexp';

/**
 * @rjsf/validator-ajv8's defaults, plus $data and allErrors, without `verbose` (copies of the schema
 * and data in every error): no message reads them, and the validators generated at build time
 * (./compiled/generate.ts) use these very options, so both give identical errors.
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: false,
  discriminator: false,
  $data: true,
};

/** RJSF marks additional properties with this keyword; registering it keeps strict mode quiet. */
const RJSF_FLAG = '__additional_property';

/**
 * An ajv with formats, ajv-errors and our keywords. `functions`: the keywords' validate functions to
 * declare (the generator passes its own set to name them in the generated code); default a fresh set.
 */
export function createAjv(
  datalists: (name: string) => { code: string }[] | undefined,
  options: Options = {},
  functions: KeywordFunctions = keywordFunctions(datalists),
): Ajv {
  // patterns run in linear time (./linear-regexp.ts) unless the caller sets its own code options (the generator)
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { regExp: linearRegExp }, ...options });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addKeyword(RJSF_FLAG);
  addCustomKeywords(ajv, functions);
  return ajv;
}
