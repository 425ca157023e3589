import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../domain/bidding/bid.js';
import type { PlaceBidPayload } from '../place-bid-job.js';
import { mayResume } from './reserve-and-log.js';

const payload = (review?: PlaceBidPayload['review']) =>
  ({ bidId: 'bid-1', ...(review === undefined ? {} : { review }) }) as PlaceBidPayload;
const row = (id: string, status: Bid['status']) => ({ id, status }) as Bid;

describe('mayResume', () => {
  it('goes on when no bid row exists for the project yet', () => {
    expect(mayResume(null, payload())).toBe(true);
  });

  it('goes on with its own row while it is pending', () => {
    expect(mayResume(row('bid-1', 'pending'), payload())).toBe(true);
  });

  it('stops at another job’s row, even a pending one', () => {
    expect(mayResume(row('bid-2', 'pending'), payload())).toBe(false);
  });

  it('stops at its own row once it is closed', () => {
    expect(mayResume(row('bid-1', 'submitted'), payload())).toBe(false);
    expect(mayResume(row('bid-1', 'held'), payload())).toBe(false);
  });

  it('goes on with its own held row only for an approved draft', () => {
    expect(mayResume(row('bid-1', 'held'), payload({ draftId: 'draft-1', proposal: 'Hello' }))).toBe(true);
  });
});
