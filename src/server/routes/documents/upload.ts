import { uploadField } from '../../domain/trail';
import { isDenied } from '../../domain/tokens';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { fileProblem, findDocument, sizeWords, uploadableAfterSubmission, type FileProblem } from '../../../core/documents';
import { ApiError } from '../../errors/api-error';
import { reserve } from '../../domain/limits';
import { latestUploads, newStoredName, storedUploads, storeUpload } from '../../domain/documents';
import { contentProblem, type ContentProblem } from '../../domain/documents/content-check';

import { findProspect } from '../../domain/prospects';
import { unknownProspect } from '../prospects/access';
import { BANK, DOCUMENT_KEY, documentError, type DocumentServices } from './services';
import { uploadDocumentRoute, type DocumentUploaded } from '../../../core/api/documents';

/** The error code of each reason a file's content is refused. */
const CONTENT_CODE: Record<ContentProblem, string> = {
  activeContent: 'DOC_ACTIVE_CONTENT',
  hiddenContent: 'DOC_HIDDEN_CONTENT',
  tooComplex: 'DOC_TOO_COMPLEX',
};

interface Received {
  fields: Record<string, string>;
  file?: { name: string; bytes: Buffer; truncated: boolean };
}

const FIELD_LIMIT = 4096;

/** Reads the whole multipart body: its short fields, and the one file up to maxBytes (the rest is drained and marked truncated). */
async function receive(request: FastifyRequest, maxBytes: number): Promise<Received> {
  const received: Received = { fields: {} };
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: FIELD_LIMIT, parts: 10 } })) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      received.file = { name: part.filename ?? '', bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      received.fields[part.fieldname] = part.value;
    }
  }
  return received;
}

const PROBLEM_STATUS: Record<FileProblem, number> = { empty: 400, badName: 400, tooLarge: 413, tooSmall: 400, wrongType: 415 };
const PROBLEM_CODE: Record<FileProblem, string> = {
  empty: 'DOC_EMPTY',
  badName: 'DOC_BAD_NAME',
  tooLarge: 'DOC_TOO_LARGE',
  tooSmall: 'DOC_TOO_SMALL',
  wrongType: 'DOC_WRONG_TYPE',
};

/**
 * POST /banks/{bank}/prospects/{id}/documents (multipart: jwtToken, documentKey, then file).
 * Checks everything before a byte is stored: the upload token, the slot, the size and the type
 * by its first bytes; the per-application limit is counted in the transaction that
 * stores it (storeUpload). Answers {fileName}.
 */
const upload: FastifyPluginAsync<{ services: DocumentServices }> = async (app, { services }) => {
  // preservePath: the name as sent, so a name with folders in it is refused rather than silently cut.
  await app.register(multipart, { throwFileSizeLimit: false, preservePath: true });

  app.post<{ Params: { bank: string; id: string }; Reply: DocumentUploaded }>(
    '/banks/:bank/prospects/:id/documents',
    { schema: uploadDocumentRoute },
    async (request, reply) => {
      const { bank, id } = request.params;
      const domain = services.domainOf(request.release.bundle);
      const { rules } = domain;
      const limits = rules.upload;
      const refuse = (status: number, type: string, code: string, key: string, fieldPath?: string, params?: Record<string, number>) =>
        documentError(domain, status, type, code, key, fieldPath, params);
      // ratePerMinute uploads per client address and application, counted in the database (any server)
      const rate = await reserve(app.db, `upload:${request.ip}|${id}`, { max: limits.ratePerMinute, windowSec: 60 });
      if (!rate.ok) {
        reply.header('retry-after', String(rate.retryAfterSec));
        throw new ApiError(429, 'TooManyRequests', [{ errorCode: 'TOO_MANY_REQUESTS' }]);
      }
      if (!BANK.test(bank)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      if (!request.isMultipart()) throw new ApiError(415, 'BadRequest', [{ errorCode: 'UNSUPPORTED_MEDIA_TYPE' }]);
      const { fields, file } = await receive(request, limits.maxBytes).catch((error: { statusCode?: number }) => {
        // busboy's "Unexpected end of form" and friends: a broken body is the sender's fault
        if (typeof error.statusCode === 'number' && error.statusCode < 500) throw error;
        throw new ApiError(400, 'BadRequest', [{ errorCode: 'BAD_REQUEST' }]);
      });

      const scoped = await services.uploadTokens.verify(fields.jwtToken ?? fields.jwt ?? '');
      // an upload token dies with the session that asked for it (logout)
      if (scoped === undefined || (await isDenied(app.db, [scoped.sid]))) throw refuse(401, 'Unauthorized', 'UNAUTHORIZED', 'uploadToken');
      const row = scoped.prospectId === id ? await findProspect(app.db, id) : undefined;
      if (!row) throw unknownProspect();
      if (row.status === 'stopped' || row.status === 'duplicate') throw new ApiError(423, 'Locked', [{ errorCode: 'BLOCK_EDITING' }]);

      const documentKey = fields.documentKey ?? '';
      const groups = domain.groupsOf(row.record, storedUploads(await latestUploads(app.db, id)));
      const slot = DOCUMENT_KEY.test(documentKey) ? findDocument(groups, documentKey) : undefined;
      if (!slot) throw refuse(400, 'DocumentRejected', 'DOC_UNKNOWN', 'unknownDocument', 'documentKey');
      if (row.status === 'submitted' && !uploadableAfterSubmission(slot.item, rules)) throw refuse(423, 'Locked', 'DOC_NOT_ASKED', 'notAsked', 'documentKey');

      if (!file) throw refuse(400, 'DocumentRejected', 'DOC_EMPTY', 'empty', 'file');
      const mime = file.truncated || file.bytes.length === 0 ? undefined : (await fileTypeFromBuffer(file.bytes))?.mime;
      const size = file.truncated ? limits.maxBytes + 1 : file.bytes.length;
      const problem = fileProblem({ name: file.name, size, mime }, limits, slot.item.minBytes);
      if (problem) throw refuse(PROBLEM_STATUS[problem], 'DocumentRejected', PROBLEM_CODE[problem], problem, 'file', sizeWords(limits, slot.item.minBytes));
      // security suite: active PDFs and polyglots are refused too
      const hidden = await contentProblem(file.bytes, mime!, limits);
      if (hidden) throw refuse(422, 'DocumentRejected', CONTENT_CODE[hidden], hidden, 'file');

      const fileName = file.name.trim();
      const upload = {
        documentKey: slot.item.slotKey,
        documentType: slot.item.documentType,
        owner: slot.owner,
        fileName,
        storedName: newStoredName(),
        mime: mime!,
        sizeBytes: file.bytes.length,
      };
      // the count, the bytes, the record and the replaced file's removal: one transaction
      const stored = await storeUpload(app.db, id, upload, file.bytes, limits.maxUploadsPerApplication, {
        ...scoped.by,
        action: 'upload',
        note: fileName,
        changes: [{ field: uploadField(documentKey), new: fileName }],
      });
      if (!stored.ok) throw refuse(422, 'DocumentLimit', 'MAX_UPLOADS', 'maxUploads');
      return { fileName, documentKey, uploadStatus: rules.uploadedStatus };
    },
  );
};

export default upload;
