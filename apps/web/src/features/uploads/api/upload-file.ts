import { API_PREFIX, endpoints } from '@app/contract';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { notifyUnauthorized } from '@/lib/unauthorized';
import { useAuthStore } from '@/stores/auth-store';

export type UploadedFile = z.output<typeof endpoints.files.upload.response>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readErrorBody(body: unknown): { message?: string; code?: string } {
  if (!body || typeof body !== 'object') return {};
  const { message, code } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

/**
 * POST /file/upload as multipart/form-data (field `file`). Beside `callApi`, which only sends JSON,
 * but with the same rules: `x-client: web`, the bearer token, `ApiError` carrying the server's
 * `message` (wrong type, too large...), and a 401 ends the sign-in like any signed-in call.
 * Answers `{ url, contentType, size }`; `url` is what a profile field stores.
 */
export async function uploadFile(file: Blob, options: { signal?: AbortSignal } = {}): Promise<UploadedFile> {
  const endpoint = endpoints.files.upload;
  const headers: Record<string, string> = { Accept: 'application/json', 'x-client': 'web' };
  const token = useAuthStore.getState().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'upload');

  let response: Response;
  try {
    // No Content-Type header: the browser sets multipart/form-data with its boundary.
    response = await fetch(`${API_PREFIX}${endpoint.path}`, {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR');
  }

  const answer = await readJson(response);
  if (!response.ok) {
    const { message, code } = readErrorBody(answer);
    if (response.status === 401) {
      useAuthStore.getState().clearAuth();
      notifyUnauthorized(message);
    }
    throw new ApiError(response.status, code ?? `HTTP_${response.status}`, message);
  }
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE');
  return parsed.data;
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
