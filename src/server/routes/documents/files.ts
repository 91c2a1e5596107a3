import type { FastifyPluginAsync } from 'fastify';
import { listDocuments, uploadKeyOf } from '../../../core/documents';
import { latestUploads, storedUploads, uploadFacts } from '../../domain/documents';
import { findOne } from '../../domain/search';
import { unknownProspect } from '../prospects/access';
import { filesRoute, type StoredFiles } from '../../../core/api/documents';
import type { DocumentServices } from './services';
import { requestLanguage } from '../../plugins/request-language';

/**
 * GET /agent/prospects/{id}/files — the application's current files as the document viewer shows
 * them (agent token only): each document's key (what GET /banks/{bank}/prospects/{id}/documents/{key}
 * serves), the file's own name, type and size, when it was uploaded and by whom.
 *   200  {files: [{documentKey, title, fileName, mime, sizeBytes, uploadedAt, actorKind, actorId}]};  404 12002
 */
const files: FastifyPluginAsync<{ services: DocumentServices }> = async (app, { services }) => {
  app.get<{ Params: { id: string }; Reply: StoredFiles }>(
    '/agent/prospects/:id/files',
    { preHandler: app.requireAuth('agent'), schema: filesRoute },
    async (request) => {
      const row = await findOne(app.db, request.params.id);
      if (!row) throw unknownProspect();
      const latest = await latestUploads(app.db, row.id);
      const groups = services.domainOf(request.release.bundle).groupsOf(row.record as Record<string, unknown>, storedUploads(latest), requestLanguage(request));
      const { at, by } = await uploadFacts(app.db, row.id);
      const out: StoredFiles['files'] = [];
      for (const { item, owner } of listDocuments(groups)) {
        const upload = latest.get(uploadKeyOf(owner, item.slotKey));
        if (!upload) continue;
        const who = by.get(item.documentKey) ?? { actorKind: 'customer', actorId: '' };
        out.push({
          documentKey: item.documentKey,
          title: item.documentTitle,
          fileName: upload.fileName,
          mime: upload.mime,
          sizeBytes: upload.sizeBytes,
          uploadedAt: (at.get(`${owner}\u0000${item.slotKey}`) ?? new Date(0)).toISOString(),
          ...who,
        });
      }
      return { files: out };
    },
  );
};

export default files;
