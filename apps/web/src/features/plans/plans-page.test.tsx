import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, type Plan } from '@app/contract';
import { PlansPage } from '@/features/plans/plans-page';
import { renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

const starter: Plan = {
  id: 'aaaaaaaa-1111-4111-8111-111111111111',
  name: 'Starter',
  description: 'Enough for a first chat',
  pricePaise: 9900,
  coins: 100,
  bonusCoins: 0,
  nameHi: '',
  descriptionHi: '',
  createdAt: '2025-03-01T10:00:00.000Z',
};
const value: Plan = {
  id: 'bbbbbbbb-2222-4222-8222-222222222222',
  name: 'Value pack',
  description: 'Most popular',
  pricePaise: 149_950,
  coins: 1500,
  bonusCoins: 250,
  nameHi: '',
  descriptionHi: '',
  createdAt: '2025-03-02T10:00:00.000Z',
};

type Handlers = Partial<
  Record<'list' | 'create' | 'update' | 'remove', (call: FetchCall) => Response | Promise<Response>>
>;

function serve(handlers: Handlers = {}, plans: Plan[] = [starter, value]) {
  return mockFetch((call) => {
    const path = urlOf(call).pathname;
    if (path === '/api/v1/admin/plans' && call.method === 'GET')
      return handlers.list?.(call) ?? jsonResponse(200, { data: plans });
    if (path === '/api/v1/admin/plans' && call.method === 'POST')
      return (
        handlers.create?.(call) ??
        jsonResponse(200, { data: { ...starter, ...(call.body as object), id: 'new' } })
      );
    if (path.startsWith('/api/v1/admin/plans/') && call.method === 'PUT')
      return handlers.update?.(call) ?? jsonResponse(200, { data: { ...value, ...(call.body as object) } });
    if (path.startsWith('/api/v1/admin/plans/') && call.method === 'DELETE')
      return handlers.remove?.(call) ?? jsonResponse(200, { message: messages.plans.deleted });
    return jsonResponse(404, { message: 'not found' });
  });
}

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

describe('admin plans', () => {
  it('shows the title, a spinner while loading, then price in rupees and the bonus with a plus', async () => {
    const answer = deferred<Response>();
    serve({ list: () => answer.promise });
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    expect(screen.getByRole('heading', { name: 'Plans Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage subscription plans and pricing')).toBeInTheDocument();
    expect(screen.getByText('Loading plans...')).toHaveAttribute('role', 'status');
    answer.resolve(jsonResponse(200, { data: [starter, value] }));

    const table = await screen.findByRole('table', { name: 'Plans' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Description', 'Price', 'Coins', 'Bonus Coins', 'Actions']);
    const row = within(table).getByText('Value pack').closest('tr')!;
    expect(within(row).getByText('₹1,499.50')).toBeInTheDocument();
    expect(within(row).getByText('1,500')).toBeInTheDocument();
    const bonus = within(row).getByText('+250');
    expect(bonus).toHaveClass('text-success');
    expect(within(table).getByText('₹99.00')).toBeInTheDocument();
  });

  it("says 'No plans found.' when there are none", async () => {
    serve({}, []);
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    expect(await screen.findByText('No plans found.')).toBeInTheDocument();
  });

  it('creates a plan: the price is sent in paise, the list is asked again', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    await screen.findByText('Value pack');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Plan' });
    expect(within(dialog).getByText('Add a new subscription plan')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Plan Name'), 'Weekend');
    await user.type(within(dialog).getByLabelText('Description'), 'Two long talks{Enter}and a short one');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '199.90');
    await user.type(within(dialog).getByLabelText('Coins'), '200');
    await user.clear(within(dialog).getByLabelText('Bonus Coins'));
    await user.type(within(dialog).getByLabelText('Bonus Coins'), '20');
    // Its name in Hindi; the Hindi description left empty (customers reading Hindi see the English).
    await user.type(within(dialog).getByLabelText('Plan Name in Hindi'), 'सप्ताहांत');
    const listsBefore = calls.filter((call) => call.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Weekend',
      description: 'Two long talks\nand a short one',
      pricePaise: 19990,
      coins: 200,
      bonusCoins: 20,
      nameHi: 'सप्ताहांत',
      descriptionHi: '',
    });
    expect(await screen.findByText(messages.plans.created)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(listsBefore),
    );
  });

  it("refuses a third decimal and empty fields with the contract's messages, and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    await screen.findByText('Value pack');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(within(dialog).getByText(messages.plans.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.plans.priceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.plans.coinsRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Plan Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Plan Name'), 'Odd');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '9.999');
    await user.type(within(dialog).getByLabelText('Coins'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(within(dialog).getByText(messages.plans.priceWholePaise)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.plans.coinsMin)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('edits a plan with its values filled in, and shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    const { calls } = serve({
      update: () => jsonResponse(409, { message: 'A plan with this name exists', code: 'CONFLICT' }),
    });
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    await screen.findByText('Value pack');
    await user.click(screen.getByRole('button', { name: 'Edit Value pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Plan' });
    expect(within(dialog).getByText('Update the plan details below')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue(1499.5);
    expect(within(dialog).getByLabelText('Bonus Coins')).toHaveValue(250);
    await user.clear(within(dialog).getByLabelText('Coins'));
    await user.type(within(dialog).getByLabelText('Coins'), '1600');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('A plan with this name exists')).toBeInTheDocument();
    const put = writes(calls)[0]!;
    expect(put.method).toBe('PUT');
    expect(urlOf(put).pathname).toBe(`/api/v1/admin/plans/${value.id}`);
    expect(put.body).toMatchObject({ pricePaise: 149_950, coins: 1600, bonusCoins: 250 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("deletes only after 'Are you sure?' is confirmed", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderAdminScreen(<PlansPage />, routes.admin.plans);
    await screen.findByText('Starter');
    await user.click(screen.getByRole('button', { name: 'Delete Starter' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('This will permanently delete the plan');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Starter' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(calls).map((call) => [call.method, urlOf(call).pathname])).toEqual([
      ['DELETE', `/api/v1/admin/plans/${starter.id}`],
    ]);
    expect(await screen.findByText(messages.plans.deleted)).toBeInTheDocument();
  });
});
