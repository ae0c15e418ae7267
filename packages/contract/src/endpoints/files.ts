import { z } from 'zod';
import { uploadResponseSchema } from '../schemas/admin.ts';
import { FILE_PATH, UPLOAD_FIELD, UPLOAD_TYPES } from '../constants.ts';
import { filesMessages } from '../messages/files.ts';
import { defineEndpoint } from './endpoint.ts';

export const filesEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/file/upload',
    // Listeners upload for their profile, admins for the edit form; customers have no use for it.
    access: ['LISTENER', 'ADMIN'],
    forbiddenMessage: filesMessages.notAllowed,
    summary: `Upload one file (multipart field \`${UPLOAD_FIELD}\`): JPEG, PNG, WebP or PDF by content, at most UPLOAD_MAX_BYTES; per-user hourly quota`,
    multipart: { field: UPLOAD_FIELD, types: UPLOAD_TYPES },
    response: uploadResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: FILE_PATH,
    access: 'optional-signed-in',
    summary: 'Read a file: its uploader and admins; a public listener picture by anyone; 404 otherwise',
    // Any text: an id that is not a UUID is "not found" like a missing file, not a 400.
    params: z.object({ id: z.string() }),
    response: z.unknown(),
  }),
} as const;
