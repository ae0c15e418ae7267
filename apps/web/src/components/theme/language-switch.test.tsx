import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonMessages, LOCALE_NAMES, pseudoText } from '@app/contract';
import { LOCALE_STORAGE_KEY } from '@/config/storage';
import { getLocale, LocaleBoundary, setLocale } from '@/lib/locale';
import { renderAt } from '@/testing/render';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';
import { ThemeToggle } from './theme-toggle';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await leavePseudoLocale();
  localStorage.clear();
});

describe('the language switch', () => {
  it('shows the app in Hindi, keeps the choice on this browser and marks the page as Hindi', async () => {
    renderAt(
      <LocaleBoundary>
        <LanguageSwitch />
        <ThemeToggle />
      </LocaleBoundary>,
    );
    expect(screen.getByRole('radiogroup', { name: 'App language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: LOCALE_NAMES.en })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(screen.getByRole('radio', { name: LOCALE_NAMES.hi }));

    await waitFor(() => expect(getLocale()).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(await screen.findByRole('radiogroup', { name: 'ऐप की भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: LOCALE_NAMES.hi })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'डार्क' })).toBeInTheDocument();
  });

  it('moves between languages with the arrow keys, as a radio group does', async () => {
    renderAt(<LanguageSwitch />);
    screen.getByRole('radio', { name: LOCALE_NAMES.en }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(getLocale()).toBe('hi'));
    await setLocale('en');
  });

  it('takes every text from the catalogue (pseudo-locale)', async () => {
    await showPseudoLocale();
    const { container } = renderAt(
      <>
        <LanguageSwitch />
        <ThemeToggle />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: pseudoText('App language') })).toBeInTheDocument();
    expect(commonMessages.language).toBe('⟦Ápp láñgúágé⟧');
    expect(textsOutsideCatalogue(container)).toEqual([]);
  });
});
