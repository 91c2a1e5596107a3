import { schemaFile } from '../../core/bundle';
import type { ConstantsRules } from '../../core/rules/constants';
import { ApiError } from '../errors/api-error';
import { globalPlugin } from './global-plugin';
import { jsonProblem } from './json-limits';

/** schemas/rules/constants.json requestBody. */
export type BodyLimits = ConstantsRules['requestBody'];

export function bodyLimitsOf(bundle: Parameters<typeof schemaFile>[0]): BodyLimits {
  return schemaFile<ConstantsRules>(bundle, 'rules/constants.json').requestBody;
}

/**
 * JSON bodies: Fastify's own parser (with its __proto__ and constructor checks), after a scan of
 * the raw text that refuses, with 400, a body nested deeper than requestBody.maxDepth or holding
 * text PostgreSQL cannot store. Nothing of ours sees such a body.
 */
export const jsonBody = globalPlugin(async (app) => {
  const limits = bodyLimitsOf(app.bundle);
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limits.maxBytes }, (request, body, done) => {
    const problem = jsonProblem(body as string, limits.maxDepth);
    if (problem) {
      done(new ApiError(400, 'BadRequest', [{ errorCode: problem, params: { limit: limits.maxDepth } }]), undefined);
      return;
    }
    parse(request, body as string, done);
  });
});
