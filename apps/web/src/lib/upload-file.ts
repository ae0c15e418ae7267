import { filesEndpoints } from '@app/contract';
import type { z } from 'zod';
import { callMultipartApi } from '@/lib/api-client';

export type UploadedFile = z.output<typeof filesEndpoints.upload.response>;

/**
 * POST /file/upload as multipart/form-data (field `file`), through the api client's request core:
 * `x-client: web`, the bearer token, `ApiError` carrying the server's `message` (wrong type, too
 * large...), and a 401 ends the sign-in like any signed-in call.
 * Answers `{ url, contentType, size }`; `url` is what a profile field stores.
 */
export async function uploadFile(file: Blob, options: { signal?: AbortSignal } = {}): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'upload');
  return callMultipartApi(filesEndpoints.upload, body, { signal: options.signal });
}

/** Whether a picked file's declared type is one the field accepts (the server decides by content). */
export function isAcceptedType(file: Blob, accept: string): boolean {
  const allowed = accept
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.length === 0 || !file.type) return true;
  return allowed.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
  );
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp' satisfies string;
export const IMAGE_OR_PDF_ACCEPT = `${IMAGE_ACCEPT},application/pdf` satisfies string;
