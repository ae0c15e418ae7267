import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, type Helpline } from '@app/contract';
import { ModerationPage } from '@/features/moderation/moderation-page';
import { callsTo, casesPage, moderationApi } from '@/testing/moderation-fixtures';
import { renderAdminScreen } from '@/testing/admin-fixtures';
import { jsonResponse } from '@/testing/fetch';

const s = messages.safety;
const saved: Helpline[] = [
  {
    name: 'Tele-MANAS',
    phone: '14416',
    description: 'Free, 24x7, many Indian languages',
    nameHi: 'टेली-मानस',
    descriptionHi: '',
  },
  { name: 'Emergency', phone: '112', description: '', nameHi: '', descriptionHi: '' },
];

function api(put: () => Response = () => jsonResponse(200, { data: saved })) {
  return moderationApi({
    'GET /admin/moderation/cases': () => casesPage([]),
    'GET /helplines': () => jsonResponse(200, { data: saved }),
    'PUT /admin/helplines': put,
  });
}

async function openEditor() {
  const user = userEvent.setup();
  renderAdminScreen(<ModerationPage />, routes.admin.moderation);
  await user.click(await screen.findByRole('button', { name: 'Helplines' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crisis helplines' });
  await within(dialog).findAllByLabelText('Name');
  return { user, dialog };
}

const rowsOf = (dialog: HTMLElement) => within(dialog).getAllByRole('listitem');

describe('helplines editor', () => {
  it('adds, reorders and removes rows, then saves the list in its order', async () => {
    const { calls } = api();
    const { user, dialog } = await openEditor();
    expect(
      within(dialog)
        .getAllByLabelText('Name')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Tele-MANAS', 'Emergency']);

    await user.click(within(dialog).getByRole('button', { name: 'Add helpline' }));
    const added = rowsOf(dialog)[2]!;
    await user.type(within(added).getByLabelText('Name'), 'Vandrevala Foundation');
    await user.type(within(added).getByLabelText('Phone'), '+91 9999 666 555');
    await user.click(within(dialog).getByRole('button', { name: 'Move Vandrevala Foundation up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Emergency' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save helplines' }));

    await waitFor(() => expect(callsTo(calls, 'PUT', '/admin/helplines')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/admin/helplines')[0]!.body).toEqual({
      helplines: [
        saved[0],
        {
          name: 'Vandrevala Foundation',
          phone: '+91 9999 666 555',
          description: '',
          nameHi: '',
          descriptionHi: '',
        },
      ],
    });
    expect(await screen.findByText('Helplines saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the schema's errors by field and sends nothing", async () => {
    const { calls } = api();
    const { user, dialog } = await openEditor();
    const [first, second] = rowsOf(dialog);
    await user.clear(within(first!).getByLabelText('Name'));
    await user.clear(within(second!).getByLabelText('Phone'));
    await user.type(within(second!).getByLabelText('Phone'), 'call 112');
    await user.click(within(dialog).getByRole('button', { name: 'Save helplines' }));

    expect(within(first!).getByLabelText('Name')).toHaveAccessibleDescription(s.helplineNameRequired);
    expect(within(second!).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(second!).getByText('A phone number has digits, spaces and + - ( ) only'),
    ).toBeInTheDocument();
    expect(within(second!).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');

    // An emptied list is refused as a whole.
    await user.click(within(dialog).getAllByRole('button', { name: /^Remove/ })[0]!);
    await user.click(within(dialog).getByRole('button', { name: /^Remove/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save helplines' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(s.helplinesRequired);
    expect(callsTo(calls, 'PUT', '/admin/helplines')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog", async () => {
    api(() => jsonResponse(400, { message: s.helplinesTooMany, code: 'VALIDATION_ERROR' }));
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Save helplines' }));
    expect(await within(dialog).findByText(s.helplinesTooMany)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crisis helplines' })).toBeInTheDocument();
  });
});
