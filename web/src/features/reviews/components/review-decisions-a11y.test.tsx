import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewResponse } from '@contract/reviews';
import { testUser } from '@/testing/data';
import { aReview, reviewLinkHandlers, reviewsHandlers } from '@/testing/msw/reviews-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { fieldsRefused } from './review-edits';

afterEach(() => toast.remove());

const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;
const titled = (id: string, title: string): ReviewResponse =>
  aReview({ id, project: { ...aReview().project, id: `p-${id}`, title } });
const headingOf = (title: string) => screen.getByRole('heading', { level: 2, name: title });
const mismatch = 'The proposal still says 375.00 EUR, but the bid is now 400.00 EUR: change the proposal to match.';

describe('Review screen: landmarks', () => {
  it('names no two landmarks alike when two drafts share a title, as reposted projects do', async () => {
    server.use(...reviewsHandlers([titled('r1', 'Same title'), titled('r2', 'Same title')]));
    renderApp({ route: '/review', user: testUser() });
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Same title' })).toHaveLength(2));
    const names = ['form', 'region', 'navigation', 'complementary'].flatMap((role) =>
      screen.queryAllByRole(role).map((landmark) => `${role}:${landmark.getAttribute('aria-label') ?? ''}`),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('Review screen: where focus goes after a decision', () => {
  it("moves focus to the next draft's heading after Approve, then to the last one's after Reject", async () => {
    server.use(...reviewsHandlers([titled('r1', 'First'), titled('r2', 'Second'), titled('r3', 'Third')]));
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    await user.click(within(await card('Second')).getByRole('button', { name: 'Approve and bid' }));
    await waitFor(() => expect(document.activeElement).toBe(headingOf('Third')));
    await screen.findByText('Approved: the bid is on its way.');

    await user.click(within(await card('Third')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(document.activeElement).toBe(headingOf('First')));
  });

  it('moves focus to the empty state when the last draft is decided', async () => {
    server.use(...reviewsHandlers([aReview()]));
    renderApp({ route: '/review', user: testUser() });
    await userEvent
      .setup()
      .click(within(await card('Build a React dashboard')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Nothing to review')));
  });

  it('puts focus on the proposal when the server finds it names the old amount, the refusal tied to both fields', async () => {
    server.use(
      ...reviewsHandlers([aReview()], [], {
        status: 400,
        message: mismatch,
        errorCode: 'VALIDATION_FAILED',
        field: 'proposal',
      }),
    );
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    const draft = await card('Build a React dashboard');
    await user.clear(within(draft).getByLabelText('Amount (EUR)'));
    await user.type(within(draft).getByLabelText('Amount (EUR)'), '400');
    await user.click(within(draft).getByRole('button', { name: 'Approve and bid' }));

    const back = await card('Build a React dashboard');
    const alert = await within(back).findByRole('alert');
    const proposal = within(back).getByLabelText('Proposal');
    const amount = within(back).getByLabelText('Amount (EUR)');
    await waitFor(() => expect(document.activeElement).toBe(proposal));
    for (const field of [proposal, amount]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    expect(within(back).getByLabelText('Delivery (days)').getAttribute('aria-invalid')).toBeNull();
    // The hint stays read with the amount.
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it("puts focus back on the draft's heading when an approval is refused for a reason no field holds", async () => {
    server.use(
      ...reviewsHandlers([aReview()], [], { status: 409, message: 'This draft has expired.', errorCode: 'CONFLICT' }),
    );
    renderApp({ route: '/review', user: testUser() });
    await userEvent
      .setup()
      .click(within(await card('Build a React dashboard')).getByRole('button', { name: 'Approve and bid' }));
    await screen.findByText('This draft has expired.');
    await waitFor(() => expect(document.activeElement).toBe(headingOf('Build a React dashboard')));
  });

  it("puts focus on the field at fault of the screen's own check, invalid and described by the refusal", async () => {
    server.use(...reviewsHandlers([aReview()]));
    renderApp({ route: '/review', user: testUser() });
    const user = userEvent.setup();
    const draft = await card('Build a React dashboard');
    await user.clear(within(draft).getByLabelText('Delivery (days)'));
    await user.type(within(draft).getByLabelText('Delivery (days)'), '400');
    await user.click(within(draft).getByRole('button', { name: 'Approve and bid' }));
    const period = within(draft).getByLabelText('Delivery (days)');
    await waitFor(() => expect(document.activeElement).toBe(period));
    expect(period.getAttribute('aria-invalid')).toBe('true');
    expect(period.getAttribute('aria-describedby')).toBe(within(draft).getByRole('alert').id);
    expect(within(draft).getByLabelText('Proposal').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('fieldsRefused', () => {
  it.each([
    ['proposal', { amount: 400 }, ['proposal', 'amount']],
    ['proposal', { period: 7 }, ['proposal', 'period']],
    ['proposal', { proposal: 'x'.repeat(40), amount: 400 }, ['proposal']],
    ['amount', { amount: 9_000 }, ['amount']],
    ['period', { period: 400, amount: 1 }, ['period']],
    [null, { proposal: 'x'.repeat(40) }, ['proposal']],
    [null, { amount: 2, period: 3 }, ['amount', 'period']],
    ['blockClient', {}, ['proposal']],
  ] as const)('a refusal naming %s of %j marks %j', (field, edits, fields) => {
    expect(fieldsRefused(field, edits)).toEqual(fields);
  });
});

describe('an hourly draft', () => {
  const hourly = aReview({
    amount: 50,
    currency: 'USD',
    project: { ...aReview().project, type: 'hourly', budgetMin: 30, budgetMax: 60, currency: 'USD' },
  });

  it('is edited as an hourly rate on the Review screen, its drafted amount per hour', async () => {
    server.use(...reviewsHandlers([hourly]));
    renderApp({ route: '/review', user: testUser() });
    const draft = await card('Build a React dashboard');
    const rate = within(draft).getByLabelText('Hourly rate (USD)') as HTMLInputElement;
    expect(rate.value).toBe('50');
    expect(within(draft).queryByLabelText('Amount (USD)')).toBeNull();
    const hint = document.getElementById(rate.getAttribute('aria-describedby') ?? '');
    expect(within(hint!).getByText('$50.00/hr').getAttribute('aria-hidden')).toBe('true');
    expect(within(hint!).getByText('$50.00 per hour')).toBeDefined();
  });

  it('shows its amount per hour on the signed link page', async () => {
    server.use(...reviewLinkHandlers({ success: true, action: 'approve', review: hourly }));
    renderApp({ route: '/review/link?token=abc.def' });
    await screen.findByRole('heading', { name: 'Approve this bid?' });
    expect(screen.getByText('$50.00/hr').parentElement?.textContent).toMatch(
      /^\$50\.00\/hr\$50\.00 per hour in 14 days/,
    );
  });

  it('keeps a fixed price as it is', async () => {
    server.use(...reviewsHandlers([aReview({ amount: 50, currency: 'USD' })]));
    renderApp({ route: '/review', user: testUser() });
    const draft = await card('Build a React dashboard');
    expect(within(draft).getByLabelText('Amount (USD)')).toBeDefined();
    expect(within(draft).getByText('Drafted: $50.00')).toBeDefined();
  });
});

describe('"Never bid for this client"', () => {
  it('says Reject blocks the client only with the box ticked, and why it cannot when the client is unknown', async () => {
    server.use(
      ...reviewsHandlers(
        [aReview(), titled('r2', 'Unknown client')].map((review, i) =>
          i === 1 ? { ...review, client: { id: null, country: null } } : review,
        ),
      ),
    );
    renderApp({ route: '/review', user: testUser() });
    const known = within(await card('Build a React dashboard')).getByLabelText('Never bid for this client');
    expect(document.getElementById(known.getAttribute('aria-describedby')!)?.textContent).toBe(
      'With this ticked, Reject also blocks the client.',
    );
    const unknown = within(await card('Unknown client')).getByLabelText('Never bid for this client');
    expect((unknown as HTMLInputElement).disabled).toBe(true);
    expect(document.getElementById(unknown.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The client is unknown, so they cannot be blocked.',
    );
  });
});
