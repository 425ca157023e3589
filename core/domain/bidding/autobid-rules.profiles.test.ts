import { describe, expect, it } from 'vitest';
import type { ProjectDecision } from './autobid-decisions.js';
import type { AutobidContext, AutobidEvaluation } from './autobid-rules.js';
import { evaluateAutobidRules } from './autobid-rules.js';
import {
  MAIN_PROFILE_ID,
  profileRulesOf,
  runProfiles,
  settingsForProfile,
  type ProfileRules,
  type RunProfile,
  type SearchProfile,
} from './search-profile.js';
import { defaultBiddingSettings, type BiddingSettings } from './settings.js';
import { aListedProject } from '../../../tests/builders/projects.js';

// Search profiles in the rules (docs/design.md#search-profiles): the first profile whose rules
// accept a project bids it, by its own pricing; the cap, the ranking and "bid once" are the account's.

const now = new Date('2026-01-15T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const trustedClient = { id: '8', paymentVerified: true, rating: 4.9, reviews: 40, country: null, registeredAt: null };
const unverifiedClient = {
  id: '7',
  paymentVerified: false,
  rating: null,
  reviews: null,
  country: null,
  registeredAt: null,
};

/** The account's settings, which are the main profile's rules: React, fixed projects up to $600, 50%. */
const account: BiddingSettings = {
  ...defaultBiddingSettings('u1', now),
  isActive: true,
  skills: ['react'],
  minBidUsd: 30,
  bidPercentage: 50,
  fixedBudgetMaxUsd: 600,
  completionPeriod: 30,
};

/** "Shopify fixes": Shopify projects that say "theme", any budget, bid at 80% over 5 days. */
const shopifyRules: ProfileRules = {
  ...profileRulesOf(account),
  skills: ['shopify'],
  requiredKeywords: ['theme'],
  fixedBudgetMaxUsd: null,
  bidPercentage: 80,
  completionPeriod: 5,
  useCustomPrompt: true,
  customPrompt: 'Shopify pitch',
};

const aProfile = (id: string, rules: Partial<ProfileRules>, overrides: Partial<SearchProfile> = {}): SearchProfile => ({
  id,
  userId: 'u1',
  name: id,
  isActive: true,
  rules: { ...shopifyRules, ...rules },
  createdAt: now,
  updatedAt: now,
  ...overrides,
});
const shopify = aProfile('shopify', {});
const main: RunProfile = { profileId: MAIN_PROFILE_ID, settings: account };
const asRun = (profile: SearchProfile): RunProfile => ({
  profileId: profile.id,
  settings: settingsForProfile(account, profile.rules),
});

const ctxWith = (overrides: Partial<AutobidContext> = {}): AutobidContext => ({
  settings: account,
  profiles: [main, asRun(shopify)],
  user: { role: 'user', planStatus: 'active', isActive: true },
  hasToken: true,
  balance: { total: 100, unlimited: false },
  projects: [aListedProject('1')],
  now,
  projectIdsAlreadyBid: new Set(),
  freelancerUserId: '26605882',
  unbiddableKinds: new Set(),
  bidsPlacedLast24h: 0,
  usdRate: () => 1,
  ...overrides,
});

const decisions = (evaluation: AutobidEvaluation): readonly ProjectDecision[] => {
  if (evaluation.kind !== 'evaluated') throw new Error(`blocked: ${evaluation.reasons.map((r) => r.code).join(',')}`);
  return evaluation.decisions;
};
/** `id:profile` for a bid, `id:REASON+REASON` for a skip. */
const summary = (ctx: AutobidContext): string[] =>
  decisions(evaluateAutobidRules(ctx)).map((d) =>
    d.kind === 'bid' ? `${d.project.id}:${d.profileId}` : `${d.project.id}:${d.reasons.map((r) => r.code).join('+')}`,
  );
const bidsOnly = (ctx: AutobidContext): string[] =>
  decisions(evaluateAutobidRules({ ...ctx, explain: false })).flatMap((d) =>
    d.kind === 'bid' ? [`${d.project.id}:${d.profileId}`] : [],
  );
const blocks = (ctx: AutobidContext): string[] => {
  const evaluation = evaluateAutobidRules(ctx);
  return evaluation.kind === 'blocked' ? evaluation.reasons.map((r) => r.code) : [];
};

const react = aListedProject('react');
const shopifyTheme = aListedProject('shopify-theme', { skills: ['Shopify'], title: 'Fix my Shopify theme' });
const shopifyNoKeyword = aListedProject('shopify-app', { skills: ['Shopify'], title: 'Build a Shopify app' });
const both = aListedProject('both', { skills: ['React', 'Shopify'], title: 'React storefront theme' });
const bigBoth = aListedProject('big-both', { skills: ['React', 'Shopify'], title: 'Headless theme', budgetMax: 2000 });
const neither = aListedProject('neither', { skills: ['PHP'] });

describe('evaluateAutobidRules with search profiles: which profile bids', () => {
  it.each([
    ['a project only the main profile accepts', react, 'react:main'],
    ['a project only the other profile accepts (skills and keyword)', shopifyTheme, 'shopify-theme:shopify'],
    ['a project both accept: the main profile comes first', both, 'both:main'],
    ['a project over the main budget the other profile accepts', bigBoth, 'big-both:shopify'],
    [
      "a project missing the other profile's keyword: the main profile's reasons",
      shopifyNoKeyword,
      'shopify-app:SKILLS_MISMATCH',
    ],
    ["a project no profile accepts: the main profile's reasons", neither, 'neither:SKILLS_MISMATCH'],
  ])('decides %s', (_case, project, expected) => {
    expect(summary(ctxWith({ projects: [project] }))).toEqual([expected]);
    const bids = expected.endsWith(':main') || expected.endsWith(':shopify') ? [expected] : [];
    expect(bidsOnly(ctxWith({ projects: [project] }))).toEqual(bids);
  });

  it('prices, and sets the period of, a bid by the profile that bids it', () => {
    const [mainBid, shopifyBid] = decisions(evaluateAutobidRules(ctxWith({ projects: [react, shopifyTheme] })));
    expect(mainBid).toMatchObject({ kind: 'bid', profileId: 'main', amount: 250, period: 30 });
    expect(shopifyBid).toMatchObject({ kind: 'bid', profileId: 'shopify', amount: 400, period: 5 });
  });

  it('tries the other profiles oldest first after the main one', () => {
    const older = aProfile('older', { bidPercentage: 60 });
    const newer = aProfile('newer', { bidPercentage: 90 });
    expect(summary(ctxWith({ projects: [shopifyTheme], profiles: [main, asRun(older), asRun(newer)] }))).toEqual([
      'shopify-theme:older',
    ]);
  });

  it('bids as before when the profiles are absent or the main one alone', () => {
    const feed = [react, shopifyTheme, both, bigBoth, neither];
    const alone = summary(ctxWith({ projects: feed, profiles: [main] }));
    expect(alone).toEqual([
      'react:main',
      'shopify-theme:SKILLS_MISMATCH',
      'both:main',
      'big-both:BUDGET_OUT_OF_RANGE',
      'neither:SKILLS_MISMATCH',
    ]);
    const { profiles: _ignored, ...withoutProfiles } = ctxWith({ projects: feed });
    expect(summary(withoutProfiles)).toEqual(alone);
  });
});

describe('evaluateAutobidRules with search profiles: once per account', () => {
  it('bids a project at most once when it appears twice and both profiles accept it', () => {
    // The second copy of a project only the other profile takes keeps the main profile's reasons.
    expect(summary(ctxWith({ projects: [both, both, shopifyTheme, shopifyTheme] }))).toEqual([
      'both:main',
      'both:ALREADY_BID',
      'shopify-theme:shopify',
      'shopify-theme:SKILLS_MISMATCH',
    ]);
    expect(bidsOnly(ctxWith({ projects: [both, both, shopifyTheme, shopifyTheme] }))).toEqual([
      'both:main',
      'shopify-theme:shopify',
    ]);
  });

  it('skips a project any profile already bid on, whichever profile would bid it now', () => {
    const alreadyBid = new Set(['react', 'shopify-theme']);
    expect(summary(ctxWith({ projects: [react, shopifyTheme], projectIdsAlreadyBid: alreadyBid }))).toEqual([
      'react:ALREADY_BID',
      'shopify-theme:ALREADY_BID+SKILLS_MISMATCH',
    ]);
    expect(bidsOnly(ctxWith({ projects: [react, shopifyTheme], projectIdsAlreadyBid: alreadyBid }))).toEqual([]);
  });
});

describe('evaluateAutobidRules with search profiles: the account cap', () => {
  const feed = [
    aListedProject('react-unverified', { postedAt: minutesAgo(1), client: unverifiedClient }),
    aListedProject('shopify-trusted', {
      postedAt: minutesAgo(2),
      skills: ['Shopify'],
      title: 'Theme fix',
      client: trustedClient,
    }),
    aListedProject('react-plain', { postedAt: minutesAgo(3) }),
    aListedProject('shopify-unverified', {
      postedAt: minutesAgo(4),
      skills: ['Shopify'],
      title: 'Theme tweak',
      client: unverifiedClient,
    }),
  ];

  it.each([
    ['the balance', { balance: { total: 2, unlimited: false } }, 'NO_BIDS_LEFT'],
    ['the pace', { paceCapacity: 2 }, 'PACE_LIMIT'],
    ['the daily limit', { settings: { ...account, bidsLimit: 5 }, bidsPlacedLast24h: 3 }, 'DAILY_LIMIT_REACHED'],
  ] as const)("ranks every profile's projects together by fit when %s caps the run", (_cap, overrides, overCap) => {
    const ctx = ctxWith({ projects: feed, ...overrides });
    expect(summary(ctx)).toEqual([
      `react-unverified:${overCap}`,
      'shopify-trusted:shopify',
      'react-plain:main',
      `shopify-unverified:${overCap}`,
    ]);
    expect(bidsOnly(ctx)).toEqual(['shopify-trusted:shopify', 'react-plain:main']);
    const newest = { ...ctx, projectsNewestFirst: true };
    expect(bidsOnly(newest)).toEqual(['shopify-trusted:shopify', 'react-plain:main']);
    expect(bidsOnly({ ...newest, keepSkips: 10 })).toEqual(['shopify-trusted:shopify', 'react-plain:main']);
  });

  it('counts the skipped projects of every profile in the tally', () => {
    const evaluation = evaluateAutobidRules(
      ctxWith({ projects: [...feed, neither], paceCapacity: 1, explain: false, keepSkips: 10 }),
    );
    if (evaluation.kind !== 'evaluated' || evaluation.skipTally === undefined) throw new Error('expected a tally');
    expect(evaluation.decisions.map((d) => d.project.id)).toEqual(['shopify-trusted']);
    expect(evaluation.skipTally.kept).toHaveLength(4);
  });
});

describe('evaluateAutobidRules with search profiles: schedules and blocks', () => {
  const closedAtNoon = { scheduleAutobidding: true, startTime: '18:00', endTime: '20:00', timezone: 'UTC' } as const;

  it('leaves out a profile whose schedule is closed', () => {
    const profiles = runProfiles(account, [aProfile('shopify', closedAtNoon)], now);
    expect(profiles.map((profile) => profile.profileId)).toEqual(['main']);
    expect(summary(ctxWith({ projects: [react, shopifyTheme], profiles }))).toEqual([
      'react:main',
      'shopify-theme:SKILLS_MISMATCH',
    ]);
  });

  it("bids by the other profiles, with the first one's reasons, while the main schedule is closed", () => {
    const settings = { ...account, ...closedAtNoon };
    const profiles = runProfiles(settings, [shopify], now);
    expect(profiles.map((profile) => profile.profileId)).toEqual(['shopify']);
    expect(summary(ctxWith({ settings, projects: [react, shopifyTheme, shopifyNoKeyword], profiles }))).toEqual([
      'react:SKILLS_MISMATCH+KEYWORD_MISSING',
      'shopify-theme:shopify',
      'shopify-app:KEYWORD_MISSING',
    ]);
  });

  it('also drops a given profile whose schedule is closed', () => {
    const closed = {
      profileId: 'shopify',
      settings: settingsForProfile(account, { ...shopifyRules, ...closedAtNoon }),
    };
    expect(summary(ctxWith({ projects: [shopifyTheme], profiles: [main, closed] }))).toEqual([
      'shopify-theme:SKILLS_MISMATCH',
    ]);
  });

  it("is outside the schedule only when no profile's schedule is open", () => {
    const settings = { ...account, ...closedAtNoon };
    expect(
      blocks(ctxWith({ settings, profiles: runProfiles(settings, [aProfile('shopify', closedAtNoon)], now) })),
    ).toEqual(['OUTSIDE_SCHEDULE']);
    expect(blocks(ctxWith({ settings, profiles: runProfiles(settings, [shopify], now) }))).toEqual([]);
  });

  it('has no skills only when no profile of the run has any', () => {
    const noSkills = { ...account, skills: [] };
    expect(
      blocks(ctxWith({ settings: noSkills, profiles: [{ profileId: 'main', settings: noSkills }, asRun(shopify)] })),
    ).toEqual([]);
    expect(
      summary(
        ctxWith({
          settings: noSkills,
          profiles: [{ profileId: 'main', settings: noSkills }, asRun(shopify)],
          projects: [shopifyTheme],
        }),
      ),
    ).toEqual(['shopify-theme:shopify']);
    const bare = aProfile('bare', { skills: [] });
    expect(
      blocks(ctxWith({ settings: noSkills, profiles: [{ profileId: 'main', settings: noSkills }, asRun(bare)] })),
    ).toEqual(['NO_SKILLS']);
    // A profile with skills but a closed schedule is not in the run.
    expect(
      blocks(
        ctxWith({ settings: noSkills, profiles: runProfiles(noSkills, [aProfile('shopify', closedAtNoon)], now) }),
      ),
    ).toEqual(['NO_SKILLS']);
  });

  it('keeps the account blocks account-wide', () => {
    expect(blocks(ctxWith({ balance: { total: 0, unlimited: false } }))).toEqual(['NO_BIDS_LEFT']);
    expect(blocks(ctxWith({ settings: { ...account, isActive: false } }))).toEqual(['AUTOBID_OFF']);
    expect(blocks(ctxWith({ settings: { ...account, bidsLimit: 5 }, bidsPlacedLast24h: 5 }))).toEqual([
      'DAILY_LIMIT_REACHED',
    ]);
  });
});
