import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserResponse } from '@contract/admin-users';
import { testAdminUser } from '@/testing/admin-users-data';
import { testAdmin } from '@/testing/data';
import {
  changeStatusHandler,
  deleteUserHandler,
  planOptionsHandler,
  usersHandler,
} from '@/testing/msw/admin-users-handlers';
import type { Received } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const admin = testAdmin({ _id: 'admin-1', id: 'admin-1' });
const bob = testAdminUser({ _id: 'user-7', name: 'Bob Builder', email: 'bob@example.com' });
const adminRow = testAdminUser({
  _id: 'admin-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'admin',
  subscriptionStatus: 'active',
});

const many = (count: number): AdminUserResponse[] =>
  Array.from({ length: count }, (_, index) =>
    testAdminUser({ _id: `user-${index + 1}`, name: `Person ${index + 1}`, email: `person${index + 1}@example.com` }),
  );

/** The table (large screens); the cards hold the same controls for small ones. */
const table = () => screen.getByRole('table', { name: 'Users' });
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

async function openUsers(rows: readonly AdminUserResponse[] = [bob, adminRow], route = '/admin/users') {
  server.use(usersHandler(rows), planOptionsHandler());
  const result = renderApp({ route, user: admin });
  // The first render loads the screen's lazy chunk, which takes a while on a busy machine.
  await screen.findByRole('heading', { name: 'User Management' });
  return result;
}

describe('user management', () => {
  it('keeps a deactivated plan selectable for the user on it, marked deactivated', async () => {
    await openUsers([testAdminUser({ subscriptionStatus: 'active', subscriptionPlan: 'legacy-gold' })]);
    await screen.findByRole('table', { name: 'Users' });
    const select = within(row('Bob Builder')).getByLabelText('Plan of Bob Builder') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('legacy-gold'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No Plan', 'Starter', 'Professional', 'legacy-gold (deactivated)']);
  });

  it('lists each user with role, subscription, plan, status and joined date, in a table and in cards', async () => {
    await openUsers([testAdminUser({ subscriptionStatus: 'active', subscriptionPlan: 'professional' }), adminRow]);
    await screen.findByRole('table', { name: 'Users' });
    const bobRow = row('Bob Builder');
    expect(within(bobRow).getByText('bob@example.com')).toBeDefined();
    expect(within(bobRow).getByText('User')).toBeDefined();
    expect((within(bobRow).getByLabelText('Subscription status of Bob Builder') as HTMLSelectElement).value).toBe(
      'active',
    );
    await waitFor(() =>
      expect((within(bobRow).getByLabelText('Plan of Bob Builder') as HTMLSelectElement).value).toBe('professional'),
    );
    const plans = within(within(bobRow).getByLabelText('Plan of Bob Builder'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(plans).toEqual(['No Plan', 'Starter', 'Professional']);
    expect(
      within(bobRow).getByRole('switch', { name: 'Active status of Bob Builder' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(bobRow).getByText('Feb 10, 2026')).toBeDefined();
    expect(within(bobRow).getByRole('link', { name: 'View Bob Builder' }).getAttribute('href')).toBe(
      '/admin/users/user-7',
    );
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Role', 'Subscription', 'Plan', 'Status', 'Joined', 'Actions']);
    const cards = screen.getByRole('list', { name: 'Users' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no Delete for admins, and a Delete for other users', async () => {
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    expect(within(row('Grace Hopper')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row('Bob Builder')).getByRole('button', { name: 'Delete Bob Builder' })).toBeDefined();
  });

  it.each([
    [
      'subscription status',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.selectOptions(
          within(row('Bob Builder')).getByLabelText('Subscription status of Bob Builder'),
          'cancelled',
        ),
      { subscriptionStatus: 'cancelled' },
    ],
    [
      'plan',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.selectOptions(within(row('Bob Builder')).getByLabelText('Plan of Bob Builder'), 'starter'),
      { subscriptionPlan: 'starter' },
    ],
    [
      'active flag',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(within(row('Bob Builder')).getByRole('switch', { name: 'Active status of Bob Builder' })),
      { isActive: false },
    ],
  ] as const)('sends the %s alone and says it was updated', async (_field, change, body) => {
    const received: Received = [];
    server.use(changeStatusHandler(received, [bob]));
    await openUsers();
    await waitFor(() => expect(within(row('Bob Builder')).getAllByRole('option', { name: 'Starter' })).toHaveLength(1));
    await change(userEvent.setup());
    expect(await screen.findByText('User status updated successfully')).toBeDefined();
    expect(received).toEqual([body]);
  });

  it("sends null for 'No Plan'", async () => {
    const received: Received = [];
    const onStarter = testAdminUser({ subscriptionPlan: 'starter' });
    server.use(changeStatusHandler(received, [onStarter]));
    await openUsers([onStarter]);
    await waitFor(() =>
      expect((within(row('Bob Builder')).getByLabelText('Plan of Bob Builder') as HTMLSelectElement).value).toBe(
        'starter',
      ),
    );
    await userEvent.selectOptions(within(row('Bob Builder')).getByLabelText('Plan of Bob Builder'), 'No Plan');
    await screen.findByText('User status updated successfully');
    expect(received).toEqual([{ subscriptionPlan: null }]);
  });

  it('keeps showing what the server has when it refuses a change, and says it failed', async () => {
    server.use(http.patch(apiUrl('/admin/users/:id/status'), () => errorResponse(400, 'Nope', 'VALIDATION_FAILED')));
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.selectOptions(
      within(row('Bob Builder')).getByLabelText('Subscription status of Bob Builder'),
      'active',
    );
    expect(await screen.findByText('Failed to update user status')).toBeDefined();
    expect(
      (within(row('Bob Builder')).getByLabelText('Subscription status of Bob Builder') as HTMLSelectElement).value,
    ).toBe('inactive');
    await userEvent.click(within(row('Bob Builder')).getByRole('switch', { name: 'Active status of Bob Builder' }));
    await waitFor(() => expect(screen.getAllByText('Failed to update user status').length).toBeGreaterThan(0));
    expect(
      within(row('Bob Builder'))
        .getByRole('switch', { name: 'Active status of Bob Builder' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('says why when the server refuses to disable the last enabled admin, and keeps them shown as active', async () => {
    const other = testAdminUser({ _id: 'admin-2', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
    const message =
      'The last active admin cannot be disabled, demoted or deleted. Enable or create another admin first.';
    server.use(http.patch(apiUrl('/admin/users/:id/status'), () => errorResponse(409, message, 'LAST_ADMIN')));
    await openUsers([bob, adminRow, other]);
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('Ada Admin')).getByRole('switch', { name: 'Active status of Ada Admin' }));

    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(
      within(row('Ada Admin')).getByRole('switch', { name: 'Active status of Ada Admin' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('does not let an admin disable their own account', async () => {
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    expect(
      (within(row('Grace Hopper')).getByRole('switch', { name: 'Active status of Grace Hopper' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('asks before deleting, with the name in the question, then deletes and says so', async () => {
    const deleted: string[] = [];
    server.use(deleteUserHandler(deleted));
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('Bob Builder')).getByRole('button', { name: 'Delete Bob Builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText('Are you sure you want to delete user "Bob Builder"? This action cannot be undone.'),
    ).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await userEvent.click(within(row('Bob Builder')).getByRole('button', { name: 'Delete Bob Builder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeDefined();
    expect(deleted).toEqual(['user-7']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why when the server keeps a user for their payments, and keeps the row', async () => {
    const message =
      'This user has payments on record (1 completed), so they cannot be deleted: disable the account instead, which keeps their payments and stops their sign-ins and bids.';
    server.use(http.delete(apiUrl('/admin/users/:id'), () => errorResponse(409, message, 'USER_HAS_PAYMENTS')));
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('Bob Builder')).getByRole('button', { name: 'Delete Bob Builder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.queryByText('Failed to delete user')).toBeNull();
    expect(row('Bob Builder')).toBeDefined();
  });

  it('gives focus back to the Delete button when the question is closed with Escape', async () => {
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    const deleteButton = within(row('Bob Builder')).getByRole('button', { name: 'Delete Bob Builder' });
    const typist = userEvent.setup();
    await typist.click(deleteButton);
    await screen.findByRole('dialog', { name: 'Delete User' });
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(deleteButton));
  });

  it("says 'Failed to delete user' when the server refuses", async () => {
    server.use(
      http.delete(apiUrl('/admin/users/:id'), () => errorResponse(403, 'Admin users cannot be deleted', 'FORBIDDEN')),
    );
    await openUsers();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(within(row('Bob Builder')).getByRole('button', { name: 'Delete Bob Builder' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeDefined();
  });

  it('shows no pagination for one page, and Previous/Next over ten a page otherwise', async () => {
    const { unmount } = await openUsers(many(10));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('navigation', { name: 'User pages' })).toBeNull();
    unmount();

    const { router } = await openUsers(many(23));
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(within(table()).getByRole('rowheader', { name: /Person 11/ })).toBeDefined();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('searches by name or email after typing settles, back on page 1, and keeps the search in the address', async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/users') searches.push(url.search);
    });
    const { router } = await openUsers([...many(12), bob], '/admin/users?page=2');
    await screen.findByText('Page 2 of 2');
    // Only the debounce's timer is faked, and only while typing: the rest of the app keeps real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'b' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'bob@' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(router.state.location.search).toBe('?page=2');
      await act(() => vi.advanceTimersByTimeAsync(1));
      // What the search set off (the query's own batching timers) runs before real time returns.
      await act(() => vi.runOnlyPendingTimersAsync());
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.search).toBe('?search=bob%40'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByRole('rowheader', { name: /Bob Builder/ })).toBeDefined();
    expect(searches).toEqual(['?page=2&limit=10', '?page=1&limit=10&search=bob%40']);
    server.events.removeAllListeners();
  });

  it("shows 'No Users Found' with one text for a search and another without", async () => {
    const { unmount } = await openUsers([], '/admin/users?search=nobody');
    expect(await screen.findByRole('heading', { name: 'No Users Found' })).toBeDefined();
    expect(screen.getByText('No users match "nobody". Try another name or email address.')).toBeDefined();
    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('nobody');
    unmount();

    await openUsers([]);
    expect(await screen.findByRole('heading', { name: 'No Users Found' })).toBeDefined();
    expect(screen.getByText('No users have signed up yet.')).toBeDefined();
  });

  it("says 'Failed to load users' when the list cannot be read", async () => {
    server.use(
      planOptionsHandler(),
      http.get(apiUrl('/admin/users'), () => errorResponse(500, 'Internal error', 'INTERNAL')),
    );
    renderApp({ route: '/admin/users', user: admin });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getAllByText('Failed to load users').length).toBeGreaterThanOrEqual(2);
  });
});
