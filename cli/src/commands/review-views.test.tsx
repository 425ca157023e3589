import { describe, expect, it } from 'vitest';
import type { ReviewResponse } from '../../../contract/reviews.js';
import { renderView } from '../output.js';
import { ApprovedReadout, expiresIn, ReviewTable } from './review-views.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const after = (minutes: number): string => new Date(NOW.getTime() + minutes * 60_000).toISOString();

const aReview = (overrides: Partial<ReviewResponse> = {}): ReviewResponse => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'waiting',
  bidId: '00000000-0000-4000-8000-0000000000b1',
  project: {
    id: '7001',
    title: 'Build a Laravel API',
    url: 'https://www.freelancer.com/projects/php/7001',
    type: 'fixed',
    description: 'Billing.',
    budgetMin: 250,
    budgetMax: 750,
    currency: 'EUR',
  },
  client: { id: '9001', country: 'DE' },
  proposal: 'I have built many Laravel APIs.',
  amount: 412.5,
  currency: 'EUR',
  amountUsd: 450.12,
  period: 7,
  fitScore: 42,
  holdReasons: [{ code: 'LOW_FIT', message: 'Fit score 42 is below your threshold of 50.' }],
  createdAt: after(-5),
  expiresAt: after(30),
  decidedAt: null,
  note: null,
  ...overrides,
});

describe('expiresIn', () => {
  it.each([
    [after(30), 'waiting', '30 min'],
    [after(0.5), 'waiting', '1 min'],
    [after(59.9), 'waiting', '59 min'],
    [after(60), 'waiting', '1 h'],
    [after(47 * 60 + 59), 'waiting', '47 h'],
    [after(48 * 60), 'waiting', '2 d'],
    [after(0), 'waiting', 'expired'],
    [after(-10), 'waiting', 'expired'],
    [after(30), 'rejected', '–'],
    [after(30), 'approved', '–'],
  ] as const)('%s for a %s draft reads %s', (expiresAt, status, expected) => {
    expect(expiresIn({ expiresAt, status }, NOW)).toBe(expected);
  });
});

describe('ReviewTable', () => {
  it('keeps the id, status, time left, amount, fit and days whole at 80 columns; title and reasons are cut, not wrapped', () => {
    const review = aReview({
      amount: 12_500.5,
      fitScore: null,
      project: {
        ...aReview().project,
        title: 'A very long project title that goes on and on about everything the client wants built, twice over',
      },
      holdReasons: [
        { code: 'HIGH_AMOUNT', message: 'The amount 13600 USD is over your hold limit of 1000 USD.' },
        { code: 'NEW_CLIENT_COUNTRY', message: 'First bid to a client in Germany.' },
      ],
    });
    const lines = renderView(<ReviewTable reviews={[review]} now={NOW} empty="" />, { columns: 80 }).split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^ID\s+Status\s+Expires\s+Amount\s+Fit\s+Days$/);
    expect(lines[1]).toBe('00000000-0000-4000-8000-000000000001  waiting  30 min   12500.5 EUR    –     7');
    expect(lines[2]).toMatch(/^ {2}A very long project title that goes on/);
    expect(lines[3]).toMatch(/^ {2}Held: The amount 13600 USD is over/);
  });

  it('shows stored text with its control characters escaped, and the empty text when nothing is listed', () => {
    const text = renderView(
      <ReviewTable
        reviews={[aReview({ project: { ...aReview().project, title: 'Evil\x1b[2J title' }, holdReasons: [] })]}
        now={NOW}
        empty=""
      />,
    );
    expect(text).toContain('  Evil\\x1b[2J title');
    expect(text).toContain('  Held: no reason recorded');
    expect(renderView(<ReviewTable reviews={[]} now={NOW} empty="No drafts waiting for review." />)).toBe(
      'No drafts waiting for review.',
    );
  });
});

describe('ApprovedReadout', () => {
  it('says what was queued: amount in both currencies, delivery and the proposal line by line', () => {
    const text = renderView(
      <ApprovedReadout
        message="Approved: the bid is on its way."
        review={aReview({ status: 'approved', proposal: 'Hello,\nI can start today.' })}
      />,
    );
    expect(text).toMatch(
      /^Approved: the bid is on its way\.\nDraft\s+00000000-0000-4000-8000-000000000001\nProject\s+Build a Laravel API https:\/\/www\.freelancer\.com\/projects\/php\/7001\nAmount\s+412\.5 EUR \(450\.12 USD\)\nDelivery\s+7 days\n\nProposal\nHello,\nI can start today\.$/,
    );
  });

  it('counts a one-day delivery as 1 day', () => {
    const text = renderView(
      <ApprovedReadout message="Approved." review={aReview({ status: 'approved', period: 1 })} />,
    );
    expect(text).toMatch(/\nDelivery\s+1 day\n/);
  });
});
