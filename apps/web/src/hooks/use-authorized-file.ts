import { useEffect, useState } from 'react';
import { API_PREFIX } from '@app/contract';
import { useAuthStore } from '@/stores/auth-store';

export type AuthorizedFile =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; objectUrl: string; contentType: string };

/**
 * Reads a file of our API with the bearer token (private files: a pending listener's picture, every
 * ID proof) and hands back a blob: URL plus the type the server sniffed, so the caller can show an
 * image thumbnail or offer to open a PDF. URLs outside the API pass through as-is (type unknown).
 */
export function useAuthorizedFile(url: string | null | undefined): AuthorizedFile {
  const token = useAuthStore((state) => state.accessToken);
  const isApiFile = Boolean(url?.startsWith(`${API_PREFIX}/`));
  const [state, setState] = useState<{ url: string; file: AuthorizedFile } | null>(null);

  useEffect(() => {
    if (!url || !isApiFile) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const headers: Record<string, string> = { 'x-client': 'web' };
    if (token) headers.Authorization = `Bearer ${token}`;
    void fetch(url, { headers, signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        objectUrl = URL.createObjectURL(blob);
        const contentType = blob.type || response.headers.get('content-type') || '';
        setState({ url, file: { status: 'ready', objectUrl, contentType } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, file: { status: 'error' } });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token, isApiFile]);

  if (!url) return { status: 'idle' };
  if (!isApiFile) return { status: 'ready', objectUrl: url, contentType: '' };
  return state?.url === url ? state.file : { status: 'loading' };
}
