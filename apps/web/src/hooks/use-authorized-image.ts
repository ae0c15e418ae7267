import { useAuthorizedFile } from '@/hooks/use-authorized-file';
import { useAuthStore } from '@/stores/auth-store';

/**
 * An image URL the browser can show. Files served by our API may be private (a listener's picture
 * before approval is visible to its owner and admins only), and an <img> cannot send the bearer
 * token: while signed in those are read through the API client and shown from a blob: URL. Other
 * URLs, and every URL when signed out, pass through unchanged. No picture (yet, or a refused read)
 * is null: the avatar falls back to initials.
 */
export function useAuthorizedImage(url: string | null): string | null {
  const signedIn = useAuthStore((state) => state.accessToken !== null);
  const file = useAuthorizedFile(signedIn ? url : null);
  if (!signedIn) return url;
  return file.status === 'ready' ? file.objectUrl : null;
}
