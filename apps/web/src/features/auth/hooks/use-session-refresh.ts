import { useEffect } from 'react';
import { AUTH_STORAGE_KEY } from '@/config/storage';
import { useAuthStore } from '@/stores/auth-store';

/** Once per app start: confirm the stored sign-in with the server; follow sign-ins of other tabs. */
export function useSessionRefresh(): void {
  useEffect(() => {
    if (useAuthStore.getState().accessToken) {
      // Loaded on demand: the endpoint table (and its schemas) is not needed by a signed-out visitor.
      void import('@/features/auth/api/get-me').then(({ refreshSession }) => refreshSession());
    } else {
      useAuthStore.getState().setLoading(false);
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
