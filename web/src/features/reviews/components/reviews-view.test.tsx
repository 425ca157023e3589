import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewResponse } from '@contract/reviews';
import { testUser } from '@/testing/data';
import { aReview, reviewLinkHandlers, reviewsHandlers } from '@/testing/msw/reviews-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { ReviewCard } from './review-card';
import { expiryText } from './review-display';

afterEach(() => toast.remove());

const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;

describe('Review screen', () => {
  it('shows the empty state when nothing waits, and no badge in the navigation', async () => {
    server.use(...reviewsHandlers([]));
    renderApp({ route: '/review', user: testUser() });
    expect(await screen.findByText('Nothing to review')).toBeDefined();
    const [nav] = screen.getAllByRole('navigation', { name: 'Account' });
    expect(within(nav!).getByRole('link', { name: 'Review' })).toBeDefined();
  });

  it('shows each draft with its project, client, fit, why it was held, terms and expiry, and counts it in the navigation', async () => {
    server.use(
      ...reviewsHandlers([
        aReview(),
        aReview({
          id: 'r2',
          project: { ...aReview().project, id: '4022', title: 'Shopify fixes' },
          fitScore: null,
          holdReasons: [{ code: 'REVIEW_ALL', message: 'You review every bid before it is placed.' }],
        }),
      ]),
    );
    renderApp({ route: '/review', user: testUser() });
    const first = await card('Build a React dashboard');
    expect(within(first).getByText('#77, DE')).toBeDefined();
    expect(within(first).getByText('42 / 100')).toBeDefined();
    expect(within(first).getByText('Fit score 42 is below your threshold of 50.')).toBeDefined();
    expect(within(first).getByText('Expires in 50 minutes')).toBeDefined();
    expect((within(first).getByLabelText('Proposal') as HTMLTextAreaElement).value).toContain('React dashboards');
    expect((within(first).getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('375');
    expect((within(first).getByLabelText('Delivery (days)') as HTMLInputElement).value).toBe('14');
    expect(within(await card('Shopify fixes')).getByText('not scored')).toBeDefined();
    const [nav] = screen.getAllByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(within(nav!).getByRole('link', { name: /Review\s*2 waiting/ })).toBeDefined());
    // One page: nothing to turn.
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('approves as drafted with no edits, removes the draft at once and says so', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(...reviewsHandlers([aReview()], calls));
    renderApp({ route: '/review', user: testUser() });
    await userEvent
      .setup()
      .click(within(await card('Build a React dashboard')).getByRole('button', { name: 'Approve and bid' }));
    expect(await screen.findByText('Approved: the bid is on its way.')).toBeDefined();
    expect(calls).toEqual([{ path: '/api/reviews/r1/approve', body: {} }]);
    expect(await screen.findByText('Nothing to review')).toBeDefined();
  });

  it('sends only the edited proposal, amount and period', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(...reviewsHandlers([aReview()], calls));
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    const draft = await card('Build a React dashboard');
    const proposal = within(draft).getByLabelText('Proposal');
    await user.clear(proposal);
    await user.type(proposal, 'A new proposal that is long enough to pass the guard.');
    await user.clear(within(draft).getByLabelText('Amount (EUR)'));
    await user.type(within(draft).getByLabelText('Amount (EUR)'), '400.5');
    await user.clear(within(draft).getByLabelText('Delivery (days)'));
    await user.type(within(draft).getByLabelText('Delivery (days)'), '7');
    await user.click(within(draft).getByRole('button', { name: 'Approve and bid' }));
    await screen.findByText('Approved: the bid is on its way.');
    expect(calls[0]).toEqual({
      path: '/api/reviews/r1/approve',
      body: { proposal: 'A new proposal that is long enough to pass the guard.', amount: 400.5, period: 7 },
    });
  });

  it('refuses a short proposal or a bad period on the screen, sending nothing', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(...reviewsHandlers([aReview()], calls));
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    const draft = await card('Build a React dashboard');
    await user.clear(within(draft).getByLabelText('Proposal'));
    await user.type(within(draft).getByLabelText('Proposal'), 'Too short');
    await user.click(within(draft).getByRole('button', { name: 'Approve and bid' }));
    expect(within(draft).getByRole('alert').textContent).toBe('The proposal must be at least 30 characters.');
    expect(calls).toEqual([]);
  });

  it('rejects with "never bid for this client"', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(...reviewsHandlers([aReview()], calls));
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    const draft = await card('Build a React dashboard');
    await user.click(within(draft).getByLabelText('Never bid for this client'));
    await user.click(within(draft).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected, and this client is blocked.')).toBeDefined();
    expect(calls).toEqual([{ path: '/api/reviews/r1/reject', body: { blockClient: true } }]);
  });

  it("puts the draft back and shows the server's words when the decision is refused", async () => {
    const rows: ReviewResponse[] = [aReview()];
    server.use(
      ...reviewsHandlers(rows, [], { status: 409, message: 'This draft has expired.', errorCode: 'CONFLICT' }),
    );
    renderApp({ route: '/review', user: testUser() });
    await userEvent
      .setup()
      .click(within(await card('Build a React dashboard')).getByRole('button', { name: 'Approve and bid' }));
    expect(await screen.findByText('This draft has expired.')).toBeDefined();
    expect(await card('Build a React dashboard')).toBeDefined();
  });

  it('keeps the edits and shows the refusal beside them when the server refuses the edited terms', async () => {
    const message = 'The proposal still says 375.00 EUR, but the bid is now 400.00 EUR: change the proposal to match.';
    server.use(
      ...reviewsHandlers([aReview()], [], { status: 400, message, errorCode: 'VALIDATION_FAILED', field: 'proposal' }),
    );
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    const draft = await card('Build a React dashboard');
    await user.clear(within(draft).getByLabelText('Amount (EUR)'));
    await user.type(within(draft).getByLabelText('Amount (EUR)'), '400');
    await user.click(within(draft).getByRole('button', { name: 'Approve and bid' }));

    const back = await card('Build a React dashboard');
    await waitFor(() => expect(within(back).getByRole('alert').textContent).toBe(message));
    expect((within(back).getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('400');
  });

  it('says why the last approval did not go through on a draft back in review, which may be approved again', async () => {
    server.use(...reviewsHandlers([aReview({ note: 'No available bids left' })]));
    renderApp({ route: '/review', user: testUser() });
    const back = await card('Build a React dashboard');
    expect(within(back).getByText(/Your last approval did not go through: No available bids left/)).toBeDefined();
    expect(within(back).getByRole('button', { name: 'Approve and bid' })).toBeDefined();
  });

  it('shows a draft Freelancer refused as not placed, with the refusal and nothing to decide', () => {
    render(
      <MemoryRouter>
        <ul>
          <ReviewCard
            review={aReview({
              status: 'failed',
              decidedAt: new Date().toISOString(),
              note: 'This project is no longer accepting bids.',
            })}
            busy={false}
            onApprove={() => undefined}
            onReject={() => undefined}
          />
        </ul>
      </MemoryRouter>,
    );
    const failed = screen.getByRole('article', { name: 'Build a React dashboard' });
    expect(within(failed).getByText('Not placed')).toBeDefined();
    expect(
      within(failed).getByText(/Freelancer refused the bid: This project is no longer accepting bids\./),
    ).toBeDefined();
    expect(within(failed).queryByRole('button', { name: 'Approve and bid' })).toBeNull();
  });
});

describe('a signed review link', () => {
  it('shows the draft without deciding, then approves on the button', async () => {
    const calls: unknown[] = [];
    server.use(...reviewLinkHandlers({ success: true, action: 'approve', review: aReview() }, calls));
    renderApp({ route: '/review/link?token=abc.def' });
    expect(await screen.findByRole('heading', { name: 'Approve this bid?' })).toBeDefined();
    expect(calls).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve the bid' }));
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeDefined();
    expect(calls).toEqual([{ token: 'abc.def' }]);
  });

  it.each([
    ['placed', 'This bid was placed', 'It went out to Freelancer.'],
    ['approved', 'This bid was approved', 'It is on its way to Freelancer.'],
    ['rejected', 'This bid was rejected', 'No bid was placed.'],
    ['expired', 'This bid expired', 'Nobody approved it in time, so no bid was placed.'],
    ['failed', 'This bid could not be placed', 'Freelancer did not take it.'],
  ] as const)(
    'a draft already %s says what happened in its heading, with no button to press',
    async (status, heading, text) => {
      server.use(...reviewLinkHandlers({ success: true, action: 'approve', review: aReview({ status }) }));
      renderApp({ route: '/review/link?token=abc.def' });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
      expect(screen.queryByRole('heading', { name: 'Approve this bid?' })).toBeNull();
      expect(screen.getByText(`${text} This link has nothing more to do.`)).toBeDefined();
      expect(screen.queryByRole('button', { name: /the bid/ })).toBeNull();
      expect(screen.getByRole('link', { name: 'Open Bid Logs' }).getAttribute('href')).toBe('/bid-logs');
    },
  );

  it("a draft Freelancer refused gives Freelancer's reason", async () => {
    const note = 'Freelancer refused the bid: This project is no longer accepting bids';
    server.use(...reviewLinkHandlers({ success: true, action: 'reject', review: aReview({ status: 'failed', note }) }));
    renderApp({ route: '/review/link?token=abc.def' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This bid could not be placed' })).toBeDefined();
    expect(screen.getByText(`${note}. This link has nothing more to do.`)).toBeDefined();
  });

  it('says clearly when the link is invalid or expired', async () => {
    server.use(...reviewLinkHandlers(null));
    renderApp({ route: '/review/link?token=bad' });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeDefined();
    expect(screen.getByText(/invalid or has expired/)).toBeDefined();
  });
});

describe('expiryText', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');
  it.each([
    ['2026-03-01T10:00:00.000Z', 'Expired'],
    ['2026-03-01T10:00:30.000Z', 'Expires in under a minute'],
    ['2026-03-01T10:01:00.000Z', 'Expires in 1 minute'],
    ['2026-03-01T10:59:59.000Z', 'Expires in 59 minutes'],
    ['2026-03-01T13:00:00.000Z', 'Expires in 3 hours'],
  ])('%s → %s', (expiresAt, text) => {
    expect(expiryText(expiresAt, now)).toBe(text);
  });
});
