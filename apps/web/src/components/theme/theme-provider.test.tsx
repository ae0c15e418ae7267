import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@/config/storage';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { ThemeToggle } from '@/components/theme/theme-toggle';

/** Pretends the operating system prefers dark (or light) colours. */
function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' ? dark : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const html = document.documentElement;
const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );

afterEach(() => html.classList.remove('light', 'dark'));

describe('theme', () => {
  it('defaults to System and follows the operating system', () => {
    preferDark(true);
    renderToggle();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("stores the choice under 'vite-ui-theme' and applies its class", async () => {
    preferDark(false);
    renderToggle();
    expect(html).toHaveClass('light');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('restores a stored choice on the next visit', () => {
    preferDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderToggle();
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(html).toHaveClass('dark');
  });

  it('arrow keys move between the choices, as in any radio group', async () => {
    preferDark(false);
    renderToggle();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
