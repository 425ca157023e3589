import { describe, expect, it } from 'vitest';
import { clientFirstWriteAt, ownerDecision } from './simulator-bid-outcomes.js';

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-01T12:00:00Z');
const bid = { projectId: 39500001, bidderId: 26605882, now: NOW, decision: null, appeal: 1, clientReplyRate: 1 };

describe('clientFirstWriteAt', () => {
  it('never writes first when replies are off', () => {
    expect(clientFirstWriteAt({ ...bid, clientReplyRate: 0 })).toBeNull();
  });

  it('writes on every bid at a rate of 1, 10 minutes to 6 hours after it, the same time on every run', () => {
    const at = clientFirstWriteAt(bid);
    expect(at).not.toBeNull();
    expect(at! - NOW).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(at! - NOW).toBeLessThan(6 * 60 * MINUTE);
    expect(clientFirstWriteAt(bid)).toBe(at);
  });

  it('has an owner who will award write first, before the award', () => {
    const award = { status: 'awarded' as const, at: NOW + 12 * MINUTE };
    expect(clientFirstWriteAt({ ...bid, clientReplyRate: 0.000001, decision: award })).toBe(NOW + 7 * MINUTE);
  });
});

describe('ownerDecision', () => {
  it('leaves a bid pending on a high roll', () => {
    expect(ownerDecision(() => 0.99, NOW, 1, 0)).toBeNull();
  });

  it('rejects on a roll between the awards’ and the rejections’ shares, 20 minutes to 8 hours later', () => {
    const decision = ownerDecision(() => 0.3, NOW, 1, 0);
    expect(decision?.status).toBe('rejected');
    expect(decision!.at - NOW).toBeGreaterThanOrEqual(20 * MINUTE);
    expect(decision!.at - NOW).toBeLessThanOrEqual(8 * 60 * MINUTE);
  });

  it('awards on a low roll, and ends the lowest rolls otherwise when endings are on', () => {
    expect(ownerDecision(() => 0.05, NOW, 1, 0)?.status).toBe('awarded');
    expect(ownerDecision(() => 0.01, NOW, 1, 0.5)?.status).toBe('revoked');
    expect(ownerDecision(() => 0.04, NOW, 1, 0.5)?.status).toBe('canceled');
  });
});
