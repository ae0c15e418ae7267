import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { useAuthStore } from '@/stores/auth-store';

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
  });
});
