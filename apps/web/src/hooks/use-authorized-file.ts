import { useEffect, useState } from 'react';
import { isApiFileUrl, readApiFile } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export type AuthorizedFile =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; objectUrl: string; contentType: string };

/**
 * Reads a file of our API through the API client (bearer token, and a 401 ends the sign-in like any
 * signed-in call) and hands back a blob: URL plus the type the server sniffed, so the caller can show
 * an image thumbnail or offer to open a PDF. URLs outside the API pass through as-is (type unknown).
 */
export function useAuthorizedFile(url: string | null | undefined): AuthorizedFile {
  // Read again for another person, not for the same person's refreshed token.
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const isApiFile = isApiFileUrl(url);
  const [state, setState] = useState<{ url: string; file: AuthorizedFile } | null>(null);

  useEffect(() => {
    if (!url || !isApiFile) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    readApiFile(url, { signal: controller.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, file: { status: 'ready', objectUrl, contentType: blob.type } });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, file: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, userId, isApiFile]);

  if (!url) return { status: 'idle' };
  if (!isApiFile) return { status: 'ready', objectUrl: url, contentType: '' };
  return state?.url === url ? state.file : { status: 'loading' };
}
