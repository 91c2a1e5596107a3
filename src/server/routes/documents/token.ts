import { actorOf } from '../../domain/trail';
import type { Uploader } from '../../domain/documents/upload-token';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { ownedProspect } from '../prospects/access';
import type { DocumentServices } from './services';
import { uploadTokenRoute, type UploadToken } from '../../../core/api/documents';

const FORM_LIMIT = 4096;

/**
 * POST /onboarding/document/oauth2/token: form-encoded client credentials with module
 * DAO, by a session holder; answers a short-lived upload JWT scoped to the application.
 */
const token: FastifyPluginAsync<{ services: DocumentServices }> = async (app, { services }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: Record<string, string> | undefined; Reply: UploadToken }>(
    '/onboarding/document/oauth2/token',
    { preHandler: app.requireAuth('customer', 'agent'), schema: uploadTokenRoute },
    async (request) => {
      const form = request.body ?? {};
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        throw new ApiError(415, 'BadRequest', [{ errorCode: 'UNSUPPORTED_MEDIA_TYPE' }]);
      }
      if (form.grant_type !== 'client_credentials' || form.module !== 'DAO') {
        throw new ApiError(400, 'BadRequest', [{ errorCode: 'BAD_REQUEST', fieldPath: form.grant_type !== 'client_credentials' ? 'grant_type' : 'module' }]);
      }
      const header = request.headers.prospectid;
      const prospectId = form.prospectId || form.resource_id || (typeof header === 'string' ? header : '');
      if (!prospectId) throw new ApiError(400, 'BadRequest', [{ errorCode: 'BAD_REQUEST', fieldPath: 'prospectId' }]);
      const row = await ownedProspect(app, request, prospectId);
      const jwtToken = await services.uploadTokens.issue(row.id, { sid: request.auth!.sid, until: request.auth!.exp, by: actorOf(request.auth!) as Uploader });
      // The bank's service named the same token twice (token for its gateway, jwtToken for the uploader).
      return { token: jwtToken, jwtToken, token_type: 'Bearer', expires_in: services.uploadTokens.ttlSec };
    },
  );
};

export default token;
