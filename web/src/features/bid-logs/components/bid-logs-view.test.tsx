import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { BidLogResponse } from '@contract/bid-logs';
import { testBidLog } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { bidLogsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const rows = (count: number): BidLogResponse[] =>
  Array.from({ length: count }, (_, index) =>
    testBidLog({ _id: `bid-${index + 1}`, projectId: String(1000 + index + 1), projectTitle: `Project ${index + 1}` }),
  );

// react-hot-toast keeps its toasts in module state: a toast of one test must not pass the next.
afterEach(() => toast.remove());

const cards = () => screen.getByRole('list', { name: 'Bid logs' });
const table = () => screen.getByRole('table', { name: 'Bid logs' });

describe('bid logs', () => {
  it('lists each bid as a card and as a table row, with amount, project id and a View link in a new tab', async () => {
    server.use(
      bidLogsHandler([
        testBidLog({ projectTitle: 'Build a React dashboard', projectId: '1001', bidAmount: 120, currency: 'USD' }),
      ]),
    );
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Build a React dashboard' })).toBeDefined();
    expect(within(cards()).getByText('$120.00')).toBeDefined();
    expect(within(cards()).getByText('Project ID: 1001')).toBeDefined();
    expect(within(table()).getByText('ID: 1001')).toBeDefined();
    const link = within(table()).getByRole('link', { name: /View/ });
    expect(link.getAttribute('href')).toBe('https://www.freelancer.com/projects/1001');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks an hourly bid’s amount as a rate per hour in the cards and the table, and leaves a fixed price as it is', async () => {
    server.use(
      bidLogsHandler([
        testBidLog({ _id: 'hourly', projectTitle: 'Hourly support', bidAmount: 11.5, projectType: 'hourly' }),
        testBidLog({ _id: 'fixed', projectTitle: 'Fixed build', bidAmount: 375, projectType: 'fixed' }),
        testBidLog({ _id: 'old', projectTitle: 'Older bid', bidAmount: 40, projectType: null }),
      ]),
    );
    renderApp({ route: '/bid-logs', user: testUser() });
    await screen.findByRole('heading', { name: 'Hourly support' });
    const card = (title: string) => within(within(cards()).getByRole('heading', { name: title }).closest('li')!);
    const row = (title: string) => within(within(table()).getByText(title).closest('tr')!);
    for (const view of [card, row]) {
      expect(view('Hourly support').getByText('$11.50/hr').getAttribute('aria-hidden')).toBe('true');
      expect(view('Hourly support').getByText('$11.50 per hour').className).toContain('sr-only');
      expect(view('Fixed build').getByText('$375.00')).toBeDefined();
      expect(view('Fixed build').queryByText(/\/hr|per hour/)).toBeNull();
      expect(view('Older bid').getByText('$40.00')).toBeDefined();
      expect(view('Older bid').queryByText(/\/hr|per hour/)).toBeNull();
    }
  });

  it("shows 'No Bid Logs Yet' when there is no bid", async () => {
    server.use(bidLogsHandler([]));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'No Bid Logs Yet' })).toBeDefined();
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
  });

  it("pages with Previous/Next and 'Page X of Y', ten rows a page", async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).search));
    server.use(bidLogsHandler(rows(25)));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(within(cards()).getByRole('heading', { name: 'Project 11' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeDefined();
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(requested.filter((search) => search.startsWith('?page='))).toEqual([
      '?page=1&limit=10',
      '?page=2&limit=10',
      '?page=3&limit=10',
      '?page=2&limit=10',
    ]);
    server.events.removeAllListeners();
  });

  it('opens the page in the address; a page past the end (an old link) shows the last page instead', async () => {
    server.use(bidLogsHandler(rows(25)));
    const { router } = renderApp({ route: '/bid-logs?page=9', user: testUser() });
    expect(await screen.findByText('Page 3 of 3')).toBeDefined();
    expect(screen.queryByText('Page 9 of 3')).toBeNull();
    expect(router.state.location.search).toBe('?page=3');
    expect(within(table()).getByText('Project 21')).toBeDefined();
  });

  it("truncates a failed bid's errorMessage to 60 characters on cards and 80 in the table", async () => {
    const message = 'x'.repeat(100);
    server.use(bidLogsHandler([testBidLog({ status: 'failed', errorMessage: message })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(
      await within(await screen.findByRole('list', { name: 'Bid logs' })).findByText(`${'x'.repeat(60)}...`),
    ).toBeDefined();
    expect(within(table()).getByText(`${'x'.repeat(80)}...`)).toBeDefined();
  });

  it('previews the first 120 characters of the proposal in the table', async () => {
    server.use(bidLogsHandler([testBidLog({ proposal: 'p'.repeat(150) })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await screen.findByText(`${'p'.repeat(120)}...`)).toBeDefined();
  });

  it('shows a held bid as Held in amber, with the guard’s reason under it on cards and in the table', async () => {
    const reason = 'Unfilled placeholder in the proposal: [Client Name].';
    server.use(bidLogsHandler([testBidLog({ status: 'held', errorMessage: reason })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    const cards = await screen.findByRole('list', { name: 'Bid logs' });
    expect((await within(cards).findByText('Held')).className).toContain('bg-amber-50');
    expect(within(cards).getByText(reason).className).toContain('text-amber-900');
    expect(within(table()).getByText('Held').className).toContain('ring-amber-400');
    expect(within(table()).getByText(reason).className).toContain('text-amber-800');
  });

  it('shows a draft declined in review as Declined in grey, never red, with why under it on cards and in the table', async () => {
    const reason = 'You rejected this draft in review: nothing was sent to Freelancer and no bid was spent.';
    server.use(bidLogsHandler([testBidLog({ status: 'declined', errorMessage: reason })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    const cards = await screen.findByRole('list', { name: 'Bid logs' });
    const badges = [await within(cards).findByText('Declined'), within(table()).getByText('Declined')];
    for (const badge of badges) {
      expect(badge.className).toContain('bg-slate-100');
      expect(badge.className).not.toMatch(/red/);
    }
    expect(screen.queryByText('Failed')).toBeNull();
    expect(within(cards).getByText(`${reason.slice(0, 60)}...`).className).toContain('text-slate-700');
    expect(within(table()).getByText(`${reason.slice(0, 80)}...`).className).toContain('text-slate-600');
  });

  it.each([
    ['pending', 'Pending since'],
    ['submitted', 'Submitted on'],
    ['replied', 'Submitted on'],
    ['accepted', 'Submitted on'],
    ['rejected', 'Submitted on'],
    ['failed', 'Tried on'],
    ['held', 'Held on'],
    ['declined', 'Held on'],
  ] as const)(
    "labels a %s bid's date on its card '%s', and keeps the table's Submitted column",
    async (status, label) => {
      server.use(bidLogsHandler([testBidLog({ status, submittedAt: '2026-03-02T09:15:00.000Z' })]));
      renderApp({ route: '/bid-logs', user: testUser() });
      const cards = await screen.findByRole('list', { name: 'Bid logs' });
      const term = within(cards).getByText(/ (on|since)$/);
      expect(term.textContent).toBe(label);
      expect(term.nextElementSibling?.textContent).toMatch(/2026/);
      expect(within(table()).getByRole('columnheader', { name: 'Submitted' })).toBeDefined();
    },
  );

  it('shows no reason under a submitted bid, even one that carries an old message', async () => {
    server.use(bidLogsHandler([testBidLog({ status: 'submitted', errorMessage: 'An earlier attempt failed' })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await within(await screen.findByRole('list', { name: 'Bid logs' })).findByText('Submitted')).toBeDefined();
    expect(screen.queryByText('An earlier attempt failed')).toBeNull();
  });

  it.each([
    ['held', 'bg-amber-50'],
    ['accepted', 'bg-green-100'],
    ['submitted', 'bg-yellow-100'],
    ['failed', 'bg-red-100'],
    ['rejected', 'bg-red-100'],
    ['pending', 'bg-slate-100'],
    ['declined', 'bg-slate-100'],
  ])('colours a %s bid %s', async (status, colour) => {
    server.use(bidLogsHandler([testBidLog({ status: status as BidLogResponse['status'] })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    const label = status.charAt(0).toUpperCase() + status.slice(1);
    const badge = await within(await screen.findByRole('list', { name: 'Bid logs' })).findByText(label);
    expect(badge.className).toContain(colour);
  });

  it('says nothing when the bid log is refused with 403', async () => {
    server.use(http.get(apiUrl('/bidding/logs'), () => errorResponse(403, 'Forbidden', 'FORBIDDEN')));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Bid Logs' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText('Failed to load bid logs')).toBeNull();
  });

  it("shows 'Failed to load bid logs' when the read fails otherwise", async () => {
    server.use(http.get(apiUrl('/bidding/logs'), () => errorResponse(500, 'Boom', 'INTERNAL')));
    renderApp({ route: '/bid-logs', user: testUser() });
    expect(await screen.findByText('Failed to load bid logs')).toBeDefined();
  });
});
