import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReviewResponse } from '@contract/reviews';
import { aReview } from '@/testing/msw/reviews-handlers';
import { ReviewCard } from './review-card';

const showCard = (overrides: Partial<ReviewResponse>) => {
  render(
    <MemoryRouter>
      <ul>
        <ReviewCard
          review={aReview({ decidedAt: new Date().toISOString(), ...overrides })}
          busy={false}
          onApprove={() => undefined}
          onReject={() => undefined}
        />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Build a React dashboard' });
};

/** The terms shown beside a decided draft's proposal, each as its label and value read together. */
const termsOf = (card: HTMLElement) =>
  [within(card).getByText(/^(Approved|Drafted) amount:/), within(card).getByText(/^Delivery:/)].map(
    (term) => term.parentElement?.textContent,
  );

describe('a decided review card', () => {
  it('shows an approved and placed draft in green, not the amber of a warning, with the approved amount and period', () => {
    const card = showCard({ status: 'placed', amount: 400.5, period: 7 });
    const status = within(card).getByText('Approved and placed');
    expect(status.className).toContain('text-green-800');
    expect(status.className).not.toContain('amber');
    expect(termsOf(card)).toEqual(['Approved amount: €400.50', 'Delivery: 7 days']);
    expect(within(card).queryByRole('button', { name: 'Approve and bid' })).toBeNull();
  });

  it.each([
    ['rejected', 'Rejected'],
    ['expired', 'Expired unplaced'],
  ] as const)('shows a %s draft in slate with the terms it had been drafted with', (status, text) => {
    const card = showCard({ status, period: 1 });
    const corner = within(card).getByText(text);
    expect(corner.className).toContain('text-slate-600');
    expect(corner.className).not.toContain('amber');
    expect(termsOf(card)).toEqual(['Drafted amount: €375.00', 'Delivery: 1 day']);
  });

  it('shows an hourly rate as a rate', () => {
    const card = showCard({ status: 'placed', project: { ...aReview().project, type: 'hourly' }, amount: 50 });
    expect(termsOf(card)[0]).toBe('Approved amount: €50.00/hr€50.00 per hour');
  });

  it('links a decided draft to its bid, read whole on the bid page', () => {
    const card = showCard({ status: 'placed', bidId: 'b-42' });
    const link = within(card).getByRole('link', { name: 'View the bid on Build a React dashboard' });
    expect(link.getAttribute('href')).toBe('/bid-logs/b-42');
  });
});
