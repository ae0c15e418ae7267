import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { endpoints, messages } from '@app/contract';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { FilesService } from './files.service.ts';

const upload = endpoints.files.upload;

/** The stream of the upload's one file field; nothing of the file is read here. */
const openUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', messages.files.missing);
  // Over-limit bytes are counted by the files service (one past the limit answers 413).
  const part = await request.file({ throwFileSizeLimit: false });
  if (!part || part.fieldname !== upload.multipart.field) {
    throw new AppError('VALIDATION_ERROR', messages.files.missing);
  }
  return part.file;
};

export const registerFileRoutes = async (app: FastifyInstance, files: FilesService, maxBytes: number) => {
  // busboy stops one byte past the limit, so the service sees the excess and nothing more arrives.
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 } });

  registerEndpoint(app, upload, async ({ user, raw }) => files.upload(user, await openUpload(raw)));

  registerEndpoint(app, endpoints.files.get, async ({ params, user, reply }) => {
    const file = await files.read(params.id, user);
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('etag', `"${file.sha256}"`)
        .header(
          'content-disposition',
          file.contentType === 'application/pdf' ? 'inline; filename="document.pdf"' : 'inline',
        )
        .header('cache-control', file.isPublic ? 'public, max-age=300' : 'private, no-store')
        // A file is never a page: no scripts, no plugins, even if a browser were to guess otherwise.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .send(file.bytes)
    );
  });
};
