import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBidResponse } from '@contract/admin-users';
import { testAdminBid, testUserDetails } from '@/testing/admin-users-data';
import { testAdmin } from '@/testing/data';
import { userBidsHandler, userDetailsHandler } from '@/testing/msw/admin-users-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const many = (count: number): AdminBidResponse[] =>
  Array.from({ length: count }, (_, index) =>
    testAdminBid({ _id: `bid-${index + 1}`, projectId: String(2000 + index), projectTitle: `Project ${index + 1}` }),
  );

/** Each query string the screen sent, as an object. */
const sent = (queries: URLSearchParams[]) => queries.map((query) => Object.fromEntries(query.entries()));

async function openBids(rows: readonly AdminBidResponse[] = [testAdminBid()], route = '/admin/users/user-7/bids') {
  const queries: URLSearchParams[] = [];
  server.use(userBidsHandler(rows, queries));
  const result = renderApp({ route, user: testAdmin() });
  // The first render loads the screen's lazy chunk, which takes a while on a busy machine.
  await screen.findByRole('heading', { name: 'All Bids' });
  await screen.findByText(/Every bid placed for Bob Builder/);
  return { ...result, queries };
}

const table = () => screen.getByRole('table', { name: 'Bids' });

describe("a user's bids", () => {
  it('asks for the newest twenty without a status, and names the user', async () => {
    const { queries } = await openBids();
    expect(screen.getByText('Every bid placed for Bob Builder (bob@example.com).')).toBeDefined();
    expect(sent(queries)).toEqual([{ page: '1', limit: '20', sortBy: 'submittedAt', sortOrder: 'desc' }]);
  });

  it.each([
    ['Newest first', { sortBy: 'submittedAt', sortOrder: 'desc' }],
    ['Oldest first', { sortBy: 'submittedAt', sortOrder: 'asc' }],
    ['Highest bid', { sortBy: 'bidAmount', sortOrder: 'desc' }],
    ['Lowest bid', { sortBy: 'bidAmount', sortOrder: 'asc' }],
  ])("sorts by '%s'", async (label, sort) => {
    const { queries, router } = await openBids(many(1), '/admin/users/user-7/bids?sort=oldest&page=2');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), label);
    await waitFor(() => expect(sent(queries).at(-1)).toEqual({ page: '1', limit: '20', ...sort }));
    expect(router.state.location.search).not.toContain('page=');
  });

  it("filters by status, sending none for 'All statuses'", async () => {
    const { queries } = await openBids();
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Submitted', 'Replied', 'Accepted', 'Rejected', 'Failed', 'Held', 'Declined']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Accepted');
    await waitFor(() => expect(sent(queries).at(-1)).toMatchObject({ status: 'accepted' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(sent(queries)).toHaveLength(3));
    expect(sent(queries).at(-1)).not.toHaveProperty('status');
  });

  it('filters held bids (kept back by the proposal guard), also from the address', async () => {
    const { queries } = await openBids(
      [testAdminBid({ status: 'held', projectTitle: 'Kept back' })],
      '/admin/users/user-7/bids?status=held',
    );
    await waitFor(() => expect(sent(queries).at(-1)).toMatchObject({ status: 'held' }));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('held');
    expect(within(await screen.findByRole('table', { name: 'Bids' })).getByText('Held')).toBeDefined();
  });

  it('searches once typing settles', async () => {
    const { queries } = await openBids();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByLabelText('Search bids'), { target: { value: 'react' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      await act(() => vi.runOnlyPendingTimersAsync());
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() =>
      expect(sent(queries).at(-1)).toEqual({
        page: '1',
        limit: '20',
        search: 'react',
        sortBy: 'submittedAt',
        sortOrder: 'desc',
      }),
    );
  });

  it('shows amounts with $, € and £, and any other currency by its code', async () => {
    await openBids([
      testAdminBid({ _id: 'usd', bidAmount: 120, currency: 'USD' }),
      testAdminBid({ _id: 'eur', bidAmount: 95.5, currency: 'EUR' }),
      testAdminBid({ _id: 'gbp', bidAmount: 1250, currency: 'GBP' }),
      testAdminBid({ _id: 'inr', bidAmount: 4000, currency: 'INR' }),
    ]);
    const amounts = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(amounts).toEqual(['$120.00', '€95.50', '£1,250.00', 'INR 4,000.00']);
  });

  it('marks an hourly bid’s amount as a rate per hour, in words for a screen reader, and leaves a fixed price as it is', async () => {
    await openBids([
      testAdminBid({ _id: 'hourly', projectTitle: 'Hourly support', bidAmount: 11.5, projectType: 'hourly' }),
      testAdminBid({ _id: 'fixed', projectTitle: 'Fixed build', bidAmount: 375, projectType: 'fixed' }),
      testAdminBid({ _id: 'old', projectTitle: 'Older bid', bidAmount: 40, projectType: null }),
    ]);
    const cells = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]);
    expect(cells.map((cell) => cell?.querySelector('[aria-hidden="true"]')?.textContent ?? cell?.textContent)).toEqual([
      '$11.50/hr',
      '$375.00',
      '$40.00',
    ]);
    expect(within(cells[0]!).getByText('$11.50 per hour').className).toContain('sr-only');
    const card = (title: string) =>
      within(
        within(screen.getByRole('list', { name: 'Bids' }))
          .getByText(title)
          .closest('li')!,
      );
    expect(card('Hourly support').getByText('$11.50/hr')).toBeDefined();
    expect(card('Hourly support').getByText('$11.50 per hour')).toBeDefined();
    expect(card('Fixed build').queryByText(/\/hr|per hour/)).toBeNull();
    expect(card('Older bid').queryByText(/\/hr|per hour/)).toBeNull();
  });

  it('filters drafts declined in review, shown grey with why, apart from failed bids', async () => {
    const reason = 'This draft expired before it was reviewed: nothing was sent to Freelancer and no bid was spent.';
    const { queries } = await openBids(
      [testAdminBid({ status: 'declined', projectTitle: 'Let expire', errorMessage: reason })],
      '/admin/users/user-7/bids?status=declined',
    );
    await waitFor(() => expect(sent(queries).at(-1)).toMatchObject({ status: 'declined' }));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('declined');
    const rows = within(await screen.findByRole('table', { name: 'Bids' }));
    expect(rows.getByText('Declined', { selector: 'span.rounded-full' }).className).toContain('bg-slate-100');
    expect(rows.getByText(reason).className).toContain('text-slate-600');
    expect(within(screen.getByRole('list', { name: 'Bids' })).getByText(reason).className).toContain('bg-slate-50');
  });

  it("colours statuses and opens 'View Project' in a new tab", async () => {
    await openBids([
      testAdminBid({ _id: 'a', status: 'accepted', projectTitle: 'Won' }),
      testAdminBid({ _id: 's', status: 'submitted', projectTitle: 'Waiting' }),
      testAdminBid({ _id: 'r', status: 'rejected', projectTitle: 'Lost' }),
      testAdminBid({ _id: 'f', status: 'failed', projectTitle: 'Broken' }),
      testAdminBid({ _id: 'p', status: 'pending', projectTitle: 'Queued' }),
    ]);
    const badge = (text: string) => within(table()).getByText(text, { selector: 'span.rounded-full' }).className;
    expect(badge('Accepted')).toContain('bg-green-100');
    expect(badge('Submitted')).toContain('bg-yellow-100');
    expect(badge('Rejected')).toContain('bg-red-100');
    expect(badge('Failed')).toContain('bg-red-100');
    expect(badge('Pending')).toContain('bg-slate-100');
    const link = within(table()).getByRole('link', { name: /View Project Won/ });
    expect(link.getAttribute('href')).toBe('https://www.freelancer.com/projects/1001');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('pages twenty at a time, and shows no pagination for one page', async () => {
    const { queries, unmount } = await openBids(many(20));
    expect(screen.queryByRole('navigation', { name: 'Bid pages' })).toBeNull();
    unmount();

    const second = await openBids(many(45));
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(sent(second.queries).at(-1)).toMatchObject({ page: '2', limit: '20' });
    void queries;
  });

  it("shows 'No Bids Found', with its own text when filtered", async () => {
    await openBids([], '/admin/users/user-7/bids?status=failed');
    expect(await screen.findByRole('heading', { name: 'No Bids Found' })).toBeDefined();
    expect(screen.getByText('No bids match this search and status. Try another search or status.')).toBeDefined();
  });

  it("shows the server's message on a failed read, else 'Failed to load bids'", async () => {
    server.use(
      http.get(apiUrl('/admin/users/:userId/bids'), () => errorResponse(404, 'User not found', 'USER_NOT_FOUND')),
    );
    const { unmount } = renderApp({ route: '/admin/users/nobody/bids', user: testAdmin() });
    const gone = await screen.findByRole('alert');
    expect(within(gone).getByText('User not found')).toBeDefined();
    expect(within(gone).queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();

    server.use(http.get(apiUrl('/admin/users/:userId/bids'), () => new HttpResponse('oops', { status: 502 })));
    renderApp({ route: '/admin/users/user-7/bids', user: testAdmin() });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Failed to load bids')).toBeDefined();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('goes Back to the details from a page opened directly, even after a filter changed its address', async () => {
    server.use(userDetailsHandler(testUserDetails()));
    const { router } = await openBids();
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-7'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('goes Back to the page it came from, or to the details when opened directly', async () => {
    server.use(userDetailsHandler(testUserDetails()));
    const { router } = await openBids();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-7'));
    await userEvent.click(await screen.findByRole('link', { name: 'View All Bids' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-7/bids'));
    // Filters change the address without adding steps for Back to walk through.
    await userEvent.selectOptions(await screen.findByLabelText('Sort by'), 'Highest bid');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=highest'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-7'));
    expect(router.state.historyAction).toBe('POP');
  });
});
