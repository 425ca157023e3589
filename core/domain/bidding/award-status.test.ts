import { describe, expect, it } from 'vitest';
import { AWARD_STATUSES, bidStatusForAward, isFinalAward, parseAwardStatus, type AwardStatus } from './award-status.js';

describe('bidStatusForAward', () => {
  it.each<[AwardStatus, 'accepted' | 'rejected' | null, boolean]>([
    ['pending', null, false],
    ['awarded', 'accepted', true],
    ['rejected', 'rejected', true],
    ['revoked', 'rejected', true],
    ['canceled', 'rejected', true],
  ])('%s makes the bid %s (final: %s)', (award, status, final) => {
    expect(bidStatusForAward(award)).toBe(status);
    expect(isFinalAward(award)).toBe(final);
  });

  it('has a rule for every award status, and only pending is asked about again', () => {
    expect(AWARD_STATUSES.filter((award) => !isFinalAward(award))).toEqual(['pending']);
  });
});

describe('parseAwardStatus', () => {
  it.each<[string | null | undefined, AwardStatus | null]>([
    ['pending', 'pending'],
    ['awarded', 'awarded'],
    ['rejected', 'rejected'],
    ['revoked', 'revoked'],
    ['canceled', 'canceled'],
    ['cancelled', 'canceled'],
    [' Awarded ', 'awarded'],
    [null, 'pending'],
    [undefined, 'pending'],
    ['retracted', null],
    ['', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseAwardStatus(raw)).toBe(expected);
  });
});
