import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.js';
import type { NewDecision } from '../../../ports/decision-log.port.js';
import { PLACE_BID_QUEUE } from '../place-bid-job.js';
import { PlannedRun } from '../planned-jobs.js';
import { emptyRunSummary } from '../run-records.js';
import type { SortedDueUsers } from './candidates.js';
import { tallyRuns, type PlannedUserRun } from './tally.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const sorted = (): SortedDueUsers => ({
  idle: 1,
  blocked: 1,
  ran: ['idle-user', 'blocked-user'],
  summaries: [emptyRunSummary('idle-user', NOW, 0, []), emptyRunSummary('blocked-user', NOW, 3, ['NO_TOKEN'])],
  candidates: [],
});

function aRun(userId: string, kind: 'blocked' | 'evaluated', queued: number, failed = false): PlannedUserRun {
  const planned = new PlannedRun(PLACE_BID_QUEUE);
  planned.queued = queued;
  if (failed) planned.failure = { error: new DomainError('MARKETPLACE_UNAVAILABLE', 'down') };
  const decision = { userId, projectId: `${userId}-p` } as unknown as NewDecision;
  return {
    userId,
    planned,
    outcome: { kind },
    records: { decisions: [decision], summary: { ...emptyRunSummary(userId, NOW, 5, []), queued: 99 } },
  };
}

describe('tallyRuns', () => {
  it('counts the runs on top of the idle and blocked users, with the jobs each queued', () => {
    const tally = tallyRuns(sorted(), {
      runs: [aRun('a', 'evaluated', 2), aRun('b', 'blocked', 0)],
      booked: [],
      failures: [],
    });

    expect(tally.counts).toEqual({ evaluated: 1, idle: 1, blocked: 2, queued: 2 });
    expect(tally.ran).toEqual(['idle-user', 'blocked-user', 'a', 'b']);
    expect(tally.records.decisions.map((decision) => decision.userId)).toEqual(['a', 'b']);
    // The summary counts what the queue took, not what the run planned.
    expect(tally.records.summaries.map((summary) => [summary.userId, summary.queued])).toEqual([
      ['idle-user', 0],
      ['blocked-user', 0],
      ['a', 2],
      ['b', 0],
    ]);
  });

  it('leaves a run whose jobs could not be written unrecorded, as a failure after the planning ones', () => {
    const tally = tallyRuns(sorted(), {
      runs: [aRun('a', 'evaluated', 1, true)],
      booked: [],
      failures: [{ userId: 'z', code: 'INTERNAL' }],
    });

    expect(tally.counts).toEqual({ evaluated: 0, idle: 1, blocked: 1, queued: 0 });
    expect(tally.ran).toEqual(['idle-user', 'blocked-user']);
    expect(tally.records.decisions).toEqual([]);
    expect(tally.failures).toEqual([
      { userId: 'z', code: 'INTERNAL' },
      { userId: 'a', code: 'MARKETPLACE_UNAVAILABLE' },
    ]);
  });
});
