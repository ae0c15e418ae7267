import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, PRIVACY_NOTICE_VERSION, endpoints, messages, routes } from '@app/contract';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';
import { customerApi, ids, publicListener } from '@/testing/customer-fixtures';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('route guards', () => {
  it('signed out: /dashboard and its screens go to /login', async () => {
    await renderApp(routes.admin.users);
    expect(await heading('Login')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.login);
  });

  it('ADMIN gets the admin home at /dashboard, with the admin sidebar', async () => {
    signInAs(users.admin);
    await renderApp(routes.dashboard);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.dashboard);
    const sidebarLinks = ['Applications', 'Listeners', 'Users', 'Plans', 'Withdrawal Requests', 'Audit Log'];
    await screen.findAllByRole('link', { name: 'Applications' }, { timeout: 3000 });
    for (const name of sidebarLinks) expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
  });

  it('an approved LISTENER gets the listener home and the listener sidebar', async () => {
    signInAs(users.listener);
    await renderApp(routes.dashboard);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(
      await screen.findByText('Overview of your session analytics and earnings', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'href',
      routes.listener.sessionRequests,
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      routes.listener.withdrawals,
    );
  });

  it('a listener on an admin route goes to /unauthorized', async () => {
    signInAs(users.listener);
    await renderApp(routes.admin.users);
    expect(await heading('Access Denied')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.unauthorized);
    expect(screen.getByText('401')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', routes.login);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', routes.contact);
  });

  it('an admin on a listener route goes to /unauthorized', async () => {
    signInAs(users.admin);
    await renderApp(routes.listener.earnings);
    expect(await heading('Access Denied')).toBeInTheDocument();
  });

  it.each([
    ['null', null],
    ["the text 'null'", 'null'],
    ['missing', undefined],
  ])(
    'a listener whose approvedAt is %s is sent to /dashboard/profile from every listener screen',
    async (_case, approvedAt) => {
      signInAs({ ...users.pendingListener, approvedAt });
      await renderApp(routes.listener.earnings);
      expect(await heading('Profile')).toBeInTheDocument();
      expect(currentPath()).toBe(routes.listener.profile);
      // The entries are shown but cannot be followed; they stay focusable so their tooltip says why.
      expect(screen.queryByRole('link', { name: 'Earnings' })).not.toBeInTheDocument();
      const earnings = screen.getByRole('button', { name: 'Earnings' });
      expect(earnings).toHaveAttribute('aria-disabled', 'true');
      await userEvent.setup().click(earnings);
      expect(currentPath()).toBe(routes.listener.profile);
    },
  );

  it('an unapproved listener at /dashboard also lands on the profile', async () => {
    signInAs(users.pendingListener);
    await renderApp(routes.dashboard);
    expect(await heading('Profile')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.listener.profile);
  });

  it('a CUSTOMER at /dashboard goes to /unauthorized', async () => {
    signInAs(users.customer);
    await renderApp(routes.dashboard);
    expect(await heading('Access Denied')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.unauthorized);
  });

  it('any signed-in role may open /dashboard/change-password, even an unapproved listener', async () => {
    signInAs(users.pendingListener);
    await renderApp(routes.changePassword);
    expect(await heading('Change Password')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.changePassword);
  });

  it('/login and /signup send a signed-in admin or listener to /dashboard', async () => {
    signInAs(users.admin);
    await renderApp(routes.signup);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe(routes.dashboard);
  });

  it('waits for the sign-in check before deciding, so a fresh approval is not bounced to the profile', async () => {
    signInAs(users.pendingListener);
    useAuthStore.setState({ isLoading: true });
    await renderApp(routes.listener.earnings);
    // Inside the shell: the page's title and skeleton, not a bare screen.
    expect(await screen.findByText('Checking your sign-in...', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await heading('Earnings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(currentPath()).toBe(routes.listener.earnings);

    signInAs(users.listener);
    expect(await heading('Earnings')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(routes.listener.earnings));
  });

  it('signing up on /signup lands on /profile, not bounced to /dashboard by the signed-out-only guard', async () => {
    const email = 'fresh@example.com';
    mockFetch((call) =>
      call.url === `${API_PREFIX}${endpoints.auth.verifyAccount.path}`
        ? jsonResponse(200, {
            success: true,
            token: makeToken({ ...users.pendingListener, email }),
            message: messages.auth.accountCreated,
          })
        : jsonResponse(200, { message: messages.auth.otpSent }),
    );
    await renderApp(routes.signup);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 3000 }), email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByLabelText(messages.privacy.signup.agree));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await heading('Welcome, Kabir!')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentPath()).toBe(routes.signupProfile);
  });

  describe('the customer area', () => {
    it.each([routes.app.home, routes.app.wallet, routes.app.session(ids.session)])(
      'signed out: %s goes to /login',
      async (path) => {
        await renderApp(path);
        expect(await heading('Login')).toBeInTheDocument();
        expect(currentPath()).toBe(routes.login);
      },
    );

    it.each([
      ['an approved listener', users.listener, routes.app.home],
      ['an unapproved listener', users.pendingListener, routes.app.wallet],
      ['an admin', users.admin, routes.app.sessions],
    ])('%s in the customer area goes to /unauthorized', async (_who, user, path) => {
      signInAs(user);
      await renderApp(path);
      expect(await heading('Access Denied')).toBeInTheDocument();
      expect(currentPath()).toBe(routes.unauthorized);
    });

    it('a CUSTOMER gets /app: the directory inside the customer layout', async () => {
      customerApi({
        'GET /directory/listeners': () => jsonResponse(200, { data: [publicListener()], totalRows: 1 }),
      });
      await renderApp(routes.app.home);
      expect(await heading('Find a listener')).toBeInTheDocument();
      expect(currentPath()).toBe(routes.app.home);
      expect(await screen.findByRole('link', { name: /200\s*coins in your wallet/ })).toHaveAttribute(
        'href',
        routes.app.wallet,
      );
      expect(screen.getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    });

    it.each([routes.login, routes.signup, routes.app.signup])(
      'a signed-in CUSTOMER on %s goes to /app',
      async (path) => {
        customerApi({
          'GET /directory/listeners': () => jsonResponse(200, { data: [], totalRows: 0 }),
        });
        await renderApp(path);
        expect(await heading('Find a listener')).toBeInTheDocument();
        expect(currentPath()).toBe(routes.app.home);
      },
    );

    it('a CUSTOMER on an unknown address sees the not-found page inside the customer layout', async () => {
      customerApi();
      await renderApp('/somewhere/else');
      expect(
        await screen.findByRole('heading', { name: 'This page does not exist' }, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /coins in your wallet/ })).toBeInTheDocument();
    });

    it('a CUSTOMER who signs in on /login lands on /app, not /dashboard', async () => {
      const token = makeToken(users.customer);
      mockFetch((call) => {
        if (call.url === `${API_PREFIX}${endpoints.auth.login.path}`) return jsonResponse(200, { token });
        if (call.url.includes('/directory/listeners')) return jsonResponse(200, { data: [], totalRows: 0 });
        if (call.url.endsWith('/sessions/mine/current')) return jsonResponse(200, { data: null });
        return jsonResponse(200, { data: { balance: 0, paymentMode: 'TEST', coinValuePaise: 100 } });
      });
      await renderApp(routes.login);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email', {}, { timeout: 3000 }), users.customer.email);
      await user.type(screen.getByLabelText('Password'), 'secret-123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await heading('Find a listener')).toBeInTheDocument();
      expect(currentPath()).toBe(routes.app.home);
    });

    it('signing up on /app/signup creates a CUSTOMER (with the optional name) and lands on /app', async () => {
      const email = 'new.customer@example.com';
      const { calls } = mockFetch((call) => {
        if (call.url === `${API_PREFIX}${endpoints.auth.signup.path}`)
          return jsonResponse(200, { message: messages.auth.otpSent });
        if (call.url === `${API_PREFIX}${endpoints.auth.verifyAccount.path}`)
          return jsonResponse(200, {
            success: true,
            token: makeToken({ ...users.customer, email, name: 'Meena' }),
            message: messages.auth.accountCreated,
          });
        if (call.url.includes('/directory/listeners')) return jsonResponse(200, { data: [], totalRows: 0 });
        if (call.url.endsWith('/sessions/mine/current')) return jsonResponse(200, { data: null });
        return jsonResponse(200, { data: { balance: 0, paymentMode: 'TEST', coinValuePaise: 100 } });
      });
      await renderApp(routes.app.signup);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email', {}, { timeout: 3000 }), email);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      await user.type(await screen.findByLabelText('OTP'), '123456');
      await user.type(screen.getByLabelText('Password'), 'secret-123');
      await user.type(screen.getByLabelText('Your name (optional)'), '  Meena ');
      await user.click(screen.getByLabelText(messages.privacy.signup.agree));
      await user.click(screen.getByRole('button', { name: 'Create Account' }));

      expect(await heading('Find a listener')).toBeInTheDocument();
      expect(currentPath()).toBe(routes.app.home);
      const signup = calls.find((call) => call.url.endsWith(endpoints.auth.signup.path));
      expect(signup?.body).toEqual({ email, role: 'CUSTOMER' });
      const verify = calls.find((call) => call.url.endsWith(endpoints.auth.verifyAccount.path));
      expect(verify?.body).toEqual({
        email,
        otp: '123456',
        password: 'secret-123',
        name: 'Meena',
        consentVersion: PRIVACY_NOTICE_VERSION,
      });
    });
  });
});
