import type { SchemaValidateFunction } from 'ajv';

/**
 * A custom keyword's validate function in ajv's form: (keyword value, data, parent schema, data
 * context) → valid; on failure it leaves its errors on its own `errors` property. The same function
 * objects serve the run-time ajv (server, tests, dev) and the build-time generated validators.
 */
export type KeywordValidate = SchemaValidateFunction;
