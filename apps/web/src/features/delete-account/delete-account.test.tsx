import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes } from '@app/contract';
import { callsTo, customerApi } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';
import { useAuthStore } from '@/stores/auth-store';

const LOAD = { timeout: 3000 };
const m = messages.erasure;

describe('Delete my account (/app/settings)', () => {
  it('says what is erased and kept, asks for the password, then signs out with a clear confirmation', async () => {
    const { calls } = customerApi({
      'POST /account/delete': () =>
        jsonResponse(200, { message: m.deleted, kept: [m.kept.money, m.kept.coins, m.kept.others] }),
    });
    await renderApp(routes.app.settings);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.open }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: m.dialogTitle });
    for (const text of [m.erased.profile, m.erased.messages, m.kept.money, m.kept.coins, m.kept.others]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(m.passwordLabel), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));

    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    const sent = callsTo(calls, 'POST', '/account/delete');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ password: 'secret123' });
    await waitFor(() => expect(currentPath()).toBe(routes.login));
    expect(await screen.findByText(m.doneBody, undefined, LOAD)).toBeInTheDocument();
  });

  it('a wrong password keeps the dialog open with the server message, and the person signed in', async () => {
    customerApi({
      'POST /account/delete': () => jsonResponse(400, { message: m.passwordWrong, code: 'VALIDATION_ERROR' }),
    });
    await renderApp(routes.app.settings);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.open }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: m.dialogTitle });
    await user.type(within(dialog).getByLabelText(m.passwordLabel), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await within(dialog).findByText(m.passwordWrong)).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('an account with two-step sign-in is asked for its code too, and sends it', async () => {
    let answered = 0;
    const { calls } = customerApi({
      'POST /account/delete': () => {
        answered += 1;
        // The first answer: the account has two-step sign-in and no code came (a stale page).
        if (answered === 1) return jsonResponse(400, { message: m.codeRequired, code: 'VALIDATION_ERROR' });
        return jsonResponse(200, { message: m.deleted, kept: [m.kept.money, m.kept.coins, m.kept.others] });
      },
    });
    await renderApp(routes.app.settings);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.open }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: m.dialogTitle });
    expect(within(dialog).queryByLabelText(m.codeLabel)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.passwordLabel), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await within(dialog).findByText(m.codeRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.codeLabel), ' 123456 ');
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));

    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    const sent = callsTo(calls, 'POST', '/account/delete');
    expect(sent.map((call) => call.body)).toEqual([
      { password: 'secret123' },
      { password: 'secret123', twoFactorCode: '123456' },
    ]);
  });

  it('shows the code field at once when the account is known to have two-step sign-in', async () => {
    customerApi({});
    await renderApp(routes.app.settings);
    useAuthStore.getState().setTwoFactorEnabled(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.open }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: m.dialogTitle });
    expect(within(dialog).getByLabelText(m.codeLabel)).toBeInTheDocument();
    expect(within(dialog).getByText(m.dialogDescriptionWithCode)).toBeInTheDocument();
  });
});
