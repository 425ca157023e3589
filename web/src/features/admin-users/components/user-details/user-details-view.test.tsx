import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GetUserDetailsResponse } from '@contract/admin-users';
import { testAdminBid, testAdminUser, testPaymentRecord, testUserDetails } from '@/testing/admin-users-data';
import { testAdmin } from '@/testing/data';
import {
  planOptionsHandler,
  setBidsHandler,
  userDetailsHandler,
  usersHandler,
} from '@/testing/msw/admin-users-handlers';
import type { Received } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

async function openDetails(details: GetUserDetailsResponse = testUserDetails()) {
  server.use(userDetailsHandler(details));
  const result = renderApp({ route: '/admin/users/user-7', user: testAdmin() });
  // The first render loads the screen's lazy chunk, which takes a while on a busy machine.
  await screen.findByRole('heading', { name: 'Profile' });
  return result;
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div.rounded-lg') as HTMLElement;
/** The value beside a label of a details list. */
const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const bidsBox = () => screen.getByLabelText('Available bids') as HTMLInputElement;

describe('user details', () => {
  it('shows the pause Freelancer caused, what resumes it, and the kinds skipped for the user', async () => {
    const pause = {
      code: 'TOO_FAST',
      message: 'You appear to be bidding too fast. Please wait a few minutes before bidding again.',
      since: '2026-01-15T12:00:00.000Z',
      until: '2026-01-15T12:15:00.000Z',
      resumesWhen: 'It resumes by itself after a short cool-down, at a slower pace.',
    } as const;
    const details = testUserDetails();
    await openDetails({
      ...details,
      biddingSettings: { ...details.biddingSettings, autobidPause: pause, unbiddableKinds: ['verified_only'] },
    });
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Autobidding is paused for this user')).toBeDefined();
    expect(notice.textContent).toContain('Freelancer says: You appear to be bidding too fast.');
    expect(notice.textContent).toContain('It resumes by itself after a short cool-down, at a slower pace.');
    expect(screen.getByText(/projects for verified freelancers only\. Freelancer refused their bids/)).toBeDefined();
  });

  it('shows no pause notice while the user is not paused', async () => {
    await openDetails();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the profile and the bidding settings', async () => {
    await openDetails(testUserDetails({ user: { subscriptionStatus: 'active', availableBids: 42 } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bob Builder' })).toBeDefined();
    const profile = card('Profile');
    expect(valueOf(profile, 'Name')).toBe('Bob Builder');
    expect(valueOf(profile, 'Email')).toBe('bob@example.com');
    expect(valueOf(profile, 'Role')).toBe('User');
    expect(valueOf(profile, 'Subscription')).toBe('Active');
    expect(valueOf(profile, 'Available bids')).toBe('42');
    expect(valueOf(profile, 'Created')).toBe('Feb 10, 2026');
    const settings = card('Bidding Settings');
    expect(valueOf(settings, 'Time interval')).toBe('Every 10 minutes');
    expect(valueOf(settings, 'Max bids threshold')).toBe('50 bids');
    expect(valueOf(settings, 'Hourly projects')).toBe('No');
    expect(valueOf(settings, 'Minimum bid')).toBe('$30.00');
    expect(
      within(within(settings).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Node.js']);
  });

  it('shows the Freelancer account’s own bids as last read, and Unknown when Freelancer did not say', async () => {
    const checkedAt = new Date(Date.now() - 4 * 60_000).toISOString();
    const { unmount } = await openDetails(
      testUserDetails({ marketplaceAccount: { bidsRemaining: 3, bidLimit: 15, limited: false, checkedAt } }),
    );
    expect(valueOf(card('Profile'), 'Freelancer bids')).toBe('3 of 15 (checked 4 min ago)');
    unmount();
    const limited = await openDetails(
      testUserDetails({ marketplaceAccount: { bidsRemaining: null, bidLimit: null, limited: true, checkedAt } }),
    );
    expect(valueOf(card('Profile'), 'Freelancer bids')).toBe('Limited by Freelancer (checked 4 min ago)');
    limited.unmount();
    await openDetails(testUserDetails());
    expect(valueOf(card('Profile'), 'Freelancer bids')).toBe('Unknown');
  });

  it('shows Unlimited while an unlimited plan is active', async () => {
    await openDetails(
      testUserDetails({
        user: { availableBids: 0, unlimitedBids: true, currentPlan: 'enterprise', planStatus: 'active' },
      }),
    );
    expect(valueOf(card('Profile'), 'Available bids')).toBe('Unlimited');
    expect(within(card('Bid Management')).getByText(/An unlimited plan is active/)).toBeDefined();
  });

  it('sets the available bids and says so', async () => {
    const received: Received = [];
    server.use(setBidsHandler(received));
    await openDetails();
    const typist = userEvent.setup();
    await typist.clear(bidsBox());
    await typist.type(bidsBox(), '75');
    await typist.click(screen.getByRole('button', { name: 'Update Bids' }));
    expect(await screen.findByText('Available bids updated successfully')).toBeDefined();
    expect(received).toEqual([{ availableBids: 75 }]);
    expect(bidsBox().min).toBe('0');
  });

  it("refuses a negative count with 'Bid count cannot be negative' and sends nothing", async () => {
    const received: Received = [];
    server.use(setBidsHandler(received));
    await openDetails();
    const typist = userEvent.setup();
    await typist.clear(bidsBox());
    await typist.type(bidsBox(), '-5');
    await typist.click(screen.getByRole('button', { name: 'Update Bids' }));
    expect(await screen.findByText('Bid count cannot be negative')).toBeDefined();
    expect(bidsBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(bidsBox());
    expect(received).toEqual([]);
  });

  it("refuses a fraction with the server's words, 'Bid count must be a whole number', and sends nothing", async () => {
    const received: Received = [];
    server.use(setBidsHandler(received));
    await openDetails();
    const typist = userEvent.setup();
    await typist.clear(bidsBox());
    await typist.type(bidsBox(), '12.7');
    await typist.click(screen.getByRole('button', { name: 'Update Bids' }));
    expect(await screen.findByText('Bid count must be a whole number')).toBeDefined();
    expect(bidsBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(bidsBox());
    expect(received).toEqual([]);
  });

  it.each([['an exponent, which the number box accepts', '1e3', 1000]])(
    'sends the count the box holds for %s',
    async (_case, typed, sent) => {
      const received: Received = [];
      server.use(setBidsHandler(received));
      await openDetails();
      const typist = userEvent.setup();
      await typist.clear(bidsBox());
      await typist.type(bidsBox(), typed);
      await typist.click(screen.getByRole('button', { name: 'Update Bids' }));
      await screen.findByText('Available bids updated successfully');
      expect(received).toEqual([{ availableBids: sent }]);
    },
  );

  it.each([
    ['an empty box', ''],
    ['text that is no number', 'abc'],
  ])('sends 0 for %s', async (_case, typed) => {
    const received: Received = [];
    server.use(setBidsHandler(received));
    await openDetails();
    const typist = userEvent.setup();
    await typist.clear(bidsBox());
    if (typed !== '') await typist.type(bidsBox(), typed);
    await typist.click(screen.getByRole('button', { name: 'Update Bids' }));
    await screen.findByText('Available bids updated successfully');
    expect(received).toEqual([{ availableBids: 0 }]);
  });

  it.each([
    [
      "the server's message",
      () => errorResponse(400, 'Bid count must be at most 10000000', 'VALIDATION_FAILED'),
      'Bid count must be at most 10000000',
    ],
    [
      "'Failed to update bids' when the server says nothing",
      () => new HttpResponse(null, { status: 500 }),
      'Failed to update bids',
    ],
    ["the error's own message when the request fails", () => HttpResponse.error(), 'Failed to fetch'],
  ])('tells a failed update with %s', async (_case, answer, text) => {
    server.use(http.patch(apiUrl('/admin/users/:userId/bids'), answer));
    await openDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Update Bids' }));
    expect(await screen.findByText(text)).toBeDefined();
  });

  it('lists payments in rand and opens one in a details popup', async () => {
    await openDetails(
      testUserDetails({
        userPayments: [
          testPaymentRecord(),
          testPaymentRecord({
            _id: 'payment-2',
            paymentId: 'BP-1002',
            pfPaymentId: null,
            amount: 185.5,
            status: 'pending',
            paymentMethod: 'card',
            verificationStatus: 'pending',
            bidsAllocated: 0,
          }),
        ],
        paymentStats: {
          totalPayments: 2,
          totalAmount: 351.5,
          completedPayments: 1,
          pendingPayments: 1,
          failedPayments: 0,
          cancelledPayments: 0,
          successRate: 50,
        },
      }),
    );
    const payments = within(screen.getByRole('list', { name: 'Payments' }));
    expect(payments.getAllByRole('listitem')).toHaveLength(2);
    expect(payments.getByText('R 351.50')).toBeDefined();
    expect(payments.getByText('R 185.50')).toBeDefined();
    await userEvent.click(payments.getByRole('button', { name: 'Details of payment BP-1002' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Details' }));
    expect(dialog.getByText('BP-1002')).toBeDefined();
    expect(dialog.getByText('R 185.50')).toBeDefined();
    expect(dialog.getByText('Credit Card')).toBeDefined();
    expect(dialog.getByText('Pending', { selector: 'span.rounded-full' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("reads 'Unlimited' for the bids a completed unlimited plan's payment allocated, not its uncounted 0", async () => {
    await openDetails(
      testUserDetails({
        userPayments: [
          testPaymentRecord({ paymentId: 'BP-ENT', planName: 'Enterprise', bidsAllocated: 0, unlimitedBids: true }),
        ],
      }),
    );
    const payments = within(screen.getByRole('list', { name: 'Payments' }));
    await userEvent.click(payments.getByRole('button', { name: 'Details of payment BP-ENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(valueOf(dialog, 'Bids allocated')).toBe('Unlimited');
  });

  it("lists the recent bids with their currency, an hourly one per hour, and 'View All Bids' leads to the user's bids", async () => {
    server.use(http.get(apiUrl('/admin/users/:userId/bids'), () => errorResponse(500, 'stop here')));
    const { router } = await openDetails(
      testUserDetails({
        recentBids: [
          testAdminBid({ bidAmount: 95.5, currency: 'EUR', status: 'accepted', projectType: 'hourly' }),
          testAdminBid({
            _id: 'bid-2',
            projectTitle: 'Logo',
            bidAmount: 40,
            currency: 'GBP',
            status: 'failed',
            errorMessage: 'Project closed',
          }),
        ],
        stats: { totalBids: 2, submittedBids: 0, acceptedBids: 1, rejectedBids: 0, failedBids: 1 },
      }),
    );
    const table = within(screen.getByRole('table', { name: 'Recent bids' }));
    expect(table.getByText('€95.50/hr')).toBeDefined();
    expect(table.getByText('€95.50 per hour')).toBeDefined();
    expect(table.getByText('£40.00')).toBeDefined();
    expect(table.queryByText('£40.00/hr')).toBeNull();
    expect(table.getByText('Project closed')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'View All Bids' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/user-7/bids'));
  });

  it("shows the server's message when the details cannot be read, else 'Failed to load user details'", async () => {
    server.use(http.get(apiUrl('/admin/users/:userId'), () => errorResponse(404, 'User not found', 'USER_NOT_FOUND')));
    const { unmount } = renderApp({ route: '/admin/users/missing', user: testAdmin() });
    const gone = await screen.findByRole('alert');
    expect(within(gone).getByText('User not found')).toBeDefined();
    // Asking again cannot bring back a user who is not there: the way out is Back to Users.
    expect(within(gone).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toBeDefined();
    unmount();

    server.use(http.get(apiUrl('/admin/users/:userId'), () => new HttpResponse(null, { status: 500 })));
    renderApp({ route: '/admin/users/user-7', user: testAdmin() });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Failed to load user details')).toBeDefined();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('never shows a marketplace token, even if an answer carried one', async () => {
    const leaked = {
      ...testUserDetails(),
      oauthToken: 'secret-oauth-token',
      user: { ...testUserDetails().user, oauthToken: 'secret-oauth-token' },
    };
    server.use(http.get(apiUrl('/admin/users/:userId'), () => HttpResponse.json(leaked)));
    renderApp({ route: '/admin/users/user-7', user: testAdmin() });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(document.body.textContent).not.toContain('secret-oauth-token');
    expect(document.body.innerHTML).not.toContain('secret-oauth-token');
  });

  it('goes back to the list with the search it came from', async () => {
    server.use(usersHandler([testAdminUser()]), planOptionsHandler(), userDetailsHandler(testUserDetails()));
    const { router } = renderApp({ route: '/admin/users?search=bob', user: testAdmin() });
    await userEvent.click(
      within(await screen.findByRole('table', { name: 'Users' })).getByRole('link', { name: 'View Bob Builder' }),
    );
    await screen.findByRole('heading', { name: 'Profile' });
    expect(router.state.location.pathname).toBe('/admin/users/user-7');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(router.state.location.search).toBe('?search=bob');
    expect(((await screen.findByLabelText('Search users')) as HTMLInputElement).value).toBe('bob');
  });
});
