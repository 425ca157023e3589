import { describe, expect, it } from 'vitest';
import { fitEnv } from './fit-env.js';
import {
  FIT_REASON_CODES,
  fitReasonLine,
  strongestReasons,
  type FitReason,
  type FitReasonCode,
} from './fit-reasons.js';
import { FIT_BASELINE, fitPoints, fitScore, projectFit } from './fit-score.js';
import type { Project, ProjectClient } from './project.js';
import { defaultBiddingSettings, type BiddingSettings } from './settings.js';

const now = new Date('2026-01-15T12:00:00Z');
const minutesAgo = (minutes: number): Date => new Date(now.getTime() - minutes * 60_000);
const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);

/** A project on which no factor moves the score: no skills listed, 16–30 bids, posted two hours ago, nothing said about its client. */
const neutral = (overrides: Partial<Project> = {}): Project => ({
  id: '1',
  title: 'A project',
  description: '',
  url: 'https://example.test/1',
  type: 'fixed',
  currency: 'USD',
  budgetMin: 100,
  budgetMax: 500,
  bidCount: 20,
  skills: [],
  postedAt: minutesAgo(120),
  kinds: [],
  ownerId: null,
  isOpen: true,
  ...overrides,
});
const client = (overrides: Partial<ProjectClient> = {}): ProjectClient => ({
  id: '9',
  paymentVerified: null,
  rating: null,
  reviews: null,
  country: null,
  registeredAt: null,
  ...overrides,
});
const settings = (overrides: Partial<BiddingSettings> = {}): BiddingSettings => ({
  ...defaultBiddingSettings('u1', now),
  skills: ['react', 'node.js', 'css'],
  minBidUsd: 0,
  bidPercentage: 50,
  ...overrides,
});

const fit = (project: Project, overrides: Partial<BiddingSettings> = {}, usdRate = 1) =>
  fitScore(project, settings(overrides), { now, usdRate });

describe('fitScore: each factor moves the score the documented way', () => {
  const cases: readonly {
    readonly name: string;
    readonly project: Project;
    readonly settings?: Partial<BiddingSettings>;
    readonly rate?: number;
    readonly points: number;
    readonly code?: FitReasonCode;
    readonly text?: string;
  }[] = [
    { name: 'nothing known moves nothing', project: neutral(), points: 0 },
    {
      name: 'all skills shared',
      project: neutral({ skills: ['React', 'Node.js'] }),
      points: 20,
      code: 'skills',
      text: 'shares 2 of 2 skills',
    },
    { name: 'a third of the skills', project: neutral({ skills: ['React', 'PHP', 'Go'] }), points: 0 },
    {
      name: 'one skill of five',
      project: neutral({ skills: ['React', 'PHP', 'Go', 'Rust', 'Java'] }),
      points: -4,
      code: 'skills',
      text: 'shares 1 of 5 skills',
    },
    { name: 'no skill shared', project: neutral({ skills: ['PHP'] }), points: -10, code: 'skills' },
    {
      name: 'a skill listed twice counts once',
      project: neutral({ skills: ['React', 'react ', 'PHP'] }),
      points: 5,
      code: 'skills',
      text: 'shares 1 of 2 skills',
    },
    { name: 'no bids yet', project: neutral({ bidCount: 0 }), points: 10, code: 'competition', text: 'no bids yet' },
    {
      name: 'a few bids',
      project: neutral({ bidCount: 4 }),
      points: 8,
      code: 'competition',
      text: 'only 4 bids so far',
    },
    { name: 'some bids', project: neutral({ bidCount: 12 }), points: 3, code: 'competition' },
    { name: 'many bids', project: neutral({ bidCount: 38 }), points: -6, code: 'competition', text: '38 bids already' },
    { name: 'a crowd', project: neutral({ bidCount: 80 }), points: -10, code: 'competition' },
    {
      name: 'payment verified',
      project: neutral({ client: client({ paymentVerified: true }) }),
      points: 8,
      code: 'payment_verified',
      text: 'client payment verified',
    },
    {
      name: 'payment not verified',
      project: neutral({ client: client({ paymentVerified: false }) }),
      points: -12,
      code: 'payment_verified',
      text: 'client payment not verified',
    },
    {
      name: 'top rated client',
      project: neutral({ client: client({ rating: 4.8, reviews: 23 }) }),
      points: 8,
      code: 'client_rating',
      text: 'client rated 4.8 from 23 reviews',
    },
    {
      name: 'good client',
      project: neutral({ client: client({ rating: 4.2, reviews: 3 }) }),
      points: 4,
      code: 'client_rating',
    },
    {
      name: 'middling client',
      project: neutral({ client: client({ rating: 3.4, reviews: 3 }) }),
      points: -4,
      code: 'client_rating',
    },
    {
      name: 'poorly rated client',
      project: neutral({ client: client({ rating: 2, reviews: 1 }) }),
      points: -12,
      code: 'client_rating',
      text: 'client rated 2.0 from 1 review',
    },
    {
      name: 'client without reviews',
      project: neutral({ client: client({ rating: 0, reviews: 0 }) }),
      points: -4,
      code: 'client_rating',
      text: 'client has no reviews yet',
    },
    {
      name: 'client who just joined',
      project: neutral({ client: client({ registeredAt: daysAgo(5) }) }),
      points: -4,
      code: 'client_age',
      text: 'client joined 5 days ago',
    },
    {
      name: 'long-standing client',
      project: neutral({ client: client({ registeredAt: new Date('2019-03-01T00:00:00Z') }) }),
      points: 3,
      code: 'client_age',
      text: 'client on Freelancer since 2019',
    },
    { name: 'client country is not scored', project: neutral({ client: client({ country: 'NG' }) }), points: 0 },
    {
      name: 'posted minutes ago',
      project: neutral({ postedAt: minutesAgo(4) }),
      points: 8,
      code: 'project_age',
      text: 'posted 4 minutes ago',
    },
    { name: 'posted within the hour', project: neutral({ postedAt: minutesAgo(40) }), points: 4, code: 'project_age' },
    {
      name: 'posted days ago',
      project: neutral({ postedAt: daysAgo(4) }),
      points: -8,
      code: 'project_age',
      text: 'posted 4 days ago',
    },
    {
      name: 'urgent and half a day old',
      project: neutral({ postedAt: minutesAgo(13 * 60), upgrades: ['urgent'] }),
      points: -8 + 2,
      code: 'project_age',
    },
    {
      name: 'a clock ahead of ours reads as just posted',
      project: neutral({ postedAt: minutesAgo(-5) }),
      points: 8,
      code: 'project_age',
    },
    { name: 'sealed', project: neutral({ upgrades: ['sealed'] }), points: 4, code: 'upgrades', text: 'sealed project' },
    {
      name: 'featured and NDA',
      project: neutral({ upgrades: ['featured', 'nda'] }),
      points: -1,
      code: 'upgrades',
      text: 'featured, NDA project',
    },
    { name: 'qualified', project: neutral({ upgrades: ['qualified'] }), points: -4, code: 'upgrades' },
    { name: 'full-time moves nothing', project: neutral({ upgrades: ['fulltime', 'nonpublic'] }), points: 0 },
    {
      name: 'budget well above the minimum',
      project: neutral(),
      settings: { minBidUsd: 100 },
      points: 10,
      code: 'budget',
      text: 'budget up to $500, well above your minimum',
    },
    { name: 'budget covers the minimum', project: neutral(), settings: { minBidUsd: 300 }, points: 4, code: 'budget' },
    {
      name: 'budget below the minimum',
      project: neutral(),
      settings: { minBidUsd: 600 },
      points: -15,
      code: 'budget',
      text: 'budget up to $500, below your minimum $600',
    },
    {
      name: 'budget in another currency, in dollars',
      project: neutral({ currency: 'INR', budgetMax: 8_600, budgetMin: 1_000 }),
      settings: { minBidUsd: 150 },
      rate: 86,
      points: -15,
      code: 'budget',
      text: 'budget up to $100, below your minimum $150',
    },
    {
      name: 'hourly against the hourly minimum',
      project: neutral({ type: 'hourly', budgetMin: 15, budgetMax: 25 }),
      settings: { minBidUsd: 500, minHourlyRateUsd: 30 },
      points: -15,
      code: 'budget',
      text: 'budget up to $25/h, below your minimum $30/h',
    },
    { name: 'no minimum set: the budget is neutral', project: neutral(), settings: { minBidUsd: 0 }, points: 0 },
    {
      name: 'price within the average bid',
      project: neutral({ bidAvg: 300 }),
      points: 4,
      code: 'price_vs_average',
      text: 'your price $250 is within the $300 average bid',
    },
    {
      name: 'price well above the average bid',
      project: neutral({ bidAvg: 150 }),
      points: -6,
      code: 'price_vs_average',
      text: 'your price $250 is well above the $150 average bid',
    },
    { name: 'price a little above the average', project: neutral({ bidAvg: 200 }), points: 0 },
    { name: 'an average with no bids means nothing', project: neutral({ bidAvg: 100, bidCount: 0 }), points: 10 },
  ];

  it.each(cases)('$name', ({ project, settings: overrides, rate, points, code, text }) => {
    const result = fit(project, overrides ?? {}, rate ?? 1);
    expect(result.score - FIT_BASELINE).toBe(points);
    if (code !== undefined) expect(result.reasons.map((reason) => reason.code)).toContain(code);
    if (text !== undefined) expect(result.reasons.map((reason) => reason.text)).toContain(text);
    // The reasons add up to the score when fewer than the top few moved it.
    if (result.reasons.length < 4) expect(result.reasons.reduce((sum, reason) => sum + reason.points, 0)).toBe(points);
  });
});

describe('fitScore: how long ago, in words', () => {
  it.each([
    ['posted 1 minute ago', neutral({ postedAt: minutesAgo(1) })],
    ['posted 1 minute ago', neutral({ postedAt: minutesAgo(0) })],
    ['posted 2 minutes ago', neutral({ postedAt: minutesAgo(2) })],
    ['posted 1 hour ago', neutral({ postedAt: minutesAgo(60) })],
    ['posted 1 hour ago', neutral({ postedAt: new Date(now.getTime() - 59.7 * 60_000) })],
    ['client joined 1 hour ago', neutral({ client: client({ registeredAt: minutesAgo(70) }) })],
    ['client joined 3 hours ago', neutral({ client: client({ registeredAt: minutesAgo(180) }) })],
    ['client joined 1 day ago', neutral({ client: client({ registeredAt: daysAgo(1) }) })],
    ['client joined 2 days ago', neutral({ client: client({ registeredAt: daysAgo(2) }) })],
  ])('says "%s", one unit singular', (text, project) => {
    expect(fit(project).reasons.map((reason) => reason.text)).toContain(text);
  });
});

describe('fitScore: unknown data is neutral', () => {
  it.each([
    ['no client at all', neutral({ client: null })],
    ['a client the marketplace said nothing about', neutral({ client: client() })],
    ['no average bid', neutral({ bidAvg: null })],
    ['no upgrades', neutral({ upgrades: [] })],
    ['no skills listed', neutral({ skills: [] })],
  ])('%s', (_name, project) => {
    expect(fit(project)).toEqual({ score: FIT_BASELINE, reasons: [] });
  });

  it('an unknown exchange rate leaves the budget and the average out', () => {
    expect(fitScore(neutral({ bidAvg: 100 }), settings({ minBidUsd: 600 }), { now, usdRate: undefined }).score).toBe(
      FIT_BASELINE,
    );
  });
});

describe('fitScore: bounds, order and determinism', () => {
  const best = neutral({
    skills: ['React', 'CSS'],
    bidCount: 0,
    postedAt: minutesAgo(2),
    upgrades: ['sealed', 'featured', 'urgent'],
    client: client({ paymentVerified: true, rating: 5, reviews: 90, registeredAt: new Date('2015-01-01T00:00:00Z') }),
  });
  const worst = neutral({
    skills: ['PHP', 'Go'],
    bidCount: 120,
    postedAt: daysAgo(6),
    bidAvg: 20,
    upgrades: ['nda', 'qualified'],
    client: client({ paymentVerified: false, rating: 1, reviews: 4, registeredAt: daysAgo(2) }),
  });

  it('never goes above 100 or below 0, and is an integer', () => {
    expect(fit(best, { minBidUsd: 50 }).score).toBe(100);
    expect(fit(worst, { minBidUsd: 5_000 }).score).toBe(0);
    expect(Number.isInteger(fit(neutral({ skills: ['React', 'PHP', 'Go', 'Java', 'Rust', 'C', 'Lua'] })).score)).toBe(
      true,
    );
  });

  it('keeps the four factors that moved it most, largest first', () => {
    const { reasons } = fit(worst, { minBidUsd: 5_000 });
    expect(reasons).toHaveLength(4);
    expect(reasons.map((reason) => Math.abs(reason.points))).toEqual([15, 12, 12, 10]);
    expect(reasons.map(fitReasonLine)).toEqual([
      '−15 budget up to $500, below your minimum $5,000',
      '−12 client payment not verified',
      '−12 client rated 1.0 from 4 reviews',
      '−10 shares 0 of 2 skills',
    ]);
  });

  it('gives the same answer every time, and the bare score equals the explained one', () => {
    const env = fitEnv(settings({ minBidUsd: 50 }), now);
    for (const project of [best, worst, neutral()]) {
      expect(projectFit(project, env, 1)).toEqual(projectFit(project, env, 1));
      expect(fitPoints(project, env, 1)).toBe(projectFit(project, env, 1).score);
    }
  });

  it('scores alike on its fast path and its explained one, for every kind of project, user and rate', () => {
    const projects = [
      best,
      worst,
      neutral(),
      neutral({
        skills: ['React', 'react ', 'PHP'],
        type: 'hourly',
        budgetMin: 10,
        budgetMax: 30,
        bidAvg: 18,
        bidCount: 3,
      }),
      neutral({ skills: ['CSS'], budgetMax: null, bidAvg: 900, upgrades: ['urgent'], postedAt: daysAgo(1) }),
      neutral({
        client: client({ paymentVerified: true, rating: 3.2, reviews: 7, registeredAt: daysAgo(400) }),
        upgrades: ['nda', 'sealed'],
      }),
    ];
    const users = [
      settings(),
      settings({ minBidUsd: 400, bidPercentage: 90 }),
      settings({ skills: [], minHourlyRateUsd: 25 }),
      settings({ skills: ['php', 'css', 'go'] }),
    ];
    for (const user of users) {
      const env = fitEnv(user, now);
      for (const project of projects)
        for (const rate of [1, 0.8, 18.5, undefined, Number.NaN])
          expect(fitPoints(project, env, rate)).toBe(projectFit(project, env, rate).score);
    }
  });

  it('keeps the strongest reasons as a stable sort by weight would, ties in factor order', () => {
    let seed = 7;
    const next = (): number => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 500; round++) {
      const reasons: FitReason[] = FIT_REASON_CODES.slice(0, 1 + Math.floor(next() * 9)).map((code) => ({
        code,
        points: Math.round((next() - 0.5) * 8) * 2,
        text: code,
      }));
      const expected = [...reasons].sort((a, b) => Math.abs(b.points) - Math.abs(a.points)).slice(0, 4);
      expect(strongestReasons(reasons, 4)).toEqual(expected);
    }
  });

  it('writes dollar amounts with thousands separators', () => {
    const texts = (budgetMax: number) =>
      fit(neutral({ budgetMin: 1, budgetMax }), { minBidUsd: 1 }).reasons.map((reason) => reason.text);
    expect(texts(999)).toContain('budget up to $999, well above your minimum');
    expect(texts(1_000)).toContain('budget up to $1,000, well above your minimum');
    expect(texts(1_234_567)).toContain('budget up to $1,234,567, well above your minimum');
    expect(
      fit(neutral({ budgetMin: 20, budgetMax: 40 }), { minBidUsd: 12_500 }).reasons.map((reason) => reason.text),
    ).toContain('budget up to $40, below your minimum $12,500');
  });

  it('prints a reason with its sign', () => {
    expect(fitReasonLine({ points: 18, text: 'shares 4 of 5 skills' })).toBe('+18 shares 4 of 5 skills');
    expect(fitReasonLine({ points: -12, text: 'client payment not verified' })).toBe('−12 client payment not verified');
  });
});
