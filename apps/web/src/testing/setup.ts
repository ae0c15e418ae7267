import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { useAuthStore } from '@/stores/auth-store';

// findBy*/waitFor wait up to 4 s (default 1 s) so a loaded machine does not fail a correct screen.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // sonner keeps undismissed toasts in module state and replays them to the next Toaster that
  // mounts: without this a test would see the toasts of the test before it.
  toast.dismiss();
  localStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

// The auth store is a module singleton: every test starts signed out, as a first visit would.
beforeEach(() => {
  useAuthStore.setState({
    accessToken: null,
    user: null,
    isAuthenticated: false,
    isLoading: false,
    avatar: '',
    privacyConsentVersion: undefined,
    twoFactorEnabled: undefined,
  });
});
