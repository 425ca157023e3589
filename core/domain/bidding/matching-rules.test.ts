import { describe, expect, it } from 'vitest';
import type { ProjectDecision } from './autobid-decisions.js';
import type { AutobidContext } from './autobid-rules.js';
import { evaluateAutobidRules } from './autobid-rules.js';
import type { Project, ProjectClient } from './project.js';
import { defaultBiddingSettings, type BiddingSettings } from './settings.js';
import { aListedProject } from '../../../tests/builders/projects.js';

// The matching, pricing and client-screening rules as evaluateAutobidRules applies them (docs/design.md#matching-and-pricing, #client-screening).

const now = new Date('2026-01-15T12:00:00Z');
const RATES: Record<string, number> = { USD: 1, EUR: 0.8, INR: 80 };

const aClient = (overrides: Partial<ProjectClient> = {}): ProjectClient => ({
  id: '81234567',
  paymentVerified: true,
  rating: 4.8,
  reviews: 25,
  country: 'US',
  registeredAt: new Date('2020-01-01T00:00:00Z'),
  ...overrides,
});

const aProject = (id: string, overrides: Partial<Project> = {}): Project =>
  aListedProject(id, { description: 'Build a dashboard.', ownerId: '81234567', ...overrides });

const settingsWith = (overrides: Partial<BiddingSettings> = {}): BiddingSettings => ({
  ...defaultBiddingSettings('u1', now),
  isActive: true,
  skills: ['react'],
  minBidUsd: 30,
  bidPercentage: 50,
  completionPeriod: 30,
  ...overrides,
});

const ctxWith = (
  projects: readonly Project[],
  settings: Partial<BiddingSettings> = {},
  overrides: Partial<AutobidContext> = {},
): AutobidContext => ({
  settings: settingsWith(settings),
  user: { role: 'user', planStatus: 'active', isActive: true },
  hasToken: true,
  balance: { total: 100, unlimited: false },
  projects,
  now,
  projectIdsAlreadyBid: new Set(),
  freelancerUserId: '26605882',
  unbiddableKinds: new Set(),
  bidsPlacedLast24h: 0,
  usdRate: (currency) => RATES[currency],
  ...overrides,
});

function decisionsOf(ctx: AutobidContext): readonly ProjectDecision[] {
  const evaluation = evaluateAutobidRules(ctx);
  if (evaluation.kind !== 'evaluated') throw new Error(`blocked: ${evaluation.reasons.map((r) => r.code).join(',')}`);
  return evaluation.decisions;
}

/** 'bid' or the skip codes joined by '+', for one project. */
const verdict = (project: Project, settings: Partial<BiddingSettings> = {}): string => {
  const [decision] = decisionsOf(ctxWith([project], settings));
  if (decision === undefined) throw new Error('no decision');
  return decision.kind === 'bid' ? 'bid' : decision.reasons.map((r) => r.code).join('+');
};

const bidOf = (project: Project, settings: Partial<BiddingSettings> = {}) => {
  const [decision] = decisionsOf(ctxWith([project], settings));
  if (decision?.kind !== 'bid') throw new Error(`expected a bid, got ${JSON.stringify(decision)}`);
  return { amount: decision.amount, amountUsd: decision.amountUsd, period: decision.period };
};

describe('matching: skills', () => {
  const sixSkills = ['React', 'Node.js', 'PHP', 'CSS', 'HTML', 'MySQL'];
  it.each([
    { skills: ['React'], settings: {}, want: 'bid', why: 'the default: one shared skill' },
    { skills: sixSkills, settings: { minSkillMatches: 2 }, want: 'SKILLS_MISMATCH', why: 'two asked, one shared' },
    {
      skills: sixSkills,
      settings: { skills: ['react', 'php'], minSkillMatches: 2 },
      want: 'bid',
      why: 'two asked, two shared',
    },
    {
      skills: ['React'],
      settings: { minSkillMatches: 3 },
      want: 'bid',
      why: 'a project listing fewer skills than asked needs all of them',
    },
    {
      skills: ['React', 'Swift'],
      settings: { minSkillMatches: 3 },
      want: 'SKILLS_MISMATCH',
      why: 'capped at the two listed, one shared',
    },
    {
      skills: sixSkills,
      settings: { skills: ['react', 'php'], minSkillSharePercent: 40 },
      want: 'SKILLS_MISMATCH',
      why: '40% of 6 rounds up to 3',
    },
    {
      skills: sixSkills,
      settings: { skills: ['react', 'php', 'css'], minSkillSharePercent: 40 },
      want: 'bid',
      why: '3 of 6 is enough at 40%',
    },
    {
      skills: ['React', 'react', 'REACT'],
      settings: { minSkillMatches: 2 },
      want: 'bid',
      why: 'a skill listed three times is one skill',
    },
    {
      skills: [],
      settings: { minSkillMatches: 2 },
      want: 'SKILLS_MISMATCH',
      why: 'a project without skills never matches',
    },
  ])('$why', ({ skills, settings, want }) => {
    expect(verdict(aProject('1', { skills }), settings)).toBe(want);
  });
});

describe('matching: keywords', () => {
  const project = aProject('1', {
    title: 'Finance newsletter writer',
    description: 'Write a weekly newsletter about the CAFÉ market and C++ tooling.',
  });
  it.each([
    { settings: { excludedKeywords: ['newsletter'] }, want: 'KEYWORD_EXCLUDED', why: 'an excluded word in the title' },
    { settings: { excludedKeywords: ['NEWSLETTER'] }, want: 'KEYWORD_EXCLUDED', why: 'in any case' },
    { settings: { excludedKeywords: ['cafe'] }, want: 'KEYWORD_EXCLUDED', why: 'without its accent' },
    { settings: { excludedKeywords: ['news'] }, want: 'bid', why: 'whole words only: news is not newsletter' },
    {
      settings: { excludedKeywords: ['weekly   newsletter'] },
      want: 'KEYWORD_EXCLUDED',
      why: 'a phrase, whatever its spaces',
    },
    { settings: { excludedKeywords: ['c++'] }, want: 'KEYWORD_EXCLUDED', why: 'regex characters read as themselves' },
    {
      settings: { excludedKeywords: ['(.*)', '  '] },
      want: 'bid',
      why: 'a hostile or blank keyword matches only itself',
    },
    { settings: { requiredKeywords: ['dashboard', 'market'] }, want: 'bid', why: 'any one required keyword is enough' },
    {
      settings: { requiredKeywords: ['laravel', 'shopify'] },
      want: 'KEYWORD_MISSING',
      why: 'none of the required keywords',
    },
    { settings: { requiredKeywords: ['  '] }, want: 'bid', why: 'blank required keywords are no rule' },
    {
      settings: { excludedKeywords: ['finance'], requiredKeywords: ['laravel'] },
      want: 'KEYWORD_EXCLUDED+KEYWORD_MISSING',
      why: 'both reasons at once',
    },
  ])('$why', ({ settings, want }) => {
    expect(verdict(project, settings)).toBe(want);
  });
});

describe('matching: project types and budgets', () => {
  it.each([
    { project: { type: 'fixed' as const }, settings: { bidOnFixedProjects: false }, want: 'FIXED_EXCLUDED' },
    { project: { type: 'hourly' as const }, settings: { bidOnFixedProjects: false }, want: 'bid' },
    { project: { type: 'hourly' as const }, settings: { bidOnHourlyProjects: false }, want: 'HOURLY_EXCLUDED' },
    { project: { budgetMax: 500 }, settings: { fixedBudgetMinUsd: 500 }, want: 'bid' },
    { project: { budgetMax: 499.99 }, settings: { fixedBudgetMinUsd: 500 }, want: 'BUDGET_OUT_OF_RANGE' },
    { project: { budgetMax: 500.01 }, settings: { fixedBudgetMaxUsd: 500 }, want: 'BUDGET_OUT_OF_RANGE' },
    { project: { currency: 'EUR', budgetMax: 400 }, settings: { fixedBudgetMinUsd: 500 }, want: 'bid' },
    { project: { currency: 'EUR', budgetMax: 399 }, settings: { fixedBudgetMinUsd: 500 }, want: 'BUDGET_OUT_OF_RANGE' },
    { project: { budgetMax: 5 }, settings: { hourlyBudgetMinUsd: 100 }, want: 'bid' },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { hourlyBudgetMinUsd: 30 },
      want: 'BUDGET_OUT_OF_RANGE',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { hourlyBudgetMaxUsd: 20 },
      want: 'BUDGET_OUT_OF_RANGE',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { hourlyBudgetMinUsd: 20, hourlyBudgetMaxUsd: 40 },
      want: 'bid',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { fixedBudgetMinUsd: 1000 },
      want: 'bid',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { minHourlyRateUsd: 30 },
      want: 'BUDGET_OUT_OF_RANGE',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { minHourlyRateUsd: 25 },
      want: 'bid',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: null },
      settings: { minHourlyRateUsd: 30 },
      want: 'bid',
    },
  ])('$project.type $project.currency $project.budgetMax with $settings: $want', ({ project, settings, want }) => {
    expect(verdict(aProject('1', project), settings)).toBe(want);
  });
});

describe('matching: languages', () => {
  const languageVerdict = (
    language: string | null | undefined,
    languages: string[],
    modelWritesProposals: boolean,
  ): string => {
    const project = language === undefined ? aProject('1') : aProject('1', { language });
    const [decision] = decisionsOf(ctxWith([project], { languages }, { modelWritesProposals }));
    return decision!.kind === 'bid' ? 'bid' : decision!.reasons.map((reason) => reason.code).join('+');
  };

  // The same table with a model writing and without: only the rows with no languages set differ.
  it.each([
    { language: 'en', languages: [], model: 'bid', template: 'bid' },
    { language: 'de', languages: [], model: 'bid', template: 'LANGUAGE_MISMATCH' },
    { language: 'pt-BR', languages: [' '], model: 'bid', template: 'LANGUAGE_MISMATCH' },
    { language: 'EN-gb', languages: [], model: 'bid', template: 'bid' },
    { language: 'de', languages: ['en'], model: 'LANGUAGE_MISMATCH', template: 'LANGUAGE_MISMATCH' },
    { language: 'DE', languages: ['en', 'de'], model: 'bid', template: 'bid' },
    { language: 'de', languages: ['de'], model: 'bid', template: 'bid' },
    { language: 'en', languages: ['de'], model: 'LANGUAGE_MISMATCH', template: 'LANGUAGE_MISMATCH' },
    { language: 'en-GB', languages: ['EN'], model: 'bid', template: 'bid' },
    { language: null, languages: [], model: 'bid', template: 'bid' },
    { language: undefined, languages: [], model: 'bid', template: 'bid' },
    { language: '', languages: ['en'], model: 'bid', template: 'bid' },
  ])(
    'project in $language, user bids in $languages: $model with a model, $template without',
    ({ language, languages, model, template }) => {
      expect(languageVerdict(language, languages, true)).toBe(model);
      expect(languageVerdict(language, languages, false)).toBe(template);
    },
  );

  it('takes a context that does not say as the template writer: English only for a user who set no languages', () => {
    const [decision] = decisionsOf(ctxWith([aProject('1', { language: 'fr' })], { languages: [] }));
    expect(decision).toMatchObject({ kind: 'skip', reasons: [{ code: 'LANGUAGE_MISMATCH' }] });
  });
});

describe('client screening', () => {
  it.each([
    {
      client: aClient({ paymentVerified: false }),
      settings: { requirePaymentVerified: true },
      want: 'CLIENT_NOT_VERIFIED',
    },
    { client: aClient({ paymentVerified: null }), settings: { requirePaymentVerified: true }, want: 'bid' },
    {
      client: null,
      settings: { requirePaymentVerified: true, minClientRating: 4, minClientReviews: 5, blockedCountries: ['US'] },
      want: 'bid',
    },
    { client: aClient({ paymentVerified: false }), settings: {}, want: 'bid' },
    { client: aClient({ rating: 3.9 }), settings: { minClientRating: 4 }, want: 'CLIENT_REPUTATION_LOW' },
    { client: aClient({ rating: 4 }), settings: { minClientRating: 4 }, want: 'bid' },
    { client: aClient({ rating: 0, reviews: 0 }), settings: { minClientRating: 4 }, want: 'bid' },
    {
      client: aClient({ rating: 0, reviews: 0 }),
      settings: { minClientRating: 4, minClientReviews: 1 },
      want: 'CLIENT_REPUTATION_LOW',
    },
    { client: aClient({ reviews: 2 }), settings: { minClientReviews: 3 }, want: 'CLIENT_REPUTATION_LOW' },
    {
      client: aClient({ reviews: null, rating: null }),
      settings: { minClientReviews: 3, minClientRating: 4 },
      want: 'bid',
    },
    { client: aClient({ country: 'NG' }), settings: { blockedCountries: ['ng'] }, want: 'CLIENT_COUNTRY_BLOCKED' },
    { client: aClient({ country: null }), settings: { blockedCountries: ['NG'] }, want: 'bid' },
    { client: aClient(), settings: { blockedClientIds: ['81234567'] }, want: 'CLIENT_BLOCKED' },
    { client: null, settings: { blockedClientIds: ['81234567'] }, want: 'CLIENT_BLOCKED' },
    {
      client: aClient({ paymentVerified: false, country: 'NG' }),
      settings: { requirePaymentVerified: true, blockedCountries: ['NG'] },
      want: 'CLIENT_NOT_VERIFIED+CLIENT_COUNTRY_BLOCKED',
    },
  ])('$client.country $client.rating/$client.reviews with $settings: $want', ({ client, settings, want }) => {
    expect(verdict(aProject('1', { client }), settings)).toBe(want);
  });

  it('blocks by the client id the marketplace gave even when the owner id is unknown', () => {
    expect(
      verdict(aProject('1', { ownerId: null, client: aClient({ id: '555' }) }), { blockedClientIds: ['555'] }),
    ).toBe('CLIENT_BLOCKED');
  });
});

describe('pricing', () => {
  it.each([
    {
      project: { budgetMin: 100, budgetMax: 500 },
      settings: {},
      amount: 250,
      why: 'fixed: the spec, 50% of the upper budget',
    },
    {
      project: { budgetMin: 100, budgetMax: 500 },
      settings: { minBidUsd: 300 },
      amount: 300,
      why: 'fixed: the minimum bid when higher',
    },
    {
      project: { budgetMin: 250, budgetMax: 750 },
      settings: { bidPercentage: 20 },
      amount: 250,
      why: "fixed: never under the client's minimum",
    },
    {
      project: { currency: 'EUR', budgetMin: 250, budgetMax: 750 },
      settings: { bidPercentage: 20 },
      amount: 250,
      why: "fixed: the client's minimum in their currency",
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { bidPercentage: 50 },
      amount: 20,
      why: "hourly: 50% of the way through the client's range",
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { bidPercentage: 0 },
      amount: 15,
      why: "hourly: 0% is the client's minimum",
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { bidPercentage: 100 },
      amount: 25,
      why: "hourly: 100% is the client's top rate",
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { bidPercentage: 0, minHourlyRateUsd: 22 },
      amount: 22,
      why: "hourly: never under the user's minimum rate",
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: 25 },
      settings: { bidPercentage: 50, minBidUsd: 100 },
      amount: 20,
      why: 'hourly: the minimum bid is a project price, not a rate',
    },
    {
      project: { type: 'hourly' as const, currency: 'EUR', budgetMin: 2, budgetMax: 8 },
      settings: { bidPercentage: 50 },
      amount: 5,
      why: 'hourly: in the project currency',
    },
    {
      project: { type: 'hourly' as const, budgetMin: 15, budgetMax: null },
      settings: { minHourlyRateUsd: 18 },
      amount: 18,
      why: 'hourly without a top rate: the higher minimum',
    },
  ])('$why', ({ project, settings, amount }) => {
    expect(bidOf(aProject('1', project), settings).amount).toBe(amount);
  });

  it('keeps the USD figure of an hourly rate beside it', () => {
    expect(
      bidOf(aProject('1', { type: 'hourly', currency: 'INR', budgetMin: 800, budgetMax: 1600 }), { bidPercentage: 50 }),
    ).toMatchObject({ amount: 1200, amountUsd: 15 });
  });
});

describe('period', () => {
  it.each([
    { description: 'I need this done within 3 days.', settings: {}, period: 3 },
    { description: 'Deadline: 2 weeks.', settings: {}, period: 14 },
    { description: 'I need this done within 3 days.', settings: { useClientTimeline: false }, period: 30 },
    { description: 'No timeline given.', settings: {}, period: 30 },
    { description: 'Need it ASAP!', settings: {}, period: 3 },
    { description: 'Need it ASAP!', settings: { completionPeriod: 1 }, period: 1 },
  ])('"$description" with $settings: $period days', ({ description, settings, period }) => {
    expect(bidOf(aProject('1', { description }), settings).period).toBe(period);
  });
});
