import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { findDocument } from '../../../core/documents';
import { latestUpload, latestUploads, storedUploads, uploadBytes } from '../../domain/documents';
import { ownedProspect } from '../prospects/access';
import { BANK, DOCUMENT_KEY, documentError, type DocumentServices } from './services';
import { FileAnswer } from '../../../core/api/json';
import { actorOf, recordEvent } from '../../domain/trail';

/** Content-Disposition for a name the applicant chose: a plain ASCII fallback plus the UTF-8 form (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET /banks/{bank}/prospects/{id}/documents/{documentKey}: the current file, as an attachment under its name. */
const download: FastifyPluginAsync<{ services: DocumentServices }> = async (app, { services }) => {
  app.get<{ Params: { bank: string; id: string; documentKey: string } }>(
    '/banks/:bank/prospects/:id/documents/:documentKey',
    { preHandler: app.requireAuth('customer', 'agent'), schema: FileAnswer },
    async (request, reply) => {
      const { bank, id, documentKey } = request.params;
      const domain = services.domainOf(request.release.bundle);
      if (!BANK.test(bank)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      if (!DOCUMENT_KEY.test(documentKey)) throw documentError(domain, 400, 'BadRequest', 'DOC_UNKNOWN', 'unknownDocument', 'documentKey');
      const row = await ownedProspect(app, request, id);
      // the slot this key names now, and the file its owner stored for it
      const slot = findDocument(domain.groupsOf(row.record, storedUploads(await latestUploads(app.db, row.id))), documentKey);
      const upload = slot ? await latestUpload(app.db, row.id, { owner: slot.owner, slotKey: slot.item.slotKey }) : undefined;
      const bytes = upload ? await uploadBytes(app.db, upload.storedName) : undefined;
      if (!upload || !bytes) throw documentError(domain, 404, 'NotFound', 'DOC_NOT_FOUND', 'notFound', 'documentKey');
      // an officer's download is kept (rule TRAIL)
      if (request.auth?.aud === 'agent')
        await recordEvent(app.db, { prospectId: row.id, ...actorOf(request.auth), action: 'download', field: documentKey, note: upload.fileName });
      return reply
        .type(upload.mime)
        .header('content-disposition', attachment(upload.fileName))
        .header('content-length', upload.sizeBytes)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

export default download;
