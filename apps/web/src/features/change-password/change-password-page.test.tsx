import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { API_PREFIX, endpoints, messages, routes } from '@app/contract';
import { MESSAGE_CLEAR_MS } from '@/config/ui';
import { ChangePasswordPage } from '@/features/change-password/change-password-page';
import { createQueryClient } from '@/lib/query-client';
import { makeToken, signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderAt } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

function renderPage({ fakeTimers = false } = {}) {
  renderAt(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordPage />
      <Toaster />
    </QueryClientProvider>,
    { path: routes.changePassword },
  );
  return userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  const newPassword = screen.getByLabelText('New Password');
  const again = screen.getByLabelText('Re-enter New Password');
  await user.clear(newPassword);
  await user.clear(again);
  if (password) await user.type(newPassword, password);
  if (confirmation) await user.type(again, confirmation);
  await user.click(screen.getByRole('button', { name: 'Save Password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('change password', () => {
  it('has the spec header, fields and button', () => {
    signInAs(users.listener);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Re-enter New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled();
  });

  it.each([
    ['one field empty', 'secret-1', '', { password: 'false', confirmation: 'true' }],
    ['different passwords', 'secret-1', 'secret-2', { password: 'false', confirmation: 'true' }],
    ['too short', 'abc', 'abc', { password: 'true', confirmation: 'true' }],
  ])(
    '%s: marks the fields to fix (after the message clears too) and focuses the first; editing clears the mark',
    async (_case, password, confirmation, marks) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      signInAs(users.listener);
      mockFetch(() => jsonResponse(500, {}));
      const user = renderPage({ fakeTimers: true });
      const newPassword = screen.getByLabelText('New Password');
      const again = screen.getByLabelText('Re-enter New Password');
      await submit(user, password, confirmation);
      expect(newPassword).toHaveAttribute('aria-invalid', marks.password);
      expect(again).toHaveAttribute('aria-invalid', marks.confirmation);
      expect(marks.password === 'true' ? newPassword : again).toHaveFocus();
      act(() => {
        vi.advanceTimersByTime(MESSAGE_CLEAR_MS + 100);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(again).toHaveAttribute('aria-invalid', 'true');
      await user.type(again, 'x');
      expect(again).toHaveAttribute('aria-invalid', 'false');
    },
  );

  it.each([
    ['both fields empty', '', '', messages.validation.fillAllFields],
    ['one field empty', 'secret-1', '', messages.validation.fillAllFields],
    ['different passwords', 'secret-1', 'secret-2', messages.validation.passwordsDoNotMatch],
    ['too short', 'abc', 'abc', messages.validation.passwordMin],
  ])('%s: shows the message without calling the server', async (_case, password, confirmation, expected) => {
    signInAs(users.listener);
    const { calls } = mockFetch(() => jsonResponse(500, {}));
    const user = renderPage();
    await submit(user, password, confirmation);
    expect(screen.getByText(expected)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('clears a message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(users.listener);
    const user = renderPage({ fakeTimers: true });
    await submit(user, 'secret-1', 'secret-2');
    expect(screen.getByText(messages.validation.passwordsDoNotMatch)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 100);
    });
    expect(screen.getByText(messages.validation.passwordsDoNotMatch)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(messages.validation.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('on success stores the fresh token, toasts and shows the success alert', async () => {
    signInAs(users.listener);
    const freshToken = makeToken({ ...users.listener, tv: 1 });
    const { calls } = mockFetch(() =>
      jsonResponse(200, { message: messages.auth.passwordChanged, token: freshToken }),
    );
    const user = renderPage();
    await submit(user, 'new-secret', 'new-secret');

    expect(await screen.findByText(messages.client.passwordUpdatedToast)).toBeInTheDocument();
    // The inline success box, beside the toast.
    expect(
      screen.getByText(messages.client.passwordChangedAlert).closest('[data-slot="alert"]'),
    ).not.toBeNull();
    expect(calls[0]).toMatchObject({
      url: `${API_PREFIX}${endpoints.auth.changePassword.path}`,
      method: 'POST',
      body: { password: 'new-secret' },
    });
    expect(calls[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(useAuthStore.getState().accessToken).toBe(freshToken);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('shows the server message when the change is refused', async () => {
    signInAs(users.listener);
    mockFetch(() =>
      jsonResponse(400, {
        message: 'Password must be at most 200 characters long',
        code: 'VALIDATION_ERROR',
      }),
    );
    const user = renderPage();
    await submit(user, 'new-secret', 'new-secret');
    expect(await screen.findByText('Password must be at most 200 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled();
  });

  it("falls back to 'Failed to change password' when the answer has no message", async () => {
    signInAs(users.listener);
    mockFetch(() => new Response('', { status: 500 }));
    const user = renderPage();
    await submit(user, 'new-secret', 'new-secret');
    expect(await screen.findByText(messages.client.changePasswordFailed)).toBeInTheDocument();
  });

  it('a double click on Save Password sends one request; the button waits for the answer', async () => {
    signInAs(users.listener);
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const user = renderPage();
    await user.type(screen.getByLabelText('New Password'), 'secret-22');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'secret-22');
    const save = screen.getByRole('button', { name: 'Save Password' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());

    answer.resolve(
      jsonResponse(200, { message: messages.auth.passwordChanged, token: makeToken(users.listener) }),
    );
    expect(await screen.findByText(messages.client.passwordChangedAlert)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
