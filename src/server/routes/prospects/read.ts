import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { documentsDomain, liveDocumentsSection } from '../../domain/documents';
import { ownedProspect } from './access';
import { segmentsOf } from './groups';
import { readProspectRoute, type StoredProspect } from '../../../core/api/prospects';

/**
 * GET /usertypes/{userType}/prospects/{id}: the record, with the `version` a save must send back;
 * its documents section as the server has it now (the files stored, rule SAVE-OWN).
 */
const read: FastifyPluginAsync = async (app) => {
  const segments = segmentsOf(app.bundle);
  app.get<{ Params: { userType: string; id: string }; Reply: StoredProspect }>(
    '/usertypes/:userType/prospects/:id',
    { preHandler: app.requireAuth('customer', 'agent'), schema: readProspectRoute },
    async (request) => {
      if (!segments.includes(request.params.userType)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      const row = await ownedProspect(app, request, request.params.id);
      const documents = documentsDomain(request.release.bundle);
      return { ...row.record, documents: await liveDocumentsSection(app.db, documents, row.id, row.record), version: row.version };
    },
  );
};

export default read;
