import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY } from '@/config/storage';
import { decodeSessionUser, type SessionUser } from '@/lib/auth-user';

export type AuthState = {
  accessToken: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True until the app knows whether the stored sign-in is still good (see useSessionRefresh). */
  isLoading: boolean;
  avatar: string;
  /**
   * The newest privacy notice version the account agreed to (issue 25), as GET /auth/me or the sign-up
   * said: null for none, undefined while unknown (nothing is asked until the server has said).
   */
  privacyConsentVersion: string | null | undefined;
  setPrivacyConsentVersion: (version: string | null | undefined) => void;
  /**
   * Whether the account has two-step sign-in on (issue 25 §1), as GET /auth/me said, or false once the
   * server refused a call with TWO_FACTOR_REQUIRED: an admin with false is sent to set it up first.
   * Undefined while unknown.
   */
  twoFactorEnabled: boolean | undefined;
  setTwoFactorEnabled: (enabled: boolean | undefined) => void;
  /** Stores a sign-in token and the user decoded from it. Throws if the token carries no user. */
  setAuth: (token: string) => void;
  clearAuth: () => void;
  setLoading: (isLoading: boolean) => void;
  setAvatar: (avatar: string) => void;
};

export type PersistedAuthState = Pick<AuthState, 'accessToken' | 'user' | 'isAuthenticated'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      accessToken: null,
      user: null,
      isAuthenticated: false,
      isLoading: true,
      avatar: '',
      privacyConsentVersion: undefined,
      setPrivacyConsentVersion: (privacyConsentVersion) => set({ privacyConsentVersion }),
      twoFactorEnabled: undefined,
      setTwoFactorEnabled: (twoFactorEnabled) => set({ twoFactorEnabled }),
      setAuth: (token) => {
        const user = decodeSessionUser(token);
        set({ accessToken: token, user, isAuthenticated: true, isLoading: false });
      },
      clearAuth: () =>
        set({
          accessToken: null,
          user: null,
          isAuthenticated: false,
          isLoading: false,
          avatar: '',
          privacyConsentVersion: undefined,
          twoFactorEnabled: undefined,
        }),
      setLoading: (isLoading) => set({ isLoading }),
      setAvatar: (avatar) => set({ avatar }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 0,
      // Loading and avatar describe this page view only; persisting them would restore stale UI state.
      partialize: ({ accessToken, user, isAuthenticated }): PersistedAuthState => ({
        accessToken,
        user,
        isAuthenticated,
      }),
    },
  ),
);
