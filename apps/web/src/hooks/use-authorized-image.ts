import { useEffect, useState } from 'react';
import { API_PREFIX } from '@app/contract';
import { useAuthStore } from '@/stores/auth-store';

/**
 * An image URL the browser can show. Files served by our API may be private (a listener's picture
 * before approval is visible to its owner and admins only), and an <img> cannot send the bearer
 * token: those are fetched with it and shown from a blob: URL. Other URLs pass through unchanged.
 */
export function useAuthorizedImage(url: string | null): string | null {
  const token = useAuthStore((state) => state.accessToken);
  const needsToken = Boolean(url?.startsWith(`${API_PREFIX}/`) && token);
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string } | null>(null);

  useEffect(() => {
    if (!url || !needsToken) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetch(url, {
      headers: { Authorization: `Bearer ${token}`, 'x-client': 'web' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        objectUrl = URL.createObjectURL(await response.blob());
        setLoaded({ url, objectUrl });
      })
      // No picture is not an error worth showing: the avatar falls back to initials.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token, needsToken]);

  if (!url) return null;
  if (!needsToken) return url;
  return loaded?.url === url ? loaded.objectUrl : null;
}
