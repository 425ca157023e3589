import { describe, expect, it } from 'vitest';
import { blockReason } from '../../domain/bidding/autobid-reasons.js';
import { describeDispatch } from './dispatch-summary.js';
import type { DispatchResult } from './run-user-dispatch.js';

const BACKGROUND = 'Bids are placed in the background and appear in Bid Logs as they are submitted.';
const aResult = (overrides: Partial<DispatchResult> = {}): DispatchResult => ({
  projectsFound: 0,
  matched: 0,
  queued: 0,
  blocked: [],
  skipped: [],
  considered: [],
  ...overrides,
});

describe('describeDispatch', () => {
  it('counts the matching projects queued, including ones still queued from before', () => {
    expect(describeDispatch(aResult({ projectsFound: 9, matched: 3, queued: 2 }))).toEqual({
      message: 'Bidding process triggered: 3 matching projects queued for bidding',
      note: `1 of them was already queued by an earlier run and still waits for its turn. ${BACKGROUND}`,
    });
    expect(describeDispatch(aResult({ projectsFound: 1, matched: 1, queued: 1 }))).toEqual({
      message: 'Bidding process triggered: 1 matching project queued for bidding',
      note: BACKGROUND,
    });
  });

  it('says which matched projects an earlier run had queued already, so none reads as newly queued', () => {
    const told = (matched: number, queued: number) => describeDispatch(aResult({ projectsFound: 9, matched, queued }));
    expect(told(1, 0)).toEqual({
      message: 'Bidding process triggered: 1 matching project already waiting to be bid',
      note: `An earlier run queued it; bids go out at a safe pace. ${BACKGROUND}`,
    });
    expect(told(4, 0)).toEqual({
      message: 'Bidding process triggered: 4 matching projects already waiting to be bid',
      note: `An earlier run queued them; bids go out at a safe pace. ${BACKGROUND}`,
    });
    expect(told(5, 2).note).toBe(
      `3 of them were already queued by an earlier run and still wait for their turn. ${BACKGROUND}`,
    );
  });

  it('says how many more matched than the pace can bid on before the next run', () => {
    const skipped = [
      {
        code: 'PACE_LIMIT',
        message: 'More projects matched than a safe pace can bid on before the next run',
        count: 9,
      },
      { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 4 },
    ] as const;
    expect(describeDispatch(aResult({ projectsFound: 16, matched: 3, queued: 3, skipped }))).toEqual({
      message: 'Bidding process triggered: 3 matching projects queued for bidding',
      note: `9 more matched than a safe pace can bid on before your next run; the newest were chosen. ${BACKGROUND}`,
    });
    expect(describeDispatch(aResult({ projectsFound: 16, skipped }))).toEqual({
      message: 'Bidding process triggered: your earlier bids are still going out',
      note: `9 matching projects left no room at a safe pace before your next run. ${BACKGROUND}`,
    });
  });

  it('names the three most frequent skip reasons when nothing matched', () => {
    const skipped = [
      { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 7 },
      { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 4 },
      { code: 'HOURLY_EXCLUDED', message: 'Bidding on hourly projects is turned off', count: 2 },
      { code: 'ALREADY_BID', message: 'Already bid on this project', count: 1 },
    ] as const;

    expect(describeDispatch(aResult({ projectsFound: 11, skipped }))).toEqual({
      message: 'Bidding process triggered: no project matched your settings (11 recent projects checked)',
      note: `Top reasons: The project shares too few skills with the profile (7); The project has more bids than the threshold (4); Bidding on hourly projects is turned off (2). ${BACKGROUND}`,
    });
  });

  it('says so when no project was posted in the window', () => {
    expect(describeDispatch(aResult())).toEqual({
      message: 'Bidding process triggered: no new projects were posted in the last 60 minutes',
      note: `Nothing to bid on yet. ${BACKGROUND}`,
    });
  });

  it('gives the account-level reasons when no project could be considered', () => {
    expect(describeDispatch(aResult({ blocked: [blockReason('NO_SKILLS'), blockReason('OUTSIDE_SCHEDULE')] }))).toEqual(
      {
        message: 'Bidding process triggered: no bids can be placed right now',
        note: 'No skills are configured, so no project can match. Outside the autobidding schedule.',
      },
    );
  });
});
