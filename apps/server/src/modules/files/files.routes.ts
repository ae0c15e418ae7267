import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PREFIX, endpoints, idParamsSchema, messages } from '@app/contract';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { FilesService } from './files.service.ts';

const readUpload = async (request: FastifyRequest, maxBytes: number): Promise<Buffer> => {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', messages.files.missing);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_ERROR', messages.files.missing);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.files.tooLarge(maxBytes));
    }
    throw error;
  }
};

export const registerFileRoutes = async (
  app: FastifyInstance,
  filesService: FilesService,
  maxBytes: number,
) => {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });

  registerEndpoint(app, endpoints.files.upload, async ({ user, raw }) =>
    filesService.upload(user, await readUpload(raw, maxBytes)),
  );

  // Not through registerEndpoint: the body is the file itself, and a signed-in reader is optional.
  app.get(`${API_PREFIX}${endpoints.files.get.path}`, { schema: { hide: true } }, async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) throw new AppError('NOT_FOUND', messages.http.notFound);
    const header = request.headers.authorization;
    const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7) : null;
    const reader = token ? await app.authenticate(token).catch(() => null) : null;
    const file = await filesService.read(params.data.id, reader);
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
