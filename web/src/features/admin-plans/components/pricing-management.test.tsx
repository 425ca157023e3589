import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { testAdminPlans } from '@/testing/admin-dash-data';
import { testAdmin } from '@/testing/data';
import {
  adminPlansHandler,
  createPlanHandler,
  deletePlanHandler,
  updatePlanHandler,
  type Received,
} from '@/testing/msw/admin-dash-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

/** Opens /admin/pricing over the three test plans; counts the list's reads. */
function openPricing() {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/admin/pricing-plans') reads.count += 1;
  });
  server.use(adminPlansHandler());
  return { ...renderApp({ route: '/admin/pricing', user: testAdmin() }), reads };
}

afterEach(() => server.events.removeAllListeners());

const dialog = () => screen.findByRole('dialog');
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;
const toastTexts = () => [...document.querySelectorAll('[aria-live]')].map((element) => element.textContent ?? '');

async function openAddForm(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Plan' }));
  return dialog();
}

describe('pricing management', () => {
  it('counts total, active and popular plans and shows a card per plan, unlimited ones said so', async () => {
    openPricing();
    await screen.findByRole('heading', { name: 'Starter', level: 3 });
    const counter = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect([counter('Total Plans'), counter('Active Plans'), counter('Popular Plans')]).toEqual(['3', '2', '1']);
    const enterprise = screen.getByTestId('plan-enterprise');
    expect(within(enterprise).getAllByText('Unlimited bids')).toHaveLength(2);
    expect(within(enterprise).getByText('Inactive')).toBeDefined();
    expect(within(screen.getByTestId('plan-professional')).getByText('Popular')).toBeDefined();
    expect(within(screen.getByTestId('plan-starter')).getByText('50 bids / month')).toBeDefined();
  });

  it('starts a new plan with empty texts, zero numbers, popular off, active on and order = count + 1', async () => {
    openPricing();
    const form = await openAddForm();
    expect(within(form).getByRole('heading', { name: 'Add New Plan' })).toBeDefined();
    expect(['Name', 'Slug', 'Description', 'Features'].map((label) => input(form, label).value)).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(
      ['Monthly Price (USD)', 'Annual Price (USD)', 'Monthly Bids', 'Annual Bids'].map(
        (label) => input(form, label).value,
      ),
    ).toEqual(['0', '0', '0', '0']);
    expect(input(form, 'Display Order').value).toBe('4');
    expect([
      input(form, 'Popular').checked,
      input(form, 'Active').checked,
      input(form, 'Unlimited bids').checked,
    ]).toEqual([false, true, false]);
    expect(input(form, 'Monthly Price (USD)').getAttribute('step')).toBe('0.01');
    expect(input(form, 'Monthly Price (USD)').getAttribute('min')).toBe('0');
    expect(input(form, 'Monthly Bids').getAttribute('min')).toBe('0');
  });

  it('names every missing required field and a price finer than cents, and sends nothing', async () => {
    openPricing();
    const received: Received = [];
    server.use(createPlanHandler(received));
    const form = await openAddForm();
    await userEvent.clear(input(form, 'Monthly Price (USD)'));
    await userEvent.clear(input(form, 'Monthly Bids'));
    await userEvent.clear(input(form, 'Annual Bids'));
    await userEvent.type(input(form, 'Annual Price (USD)'), '.999');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Plan' }));
    for (const message of [
      'Name is required',
      'Monthly price is required',
      'Monthly bids is required',
      'Annual bids is required',
      'Annual price must be 0 or more, in steps of 0.01',
    ]) {
      expect(await within(form).findByText(message)).toBeDefined();
    }
    await userEvent.clear(input(form, 'Display Order'));
    await userEvent.type(input(form, 'Display Order'), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Plan' }));
    expect(await within(form).findByText('Display order must be a whole number, 0 or more')).toBeDefined();
    expect(received).toEqual([]);
  });

  it('creates a plan with the typed values, closes, says so and reads the list again', async () => {
    const { reads } = openPricing();
    const received: Received = [];
    server.use(createPlanHandler(received));
    const form = await openAddForm();
    await userEvent.type(input(form, 'Name'), 'Agency');
    await userEvent.clear(input(form, 'Monthly Price (USD)'));
    await userEvent.type(input(form, 'Monthly Price (USD)'), '29.99');
    await userEvent.clear(input(form, 'Annual Price (USD)'));
    await userEvent.type(input(form, 'Annual Price (USD)'), '299');
    await userEvent.clear(input(form, 'Monthly Bids'));
    await userEvent.type(input(form, 'Monthly Bids'), '100');
    await userEvent.clear(input(form, 'Annual Bids'));
    await userEvent.type(input(form, 'Annual Bids'), '1200');
    await userEvent.type(input(form, 'Features'), 'Priority support{Enter}{Enter}  Reports  ');
    await userEvent.click(input(form, 'Popular'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toEqual([
      {
        name: 'Agency',
        description: '',
        monthlyPriceUsd: 29.99,
        annualPriceUsd: 299,
        monthlyBids: 100,
        annualBids: 1200,
        order: 4,
        features: ['Priority support', 'Reports'],
        popular: true,
        active: true,
      },
    ]);
    await waitFor(() => expect(toastTexts()).toContain('Plan created successfully'));
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('sends null for both bid counts when Unlimited bids is ticked, hiding their inputs', async () => {
    openPricing();
    const received: Received = [];
    server.use(createPlanHandler(received));
    const form = await openAddForm();
    await userEvent.type(input(form, 'Name'), 'Everything');
    await userEvent.click(input(form, 'Unlimited bids'));
    expect(within(form).queryByLabelText('Monthly Bids')).toBeNull();
    expect(within(form).queryByLabelText('Annual Bids')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ name: 'Everything', monthlyBids: null, annualBids: null });
  });

  it('edits a plan by sending it back whole, as GET gave it, with the changed fields', async () => {
    openPricing();
    const received: Received = [];
    server.use(updatePlanHandler(received));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Enterprise' }));
    const form = await dialog();
    expect(input(form, 'Unlimited bids').checked).toBe(true);
    expect(input(form, 'Active').checked).toBe(false);
    await userEvent.clear(input(form, 'Name'));
    await userEvent.type(input(form, 'Name'), 'Enterprise Plus');
    await userEvent.click(input(form, 'Active'));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Plan' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const enterprise = testAdminPlans()[2];
    expect(received[0]).toEqual({
      id: 'plan-enterprise',
      body: { ...enterprise, name: 'Enterprise Plus', active: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting, and Cancel sends nothing', async () => {
    openPricing();
    const received: string[] = [];
    server.use(deletePlanHandler('deleted', received));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Starter' }));
    const confirm = await dialog();
    expect(within(confirm).getByText(/Are you sure you want to delete the plan "Starter"\?/)).toBeDefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toEqual([]);
  });

  it.each([
    ['deleted', 'Plan "Starter" deleted.'],
    ['deactivated', 'Plan "Starter" deactivated: users or payments still refer to it.'],
  ] as const)('deletes after confirmation and tells the admin the plan was %s', async (outcome, text) => {
    const { reads } = openPricing();
    const received: string[] = [];
    server.use(deletePlanHandler(outcome, received));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Starter' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain(text));
    expect(received).toEqual(['plan-starter']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('keeps the form open, filled and usable after a failed save, without a toast; a refusal of the input is said inline', async () => {
    openPricing();
    server.use(http.post(apiUrl('/admin/pricing-plans'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    const form = await openAddForm();
    await userEvent.type(input(form, 'Name'), 'Broken');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Create Plan' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBe(form);
    expect(input(form, 'Name').value).toBe('Broken');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(toastTexts().join('')).not.toMatch(/error|fail/i);

    server.use(
      http.post(apiUrl('/admin/pricing-plans'), () =>
        errorResponse(409, 'A plan with this slug already exists', 'PLAN_ALREADY_EXISTS'),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Create Plan' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('A plan with this slug already exists');
    expect((within(form).getByRole('button', { name: 'Create Plan' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the confirmation open and usable after a failed delete', async () => {
    openPricing();
    server.use(http.delete(apiUrl('/admin/pricing-plans/:id'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Starter' }));
    const confirm = await dialog();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect((within(confirm).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBe(confirm);
    expect(toastTexts().join('')).toBe('');
  });

  it('ignores a failed load silently: no toast, a retry in place of the list, no Add New Plan', async () => {
    server.use(http.get(apiUrl('/admin/pricing-plans'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    renderApp({ route: '/admin/pricing', user: testAdmin() });
    expect(await screen.findByText('The plans could not be loaded.')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Add New Plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(toastTexts().join('')).toBe('');
  });
});
