import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BidDetailResponse } from '@contract/bid-detail';
import { testAdminBid, testUserDetails } from '@/testing/admin-users-data';
import { testBidDetail, testOldBidDetail } from '@/testing/bid-detail-data';
import { testBidLog } from '@/testing/bidding-data';
import { testAdmin, testUser } from '@/testing/data';
import { userBidsHandler, userDetailsHandler } from '@/testing/msw/admin-users-handlers';
import { ownBidDetailHandler, userBidDetailHandler } from '@/testing/msw/bid-detail-handlers';
import { bidLogsHandler, settingsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { formatDateTime } from '@/lib/date-format';
import { REVIEW_HOLD_NOTE as CORE_REVIEW_HOLD_NOTE } from '@core/use-cases/engine/place-bid/hold';
import { REVIEW_HOLD_NOTE } from '@/components/bid-detail/bid-detail-display';

// The owner's view reads the settings to know whether the bid's client is blocked already.
beforeEach(() => server.use(settingsHandler()));
afterEach(() => toast.remove());

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('div[aria-labelledby]') as HTMLElement;

describe('bid detail', () => {
  it('shows the bid whole: project, brief, amount, period, full proposal, why it matched and the history with the full reason', async () => {
    server.use(ownBidDetailHandler([testBidDetail()]));
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });

    expect(await screen.findByRole('heading', { name: 'Build a React dashboard', level: 1 })).toBeDefined();
    const project = section('Project');
    expect(within(project).getByText('Fixed price')).toBeDefined();
    expect(within(project).getByText('$250.00 – $500.00')).toBeDefined();
    // The brief keeps its line breaks and indents.
    expect(
      within(project).getByText(
        (_, node) =>
          node?.textContent === 'We need a sales dashboard.\n\n  - charts\n  - CSV export' && node.tagName === 'P',
      ),
    ).toBeDefined();
    expect(
      within(project).getByRole('link', { name: 'Build a React dashboard (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://www.freelancer.com/projects/1001');

    const yours = section('Your bid');
    expect(within(yours).getByText('$400.00')).toBeDefined();
    expect(within(yours).getByText('7 days')).toBeDefined();
    expect(
      within(yours).getByText((_, node) => node?.tagName === 'P' && node.textContent === testBidDetail().proposal),
    ).toBeDefined();

    const why = section('Why this project');
    expect(within(why).getByText('Search profile').nextSibling?.textContent).toBe('Main profile');
    expect(
      within(within(why).getByRole('list', { name: 'Matched skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React.js', 'Node.js']);
    expect(within(why).getByText('80% of the upper budget $500.00, not below your minimum $30.00.')).toBeDefined();
    expect(within(why).getByRole('heading', { name: 'Fit score when it was queued Fit 78 out of 100' })).toBeDefined();
    expect(
      within(within(why).getByRole('list', { name: 'Fit reasons' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+20 shares 2 of 2 skills', '−12 client payment not verified', '+8 posted 4 minutes ago']);
    expect(within(why).getByText('Adjusted by the language model −9 The brief is mostly Swift. (to 69)')).toBeDefined();

    const history = within(section('History')).getByRole('list', { name: 'Status history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual(['Queued', 'Not placed']);
    expect(
      within(entries[1] as HTMLElement).getByText('Freelancer refused the bid: you have used every bid of this month.'),
    ).toBeDefined();
    expect(entries[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-05T09:58:00.000Z');
    expect(entries[0]?.querySelector('time')?.textContent).toBe(formatDateTime('2026-03-05T09:58:00.000Z'));
  });

  it('says the floor won when the bid is the user’s minimum, and hourly budgets are per hour', async () => {
    server.use(
      ownBidDetailHandler([
        testBidDetail({
          project: { type: 'hourly', budgetMin: 10, budgetMax: null, description: 'Short job', clientId: null },
          match: {
            skills: ['PHP'],
            amountRule: {
              basis: 'upper_budget',
              upperBudget: 10,
              clientMinimum: 10,
              bidPercentage: 50,
              minBidUsd: 30,
              minHourlyRateUsd: null,
              applied: 'your_minimum',
              floorApplied: true,
            },
            fit: null,
          },
        }),
      ]),
    );
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    expect(await screen.findByText('Your minimum $30.00: 50% of the upper budget $10.00 came to less.')).toBeDefined();
    expect(screen.getByText('$10.00 or more per hour')).toBeDefined();
    // Priced by the upper-budget rule, still a rate: Freelancer takes any bid on an hourly project so, as the lists say.
    expect(within(section('Your bid')).getByText(/^\$[\d,.]+ per hour$/)).toBeDefined();
    // A bid queued before fit scores were kept shows none rather than a guess.
    expect(within(section('Why this project')).queryByRole('list', { name: 'Fit reasons' })).toBeNull();
  });

  it('names the search profile a bid came from and the experiment variant that wrote it, and says so when that profile was deleted since', async () => {
    server.use(
      ownBidDetailHandler([
        testBidDetail({
          _id: 'bid-1',
          profile: { id: 'p-laravel', name: 'Laravel APIs' },
          promptVariant: { id: 'v-1', name: 'Short and direct' },
        }),
        testBidDetail({ _id: 'bid-2', profile: { id: 'p-gone', name: null } }),
      ]),
    );
    const { router } = renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    await screen.findByRole('heading', { name: 'Why this project' });
    expect(within(section('Why this project')).getByText('Laravel APIs')).toBeDefined();
    expect(within(section('Why this project')).getByText('Prompt experiment variant "Short and direct"')).toBeDefined();
    await router.navigate('/bid-logs/bid-2');
    await screen.findByText('A profile since deleted');
    expect(screen.queryByText('Written with')).toBeNull();
    expect(within(section('Why this project')).getByText('A profile since deleted')).toBeDefined();
  });

  it('says what a bid logged before they were kept does not have, never guessing it', async () => {
    server.use(ownBidDetailHandler([testOldBidDetail()]));
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    await screen.findByRole('heading', { name: 'Build a React dashboard', level: 1 });
    expect(
      within(section('Project')).getByText(/^Not recorded: this bid was logged before BidPilot kept it/),
    ).toBeDefined();
    expect(within(section('Why this project')).getByText(/^Not recorded/)).toBeDefined();
    expect(within(section('Your bid')).getByText('Not recorded')).toBeDefined();
    expect(within(section('History')).getByText(/Its status now: Submitted, last changed/)).toBeDefined();
  });

  it('copies the full proposal and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    server.use(ownBidDetailHandler([testBidDetail()]));
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Copy proposal' }));
    expect(writeText).toHaveBeenCalledWith(testBidDetail().proposal);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeDefined();
    expect(screen.getByText('Copied to the clipboard')).toBeDefined();
  });

  it('answers an unknown or someone else’s bid with “Bid not found” and a way back', async () => {
    server.use(ownBidDetailHandler([]));
    renderApp({ route: '/bid-logs/not-mine', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Bid not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Bid Logs' }).getAttribute('href')).toBe('/bid-logs');
  });

  it('offers a retry when the bid could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(apiUrl('/bidding/logs/:id'), (): Response =>
        ++calls === 1
          ? errorResponse(500, 'Internal error', 'INTERNAL')
          : HttpResponse.json<BidDetailResponse>({ success: true, bid: testBidDetail() }),
      ),
    );
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    expect(await screen.findByText('Failed to load this bid')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your bid' })).toBeDefined();
  });

  it('opens from a Bid Logs card and goes back to the same page', async () => {
    const user = userEvent.setup();
    server.use(bidLogsHandler([testBidLog()]), ownBidDetailHandler([testBidDetail()]));
    const { router } = renderApp({ route: '/bid-logs', user: testUser() });
    const cards = await screen.findByRole('list', { name: 'Bid logs' });
    expect(
      within(screen.getByRole('table', { name: 'Bid logs' }))
        .getByRole('link', { name: 'Details of the bid on Build a React dashboard' })
        .getAttribute('href'),
    ).toBe('/bid-logs/bid-1');
    await user.click(within(cards).getByRole('link', { name: 'Details of the bid on Build a React dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Your bid' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/bid-logs/bid-1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bid-logs'));
  });

  it('opens for an admin from the user’s details and from all their bids', async () => {
    const user = userEvent.setup();
    const details = testUserDetails({ recentBids: [testAdminBid({ _id: 'bid-1' })] });
    server.use(
      userDetailsHandler(details),
      userBidsHandler([testAdminBid({ _id: 'bid-1' })], [], {
        _id: details.user._id,
        name: details.user.name,
        email: details.user.email,
      }),
      userBidDetailHandler(details.user._id, [testBidDetail()]),
    );
    const { router } = renderApp({ route: `/admin/users/${details.user._id}`, user: testAdmin() });
    const table = await screen.findByRole('table', { name: 'Recent bids' });
    await user.click(within(table).getByRole('link', { name: /^Details of the bid on/ }));
    expect(await screen.findByRole('heading', { name: 'Why this project' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/admin/users/${details.user._id}/bids/bid-1`);

    await router.navigate(`/admin/users/${details.user._id}/bids`);
    const cards = await screen.findByRole('list', { name: 'Bids' });
    expect(
      within(cards)
        .getByRole('link', { name: /^Details of the bid on/ })
        .getAttribute('href'),
    ).toBe(`/admin/users/${details.user._id}/bids/bid-1`);
  });

  it('speaks of the bid in neutral words to an admin, who is not its owner', async () => {
    const held = `${REVIEW_HOLD_NOTE} The fit score 55 is below your review threshold 60.`;
    const bid = testBidDetail({
      status: 'held',
      errorMessage: held,
      history: [
        { kind: 'queued', at: '2026-03-05T09:58:00.000Z', detail: null },
        { kind: 'held', at: '2026-03-05T10:00:00.000Z', detail: held },
        { kind: 'replied', at: '2026-03-05T11:00:00.000Z', detail: null },
      ],
    });
    server.use(userBidDetailHandler('user-7', [bid]));
    renderApp({ route: '/admin/users/user-7/bids/bid-1', user: testAdmin() });
    expect(await screen.findByRole('heading', { name: 'Bid', level: 2 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Your bid' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Brief, as it stood when the bid was placed' })).toBeDefined();
    expect(screen.getByRole('heading', { name: "Skills it shares with the user's settings" })).toBeDefined();
    expect(screen.getByText("80% of the upper budget $500.00, not below the user's minimum $30.00.")).toBeDefined();
    const history = within(section('History')).getByRole('list', { name: 'Status history' });
    expect(
      within(history).getByText('Waiting for review: The fit score 55 is below your review threshold 60.'),
    ).toBeDefined();
    expect(within(history).getByText('The client replied')).toBeDefined();
    expect(screen.queryByText(/Waiting for your review/)).toBeNull();
  });

  it('keeps speaking to the owner on their own bid', async () => {
    const held = `${REVIEW_HOLD_NOTE} The fit score 55 is below your review threshold 60.`;
    server.use(
      ownBidDetailHandler([
        testBidDetail({ status: 'held', history: [{ kind: 'held', at: '2026-03-05T10:00:00.000Z', detail: held }] }),
      ]),
    );
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Your bid', level: 2 })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Brief, as it stood when you bid' })).toBeDefined();
    expect(screen.getByText(held)).toBeDefined();
  });

  it('answers an admin’s unknown bid with “Bid not found” and the way to all the user’s bids', async () => {
    server.use(userBidDetailHandler('user-7', []));
    renderApp({ route: '/admin/users/user-7/bids/not-theirs', user: testAdmin() });
    expect(await screen.findByRole('heading', { name: 'Bid not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to all bids' }).getAttribute('href')).toBe('/admin/users/user-7/bids');
  });
});

describe('the review hold note', () => {
  it('is the words the server logs a held bid with, so an admin’s page can reword it', () => {
    expect(REVIEW_HOLD_NOTE).toBe(CORE_REVIEW_HOLD_NOTE);
  });
});
