import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilitySwitch } from '@/features/sessions/availability-switch';
import { renderListenerScreen } from '@/testing/sessions-test-kit';
import { urlOf } from '@/testing/admin-fixtures';
import { users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';

describe('availability switch', () => {
  it('shows where the listener stands and switches them online', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(200, { data: call.body })
        : jsonResponse(200, { data: { online: false } }),
    );
    renderListenerScreen(<AvailabilitySwitch />, '/dashboard');
    const toggle = await screen.findByRole('switch', { name: 'Offline' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Online' })).toBeChecked());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(urlOf(post).pathname).toBe('/api/v1/listener/availability');
    expect(post.body).toEqual({ online: true });
  });

  it("keeps the state and shows the server's message when switching fails", async () => {
    const user = userEvent.setup();
    mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(403, { message: 'Only approved listeners can go online.', code: 'FORBIDDEN' })
        : jsonResponse(200, { data: { online: true } }),
    );
    renderListenerScreen(<AvailabilitySwitch />, '/dashboard');
    await user.click(await screen.findByRole('switch', { name: 'Online' }));
    expect(await screen.findByText('Only approved listeners can go online.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Online' })).toBeChecked();
  });

  it('is not there for a listener still waiting for approval, nor for an admin', () => {
    const { calls } = mockFetch(() => jsonResponse(200, { data: { online: false } }));
    const { unmount } = renderListenerScreen(<AvailabilitySwitch />, '/dashboard', users.pendingListener);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    unmount();
    renderListenerScreen(<AvailabilitySwitch />, '/dashboard', users.admin);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
