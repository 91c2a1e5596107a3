import { ApiError } from '../errors/api-error';
import { globalPlugin } from './global-plugin';
import { jsonProblem } from './json-limits';

import { serverSettings } from '../server-settings';

/** src/server/server-settings.json requestBody: what a server reads of a body, set at its start. */
export const bodyLimits = serverSettings.requestBody;

/**
 * JSON bodies: Fastify's own parser (with its __proto__ and constructor checks), after a scan of
 * the raw text that refuses, with 400, a body nested deeper than requestBody.maxDepth or holding
 * text PostgreSQL cannot store. Nothing of ours sees such a body.
 */
export const jsonBody = globalPlugin(async (app) => {
  const limits = bodyLimits;
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
