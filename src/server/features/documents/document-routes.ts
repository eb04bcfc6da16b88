import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '../../../shared/rules/documents.ts';
import {
  adminDocument,
  adminDocumentsQuery,
  documentView,
  processDocumentRequest,
  processDocumentResponse,
  rejectDocumentRequest,
  saveDocumentRequest,
  uploadUrlResponse,
} from '../../../shared/schemas/documents.ts';
import { AppError } from '../../errors.ts';
import { photoUrl } from '../../photo-links.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import {
  findDocumentImage,
  listDocumentsForReview,
  listOwnDocuments,
  type RegistrationDocument,
  type ReviewDeps,
  reviewDocument,
  saveUserDocument,
} from './documents.ts';
import { sendDocumentImage } from './send-document-image.ts';
import { createUploadSlot, processUpload, receiveUpload, type UploadDeps } from './uploads.ts';

const idParams = z.object({ id: z.uuid({ error: 'must be a document id' }) });

const view = (d: RegistrationDocument) => ({
  id: d.id,
  documentType: d.documentType,
  documentNumber: d.documentNumber,
  verificationStatus: d.verificationStatus,
  rejectionReason: d.rejectionReason,
  createdAt: d.createdAt,
  verifiedAt: d.verifiedAt,
});

/** Identity documents: upload, process, save, see; and the agents' review API. */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: UploadDeps & ReviewDeps & { auth: RequestAuth },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;
  const user = { config: { access: 'user' as const } };
  const agent = { config: { access: 'agent' as const } };

  routes.post(
    '/api/Objects/GetUploadUrl',
    { ...user, schema: { response: { 200: uploadUrlResponse } } },
    async (request) => createUploadSlot(deps, request.user.id),
  );

  // The signed upload URL of local storage: raw image bytes, not JSON.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES + 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/uploads/:id',
      {
        config: { access: 'user', rawBody: true, secretQuery: ['signature'] },
        bodyLimit: MAX_DOCUMENT_BYTES + 1024 * 1024,
        schema: {
          params: z.object({ id: z.uuid({ error: 'This upload link is not valid.' }) }),
          querystring: z.object({ signature: z.string().min(20).max(100) }),
          response: {
            200: z.object({ uploadId: z.string(), contentType: z.string(), size: z.number() }),
          },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('upload_body_required');
        const upload = await receiveUpload(deps, {
          uploadId: request.params.id,
          signature: request.query.signature,
          userId: request.user.id,
          bytes: body,
        });
        return {
          uploadId: upload.id,
          contentType: upload.contentType ?? '',
          size: upload.sizeBytes ?? 0,
        };
      },
    );
  });

  routes.put(
    '/api/Documents/ProcessUploadedDocument',
    {
      ...user,
      schema: { body: processDocumentRequest, response: { 200: processDocumentResponse } },
    },
    async (request) => {
      const upload = await processUpload(deps, request.user.id, request.body.uploadId);
      return { objectPath: upload.objectKey };
    },
  );

  for (const path of ['/api/Documents/SaveUserDocument', '/api/Auth/SaveRegistrationDocuments']) {
    routes.post(
      path,
      { ...user, schema: { body: saveDocumentRequest, response: { 200: documentView } } },
      async (request) => view(await saveUserDocument(db, request.user, request.body)),
    );
  }

  routes.get(
    '/api/Documents/GetUserDocuments',
    { ...user, schema: { response: { 200: z.array(documentView) } } },
    async (request) => (await listOwnDocuments(db, request.user.id)).map(view),
  );

  routes.get(
    '/api/Documents/:id/image',
    { ...user, schema: { params: idParams } },
    async (request, reply) => {
      const me = request.user;
      const found = await findDocumentImage(db, request.params.id);
      if (!found) throw new AppError('document_not_found');
      if (found.document.userId !== me.id && !auth.isAgent(me)) {
        throw new AppError('document_owner_or_agent_only');
      }
      return sendDocumentImage(reply, deps.storage, {
        key: found.document.documentImageUrl,
        contentType: found.contentType,
      });
    },
  );

  routes.get(
    '/api/admin/documents',
    {
      ...agent,
      schema: { querystring: adminDocumentsQuery, response: { 200: z.array(adminDocument) } },
    },
    async (request) =>
      (await listDocumentsForReview(db, request.query)).map(({ document, user: owner }) => ({
        ...view(document),
        user: { ...owner, profilePictureUrl: photoUrl(owner.profilePictureUrl) },
        verifiedBy: document.verifiedBy,
        imageUrl: `/api/admin/documents/${document.id}/image`,
      })),
  );

  routes.get(
    '/api/admin/documents/:id/image',
    { ...agent, schema: { params: idParams } },
    async (request, reply) => {
      const found = await findDocumentImage(db, request.params.id);
      if (!found) throw new AppError('document_not_found');
      return sendDocumentImage(reply, deps.storage, {
        key: found.document.documentImageUrl,
        contentType: found.contentType,
      });
    },
  );

  routes.post(
    '/api/admin/documents/:id/approve',
    { ...agent, schema: { params: idParams, response: { 200: documentView } } },
    async (request) =>
      view(
        await reviewDocument(deps, request.user, request.params.id, {
          approve: true,
        }),
      ),
  );

  routes.post(
    '/api/admin/documents/:id/reject',
    {
      ...agent,
      schema: { params: idParams, body: rejectDocumentRequest, response: { 200: documentView } },
    },
    async (request) =>
      view(
        await reviewDocument(deps, request.user, request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
}
