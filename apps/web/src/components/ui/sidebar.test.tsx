import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_BREAKPOINT_PX } from '@/config/ui';
import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from '@/config/storage';
import {
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
} from '@/components/ui/sidebar';

function setViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    // The only width query is the narrow-screen one: "(max-width: 767px)".
    matches: query === `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)` ? width < MOBILE_BREAKPOINT_PX : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderShell() {
  render(
    <SidebarProvider>
      <Sidebar>
        <SidebarContent>
          <a href="/dashboard/users">Users</a>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>,
  );
}

const sidebarState = () =>
  document.querySelector('[data-slot="sidebar"][data-state]')?.getAttribute('data-state');
const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith('sidebar_state='))
    ?.split('=')[1];

describe('sidebar', () => {
  it('Ctrl+b collapses and expands it, and saves the state in the sidebar_state cookie', async () => {
    setViewport(1280);
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderShell();
    expect(sidebarState()).toBe('expanded');
    const user = userEvent.setup();

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebarState()).toBe('collapsed');
    expect(cookieValue()).toBe('false');
    expect(cookieWrites).toHaveBeenLastCalledWith(
      `sidebar_state=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    );

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebarState()).toBe('expanded');
    expect(cookieValue()).toBe('true');
  });

  it('starts collapsed when the cookie says so', () => {
    setViewport(1280);
    document.cookie = 'sidebar_state=false; path=/';
    renderShell();
    expect(sidebarState()).toBe('collapsed');
  });

  it('the trigger toggles it too', async () => {
    setViewport(1280);
    renderShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebarState()).toBe('collapsed');
  });

  it('below 768 px it is a drawer with its own open state that leaves the cookie alone', async () => {
    setViewport(375);
    renderShell();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    const user = userEvent.setup();

    await user.keyboard('{Control>}b{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(cookieValue()).toBeUndefined();
  });
});
