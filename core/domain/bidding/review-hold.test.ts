import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCHING_SETTINGS } from './settings.js';
import {
  HOLD_MESSAGES,
  needsCountryHistory,
  reviewVerdict,
  type DraftFacts,
  type HoldReasonCode,
  type ReviewSettings,
} from './review-hold.js';

const base: ReviewSettings = {
  reviewMode: 'hold_risky',
  holdBelowFitScore: 50,
  holdOnGuardWarning: true,
  holdAboveAmountUsd: 500,
  holdNewClientCountry: true,
};
const safe: DraftFacts = {
  fitScore: 80,
  guardWarnings: [],
  amountUsd: 100,
  clientCountry: 'US',
  biddedIntoCountry: true,
};

const codes = (settings: Partial<ReviewSettings>, facts: Partial<DraftFacts>): readonly HoldReasonCode[] | 'place' => {
  const verdict = reviewVerdict({ ...base, ...settings }, { ...safe, ...facts });
  return verdict.kind === 'place' ? 'place' : verdict.reasons.map((reason) => reason.code);
};

describe('reviewVerdict', () => {
  const cases: readonly (readonly [
    string,
    Partial<ReviewSettings>,
    Partial<DraftFacts>,
    readonly HoldReasonCode[] | 'place',
  ])[] = [
    [
      'auto never holds, however risky',
      { reviewMode: 'auto' },
      { fitScore: 1, guardWarnings: ['x'], amountUsd: 9_999, biddedIntoCountry: false },
      'place',
    ],
    ['review_all holds a safe draft', { reviewMode: 'review_all' }, {}, ['REVIEW_ALL']],
    [
      'review_all holds with one reason, whatever the risks',
      { reviewMode: 'review_all' },
      { fitScore: 1, amountUsd: 9_999 },
      ['REVIEW_ALL'],
    ],
    ['hold_risky places a safe draft', {}, {}, 'place'],
    ['fit below the threshold holds', {}, { fitScore: 49 }, ['LOW_FIT']],
    ['fit at the threshold places', {}, { fitScore: 50 }, 'place'],
    ['no fit score cannot hold for fit', {}, { fitScore: null }, 'place'],
    ['an absent fit score cannot hold for fit', {}, { fitScore: undefined }, 'place'],
    ['a guard warning holds', {}, { guardWarnings: ['Contact details were taken out.'] }, ['GUARD_WARNING']],
    [
      'a guard warning is ignored when the setting is off',
      { holdOnGuardWarning: false },
      { guardWarnings: ['Contact details were taken out.'] },
      'place',
    ],
    ['an amount over the limit holds', {}, { amountUsd: 500.01 }, ['HIGH_AMOUNT']],
    ['an amount at the limit places', {}, { amountUsd: 500 }, 'place'],
    ['no amount limit never holds for amount', { holdAboveAmountUsd: null }, { amountUsd: 1_000_000 }, 'place'],
    ['a first bid into a country holds', {}, { biddedIntoCountry: false }, ['NEW_CLIENT_COUNTRY']],
    [
      'a new country is ignored when the setting is off',
      { holdNewClientCountry: false },
      { biddedIntoCountry: false },
      'place',
    ],
    [
      'an unknown client country never holds for country',
      {},
      { clientCountry: null, biddedIntoCountry: false },
      'place',
    ],
    [
      'every risk at once, in order',
      {},
      { fitScore: 10, guardWarnings: ['w'], amountUsd: 900, biddedIntoCountry: false },
      ['LOW_FIT', 'GUARD_WARNING', 'HIGH_AMOUNT', 'NEW_CLIENT_COUNTRY'],
    ],
  ];
  it.each(cases)('%s', (_name, settings, facts, expected) => {
    expect(codes(settings, facts)).toEqual(expected);
  });

  it('explains each hold in words', () => {
    const verdict = reviewVerdict(base, {
      ...safe,
      fitScore: 30,
      amountUsd: 750,
      clientCountry: 'DE',
      biddedIntoCountry: false,
    });
    expect(verdict).toEqual({
      kind: 'hold',
      reasons: [
        { code: 'LOW_FIT', message: HOLD_MESSAGES.lowFit(30, 50) },
        { code: 'HIGH_AMOUNT', message: 'The bid ($750.00) is over your review limit of $500.00.' },
        { code: 'NEW_CLIENT_COUNTRY', message: 'Your first bid for a client in DE.' },
      ],
    });
  });

  it('places everything with the default settings (auto)', () => {
    expect(reviewVerdict(DEFAULT_MATCHING_SETTINGS, { ...safe, fitScore: 0, guardWarnings: ['w'] })).toEqual({
      kind: 'place',
    });
  });
});

describe('needsCountryHistory', () => {
  it.each([
    ['hold_risky with the country rule and a known country', base, 'US', true],
    ['the country rule off', { ...base, holdNewClientCountry: false }, 'US', false],
    ['review_all holds anyway', { ...base, reviewMode: 'review_all' as const }, 'US', false],
    ['unknown country', base, null, false],
  ])('%s', (_name, settings, country, expected) => {
    expect(needsCountryHistory(settings, country)).toBe(expected);
  });
});
