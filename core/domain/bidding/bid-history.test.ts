import { describe, expect, it } from 'vitest';
import { historyEntryFor } from './bid-history.js';

const at = new Date('2026-11-28T10:00:00Z');
const bid = { id: 'b1', userId: 'u1', errorMessage: null };

describe('historyEntryFor', () => {
  it('appends nothing when the status is not changed', () => {
    expect(historyEntryFor({ from: 'pending', to: undefined }, bid, at)).toBeNull();
    expect(historyEntryFor({ from: 'submitted', to: 'submitted' }, bid, at)).toBeNull();
  });

  it('names each status by its own kind', () => {
    const kinds = (['pending', 'submitted', 'failed', 'held', 'accepted', 'rejected'] as const).map(
      (to) => historyEntryFor({ from: null, to }, bid, at)?.kind,
    );
    expect(kinds).toEqual(['queued', 'placed', 'refused', 'held', 'accepted', 'rejected']);
  });

  it('logs a draft declined in review as stopped before Freelancer, with why', () => {
    const note = 'You rejected this draft in review: nothing was sent to Freelancer and no bid was spent.';
    expect(historyEntryFor({ from: 'held', to: 'declined' }, { ...bid, errorMessage: note }, at)).toEqual({
      bidId: 'b1',
      userId: 'u1',
      kind: 'cancelled',
      at,
      detail: note,
    });
  });

  it('takes the kind the caller names over the status’s own', () => {
    expect(historyEntryFor({ from: 'pending', to: 'failed', historyKind: 'cancelled' }, bid, at)?.kind).toBe(
      'cancelled',
    );
  });

  it('keeps the full reason of a refusal, a hold and a stop', () => {
    const reason = 'Freelancer refused the bid: '.padEnd(500, 'x');
    for (const [to, historyKind] of [
      ['failed', undefined],
      ['held', undefined],
      ['failed', 'cancelled'],
    ] as const) {
      expect(historyEntryFor({ from: 'pending', to, historyKind }, { ...bid, errorMessage: reason }, at)).toEqual({
        bidId: 'b1',
        userId: 'u1',
        kind: historyKind ?? (to === 'held' ? 'held' : 'refused'),
        at,
        detail: reason,
      });
    }
  });

  it('gives awards no detail, even when the placed bid carried a note', () => {
    expect(
      historyEntryFor(
        { from: 'submitted', to: 'accepted' },
        { ...bid, errorMessage: 'Already placed on Freelancer' },
        at,
      )?.detail,
    ).toBeNull();
  });

  it('treats a blank reason as none', () => {
    expect(historyEntryFor({ from: 'pending', to: 'failed' }, { ...bid, errorMessage: '  ' }, at)?.detail).toBeNull();
  });
});
