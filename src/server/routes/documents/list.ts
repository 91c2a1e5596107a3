import type { FastifyPluginAsync } from 'fastify';
import { isUploadComplete } from '../../../core/documents';
import { countUploads, latestUploads, storedUploads } from '../../domain/documents';
import type { JsonObject } from '../../domain/prospects';
import { group } from '../../domain/prospects/columns';
import { ownedProspect } from '../prospects/access';
import type { DocumentServices } from './services';
import { documentsListingRoute, type DocumentsListing } from '../../../core/api/documents';
import { requestLanguage } from '../../plugins/request-language';

/**
 * GET /prospects/{id}/documents: the groups the record needs, each slot with its upload status from
 * the database, and the bank's note to the customer (status.statusNotes) when there is one.
 */
const list: FastifyPluginAsync<{ services: DocumentServices }> = async (app, { services }) => {
  app.get<{ Params: { id: string }; Reply: DocumentsListing }>(
    '/prospects/:id/documents',
    { preHandler: app.requireAuth('customer', 'agent'), schema: documentsListingRoute },
    async (request) => {
      const row = await ownedProspect(app, request, request.params.id);
      const domain = services.domainOf(request.release.bundle);
      const { rules } = domain;
      const [latest, uploadCount] = await Promise.all([latestUploads(app.db, row.id), countUploads(app.db, row.id)]);
      const groups = domain.groupsOf(row.record as JsonObject, storedUploads(latest), requestLanguage(request));
      return {
        ...groups,
        complete: isUploadComplete(groups, row.record, rules),
        uploadCount,
        uploadLimit: rules.upload.maxUploadsPerApplication,
        status: row.status,
        bankNote:
          typeof group(row.record as JsonObject, 'status').statusNotes === 'string' ? String(group(row.record as JsonObject, 'status').statusNotes) : '',
      };
    },
  );
};

export default list;
