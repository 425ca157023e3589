import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import type { DecisionPrune } from '../../ports/decision-log.port.js';
import { DECISIONS_PER_USER, PruneDecisions } from './prune-decisions.js';

describe('PruneDecisions', () => {
  it('asks the log to drop rows past 14 days and beyond 2,000 a user, and counts past 90 days, in bounded batches', async () => {
    const asked: DecisionPrune[] = [];
    const prune = new PruneDecisions(
      { prune: async (rules) => (asked.push(rules), 7) },
      new FixedClock('2026-03-15T12:00:00.000Z'),
    );
    expect(await prune.execute()).toEqual({ pruned: 7 });
    expect(asked).toEqual([
      {
        decidedBefore: new Date('2026-03-01T12:00:00.000Z'),
        countsBefore: new Date('2025-12-15T12:00:00.000Z'),
        perUserCap: DECISIONS_PER_USER,
        batch: 5_000,
      },
    ]);
  });
});
