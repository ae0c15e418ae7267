import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/config/storage';
import { makeToken, users } from '@/testing/auth';
import { useAuthStore } from '@/stores/auth-store';

const stored = () => JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as unknown;

describe('auth store', () => {
  it("persists only accessToken, user and isAuthenticated under 'sms', version 0", () => {
    const token = makeToken({ ...users.listener, profileImageUrl: '/files/asha.png', avatar: 'A' });
    useAuthStore.getState().setAuth(token);
    useAuthStore.getState().setAvatar('/files/new.png');

    expect(stored()).toEqual({
      state: {
        accessToken: token,
        user: {
          id: 'u-asha',
          name: 'Asha Rao',
          email: 'asha@listenwell.test',
          role: 'LISTENER',
          approvedAt: '2025-01-10T10:00:00.000Z',
          profileImageUrl: '/files/asha.png',
          avatar: 'A',
        },
        isAuthenticated: true,
      },
      version: 0,
    });
  });

  it('setAuth marks the user signed in and ends loading; clearAuth undoes it', () => {
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    useAuthStore.setState({ isLoading: true });

    useAuthStore.getState().setAuth(makeToken(users.admin));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    expect(useAuthStore.getState().user?.role).toBe('ADMIN');

    useAuthStore.getState().setLoading(true);
    useAuthStore.getState().clearAuth();
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: null,
      user: null,
      isAuthenticated: false,
      isLoading: false,
      avatar: '',
    });
    expect(stored()).toEqual({
      state: { accessToken: null, user: null, isAuthenticated: false },
      version: 0,
    });
  });

  it('restores the persisted sign-in on start, with isLoading true until it is confirmed', async () => {
    const token = makeToken(users.admin);
    // (Every set() writes the storage, so the page-start state comes first.)
    useAuthStore.setState({ isLoading: true });
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        state: { accessToken: token, user: { ...users.admin }, isAuthenticated: true },
        version: 0,
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: token,
      isAuthenticated: true,
      isLoading: true,
    });
    expect(useAuthStore.getState().user?.email).toBe('admin@listenwell.test');
  });

  it('refuses a token that does not describe a user', () => {
    expect(() => useAuthStore.getState().setAuth('not-a-token')).toThrow();
    expect(() => useAuthStore.getState().setAuth(makeToken({ email: 'x@y.z' }))).toThrow();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
