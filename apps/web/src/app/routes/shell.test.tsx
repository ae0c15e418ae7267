import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@app/contract';
import { App } from '@/app/app';
import { AUTH_STORAGE_KEY, SIDEBAR_COOKIE_NAME } from '@/config/storage';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { adminUser, urlOf } from '@/testing/admin-fixtures';
import { makeToken, signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

const LOAD = { timeout: 4000 };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);
const sidebarLink = (name: string) => screen.findByRole('link', { name }, LOAD);

/** What a reload finds: the sign-in the store persisted, not yet confirmed by GET /auth/me. */
async function persistSignIn(claims: Record<string, unknown>): Promise<string> {
  const token = makeToken(claims);
  const user = useAuthStore.getState();
  user.clearAuth();
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      state: {
        accessToken: token,
        user: { ...claims, avatar: null, profileImageUrl: null },
        isAuthenticated: true,
      },
      version: 0,
    }),
  );
  await useAuthStore.persist.rehydrate();
  // A page load starts undecided until useSessionRefresh has asked the server.
  useAuthStore.setState({ isLoading: true });
  return token;
}

/** GET /auth/me's answer: the user and a fresh token. */
const meAnswer = (claims: Record<string, unknown>, token = makeToken(claims)) =>
  jsonResponse(200, { user: { avatar: null, profileImageUrl: null, ...claims }, token, locale: 'en' });

/** The whole app as main.tsx mounts it (router, providers with the session check, routes). */
function renderWholeApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

const usersPage = {
  users: [adminUser()],
  pagination: { page: 1, limit: 10, total: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false },
};

beforeEach(() => {
  queryClient.clear();
});

describe('the console shell from a persisted sign-in', () => {
  it('shows the shell and the page at once while GET /auth/me re-checks in the background', async () => {
    const me = deferred<Response>();
    const token = await persistSignIn(users.admin);
    const { calls } = mockFetch((call) => {
      if (urlOf(call).pathname === '/api/v1/auth/me') return me.promise;
      return jsonResponse(200, usersPage);
    });
    renderWholeApp(routes.admin.users);

    // The sidebar, the header and the page title are there while the check is still in flight.
    expect(await heading('Users')).toBeInTheDocument();
    expect(await sidebarLink('Audit Log')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your sign-in...')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => urlOf(call).pathname === '/api/v1/auth/me')).toBe(true));
    expect(useAuthStore.getState().isLoading).toBe(true);

    me.resolve(meAnswer(users.admin, token));
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(currentPathname()).toBe(routes.admin.users);
  });

  it('a 401 from the re-check still ends the sign-in and shows the reason on /login', async () => {
    const reason = 'Your listener account has been blocked. Please contact support.';
    await persistSignIn(users.listener);
    mockFetch((call) =>
      urlOf(call).pathname === '/api/v1/auth/me'
        ? jsonResponse(401, { message: reason })
        : jsonResponse(200, {}),
    );
    renderWholeApp(routes.listener.earnings);

    expect(await heading('Login')).toBeInTheDocument();
    expect(currentPathname()).toBe(routes.login);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a stored "not approved" waits for the check inside the shell, then opens the approved page', async () => {
    const me = deferred<Response>();
    await persistSignIn(users.pendingListener);
    mockFetch((call) => (urlOf(call).pathname === '/api/v1/auth/me' ? me.promise : jsonResponse(200, {})));
    renderWholeApp(routes.listener.earnings);

    expect(await screen.findByText('Checking your sign-in...', {}, LOAD)).toBeInTheDocument();
    expect(await heading('Earnings')).toBeInTheDocument();
    expect(await sidebarLink('View profile')).toBeInTheDocument();
    expect(currentPathname()).toBe(routes.listener.earnings);

    // The admin approved Kabir since the sign-in was stored.
    const approved = { ...users.pendingListener, approvedAt: '2025-03-01T10:00:00.000Z' };
    me.resolve(meAnswer(approved));
    expect(await screen.findByRole('heading', { name: /Earning Sessions/ }, LOAD)).toBeInTheDocument();
    expect(currentPathname()).toBe(routes.listener.earnings);
  });
});

/** The browser's path (the App renders no location probe). */
const currentPathname = () => window.location.pathname;

describe('preloading a destination on hover', () => {
  it("hovering a sidebar link fetches the page's first answer, so the page shows rows without waiting", async () => {
    signInAs(users.admin);
    let listCalls = 0;
    const never = deferred<Response>();
    mockFetch((call) => {
      if (urlOf(call).pathname !== '/api/v1/admin/users') return jsonResponse(200, {});
      listCalls += 1;
      // Only the hover's request is answered: rows on arrival can only come from the prefetch.
      return listCalls === 1 ? jsonResponse(200, usersPage) : never.promise;
    });
    await renderApp(routes.dashboard);
    const user = userEvent.setup();
    await user.hover(await sidebarLink('Users'));
    await waitFor(() => expect(listCalls).toBe(1));
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ queryKey: ['users', 'list'] })[0]?.state.data,
      ).toBeTruthy(),
    );

    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await heading('Users')).toBeInTheDocument();
    expect(await screen.findByText('Priya Shah', {}, LOAD)).toBeInTheDocument();
  });
});

describe('routes that stay in the console', () => {
  it("the admin's Profile menu item opens the account page inside the console", async () => {
    signInAs(users.admin);
    mockFetch(() => jsonResponse(200, {}));
    await renderApp(routes.dashboard);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));

    expect(await heading('Account')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.account);
    expect(screen.getAllByText('admin@listenwell.test').length).toBeGreaterThan(0);
    expect(screen.getByText('Admin', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      routes.changePassword,
    );
    expect(screen.getByRole('link', { name: 'Audit Log' })).toBeInTheDocument();
  });

  it.each([['/dashboard/no-such-page'], ['/no-such-page']])(
    'an unknown address (%s) while signed in shows the 404 inside the shell',
    async (path) => {
      signInAs(users.admin);
      await renderApp(path);
      expect(await heading('Page not found')).toBeInTheDocument();
      expect(await sidebarLink('Audit Log')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your console' })).toHaveAttribute(
        'href',
        routes.dashboard,
      );
    },
  );

  it('an unknown address while signed out shows the public 404', async () => {
    await renderApp('/no-such-page');
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your console' })).not.toBeInTheDocument();
  });

  it('the 401 page leads a signed-in person with "Go to your console" (their own home), then Sign In and Go Back', async () => {
    const actionsOf = () =>
      screen
        .getAllByRole('link')
        .concat(screen.getAllByRole('button'))
        .filter((element) => ['Go to your console', 'Sign In', 'Go Back'].includes(element.textContent ?? ''))
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map((element) => element.textContent);

    signInAs(users.listener);
    const { unmount } = await renderApp(routes.admin.users);
    expect(await heading('Access Denied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your console' })).toHaveAttribute(
      'href',
      routes.dashboard,
    );
    expect(actionsOf()).toEqual(['Go to your console', 'Sign In', 'Go Back']);
    unmount();

    // A customer's own home is the customer area (before issue 23 §6 they were offered no way home).
    signInAs(users.customer);
    const customer = await renderApp(routes.dashboard);
    expect(await heading('Access Denied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your console' })).toHaveAttribute('href', routes.app.home);
    expect(actionsOf()).toEqual(['Go to your console', 'Sign In', 'Go Back']);
    customer.unmount();
  });

  it('the 401 page leads with Sign In when signed out', async () => {
    await renderApp(routes.unauthorized);
    expect(await heading('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your console' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', routes.login);
  });
});

describe('the greeting after sign-up', () => {
  it('greets neutrally while the name is still the placeholder taken from the email', async () => {
    signInAs({ ...users.pendingListener, name: 'kabir.s', email: 'kabir.s@example.com' });
    await renderApp(routes.signupProfile);
    expect(await heading('Welcome to ListenWell!')).toBeInTheDocument();
  });

  it('greets by first name once there is a real one', async () => {
    signInAs({ ...users.pendingListener, name: 'Kabir Shah', email: 'kabir.s@example.com' });
    await renderApp(routes.signupProfile);
    expect(await heading('Welcome, Kabir!')).toBeInTheDocument();
  });
});

describe('skip link', () => {
  it('is the first tab stop of the console and moves focus to the page', async () => {
    signInAs(users.admin);
    await renderApp(routes.dashboard);
    expect(await heading('Dashboard')).toBeInTheDocument();
    await sidebarLink('Audit Log');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('main-content');
    expect(document.activeElement).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Dashboard' }),
    );
  });

  it.each([
    ['the landing page', routes.home],
    ['the sign-in page', routes.login],
  ])('is the first tab stop of %s and moves focus to main', async (_name, path) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 }, LOAD);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(document.activeElement?.id).toBe('main-content');
  });
});

describe('the collapsed sidebar', () => {
  const collapse = () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
  };

  it('names every icon in a tooltip', async () => {
    collapse();
    signInAs(users.admin);
    mockFetch(() => jsonResponse(200, {}));
    await renderApp(routes.dashboard);
    await sidebarLink('Audit Log');
    expect(document.querySelector('[data-slot="sidebar"][data-state]')).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    // An icon-only entry's tooltip code loads once the sidebar is collapsed, and the entry is drawn
    // again inside its trigger (data-state comes from there): focus the entries once that is done.
    await waitFor(() => {
      const sidebarLinks = document.querySelectorAll('[data-slot="sidebar"] a[data-sidebar="menu-button"]');
      expect(sidebarLinks.length).toBeGreaterThan(0);
      for (const link of sidebarLinks) expect(link).toHaveAttribute('data-state');
    }, LOAD);
    const user = userEvent.setup();
    const entries = [
      'Dashboard',
      'Applications',
      'Listeners',
      'Users',
      'Plans',
      'Withdrawal Requests',
      'Audit Log',
    ];
    for (const name of entries) {
      const link = screen
        .getAllByRole('link', { name })
        .find((element) => element.closest('[data-slot="sidebar"]'));
      if (!link) throw new Error(`no sidebar link ${name}`);
      act(() => link.focus());
      expect(await screen.findByRole('tooltip', { name })).toBeInTheDocument();
      act(() => link.blur());
    }
    await user.hover(screen.getByRole('link', { name: /ListenWell/ }));
    expect(await screen.findByRole('tooltip', { name: 'ListenWell: Admin console' })).toBeInTheDocument();
  });

  it("says why an unapproved listener's entries are closed, also on keyboard focus", async () => {
    collapse();
    signInAs(users.pendingListener);
    mockFetch(() => jsonResponse(200, {}));
    await renderApp(routes.listener.profile);
    const earnings = await screen.findByRole('button', { name: 'Earnings' }, LOAD);
    earnings.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Earnings: opens once an admin approves your application',
    );
    expect(earnings).toHaveAccessibleDescription(/opens once an admin approves your application/);
  });
});
